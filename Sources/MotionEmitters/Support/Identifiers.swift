/// Names in generated code derived from a spec's names (a control, a state, a node), one rule per
/// kind of name, so that every emitter spells the same thing the same way.
public enum Identifiers {
    /// The words of a name: split at anything but ASCII letters and digits, and where a lower-case
    /// letter or digit is followed by an upper-case one (`flatSwitch`, `flat-switch` → flat, switch).
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            guard scalar.isASCIILetter || ("0"..."9").contains(scalar) else {
                if !current.isEmpty { words.append(current); current = "" }
                previous = nil
                continue
            }
            if let previous, ("A"..."Z").contains(scalar), ("a"..."z").contains(previous) || ("0"..."9").contains(previous), !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previous = scalar
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `FlatSwitch` for a Swift type; never empty, never starting with a digit.
    public static func swiftTypeName(_ name: String) -> String {
        let joined = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let base = joined.isEmpty ? "Control" : joined
        let safe = base.first?.isNumber == true ? "_" + base : base
        return swiftReservedTypeNames.contains(safe) ? safe + "_" : safe
    }

    /// `flatSwitch` for a Swift property or case; keywords are wrapped in backticks.
    public static func swiftMemberName(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "value" }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let safe = joined.first?.isNumber == true ? "_" + joined : joined
        return swiftKeywords.contains(safe) ? "`\(safe)`" : safe
    }

    /// `flat-switch` for CSS classes, custom properties and file names.
    public static func kebabCase(_ name: String) -> String {
        let joined = words(name).map { $0.lowercased() }.joined(separator: "-")
        return joined.isEmpty ? "control" : joined
    }

    static let swiftReservedTypeNames: Set<String> = ["Any", "Self", "Type", "Protocol"]
    static let swiftKeywords: Set<String> = [
        "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private", "precedencegroup", "protocol",
        "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
