import MotionDiagnostics
import Testing
import TestSupport
@testable import MotionSyntax

/// Replaces every value of the printed flat switch, one at a time, with values of every JSON type.
/// Nothing may crash, and whatever the decoder accepts without a diagnostic must be a spec the DSL
/// can say: printed as DSL it parses cleanly and prints back to the same JSON.
@Suite struct JSONFormMutationTests {
    static let replacements = ["null", "true", "0", "-2.5", "\"x\"", "\"0.3s\"", "\"\"", "[]", "[1]", "[1, 2]", "{}",
                               "{\"value\": 1}", "\"a b\"", "\"//\""]

    /// Every value's byte span in a JSON document, outermost first.
    func spans(_ v: JSONValue, into out: inout [SourceSpan]) {
        out.append(v.span)
        switch v.kind {
        case .array(let items): for item in items { spans(item, into: &out) }
        case .object(let members): for m in members { spans(m.value, into: &out) }
        default: break
        }
    }

    @Test(arguments: [flatSwitchFixture, printerEverythingFixture, printerDayNightFixture])
    func acceptedMutationsAreSpecsTheDSLCanSay(_ fixture: String) throws {
        let (spec, _) = DSLParser.parse(SourceFile(path: "f.motion", text: fixture))
        let json = JSONFormPrinter.print(try #require(spec))
        let bytes = Array(json.utf8)
        let (root, _) = JSONParser.parse(SourceFile(path: "f.motion.json", text: json))
        var all: [SourceSpan] = []
        spans(try #require(root), into: &all)
        var accepted = 0, rejected = 0
        var failures: [String] = []
        for span in all.dropFirst() {
            for replacement in Self.replacements {
                let text = String(decoding: bytes[..<span.start], as: UTF8.self) + replacement
                    + String(decoding: bytes[span.end...], as: UTF8.self)
                let file = SourceFile(path: "m.motion.json", text: text)
                guard let value = JSONParser.parse(file).0 else { continue }
                let (decoded, ds) = JSONFormDecoder.decode(value, file: file)
                guard ds.isEmpty, let decoded else {
                    rejected += 1
                    if ds.isEmpty { failures.append("\(replacement) at \(span): no spec and no diagnostic") }
                    continue
                }
                accepted += 1
                let dsl = DSLPrinter.print(decoded)
                let dslFile = SourceFile(path: "m.motion", text: dsl)
                let (reparsed, dslDs) = DSLParser.parse(dslFile)
                if let d = dslDs.first {
                    failures.append("\(replacement) at \(span): \(DiagnosticRenderer.headline(d, in: dslFile)): \(dslFile.lineText(dslFile.position(of: d.span.start).line))")
                } else if let reparsed {
                    let again = JSONFormPrinter.print(reparsed).split(separator: "\n")
                    let first = JSONFormPrinter.print(decoded).split(separator: "\n")
                    if again != first {
                        let diff = zip(again, first).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? "lengths differ"
                        failures.append("\(replacement) at \(span): \(diff)")
                    }
                }
            }
        }
        #expect(failures == [])
        #expect(accepted > 0)
        #expect(rejected > 0)
    }
}
