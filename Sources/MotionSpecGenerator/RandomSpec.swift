/// A generated spec as data: what the generator draws, what the shrinker makes smaller, and what
/// `dsl()` writes as a `.motion` file.
public struct RandomSpec: Hashable, Sendable {
    public var name: String
    public var width: Int
    public var height: Int
    public var nodes: [RandomNode]
    public var states: [RandomState]
    public var transitions: [RandomTransition]

    /// Every shape and node group, depth first.
    public var allNodes: [RandomNode] { nodes.flatMap { [$0] + $0.children } }
}

/// A shape, or a node group holding shapes (its transform and opacity apply to them).
public struct RandomNode: Hashable, Sendable {
    public var name: String
    /// Nil for a node group.
    public var path: String?
    public var stroke: String?
    public var fill: String?
    /// Settings written as they are (`position (3, 4)`, `rotation 10deg`).
    public var settings: [String]
    public var children: [RandomNode]

    public var isGroup: Bool { path == nil }

    /// The properties a track may animate on this node: a group has only its transform and opacity;
    /// paint and trim need the paint.
    public var animatable: [RandomProperty] {
        var out: [RandomProperty] = [.opacity, .position, .scale, .rotation]
        guard !isGroup else { return out }
        out.append(.anchor)
        if stroke != nil { out += [.strokeStart, .strokeEnd, .trimOffset, .lineWidth, .strokeColor] }
        if fill != nil { out.append(.fillColor) }
        return out
    }
}

/// The properties the generator animates: every value type (number, point, colour) and every
/// property whose value every target can animate (shadows are left out: CSS cannot animate them
/// and Lottie has none inside a group, both documented refusals that would hide the other cells).
public enum RandomProperty: String, CaseIterable, Hashable, Sendable {
    case opacity, position, anchor, scale, rotation, strokeStart, strokeEnd, trimOffset, lineWidth, strokeColor, fillColor
}

public struct RandomState: Hashable, Sendable {
    public var name: String
    public var initial: Bool
    public var values: [RandomAssignment]
    /// The idle animation that plays while the control rests in the state.
    public var loop: RandomLoop? = nil
}

/// A state's `loop`: its header (a period, a timing function for each pass, `autoreverse`; no begin,
/// repeat or fill) and a transition's kind of body, without `current`.
public struct RandomLoop: Hashable, Sendable {
    public var timing: RandomTiming
    public var items: [RandomItem]
}

public struct RandomAssignment: Hashable, Sendable {
    public var node: String
    public var property: RandomProperty
    public var value: RandomValue
}

public struct RandomTransition: Hashable, Sendable {
    /// Nil for `*`.
    public var from: String?
    public var to: String
    public var duration: Double?
    public var items: [RandomItem]
    /// `from -> to reverses to -> from`: the other direction played backwards, with no body of its own.
    public var reverses = false
    /// The header's timing function, when written (only a reverse's header has one).
    public var functions: [String] = []
}

public indirect enum RandomItem: Hashable, Sendable {
    case track(RandomTrack)
    case group(RandomGroup)
}

public struct RandomTiming: Hashable, Sendable {
    public var begin: Double?
    public var duration: Double?
    /// A timing function as written, or `timing [ … ]` when there are several.
    public var functions: [String] = []
    public var fill: String?
    public var repeatCount: Double?
    public var autoreverse = false
}

public struct RandomTrack: Hashable, Sendable {
    public var node: String
    public var property: RandomProperty
    /// `linear` (not written), `discrete`, `paced` or `cubic`.
    public var mode: String
    public var values: [RandomValue]
    /// Fractions, one per value, or empty.
    public var keys: [Double]
    public var timing: RandomTiming
}

public struct RandomGroup: Hashable, Sendable {
    public var timing: RandomTiming
    public var items: [RandomItem]
}

/// A value of a property, or `current`.
public enum RandomValue: Hashable, Sendable {
    case number(Double)
    case point(Double, Double)
    case colour(UInt32)
    case current

    static func rounded(_ x: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let r = (x * scale).rounded() / scale
        return r == 0 ? 0 : r
    }
}
