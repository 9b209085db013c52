import Testing

/// The suite's own yardsticks, on cases worked out by hand.
@Suite struct ConformanceCompareTests {
    @Test func runtimeTrimClampsAndWraps() {
        // Core Animation: ends clamped to 0…1, nothing when start ≥ end.
        #expect(VisibleTrim.runtime(start: -0.2, end: 1.3, offset: 0) == .piece(start: 0, length: 1))
        #expect(VisibleTrim.runtime(start: 0.5, end: 0.5, offset: 0) == .nothing)
        #expect(VisibleTrim.runtime(start: 0.7, end: 0.2, offset: 0) == .nothing)
        // The offset moves the piece round the path: 0.25 + 0.9 wraps to 0.15.
        #expect(VisibleTrim.runtime(start: 0.25, end: 0.5, offset: 0.9) == .piece(start: 0.25 + 0.9 - 1, length: 0.25))
    }

    @Test func trimDistanceIsCircularAndSeesDots() {
        let a = VisibleTrim.piece(start: 0.99, length: 0.2), b = VisibleTrim.piece(start: 0.01, length: 0.2)
        #expect(abs(a.distance(to: b) - 0.02) < 1e-12)
        // A whole stroke has no start to compare.
        #expect(VisibleTrim.piece(start: 0, length: 1).distance(to: .piece(start: 0.4, length: 1)) == 0)
        #expect(VisibleTrim.nothing.distance(to: .dot) == 1)
        #expect(VisibleTrim.nothing.distance(to: .piece(start: 0.3, length: 0.0004)) == 0.0004)
    }

    @Test func nodesAreFoundByTheTargetsNames() {
        let ids = ["day-night-switch", "day-night-switch-star-3", "day-night-switch-star-3-fill", "day-night-switch-knob"]
        #expect(NodeNames.match("star[3]", in: ids) == "day-night-switch-star-3")
        #expect(NodeNames.match("knob", in: ids) == "day-night-switch-knob")
        #expect(NodeNames.match("moon", in: ids) == nil)
        #expect(NodeNames.match("innerRing", in: ["c-inner-ring"]) == "c-inner-ring")
    }

    @Test func failingCellNamesSpecPropertyTimeAndBothValues() {
        var cell = ConformanceCell(.css)
        cell.record(ConformanceMeasurement(error: 0.5, allowed: 1e-3, property: "knob.opacity", time: 0.25, runtime: "1", target: "0.5"))
        #expect(!cell.passes)
        let text = cell.failure(spec: "retarget", title: "off -> on")
        #expect(text == "retarget off -> on [css]: knob.opacity at t=0.25s: runtime 1, css 0.5 (error 0.5 > 0.001)")
        var iou = ConformanceCell(.thorvg)
        iou.record(ConformanceMeasurement(error: 0.971, allowed: 0.97, property: "frame 3", time: 0.05, runtime: "", target: ""))
        #expect(iou.passes)
    }
}
