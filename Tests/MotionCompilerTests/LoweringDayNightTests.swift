import MotionCompiler
import MotionRuntime
import Testing

/// The day/night switch (seed 001): seven star nodes, twinkling 0.1 s apart about their own centres.
@Suite struct LoweringDayNightTests {
    /// (left, top, diameter) as fractions of the width, the height and x = 5% of the height.
    static let stars: [(Double, Double, Double)] = [
        (0.5, 0.16, 1), (0.62, 0.33, 0.6), (0.7, 0.15, 1), (0.83, 0.39, 1.4), (0.7, 0.54, 0.8), (0.52, 0.73, 1.3), (0.82, 0.66, 1.1),
    ]

    @Test func starsAreNodesOfTheirOwn() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        #expect(lowered.nodes.map(\.name) == ["track", "border"] + (0..<7).map { "star[\($0)]" } + ["knob"])
        #expect(lowered.nodes[2...8].map { $0.repeatInfo?.index } == Array(0..<7))
    }

    @Test func starsTwinkleOneTenthOfASecondApart() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        let night = try #require(lowered.transition(from: "on", to: "off"))
        let playback = night.starting(from: try #require(lowered.state(named: "on")).frame)
        for i in 0..<7 {
            let star = try #require(lowered.nodeIndex(named: "star[\(i)]"))
            let begin = 0.1 * Double(i)
            func scale(_ t: Double) -> MotionRuntime.MotionPoint { playback.frame(at: t).scale[star] }
            #expect(scale(begin) == MotionRuntime.MotionPoint(1, 1), "star[\(i)] at its begin")
            if i > 0 { #expect(scale(begin - 0.01) == MotionRuntime.MotionPoint(1, 1), "star[\(i)] before its begin") }
            #expect(scale(begin + 0.01).x > 1, "star[\(i)] has left 1 just after its begin")
            let peak = scale(begin + 0.05)
            #expect(abs(peak.x - 1.5) < 1e-9 && abs(peak.y - 1.5) < 1e-9, "star[\(i)] peaks at 1.5")
            let back = scale(begin + 0.1)
            #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9, "star[\(i)] is back to 1")
        }
    }

    @Test func starsScaleAboutTheirOwnCentres() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        let night = try #require(lowered.transition(from: "on", to: "off"))
        let playback = night.starting(from: try #require(lowered.state(named: "on")).frame)
        let unit = 50 * 0.05
        for (i, s) in Self.stars.enumerated() {
            let star = try #require(lowered.nodeIndex(named: "star[\(i)]"))
            let frame = playback.frame(at: 0.1 * Double(i) + 0.05)
            let radius = s.2 * unit / 2
            let centre = MotionRuntime.MotionPoint(s.0 * 100 + radius, s.1 * 50 + radius)
            let moved = lowered.scene.transform(ofNode: star, in: frame).apply(centre)
            #expect(abs(moved.x - centre.x) < 1e-9 && abs(moved.y - centre.y) < 1e-9, "star[\(i)]'s centre stays put")
            // A point on the rim moves out by half the radius.
            let rim = lowered.scene.transform(ofNode: star, in: frame).apply(MotionRuntime.MotionPoint(centre.x + radius, centre.y))
            #expect(abs(rim.x - (centre.x + 1.5 * radius)) < 1e-9)
        }
    }
}
