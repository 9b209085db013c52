import MotionDiagnostics

/// `motionspec explain CODE`: a diagnostic's page from `specs/diagnostics/`, as `rustc --explain` does.
enum ExplainCommand: Subcommand {
    static let help = """
        OVERVIEW: Print the documentation of a diagnostic code.

        USAGE: motionspec explain CODE

        Prints the section of `specs/diagnostics/` that explains CODE (`MS2004`, `ms2004` or `2004`):
        what it means, an example that triggers it, the diagnostic printed, and how to fix it. The
        pages are built into the tool, so it works anywhere.

        OPTIONS:
          -h, --help  Print this help

        """
    static let valuedOptions: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count == 1 else {
            throw Arguments.UsageError(message: args.positionals.isEmpty ? "explain needs a CODE, such as MS2004" : "explain takes one CODE")
        }
        let code = normalized(args.positionals[0])
        guard let page = DiagnosticPages.page(for: code) else {
            var message = "'\(args.positionals[0])' is not a diagnostic code"
            if let best = Suggest.closest(to: code, in: DiagnosticPages.codes) { message += "; did you mean '\(best)'?" }
            throw Arguments.UsageError(message: message)
        }
        console.out(page)
        return .success
    }

    /// `ms2004` and `2004` mean `MS2004`.
    static func normalized(_ text: String) -> String {
        let upper = text.uppercased()
        return upper.hasPrefix("MS") ? upper : "MS" + upper
    }
}

/// The documentation of each code, cut from the embedded pages of `specs/diagnostics/`: a code's
/// section runs from its `## MSxxxx: title` heading to the next `## ` heading.
enum DiagnosticPages {
    static let sections: [(code: String, text: String)] = {
        var out: [(code: String, text: String)] = []
        for (_, page) in EmbeddedDiagnosticPages.texts {
            var current: (code: String, lines: [Substring])?
            func close() {
                guard let section = current else { return }
                var lines = section.lines
                while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
                out.append((section.code, lines.joined(separator: "\n") + "\n"))
                current = nil
            }
            for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("## ") {
                    close()
                    let heading = line.dropFirst(3)
                    if heading.hasPrefix("MS"), let colon = heading.firstIndex(of: ":") {
                        current = (String(heading[..<colon]), [line])
                    }
                } else if current != nil {
                    current!.lines.append(line)
                }
            }
            close()
        }
        return out.sorted { $0.code < $1.code }
    }()

    static var codes: [String] { sections.map(\.code) }

    static func page(for code: String) -> String? { sections.first { $0.code == code }?.text }
}
