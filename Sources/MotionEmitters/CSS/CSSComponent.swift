import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// A param as the element's attribute: `line-width="6"` sets `--flat-switch-line-width` on the
/// instance's own `<svg>`. A param whose kebab-cased name is an attribute HTML or the element already
/// gives meaning to (`state`, `title`, `hidden`…) is `param-` and the name.
struct CSSParamAttribute: Sendable {
    enum Kind: String, Sendable { case color, number, point }
    let attribute: String
    let property: String
    let kind: Kind

    static let taken: Set<String> = [
        "state", "role", "tabindex", "id", "class", "style", "title", "hidden", "lang", "dir", "slot", "part", "is",
        "label", "inert", "popover", "draggable", "autofocus", "nonce", "translate", "accesskey", "contenteditable",
        "enterkeyhint", "inputmode", "spellcheck", "exportparts", "autocapitalize",
    ]

    static func all(_ lowered: LoweredControl, sheet: CSSStyleSheet) -> [CSSParamAttribute] {
        lowered.params.map { param in
            let name = Identifiers.kebabCase(param.name)
            let attribute = taken.contains(name) || name.hasPrefix("aria-") || name.hasPrefix("data-")
                || (name.hasPrefix("on") && !name.contains("-"))
                ? "param-" + name : name
            let kind: Kind = switch param.defaultValue {
            case .color: .color
            case .scalar: .number
            case .point: .point
            // The checker takes only colours and numbers as params (MS2011): a path or a gradient never reaches here.
            case .path, .gradient: .number
            }
            return CSSParamAttribute(attribute: attribute, property: sheet.paramName(param), kind: kind)
        }
    }
}

/// The page's parts that make the control a component: the shadow root's contents (a `:host` rule
/// that sizes the element from the design box, the stylesheet, the SVG) and the element as a page
/// writes it, with that shadow root declared inline so it draws with no script at all.
enum CSSComponent {
    /// `:host` is an inline box the design's width wide, its height following the aspect ratio; the
    /// SVG fills it. A host resizes the element with `width`.
    static func hostStyle(_ lowered: LoweredControl) -> String {
        let w = CSSNumber.text(lowered.width), h = CSSNumber.text(lowered.height)
        return """
            :host { display: inline-block; width: \(w)px; aspect-ratio: \(w) / \(h); vertical-align: middle; }
            :host([hidden]) { display: none; }
            .motion-control { display: block; width: 100%; height: 100%; }

            """
    }

    /// What each instance's shadow root holds: `styles` one after the other as its stylesheet, then the SVG.
    static func shadowContents(styles: [Substring], svg: Substring) -> [Substring] {
        ["<style>\n"] + styles + ["</style>\n", svg]
    }

    /// `<motion-flat-switch state="off" aria-label="Flat switch" role="switch" …>` with its declarative
    /// shadow root. The label is the page's own (the control's name in words): a host names its instances.
    /// In parts (`shadow`'s among them), which the page joins once.
    static func element(_ lowered: LoweredControl, names: CSSScript.Names, accessibility: CSSAccessibility,
                        shadow: [Substring], label: String) -> [Substring] {
        var open = "<\(names.tag) state=\"\(TextEscaping.markup(lowered.initialState))\""
        if accessibility.ariaRole != nil { open += " aria-label=\"\(TextEscaping.markup(label))\"" }
        open += accessibility.attributeText + ">\n"
        return [Substring(open + "<template shadowrootmode=\"open\">\n")] + shadow + [Substring("</template>\n</\(names.tag)>\n")]
    }

    /// "Flat switch" for `FlatSwitch`.
    static func label(_ lowered: LoweredControl) -> String {
        let words = Identifiers.words(lowered.name).map { $0.lowercased() }
        guard let first = words.first else { return "Control" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
}

/// An `@property` rule of the stylesheet. A shadow root's `@property` rules register nothing, so an
/// animated custom property would step instead of interpolating: the page repeats the rules in its
/// own `<style>`, and the module registers them with `CSS.registerProperty` for any other page.
struct CSSRegisteredProperty: Sendable {
    let name: String
    let syntax: String
    let inherits: Bool
    let initialValue: String

    /// Every one-line `@property NAME { syntax: "…"; inherits: …; initial-value: …; }` in `style`.
    static func all<Text: StringProtocol>(in style: Text) -> [(rule: String, property: CSSRegisteredProperty)] {
        propertyLines(in: Substring(style)).compactMap { line -> (String, CSSRegisteredProperty)? in
            guard let open = line.firstIndex(of: "{"), line.hasSuffix("}") else { return nil }
            let name = line.dropFirst("@property ".count).prefix { $0 != " " && $0 != "{" }
            var fields: [String: String] = [:]
            for part in line[line.index(after: open)..<line.index(before: line.endIndex)].split(separator: ";") {
                let pair = part.split(separator: ":", maxSplits: 1).map { trimmingSpaces($0) }
                if pair.count == 2 { fields[pair[0]] = pair[1] }
            }
            guard let syntax = fields["syntax"], syntax.count >= 2, syntax.hasPrefix("\""), syntax.hasSuffix("\""),
                  let inherits = fields["inherits"], let initial = fields["initial-value"] else { return nil }
            return (String(line), CSSRegisteredProperty(name: String(name), syntax: String(syntax.dropFirst().dropLast()),
                                                        inherits: inherits == "true", initialValue: initial))
        }
    }

    /// `text` without its leading and trailing spaces. Sliced, not rebuilt from reversed characters
    /// (`String(_: some Sequence<Character>)` walked each field character by character: issue 12).
    private static func trimmingSpaces(_ text: Substring) -> String {
        let start = text.firstIndex { $0 != " " } ?? text.endIndex
        let end = text[start...].lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
        return String(text[start..<end])
    }

    /// The lines of `text` (as `split(separator: "\n")` cuts it: a CR LF pair is no line break) that
    /// begin with `@property --`, found over the bytes (`TextLines`): a page's stylesheet has a line per rule.
    private static func propertyLines(in text: Substring) -> [Substring] {
        TextLines.lines(of: text) { TextLines.bytes($0, startWith: "@property --") }
    }
}
