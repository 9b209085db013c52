import Testing
@testable import MotionRuntime

@Suite struct TransformAndFrameTests {
    @Test func compositionIsPositionAnchorRotateScaleUnanchor() {
        // T(position)·T(anchor)·R·S·T(−anchor): the anchor stays put (then moves by the position);
        // a point 1 right of the anchor is scaled to 2 right, then turned 90° clockwise on a
        // y-down screen to 2 below.
        let transform = MotionTransform(position: MotionPoint(10, 0), anchor: MotionPoint(5, 5), scale: MotionPoint(2, 3), rotation: Double.pi / 2)
        let m = transform.matrix
        expectClose(m.apply(MotionPoint(5, 5)), MotionPoint(15, 5), 1e-12)
        expectClose(m.apply(MotionPoint(6, 5)), MotionPoint(15, 7), 1e-12)
        // A point 1 below the anchor is scaled to 3 below, then turned to 3 left.
        expectClose(m.apply(MotionPoint(5, 6)), MotionPoint(12, 5), 1e-12)
    }

    @Test func identityAndDeterminant() {
        #expect(MotionTransform.identity.matrix == .identity)
        expectClose(MotionTransform(scale: MotionPoint(2, -3)).matrix.determinant, -6, 1e-12)
        let r = MotionAffineTransform.rotation(0.7)
        expectClose(r.determinant, 1, 1e-12)
    }

    @Test func frameSubscriptsReadAndWriteEveryProperty() {
        var frame = MotionFrame(nodeCount: 2)
        var values = MotionNodeValues()
        values.strokeStart = 0.1
        values.strokeEnd = 0.9
        values.trimOffset = 0.25
        values.opacity = 0.5
        values.position = MotionPoint(1, 2)
        values.anchor = MotionPoint(3, 4)
        values.scale = MotionPoint(5, 6)
        values.rotation = 0.7
        values.strokeColor = MotionColor(red: 1, green: 0, blue: 0)
        values.fillColor = MotionColor(white: 0.95)
        values.lineWidth = 4
        values.shadowColor = MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        values.shadowOpacity = 0.5
        values.shadowOffset = MotionPoint(0, 2)
        values.shadowBlur = 6
        values.path = MotionPath.rect(MotionRect(x: 0, y: 0, width: 4, height: 2))
        values.dashPhase = 3
        values.fillGradient = .linear([.init(.black, at: 0), .init(.white, at: 1)], from: .zero, to: MotionPoint(1, 0))
        values.strokeGradient = .radial([.init(.white, at: 0), .init(.black, at: 1)], center: .zero, radius: 2)
        frame[node: 1] = values
        #expect(frame[node: 1] == values)
        #expect(frame[node: 0] == MotionNodeValues())
        // The node's values read field by field agree with every property read on its own.
        for property in MotionProperty.allCases {
            #expect(frame[node: 1][property] == frame[property, 1], "\(property)")
            #expect(frame[node: 1][property] != frame[node: 0][property], "\(property)")
        }
        #expect(frame.lineWidth == [1, 4])
        #expect(frame[.shadowOffset, 1] == .point(MotionPoint(0, 2)))
        // `scale 2` sets both axes; a value of the wrong kind is ignored.
        frame[.scale, 0] = .scalar(2)
        #expect(frame.scale[0] == MotionPoint(2, 2))
        frame[.opacity, 0] = .point(MotionPoint(9, 9))
        #expect(frame.opacity[0] == 1)
    }

    @Test func propertyKindsAndNames() {
        #expect(MotionProperty.allCases.count == 19)
        #expect(MotionProperty.fillGradient.kind == .gradient)
        #expect(MotionProperty.strokeGradient.name == "strokeGradient")
        #expect(MotionProperty.dashPhase.kind == .scalar)
        #expect(MotionProperty.path.kind == .path)
        #expect(MotionProperty.strokeEnd.kind == .scalar)
        #expect(MotionProperty.scale.kind == .point)
        #expect(MotionProperty.shadowColor.kind == .color)
        #expect(MotionProperty.allCases.map(\.name).contains("shadowBlur"))
        for property in MotionProperty.allCases { #expect(MotionNodeValues()[property].kind == property.kind) }
    }

    @Test func aControlGivesItsBaseFrameAndStrokedPaths() {
        var base = MotionNodeValues()
        base.strokeEnd = 0.5
        base.position = MotionPoint(3, 0)
        let control = MotionScene(nodes: [MotionNode(name: "line", path: .line(MotionPoint(0, 0), MotionPoint(10, 0)), base: base)])
        let frame = control.baseFrame
        #expect(frame.strokeEnd == [0.5])
        #expect(control.nodeIndex(named: "line") == 0)
        #expect(control.nodeIndex(named: "lime") == nil)
        expectClose(control.strokedPath(ofNode: 0, in: frame).length, 5, 1e-12)
        #expect(control.transform(ofNode: 0, in: frame).apply(.zero) == MotionPoint(3, 0))
        #expect(control.strokedPath(ofNode: 4, in: frame).isEmpty)
    }

    @Test func coloursClampAndNameWhite() {
        #expect(MotionColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 2).clamped == MotionColor(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(MotionColor(white: 0.4, alpha: 0.5) == MotionColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
    }
}
