/// The value of every animatable property of every shape at one instant, in flat arrays indexed
/// by shape. Sampling writes into a preallocated frame element by element, so it allocates
/// nothing once the frame exists.
public struct MotionFrame: Hashable, Sendable {
    public private(set) var nodeCount: Int
    public var strokeStart: [Double]
    public var strokeEnd: [Double]
    public var trimOffset: [Double]
    public var opacity: [Double]
    public var position: [MotionPoint]
    public var anchor: [MotionPoint]
    public var scale: [MotionPoint]
    public var rotation: [Double]
    public var strokeColor: [MotionColor]
    public var fillColor: [MotionColor]
    public var lineWidth: [Double]
    public var shadowColor: [MotionColor]
    public var shadowOpacity: [Double]
    public var shadowOffset: [MotionPoint]
    public var shadowBlur: [Double]
    /// Each node's outline of the moment (a morph's blend; the node's own path otherwise).
    public var path: [MotionPath]
    public var dashPhase: [Double]
    /// Each node's fill and stroke gradient of the moment (`.none` where the colour paints).
    public var fillGradient: [MotionGradient]
    public var strokeGradient: [MotionGradient]

    /// A frame for `nodeCount` nodes, every one at the default values.
    public init(nodeCount: Int) {
        self.init(nodes: Array(repeating: MotionNodeValues(), count: max(nodeCount, 0)))
    }

    /// A frame holding `nodes`' values, in order.
    public init(nodes: [MotionNodeValues]) {
        nodeCount = nodes.count
        strokeStart = nodes.map(\.strokeStart)
        strokeEnd = nodes.map(\.strokeEnd)
        trimOffset = nodes.map(\.trimOffset)
        opacity = nodes.map(\.opacity)
        position = nodes.map(\.position)
        anchor = nodes.map(\.anchor)
        scale = nodes.map(\.scale)
        rotation = nodes.map(\.rotation)
        strokeColor = nodes.map(\.strokeColor)
        fillColor = nodes.map(\.fillColor)
        lineWidth = nodes.map(\.lineWidth)
        shadowColor = nodes.map(\.shadowColor)
        shadowOpacity = nodes.map(\.shadowOpacity)
        shadowOffset = nodes.map(\.shadowOffset)
        shadowBlur = nodes.map(\.shadowBlur)
        path = nodes.map(\.path)
        dashPhase = nodes.map(\.dashPhase)
        fillGradient = nodes.map(\.fillGradient)
        strokeGradient = nodes.map(\.strokeGradient)
    }

    /// One shape's values (convenient, not for the sampling loop).
    public subscript(node index: Int) -> MotionNodeValues {
        get {
            // Field by field, not through `MotionValue` per property: emitters split large controls by
            // node, taking every node's values.
            var values = MotionNodeValues()
            values.strokeStart = strokeStart[index]
            values.strokeEnd = strokeEnd[index]
            values.trimOffset = trimOffset[index]
            values.opacity = opacity[index]
            values.position = position[index]
            values.anchor = anchor[index]
            values.scale = scale[index]
            values.rotation = rotation[index]
            values.strokeColor = strokeColor[index]
            values.fillColor = fillColor[index]
            values.lineWidth = lineWidth[index]
            values.shadowColor = shadowColor[index]
            values.shadowOpacity = shadowOpacity[index]
            values.shadowOffset = shadowOffset[index]
            values.shadowBlur = shadowBlur[index]
            values.path = path[index]
            values.dashPhase = dashPhase[index]
            values.fillGradient = fillGradient[index]
            values.strokeGradient = strokeGradient[index]
            return values
        }
        set {
            for property in MotionProperty.allCases { self[property, index] = newValue[property] }
        }
    }

    /// The value of `property` for shape `index`. Writing a value of the wrong kind does nothing.
    public subscript(property: MotionProperty, index: Int) -> MotionValue {
        get {
            switch property {
            case .strokeStart: return .scalar(strokeStart[index])
            case .strokeEnd: return .scalar(strokeEnd[index])
            case .trimOffset: return .scalar(trimOffset[index])
            case .opacity: return .scalar(opacity[index])
            case .position: return .point(position[index])
            case .anchor: return .point(anchor[index])
            case .scale: return .point(scale[index])
            case .rotation: return .scalar(rotation[index])
            case .strokeColor: return .color(strokeColor[index])
            case .fillColor: return .color(fillColor[index])
            case .lineWidth: return .scalar(lineWidth[index])
            case .shadowColor: return .color(shadowColor[index])
            case .shadowOpacity: return .scalar(shadowOpacity[index])
            case .shadowOffset: return .point(shadowOffset[index])
            case .shadowBlur: return .scalar(shadowBlur[index])
            case .path: return .path(path[index])
            case .dashPhase: return .scalar(dashPhase[index])
            case .fillGradient: return .gradient(fillGradient[index])
            case .strokeGradient: return .gradient(strokeGradient[index])
            }
        }
        set {
            switch (property, newValue) {
            case (.strokeStart, .scalar(let v)): strokeStart[index] = v
            case (.strokeEnd, .scalar(let v)): strokeEnd[index] = v
            case (.trimOffset, .scalar(let v)): trimOffset[index] = v
            case (.opacity, .scalar(let v)): opacity[index] = v
            case (.position, .point(let v)): position[index] = v
            case (.anchor, .point(let v)): anchor[index] = v
            case (.scale, .point(let v)): scale[index] = v
            case (.scale, .scalar(let v)): scale[index] = MotionPoint(v, v)
            case (.rotation, .scalar(let v)): rotation[index] = v
            case (.strokeColor, .color(let v)): strokeColor[index] = v
            case (.fillColor, .color(let v)): fillColor[index] = v
            case (.lineWidth, .scalar(let v)): lineWidth[index] = v
            case (.shadowColor, .color(let v)): shadowColor[index] = v
            case (.shadowOpacity, .scalar(let v)): shadowOpacity[index] = v
            case (.shadowOffset, .point(let v)): shadowOffset[index] = v
            case (.shadowBlur, .scalar(let v)): shadowBlur[index] = v
            case (.path, .path(let v)): path[index] = v
            case (.dashPhase, .scalar(let v)): dashPhase[index] = v
            case (.fillGradient, .gradient(let v)): fillGradient[index] = v
            case (.strokeGradient, .gradient(let v)): strokeGradient[index] = v
            default: break
            }
        }
    }

    /// Copies `other`'s values into this frame's existing storage, so the arrays are never replaced
    /// (and never reallocated) when they already have the same size.
    /// Inlined into sampling, where it runs for every sample and most arrays share `other`'s storage:
    /// there each costs a comparison of two references.
    @inline(__always)
    public mutating func assign(from other: MotionFrame) {
        assign(from: other, overwriting: PropertyMask())
    }

    /// `assign(from:)` before tracks write the properties in `written`: from the second sample on
    /// such an array is the frame's own and holds the last sample's values, so it is copied from
    /// `other` element by element without comparing first (it differs wherever a track moved). The
    /// other arrays are compared first, as `assign(from:)` does.
    /// `rewritten`: properties whose every node sampling writes whatever the time (a track's value, or
    /// the base's where no track is in effect; `SamplingPlan.coveredProperties`). Their arrays are
    /// left as they are when they have the right size: each element is written next.
    @inline(__always)
    mutating func assign(from other: MotionFrame, overwriting written: PropertyMask, rewritten: PropertyMask = PropertyMask()) {
        guard other.nodeCount == nodeCount else {
            self = other
            return
        }
        Self.copy(other.strokeStart, into: &strokeStart, .strokeStart, written, rewritten)
        Self.copy(other.strokeEnd, into: &strokeEnd, .strokeEnd, written, rewritten)
        Self.copy(other.trimOffset, into: &trimOffset, .trimOffset, written, rewritten)
        Self.copy(other.opacity, into: &opacity, .opacity, written, rewritten)
        Self.copy(other.position, into: &position, .position, written, rewritten)
        Self.copy(other.anchor, into: &anchor, .anchor, written, rewritten)
        Self.copy(other.scale, into: &scale, .scale, written, rewritten)
        Self.copy(other.rotation, into: &rotation, .rotation, written, rewritten)
        Self.copy(other.strokeColor, into: &strokeColor, .strokeColor, written, rewritten)
        Self.copy(other.fillColor, into: &fillColor, .fillColor, written, rewritten)
        Self.copy(other.lineWidth, into: &lineWidth, .lineWidth, written, rewritten)
        Self.copy(other.shadowColor, into: &shadowColor, .shadowColor, written, rewritten)
        Self.copy(other.shadowOpacity, into: &shadowOpacity, .shadowOpacity, written, rewritten)
        Self.copy(other.shadowOffset, into: &shadowOffset, .shadowOffset, written, rewritten)
        Self.copy(other.shadowBlur, into: &shadowBlur, .shadowBlur, written, rewritten)
        Self.copy(other.dashPhase, into: &dashPhase, .dashPhase, written, rewritten)
        // Checked here, so the common case (storage shared with the base) makes no call.
        if !path.sharesStorage(with: other.path) { Self.copyPaths(other.path, into: &path) }
        if !fillGradient.sharesStorage(with: other.fillGradient) { Self.copyGradients(other.fillGradient, into: &fillGradient) }
        if !strokeGradient.sharesStorage(with: other.strokeGradient) {
            Self.copyGradients(other.strokeGradient, into: &strokeGradient)
        }
    }

    /// Makes `target` hold `source`'s paths (an array not sharing the source's: sharing it copies
    /// nothing). Once the target has its own array (a morph wrote into it), each path that is not the source's own
    /// value is overwritten point by point, so the storage a morph writes into is kept.
    private static func copyPaths(_ source: [MotionPath], into target: inout [MotionPath]) {
        guard source.count == target.count else {
            target = source
            return
        }
        for i in source.indices where !target[i].sharesStorage(with: source[i]) {
            target[i].assignPoints(from: source[i])
        }
    }

    /// Makes `target` hold `source`'s gradients, as `copyPaths` does paths: sharing the source's
    /// array copies nothing (and an array already shared is not assigned again, which would retain
    /// and release it); once the target has its own array (a gradient track wrote into it), each
    /// gradient is overwritten stop by stop, so the stops an animated gradient writes into are kept.
    private static func copyGradients(_ source: [MotionGradient], into target: inout [MotionGradient]) {
        guard source.count == target.count else {
            target = source
            return
        }
        for i in source.indices where target[i] != source[i] { target[i].assignStops(from: source[i]) }
    }

    /// Makes `target` hold `source`'s elements (plain numbers, compared by their bytes). An array
    /// that already holds them is not written: a write checks the array's uniqueness first, and from
    /// the second sample on most of a frame still holds its base's values (only animated properties
    /// differ) or even shares its base's storage.
    /// `property` in `written`: a track writes the array, so it is copied without comparing (`overwrite`);
    /// in `rewritten`: every element is written next, so an array of the right size is left alone.
    @inline(__always)
    private static func copy<Element>(_ source: [Element], into target: inout [Element], _ property: MotionProperty,
                                      _ written: PropertyMask, _ rewritten: PropertyMask) {
        // Shared storage first, in line (two loads and a comparison): most arrays of a frame are its
        // base's own from the second sample on. The rest out of line, so that resetting a frame stays
        // short enough for sampling to keep its values in registers.
        if target.sharesStorage(with: source) { return }
        if rewritten.contains(property), target.count == source.count { return }
        copyUnshared(source, into: &target, overwriting: written.contains(property))
    }

    /// `copy(_:into:overwriting:)` for arrays that do not share storage.
    @inline(never)
    private static func copyUnshared<Element>(_ source: [Element], into target: inout [Element], overwriting: Bool) {
        if overwriting {
            overwrite(source, into: &target)
        } else {
            copyElements(source, into: &target)
        }
    }

    /// Copies `source`'s elements over `target`'s without comparing: an array a track writes.
    @inline(__always)
    private static func overwrite<Element>(_ source: [Element], into target: inout [Element]) {
        guard source.count == target.count else {
            target = source
            return
        }
        // An element loop, not `update(from:count:)`: that calls memcpy, which costs more than the
        // copy for the one or two nodes a control has.
        target.withUnsafeMutableBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                for i in from.indices { to[i] = from[i] }
            }
        }
    }

    /// Copies `source`'s elements over `target`'s unless they are the same bytes already.
    @inline(__always)
    private static func copyElements<Element>(_ source: [Element], into target: inout [Element]) {
        guard source.count == target.count else {
            target = source
            return
        }
        let same = source.withUnsafeBytes { from in
            target.withUnsafeBytes { to in
                var offset = 0
                while offset + 8 <= from.count {
                    if from.load(fromByteOffset: offset, as: UInt64.self) != to.load(fromByteOffset: offset, as: UInt64.self) {
                        return false
                    }
                    offset += 8
                }
                while offset < from.count {
                    if from[offset] != to[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
        if same { return }
        target.withUnsafeMutableBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                for i in from.indices { to[i] = from[i] }
            }
        }
    }
}
