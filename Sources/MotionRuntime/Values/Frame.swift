/// The value of every animatable property of every shape at one instant, in flat arrays indexed
/// by shape. Sampling writes into a preallocated frame element by element, so it allocates
/// nothing once the frame exists.
public struct MotionFrame: Hashable, Sendable {
    public private(set) var nodeCount: Int
    /// The values: an array per property, indexed by node. The public properties
    /// (`Frame+Properties.swift`) read and write them, and a write through them also forgets the
    /// last reset; sampling writes here directly.
    @usableFromInline var arrays: PropertyArrays
    /// This frame's contents as another frame's base: a frame last reset from this one holds it
    /// (`resetBase`). Replaced whenever the frame changes while it is shared (`markChanged`,
    /// `takeOwnIdentity`), so an identity stands for one content for as long as anything holds it.
    var identity: Identity
    /// The base this frame was last reset from by sampling (its identity, held so that it is not
    /// reused for another), and what sampling could write since: until a public write, every other
    /// array holds that base's values (`assign(from:overwriting:rewritten:)`). Nil: not known.
    var resetBase: Identity?
    var resetWritten = PropertyMask()

    /// A frame's property arrays, in `MotionProperty`'s order.
    @usableFromInline
    struct PropertyArrays: Hashable, Sendable {
        @usableFromInline var strokeStart: [Double]
        @usableFromInline var strokeEnd: [Double]
        @usableFromInline var trimOffset: [Double]
        @usableFromInline var opacity: [Double]
        @usableFromInline var position: [MotionPoint]
        @usableFromInline var anchor: [MotionPoint]
        @usableFromInline var scale: [MotionPoint]
        @usableFromInline var rotation: [Double]
        @usableFromInline var strokeColor: [MotionColor]
        @usableFromInline var fillColor: [MotionColor]
        @usableFromInline var lineWidth: [Double]
        @usableFromInline var shadowColor: [MotionColor]
        @usableFromInline var shadowOpacity: [Double]
        @usableFromInline var shadowOffset: [MotionPoint]
        @usableFromInline var shadowBlur: [Double]
        @usableFromInline var path: [MotionPath]
        @usableFromInline var dashPhase: [Double]
        @usableFromInline var fillGradient: [MotionGradient]
        @usableFromInline var strokeGradient: [MotionGradient]
    }

    /// Who a frame's contents are (compared by reference, never by value): a frame sampled from a base
    /// knows it need not compare 19 arrays with the base's when the base's identity is the one it was
    /// last reset from. A class so that holding one keeps it from being reused for another frame.
    final class Identity: Sendable {}

    public static func == (a: MotionFrame, b: MotionFrame) -> Bool {
        a.nodeCount == b.nodeCount && a.arrays == b.arrays
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nodeCount)
        hasher.combine(arrays)
    }

    /// Called before any write through a public property or subscript: the frame no longer holds what
    /// its last reset says, and a frame that was reset from this one must not take it for the same base.
    @usableFromInline
    mutating func markChanged() {
        if resetBase != nil { resetBase = nil }
        takeOwnIdentity()
    }

    /// A new identity when this one is shared (a copy of the frame, or a frame reset from it, holds it):
    /// the frame is about to change.
    @inline(__always)
    mutating func takeOwnIdentity() {
        if !isKnownUniquelyReferenced(&identity) { identity = Identity() }
    }

    /// A frame for `nodeCount` nodes, every one at the default values.
    public init(nodeCount: Int) {
        self.init(nodes: Array(repeating: MotionNodeValues(), count: max(nodeCount, 0)))
    }

    /// A frame holding `nodes`' values, in order.
    public init(nodes: [MotionNodeValues]) {
        nodeCount = nodes.count
        arrays = PropertyArrays(
            strokeStart: nodes.map(\.strokeStart), strokeEnd: nodes.map(\.strokeEnd), trimOffset: nodes.map(\.trimOffset),
            opacity: nodes.map(\.opacity), position: nodes.map(\.position), anchor: nodes.map(\.anchor),
            scale: nodes.map(\.scale), rotation: nodes.map(\.rotation), strokeColor: nodes.map(\.strokeColor),
            fillColor: nodes.map(\.fillColor), lineWidth: nodes.map(\.lineWidth), shadowColor: nodes.map(\.shadowColor),
            shadowOpacity: nodes.map(\.shadowOpacity), shadowOffset: nodes.map(\.shadowOffset),
            shadowBlur: nodes.map(\.shadowBlur), path: nodes.map(\.path), dashPhase: nodes.map(\.dashPhase),
            fillGradient: nodes.map(\.fillGradient), strokeGradient: nodes.map(\.strokeGradient))
        identity = Identity()
    }

    /// One shape's values (convenient, not for the sampling loop).
    public subscript(node index: Int) -> MotionNodeValues {
        get {
            // Field by field, not through `MotionValue` per property: emitters split large controls by
            // node, taking every node's values.
            var values = MotionNodeValues()
            values.strokeStart = arrays.strokeStart[index]
            values.strokeEnd = arrays.strokeEnd[index]
            values.trimOffset = arrays.trimOffset[index]
            values.opacity = arrays.opacity[index]
            values.position = arrays.position[index]
            values.anchor = arrays.anchor[index]
            values.scale = arrays.scale[index]
            values.rotation = arrays.rotation[index]
            values.strokeColor = arrays.strokeColor[index]
            values.fillColor = arrays.fillColor[index]
            values.lineWidth = arrays.lineWidth[index]
            values.shadowColor = arrays.shadowColor[index]
            values.shadowOpacity = arrays.shadowOpacity[index]
            values.shadowOffset = arrays.shadowOffset[index]
            values.shadowBlur = arrays.shadowBlur[index]
            values.path = arrays.path[index]
            values.dashPhase = arrays.dashPhase[index]
            values.fillGradient = arrays.fillGradient[index]
            values.strokeGradient = arrays.strokeGradient[index]
            return values
        }
        set {
            // One mark for the node, not one per property through the `[property, index]` setter.
            markChanged()
            for property in MotionProperty.allCases { write(newValue[property], property, index) }
        }
    }

    /// The value of `property` for shape `index`. Writing a value of the wrong kind does nothing.
    public subscript(property: MotionProperty, index: Int) -> MotionValue {
        get {
            switch property {
            case .strokeStart: return .scalar(arrays.strokeStart[index])
            case .strokeEnd: return .scalar(arrays.strokeEnd[index])
            case .trimOffset: return .scalar(arrays.trimOffset[index])
            case .opacity: return .scalar(arrays.opacity[index])
            case .position: return .point(arrays.position[index])
            case .anchor: return .point(arrays.anchor[index])
            case .scale: return .point(arrays.scale[index])
            case .rotation: return .scalar(arrays.rotation[index])
            case .strokeColor: return .color(arrays.strokeColor[index])
            case .fillColor: return .color(arrays.fillColor[index])
            case .lineWidth: return .scalar(arrays.lineWidth[index])
            case .shadowColor: return .color(arrays.shadowColor[index])
            case .shadowOpacity: return .scalar(arrays.shadowOpacity[index])
            case .shadowOffset: return .point(arrays.shadowOffset[index])
            case .shadowBlur: return .scalar(arrays.shadowBlur[index])
            case .path: return .path(arrays.path[index])
            case .dashPhase: return .scalar(arrays.dashPhase[index])
            case .fillGradient: return .gradient(arrays.fillGradient[index])
            case .strokeGradient: return .gradient(arrays.strokeGradient[index])
            }
        }
        set {
            markChanged()
            write(newValue, property, index)
        }
    }

    /// The subscript's write without `markChanged`: sampling's, which keeps track of what it writes.
    mutating func write(_ newValue: MotionValue, _ property: MotionProperty, _ index: Int) {
        switch (property, newValue) {
        case (.strokeStart, .scalar(let v)): arrays.strokeStart[index] = v
        case (.strokeEnd, .scalar(let v)): arrays.strokeEnd[index] = v
        case (.trimOffset, .scalar(let v)): arrays.trimOffset[index] = v
        case (.opacity, .scalar(let v)): arrays.opacity[index] = v
        case (.position, .point(let v)): arrays.position[index] = v
        case (.anchor, .point(let v)): arrays.anchor[index] = v
        case (.scale, .point(let v)): arrays.scale[index] = v
        case (.scale, .scalar(let v)): arrays.scale[index] = MotionPoint(v, v)
        case (.rotation, .scalar(let v)): arrays.rotation[index] = v
        case (.strokeColor, .color(let v)): arrays.strokeColor[index] = v
        case (.fillColor, .color(let v)): arrays.fillColor[index] = v
        case (.lineWidth, .scalar(let v)): arrays.lineWidth[index] = v
        case (.shadowColor, .color(let v)): arrays.shadowColor[index] = v
        case (.shadowOpacity, .scalar(let v)): arrays.shadowOpacity[index] = v
        case (.shadowOffset, .point(let v)): arrays.shadowOffset[index] = v
        case (.shadowBlur, .scalar(let v)): arrays.shadowBlur[index] = v
        case (.path, .path(let v)): arrays.path[index] = v
        case (.dashPhase, .scalar(let v)): arrays.dashPhase[index] = v
        case (.fillGradient, .gradient(let v)): arrays.fillGradient[index] = v
        case (.strokeGradient, .gradient(let v)): arrays.strokeGradient[index] = v
        default: break
        }
    }
}
