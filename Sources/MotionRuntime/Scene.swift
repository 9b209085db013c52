/// A control as the runtime sees it: its nodes — nodes and groups — in tree order (a group before
/// its children), each with its path and its model (at-rest) values. Frames are indexed like
/// `nodes`. States and transitions are built on top by the compiler.
public struct MotionScene: Hashable, Sendable {
    /// Every node, groups included, parents before children (the name is historical: a group is a
    /// `MotionNode` whose `isGroup` is true and whose path is empty).
    public var nodes: [MotionNode]

    public init(nodes: [MotionNode]) {
        self.nodes = nodes
    }

    /// The frame holding every node's model values.
    public var baseFrame: MotionFrame { MotionFrame(nodes: nodes.map(\.base)) }

    /// The index of the node named `name` (`star[3]` for a repeat instance).
    public func nodeIndex(named name: String) -> Int? {
        nodes.firstIndex { $0.name == name }
    }
}

/// One node: a drawable shape (a name, a path in its own coordinates and its model values) or a
/// group, whose opacity and transform apply to its children.
public struct MotionNode: Hashable, Sendable {
    public var name: String
    /// The model values; `base.path` is the node's path.
    public var base: MotionNodeValues
    /// The index of the enclosing group in `MotionScene.nodes`, nil at the top level. Always less
    /// than the node's own index.
    public var parent: Int?
    /// True for a group: it draws nothing itself; only its opacity, position, anchor, scale and
    /// rotation matter.
    public var isGroup: Bool
    /// The stroke's dash pattern (lengths drawn and skipped, in the shape's units; see
    /// `MotionPath.dashed`): a style of the node, not animated. Empty for a solid stroke.
    public var dashPattern: [Double]

    public init(name: String, path: MotionPath, base: MotionNodeValues = MotionNodeValues(), parent: Int? = nil, isGroup: Bool = false,
                dashPattern: [Double] = []) {
        self.name = name
        self.dashPattern = dashPattern
        self.base = base
        self.base.path = path
        self.parent = parent
        self.isGroup = isGroup
    }

    /// The path in the node's own coordinates at rest (states and tracks may give others: a morph).
    public var path: MotionPath {
        get { base.path }
        set { base.path = newValue }
    }

    /// A group node.
    public static func group(name: String, base: MotionNodeValues = MotionNodeValues(), parent: Int? = nil) -> MotionNode {
        MotionNode(name: name, path: MotionPath(), base: base, parent: parent, isGroup: true)
    }
}

extension MotionScene {
    /// Ancestors deeper than this are ignored (the compiler limits nesting to 512 as well), so a
    /// malformed parent chain cannot loop.
    static let maximumDepth = 512

    /// The part of shape `index`'s path of the moment that is stroked in `frame`: its trim applied
    /// with Core Animation's policy (see `MotionPath.trimmed`), measured on that path, then its dash
    /// pattern from the trim's start at the frame's dash phase (see `MotionPath.dashed`), in the
    /// shape's own coordinates.
    public func strokedPath(ofNode index: Int, in frame: MotionFrame) -> MotionPath {
        guard nodes.indices.contains(index), index < frame.nodeCount else { return MotionPath() }
        let visible = frame.path[index].trimmed(start: frame.strokeStart[index], end: frame.strokeEnd[index],
                                                offset: frame.trimOffset[index])
        let pattern = nodes[index].dashPattern
        return pattern.isEmpty ? visible : visible.dashed(pattern: pattern, phase: frame.dashPhase[index])
    }

    /// The matrix that places node `index` in its parent (its own position, anchor, scale and
    /// rotation) in `frame`.
    public func localTransform(ofNode index: Int, in frame: MotionFrame) -> MotionAffineTransform {
        guard index >= 0, index < frame.nodeCount else { return .identity }
        return MotionTransform(position: frame.position[index], anchor: frame.anchor[index],
                         scale: frame.scale[index], rotation: frame.rotation[index]).matrix
    }

    /// The matrix that places node `index` in the control in `frame`: its enclosing groups'
    /// transforms, outermost first, then its own.
    public func transform(ofNode index: Int, in frame: MotionFrame) -> MotionAffineTransform {
        var matrix = localTransform(ofNode: index, in: frame)
        var current = index
        var depth = 0
        while let parent = parentIndex(of: current), depth < Self.maximumDepth {
            matrix = localTransform(ofNode: parent, in: frame).concatenating(matrix)
            current = parent
            depth += 1
        }
        return matrix
    }

    /// Node `index`'s opacity times its enclosing groups' opacities in `frame` (as a layer's
    /// opacity multiplies into its sublayers').
    public func opacity(ofNode index: Int, in frame: MotionFrame) -> Double {
        guard index >= 0, index < frame.nodeCount else { return 1 }
        var value = frame.opacity[index]
        var current = index
        var depth = 0
        while let parent = parentIndex(of: current), parent < frame.nodeCount, depth < Self.maximumDepth {
            value *= frame.opacity[parent]
            current = parent
            depth += 1
        }
        return value
    }

    /// The parent of node `index`, when it is a valid earlier node.
    private func parentIndex(of index: Int) -> Int? {
        guard nodes.indices.contains(index), let parent = nodes[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }
}
