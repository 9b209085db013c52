#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// The flat switch checks clean, and its model holds the numbers the spec says.
@Suite struct FlatSwitchModelTests {
    let model: ControlModel?
    let headlines: [String]

    init() { (model, headlines) = checkDSL(flatSwitchFixture, path: "flat-switch.motion") }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func checksClean() {
        #expect(headlines.isEmpty)
        #expect(model != nil)
    }

    @Test func headerAndParams() throws {
        let m = try #require(model)
        #expect(m.name == "FlatSwitch")
        #expect(m.description == "A ring that unwinds into a checkmark")
        #expect(m.width == 50 && m.height == 50)
        #expect(m.params.map(\.name) == ["strokeColor", "trailStrokeColor", "lineWidth"])
        #expect(m.params.map(\.kind) == [.color, .color, .number])
        #expect(m.params[0].defaultValue == .color(MotionColor(red: 1, green: 0, blue: 0)))
        #expect(m.params[1].defaultValue == .color(MotionColor(red: 0, green: 1, blue: 0)))
        #expect(m.params[2].defaultValue == .scalar(4))
        #expect(m.initialState == "off")
    }

    @Test func shapes() throws {
        let m = try #require(model)
        #expect(m.nodes.map(\.name) == ["trail", "circle", "checkmark"])
        let circle = try #require(m.node(named: "circle"))
        #expect(circle.shape?.geometry == .oval(MotionRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(circle.shape?.lineCap == .round)
        #expect(circle.shape?.lineJoin == .round)
        guard case .scalar(let rotation)? = circle.baseValue(.rotation)?.value else { Issue.record("no rotation"); return }
        #expect(near(rotation, 212 * Double.pi / 180))
        #expect(circle.baseValue(.anchor)?.value == .point(MotionPoint(25, 25)))
        #expect(circle.baseValue(.strokeColor) == BoundValue(.color(MotionColor(red: 1, green: 0, blue: 0)), param: "strokeColor"))
        #expect(circle.baseValue(.lineWidth) == BoundValue(.scalar(4), param: "lineWidth"))
        #expect(circle.baseValue(.fillColor)?.value == .color(.clear))
        let trail = try #require(m.node(named: "trail"))
        #expect(trail.baseValue(.strokeColor)?.param == "trailStrokeColor")

        let check = try #require(m.node(named: "checkmark"))
        guard case .polyline(let points)? = check.shape?.geometry, points.count == 3 else { Issue.record("not a polyline"); return }
        let a = 212 * Double.pi / 180, b = 320 * Double.pi / 180
        #expect(near(points[0].x, 25 + 25 * cos(a)) && near(points[0].y, 25 + 25 * sin(a)))
        #expect(points[1] == MotionPoint(22.5, 35))
        #expect(near(points[2].x, 25 + 25 * cos(b)) && near(points[2].y, 25 + 25 * sin(b)))
    }

    @Test func states() throws {
        let m = try #require(model)
        #expect(m.states.map(\.name) == ["off", "on"])
        let off = try #require(m.state(named: "off")), on = try #require(m.state(named: "on"))
        #expect(off.isInitial && !on.isInitial)
        #expect(off.value(of: "checkmark", .strokeStart)?.value == .scalar(0))
        #expect(off.value(of: "checkmark", .strokeEnd)?.value == .scalar(0))
        #expect(off.value(of: "circle", .strokeEnd)?.value == .scalar(1))
        #expect(off.value(of: "trail", .opacity)?.value == .scalar(0))
        #expect(on.value(of: "checkmark", .strokeStart)?.value == .scalar(0.3))
        #expect(on.value(of: "checkmark", .strokeEnd)?.value == .scalar(0.85))
        #expect(on.value(of: "circle", .strokeEnd)?.value == .scalar(0))
        #expect(on.value(of: "trail", .opacity)?.value == .scalar(1))
        // Unset properties keep the base: the trail's width is the param.
        #expect(on.value(of: "trail", .lineWidth)?.param == "lineWidth")
        // Full table: 3 shapes × 19 properties (the path, the dash phase and the two gradients last), node by node in the fixed order.
        #expect(off.values.count == 57)
        #expect(off.values.prefix(3).map(\.property) == [.strokeStart, .strokeEnd, .trimOffset])
        #expect(off.values.map(\.node).first == "trail" && off.values.map(\.node).last == "checkmark")
    }

    @Test func offToOn() throws {
        let m = try #require(model)
        #expect(m.transitions.count == 2)
        let t = m.transitions[0]
        #expect(t.from == "off" && t.to == "on")
        #expect(t.duration == 0.3)
        #expect(t.root.children.count == 3)
        guard case .group(let checkGroup) = t.root.children[0], case .group(let circleGroup) = t.root.children[1],
              case .track(let trail) = t.root.children[2] else { Issue.record("unexpected tree"); return }
        #expect(checkGroup.name == "checkmark" && checkGroup.timing.duration == 0.3 && checkGroup.timingFunction == .linear)
        let tracks = checkGroup.allTracks
        #expect(tracks.map(\.property) == [.strokeEnd, .strokeStart])
        #expect(tracks.map(\.mode) == [.paced, .paced])
        #expect(tracks[0].values == [0, 0.95, 0.85].map { .value(BoundValue(.scalar($0))) })
        #expect(tracks[0].keyTimes == nil)
        #expect(tracks[0].timing.begin == 0 && tracks[0].timing.duration == 0.3)
        #expect(tracks[1].timing.begin == 0.15 && tracks[1].timing.duration == 0.15)
        let circle = try #require(circleGroup.allTracks.first)
        #expect(circle.node == "circle" && circle.property == .strokeEnd)
        #expect(circle.values == [.value(BoundValue(.scalar(1))), .value(BoundValue(.scalar(-0.1)))])
        #expect(circle.keyTimes == [0, 1])
        #expect(circle.timing.duration == 0.15)
        #expect(trail.node == "trail" && trail.timingFunctions == [.linear] && trail.timing.duration == 0.3)
    }

    @Test func onToOff() throws {
        let m = try #require(model)
        let t = m.transitions[1]
        #expect(t.from == "on" && t.to == "off")
        let tracks = t.root.allTracks
        #expect(tracks.map(\.node) == ["checkmark", "checkmark", "circle", "trail"])
        #expect(tracks[1].timing.begin == 0 && tracks[1].timing.duration == 0.15)
        #expect(tracks[2].timing.begin == 0.15 && tracks[2].timing.duration == 0.15)
        #expect(tracks[3].values == [.value(BoundValue(.scalar(1))), .value(BoundValue(.scalar(0)))])
    }
}
