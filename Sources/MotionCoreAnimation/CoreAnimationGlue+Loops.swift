#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension CoreAnimationGlue {
    /// The key a loop's animations are added under, beside a transition's `motionspec`: the loop is
    /// added while the transition into its state plays and begins where it ends.
    public static let loopAnimationKey = "motionspec.loop"

    /// One animation per node `loop` animates: its period as `CAAnimationGroup`s and
    /// `CAKeyframeAnimation`s whose outermost group repeats without end (`repeatCount = .infinity`,
    /// `autoreverses` as written), beginning at `beginTime` (the layers' time when the control comes to
    /// rest). A node Core Animation cannot animate from the tree (see `nodesToSample`) gets one period
    /// sampled from the runtime, repeated the same way.
    public static func animations(for loop: MotionLoop, designSize: MotionRect,
                                  beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
        // A sampled node gets one period (a pass, and its way back when it autoreverses), repeated without end.
        animations(root: loop.root, tracks: loop.timeline.tracks, base: loop.base, designSize: designSize,
                   beginTime: beginTime) { node in
            sampledAnimation(node: node, tracks: loop.timeline.tracks, duration: loop.period, repeatCount: .infinity,
                             designSize: designSize, beginTime: beginTime, frame: loop.frame(at:))
        }
    }

    /// Plays `loop` on `layers` from `beginTime` (the layers' time; now when nil) under
    /// `loopAnimationKey`. Call it when the control comes to rest in the loop's state, with the state's
    /// frame as the model, or together with the transition into the state with `beginTime` at its
    /// end. Playing a transition removes it.
    public static func play(_ loop: MotionLoop, designSize: MotionRect, on layers: Layers, beginTime: CFTimeInterval? = nil) {
        let start = beginTime ?? layers.root.convertTime(CACurrentMediaTime(), from: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (node, animation) in animations(for: loop, designSize: designSize, beginTime: start) where node < layers.nodes.count {
            layers.nodes[node].add(animation, forKey: loopAnimationKey)
        }
        add(gradientAnimations(base: loop.base, tracks: loop.timeline.tracks, duration: loop.period, repeatCount: .infinity,
                               designSize: designSize, beginTime: start, frame: loop.frame(at:)),
            to: layers, forKey: loopAnimationKey)
        CATransaction.commit()
    }
}
#endif
