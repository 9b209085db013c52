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

    /// The key of the animations that show the loop's base, the state's frame, from the moment of rest.
    public static let loopBaseAnimationKey = "motionspec.loop.base"

    /// Plays `loop` on `layers` from `beginTime` (the layers' time; now when nil) under
    /// `loopAnimationKey`, over its base under `loopBaseAnimationKey`. Call it when the control comes
    /// to rest in the loop's state, with the state's frame as the model, or together with the
    /// transition into the state with `beginTime` at its end. Playing a transition removes both.
    public static func play(_ loop: MotionLoop, designSize: MotionRect, on layers: Layers, beginTime: CFTimeInterval? = nil) {
        let start = beginTime ?? layers.root.convertTime(CACurrentMediaTime(), from: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // The base first: an animation added later wins, so the loop's own tracks show over it.
        for (node, animation) in baseAnimations(for: loop, on: layers, designSize: designSize, beginTime: start) {
            layers.nodes[node].add(animation, forKey: loopBaseAnimationKey)
        }
        for (node, animation) in animations(for: loop, designSize: designSize, beginTime: start) where node < layers.nodes.count {
            layers.nodes[node].add(animation, forKey: loopAnimationKey)
        }
        add(gradientAnimations(base: loop.base, tracks: loop.timeline.tracks, duration: loop.period, repeatCount: .infinity,
                               designSize: designSize, beginTime: start, frame: loop.frame(at:)),
            to: layers, forKey: loopAnimationKey)
        CATransaction.commit()
    }

    /// Every node's properties as the loop's base has them, held from `beginTime` on without end. The
    /// loop plays over its state's frame from the instant of rest (`semantics.md`), while the
    /// transition into the state fills forwards what it ended on, which may be off the state (MS2048):
    /// these cover it, as the runtime's `MotionTransition.frame(at:thenLooping:)` does.
    static func baseAnimations(for loop: MotionLoop, on layers: Layers, designSize: MotionRect,
                               beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
        let shapeOnly: Set<MotionProperty> = [.strokeStart, .strokeEnd, .lineWidth, .strokeColor, .fillColor, .path, .dashPhase]
        var result: [(node: Int, animation: CAAnimation)] = []
        for node in 0..<Swift.min(loop.base.nodeCount, layers.nodes.count) {
            let isShape = layers.nodes[node] is CAShapeLayer
            var children: [CAAnimation] = []
            for property in MotionProperty.allCases where isShape || !shapeOnly.contains(property) {
                var value = loop.base[property, node]
                // The layer's position includes the anchor.
                if property == .position, let p = value.point { value = .point(p + loop.base.anchor[node]) }
                for keyPath in keyPaths(property, designSize: designSize) {
                    let hold = CABasicAnimation(keyPath: keyPath.path)
                    hold.fromValue = keyPath.value(value)
                    hold.toValue = keyPath.value(value)
                    hold.duration = 1
                    children.append(hold)
                }
            }
            let group = CAAnimationGroup()
            group.animations = children
            group.beginTime = beginTime
            group.duration = 1
            group.repeatCount = .infinity
            group.isRemovedOnCompletion = false
            result.append((node, group))
        }
        return result
    }
}
#endif
