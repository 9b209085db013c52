import MotionCompiler
import MotionRuntime

/// Writes `<Control>+CoreAnimation.swift`: the control's `CAShapeLayer`s and, per transition, its
/// `CAAnimationGroup`s of `CAKeyframeAnimation`s, built from the same runtime values the value-type
/// timelines sample (so parameters and retargeted `current` values reach the layers too).
///
/// The mapping, as the seeds build their layers: every layer has the design box as bounds; a node's
/// position `p` and anchor `a` become `position = p + a` and `anchorPoint = a / size`, so that scale
/// and rotation (`transform.scale.x/y`, `transform.rotation.z`) turn about the anchor as the runtime's
/// `Transform.matrix` does. A group is a `CALayer` holding its children's layers. Each node gets one
/// `CAAnimationGroup` per transition holding its tracks inside copies of the groups that enclose them
/// (same begin, duration, repeat, autoreverse, fill and timing function), so group clipping and
/// group easing are Core Animation's own. Springs on a two-value track become a `CASpringAnimation`;
/// other springs and `steps` are sampled into linear keyframes (Core Animation has no such timing
/// function); `trimOffset` has no Core Animation property and is left out.
struct SwiftCoreAnimationWriter {
    let writer: SwiftControlWriter

    func text(imports: Bool) -> String {
        let control = writer.control
        let type = writer.typeName
        var code = SwiftCode()
        code.line("#if canImport(QuartzCore)")
        if imports {
            code.line("import MotionRuntime")
        }
        code.line("import QuartzCore")
        code.line()
        code.block("extension \(type) {") { code in
            code.doc("Each node's stroke style (cap, join, miter limit); nil for a group.")
            code.block("public static var strokeStyles: [(cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, miterLimit: Double)?] {", "}") { code in
                code.block("[", "]") { code in
                    for node in control.nodes {
                        guard let style = node.style else { code.line("nil, // \(TextEscaping.lineComment(node.name))"); continue }
                        code.line("(.\(style.lineCap.rawValue), .\(style.lineJoin.rawValue), \(SwiftLiterals.number(style.miterLimit))), // \(TextEscaping.lineComment(node.name))")
                    }
                }
            }
            code.line()
            for line in Self.fixedGlue.split(separator: "\n", omittingEmptySubsequences: false) {
                code.line(String(line))
            }
        }
        code.line("#endif")
        return code.text
    }

    /// The glue that does not depend on the control (it reads the control's static data).
    static let fixedGlue = """
        /// The control as layers: `root` has the design box as bounds; `nodes[i]` is node i's layer (a
        /// `CAShapeLayer` for a shape, a plain `CALayer` for a group), nested as the groups nest.
        public struct Layers {
            public let root: CALayer
            public let nodes: [CALayer]
        }

        /// Builds the layers showing `frame` (the initial state's by default).
        public static func makeLayers(showing frame: Frame = frame(for: .initial)) -> Layers {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: designSize.width, height: designSize.height)
            root.anchorPoint = CGPoint(x: 0, y: 0)
            root.position = CGPoint(x: 0, y: 0)
            var nodes: [CALayer] = []
            let structure = control()
            for (index, shape) in structure.shapes.enumerated() {
                let layer: CALayer
                if shape.isGroup {
                    layer = CALayer()
                } else {
                    let shapeLayer = CAShapeLayer()
                    shapeLayer.path = cgPath(paths[index])
                    if let style = strokeStyles[index] {
                        shapeLayer.lineCap = style.cap
                        shapeLayer.lineJoin = style.join
                        shapeLayer.miterLimit = CGFloat(style.miterLimit)
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
            apply(frame, to: nodes)
            return Layers(root: root, nodes: nodes)
        }

        /// Places `root` so the design box is aspect-fitted into `rect` of its superlayer.
        public static func layout(_ root: CALayer, in rect: CGRect) {
            let scale = Swift.min(Double(rect.width) / designSize.width, Double(rect.height) / designSize.height)
            root.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            root.position = CGPoint(x: rect.midX, y: rect.midY)
            root.setAffineTransform(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
        }

        /// Sets every layer's model values to `frame` (wrap it in a `CATransaction` with actions disabled
        /// to avoid implicit animations).
        public static func apply(_ frame: Frame, to nodes: [CALayer]) {
            for (index, layer) in nodes.enumerated() where index < frame.shapeCount {
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
            }
        }

        /// One animation per animated node: the transition's groups and that node's tracks, as
        /// `CAAnimationGroup`s and `CAKeyframeAnimation`s. The outermost group begins at `beginTime`
        /// (in the layers' time) plus the transition's own begin.
        public static func animations(for transition: Transition, beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
            var result: [(node: Int, animation: CAAnimation)] = []
            let animated = transition.timeline.tracks.map(\\.shape)
            for node in Set(animated).sorted() {
                var trackIndex = 0
                guard let group = animationGroup(transition.root, node: node, tracks: transition.timeline.tracks,
                                                 base: transition.base, trackIndex: &trackIndex) else { continue }
                group.beginTime = beginTime + transition.root.timing.begin
                result.append((node, group))
            }
            return result
        }

        /// Shows `transition` on `layers`: the model values become its start frame, then every node's
        /// animation is added under the key `motionspec` (replacing the previous transition's). It
        /// starts now, or at `beginTime` (the layers' time) when one is given. When it is over,
        /// `apply(transition.destination, to:)` makes the destination the model.
        public static func play(_ transition: Transition, on layers: Layers, beginTime: CFTimeInterval? = nil) {
            let start = beginTime ?? layers.root.convertTime(CACurrentMediaTime(), from: nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            apply(transition.base, to: layers.nodes)
            for (node, animation) in animations(for: transition, beginTime: start) where node < layers.nodes.count {
                layers.nodes[node].add(animation, forKey: "motionspec")
            }
            CATransaction.commit()
        }

        /// `group` with only `node`'s tracks (nil when it has none); `trackIndex` walks the flattened
        /// tracks (retargeted) in tree order.
        private static func animationGroup(_ group: TrackGroup, node: Int, tracks: [Track], base: Frame,
                                           trackIndex: inout Int) -> CAAnimationGroup? {
            var children: [CAAnimation] = []
            for child in group.children {
                switch child {
                case .track:
                    let track = tracks[trackIndex]
                    trackIndex += 1
                    if track.shape == node { children += animations(for: track, base: base) }
                case .group(let nested):
                    if let nestedGroup = animationGroup(nested, node: node, tracks: tracks, base: base, trackIndex: &trackIndex) {
                        children.append(nestedGroup)
                    }
                }
            }
            guard !children.isEmpty else { return nil }
            let animation = CAAnimationGroup()
            animation.animations = children
            applyTiming(group.timing, to: animation)
            animation.timingFunction = mediaTimingFunction(group.timingFunction)
            return animation
        }

        /// The Core Animation key paths of a property and the value each takes from a runtime value.
        private static func keyPaths(_ property: Property) -> [(path: String, value: (Value) -> Any)] {
            switch property {
            case .strokeStart: return [("strokeStart", scalar)]
            case .strokeEnd: return [("strokeEnd", scalar)]
            case .opacity: return [("opacity", scalar)]
            case .lineWidth: return [("lineWidth", scalar)]
            case .shadowOpacity: return [("shadowOpacity", scalar)]
            case .shadowBlur: return [("shadowRadius", scalar)]
            case .rotation: return [("transform.rotation.z", scalar)]
            case .scale: return [("transform.scale.x", { cgFloat($0.point?.x ?? 1) }), ("transform.scale.y", { cgFloat($0.point?.y ?? 1) })]
            case .position: return [("position", { cgPoint(($0.point ?? .zero)) })]
            case .anchor: return [("anchorPoint", { value in
                let anchor = value.point ?? .zero
                return CGPoint(x: anchor.x / designSize.width, y: anchor.y / designSize.height)
            })]
            case .shadowOffset: return [("shadowOffset", { CGSize(width: $0.point?.x ?? 0, height: $0.point?.y ?? 0) })]
            case .strokeColor: return [("strokeColor", color)]
            case .fillColor: return [("fillColor", color)]
            case .shadowColor: return [("shadowColor", color)]
            case .trimOffset: return []
            }
        }

        private static func scalar(_ value: Value) -> Any { cgFloat(value.scalar ?? 0) }
        private static func color(_ value: Value) -> Any { cgColor(value.color ?? .clear) }
        private static func cgFloat(_ value: Double) -> CGFloat { CGFloat(value) }

        /// One track as Core Animation animations (two for a two-axis scale). `base` is the model the
        /// layers show (`apply`), whose anchor the layer's position includes.
        private static func animations(for track: Track, base: Frame) -> [CAAnimation] {
            let keyframes = track.keyframes
            // A position animates the layer's position, which is p + anchor.
            let anchor = track.property == .position && track.shape < base.shapeCount ? base.anchor[track.shape] : .zero
            let values = keyframes.values.map { value -> Value in
                if track.property == .position, let p = value.point { return .point(p + anchor) }
                return value
            }
            return keyPaths(track.property).map { keyPath in
                let animation: CAPropertyAnimation
                if let spring = singleSpring(keyframes) {
                    let springAnimation = CASpringAnimation(keyPath: keyPath.path)
                    springAnimation.mass = CGFloat(spring.mass)
                    springAnimation.stiffness = CGFloat(spring.stiffness)
                    springAnimation.damping = CGFloat(spring.damping)
                    springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
                    springAnimation.fromValue = keyPath.value(values[0])
                    springAnimation.toValue = keyPath.value(values[1])
                    animation = springAnimation
                } else if needsSampling(keyframes) {
                    // Core Animation has no steps() and no spring per keyframe segment: sample the
                    // runtime's keyframes at 240 points per pass into linear keyframes.
                    let keyframe = CAKeyframeAnimation(keyPath: keyPath.path)
                    let count = 240
                    let times = (0...count).map { Double($0) / Double(count) }
                    keyframe.values = times.map { t in
                        var value = keyframes.value(at: t, duration: track.timing.duration) ?? values[0]
                        if track.property == .position, let p = value.point { value = .point(p + anchor) }
                        return keyPath.value(value)
                    }
                    keyframe.keyTimes = times.map { NSNumber(value: $0) }
                    keyframe.calculationMode = .linear
                    animation = keyframe
                } else {
                    let keyframe = CAKeyframeAnimation(keyPath: keyPath.path)
                    keyframe.values = values.map(keyPath.value)
                    keyframe.keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
                    keyframe.calculationMode = calculationMode(keyframes.mode)
                    let segments = Swift.max(values.count - 1, 0)
                    if !keyframes.timingFunctions.isEmpty, segments > 0 {
                        keyframe.timingFunctions = (0..<segments).map { segment in
                            mediaTimingFunction(keyframes.timingFunctions[Swift.min(segment, keyframes.timingFunctions.count - 1)])
                        }
                    }
                    animation = keyframe
                }
                applyTiming(track.timing, to: animation)
                return animation
            }
        }

        /// The spring of a two-value track whose one segment is a spring.
        private static func singleSpring(_ keyframes: Keyframes<Value>) -> Spring? {
            guard keyframes.values.count == 2, keyframes.mode != .discrete, keyframes.mode != .paced,
                  keyframes.timingFunctions.count == 1, case .spring(let spring) = keyframes.timingFunctions[0] else { return nil }
            return spring
        }

        private static func needsSampling(_ keyframes: Keyframes<Value>) -> Bool {
            guard keyframes.mode != .paced, keyframes.mode != .discrete else { return false }
            return keyframes.timingFunctions.contains { function in
                switch function {
                case .spring, .steps: return true
                case .linear, .cubicBezier: return false
                }
            }
        }

        private static func calculationMode(_ mode: CalculationMode) -> CAAnimationCalculationMode {
            switch mode {
            case .linear: return .linear
            case .discrete: return .discrete
            case .paced: return .paced
            case .cubic: return .cubic
            }
        }

        /// Core Animation's curve for a timing function (linear for those it cannot say at group level).
        private static func mediaTimingFunction(_ function: TimingFunction) -> CAMediaTimingFunction {
            switch function {
            case .cubicBezier(let curve):
                return CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
            case .linear, .steps, .spring:
                return CAMediaTimingFunction(name: .linear)
            }
        }

        private static func applyTiming(_ timing: Timing, to animation: CAAnimation) {
            animation.beginTime = timing.begin
            animation.duration = timing.duration
            animation.repeatCount = Float(timing.repeatCount)
            animation.autoreverses = timing.autoreverses
            switch timing.fill {
            case .none: animation.fillMode = .removed
            case .forwards: animation.fillMode = .forwards
            case .backwards: animation.fillMode = .backwards
            case .both: animation.fillMode = .both
            }
            animation.isRemovedOnCompletion = false
        }

        private static func cgPoint(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }

        private static func cgColor(_ c: Color) -> CGColor {
            CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
        }

        /// The runtime path as a `CGPath` of cubic segments.
        private static func cgPath(_ path: Path) -> CGPath {
            let result = CGMutablePath()
            for subpath in path.subpaths {
                result.move(to: cgPoint(subpath.start))
                for cubic in subpath.cubics {
                    result.addCurve(to: cgPoint(cubic.p3), control1: cgPoint(cubic.p1), control2: cgPoint(cubic.p2))
                }
                if subpath.isClosed { result.closeSubpath() }
            }
            return result
        }
        """
}
