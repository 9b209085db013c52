import MotionDiagnostics
import MotionRuntime

/// One property and its value, in a table ordered by `MotionProperty`'s order.
public struct PropertyEntry: Hashable, Sendable {
    public var property: MotionProperty
    public var value: BoundValue
    public init(_ property: MotionProperty, _ value: BoundValue) {
        self.property = property
        self.value = value
    }
}

/// A drawable node: a shape or a group of nodes. A repeat is expanded into shape
/// instances named `star[0]`…; `repeatInfo` remembers where they came from.
public struct NodeModel: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case shape(ShapeModel)
        case group([NodeModel])
    }

    /// Unique in the control: `circle`, `knob`, `star[3]`.
    public var name: String
    public var kind: Kind
    public var repeatInfo: RepeatInstance?
    /// The at-rest value of every property the node has, in the fixed property order.
    public var base: [PropertyEntry]
    public var span: SourceSpan

    public init(name: String, kind: Kind, repeatInfo: RepeatInstance? = nil, base: [PropertyEntry], span: SourceSpan) {
        self.name = name
        self.kind = kind
        self.repeatInfo = repeatInfo
        self.base = base
        self.span = span
    }

    public func baseValue(_ property: MotionProperty) -> BoundValue? {
        base.first { $0.property == property }?.value
    }

    public var children: [NodeModel] {
        if case .group(let c) = kind { return c }
        return []
    }

    public var shape: ShapeModel? {
        if case .shape(let s) = kind { return s }
        return nil
    }
}

/// Which instance of which repeat a node is.
public struct RepeatInstance: Hashable, Sendable {
    /// The repeat's name (`star`).
    public var name: String
    public var index: Int
    public var count: Int
    public init(name: String, index: Int, count: Int) {
        self.name = name
        self.index = index
        self.count = count
    }
}

/// A repeat as declared: its name, instance count and the indices its range gave.
public struct RepeatModel: Hashable, Sendable {
    public var name: String
    public var indices: [Int]
    public var span: SourceSpan
    public init(name: String, indices: [Int], span: SourceSpan) {
        self.name = name
        self.indices = indices
        self.span = span
    }
    public var count: Int { indices.count }
}

/// What a shape draws; the animatable values are in the node's `base` table.
public struct ShapeModel: Hashable, Sendable {
    public var geometry: PathGeometry
    /// Nil keeps the geometry's natural start.
    public var start: MotionPathStart?
    /// Nil keeps the geometry's natural direction.
    public var direction: MotionPathDirection?
    public var reversed: Bool
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// The stroke's dash pattern (`dash [on, off, …]`), empty for a solid stroke; not animatable.
    public var dashPattern: [Double] = []
    /// The box the default anchor is the centre of.
    public var bounds: MotionRect

    public init(geometry: PathGeometry, start: MotionPathStart? = nil, direction: MotionPathDirection? = nil, reversed: Bool = false,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.geometry = geometry
        self.start = start
        self.direction = direction
        self.reversed = reversed
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.bounds = geometry.conservativeBounds
    }
}
