import Foundation
import MotionDiagnostics

/// The rules of `<style>` elements, as exporters write them (Illustrator: `.cls-1{fill:#e30613;}`):
/// selectors that are a type, a class, an id, `*`, or a type with classes, in comma lists. Rules
/// with other selectors and at-rules are reported and left out.
struct SVGStyleSheet {
    struct Rule {
        var type: String?
        var id: String?
        var classes: [String]
        var declarations: [(name: String, value: String)]
        var order: Int
        /// CSS specificity as (ids, classes, types).
        var specificity: (Int, Int, Int) { (id == nil ? 0 : 1, classes.count, type == nil ? 0 : 1) }

        func matches(_ element: XMLElement) -> Bool {
            if let type, type != element.localName { return false }
            if let id, id != element.value("id") { return false }
            let own = (element.value("class") ?? "").split(separator: " ").map(String.init)
            return classes.allSatisfy(own.contains)
        }
    }

    private(set) var rules: [Rule] = []

    /// Adds the rules of one `<style>` element; what cannot be read is reported at the element.
    mutating func add(_ element: XMLElement, diagnostics: inout DiagnosticBag) {
        var text = element.text
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let head = rest[..<open].trimmingCharacters(in: " \t\n\r")
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if head.hasPrefix("@") {
                diagnostics.report(.svgLeftOut, "the at-rule '\(head)' in <style> is left out", at: element.nameSpan)
                // Skip the nested block of a block at-rule.
                if body.contains("{"), let end = rest.firstIndex(of: "}") { rest = rest[rest.index(after: end)...] }
                continue
            }
            let declarations = Self.declarations(String(body))
            for selector in head.split(separator: ",").map({ $0.trimmingCharacters(in: " \t\n\r") }) {
                guard let rule = Self.rule(selector, declarations, order: rules.count) else {
                    diagnostics.report(.svgLeftOut, "the selector '\(selector)' in <style> is left out: only type, class and id selectors are read",
                                       at: element.nameSpan)
                    continue
                }
                rules.append(rule)
            }
        }
    }

    private static func rule(_ selector: String, _ declarations: [(String, String)], order: Int) -> Rule? {
        guard !selector.isEmpty, !selector.contains(where: { " >+~:[".contains($0) }) else { return nil }
        var type: String?, id: String?, classes: [String] = []
        var parts = selector.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let first = parts.removeFirst()
        if let hash = first.firstIndex(of: "#") {
            let t = String(first[..<hash])
            type = t.isEmpty || t == "*" ? nil : t
            id = String(first[first.index(after: hash)...])
        } else if !first.isEmpty, first != "*" {
            type = first
        }
        for part in parts {
            guard !part.isEmpty, !part.contains("#") else { return nil }
            classes.append(part)
        }
        return Rule(type: type, id: id, classes: classes, declarations: declarations, order: order)
    }

    /// `name: value; …` as in a rule or a `style` attribute. `!important` is dropped.
    static func declarations(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingCharacters(in: " \t\n\r").lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: " \t\n\r")
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// The declarations that apply to `element`, lowest precedence first.
    func declarations(for element: XMLElement) -> [(name: String, value: String)] {
        rules.filter { $0.matches(element) }
            .sorted { a, b in a.specificity != b.specificity ? a.specificity < b.specificity : a.order < b.order }
            .flatMap(\.declarations)
    }
}
