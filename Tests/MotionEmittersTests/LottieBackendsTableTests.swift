import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import Testing
import TestSupport

/// Keeps the Lottie column of `specs/backends.md` true: every row is filled, and for each feature a small
/// spec shows what the emitter does (no note: exact; an MS3010 note: baked; MS3011: unsupported), which
/// the row must say.
@Suite struct LottieBackendsTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var row: String
        var track: String
        var on: String = "mark.trim 0.2 .. 1"
        var expected: String
        var testDescription: String { "\(row): \(expected)" }
    }

    static let cases: [Case] = [
        Case(row: "`linear` and `discrete` tracks", track: "mark.strokeEnd discrete [0.5, 0.7, 1] for 0.6s", expected: "exact"),
        Case(row: "`paced` key times", track: "mark.strokeEnd paced [0.5, 0.9, 1] for 0.6s", expected: "exact"),
        Case(row: "`cubic` (Catmull-Rom) tracks", track: "mark.opacity cubic [1, 0.2, 1] for 0.6s", on: "mark.trim 0.2 .. 0.5", expected: "baked"),
        Case(row: "key times (`keys`)", track: "mark.strokeEnd [0.5, 0.7, 1] keys [0, 0.8, 1] for 0.6s", expected: "exact"),
        Case(row: "cubic-bézier and named timing functions", track: "mark.strokeEnd 0.5 -> 1 for 0.6s ease-in-out", expected: "exact"),
        Case(row: "`steps(n, …)`", track: "mark.strokeEnd 0.5 -> 1 for 0.6s steps(5, jump-both)", expected: "exact"),
        Case(row: "springs", track: "mark.strokeEnd 0.5 -> 1 for 0.6s spring(response: 0.1, dampingFraction: 0.8)", expected: "baked"),
        Case(row: "per-segment timing (`timing [ … ]`)", track: "mark.strokeEnd [0.5, 0.7, 1] for 0.6s timing [ease-in, ease-out]", expected: "exact"),
        Case(row: "begin (`at`) and duration of tracks and groups", track: "mark.strokeEnd 0.5 -> 1 at 0.2s for 0.4s", expected: "exact"),
        Case(row: "begin (`at`) and duration of tracks and groups", track: "group for 0.6s ease-in { mark.strokeEnd 0.5 -> 1 for 0.6s }", expected: "exact"),
        Case(row: "begin (`at`) and duration of tracks and groups", track: "group for 0.6s ease-in { mark.strokeEnd 0.5 -> 1 at 0.1s for 0.4s }", expected: "exact"),
        Case(row: "begin (`at`) and duration of tracks and groups", track: "group for 0.6s ease-in { mark.strokeEnd 0.5 -> 1 for 0.6s ease-out }",
             expected: "baked"),
        Case(row: "begin (`at`) and duration of tracks and groups", track: "group for 0.6s cubic-bezier(0.3, -0.5, 0.7, 1.6) { mark.strokeEnd 0.5 -> 1 for 0.6s }",
             expected: "baked"),
        Case(row: "group clipping of children", track: "group for 0.3s { mark.strokeEnd 0.5 -> 1 for 0.6s }", on: "mark.trim 0.2 .. 0.75", expected: "baked"),
        Case(row: "fill modes (`forwards` default, `none`, `backwards`, `both`)", track: "mark.strokeEnd 0.5 -> 1 at 0.1s for 0.4s fill both", expected: "exact"),
        Case(row: "fill modes (`forwards` default, `none`, `backwards`, `both`)", track: "mark.strokeEnd 0.5 -> 1 at 0.1s for 0.3s fill none",
             on: "mark.trim 0.2 .. 0.5", expected: "baked"),
        Case(row: "`repeat N`, `repeat forever`, `autoreverse`", track: "mark.strokeEnd 0.5 -> 1 for 0.2s ease-in repeat 3", expected: "exact"),
        Case(row: "`repeat N`, `repeat forever`, `autoreverse`", track: "mark.opacity 1 -> 0.5 for 0.15s ease-out repeat forever autoreverse",
             on: "mark.trim 0.2 .. 0.5", expected: "exact"),
        Case(row: "`repeat N`, `repeat forever`, `autoreverse`", track: "group for 0.3s repeat 2 { mark.strokeEnd 0.5 -> 1 for 0.3s }", expected: "baked"),
        Case(row: "trim values outside 0…1 while animating", track: "mark.strokeEnd 0.5 -> 1 for 0.6s cubic-bezier(0.3, 0, 0.2, 1.8)", expected: "exact"),
        Case(row: "trim values outside 0…1 while animating", track: "mark.strokeEnd 0.5 -> 0.1 for 0.6s", on: "mark.trim 0.2 .. 0.1", expected: "exact"),
        Case(row: "trim values outside 0…1 while animating", track: "mark.strokeEnd 0.5 -> 0.1 for 0.6s fill none", on: "mark.trim 0.2 .. 0.5",
             expected: "baked"),
        Case(row: "path morphing (`path` in states and tracks)", track: "mark.path polyline((5, 20), (35, 20)) -> polyline((5, 10), (35, 30)) for 0.6s ease-in-out",
             on: "mark.trim 0.2 .. 0.5\n    mark.path polyline((5, 10), (35, 30))", expected: "exact"),
        Case(row: "opacity", track: "mark.opacity 1 -> 0.3 for 0.6s ease", on: "mark.trim 0.2 .. 0.5\n    mark.opacity 0.3", expected: "exact"),
        Case(row: "position, anchor, scale, rotation", track: "mark.rotation 0deg -> 90deg for 0.6s\n    mark.scale 1 -> (1.5, 0.5) for 0.6s",
             on: "mark.trim 0.2 .. 0.5\n    mark.rotation 90deg\n    mark.scale (1.5, 0.5)", expected: "exact"),
        Case(row: "stroke colour and width", track: "mark.strokeColor black -> #ff000080 for 0.6s\n    mark.lineWidth 2 -> 6 for 0.6s",
             on: "mark.trim 0.2 .. 0.5\n    mark.strokeColor #ff000080\n    mark.lineWidth 6", expected: "exact"),
        Case(row: "reduced motion (`instant`, `crossfade`)", track: "mark.strokeEnd 0.5 -> 1 for 0.6s\n    reduced instant", expected: "exact"),
        Case(row: "cues", track: "mark.strokeEnd 0.5 -> 1 for 0.6s\n    cue done at 0.6s", expected: "exact"),
        Case(row: "loops (a state's idle animation)", track: "mark.strokeEnd 0.5 -> 1 for 0.6s",
             on: "mark.trim 0.2 .. 1\n    loop for 0.8s { mark.strokeEnd 1 -> 0.6 -> 1 ease-in-out }", expected: "exact"),
        Case(row: "loops (a state's idle animation)", track: "mark.strokeEnd 0.5 -> 1 for 0.6s",
             on: "mark.trim 0.2 .. 1\n    loop for 0.8s { mark.strokeEnd 1 -> 0.6 -> 1 spring(response: 0.2, dampingFraction: 0.8) }", expected: "baked"),
    ]

    /// The Lottie cell of each row of the features table.
    static func lottieColumn() throws -> [String: String] {
        var cells: [String: String] = [:]
        let text = try Repository.read("specs/backends.md")
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 6, parts[1] != "feature", !parts[1].hasPrefix("---") else { continue }
            cells[parts[1]] = parts[4]
        }
        return cells
    }

    @Test func everyRowIsFilled() throws {
        let cells = try Self.lottieColumn()
        #expect(cells.count >= 31)
        for (row, cell) in cells.sorted(by: { $0.key < $1.key }) {
            let words = ["exact", "baked", "unsupported"]
            #expect(words.contains { cell.hasPrefix($0) }, "\(row): '\(cell)' starts with exact, baked or unsupported")
        }
    }

    @Test(arguments: cases)
    func rowSaysWhatTheEmitterDoes(_ c: Case) throws {
        let cell = try #require(try Self.lottieColumn()[c.row], "no row '\(c.row)' in specs/backends.md")
        let source = SourceFile(path: "table.motion", text: LottieEmitterTests.fixture(track: c.track, on: c.on))
        let output = MotionEmitters.emit(Pipeline.run([source]), targets: [.lottie])
        let diagnostics = output.reports.flatMap(\.diagnostics)
        #expect(!diagnostics.contains { $0.severity == .error && $0.code != .unsupportedByTarget },
                "\(output.reports.flatMap { headlines($0.diagnostics, in: $0.file) })")
        #expect(!diagnostics.contains { $0.code == .endsOffState }, "the fixture must end on its state")
        let found = diagnostics.contains { $0.code == .unsupportedByTarget } ? "unsupported"
            : diagnostics.contains { $0.code == .bakedApproximation } ? "baked" : "exact"
        #expect(found == c.expected, "\(c.track)")
        #expect(cell.contains(c.expected), "specs/backends.md says '\(cell)' for \(c.row)")
    }
}
