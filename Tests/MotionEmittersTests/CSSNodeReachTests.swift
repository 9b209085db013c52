import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A scale's bake is held to a quarter of 1e-3 px at the farthest point the node draws. Bounded by the
/// view box alone, a 20-unit knob in a control a million units wide asked for a scale within 2.5e-10:
/// no bake reaches that, every one ran to its sampling limits (a compile-fuzzer timeout), and the note
/// told an error of 10,465 px. The knob's own drawing bounds it, and a group's its children's.
@Suite struct CSSNodeReachTests {
    static let wide = """
        control Wide {
          size 1000000 x 30
          shape knob {
            path oval(0, 0, 20, 20)
            stroke #34c759, width: 2
            fill #34c759
            position (5, 5)
          }
          group pair {
            shape a {
              path oval(0, 0, 10, 10)
              fill #ff9900
            }
          }
          state off initial {
            knob.scale 1
            pair.scale 1
          }
          state on {
            knob.scale 1.2
            pair.scale 1.1
          }
          transition off -> on {
            knob.scale 1 -> 1.2 at 0.1s spring(response: 0.3, dampingFraction: 0.5)
            pair.scale 1 -> 1.1 spring(response: 0.3, dampingFraction: 0.5)
          }
        }

        """

    @Test func aShapeReachesNoFartherThanItsDrawing() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "wide.motion", text: Self.wide))
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let entry = try #require(sheet.entries.first)
        let knob = try #require(lowered.nodes.firstIndex { $0.name == "knob" })
        let pair = try #require(lowered.nodes.firstIndex { $0.name == "pair" })
        // The oval's box seen from its centre (14.1), widened by the stroke's miter (10 × 1): doubled.
        let reach = sheet.reach(of: knob, entry)
        #expect(reach > 2 * (200.0.squareRoot() + 1) && reach <= 2 * (200.0.squareRoot() + 10), "\(reach)")
        // A group: its child's reach (the box's 7.07 and its 1-unit line's miter, 10 × 0.5) from the
        // group's anchor, where the child's anchor lands.
        let group = sheet.reach(of: pair, entry)
        #expect(abs(group - 2 * (50.0.squareRoot() + 5)) < 1e-9, "\(group)")
        // Only scale and rotation depend on it.
        #expect(sheet.reach(of: knob, entry, for: .translate) == 0)
        #expect(sheet.reach(of: knob, entry, for: .rotate) == reach)
    }

    /// Both nodes' scales are baked in one transition: one note for both (`CSSBakedNote`), its error the
    /// larger of the two, each at its own node's edge.
    @Test func theScaleNoteTellsTheErrorAtTheNodesEdge() throws {
        let file = SourceFile(path: "wide.motion", text: Self.wide)
        let result = CSSEmitter.emit(try CSSFixture.lowered(file), options: EmitOptions(sourcePath: "wide.motion", baseName: "wide"),
                                     templates: .builtIn)
        let note = try #require(result.diagnostics.first { $0.message.contains("the scale of 'knob' and 1 other node") },
                                "\(result.diagnostics.map(\.message))")
        let error = try #require(note.message.split(separator: "largest error ").last?.split(separator: " ").first.flatMap { Double($0) })
        #expect(error <= 2.5e-4, "\(note.message)")
    }

    /// A node that does reach a million units: the scale is baked no finer than 1e-7 (what a browser's
    /// single-precision matrices hold), which a spring reaches; finer, the bake ran to its limits
    /// (12.6 s in a debug build) and missed by 5,233 px.
    @Test func aScaleIsBakedNoFinerThanABrowserDraws() throws {
        let text = Self.wide.replacingOccurrences(of: "path oval(0, 0, 20, 20)", with: "path oval(0, 0, 1e6, 20)")
        let result = CSSEmitter.emit(try CSSFixture.lowered(SourceFile(path: "wide.motion", text: text)),
                                     options: EmitOptions(sourcePath: "wide.motion", baseName: "wide"), templates: .builtIn)
        let note = try #require(result.diagnostics.first { $0.message.contains("the scale of 'knob'") }, "\(result.diagnostics.map(\.message))")
        let error = try #require(note.message.split(separator: "largest error ").last?.split(separator: " ").first.flatMap { Double($0) })
        // Within 1e-7 of the scale at the farthest point: about 1e6 units from the anchor, doubled.
        #expect(error > 0 && error <= CSSChannelFit.finestTransformTolerance * 2.1e6, "\(note.message)")
    }
}
