/// JSON written straight to bytes as it is made, in the text `JSONWriter` gives for the same
/// document as `JSONNode`s (`compact` or `pretty`), so a large document (a Lottie composition's layers)
/// is never built as a tree of nodes first: no node, member list or box is allocated per value.
///
/// Containers are opened and closed in order; a value goes after `key` in an object or as the next
/// element of an array. Pretty arrays of numbers stay on one line only when written with `numbers`
/// (as `JSONWriter` keeps an array of scalars); arrays opened with `beginArray` hold objects or arrays.
struct JSONStream {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    /// False once a number beyond ±1e9 or not finite was written: players keep 32-bit floats, and a
    /// NaN is written as null (the Lottie emitter then refuses the control).
    private(set) var numbersAreBounded = true
    /// Per open container, innermost last: whether it is an array, and whether it holds nothing yet.
    private var isArray: [Bool] = []
    private var isEmpty: [Bool] = []

    init(style: JSONWriter.Style) {
        pretty = style == .pretty
    }

    /// The document, ending in a newline, as a string.
    mutating func finishedText() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func beginObject() { open(UInt8(ascii: "{"), isArray: false) }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray() { open(UInt8(ascii: "["), isArray: true) }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The next member's key in the innermost (object) container; its value follows.
    mutating func key(_ name: String) {
        separate()
        JSONText.string(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func number(_ value: Double) {
        beforeValue()
        write(value)
    }

    mutating func int(_ value: Int) { number(Double(value)) }

    mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.appendUTF8(value ? "true" : "false")
    }

    mutating func string(_ value: String) {
        beforeValue()
        JSONText.string(value, into: &bytes)
    }

    /// An array of numbers: `[0, 0.5]` on one line even when pretty.
    mutating func numbers(_ values: [Double]) {
        beforeValue()
        guard !values.isEmpty else { bytes.appendUTF8("[]"); return }
        bytes.append(UInt8(ascii: "["))
        for (i, value) in values.enumerated() {
            if i > 0 { comma() }
            write(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A member whose value is made as a node (small, fixed parts of a document).
    mutating func member(_ name: String, _ node: JSONNode) {
        key(name)
        value(node)
    }

    /// A value made as a node, written as `JSONWriter` writes it.
    mutating func value(_ node: JSONNode) {
        switch node {
        case .null:
            beforeValue()
            bytes.appendUTF8("null")
        case .bool(let flag): bool(flag)
        case .number(let value): number(value)
        case .string(let text): string(text)
        case .array(let items):
            if !items.isEmpty, items.allSatisfy(\.isScalar) {
                beforeValue()
                bytes.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { comma() }
                    scalar(item)
                }
                bytes.append(UInt8(ascii: "]"))
                return
            }
            beginArray()
            for item in items { value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members { self.member(member.key, member.value) }
            endObject()
        }
    }

    /// A scalar inside a one-line array (no separator of its own).
    private mutating func scalar(_ node: JSONNode) {
        switch node {
        case .null: bytes.appendUTF8("null")
        case .bool(let flag): bytes.appendUTF8(flag ? "true" : "false")
        case .number(let value): write(value)
        case .string(let text): JSONText.string(text, into: &bytes)
        case .array, .object: break
        }
    }

    private mutating func write(_ value: Double) {
        if !(abs(value) <= 1e9) { numbersAreBounded = false }
        JSONText.number(value, into: &bytes)
    }

    /// Before a value: in an array it is the next element (separated, on its own line when pretty); in
    /// an object `key` has placed it already.
    private mutating func beforeValue() {
        if isArray.last == true { separate() }
    }

    /// The comma before every element or member but the first, and when pretty the new line and indent.
    private mutating func separate() {
        let last = isEmpty.count - 1
        guard last >= 0 else { return }
        if isEmpty[last] {
            isEmpty[last] = false
            if pretty { bytes.append(UInt8(ascii: "\n")) }
        } else {
            bytes.append(UInt8(ascii: ","))
            if pretty { bytes.append(UInt8(ascii: "\n")) }
        }
        if pretty { pad(isEmpty.count) }
    }

    /// The separator between two elements of a one-line array.
    private mutating func comma() {
        bytes.append(UInt8(ascii: ","))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func open(_ bracket: UInt8, isArray array: Bool) {
        beforeValue()
        bytes.append(bracket)
        isArray.append(array)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = isEmpty.removeLast()
        isArray.removeLast()
        if pretty, !wasEmpty {
            bytes.append(UInt8(ascii: "\n"))
            pad(isEmpty.count)
        }
        bytes.append(bracket)
    }

    private mutating func pad(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}
