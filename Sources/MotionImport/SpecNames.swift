/// Names for the spec: SVG ids (or element names) made into valid DSL names and kept unique.
struct SpecNames {
    private var taken: Set<String> = []
    /// The next number to try per base name, so that many unnamed elements stay linear.
    private var nextNumber: [String: Int] = [:]

    /// Words a node may not be called: they start statements or mean something in a value.
    static let reserved: Set<String> = [
        "control", "description", "size", "param", "let", "shape", "group", "repeat", "state", "transition",
        "initial", "none", "current", "cue", "reduced", "in", "for", "at",
    ]

    /// `icon-check` → `iconCheck`, `Layer_1` stays, `2nd shape` → `shape2ndShape`; then `name2`, `name3`…
    /// until unused.
    mutating func unique(from raw: String?, fallback: String) -> String {
        var base = raw.map(Self.camelCase) ?? ""
        if base.isEmpty { base = fallback }
        if let first = base.unicodeScalars.first, ("0"..."9").contains(first) { base = fallback + base.prefix(1).uppercased() + base.dropFirst() }
        if Self.reserved.contains(base) { base += "Shape" }
        var name = base
        var counter = nextNumber[base] ?? 2
        while taken.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        nextNumber[base] = counter
        taken.insert(name)
        return name
    }

    /// The ASCII letters, digits and underscores of `raw`; other characters split words, and a word
    /// after a split starts with a capital.
    static func camelCase(_ raw: String) -> String {
        var out = ""
        var capitalizeNext = false
        for scalar in raw.unicodeScalars {
            let isWordCharacter = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_")
            guard isWordCharacter else {
                capitalizeNext = !out.isEmpty
                continue
            }
            let text = String(scalar)
            out += capitalizeNext ? text.uppercased() : text
            capitalizeNext = false
        }
        return out
    }

    /// A control name from a file name: `icon-close.svg` → `IconClose`.
    static func controlName(fileName: String) -> String {
        var base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }
        let camel = camelCase(base)
        guard let first = camel.first, !first.isNumber else { return "Imported" + camel }
        return first.uppercased() + camel.dropFirst()
    }
}
