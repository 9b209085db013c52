#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionDiagnostics

/// Arguments are read as UTF-8, and a byte that is not UTF-8 would become U+FFFD: the tool would then
/// look for a file of another name and report it missing. Such an argument is refused by name instead.
enum ArgumentEncoding {
    /// The arguments (without the program's name) whose bytes are not UTF-8, each shown with its
    /// bad bytes as `\xFF`.
    static func invalidArguments() -> [String] {
        var out: [String] = []
        for i in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[i] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            if String(validating: bytes, as: UTF8.self) == nil { out.append(shown(bytes)) }
        }
        return out
    }

    /// The bytes with every byte outside a valid UTF-8 sequence written `\xFF`.
    static func shown(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            var matched = false
            for length in (1...4).reversed() where i + length <= bytes.count {
                if let s = String(validating: bytes[i..<(i + length)], as: UTF8.self), s.unicodeScalars.count == 1 {
                    out += s
                    i += length
                    matched = true
                    break
                }
            }
            if !matched {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)
                i += 1
            }
        }
        return out
    }

    /// The diagnostics for arguments that are not UTF-8 (nothing when all are), rendered.
    static func report() -> String? {
        let invalid = invalidArguments()
        guard !invalid.isEmpty else { return nil }
        var text = ""
        for argument in invalid {
            let diagnostic = Diagnostic(.pathNotUTF8, "the path '\(argument)' is not valid UTF-8", at: SourceSpan(at: 0),
                                        notes: [.help("rename the file so that its name is UTF-8")])
            text += DiagnosticRenderer(colors: false, excerpts: false).render([diagnostic], in: SourceFile(path: argument, bytes: []))
        }
        return text + (DiagnosticRenderer.summary(errors: invalid.count, warnings: 0).map { "\($0) generated\n" } ?? "")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
