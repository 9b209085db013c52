#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

/// A control Core Animation can draw: a `MotionControl` that adds its nodes' stroke styles (what the
/// runtime's frames do not animate). The generated `<Control>+CoreAnimation.swift` declares the
/// conformance and the styles; the layers, layout and animations come from here, with the control's
/// design size and scene filled in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol MotionCoreAnimationControl: MotionControl {
    /// Each node's stroke style (cap, join, miter limit), index for index with the scene; nil for a group.
    static var strokeStyles: [CoreAnimationGlue.StrokeStyle?] { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension MotionCoreAnimationControl {
    /// The control as layers: `root` has the design box as bounds; `nodes[i]` is node i's layer.
    public typealias Layers = CoreAnimationGlue.Layers

    /// Builds the layers showing `frame` (the initial state's by default).
    public static func makeLayers(showing frame: MotionFrame = frame(for: .initial, parameters: Parameters())) -> Layers {
        CoreAnimationGlue.makeLayers(scene: scene(Parameters()), strokeStyles: strokeStyles, designSize: designSize, showing: frame)
    }

    /// Places `root` so the design box is aspect-fitted into `rect` of its superlayer.
    public static func layout(_ root: CALayer, in rect: CGRect) {
        CoreAnimationGlue.layout(root, in: rect, designSize: designSize)
    }

    /// Sets every layer's model values to `frame` (wrap it in a `CATransaction` with actions disabled
    /// to avoid implicit animations).
    public static func apply(_ frame: MotionFrame, to nodes: [CALayer]) {
        CoreAnimationGlue.apply(frame, to: nodes, designSize: designSize)
    }

    /// One animation per animated node (`CAAnimationGroup`s of `CAKeyframeAnimation`s); the outermost
    /// group begins at `beginTime` (in the layers' time) plus the transition's own begin.
    public static func animations(for transition: Transition, beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
        CoreAnimationGlue.animations(for: transition, designSize: designSize, beginTime: beginTime)
    }

    /// Shows `transition` on `layers`, now or at `beginTime` (the layers' time). When it is over,
    /// `apply(transition.destination, to:)` makes the destination the model.
    public static func play(_ transition: Transition, on layers: Layers, beginTime: CFTimeInterval? = nil) {
        CoreAnimationGlue.play(transition, designSize: designSize, on: layers, beginTime: beginTime)
    }

    /// Plays `state`'s loop (if it has one, and not under reduced motion: then the control rests on the
    /// state's frame) from `beginTime`: the end of the transition into `state`, or now. It repeats
    /// until a transition is played.
    public static func playLoop(in state: State, parameters: Parameters = Parameters(), on layers: Layers,
                                beginTime: CFTimeInterval? = nil, reduceMotion: Bool = false) {
        guard !reduceMotion, let loop = loop(in: state, parameters: parameters) else { return }
        CoreAnimationGlue.play(loop, designSize: designSize, on: layers, beginTime: beginTime)
    }
}
#endif
