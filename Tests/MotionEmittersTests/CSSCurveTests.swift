import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// The keyframes the emitter writes, played as CSS plays them (segment by segment, each eased by
/// its `animation-timing-function`), against the runtime at every millisecond.
@Suite struct CSSCurveTests {
    /// What CSS shows at `t` for keyframes with offsets in seconds.
    static func play(_ keyframes: [CSSKeyframe], at t: Double) -> [Double] {
        guard let first = keyframes.first else { return [] }
        if t <= first.time { return first.values }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where t >= a.time && t < b.time {
            let g = a.easing.value(at: (t - a.time) / (b.time - a.time))
            return a.values.indices.map { a.values[$0] + (b.values[$0] - a.values[$0]) * g }
        }
        return keyframes.last?.values ?? []
    }

    /// Every channel of every node in every entry of `lowered`'s sheet, with its fit over the entry
    /// (placements and split made once per entry, as the sheet makes them).
    static func forEachFit(_ lowered: LoweredControl, _ body: (CSSEntry, Int, CSSChannel, inout CSSChannelFit, CSSElements) throws -> Void) rethrows {
        let elements = CSSElements(lowered, root: "x")
        let sheet = CSSStyleSheet(lowered, elements: elements)
        for entry in sheet.entries {
            let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks)
            let split = NodePlaybacks(entry.playback)
            for n in lowered.scene.nodes.indices {
                for channel in elements.channels(of: n) {
                    var fit = CSSChannelFit(channel: channel, node: n, playback: entry.playback, split: split, placements: placements,
                                            wraps: elements.wraps[n])
                    try body(entry, n, channel, &fit, elements)
                }
            }
        }
    }

    @Test(arguments: CSSFixture.specs + CSSFixture.fixtures)
    func keyframesFollowTheRuntime(_ name: String) throws {
        let lowered = try CSSFixture.lowered(name)
        var worst = 0.0, checked = 0
        Self.forEachFit(lowered) { entry, n, channel, fit, elements in
            let curve = fit.fit()
            let steps = Int((entry.playback.duration * 1000).rounded(.up))
            for i in 0...steps {
                let t = min(Double(i) / 1000, entry.playback.duration)
                let frame = entry.playback.frame(at: t)
                let exact = channel.values(frame, node: n, wraps: elements.wraps[n])
                let css = Self.play(curve.keyframes, at: t)
                for j in exact.indices {
                    // Colour channels are 0…255: compare them in the runtime's 0…1.
                    let scale = channel == .fillRGB || channel == .strokeRGB ? 255.0 : 1
                    let difference = abs(exact[j] - css[j]) / scale
                    worst = max(worst, difference)
                    // Rotation is in degrees: 1e-3 rad is 0.0573°.
                    #expect(difference <= (channel == .rotate ? 0.0573 : 1e-3),
                            "\(name) \(entry.source.name)->\(entry.destination.name) \(lowered.nodes[n].name).\(channel) at \(t): css \(css[j]) runtime \(exact[j])")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
        print("\(name): worst keyframe difference \(worst)")
    }

    /// A node's own timeline (its tracks only, one-node frame) shows exactly what the whole
    /// transition shows for that node.
    @Test(arguments: CSSFixture.specs + CSSFixture.fixtures)
    func nodeTimelinesEqualTheWholeTransition(_ name: String) throws {
        let lowered = try CSSFixture.lowered(name)
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        for entry in sheet.entries {
            let split = NodePlaybacks(entry.playback)
            for n in lowered.scene.nodes.indices {
                let own = split.playbacks[n]
                #expect(split.trackIndices[n] == entry.playback.timeline.tracks.indices.filter { entry.playback.timeline.tracks[$0].node == n })
                for i in 0...50 {
                    let t = entry.playback.duration * Double(i) / 50
                    #expect(own.frame(at: t)[node: 0] == entry.playback.frame(at: t)[node: n], "\(name) node \(n) at \(t)")
                }
            }
        }
    }

    /// A piece of a cubic-bézier, renormalised, is the same curve: checked against the whole curve.
    @Test(arguments: [(0.25, 0.4, 0.3, 1.6), (0.25, -0.4, 0.58, 0.88), (0.42, 0, 0.58, 1), (0.15, 0.6, 0.6, 1)])
    func bezierPiecesAreExact(_ c: (Double, Double, Double, Double)) throws {
        let curve = MotionCubicBezier(c.0, c.1, c.2, c.3)
        for (a, b) in [(0.0, 0.3), (0.3, 0.7), (0.5, 1.0), (0.1, 0.9)] {
            let ya = curve.value(at: a), yb = curve.value(at: b)
            guard let piece = CSSEasing.piece(of: curve, from: a, to: b) else { continue }
            for i in 0...100 {
                let x = Double(i) / 100
                let expected = (curve.value(at: a + (b - a) * x) - ya) / (yb - ya)
                #expect(abs(piece.value(at: x) - expected) < 1e-9, "\(c) piece \(a)…\(b) at \(x)")
            }
        }
        // The whole curve is itself.
        #expect(CSSEasing.piece(of: curve, from: 0, to: 1) == .cubicBezier(c.0, c.1, c.2, c.3))
    }

    @Test func easingText() {
        #expect(CSSEasing.cubicBezier(0.25, 0.1, 0.25, 1).css == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(CSSEasing.points([(0, 0), (0.5, 0.8), (1, 1)]).css == "linear(0 0%, 0.8 50%, 1 100%)")
        #expect(CSSEasing.steps(MotionSteps(3, .jumpStart)).css == "steps(3, jump-start)")
        #expect(CSSEasing.points([(0, 0), (0.5, 0.8), (1, 1)]).value(at: 0.75) == 0.9)
        #expect(CSSNumber.text(0.1 + 0.2) == "0.3")
        #expect(CSSNumber.text(-1e-13) == "0")
    }
}
