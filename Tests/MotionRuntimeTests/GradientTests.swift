import MotionRuntime
import Testing

@Suite struct GradientTests {
    static let black = MotionColor.black, white = MotionColor.white
    static let grey = MotionGradient.linear([.init(black, at: 0), .init(white, at: 1)], from: MotionPoint(0, 0), to: MotionPoint(10, 0))

    @Test func coloursBlendBetweenStopsAndHoldOutside() {
        let g = Self.grey
        #expect(g.color(at: 0.25) == MotionColor(red: 0.25, green: 0.25, blue: 0.25))
        #expect(g.color(at: -1) == Self.black)
        #expect(g.color(at: 2) == Self.white)
        #expect(g.position(of: MotionPoint(5, 7)) == 0.5, "projected onto the line")
        let radial = MotionGradient.radial([.init(Self.black, at: 0), .init(Self.white, at: 1)], center: MotionPoint(5, 5), radius: 5)
        #expect(radial.position(of: MotionPoint(8, 9)) == 1)
    }

    @Test func aStopBeforeTheOneItFollowsMovesUpToIt() {
        // While a spline overshoots, a stop may pass the next one: drawn as SVG and Core Animation do.
        let g = MotionGradient.linear([.init(Self.black, at: 0.6), .init(Self.white, at: 0.4)], from: .zero, to: MotionPoint(1, 0))
        #expect(g.color(at: 0.5) == Self.black)
        #expect(g.color(at: 0.7) == Self.white)
    }

    @Test func gradientsOfOneStructureBlendStopByStop() {
        let red = MotionColor(red: 1, green: 0, blue: 0)
        let other = MotionGradient.linear([.init(red, at: 0.5), .init(Self.white, at: 1)], from: MotionPoint(0, 10), to: MotionPoint(10, 10))
        let half = MotionValue.gradient(Self.grey).interpolated(to: .gradient(other), at: 0.5).gradient
        #expect(half?.stops[0] == .init(MotionColor(red: 0.5, green: 0, blue: 0), at: 0.25))
        #expect(half?.start == MotionPoint(0, 5))
        #expect(Self.grey.distance(to: other) > 0)
        let three = MotionGradient.linear(Self.grey.stops + [.init(red, at: 1)], from: .zero, to: MotionPoint(1, 0))
        #expect(!Self.grey.hasSameStructure(as: three))
        #expect(Self.grey.interpolated(to: three, at: 0.4) == Self.grey, "no blend across structures: a jump half-way")
        #expect(Self.grey.interpolated(to: three, at: 0.6) == three)
    }

    @Test func framesCarryGradients() {
        var values = MotionNodeValues()
        values.fillGradient = Self.grey
        var frame = MotionFrame(nodes: [values, MotionNodeValues()])
        #expect(frame[.fillGradient, 0] == .gradient(Self.grey))
        #expect(frame.strokeGradient[1].isNone)
        frame[.strokeGradient, 1] = .gradient(Self.grey)
        #expect(frame[node: 1].strokeGradient == Self.grey)
    }
}
