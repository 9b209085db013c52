import Testing
@testable import MotionRuntime

@Suite struct TransformAndFrameTests {
    @Test func compositionIsPositionAnchorRotateScaleUnanchor() {
        // T(position)·T(anchor)·R·S·T(−anchor): the anchor stays put (then moves by the position);
        // a point 1 right of the anchor is scaled to 2 right, then turned 90° clockwise on a
        // y-down screen to 2 below.
        let transform = Transform(position: Point(10, 0), anchor: Point(5, 5), scale: Point(2, 3), rotation: Double.pi / 2)
        let m = transform.matrix
        expectClose(m.apply(Point(5, 5)), Point(15, 5), 1e-12)
        expectClose(m.apply(Point(6, 5)), Point(15, 7), 1e-12)
        // A point 1 below the anchor is scaled to 3 below, then turned to 3 left.
        expectClose(m.apply(Point(5, 6)), Point(12, 5), 1e-12)
    }

    @Test func identityAndDeterminant() {
        #expect(Transform.identity.matrix == .identity)
        expectClose(Transform(scale: Point(2, -3)).matrix.determinant, -6, 1e-12)
        let r = AffineTransform.rotation(0.7)
        expectClose(r.determinant, 1, 1e-12)
    }

    @Test func frameSubscriptsReadAndWriteEveryProperty() {
        var frame = Frame(shapeCount: 2)
        var values = ShapeValues()
        values.strokeStart = 0.1
        values.strokeEnd = 0.9
        values.trimOffset = 0.25
        values.opacity = 0.5
        values.position = Point(1, 2)
        values.anchor = Point(3, 4)
        values.scale = Point(5, 6)
        values.rotation = 0.7
        values.strokeColor = Color(red: 1, green: 0, blue: 0)
        values.fillColor = Color(white: 0.95)
        values.lineWidth = 4
        values.shadowColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        values.shadowOpacity = 0.5
        values.shadowOffset = Point(0, 2)
        values.shadowBlur = 6
        frame[shape: 1] = values
        #expect(frame[shape: 1] == values)
        #expect(frame[shape: 0] == ShapeValues())
        #expect(frame.lineWidth == [1, 4])
        #expect(frame[.shadowOffset, 1] == .point(Point(0, 2)))
        // `scale 2` sets both axes; a value of the wrong kind is ignored.
        frame[.scale, 0] = .scalar(2)
        #expect(frame.scale[0] == Point(2, 2))
        frame[.opacity, 0] = .point(Point(9, 9))
        #expect(frame.opacity[0] == 1)
    }

    @Test func propertyKindsAndNames() {
        #expect(Property.allCases.count == 15)
        #expect(Property.strokeEnd.kind == .scalar)
        #expect(Property.scale.kind == .point)
        #expect(Property.shadowColor.kind == .color)
        #expect(Property.allCases.map(\.name).contains("shadowBlur"))
        for property in Property.allCases { #expect(ShapeValues()[property].kind == property.kind) }
    }

    @Test func aControlGivesItsBaseFrameAndStrokedPaths() {
        var base = ShapeValues()
        base.strokeEnd = 0.5
        base.position = Point(3, 0)
        let control = Control(shapes: [Shape(name: "line", path: .line(Point(0, 0), Point(10, 0)), base: base)])
        let frame = control.baseFrame
        #expect(frame.strokeEnd == [0.5])
        #expect(control.shapeIndex(named: "line") == 0)
        #expect(control.shapeIndex(named: "lime") == nil)
        expectClose(control.strokedPath(ofShape: 0, in: frame).length, 5, 1e-12)
        #expect(control.transform(ofShape: 0, in: frame).apply(.zero) == Point(3, 0))
        #expect(control.strokedPath(ofShape: 4, in: frame).isEmpty)
    }

    @Test func coloursClampAndNameWhite() {
        #expect(Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 2).clamped == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(Color(white: 0.4, alpha: 0.5) == Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
    }
}
