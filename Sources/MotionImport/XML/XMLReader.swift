import MotionDiagnostics

/// A small XML 1.0 reader for drawings: elements, attributes, the five predefined entities and
/// character references, entities declared in the DOCTYPE's internal subset (old Illustrator files
/// use them for namespaces), comments, CDATA and processing instructions. It keeps byte offsets for
/// every name and value. A document that is not well-formed gives MS5001 at the first problem and
/// no tree; nothing read from the file can crash it or recurse without bound.
struct XMLReader {
    struct Failure: Error { let diagnostic: Diagnostic }

    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var i = 0
    private var entities: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The root element, or the diagnostic that says why there is none.
    static func read(_ file: SourceFile) -> Result<XMLElement, Failure> {
        var reader = XMLReader(bytes: file.bytes)
        do {
            try reader.checkUTF8()
            return .success(try reader.document())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(diagnostic: Diagnostic(.malformedXML, "malformed XML", at: SourceSpan(at: 0))))
        }
    }

    private func fail(_ message: String, at offset: Int, code: DiagnosticCode = .malformedXML) -> Failure {
        Failure(diagnostic: Diagnostic(code, message, at: SourceSpan(start: offset, end: min(offset + 1, bytes.count))))
    }

    private mutating func checkUTF8() throws {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: return
            case .error: throw fail("invalid UTF-8 byte 0x\(String(bytes[offset], radix: 16, uppercase: true))", at: offset, code: .invalidUTF8)
            }
        }
    }

    // MARK: Document

    private mutating func document() throws -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        var root: XMLElement?
        while true {
            skipSpace()
            if i >= bytes.count { break }
            if starts("<?") {
                try skipProcessingInstruction()
            } else if starts("<!--") {
                try skipComment()
            } else if starts("<!DOCTYPE") {
                guard root == nil else { throw fail("a DOCTYPE after the root element", at: i) }
                try doctype()
            } else if bytes[i] == UInt8(ascii: "<") {
                guard root == nil else { throw fail("content after the root element", at: i) }
                root = try element(depth: 0)
            } else {
                throw fail(root == nil ? "expected '<' to start the document" : "content after the root element", at: i)
            }
        }
        guard let root else { throw fail("the document has no root element", at: bytes.count) }
        return root
    }

    private mutating func doctype() throws {
        i += "<!DOCTYPE".utf8.count
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
            if bytes[i] == UInt8(ascii: "[") {
                i += 1
                try internalSubset()
                continue
            }
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                _ = try quoted()
                continue
            }
            i += 1
        }
        guard i < bytes.count else { throw fail("unterminated DOCTYPE", at: i) }
        i += 1
    }

    /// Entity declarations are kept; every other declaration is skipped.
    private mutating func internalSubset() throws {
        while true {
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated DOCTYPE internal subset", at: i) }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return }
            if starts("<!--") { try skipComment(); continue }
            if starts("<?") { try skipProcessingInstruction(); continue }
            if starts("<!ENTITY") {
                i += "<!ENTITY".utf8.count
                skipSpace()
                let parameter = i < bytes.count && bytes[i] == UInt8(ascii: "%")
                if parameter { i += 1; skipSpace() }
                let (name, _) = try self.name()
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                    let (raw, _) = try quoted()
                    if !parameter { entities[name] = raw }
                }
                try skipDeclarationEnd()
                continue
            }
            if starts("<!") { try skipDeclarationEnd(); continue }
            if bytes[i] == UInt8(ascii: "%") { // a parameter entity reference
                while i < bytes.count, bytes[i] != UInt8(ascii: ";") { i += 1 }
                i += 1
                continue
            }
            throw fail("unexpected character in the DOCTYPE internal subset", at: i)
        }
    }

    private mutating func skipDeclarationEnd() throws {
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") { _ = try quoted(); continue }
            i += 1
        }
        guard i < bytes.count else { throw fail("unterminated declaration", at: i) }
        i += 1
    }

    // MARK: Elements

    private mutating func element(depth: Int) throws -> XMLElement {
        let open = i
        guard depth < Self.maximumDepth else {
            throw fail("elements are nested deeper than \(Self.maximumDepth) levels", at: open, code: .nestingTooDeep)
        }
        i += 1 // <
        let (name, nameSpan) = try self.name()
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipSpace()
            guard i < bytes.count else { throw fail("unterminated start tag <\(name)>", at: open) }
            if starts("/>") {
                i += 2
                return XMLElement(name: name, attributes: attributes, children: [], text: "", nameSpan: nameSpan)
            }
            if bytes[i] == UInt8(ascii: ">") { i += 1; break }
            guard hadSpace else { throw fail("expected a space, '>' or '/>' in the start tag of <\(name)>", at: i) }
            let (attributeName, attributeSpan) = try self.name()
            if attributes.contains(where: { $0.name == attributeName }) {
                throw fail("attribute '\(attributeName)' is given twice", at: attributeSpan.start)
            }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail("expected '=' after attribute '\(attributeName)'", at: i) }
            i += 1
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw fail("the value of attribute '\(attributeName)' must be in quotes", at: i)
            }
            let (raw, valueSpan) = try quoted()
            if raw.contains("<") { throw fail("'<' in the value of attribute '\(attributeName)'", at: valueSpan.start) }
            let value = try resolveEntities(raw, at: valueSpan.start, normalizeSpace: true)
            attributes.append(XMLAttribute(name: attributeName, value: value, nameSpan: attributeSpan, valueSpan: valueSpan))
        }
        var children: [XMLElement] = []
        var text = ""
        while true {
            guard i < bytes.count else { throw fail("element <\(name)> is not closed", at: nameSpan.start) }
            if starts("</") {
                let closeStart = i
                i += 2
                let (closing, _) = try self.name()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("expected '>' to end </\(closing)>", at: i) }
                i += 1
                guard closing == name else {
                    let line = bytes[..<nameSpan.start].filter { $0 == UInt8(ascii: "\n") }.count + 1
                    throw fail("</\(closing)> does not close <\(name)>, opened on line \(line)", at: closeStart)
                }
                return XMLElement(name: name, attributes: attributes, children: children, text: text, nameSpan: nameSpan)
            }
            if starts("<!--") { try skipComment(); continue }
            if starts("<![CDATA[") {
                i += 9
                let start = i
                guard let end = find("]]>") else { throw fail("unterminated CDATA section", at: start - 9) }
                text += String(decoding: bytes[start..<end], as: UTF8.self)
                i = end + 3
                continue
            }
            if starts("<?") { try skipProcessingInstruction(); continue }
            if bytes[i] == UInt8(ascii: "<") {
                children.append(try element(depth: depth + 1))
                continue
            }
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
            text += try resolveEntities(String(decoding: bytes[start..<i], as: UTF8.self), at: start, normalizeSpace: false)
        }
    }

    // MARK: Pieces

    private mutating func name() throws -> (String, SourceSpan) {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let ok = b >= 0x80 || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
                || (i > start && ((b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")))
            if !ok { break }
            i += 1
        }
        guard i > start else { throw fail(i < bytes.count ? "expected a name" : "the document ends inside a tag", at: start) }
        return (String(decoding: bytes[start..<i], as: UTF8.self), SourceSpan(start: start, end: i))
    }

    /// A quoted literal without its quotes, and the span between them.
    private mutating func quoted() throws -> (String, SourceSpan) {
        let quote = bytes[i]
        let start = i + 1
        i = start
        while i < bytes.count, bytes[i] != quote { i += 1 }
        guard i < bytes.count else { throw fail("unterminated quoted value", at: start - 1) }
        let value = String(decoding: bytes[start..<i], as: UTF8.self)
        i += 1
        return (value, SourceSpan(start: start, end: i - 1))
    }

    /// Resolves `&name;` and `&#…;`. Attribute values turn tabs and line breaks into spaces, as XML says.
    private func resolveEntities(_ raw: String, at offset: Int, normalizeSpace: Bool) throws -> String {
        guard raw.contains("&") || (normalizeSpace && raw.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" })) else { return raw }
        var out = ""
        var scalars = raw.unicodeScalars[...]
        var position = offset
        while let s = scalars.first {
            scalars = scalars.dropFirst()
            if s == "&" {
                guard let semicolon = scalars.firstIndex(of: ";") else { throw fail("'&' does not start an entity reference", at: position) }
                let reference = String(scalars[..<semicolon])
                scalars = scalars[scalars.index(after: semicolon)...]
                if reference.hasPrefix("#") {
                    let digits = reference.dropFirst()
                    let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                    guard let value, let scalar = Unicode.Scalar(value), value != 0 else {
                        throw fail("invalid character reference '&\(reference);'", at: position)
                    }
                    out.unicodeScalars.append(scalar)
                } else if let replacement = entities[reference] {
                    out += replacement
                } else {
                    throw fail("unknown entity '&\(reference);'", at: position)
                }
                position += reference.utf8.count + 2
                continue
            }
            position += String(s).utf8.count
            if normalizeSpace, s == "\n" || s == "\t" || s == "\r" {
                out += " "
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    private mutating func skipComment() throws {
        let start = i
        i += 4
        guard let end = find("-->") else { throw fail("unterminated comment", at: start) }
        i = end + 3
    }

    private mutating func skipProcessingInstruction() throws {
        let start = i
        guard let end = find("?>") else { throw fail("unterminated processing instruction", at: start) }
        i = end + 2
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i > start
    }

    private func starts(_ text: String) -> Bool {
        let t = Array(text.utf8)
        return i + t.count <= bytes.count && Array(bytes[i..<(i + t.count)]) == t
    }

    private func find(_ text: String) -> Int? {
        let t = Array(text.utf8)
        var j = i
        while j + t.count <= bytes.count {
            if bytes[j] == t[0], Array(bytes[j..<(j + t.count)]) == t { return j }
            j += 1
        }
        return nil
    }
}
