/// A control as the runtime sees it: shapes in drawing order, each with its path and its model
/// (at-rest) values. States and transitions are built on top by the compiler.
public struct Control: Sendable {
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
public struct Shape: Sendable {
    public var name: String
    public var path: Path
    public var base: ShapeValues

    public init(name: String, path: Path, base: ShapeValues = ShapeValues()) {
        self.name = name
        self.path = path
        self.base = base
    }
}
