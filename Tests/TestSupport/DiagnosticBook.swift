import Foundation

/// The diagnostics reference (`specs/diagnostics/*.md`) read as a test corpus. Every section
/// `## MSxxxx: summary` shows a bad spec in a fenced `motion` or `json` block and, in a later
/// fenced block, the one-line diagnostics it gives (`t.motion:2:13: error: … [MS1101]`).
/// Tests replay every example, so the documentation cannot drift from the compiler.
public struct DiagnosticBook: Sendable {
    public struct Example: Sendable, CustomStringConvertible {
        public let code: String
        /// The file name the headlines use (`t.motion`, `spec.motion.json`).
        public let fileName: String
        public let input: [UInt8]
        public let expected: [String]
        public var description: String { "\(code) (\(fileName))" }
    }

    /// Every documented code, with the summary its heading gives.
    public let sections: [(code: String, summary: String)]
    public let examples: [Example]

    public static var headline: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> { #/^(\S+):(\d+):(\d+): (error|warning): (.*) \[(MS\d{4})\]$/# }

    public static func load() throws -> DiagnosticBook {
        var sections: [(String, String)] = []
        var examples: [Example] = []
        for path in try Repository.files(in: "specs/diagnostics", suffix: ".md") {
            let text = try Repository.read(path)
            var current: String?
            var input: String?
            var inFence = false
            var fenceInfo = ""
            var fenceLines: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("```") {
                    if !inFence {
                        inFence = true
                        fenceInfo = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                        fenceLines = []
                        continue
                    }
                    inFence = false
                    guard let code = current else { continue }
                    if input == nil, fenceInfo == "motion" || fenceInfo == "json" {
                        input = fenceLines.joined(separator: "\n")
                    } else if let source = input {
                        let headlines = fenceLines.filter { $0.wholeMatch(of: headline) != nil }
                        if let first = headlines.first, let match = first.wholeMatch(of: headline) {
                            examples.append(Example(code: code, fileName: String(match.1),
                                                    input: decodePlaceholders(source), expected: headlines))
                            input = nil
                            current = nil // one example per section
                        }
                    }
                    continue
                }
                if inFence { fenceLines.append(line); continue }
                if line.hasPrefix("## MS") {
                    let body = line.dropFirst(3)
                    let code = String(body.prefix(6))
                    let summary = body.split(separator: ":", maxSplits: 1).dropFirst().first
                        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    sections.append((code, summary))
                    current = code
                    input = nil
                }
            }
        }
        return DiagnosticBook(sections: sections, examples: examples)
    }

    /// Examples show what does not print as placeholders: `<U+FEFF>` (a character), `<0xE9>` (a raw
    /// byte, which may not be UTF-8) and `<TAB>`. The fence's content is the file, without a final newline.
    static func decodePlaceholders(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")), close - i <= 10 {
                let token = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
                if token == "TAB" {
                    out.append(9); i = close + 1; continue
                }
                if token.hasPrefix("0x"), token.count == 4, let byte = UInt8(token.dropFirst(2), radix: 16) {
                    out.append(byte); i = close + 1; continue
                }
                if token.hasPrefix("U+"), let value = UInt32(token.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8)); i = close + 1; continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
