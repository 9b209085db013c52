import MotionCompiler
import MotionRuntime
import Testing

/// Repeats expand to instances; `star[i]` in states and tracks means every instance with `i` bound.
@Suite struct RepeatTests {
    let text = """
    control Stars {
      size 100 x 50
      let w = 100
      repeat star[i] in 0 ..< 3 {
        let s = [(0.5, 0.2), (0.6, 0.4), (0.7, 0.1)][i]
        path oval(s.0 * w, s.1 * 50, 4, 4)
        fill white
      }
      state off initial {
        star[i].opacity 0.25 * i
      }
      state on {
        star[2].opacity 1
      }
      transition off -> on 0.7s {
        star[i].scale 1 -> 1.5 -> 1 at 0.1s * i for 0.1s
        cue haptic at 0.05s
        reduced crossfade for 0.25s
      }
    }

    """

    @Test func instances() throws {
        let (model, headlines) = checkDSL(text)
        // No track brings the stars' opacity from state off to state on (MS2048).
        #expect(headlines == (0..<3).map { i in
            "t.motion:15:3: warning: transition off -> on ends with star[\(i)].opacity \(["0", "0.25", "0.5"][i]), but state 'on' has 1 [MS2048]"
        })
        let m = try #require(model)
        #expect(m.nodes.map(\.name) == ["star[0]", "star[1]", "star[2]"])
        #expect(m.repeats == [RepeatModel(name: "star", indices: [0, 1, 2], span: m.repeats.first?.span ?? .synthesized)])
        #expect(m.nodes[1].repeatInfo == RepeatInstance(name: "star", index: 1, count: 3))
        #expect(m.nodes[1].shape?.geometry == .oval(MotionRect(x: 60, y: 20, width: 4, height: 4)))
        #expect(m.nodes[1].baseValue(.anchor)?.value == .point(MotionPoint(62, 22)))
        #expect(m.nodes[0].baseValue(.fillColor)?.value == .color(MotionColor(red: 1, green: 1, blue: 1)))
    }

    @Test func statesPerInstance() throws {
        let m = try #require(checkDSL(text).model)
        let off = try #require(m.state(named: "off")), on = try #require(m.state(named: "on"))
        #expect(off.value(of: "star[0]", .opacity)?.value == .scalar(0))
        #expect(off.value(of: "star[2]", .opacity)?.value == .scalar(0.5))
        #expect(on.value(of: "star[2]", .opacity)?.value == .scalar(1))
        #expect(on.value(of: "star[1]", .opacity)?.value == .scalar(1)) // the base value
    }

    @Test func staggeredTracks() throws {
        let m = try #require(checkDSL(text).model)
        let t = try #require(m.transitions.first)
        let tracks = t.root.allTracks
        #expect(tracks.map(\.node) == ["star[0]", "star[1]", "star[2]"])
        #expect(tracks.map(\.timing.begin) == [0, 0.1, 0.2])
        #expect(tracks.allSatisfy { $0.timing.duration == 0.1 && $0.keyTimes == [0, 0.5, 1] })
        #expect(tracks[0].values == [.value(BoundValue(.point(MotionPoint(1, 1)))), .value(BoundValue(.point(MotionPoint(1.5, 1.5)))),
                                     .value(BoundValue(.point(MotionPoint(1, 1))))])
        #expect(t.cues == [CueModel(name: "haptic", time: 0.05, span: t.cues.first?.span ?? .synthesized)])
        #expect(t.reducedMotion == .crossfade(duration: 0.25))
    }

    @Test func transitionWithoutDurationLastsUntilItsLastTrack() throws {
        let text = withPrelude("  transition off -> on {\n    a.opacity 0 -> 1 at 0.1s for 0.2s repeat 2\n    a.rotation 0deg -> 90deg for 0.1s ease-in\n  }")
        let m = try #require(checkDSL(text).model)
        let t = try #require(m.transitions.first)
        #expect(abs(t.duration - 0.5) < 1e-12)
        #expect(t.root.allTracks[1].timingFunctions == [.cubicBezier(MotionCubicBezier(0.42, 0, 1, 1))])
    }

    @Test func keyTimesInSeconds() throws {
        let text = trackSpec("    a.opacity [0, 1, 0] keys [0s, 75ms, 0.3s]")
        let m = try #require(checkDSL(text).model)
        let keys = try #require(m.transitions.first?.root.allTracks.first?.keyTimes)
        #expect(keys.count == 3 && keys[0] == 0 && abs(keys[1] - 0.25) < 1e-12 && abs(keys[2] - 1) < 1e-12)
    }

    @Test func currentAndParamValues() throws {
        let text = """
        control T {
          size 10 x 10
          param tint = #336699
          shape a {
            path rect(0, 0, 10, 10)
            fill tint
          }
          state off initial {
          }
          state on {
            a.fillColor white
          }
          transition * -> on 0.2s {
            a.fillColor current -> tint
          }
        }

        """
        let (model, headlines) = checkDSL(text)
        #expect(headlines == ["t.motion:14:5: warning: transition * -> on (from 'off') ends with a.fillColor (0.2, 0.4, 0.6, 1), but state 'on' has (1, 1, 1, 1) [MS2048]"])
        let m = try #require(model)
        #expect(m.node(named: "a")?.baseValue(.fillColor)?.param == "tint")
        let track = try #require(m.transitions.first?.root.allTracks.first)
        #expect(m.transitions.first?.from == nil)
        #expect(track.values.first == .current)
        #expect(track.values.last == .value(BoundValue(.color(MotionColor(red: 0.2, green: 0.4, blue: 0.6)), param: "tint")))
    }
}

@Suite struct TransitionLookupTests {
    @Test func specificBeforeWildcard() throws {
        let text = withPrelude("  transition * -> on 0.2s { }\n  transition off -> on 0.3s { }\n  transition * -> off 0.4s { }")
        let m = try #require(checkDSL(text).model)
        #expect(m.transition(from: "off", to: "on")?.duration == 0.3)
        #expect(m.transition(from: "on", to: "on")?.duration == 0.2)
        #expect(m.transition(from: "on", to: "off")?.duration == 0.4)
    }
}
