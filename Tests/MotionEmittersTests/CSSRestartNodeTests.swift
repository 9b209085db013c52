import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A channel's restart fitted on its node's own part of the playback (`CSSRestartFit.ofNode`, what
/// the style sheet uses) says exactly what the fit over the whole control says.
@Suite struct CSSRestartNodeTests {
    /// Three shapes whose tracks begin late without a backwards fill (their motion depends on the
    /// start), eased by a curve, an overshooting curve and a spring, and one `current` track.
    static let staggered = """
        control Staggered {
          size 30 x 10
          shape s0 {
            path oval(1, 1, 8, 8)
            stroke #1e88e5, width: 1.5, cap: round
            fill none
          }
          shape s1 {
            path oval(11, 1, 8, 8)
            stroke #1e88e5, width: 1.5, cap: round
            fill none
          }
          shape s2 {
            path oval(21, 1, 8, 8)
            stroke #1e88e5, width: 1.5, cap: round
            fill none
          }
          state off initial {
            s0.trim 0 .. 0
            s0.opacity 0.3
            s1.trim 0 .. 0
            s1.opacity 0.3
            s2.trim 0 .. 0
            s2.opacity 0.3
          }
          state on {
            s0.trim 0 .. 1
            s0.opacity 1
            s1.trim 0 .. 1
            s1.opacity 1
            s2.trim 0 .. 1
            s2.opacity 1
          }
          transition off -> on for 0.6s {
            s0.strokeEnd 0 -> 1 at 0ms for 0.4s ease-in-out
            s0.opacity 0.3 -> 1 at 0ms for 0.2s linear
            s1.strokeEnd 0 -> 1 at 10ms for 0.4s cubic-bezier(0.34, 1.56, 0.64, 1)
            s1.opacity 0.3 -> 1 at 10ms for 0.2s linear
            s2.strokeEnd 0 -> 1 at 90ms for 0.4s spring(mass: 1, stiffness: 300, damping: 30)
            s2.opacity current -> 1 at 90ms for 0.2s linear
          }
          transition on -> off for 0.6s {
            s0.strokeEnd 1 -> 0 at 0ms for 0.4s ease-in-out
            s0.opacity 1 -> 0.3 at 0ms for 0.2s linear
            s1.strokeEnd 1 -> 0 at 10ms for 0.4s cubic-bezier(0.34, 1.56, 0.64, 1)
            s1.opacity 1 -> 0.3 at 10ms for 0.2s linear
            s2.strokeEnd 1 -> 0 at 90ms for 0.4s spring(mass: 1, stiffness: 300, damping: 30)
            s2.opacity 1 -> 0.3 at 90ms for 0.2s linear
          }
        }

        """

    static func text(_ outcome: CSSRestartFit.Outcome) -> String {
        switch outcome {
        case .independent: return "independent"
        case .unsupported: return "unsupported"
        case .restart(let restart): return CSSScript.restartText(restart, keyframes: 0) + CSSScript.restartKeyframesText(restart)
        }
    }

    /// The outcomes of every moving channel of every entry, both ways, alone and from the style
    /// sheet's fit; returns how many were restarts.
    static func compare(_ lowered: LoweredControl) -> Int {
        let elements = CSSElements(lowered, root: "x")
        let sheet = CSSStyleSheet(lowered, elements: elements)
        let states = lowered.states.map(\.frame)
        var restarts = 0
        for entry in sheet.entries {
            let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks)
            let split = NodePlaybacks(entry.playback)
            for n in lowered.scene.nodes.indices {
                for channel in elements.channels(of: n) {
                    var fit = CSSChannelFit(channel: channel, node: n, playback: entry.playback, split: split, placements: placements,
                                            wraps: elements.wraps[n])
                    guard !fit.tracks.isEmpty else { continue }
                    let rest = channel.values(entry.destination.frame, node: n, wraps: elements.wraps[n])
                    let whole = CSSRestartFit(channel: channel, node: n, entry: entry, wraps: elements.wraps[n], reach: fit.reach,
                                              states: states)
                    let own = CSSRestartFit.ofNode(n, channel: channel, entry: entry, split: split, wraps: elements.wraps[n],
                                                   reach: fit.reach, states: states)
                    let alone = text(own.outcome(element: "e", rest: rest))
                    #expect(alone == text(whole.outcome(element: "e", rest: rest)), "\(entry.source.name) -> \(entry.destination.name) node \(n) \(channel)")
                    let curve = fit.fit()
                    let fromRest = text(own.outcome(element: "e", rest: rest, fromRest: (fit, curve)))
                    #expect(fromRest == text(whole.outcome(element: "e", rest: rest, fromRest: (fit, curve))),
                            "\(entry.source.name) -> \(entry.destination.name) node \(n) \(channel), from the sheet's fit")
                    if fromRest.hasPrefix("[") { restarts += 1 }
                }
            }
        }
        return restarts
    }

    @Test func staggeredShapesRestartAsTheWholeControlDoes() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "staggered.motion", text: Self.staggered))
        #expect(Self.compare(lowered) > 0)
    }

    @Test(arguments: CSSFixture.specs + CSSFixture.fixtures)
    func specsRestartAsTheWholeControlDoes(_ name: String) throws {
        _ = Self.compare(try CSSFixture.lowered(name))
    }
}
