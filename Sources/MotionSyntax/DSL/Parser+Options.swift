import MotionDiagnostics

/// Timing options shared by transition headers, track groups and tracks, in any order,
/// each at most once: `at`, `for`, `keys`, a timing function or `timing [...]`, `fill`,
/// `repeat`, `autoreverse`; a transition header also takes a bare duration (`0.3s`).
extension Parser {
    mutating func timingOptions(bareDuration: Bool) throws -> TimingOptions {
        var options = TimingOptions()
        var written: [(option: String, span: SourceSpan)] = []

        func note(_ option: String, _ span: SourceSpan, _ p: inout Parser) {
            if let first = written.first(where: { $0.option == option }) {
                let shown = option == "duration" ? "the duration" : option == "timing" ? "the timing function" : "'\(option)'"
                p.report(Diagnostic(.dslDuplicateOption, "\(shown) is written twice", at: span,
                                    notes: [.note("first written here", span: first.span)]))
            } else {
                written.append((option, span))
            }
        }

        while true {
            let t = current
            switch t.kind {
            case .newline, .semicolon, .rightBrace, .endOfInput, .leftBrace:
                return options
            case .number where bareDuration:
                let duration = try expression()
                note("duration", duration.span, &self)
                if options.duration == nil { options.duration = duration }
                continue
            case .name:
                break
            default:
                throw expected(bareDuration ? "a timing option or '{'" : "a timing option or end of line")
            }
            let word = nameText(t) ?? ""
            switch word {
            case "at":
                advance()
                let value = try expression()
                note("at", t.span, &self)
                if options.begin == nil { options.begin = value }
            case "for":
                advance()
                let value = try expression()
                note(bareDuration ? "duration" : "for", t.span, &self)
                if options.duration == nil { options.duration = value }
            case "keys":
                advance()
                guard current.kind == .leftBracket else { throw expected("'[' after 'keys'") }
                let (keys, span) = try bracketList()
                note("keys", t.span, &self)
                if options.keyTimes == nil { options.keyTimes = keys; options.keyTimesSpan = span }
            case "timing":
                advance()
                guard current.kind == .leftBracket else { throw expected("'[' after 'timing'") }
                let (functions, _) = try bracketList()
                note("timing", t.span, &self)
                if options.timing == nil { options.timing = functions; options.timingIsList = true }
            case "fill":
                advance()
                let mode = try expectName("'none', 'forwards', 'backwards' or 'both' after 'fill'")
                note("fill", t.span, &self)
                if options.fill == nil { options.fill = mode }
            case "repeat":
                advance()
                let count = try expression()
                note("repeat", t.span, &self)
                if options.repeatCount == nil { options.repeatCount = count }
            case "autoreverse":
                advance()
                note("autoreverse", t.span, &self)
                if options.autoreverse == nil { options.autoreverse = t.span }
            case _ where DSLKeywords.timingNames.contains(word)
                || (DSLKeywords.timingCalls.contains(word) && next.kind == .leftParen):
                let function = try primary()
                note("timing", function.span, &self)
                if options.timing == nil { options.timing = [function] }
            default:
                var d = Diagnostic(.dslUnknownOption, "unknown timing option '\(word)'", at: t.span)
                d = d.suggesting(word, from: DSLKeywords.options + DSLKeywords.timingNames + DSLKeywords.timingCalls)
                if d.notes.isEmpty {
                    d.notes.append(.help("options are \(DSLKeywords.options.joined(separator: ", ")) and a timing function"))
                }
                reportSyntax(d)
                groupingsAtError = openGroupings.count
                throw ParseAbort()
            }
        }
    }
}
