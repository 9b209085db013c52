import MotionCompiler
import MotionRuntime
import Testing

/// Features the seed controls need: SVG paths, retargeting from `current`, overshooting curves,
/// start points and reversal, shadows, groups.
@Suite struct SeedShapesTests {
    @Test func checkButton() throws {
        let text = """
        control CheckButton {
          size 38 x 38
          shape ring {
            path oval(1.5, 1.5, 35, 35)
            stroke white(1, 0.3), width: 3
            fill none
          }
          shape mark {
            path svg("M 33.85 11.21 L 16.5 26.07 L 2.95 10.33 C 6.1 4.5 12 1.5 19 1.5 Z")
            stroke white, width: 3, cap: round, join: round
            fill none
            trim 0.28 .. 1
          }
          state off initial {
            mark.trim 0.28 .. 1
          }
          state on {
            mark.trim 0.038 .. 0.195
          }
          transition * -> on {
            mark.strokeStart current -> 0.038 for 0.4s cubic-bezier(0.25, 0.4, 0.3, 1.6)
            mark.strokeEnd current -> 0.195 for 0.5s cubic-bezier(0.15, 0.6, 0.6, 1)
          }
          transition * -> off {
            mark.strokeStart current -> 0.28 for 0.4s cubic-bezier(0.25, -0.4, 0.58, 0.88)
            mark.strokeEnd current -> 1 for 0.55s cubic-bezier(0.25, -0.08, 0.64, 0.1)
          }
        }

        """
        let (model, headlines) = checkDSL(text)
        #expect(headlines.isEmpty)
        let m = try #require(model)
        let mark = try #require(m.node(named: "mark")?.shape)
        #expect(mark.geometry == .svg([.move(MotionPoint(33.85, 11.21)), .line(MotionPoint(16.5, 26.07)), .line(MotionPoint(2.95, 10.33)),
                                       .cubic(control1: MotionPoint(6.1, 4.5), control2: MotionPoint(12, 1.5), to: MotionPoint(19, 1.5)), .close]))
        #expect(m.node(named: "ring")?.baseValue(.strokeColor)?.value == .color(MotionColor(red: 1, green: 1, blue: 1, alpha: 0.3)))
        #expect(m.transitions.map(\.duration) == [0.5, 0.55])
        let track = try #require(m.transitions[1].root.allTracks.first)
        #expect(track.values.first == .current)
        #expect(track.timingFunctions == [.cubicBezier(MotionCubicBezier(0.25, -0.4, 0.58, 0.88))])
    }

    @Test func shapeSwitch() throws {
        let text = """
        control ShapeSwitch {
          size 100 x 75
          let w = 80
          let r = floor(w / 3.35)
          group body {
            position (10, 20)
            shape track {
              path roundedRect(0, 0, w, 35, radius: w / 4)
              fill white(0.95)
              stroke white(0.4), width: 1
            }
            shape knob {
              path roundedRect(0, 0, 2 * r, 35, radius: r)
              fill white(0.99)
              stroke white(0.5), width: 1
              shadow black, offset: (0, 2), opacity: 0.5
              position (5, 0)
            }
          }
          state off initial {
          }
          state on {
            knob.position (w - (2 * r + 5), 0)
            track.fillColor green
          }
          transition * -> on 0.25s {
            knob.position current -> (w - (2 * r + 5), 0) default
            track.fillColor current -> green default
          }
        }

        """
        let (model, headlines) = checkDSL(text)
        #expect(headlines.isEmpty)
        let m = try #require(model)
        let track = try #require(m.node(named: "track")?.shape)
        #expect(track.geometry == .roundedRect(MotionRect(x: 0, y: 0, width: 80, height: 35), radius: 17.5)) // w/4 clamped to half the height
        let knob = try #require(m.node(named: "knob"))
        #expect(knob.shape?.geometry == .roundedRect(MotionRect(x: 0, y: 0, width: 46, height: 35), radius: 17.5))
        #expect(knob.baseValue(.shadowOpacity)?.value == .scalar(0.5))
        #expect(knob.baseValue(.shadowOffset)?.value == .point(MotionPoint(0, 2)))
        #expect(m.state(named: "on")?.value(of: "knob", .position)?.value == .point(MotionPoint(29, 0)))
        // The group's anchor is the centre of its children's bounds, each moved by its position.
        #expect(m.node(named: "body")?.baseValue(.anchor)?.value == .point(MotionPoint(40, 17.5)))
        #expect(m.allNodes.map(\.name) == ["body", "track", "knob"])
        #expect(m.state(named: "on")?.values.count == 5 + 19 + 19)
    }

    @Test func startPointsAndReversal() throws {
        let text = shapeSpec("    path roundedRect(0, 0, 10, 4, radius: 2), start: right, direction: counterclockwise, reversed")
        let m = try #require(checkDSL(text).model)
        let a = try #require(m.node(named: "a")?.shape)
        #expect(a.start == .right && a.direction == .counterclockwise && a.reversed)
        let angled = try #require(checkDSL(shapeSpec("    path oval(0, 0, 10, 10), start: 0.25turn")).model?.node(named: "a")?.shape)
        #expect(angled.start == .angle(Double.pi / 2) && angled.direction == nil && !angled.reversed)
    }
}
