import MotionRuntime
import MotionDiagnostics

/// `transition on -> off reverses off -> on [for D] [TIMING]`: the transition's `root` is the other
/// transition's tree, and lowering plays it backwards in time (`MotionTrackGroup.reversed`).
public struct ReversalModel: Hashable, Sendable {
    /// The reversed transition's states (its source, its destination).
    public var from: String
    public var to: String
    /// The reverse's own duration: every time in the tree is scaled to it. Nil: the original's.
    public var duration: Double?
    /// The reverse's own timing function for the tree as a whole, in place of the original's
    /// mirrored one. Nil: the mirror.
    public var timingFunction: MotionTimingFunction?
    public init(from: String, to: String, duration: Double?, timingFunction: MotionTimingFunction?) {
        self.from = from
        self.to = to
        self.duration = duration
        self.timingFunction = timingFunction
    }
}
