import Testing
import TestSupport

/// A state's loop through the Core Animation glue on Linux (the QuartzCore stand-in keeps what it is
/// given): one period whose outermost group repeats without end, added beside the transition's
/// animation and removed when the next transition plays.
@Suite(.serialized) struct SwiftCoreAnimationLoopTests {
    @Test func aLoopRepeatsWithoutEndBesideTheTransitionAndStopsOnTheNext() throws {
        let output = try SwiftCoreAnimationRunTests.run(spec: "Tests/Fixtures/conformance/record-dot-loops.motion", main: """
            let recording = RecordDot.loop(in: .recording)!
            show(CoreAnimationGlue.animations(for: recording, designSize: RecordDot.designSize, beginTime: 2), names: RecordDot.nodeNames, Int.self)
            let layers = RecordDot.makeLayers()
            RecordDot.play(RecordDot.waitingToRecording(), on: layers, beginTime: 1)
            RecordDot.playLoop(in: .recording, on: layers, beginTime: 1.3)
            print("playing \\(layers.nodes.map { ($0.animation(forKey: "motionspec") != nil, $0.animation(forKey: CoreAnimationGlue.loopAnimationKey) != nil) })")
            RecordDot.playLoop(in: .waiting, on: layers, reduceMotion: true)
            RecordDot.play(RecordDot.recordingToWaiting(), on: layers, beginTime: 3)
            print("left \\(layers.nodes.map { $0.animation(forKey: CoreAnimationGlue.loopAnimationKey) != nil })")
            """)
        let lines = output.split(separator: "\n").map(String.init)
        // The period is the tree itself: the outermost group, eased, autoreverses and never ends.
        let period = "group begin 2.0 duration 0.5 repeat inf autoreverses true fill forwards removed false timing (0.42, 0.0, 0.58, 1.0)"
        #expect(lines.filter { $0 == "  " + period }.count == 2, "the badge's and the core's")
        #expect(lines.contains { $0.hasPrefix("    spring transform.scale.x begin 0.0 duration 0.4 repeat 1.0") && $0.hasSuffix("from 1.0 to 1.08") })
        #expect(lines.contains { $0.hasPrefix("    keyframes opacity begin 0.05 duration 0.4 repeat 1.0 autoreverses false fill both") })
        // The transition's animations under `motionspec`, the loop's beside them (badge, ring, core);
        // reduced motion plays no loop; the next transition removes the loop.
        #expect(lines.contains("playing [(false, true), (true, false), (true, true)]"))
        #expect(lines.last == "left [false, false, false]")
    }
}
