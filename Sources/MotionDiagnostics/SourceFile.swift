/// A source text with its path and a table of line starts, so that byte offsets
/// (what every span stores) turn into line and column numbers only when a
/// diagnostic is rendered.
public final class SourceFile: Sendable {
    public let path: String
    /// The raw bytes as read. Front ends validate UTF-8 themselves and diagnose it.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if b == UInt8(ascii: "\r") {
                // CR LF and a lone CR both end a line.
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars,
    /// so a caret lines up under the character a user sees (for most scripts).
    public func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        var column = 1
        var i = start
        while i < offset {
            // Count lead bytes only: continuation bytes (10xxxxxx) belong to the scalar before.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: lo + 1, column: column, offset: offset)
    }

    /// The text of a 1-based line without its line terminator, with invalid UTF-8 repaired.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The source text of a span (repaired if it is not valid UTF-8).
    public func text(of span: SourceSpan) -> String {
        let lo = max(0, min(span.start, bytes.count)), hi = max(lo, min(span.end, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}

/// A 1-based line and column, and the byte offset they came from.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let offset: Int
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }
    public var description: String { "\(line):\(column)" }
}

/// A half-open byte range `start..<end` in one source file.
public struct SourceSpan: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public init(at offset: Int) { self.init(start: offset, end: offset) }

    /// A span for values made by a program rather than read from a file.
    public static let synthesized = SourceSpan(start: 0, end: 0)

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest span covering both.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (a: SourceSpan, b: SourceSpan) -> Bool {
        (a.start, a.end) < (b.start, b.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
