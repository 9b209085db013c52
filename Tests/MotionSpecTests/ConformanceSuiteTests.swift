import Foundation
import Testing
import TestSupport

/// The cross-target conformance suite: every spec in `specs/` and every `.motion` fixture under
/// `Tests/`, every state and transition, compiled to Swift, CSS and Lottie and played
/// in the real consumers, each compared with the runtime. Prints the table and writes it to
/// `.build/conformance/table.md`; every cell over its bound is a failure naming the spec, case, property,
/// time and both values.
@Suite(.serialized) struct ConformanceSuiteTests {
    @Test func everyTargetMovesAsTheRuntimeDoes() throws {
        try FileManager.default.createDirectory(at: ConformanceRun.folder, withIntermediateDirectories: true)
        let specs = try ConformanceSpec.all()
        if ConformanceSpec.only == nil {
            #expect(specs.count >= 19, "the four seeds, the nine conformance fixtures and the emitters' own")
        }
        let names = specs.map(\.baseName)
        #expect(Set(names).count == names.count, "specs share an output folder name: \(names)")

        var table = try ConformanceBatch.table(specs)
        table.notes = [
            "Swift: the generated files compiled with swiftc against the built MotionRuntime; every number of every frame.",
            "CSS: each node's `-fill`/`-stroke` paths in Chromium: getCTM() as the shape's matrix, opacity down its groups, "
                + "the visible trim from the dash array and offset, colours with their paint opacity; states at rest with every animation cancelled.",
            "Lottie: the `lottie` reader at marker + t·fr + 1e-6 frame (players show a key from its exact frame on); "
                + "each node's own transform and opacity property by property; interrupted transitions have no Lottie form.",
            "Pixels: whole frames at 4× on \(ConformancePixels.background); ink is a channel more than \(ConformancePixels.threshold) off it "
                + "(a pixel inked in one image only, both within 2 levels of that, is rounding and left out; so is a rim: a pixel inked "
                + "in one image only, next to ink both share, that the other leaves 1 level or more off the background); "
                + "the worst frame's images are in .build/conformance/images.",
            "Times: 60 evenly spaced over each transition plus every key time; interrupted cases switch back at half the duration.",
            "Loops: two periods from rest (59 even times, none on a period's end, and an autoreversing loop's turning points), "
                + "from load for an initial state and after the first transition into the state; Swift through `frame(for:at:)`, "
                + "Chromium's loop animations after the entering transition's, Lottie at the `<state> loop` marker, the time modulo the period; "
                + "a loop left a third into its second period, in Swift and Chromium (an interrupt after the entering transition).",
        ]

        let text = table.markdown()
        try text.write(to: ConformanceRun.folder.appendingPathComponent("table.md"), atomically: true, encoding: .utf8)
        print(text)
        for failure in table.failures { Issue.record(Comment(rawValue: failure)) }
    }
}
