import Foundation
import Testing
import TestSupport
@testable import MotionEmitters

/// The Core Animation glue run on Linux against the QuartzCore stand-in (which keeps what it is
/// given): the animations it builds for a transition, compared with how the seeds build theirs.
@Suite(.serialized) struct SwiftCoreAnimationRunTests {
    /// Prints a `CAAnimation` tree: one line per animation with its timing and, for keyframes,
    /// values, key times, mode and timing functions.
    static let describer = #"""
        import QuartzCore

        func text(_ value: Any) -> String {
            if let number = value as? Double { return "\(number)" }
            if let color = value as? CGColor { return "rgba(" + (color.components ?? []).map { "\($0)" }.joined(separator: ",") + ")" }
            if let point = value as? CGPoint { return "(\(point.x),\(point.y))" }
            if let size = value as? CGSize { return "(\(size.width),\(size.height))" }
            return "?"
        }

        func describe(_ animation: CAAnimation, indent: String = "") -> [String] {
            var timing = "begin \(animation.beginTime) duration \(animation.duration) repeat \(animation.repeatCount)"
            timing += " autoreverses \(animation.autoreverses) fill \(animation.fillMode.rawValue) removed \(animation.isRemovedOnCompletion)"
            if let group = animation as? CAAnimationGroup {
                var lines = [indent + "group \(timing) timing \(group.timingFunction?.standInDescription ?? "none")"]
                for child in group.animations ?? [] { lines += describe(child, indent: indent + "  ") }
                return lines
            }
            if let spring = animation as? CASpringAnimation {
                return [indent + "spring \(spring.keyPath ?? "") \(timing) mass \(spring.mass) stiffness \(spring.stiffness) damping \(spring.damping) velocity \(spring.initialVelocity) from \(spring.fromValue.map(text) ?? "nil") to \(spring.toValue.map(text) ?? "nil")"]
            }
            if let keyframe = animation as? CAKeyframeAnimation {
                let values = (keyframe.values ?? []).map(text)
                let shown = values.count > 8 ? "\(values.count) values from \(values[0]) to \(values[values.count - 1])" : values.joined(separator: " ")
                let times = (keyframe.keyTimes ?? []).map { "\($0.doubleValue)" }
                let shownTimes = times.count > 8 ? "\(times.count) times" : times.joined(separator: " ")
                let functions = (keyframe.timingFunctions ?? []).map(\.standInDescription).joined(separator: " ")
                return [indent + "keyframes \(keyframe.keyPath ?? "") \(timing) mode \(keyframe.calculationMode.rawValue) values [\(shown)] keyTimes [\(shownTimes)] timingFunctions [\(functions)]"]
            }
            return [indent + "?"]
        }

        func show<Node>(_ animations: [(node: Int, animation: CAAnimation)], names: [String], _: Node.Type) {
            for (node, animation) in animations {
                print("node \(names[node])")
                for line in describe(animation, indent: "  ") { print(line) }
            }
        }

        """#

    /// Builds `spec` standalone with `main` and the describer, linked with the stand-in, and runs it.
    static func run(spec: String, main: String) throws -> String {
        let output = try SwiftSpecs.emit(spec, standalone: true)
        let file = try #require(output.files.first)
        let runner = try SwiftCompilerRunner()
        defer { runner.remove() }
        let standIn = try runner.buildQuartzCoreStandIn()
        #expect(standIn.status == 0, "\(standIn.output)")
        let sources = [try runner.write("Control.swift", file.contents), try runner.write("Describe.swift", describer),
                       try runner.write("main.swift", "import QuartzCore\n" + main)]
        let build = try runner.swiftc(["-swift-version", "6", "-I", runner.folder.path, "-L", runner.folder.path, "-lQuartzCore",
                                       "-o", runner.path("glue")] + sources)
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return "" }
        let run = try runner.run(runner.path("glue"), [])
        #expect(run.status == 0)
        return run.output
    }

    /// Flat switch off → on as seed 000 builds it: a group per part, the checkmark's strokeEnd and
    /// strokeStart paced (key times by the distance travelled: 0.95 of 1.05 and 0.4 of 0.5), strokeStart beginning
    /// half-way, the circle's strokeEnd over the first half, forwards fill, kept on completion.
    @Test func flatSwitchAnimationsAreTheSeeds() throws {
        let output = try Self.run(spec: "specs/flat-switch.motion", main: """
            show(FlatSwitch.animations(for: FlatSwitch.offToOn(), beginTime: 10), names: FlatSwitch.nodeNames, Int.self)
            let layers = FlatSwitch.makeLayers()
            let circle = layers.nodes[1] as? CAShapeLayer
            print("layers \\(layers.root.sublayers?.count ?? 0) circle \\(circle?.path?.standInElements.first ?? "") \\(circle?.strokeEnd ?? -1) \\(circle?.lineCap.rawValue ?? "")")
            print("anchor \\(circle?.anchorPoint.x ?? -1) \\(circle?.anchorPoint.y ?? -1) position \\(circle?.position.x ?? -1) \\(circle?.position.y ?? -1)")
            FlatSwitch.play(FlatSwitch.onToOff(), on: layers, beginTime: 5)
            print("played \\(layers.nodes.map { $0.animation(forKey: "motionspec") != nil })")
            """)
        let common = "repeat 1.0 autoreverses false fill forwards removed false"
        #expect(output == """
            node trail
              group begin 10.0 duration 0.3 \(common) timing linear
                keyframes opacity begin 0.0 duration 0.3 \(common) mode linear values [0.0 1.0] keyTimes [0.0 1.0] timingFunctions [linear]
            node circle
              group begin 10.0 duration 0.3 \(common) timing linear
                group begin 0.0 duration 0.3 \(common) timing linear
                  keyframes strokeEnd begin 0.0 duration 0.15 \(common) mode linear values [1.0 -0.1] keyTimes [0.0 1.0] timingFunctions []
            node checkmark
              group begin 10.0 duration 0.3 \(common) timing linear
                group begin 0.0 duration 0.3 \(common) timing linear
                  keyframes strokeEnd begin 0.0 duration 0.3 \(common) mode paced values [0.0 0.95 0.85] keyTimes [0.0 \(0.95 / (0.95 + (0.95 - 0.85))) 1.0] timingFunctions []
                  keyframes strokeStart begin 0.15 duration 0.15 \(common) mode paced values [0.0 0.4 0.3] keyTimes [0.0 \(0.4 / (0.4 + (0.4 - 0.3))) 1.0] timingFunctions []
            layers 3 circle M 50.0 25.0 1.0 round
            anchor 0.5 0.5 position 25.0 25.0
            played [true, true, true]

            """)
    }

    /// The features Core Animation says differently: springs, per-segment curves, two-axis scale,
    /// fills, repeats, autoreverse, discrete and cubic modes, sampled steps, staggered repeats.
    @Test func featureTourAnimations() throws {
        let output = try Self.run(spec: "Tests/Fixtures/swift/feature-tour.motion", main: """
            show(FeatureTour.animations(for: FeatureTour.idleToBusy(), beginTime: 0), names: FeatureTour.nodeNames, Int.self)
            var parameters = FeatureTour.Parameters()
            parameters.accent = MotionColor(red: 0, green: 0, blue: 1)
            show(FeatureTour.animations(for: FeatureTour.idleToBusy(parameters), beginTime: 0).filter { $0.node == 4 },
                 names: FeatureTour.nodeNames, Int.self)
            let presented = FeatureTour.idleToBusy().frame(at: 0.5)
            show(FeatureTour.animations(for: FeatureTour.anyToIdle(from: .busy, startingFrom: presented), beginTime: 0).filter { $0.node == 3 },
                 names: FeatureTour.nodeNames, Int.self)
            print("presented bar opacity \\(presented.opacity[3])")
            """)
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func line(_ prefix: String) -> String { lines.first { $0.hasPrefix(prefix) } ?? "missing \(prefix)" }
        // The root group's ease-in-out and the nested group's begin, duration and ease-in.
        #expect(lines.contains("group begin 0.0 duration 1.2 repeat 1.0 autoreverses false fill forwards removed false timing (0.42, 0.0, 0.58, 1.0)"))
        #expect(lines.contains("group begin 0.1 duration 0.8 repeat 1.0 autoreverses false fill forwards removed false timing (0.42, 0.0, 1.0, 1.0)"))
        // spring(response: 0.5, dampingFraction: 0.6): stiffness (2π/0.5)², damping 4π·0.6/0.5.
        let omega = 2 * Double.pi / 0.5
        #expect(line("spring transform.rotation.z").contains("mass 1.0 stiffness \(omega * omega) damping \(4 * Double.pi * 0.6 / 0.5) velocity 0.0 from 0.0 to \(Double.pi / 2)"))
        #expect(line("spring fillColor").contains("stiffness 300.0 damping 10.0 velocity 2.0 from rgba(0.0,0.0,0.0,1.0) to rgba(1.0,1.0,1.0,1.0)"))
        #expect(line("keyframes strokeEnd begin 0.0 duration 0.9").contains("mode cubic values [0.25 0.6 0.4 1.0] keyTimes [0.0 0.3 0.6 1.0]"))
        #expect(line("keyframes transform.scale.x begin 0.0 duration 0.6").contains("values [1.0 1.4 1.25] keyTimes [0.0 0.5 1.0] timingFunctions [(0.3, -0.5, 0.7, 1.5) (0.0, 0.0, 0.58, 1.0)]"))
        #expect(line("keyframes transform.scale.y begin 0.0 duration 0.6").contains("values [1.0 0.8 1.25]"))
        #expect(line("keyframes shadowOffset").contains("fill removed"))
        #expect(line("keyframes shadowColor").contains("values [241 values from rgba(0.2,0.10666666666666667,0.0,1.0) to rgba(1.0,0.5333333333333333,0.0,1.0)] keyTimes [241 times]"),
                "steps are sampled; jump-both shows the first step at once")
        #expect(line("keyframes opacity begin 0.0 duration 0.6").contains("mode discrete values [1.0 0.2 0.5]"))
        #expect(line("keyframes strokeColor begin 0.2 duration 0.3").contains("fill backwards"))
        #expect(line("keyframes position").contains("mode paced values [(17.5,50.0) (20.5,48.0) (17.5,50.0)]"), "position includes the anchor")
        #expect(line("keyframes lineWidth").contains("repeat 2.5 autoreverses true"))
        #expect(line("keyframes strokeEnd begin 0.0 duration 0.3").contains("repeat inf"))
        #expect(lines.contains { $0.hasPrefix("keyframes transform.scale.x begin 0.2 duration 0.3") }, "dot[2] begins 0.2 s late")
        #expect(!output.contains("trimOffset"), "Core Animation has no trim offset")
        // A group eased by steps() cannot be a CAAnimationGroup: its node is sampled from the runtime
        // over the whole transition (after the group, fill forwards holds its end: 0.2 and the accent).
        let stamp = output.components(separatedBy: "node stamp\n").dropFirst().first ?? ""
        #expect(stamp.contains("group begin 0.0 duration 1.2 repeat 1.0 autoreverses false fill forwards removed false timing none"))
        #expect(stamp.contains("keyframes opacity begin 0.0 duration 1.2 repeat 1.0 autoreverses false fill forwards removed false mode linear values [241 values from 1.0 to 0.2]"))
        #expect(stamp.contains("keyframes fillColor begin 0.0 duration 1.2") && stamp.contains("to rgba(1.0,0.5333333333333333,0.0,1.0)]"))
        // A moving anchor moves the layer's position too: both sampled.
        let tri = output.components(separatedBy: "node tri\n").dropFirst().first?.components(separatedBy: "node ").first ?? ""
        #expect(tri.contains("keyframes anchorPoint begin 0.0 duration 1.2") && tri.contains("keyframes position begin 0.0 duration 1.2"))
        // steps(3, start) jumps at once: a third of the way from 45 to 50 at 0 s; position (0, 0) + anchor.
        #expect(tri.contains("values [241 values from (70.0,\(45 + (50 - 45) * (1.0 / 3))) to (70.0,50.0)]"))
        // A parameter reaches the animation's values.
        #expect(lines.contains { $0.hasPrefix("keyframes strokeColor") && $0.contains("values [rgba(0.0,0.5333333333333333,0.0,1.0) rgba(0.0,0.0,1.0,1.0)]") })
        // Retargeting: the restarted animation starts from the presented value.
        let presented = try #require(lines.last { $0.hasPrefix("presented bar opacity ") }?.split(separator: " ").last.map(String.init))
        #expect(lines.contains { $0.hasPrefix("keyframes opacity begin 0.0 duration 0.5") && $0.contains("values [\(presented) 1.0]") })
    }
}
