import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Tracks, options, groups, cues and reduced motion.
@Suite struct DSLTransitionTests {
    /// The items of the one transition in `body` (written inside `transition a -> b {`).
    func items(_ body: String, header: String = "a -> b") -> [TransitionItem] {
        dslControl(inControl("  transition \(header) {\n" + body + "  }\n"))?.transitions.first?.items ?? []
    }

    func track(_ line: String) -> TrackDecl? {
        guard case .track(let t) = items("    " + line + "\n").first else { return nil }
        return t
    }

    @Test func aModeBeforeTheValuesAndATimingFunctionAfterThem() throws {
        let moded = try #require(track("x.opacity linear [0, 1]"))
        #expect(moded.mode?.name == "linear")
        #expect(moded.values.map(\.kind) == [.number(0, unit: nil), .number(1, unit: nil)])
        #expect(moded.options.timing == nil)
        let timed = try #require(track("x.opacity 0 -> 1 linear"))
        #expect(timed.mode == nil)
        #expect(timed.options.timing?.map(\.kind) == [.name("linear")])
        #expect(timed.options.timingIsList == false)
        // Followed by an arrow, a mode word is a value.
        let value = try #require(track("x.fillColor linear -> red"))
        #expect(value.mode == nil)
        #expect(value.values.map(\.kind) == [.name("linear"), .name("red")])
    }

    @Test func everyOptionInAnyOrder() throws {
        let t = try #require(track("x.opacity cubic [0, 1, 0] autoreverse repeat forever fill forwards timing [ease-in, ease-out] for 0.2s at 0.1s keys [0, 0.5, 1]"))
        #expect(t.mode?.name == "cubic")
        #expect(t.values.count == 3)
        #expect(t.options.begin?.kind == .number(0.1, unit: .seconds))
        #expect(t.options.duration?.kind == .number(0.2, unit: .seconds))
        #expect(t.options.keyTimes?.map(\.kind) == [.number(0, unit: nil), .number(0.5, unit: nil), .number(1, unit: nil)])
        #expect(t.options.keyTimesSpan != nil)
        #expect(t.options.timing?.map(\.kind) == [.name("ease-in"), .name("ease-out")])
        #expect(t.options.timingIsList)
        #expect(t.options.fill?.name == "forwards")
        #expect(t.options.repeatCount?.kind == .name("forever"))
        #expect(t.options.autoreverse != nil)
    }

    @Test func aTimingListOfOneIsStillAList() throws {
        let t = try #require(track("x.opacity 0 -> 1 timing [ease]"))
        #expect(t.options.timing?.count == 1)
        #expect(t.options.timingIsList)
    }

    @Test func retargetingAndCurves() throws {
        let t = try #require(track("mark.strokeStart  current -> 0.038 for 0.4s  cubic-bezier(0.25, 0.4, 0.3, 1.6)"))
        #expect(t.values.first?.kind == .name("current"))
        guard case .call(let f, let args)? = t.options.timing?.first?.kind else { Issue.record("no curve"); return }
        #expect(f.name == "cubic-bezier")
        #expect(args.count == 4)
        let spring = try #require(track("x.scale 1 -> 2 spring(mass: 1, stiffness: 100, damping: 10)"))
        guard case .call(_, let springArgs)? = spring.options.timing?.first?.kind else { Issue.record("no spring"); return }
        #expect(springArgs.map { $0.label?.name } == ["mass", "stiffness", "damping"])
    }

    @Test func staggeredInstances() throws {
        let t = try #require(track("star[i].scale 1 -> 1.5 -> 1 at 0.1s * i for 0.1s"))
        #expect(t.target.node.name == "star")
        #expect(t.target.index?.kind == .name("i"))
        #expect(t.values.count == 3)
        guard case .binary(.multiply, let time, let i)? = t.options.begin?.kind else { Issue.record("begin"); return }
        #expect(time.kind == .number(0.1, unit: .seconds))
        #expect(i.kind == .name("i"))
    }

    @Test func groupsCuesAndReducedMotion() throws {
        let all = items("""
                group for 0.3s {
                  x.opacity 0 -> 1
                }
                group linear {
                  x.opacity 0 -> 1
                }
                group knob at 0.1s {
                  group {
                    x.opacity 0 -> 1
                  }
                }
                cue haptic at 0s
                cue click
                reduced crossfade for 0.2s
                reduced instant

            """)
        #expect(all.count == 7)
        guard case .group(let unnamed) = all[0], case .group(let timed) = all[1], case .group(let knob) = all[2],
              case .cue(let haptic) = all[3], case .cue(let click) = all[4],
              case .reducedMotion(let fade) = all[5], case .reducedMotion(let instant) = all[6] else {
            Issue.record("item kinds: \(all)"); return
        }
        #expect(unnamed.name == nil)
        #expect(unnamed.options.duration?.kind == .number(0.3, unit: .seconds))
        #expect(timed.name == nil)
        #expect(timed.options.timing?.map(\.kind) == [.name("linear")])
        #expect(knob.name?.name == "knob")
        #expect(knob.options.begin?.kind == .number(0.1, unit: .seconds))
        if case .group(let inner) = knob.items.first { #expect(inner.items.count == 1) } else { Issue.record("inner group") }
        #expect(haptic.name.name == "haptic")
        #expect(haptic.time?.kind == .number(0, unit: .seconds))
        #expect(click.time == nil)
        #expect(fade.style.name == "crossfade")
        #expect(fade.duration?.kind == .number(0.2, unit: .seconds))
        #expect(instant.duration == nil)
    }

    @Test func aShapeNamedLikeAKeywordIsATrackTarget() throws {
        let all = items("    group.opacity 0 -> 1\n    cue[2].scale 1 -> 2\n")
        guard case .track(let a) = all.first, case .track(let b) = all.last else { Issue.record("not tracks"); return }
        #expect(a.target.node.name == "group")
        #expect(b.target.node.name == "cue")
        #expect(b.target.index?.kind == .number(2, unit: nil))
    }

    @Test func transitionHeaders() throws {
        let wildcard = try #require(dslControl(inControl("  transition * -> on 0.3s ease-in {\n  }\n"))?.transitions.first)
        #expect(wildcard.isWildcard)
        #expect(wildcard.to.name == "on")
        #expect(wildcard.options.duration?.kind == .number(0.3, unit: .seconds))
        #expect(wildcard.options.timing?.map(\.kind) == [.name("ease-in")])
        let written = try #require(dslControl(inControl("  transition a -> b for 300ms repeat 2 autoreverse {\n  }\n"))?.transitions.first)
        #expect(written.options.duration?.kind == .number(300, unit: .milliseconds))
        #expect(written.options.repeatCount?.kind == .number(2, unit: nil))
        #expect(written.options.autoreverse != nil)
        let bare = try #require(dslControl(inControl("  transition a -> b {\n  }\n"))?.transitions.first)
        #expect(bare.options == .none)
    }

    @Test func trackSpansCoverTheLine() throws {
        let text = inControl("  transition a -> b {\n    x.opacity 0 -> 1 for 0.3s // note\n  }\n")
        let file = SourceFile(path: "t.motion", text: text)
        let (spec, _) = DSLParser.parse(file)
        guard case .track(let t)? = spec?.control.transitions.first?.items.first else { Issue.record("no track"); return }
        #expect(file.text(of: t.span) == "x.opacity 0 -> 1 for 0.3s")
        #expect(file.text(of: t.target.span) == "x.opacity")
    }
}
