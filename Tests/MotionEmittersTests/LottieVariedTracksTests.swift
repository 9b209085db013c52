import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import Testing
import TestSupport

/// Many tracks of every kind (modes, timing functions, begins, repeats, fills, eased groups), made up
/// by a fixed pseudo-random sequence: every spec compiles, and every baked transition is within the
/// bound by the emitter's own measurement against the runtime.
@Suite struct LottieVariedTracksTests {
    /// A 64-bit linear congruential sequence (Knuth's constants): the same specs on every run.
    struct Sequence {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[min(Int(next() * Double(items.count)), items.count - 1)] }
        mutating func number(_ low: Double, _ high: Double, digits: Int = 2) -> String {
            let value = low + (high - low) * next()
            let scale = digits == 1 ? 10.0 : digits == 2 ? 100.0 : 1000.0
            return NumberText.format((value * scale).rounded() / scale)
        }
    }

    static let timings = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.3, -0.5, 0.7, 1.6)", "steps(3)",
                          "steps(4, jump-start)", "spring(response: 0.2, dampingFraction: 0.5)"]

    static func track(_ r: inout Sequence) -> String {
        let properties: [(String, (inout Sequence) -> String)] = [
            ("strokeEnd", { $0.number(-0.3, 1.3, digits: 3) }), ("strokeStart", { $0.number(-0.3, 1.3, digits: 3) }),
            ("opacity", { $0.number(0, 1, digits: 3) }), ("position", { "(\($0.number(0, 20)), \($0.number(0, 20)))" }),
            ("rotation", { "\($0.number(-180, 180, digits: 1))deg" }), ("scale", { $0.number(0.5, 1.5) }),
            ("trimOffset", { $0.number(-1, 1) }), ("strokeColor", { $0.pick(["red", "#00ff0080", "blue", "white(0.5)"]) }),
            ("lineWidth", { $0.number(1, 5, digits: 1) }),
        ]
        let (name, value) = r.pick(properties)
        let mode = r.pick(["", "discrete ", "paced ", "cubic "])
        let values = (0..<(2 + Int(r.next() * 3))).map { _ in value(&r) }
        var text = "mark.\(name) \(mode)" + (mode.isEmpty ? values.joined(separator: " -> ") : "[" + values.joined(separator: ", ") + "]")
        if r.next() < 0.4 { text += " at \(r.number(0, 0.3))s" }
        text += " for \(r.number(0.1, 0.5))s"
        if r.next() < 0.6 { text += " " + r.pick(timings) }
        if r.next() < 0.3 { text += " " + r.pick(["repeat 2", "repeat 1.5", "repeat forever", "autoreverse", "repeat 2 autoreverse"]) }
        if r.next() < 0.2 { text += " " + r.pick(["fill none", "fill both", "fill backwards"]) }
        if r.next() < 0.25 { text = "group for \(r.number(0.2, 0.8))s \(r.pick(Array(timings.prefix(6)))) { \(text) }" }
        return text
    }

    @Test func variedTracksCompileWithinTheBound() throws {
        var r = Sequence(state: 2026)
        var baked = 0, compiled = 0
        for n in 0..<40 {
            let tracks = (0..<(1 + Int(r.next() * 4))).map { _ in Self.track(&r) }
            let text = LottieEmitterTests.fixture(track: tracks.joined(separator: "\n    "))
            let output = MotionEmitters.emit(Pipeline.run([SourceFile(path: "varied\(n).motion", text: text)]), targets: [.lottie])
            let lines = output.reports.flatMap { headlines($0.diagnostics, in: $0.file) }
            // Overlapping tracks are the checker's errors (MS2033): such a spec never reaches the emitter.
            if lines.contains(where: { $0.contains(": error: ") && !$0.contains("[MS3") }) { continue }
            #expect(output.files.count == 1, "\(tracks): \(lines)")
            compiled += output.files.count
            for line in lines where line.hasSuffix("[MS3010]") {
                baked += 1
                let error = try #require(LottieEmitterTests.largestError(in: line))
                #expect(error <= 1e-3, "\(tracks): \(line)")
            }
            #expect(!lines.contains { $0.contains(": error: ") }, "\(tracks): \(lines)")
        }
        #expect(compiled >= 25 && baked >= 10, "the sequence exercises the emitter (\(compiled) compiled, \(baked) baked)")
    }
}
