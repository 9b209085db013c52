#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

/// Core Animation for any control the runtime describes: its `CAShapeLayer`s and, per transition, its
/// `CAAnimationGroup`s of `CAKeyframeAnimation`s, built from runtime values (`MotionScene`, `MotionFrame`,
/// `MotionTransition`). Generated `<Control>+CoreAnimation.swift` files hold only the control's own data
/// (stroke styles); `MotionCoreAnimationControl` gives every control these functions with its own
/// design size, scene and stroke styles filled in.
///
/// The mapping, as the seeds build their layers: every layer has the design box as bounds; a node's
/// position `p` and anchor `a` become `position = p + a` and `anchorPoint = a / size`, so that scale
/// and rotation (`transform.scale.x/y`, `transform.rotation.z`) turn about the anchor as the runtime's
/// `MotionTransform.matrix` does. A group is a `CALayer` holding its children's layers. Each node gets one
/// `CAAnimationGroup` per transition holding its tracks inside copies of the groups that enclose them
/// (same begin, duration, repeat, autoreverse, fill and timing function), so group clipping and
/// group easing are Core Animation's own. Springs on a two-value track become a `CASpringAnimation`;
/// other springs and `steps` are sampled into linear keyframes (Core Animation has no such timing
/// function), and so is every property of a node inside a group eased by one, or whose anchor moves;
/// `trimOffset` has no Core Animation property and is left out.
///
/// Available where `CGColor(srgbRed:green:blue:alpha:)` is: iOS 13, macOS 10.15, tvOS 13, visionOS 1.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public enum CoreAnimationGlue {
    /// A shape's stroke style as Core Animation names it (the runtime's frames do not animate it).
    public typealias StrokeStyle = (cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, miterLimit: Double)

    /// A control as layers: `root` has the design box as bounds; `nodes[i]` is node i's layer (a
    /// `CAShapeLayer` for a shape, a plain `CALayer` for a group), nested as the groups nest.
    public struct Layers {
        public let root: CALayer
        public let nodes: [CALayer]

        public init(root: CALayer, nodes: [CALayer]) {
            self.root = root
            self.nodes = nodes
        }
    }

    /// Builds the layers of `scene` (`strokeStyles[i]` is node i's, nil for a group) in a
    /// `designSize` box, showing `frame`.
    public static func makeLayers(scene: MotionScene, strokeStyles: [StrokeStyle?], designSize: MotionRect,
                                  showing frame: MotionFrame) -> Layers {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: designSize.width, height: designSize.height)
        root.anchorPoint = CGPoint(x: 0, y: 0)
        root.position = CGPoint(x: 0, y: 0)
        var nodes: [CALayer] = []
        for (index, shape) in scene.nodes.enumerated() {
            let layer: CALayer
            if shape.isGroup {
                layer = CALayer()
            } else {
                let shapeLayer = CAShapeLayer()
                shapeLayer.path = cgPath(shape.path)
                if index < strokeStyles.count, let style = strokeStyles[index] {
                    shapeLayer.lineCap = style.cap
                    shapeLayer.lineJoin = style.join
                    shapeLayer.miterLimit = CGFloat(style.miterLimit)
                }
                // The pattern runs along the trimmed part, from strokeStart, as the runtime's
                // `MotionScene.strokedPath` dashes it.
                if !shape.dashPattern.isEmpty {
                    shapeLayer.lineDashPattern = shape.dashPattern.map { NSNumber(value: $0) }
                }
                layer = shapeLayer
            }
            layer.bounds = root.bounds
            if let parent = shape.parent, parent >= 0, parent < nodes.count {
                nodes[parent].addSublayer(layer)
            } else {
                root.addSublayer(layer)
            }
            nodes.append(layer)
        }
        apply(frame, to: nodes, designSize: designSize)
        return Layers(root: root, nodes: nodes)
    }

    /// Places `root` so the `designSize` box is aspect-fitted into `rect` of its superlayer.
    public static func layout(_ root: CALayer, in rect: CGRect, designSize: MotionRect) {
        let scale = Swift.min(Double(rect.width) / designSize.width, Double(rect.height) / designSize.height)
        root.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        root.position = CGPoint(x: rect.midX, y: rect.midY)
        root.setAffineTransform(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
    }

    /// Sets every layer's model values to `frame` (wrap it in a `CATransaction` with actions disabled
    /// to avoid implicit animations).
    public static func apply(_ frame: MotionFrame, to nodes: [CALayer], designSize: MotionRect) {
        for (index, layer) in nodes.enumerated() where index < frame.nodeCount {
            let anchor = frame.anchor[index]
            layer.anchorPoint = CGPoint(x: anchor.x / designSize.width, y: anchor.y / designSize.height)
            layer.position = cgPoint(frame.position[index] + anchor)
            layer.transform = CATransform3DScale(CATransform3DMakeRotation(CGFloat(frame.rotation[index]), 0, 0, 1),
                                                 CGFloat(frame.scale[index].x), CGFloat(frame.scale[index].y), 1)
            layer.opacity = Float(frame.opacity[index])
            layer.shadowColor = cgColor(frame.shadowColor[index])
            layer.shadowOpacity = Float(frame.shadowOpacity[index])
            layer.shadowOffset = CGSize(width: frame.shadowOffset[index].x, height: frame.shadowOffset[index].y)
            layer.shadowRadius = CGFloat(frame.shadowBlur[index])
            guard let shapeLayer = layer as? CAShapeLayer else { continue }
            shapeLayer.strokeStart = CGFloat(frame.strokeStart[index])
            shapeLayer.strokeEnd = CGFloat(frame.strokeEnd[index])
            shapeLayer.strokeColor = cgColor(frame.strokeColor[index])
            shapeLayer.fillColor = cgColor(frame.fillColor[index])
            shapeLayer.lineWidth = CGFloat(frame.lineWidth[index])
            shapeLayer.path = cgPath(frame.path[index])
            shapeLayer.lineDashPhase = CGFloat(frame.dashPhase[index])
            applyGradients(frame, index: index, to: shapeLayer)
        }
    }

    /// Shows `transition` on `layers`: the model values become its start frame, then every node's
    /// animation is added under the key `motionspec` (replacing the previous transition's). It
    /// starts now, or at `beginTime` (the layers' time) when one is given, and ends the loop playing
    /// (`loopAnimationKey`). When it is over, applying the destination frame makes it the model.
    public static func play<State>(_ transition: MotionTransition<State>, designSize: MotionRect, on layers: Layers,
                                   beginTime: CFTimeInterval? = nil) {
        let start = beginTime ?? layers.root.convertTime(CACurrentMediaTime(), from: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        apply(transition.base, to: layers.nodes, designSize: designSize)
        // Leaving a state ends its loop: the transition starts from the frame it presented.
        for layer in layers.nodes {
            layer.removeAnimation(forKey: loopAnimationKey)
            layer.removeAnimation(forKey: loopBaseAnimationKey)
        }
        for (node, animation) in animations(for: transition, designSize: designSize, beginTime: start) where node < layers.nodes.count {
            layers.nodes[node].add(animation, forKey: "motionspec")
        }
        removeGradientAnimations(from: layers, forKey: loopAnimationKey)
        add(gradientAnimations(base: transition.base, tracks: transition.timeline.tracks, duration: transition.duration, repeatCount: 1,
                               designSize: designSize, beginTime: start, frame: transition.frame(at:)),
            to: layers, forKey: "motionspec")
        CATransaction.commit()
    }
}
#endif
