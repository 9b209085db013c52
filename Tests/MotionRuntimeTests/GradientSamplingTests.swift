import Testing
@testable import MotionRuntime

/// A gradient animated into one frame again and again writes into the frame's own stops (so it
/// allocates nothing) and shows exactly what a new frame would.
@Suite struct GradientSamplingTests {
    static let dawn = MotionGradient.linear([MotionGradient.Stop(MotionColor(red: 1, green: 0.5, blue: 0, alpha: 1), at: 0),
                                             MotionGradient.Stop(MotionColor(red: 0, green: 0, blue: 1, alpha: 1), at: 1)],
                                            from: MotionPoint(0, 0), to: MotionPoint(0, 10))
    static let dusk = MotionGradient.linear([MotionGradient.Stop(MotionColor(red: 0.2, green: 0, blue: 0.4, alpha: 1), at: 0.25),
                                             MotionGradient.Stop(MotionColor(red: 1, green: 1, blue: 1, alpha: 0.5), at: 0.75)],
                                            from: MotionPoint(10, 0), to: MotionPoint(0, 10))
    static let glow = MotionGradient.radial([MotionGradient.Stop(.clear, at: 0)], center: MotionPoint(5, 5), radius: 5)

    static let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.5, fill: .forwards), children: [
        .track(MotionTrack(node: 1, property: .fillGradient,
                           keyframes: MotionKeyframes([.gradient(dawn), .gradient(dusk)], timingFunctions: [.easeInOut]),
                           timing: MotionTiming(duration: 0.5))),
        .track(MotionTrack(node: 0, property: .strokeGradient, keyframes: MotionKeyframes([.gradient(dusk), .gradient(dawn)]),
                           timing: MotionTiming(begin: 0.1, duration: 0.3))),
    ]))

    static var base: MotionFrame {
        var base = MotionFrame(nodeCount: 2)
        base.fillGradient[0] = dawn
        base.fillGradient[1] = dawn
        base.strokeGradient[0] = glow
        return base
    }

    static func stops(_ gradient: MotionGradient) -> UnsafeRawPointer? {
        gradient.stops.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func anAnimatedGradientWritesIntoTheFramesOwnStops() {
        let base = Self.base
        var frame = base
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        let owned = Self.stops(frame.fillGradient[1])
        #expect(owned != Self.stops(base.fillGradient[1]))
        for i in 0...40 {
            let t = Double(i) / 60
            Self.timeline.sample(at: t, base: base, into: &frame)
            #expect(Self.stops(frame.fillGradient[1]) == owned, "at \(t) s the blend wrote elsewhere")
            #expect(frame == Self.timeline.frame(at: t, base: base), "at \(t) s")
        }
        // Outside the stroke track the base's radial gradient shows again, whole.
        Self.timeline.sample(at: 0.05, base: base, into: &frame)
        #expect(frame.strokeGradient[0] == Self.glow)
        #expect(base.fillGradient[1] == Self.dawn)
        #expect(Self.timeline.tracks[0].keyframes.values[0] == .gradient(Self.dawn))
    }

    @Test func theBlendInPlaceIsTheBlend() {
        for t in [0.0, 0.3, 0.5, 1.0] {
            var gradient = Self.dawn
            gradient.assignBlend(Self.dawn, Self.dusk, at: t)
            #expect(gradient == Self.dawn.interpolated(to: Self.dusk, at: t), "at \(t)")
        }
        var gradient = Self.dawn
        gradient.assignBlend(Self.dawn, Self.glow, at: 0.75)
        #expect(gradient == Self.glow, "gradients of other structures jump half-way")
        gradient.assignStops(from: Self.dusk)
        #expect(gradient == Self.dusk)
    }
}
