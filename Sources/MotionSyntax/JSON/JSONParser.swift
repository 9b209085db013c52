import MotionDiagnostics

/// The located JSON parser: strict RFC 8259, every value with its byte span.
public enum JSONParser {
    /// Larger inputs are refused before parsing (MS4002).
    public static let maxInputBytes = 64 * 1024 * 1024

    /// Strict RFC 8259. Returns nil and at least one error when the text is not JSON.
    /// Duplicate keys are reported (MS1017) but the text is still JSON, so the value is returned with them.
    public static func parse(_ file: SourceFile) -> (JSONValue?, [Diagnostic]) {
        if file.bytes.count > maxInputBytes {
            let d = Diagnostic(
                .inputTooLarge, "the input is \(file.bytes.count) bytes, more than the 64 MiB limit",
                at: SourceSpan(at: 0), notes: [.help("split the document into smaller files")])
            return (nil, [d])
        }
        var reader = JSONReader(bytes: file.bytes)
        return reader.readDocument()
    }
}

/// A syntax error: parsing stops at the first one.
struct JSONSyntaxError: Error {
    let diagnostic: Diagnostic

    init(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        diagnostic = Diagnostic(code, message, at: span, notes: notes)
    }
}

/// An array or object whose closing bracket has not been read yet. The reader keeps
/// these on a heap stack rather than recursing, so depth never threatens the call stack.
struct JSONFrame {
    let isObject: Bool
    /// Offset of the opening bracket.
    let open: Int
    /// Where this container's members (or elements) start on the reader's member (or element) stack.
    let base: Int
    /// First index of each key, built only once an object grows past a few members.
    var keyIndex: JSONKeyIndex? = nil
    var pendingKey = ""
    var pendingKeySpan = SourceSpan(at: 0)

    init(isObject: Bool, open: Int, base: Int) {
        self.isObject = isObject
        self.open = open
        self.base = base
    }
}

/// The state of one parse: the bytes, the cursor and the diagnostics found so far.
struct JSONReader {
    let bytes: [UInt8]
    var pos = 0
    var diagnostics: [Diagnostic] = []
    var depthExceeded = false
    /// The members of every open object, innermost last, and the elements of every open array: a
    /// container's own array is made once, at its exact size, when it closes, instead of growing
    /// (and moving) by doubling as its members arrive.
    var memberStack: [JSONMember] = []
    var elementStack: [JSONValue] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func readDocument() -> (JSONValue?, [Diagnostic]) {
        do {
            let value = try readTree()
            return (depthExceeded ? nil : value, diagnostics)
        } catch {
            diagnostics.append(error.diagnostic)
            return (nil, diagnostics)
        }
    }

    /// Reads the one top-level value and everything nested in it, iteratively.
    mutating func readTree() throws(JSONSyntaxError) -> JSONValue {
        try checkByteOrderMark()
        skipWhitespace()
        if pos == bytes.count {
            let message = bytes.isEmpty ? "the input is empty, expected a JSON value"
                : "the input holds only whitespace, expected a JSON value"
            throw JSONSyntaxError(.jsonUnexpectedEnd, message, at: SourceSpan(at: pos))
        }
        var frames: [JSONFrame] = []
        // Containers opened beyond the depth limit: only their kind is kept (true: object),
        // so that scanning can go on to find syntax errors without building values.
        var deepKinds: [Bool] = []

        while true {
            // A value starts here; whitespace before it is already skipped.
            guard pos < bytes.count else {
                throw endOfInput(expected: "a JSON value", frames: frames, deep: !deepKinds.isEmpty)
            }
            let start = pos
            let b = bytes[pos]
            var value: JSONValue
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                let isObject = b == UInt8(ascii: "{")
                pos += 1
                if frames.count < NestingLimit.depth {
                    frames.append(JSONFrame(isObject: isObject, open: start,
                                            base: isObject ? memberStack.count : elementStack.count))
                } else {
                    reportDepth(at: start)
                    deepKinds.append(isObject)
                }
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if pos < bytes.count, bytes[pos] == close {
                    pos += 1
                    value = closeContainer(&frames, &deepKinds)
                } else {
                    if isObject { try readKeyAndColon(&frames, deep: !deepKinds.isEmpty) }
                    continue
                }
            } else {
                value = try readScalar()
            }

            // Hand the finished value to its container; close containers as long as they end.
            while true {
                if frames.isEmpty {
                    skipWhitespace()
                    if pos < bytes.count {
                        throw unexpected(
                            .jsonTrailingContent, expected: "the end of the input after the JSON value",
                            notes: [.help("a JSON document holds exactly one value; wrap several values in an array")])
                    }
                    return value
                }
                let isObject: Bool
                if let deepIsObject = deepKinds.last {
                    isObject = deepIsObject
                } else {
                    isObject = frames[frames.count - 1].isObject
                    if isObject { addMember(value, to: &frames[frames.count - 1]) }
                    else { elementStack.append(value) }
                }
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                guard pos < bytes.count else {
                    throw endOfInput(
                        expected: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element",
                        frames: frames, deep: !deepKinds.isEmpty)
                }
                let next = bytes[pos]
                if next == UInt8(ascii: ",") {
                    let comma = pos
                    pos += 1
                    skipWhitespace()
                    if pos < bytes.count, bytes[pos] == close {
                        throw JSONSyntaxError(
                            .jsonTrailingComma, "trailing comma is not allowed in JSON",
                            at: SourceSpan(start: comma, end: comma + 1), notes: [.help("remove this ','")])
                    }
                    if isObject { try readKeyAndColon(&frames, deep: !deepKinds.isEmpty) }
                    break
                } else if next == close {
                    pos += 1
                    value = closeContainer(&frames, &deepKinds)
                } else {
                    throw separatorError(isObject: isObject, frames: frames, deep: !deepKinds.isEmpty)
                }
            }
        }
    }

    /// Pops the innermost container (its closing bracket just read) and makes its value.
    mutating func closeContainer(_ frames: inout [JSONFrame], _ deepKinds: inout [Bool]) -> JSONValue {
        if !deepKinds.isEmpty {
            deepKinds.removeLast()
            // Beyond the depth limit nothing is built: the document is rejected anyway.
            return JSONValue(kind: .null, span: SourceSpan(start: pos - 1, end: pos))
        }
        let frame = frames.removeLast()
        let span = SourceSpan(start: frame.open, end: pos)
        if frame.isObject {
            let members = Array(memberStack[frame.base...])
            memberStack.removeSubrange(frame.base...)
            return JSONValue(kind: .object(members), span: span)
        }
        let elements = Array(elementStack[frame.base...])
        elementStack.removeSubrange(frame.base...)
        return JSONValue(kind: .array(elements), span: span)
    }

    mutating func reportDepth(at offset: Int) {
        guard !depthExceeded else { return }
        depthExceeded = true
        diagnostics.append(Diagnostic(
            .nestingTooDeep, "nesting is deeper than \(NestingLimit.depth) levels",
            at: SourceSpan(start: offset, end: offset + 1),
            notes: [.help("flatten the document: arrays and objects may nest at most \(NestingLimit.depth) deep")]))
    }

    /// Reads `"key"` and `:` (whitespace around both) and leaves the cursor on the value.
    mutating func readKeyAndColon(_ frames: inout [JSONFrame], deep: Bool) throws(JSONSyntaxError) {
        guard pos < bytes.count else {
            throw endOfInput(expected: "a string key", frames: frames, deep: deep)
        }
        guard bytes[pos] == UInt8(ascii: "\"") else { throw keyError() }
        let keyStart = pos
        let key = try readString()
        if !deep {
            frames[frames.count - 1].pendingKey = key.text
            frames[frames.count - 1].pendingKeySpan = SourceSpan(start: keyStart, end: pos)
        }
        skipWhitespace()
        guard pos < bytes.count else {
            throw endOfInput(expected: "':' after an object key", frames: frames, deep: deep)
        }
        guard bytes[pos] == UInt8(ascii: ":") else {
            throw unexpected(.jsonExpectedColon, expected: "':' after an object key")
        }
        pos += 1
        skipWhitespace()
    }

    /// Appends a member, reporting a duplicate key (the parse goes on: the text is still JSON).
    mutating func addMember(_ value: JSONValue, to frame: inout JSONFrame) {
        let key = frame.pendingKey
        let member = JSONMember(key: key, keySpan: frame.pendingKeySpan, value: value)
        if let first = firstIndex(of: key, in: &frame) {
            diagnostics.append(Diagnostic(
                .jsonDuplicateKey, "duplicate key '\(key)'", at: member.keySpan,
                notes: [.note("'\(key)' is first defined here", span: memberStack[frame.base + first].keySpan),
                        .help("remove one of the two members")]))
        }
        memberStack.append(member)
    }

    /// Small objects are searched directly; larger ones get a key index once, which then takes in
    /// each new key (at the index it is about to have) unless an earlier member has it.
    /// Indices are within the frame's own members (0 is its first).
    func firstIndex(of key: String, in frame: inout JSONFrame) -> Int? {
        let count = memberStack.count - frame.base
        if frame.keyIndex == nil {
            if count < 16 {
                for i in frame.base..<memberStack.count where memberStack[i].key == key { return i - frame.base }
                return nil
            }
            frame.keyIndex = JSONKeyIndex(memberStack[frame.base...])
        }
        return frame.keyIndex?.insert(key, at: count, members: memberStack[frame.base...])
    }

    mutating func checkByteOrderMark() throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw JSONSyntaxError(
                .jsonByteOrderMark, "the file starts with a byte order mark (U+FEFF)",
                at: SourceSpan(start: 0, end: 3), notes: [.help("save the file as UTF-8 without a byte order mark")])
        }
    }

    /// Space, tab, line feed and carriage return: the only whitespace JSON has.
    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }
}
