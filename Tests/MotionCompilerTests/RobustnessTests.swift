import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing
import TestSupport

/// Whatever tree the parser recovers from damaged text, checking it never traps, and a
/// model comes back only without errors.
@Suite struct RobustnessTests {
    func check(_ text: String) -> Bool {
        let file = SourceFile(path: "t.motion", text: text)
        guard let spec = DSLParser.parse(file).0 else { return true }
        let compilation = Pipeline.run(spec, in: file)
        return (compilation.model == nil) == compilation.hasErrors && compilation.diagnostics.allSatisfy { $0.span.end <= file.bytes.count }
    }

    @Test func truncatedFlatSwitch() {
        let bytes = Array(flatSwitchFixture.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 5) {
            let text = String(decoding: bytes[..<cut], as: UTF8.self) + "\n}\n"
            #expect(check(text), "cut at \(cut)")
        }
    }

    @Test func numbersReplaced() {
        for replacement in ["0", "-1", "1e308", "0.000001", "99999999999999999999", "0s", "1deg"] {
            var text = ""
            var inNumber = false
            for c in flatSwitchFixture {
                if c.isNumber {
                    if !inNumber { text += replacement }
                    inNumber = true
                } else {
                    inNumber = false
                    text.append(c)
                }
            }
            #expect(check(text), "numbers replaced by \(replacement)")
        }
    }
}
