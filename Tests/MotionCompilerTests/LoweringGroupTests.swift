import MotionCompiler
import MotionRuntime
import Testing

/// Group nodes: runtime nodes with children, whose animated opacity and transform apply to them.
@Suite struct LoweringGroupTests {
    static let text = """
    control Pair {
      size 100 x 100
      group pair {
        shape dot {
          path oval(10, 10, 20, 20)
          fill red
        }
        shape box {
          path rect(60, 60, 20, 20)
          position (5, 0)
          opacity 0.5
          fill blue
        }
      }
      state off initial {
        pair.opacity 1
      }
      state on {
        pair.opacity 0.5
        pair.rotation 90deg
      }
      transition off -> on for 0.4s {
        pair.opacity 1 -> 0.5
        pair.rotation 0deg -> 90deg
      }
    }

    """

    @Test func groupsAreNodesWithChildren() throws {
        let lowered = try #require(lowerDSL(Self.text))
        #expect(lowered.nodes.map(\.name) == ["pair", "dot", "box"])
        #expect(lowered.nodes.map(\.isGroup) == [true, false, false])
        #expect(lowered.nodes.map(\.parent) == [nil, 0, 0])
        #expect(lowered.scene.nodes.map(\.parent) == [nil, 0, 0])
        #expect(lowered.scene.nodes[0].isGroup && lowered.scene.nodes[0].path.isEmpty)
        #expect(lowered.nodes[0].style == nil && lowered.nodes[1].style?.lineCap == .butt)
        // A group has only its opacity and transform; a shape every property.
        #expect(lowered.properties(ofNode: 0).map(\.name) == ["opacity", "position", "anchor", "scale", "rotation"])
        #expect(lowered.properties(ofNode: 1).first?.name == "strokeStart")
        #expect(lowered.properties(ofNode: 1).count == 15 && lowered.properties(ofNode: 2).count == 15)
    }

    @Test func animatedGroupMovesAndFadesItsChildren() throws {
        let lowered = try #require(lowerDSL(Self.text))
        let playback = try #require(lowered.transition(from: "off", to: "on")).starting(from: try #require(lowered.state(named: "off")).frame)
        let frame = playback.frame(at: 0.2)
        #expect(abs(frame.opacity[0] - 0.75) < 1e-12)
        #expect(abs(frame.rotation[0] - Double.pi / 4) < 1e-12)
        // The children's own opacities multiply with the group's.
        #expect(abs(lowered.scene.opacity(ofNode: 1, in: frame) - 0.75) < 1e-12)
        #expect(abs(lowered.scene.opacity(ofNode: 2, in: frame) - 0.375) < 1e-12)
        // The group's anchor is the centre of its children's boxes, each moved by its position:
        // x 10…85, y 10…80.
        let anchor = MotionRuntime.MotionPoint(47.5, 45)
        #expect(frame.anchor[0] == anchor)
        // The box's corner (60, 60) is moved by its own position to (65, 60), then turned 45°
        // clockwise (y down) about the group's anchor.
        let c = 0.5.squareRoot(), s = c // cos and sin of 45°
        let dx = 65 - anchor.x, dy = 60 - anchor.y
        let want = MotionRuntime.MotionPoint(anchor.x + dx * c - dy * s, anchor.y + dx * s + dy * c)
        let got = lowered.scene.transform(ofNode: 2, in: frame).apply(MotionRuntime.MotionPoint(60, 60))
        #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9)
        // Its local transform is only its own position.
        #expect(lowered.scene.localTransform(ofNode: 2, in: frame).apply(MotionRuntime.MotionPoint(60, 60)) == MotionRuntime.MotionPoint(65, 60))
    }
}
