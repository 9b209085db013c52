import Foundation
import MotionRuntime
import Testing

/// A trim that never moves, on a path that never morphs, is cut into the stroke's path (`LottieFixedTrim`,
/// `specs/backends.md` finding 56: rlottie measures a `tm` roughly); any other trim stays a `tm`.
@Suite struct LottieFixedTrimTests {
    static func spec(trim: String, track: String = "s.opacity 1 -> 0.5") -> String {
        """
        control C {
          size 120 x 80
          shape s {
            path polyline((8, 8), (50.4, 50.4), (106.6, 71.5))
            stroke #ffffffff, width: 4, cap: butt, join: miter
            fill #336699ff
            \(trim)
          }
          state a initial { s.opacity 1 }
          state b { s.opacity 0.5 }
          transition a -> b for 0.3s {
            \(track)
          }
        }

        """
    }

    /// The stroke group's `sh` items as the runtime's path: each subpath's points in order.
    static func strokePoints(_ json: [String: Any]) throws -> [[Double]] {
        let stroke = try #require(LottieTesting.items("gr", in: json).first { $0["nm"] as? String == "stroke" })
        return LottieTesting.items("sh", in: stroke).map { shape in
            let k = (shape["ks"] as? [String: Any])?["k"] as? [String: Any] ?? [:]
            return ((k["v"] as? [Any]) ?? []).flatMap { LottieTesting.numbers($0) ?? [] }
        }
    }

    @Test func aFixedTrimIsCutIntoTheStrokesPath() throws {
        let text = Self.spec(trim: "trim 0.4 .. 0.56")
        let json = try LottieTesting.compile(text: text).json
        #expect(LottieTesting.items("tm", in: json).isEmpty, "no trim item is left")
        let lowered = try LottieTesting.lowered(text)
        let cut = lowered.scene.nodes[0].path.trimmed(start: 0.4, end: 0.56)
        let expected = cut.subpaths.map { subpath in [subpath.start.x, subpath.start.y] + subpath.cubics.flatMap { [$0.p3.x, $0.p3.y] } }
        let written = try Self.strokePoints(json)
        #expect(written.count == expected.count)
        for (a, b) in zip(written, expected) {
            #expect(a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }, "\(a) against the runtime's cut \(b)")
        }
        // The fill is never trimmed: its path is the whole polyline.
        let fill = try #require(LottieTesting.items("gr", in: json).first { $0["nm"] as? String == "fill" })
        #expect(LottieTesting.items("sh", in: fill).count == 1)
        #expect(try Self.strokePoints(json).first?.count == 6, "the cut runs from the 45° line over the corner into the 20.6° one")
    }

    @Test func aMovingTrimStaysATrimItem() throws {
        let json = try LottieTesting.compile(text: Self.spec(trim: "trim 0.4 .. 0.56", track: "s.strokeEnd 0.56 -> 0.9 -> 0.56")).json
        #expect(LottieTesting.items("tm", in: json).count == 1)
        #expect(try Self.strokePoints(json).first?.count == 6, "the whole polyline, three points")
    }

    @Test func aTrimThatLeavesNothingStaysATrimItem() throws {
        let json = try LottieTesting.compile(text: Self.spec(trim: "trim 0.5 .. 0.5")).json
        #expect(LottieTesting.items("tm", in: json).count == 1, "the trim item draws nothing")
        #expect(try Self.strokePoints(json) == [[8, 8, 50.4, 50.4, 106.6, 71.5]], "the whole path, never an empty one")
    }
}
