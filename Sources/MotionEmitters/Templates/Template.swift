import MotionDiagnostics

/// One logic-less template: literal text with `{{name}}` placeholders, each replaced as is.
public struct Template: Sendable, Hashable {
    public enum Piece: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    /// A placeholder where it was written, for diagnostics.
    public struct Use: Sendable, Hashable {
        public let name: String
        public let span: SourceSpan
    }

    public let pieces: [Piece]
    public let uses: [Use]

    /// The placeholders used, each once, in order of first use.
    public var placeholderNames: [String] {
        var seen: [String] = []
        for use in uses where !seen.contains(use.name) { seen.append(use.name) }
        return seen
    }

    /// The text with each placeholder replaced by its value; a placeholder without a value
    /// becomes empty (the contract in `TemplateName` says which ones an emitter must give).
    public func render(_ values: [String: String]) -> String {
        var out = ""
        // Reserved at the final size: a page's values are large, and a string grown by appending
        // copies itself each time its storage doubles.
        out.reserveCapacity(pieces.reduce(0) { size, piece in
            switch piece {
            case .text(let text): size + text.utf8.count
            case .placeholder(let name): size + (values[name]?.utf8.count ?? 0)
            }
        })
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .placeholder(let name): out += values[name] ?? ""
            }
        }
        return out
    }

    /// Reads a template; malformed placeholders are MS3003 and invalid UTF-8 MS4004. The
    /// template is returned even with errors (malformed placeholders stay literal text).
    public static func parse(_ file: SourceFile) -> (Template, [Diagnostic]) {
        let bytes = file.bytes
        if let bad = TemplateText.firstInvalidUTF8(bytes) {
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            let diagnostic = Diagnostic(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)",
                                        at: SourceSpan(start: bad, end: bad + 1))
            return (Template(pieces: [.text(String(decoding: bytes, as: UTF8.self))], uses: []), [diagnostic])
        }
        var pieces: [Piece] = []
        var uses: [Use] = []
        var diagnostics: [Diagnostic] = []
        var literalStart = 0
        var i = 0
        func flushLiteral(upTo end: Int) {
            if end > literalStart { pieces.append(.text(String(decoding: bytes[literalStart..<end], as: UTF8.self))) }
        }
        while i + 1 < bytes.count {
            guard bytes[i] == TemplateText.openBrace, bytes[i + 1] == TemplateText.openBrace else { i += 1; continue }
            guard let close = TemplateText.closing(in: bytes, after: i + 2) else {
                diagnostics.append(Diagnostic(.templateMalformedPlaceholder, "unclosed placeholder: '{{' needs '}}' on the same line",
                                              at: SourceSpan(start: i, end: i + 2)))
                i += 2
                continue
            }
            let span = SourceSpan(start: i, end: close + 2)
            let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self).trimmingSpaces
            if TemplateText.isValidName(name) {
                flushLiteral(upTo: i)
                pieces.append(.placeholder(name))
                uses.append(Use(name: name, span: span))
                literalStart = close + 2
            } else {
                diagnostics.append(Diagnostic(.templateMalformedPlaceholder, "invalid placeholder name '\(name)'", at: span,
                                              notes: [.help("a name is letters, digits, '-' and '_', starting with a letter")]))
            }
            i = close + 2
        }
        flushLiteral(upTo: bytes.count)
        return (Template(pieces: pieces, uses: uses), diagnostics)
    }

    /// Parses and checks a template against what its name allows: unknown placeholders are
    /// MS3002 (at the placeholder), missing required ones MS3001 (at the start of the file).
    public static func parse(_ file: SourceFile, as name: TemplateName) -> (Template, [Diagnostic]) {
        let (template, parseDiagnostics) = parse(file)
        var diagnostics = parseDiagnostics
        guard diagnostics.isEmpty else { return (template, diagnostics) }
        let allowed = name.allowed
        let list = allowed.map { "'{{\($0)}}'" }.joined(separator: ", ")
        for use in template.uses where !allowed.contains(use.name) {
            diagnostics.append(Diagnostic(.templateUnknownPlaceholder, "unknown placeholder '{{\(use.name)}}' in template '\(name.rawValue)'",
                                          at: use.span).suggesting(use.name, from: allowed)
                .adding(.help("this template may use \(list)")))
        }
        let used = Set(template.uses.map(\.name))
        for placeholder in name.placeholders where placeholder.isRequired && !used.contains(placeholder.name) {
            diagnostics.append(Diagnostic(.templateLacksPlaceholder, "template '\(name.rawValue)' lacks the placeholder '{{\(placeholder.name)}}'",
                                          at: SourceSpan(at: 0), notes: [.help("add '{{\(placeholder.name)}}' where \(placeholder.meaning) belongs")]))
        }
        return (template, diagnostics)
    }
}

extension Diagnostic {
    func adding(_ note: DiagnosticNote) -> Diagnostic {
        var copy = self
        copy.notes.append(note)
        return copy
    }
}

/// Byte-level helpers of the template reader.
enum TemplateText {
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// The offset of the `}}` that closes a placeholder opened before `start`, on the same line.
    static func closing(in bytes: [UInt8], after start: Int) -> Int? {
        var j = start
        while j + 1 < bytes.count {
            if bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r") { return nil }
            if bytes[j] == closeBrace, bytes[j + 1] == closeBrace { return j }
            j += 1
        }
        return nil
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
