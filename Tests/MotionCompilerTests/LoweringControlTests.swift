import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// What the lowered control holds besides the timelines: paths, styles, params and their uses,
/// states, cues, spans.
@Suite struct LoweringControlTests {
    @Test func pathsHaveTheirStartRuleAndReversalApplied() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        let border = try #require(lowered.nodeIndex(named: "border"))
        let path = lowered.scene.nodes[border].path
        // `start: right, reversed`: starts at the middle of the right side, runs counterclockwise
        // on screen (up first, y down).
        let first = try #require(path.subpaths.first)
        #expect(abs(first.start.x - 100) < 1e-9 && abs(first.start.y - 25) < 1e-9)
        let next = try #require(first.cubics.first?.p3)
        #expect(next.y < 25)
        // An oval starts at 3 o'clock and runs clockwise (down first).
        let knob = try #require(lowered.nodeIndex(named: "knob"))
        let oval = try #require(lowered.scene.nodes[knob].path.subpaths.first)
        #expect(abs(oval.start.x - 42) < 1e-9 && abs(oval.start.y - 21) < 1e-9)
        #expect(try #require(oval.cubics.first?.p3).y > 21)
    }

    @Test func stylesAndBaseValues() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        #expect(lowered.name == "FlatSwitch" && lowered.width == 50 && lowered.height == 50)
        #expect(lowered.description == "A ring that unwinds into a checkmark")
        #expect(lowered.nodes.map(\.style) == Array(repeating: StrokeStyle(lineCap: .round, lineJoin: .round, miterLimit: 10), count: 3))
        let circle = try #require(lowered.nodeIndex(named: "circle"))
        #expect(lowered.scene.nodes[circle].base.lineWidth == 4)
        #expect(lowered.scene.nodes[circle].base.anchor == MotionRuntime.MotionPoint(25, 25))
        #expect(lowered.initialState == "off")
        #expect(lowered.states.map(\.isInitial) == [true, false])
    }

    @Test func paramsListEveryPlaceTheyShow() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        #expect(lowered.params.map(\.name) == ["strokeColor", "trailStrokeColor", "lineWidth"])
        let stroke = try #require(lowered.params.first)
        #expect(stroke.kind == .color && stroke.defaultValue == .color(MotionColor(red: 1, green: 0, blue: 0)))
        let circle = try #require(lowered.nodeIndex(named: "circle")), checkmark = try #require(lowered.nodeIndex(named: "checkmark"))
        // Base values of both shapes, and both states' tables (which hold the base values).
        #expect(stroke.uses.contains(ParamUse(node: circle, property: .strokeColor, place: .base)))
        #expect(stroke.uses.contains(ParamUse(node: checkmark, property: .strokeColor, place: .base)))
        #expect(stroke.uses.contains(ParamUse(node: checkmark, property: .strokeColor, place: .state(1))))
        let width = try #require(lowered.params.last)
        #expect(width.kind == .number && width.uses.filter { $0.place == .base }.count == 3)

        // A param used as a keyframe value.
        let shape = try lowerSpec("shape-switch.motion")
        let on = try #require(shape.params.first { $0.name == "onColor" })
        let track = try #require(shape.nodeIndex(named: "track"))
        let toOn = try #require(shape.transitions.firstIndex { $0.to == "on" })
        let keyframeUses = on.uses.filter { if case .keyframe = $0.place { return true } else { return false } }
        #expect(keyframeUses.count == 1)
        let use = try #require(keyframeUses.first)
        #expect(use.node == track && use.property == .fillColor)
        if case let .keyframe(transition, trackIndex, value) = use.place {
            #expect(transition == toOn && value == 1)
            #expect(shape.transitions[toOn].timeline.tracks[trackIndex].property == .fillColor)
        }
    }

    @Test func transitionsKeepCuesSpansAndReducedMotion() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        let night = try #require(lowered.transition(from: "on", to: "off"))
        #expect(night.title == "on -> off" && night.duration == 0.7)
        #expect(night.cues.map(\.name) == ["haptic", "stateChanged"])
        #expect(night.reducedMotion == .crossfade(duration: 0.2))
        // 5 single tracks, then opacity and scale for each of the seven stars.
        #expect(night.timeline.tracks.count == 5 + 7 + 7)
        #expect(night.trackSpans.count == night.timeline.tracks.count)
        // Staggered begins, resolved per instance.
        let scales = night.timeline.tracks.filter { $0.property == .scale }
        #expect(scales.map(\.timing.begin).enumerated().allSatisfy { abs($1 - 0.1 * Double($0)) < 1e-12 })
        // A `*` transition serves any source; the check button's starts from what is on screen.
        let check = try lowerSpec("check-button.motion")
        #expect(check.transition(from: "off", to: "on")?.from == nil)
        #expect(check.transitions.allSatisfy { $0.timeline.tracks.allSatisfy(\.startsFromCurrent) })
    }

    @Test func theTreeAndTheFlatTimelineHoldTheSameTracks() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        for transition in lowered.transitions {
            func tracks(_ group: MotionTrackGroup) -> [MotionTrack] {
                group.children.flatMap { child -> [MotionTrack] in
                    switch child {
                    case .track(let t): return [t]
                    case .group(let g): return tracks(g)
                    }
                }
            }
            #expect(tracks(transition.root) == transition.timeline.tracks)
            // The root, then the checkmark and circle groups of the spec, linear, 0.3 s.
            #expect(transition.root.timing.duration == 0.3 && transition.root.timing.fill == .forwards)
            let groups = transition.root.children.compactMap { child -> MotionTrackGroup? in
                if case .group(let g) = child { return g } else { return nil }
            }
            #expect(groups.count == 2 && groups.allSatisfy { $0.timingFunction == .linear && $0.timing.duration == 0.3 })
        }
    }

    @Test func samplingIntoAReusedFrameMatchesFreshFrames() throws {
        let lowered = try lowerSpec("day-night-switch.motion")
        let playback = try #require(lowered.transition(from: "on", to: "off")).starting(from: try #require(lowered.state(named: "on")).frame)
        var frame = playback.base
        for t in every25ms(through: 0.8) {
            playback.sample(at: t, into: &frame)
            #expect(frame == playback.frame(at: t))
        }
    }
}
