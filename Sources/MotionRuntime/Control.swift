/// A control as the runtime sees it: shapes in drawing order, each with its path and its model
/// (at-rest) values. States and transitions are built on top by the compiler.
public struct Control: Hashable, Sendable {
    public var shapes: [Shape]

    public init(shapes: [Shape]) {
        self.shapes = shapes
    }

    /// The frame holding every shape's model values.
    public var baseFrame: Frame { Frame(shapes: shapes.map(\.base)) }

    /// The index of the shape named `name` (`star[3]` for a repeat instance).
    public func shapeIndex(named name: String) -> Int? {
        shapes.firstIndex { $0.name == name }
    }
}

/// One drawable shape: a name, a path in its own coordinates and its model values.
public struct Shape: Hashable, Sendable {
    public var name: String
    public var path: Path
    public var base: ShapeValues

    public init(name: String, path: Path, base: ShapeValues = ShapeValues()) {
        self.name = name
        self.path = path
        self.base = base
    }
}

extension Control {
    /// The part of shape `index`'s path that is stroked in `frame`: its trim applied with Core
    /// Animation's policy (see `Path.trimmed`), in the shape's own coordinates.
    public func strokedPath(ofShape index: Int, in frame: Frame) -> Path {
        guard shapes.indices.contains(index), index < frame.shapeCount else { return Path() }
        return shapes[index].path.trimmed(start: frame.strokeStart[index], end: frame.strokeEnd[index],
                                          offset: frame.trimOffset[index])
    }

    /// The matrix that places shape `index` in the control in `frame`.
    public func transform(ofShape index: Int, in frame: Frame) -> AffineTransform {
        guard index >= 0, index < frame.shapeCount else { return .identity }
        return Transform(position: frame.position[index], anchor: frame.anchor[index],
                         scale: frame.scale[index], rotation: frame.rotation[index]).matrix
    }
}
