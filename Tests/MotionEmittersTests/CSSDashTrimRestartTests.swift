import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A dashed stroke's trim, drawn through a mask, restarts from the screen (`backends.md` finding 69):
/// the mask's dash array and offset and the pattern's phase at the trim's start are channels the
/// script reads and plays from any start (`CSSRestart.kind`), each proven from starts shifted within the
/// trim's 0…1 (`CSSRestartFit.clampsTrimEnd`) along the properties a start can move.
@Suite struct CSSDashTrimRestartTests {
    static let path = "Tests/Fixtures/conformance/dash-trim-late-restart.motion"

    struct Case {
        let node: Int
        let channel: CSSChannel
        let part: CSSPart
    }

    /// `grow`'s end moves (the mask's dash array), `slide`'s start (the mask's dash offset and the
    /// dashed stroke's phase at the trim's start), `ring`'s end on a closed path.
    static let cases = [Case(node: 0, channel: .dashArray, part: .trim), Case(node: 1, channel: .dashOffset, part: .trim),
                        Case(node: 1, channel: .trimmedDashPhase, part: .stroke), Case(node: 2, channel: .dashArray, part: .trim)]

    @Test(arguments: [("off", "on"), ("on", "off")])
    func aWayBackPlaysFromWhatTheInterruptLeft(from: String, to: String) throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile(Self.path))
        let elements = CSSElements(lowered, root: "x")
        var sheet = CSSStyleSheet(lowered, elements: elements)
        _ = sheet.text() // finds the restarts
        // The interrupt the suite plays: `to -> from` left halfway, then `from -> to`.
        let wayIn = try #require(sheet.entries.first { $0.source.name == to && $0.destination.name == from }).playback
        let presented = wayIn.frame(at: wayIn.duration / 2)
        let entry = try #require(sheet.entries.first { $0.source.name == from && $0.destination.name == to })
        let runtime = entry.playback.starting(from: presented)
        for c in Self.cases {
            let id = elements.id(c.node, c.part)
            let restart = try #require(sheet.restarts.first { $0.from == from && $0.to == to && $0.element == id
                                                               && $0.kind == CSSRestart.kind(c.channel) },
                                       "no restart of \(c.channel) on \(id) for \(from) -> \(to)")
            let start = c.channel.values(presented, node: c.node, wraps: false)
            // The start differs from the state's: the stylesheet's animation alone would be wrong.
            #expect(zip(start, restart.restStart).contains { abs($0 - $1) > 1e-3 }, "\(c.channel): start \(start) is the rest")
            var worst = 0.0
            for k in 0...600 {
                let t = runtime.duration * Double(k) / 600
                let want = c.channel.values(runtime.frame(at: t), node: c.node, wraps: false)
                let got = Self.values(restart, start: start, at: t)
                let scale = c.channel == .trimmedDashPhase ? 1 / CSSStrokeScale.factor : 1
                for (a, b) in zip(got, want) { worst = max(worst, abs(a - b) * scale) }
            }
            // Twice the bake's tolerance (2.5e-4), what the proof holds a restart to.
            #expect(worst <= 5e-4, "\(c.channel) of node \(c.node), \(from) -> \(to): worst \(worst)")
        }
    }

    /// A number neither start moves (a dash array's gap of 1) pairs as a constant; one that the starts
    /// leave alike but whose values differ has no affine form.
    @Test func aNumberNoStartMovesIsConstant() throws {
        let pair = CSSRestartPair(startHigh: [0.7, 1], startLow: [0.4, 1])
        let keyframe = try #require(pair.keyframe(0.5, [0.7, 1], [0.4, 1], .linear))
        #expect(keyframe.weight == [1, 0])
        #expect(keyframe.constant == [0, 1])
        #expect(pair.keyframe(0.5, [0.7, 1], [0.4, 0.9], .linear) == nil)
    }

    /// The restart's keyframes played from `start` at `t`, number by number.
    static func values(_ restart: CSSRestart, start: [Double], at t: Double) -> [Double] {
        let x = t / restart.duration
        let keyframes = restart.keyframes
        func at(_ k: CSSRestart.Keyframe) -> [Double] { zip(k.constant, k.weight).enumerated().map { $1.0 + $1.1 * start[$0] } }
        guard let last = keyframes.last else { return [] }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where x >= a.offset && x < b.offset {
            let g = a.easing.value(at: (x - a.offset) / (b.offset - a.offset))
            return zip(at(a), at(b)).map { $0 + ($1 - $0) * g }
        }
        return at(last)
    }
}
