import MotionDiagnostics

/// Putting the page's large texts together without copying them more than once each: the style
/// sheet, the drawing and the module reach several files (the `.css`, the page's declarative shadow
/// root, the module's markup, the `.svg`), and each file is written once, at its final size.
enum CSSOutputAssembly {
    /// `parts` in order, in one string reserved at its final size (`+` between large texts copies the
    /// whole left side each time, and an appended string grows by doubling its storage).
    static func joined<Part: StringProtocol>(_ parts: [Part]) -> String {
        var out = ""
        out.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { out.append(contentsOf: part) }
        return out
    }

    /// `template` rendered with `values` (as `Template.render` does), `parts` joined in place of the
    /// placeholder `name`: the page's body (its shadow root holds the style sheet and the drawing) is
    /// written into the page once, never joined as a text of its own first.
    static func rendered(_ template: Template, _ values: [String: String], parts name: String, _ parts: [Substring]) -> String {
        var size = 0
        for piece in template.pieces {
            switch piece {
            case .text(let text): size += text.utf8.count
            case .placeholder(let key): size += key == name ? parts.reduce(0) { $0 + $1.utf8.count } : values[key]?.utf8.count ?? 0
            }
        }
        var out = ""
        out.reserveCapacity(size)
        for piece in template.pieces {
            switch piece {
            case .text(let text): out += text
            case .placeholder(let key) where key == name: for part in parts { out.append(contentsOf: part) }
            case .placeholder(let key): out += values[key] ?? ""
            }
        }
        return out
    }

    /// The module's line that holds the drawing, as the page's copy has it (no markup).
    static let markupSlot = "\n  static markup = null;\n"

    /// The module with `markup` (its parts, joined) as its drawing: `module` (made with no markup) with
    /// its markup line holding the quoted markup, after `header`. Every text a spec gives the module is
    /// quoted on one line, so the slot, a line of its own, is found only where the module writes it; nil
    /// without one. The markup is quoted part by part into the module, never joined or quoted on its own.
    static func module(_ module: String, header: String, markup: [Substring]) -> String? {
        guard let slot = utf8Range(of: markupSlot, in: module) else { return nil }
        let text = module.utf8
        let before = module[..<text.index(text.startIndex, offsetBy: slot.lowerBound)]
        let after = module[text.index(text.startIndex, offsetBy: slot.upperBound)...]
        return TextEscaping.jsonString(joining: markup, between: [Substring(header), before, "\n  static markup = "],
                                       and: [";\n", after])
    }

    /// `text` with every `</` written `<\/`, so that no `</script>` inside a page's inline script ends
    /// it early (JavaScript reads `\/` as `/`).
    static func escapingTagEnds(_ text: String) -> String {
        var source = text
        return source.withUTF8 { input in
            var count = input.count
            if input.count > 1 { for i in 1..<input.count where input[i] == slash && input[i - 1] == less { count += 1 } }
            guard count > input.count else { return text }
            return String(unsafeUninitializedCapacity: count) { output in
                var written = 0
                for i in 0..<input.count {
                    if input[i] == slash, i > 0, input[i - 1] == less {
                        output[written] = backslash
                        written += 1
                    }
                    output[written] = input[i]
                    written += 1
                }
                return written
            }
        }
    }

    /// The drawing made with no root attributes (`CSSMarkup.svg`), with `attributes` on its root: the
    /// root's opening tag is its first line, which ends with the first `>` (its attribute values are
    /// escaped markup, with no `>` in them).
    static func svg(_ svg: String, rootAttributes attributes: String) -> String {
        guard !attributes.isEmpty, let end = utf8Range(of: ">\n", in: svg) else { return svg }
        let text = svg.utf8
        let cut = text.index(text.startIndex, offsetBy: end.lowerBound)
        var out = ""
        out.reserveCapacity(text.count + attributes.utf8.count)
        out += svg[..<cut]
        out += attributes
        out += svg[cut...]
        return out
    }

    private static let slash = UInt8(ascii: "/"), less = UInt8(ascii: "<"), backslash = UInt8(ascii: "\\")

    /// Where `needle` (ASCII) first occurs in `text`, in UTF-8 offsets.
    static func utf8Range(of needle: String, in text: String) -> Range<Int>? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        var source = text
        return source.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return nil }
            var i = 0
            while i + pattern.count <= bytes.count {
                if bytes[i] == first {
                    var k = 1
                    while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return i..<(i + pattern.count) }
                }
                i += 1
            }
            return nil
        }
    }
}
