import MotionDiagnostics
import MotionRuntime

/// A state's loop as runtime values: `loop.root` is one period made endless (begin 0, `repeatCount`
/// infinite, `autoreverses` as written), `loop.base` the state's frame. Time 0 is the moment the
/// control comes to rest in the state.
public struct LoweredLoop: Hashable, Sendable {
    public var loop: MotionLoop
    /// The source span of each track, index for index with `loop.timeline.tracks`.
    public var trackSpans: [SourceSpan]
    public var span: SourceSpan

    public init(loop: MotionLoop, trackSpans: [SourceSpan], span: SourceSpan) {
        self.loop = loop
        self.trackSpans = trackSpans
        self.span = span
    }

    /// The period as written, one pass long, with its timing unchanged but endless.
    public var root: MotionTrackGroup { loop.root }
    public var timeline: MotionTimeline { loop.timeline }

    /// One period (a pass, and its way back when it autoreverses) as a transition from the state to
    /// itself, over the state's frame: what targets that write one period and let the player repeat it
    /// (CSS `infinite`, a Lottie marker played in a loop) fit. Its frames are the loop's for
    /// 0 ≤ t ≤ `loop.period`.
    public func onePeriod(state: String) -> MotionTransition<String> {
        var root = loop.root
        root.timing.repeatCount = 1
        return MotionTransition(from: state, to: state, duration: loop.period, root: root, base: loop.base, destination: loop.base)
    }
}

extension Lowering {
    /// State `state`'s loop over its rest `frame`, with the params its keyframes use.
    static func lowerLoop(_ model: LoopModel, state: Int, frame: MotionFrame, indexOfNode: NodeIndex)
        -> (LoweredLoop, [(param: String, use: ParamUse)]) {
        var builder = TimelineBuilder(indexOfNode: indexOfNode, loopOf: state, frame: frame)
        let root = builder.group(model.root, depth: 0)
        let loop = MotionLoop(root: root, base: frame)
        return (LoweredLoop(loop: loop, trackSpans: builder.trackSpans, span: model.span), builder.paramUses)
    }
}
