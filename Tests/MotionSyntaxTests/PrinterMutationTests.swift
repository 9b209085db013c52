import MotionDiagnostics
import Testing
import TestSupport
@testable import MotionSyntax

/// Deletes, duplicates and rewrites lines of the fixtures. Whenever the DSL parser accepts the result
/// without a diagnostic, fmt must be idempotent and DSL → JSON → DSL must equal fmt.
@Suite struct PrinterMutationTests {
    /// Words put in place of each line's last word, to reach other forms of each statement.
    static let words = ["reversed", "true", "-1", "(1, 2)", "[1, 2]", "\"s\"", "a - (b - c)", "x.y[2]", "0 ..< 2",
                        "linear", "for 1s", "[]", "// c", "/* c */", "1 /* c */ // d", "/* c */ 1"]

    func variants(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        for i in lines.indices {
            var deleted = lines
            deleted.remove(at: i)
            out.append(deleted.joined(separator: "\n"))
            var doubled = lines
            doubled.insert(lines[i], at: i)
            out.append(doubled.joined(separator: "\n"))
            guard let space = lines[i].lastIndex(of: " ") else { continue }
            for w in Self.words {
                var changed = lines
                changed[i] = String(lines[i][...space]) + w
                out.append(changed.joined(separator: "\n"))
            }
        }
        return out
    }

    @Test(arguments: [flatSwitchFixture, printerEverythingFixture, printerDayNightFixture])
    func acceptedVariantsFormatStably(_ fixture: String) {
        var accepted = 0
        var failures: [String] = []
        for text in variants(fixture) {
            let (spec, ds) = DSLParser.parse(SourceFile(path: "v.motion", text: text))
            guard ds.isEmpty, let spec else { continue }
            accepted += 1
            let fmt = DSLPrinter.print(spec)
            let (again, againDs) = DSLParser.parse(SourceFile(path: "f.motion", text: fmt))
            guard againDs.isEmpty, let again else {
                let f = SourceFile(path: "f.motion", text: fmt)
                failures.append("fmt does not parse: \(againDs.map { DiagnosticRenderer.headline($0, in: f) + ": " + f.lineText(f.position(of: $0.span.start).line) })")
                continue
            }
            if DSLPrinter.print(again) != fmt { failures.append("fmt is not idempotent:\n\(fmt)") }
            let jsonFile = SourceFile(path: "j.motion.json", text: JSONFormPrinter.print(spec))
            guard let value = JSONParser.parse(jsonFile).0 else { failures.append("printed JSON does not parse"); continue }
            let (decoded, jsonDs) = JSONFormDecoder.decode(value, file: jsonFile)
            if !jsonDs.isEmpty {
                failures.append("printed JSON does not decode: \(jsonDs.map { DiagnosticRenderer.headline($0, in: jsonFile) })\n\(fmt)")
            } else if let decoded, DSLPrinter.print(decoded) != fmt {
                failures.append("DSL → JSON → DSL differs from fmt:\n\(fmt)")
            }
        }
        #expect(failures == [])
        #expect(accepted > 20)
    }
}
