#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

/// Gradients in motion: a shape's gradient layers (`CoreAnimationGlue+Gradients`) animate beside its
/// shape layer. A gradient's `colors`, `locations`, `startPoint` and `endPoint`, and the masks that cut it
/// to the shape (the path, and for a stroke its trims, width and dash phase), are sampled from the
/// runtime as linear `CAKeyframeAnimation`s: a gradient blends stop by stop as Core Animation blends
/// `colors` and `locations` element by element, and the samples carry every timing the runtime has.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension CoreAnimationGlue {
    /// Which layer of a shape's gradients an animation is for.
    public enum GradientLayerRole: Sendable {
        case fillGradient, strokeGradient, fillMask, strokeMask
    }

    /// The shape properties each mask follows: the fill's its path; the stroke's also how it is stroked.
    static let fillMaskProperties: [MotionProperty] = [.path]
    static let strokeMaskProperties: [MotionProperty] = [.path, .strokeStart, .strokeEnd, .lineWidth, .dashPhase]

    /// The animations of the gradient layers (and their masks) of the nodes `tracks` animate, sampled from
    /// `frame` at 240 points over `duration` and played `repeatCount` times from `beginTime`; `base` (the
    /// frame the animations start from) says which shapes a gradient paints.
    public static func gradientAnimations(base: MotionFrame, tracks: [MotionTrack], duration: Double, repeatCount: Float,
                                          designSize: MotionRect, beginTime: CFTimeInterval,
                                          frame: (Double) -> MotionFrame) -> [(node: Int, role: GradientLayerRole, animation: CAAnimation)] {
        var wanted: [(node: Int, role: GradientLayerRole, properties: [MotionProperty])] = []
        for node in 0..<base.nodeCount {
            let moved = Set(tracks.filter { $0.node == node }.map(\.property))
            guard !moved.isEmpty else { continue }
            if !base.fillGradient[node].isNone {
                if moved.contains(.fillGradient) { wanted.append((node, .fillGradient, [.fillGradient])) }
                let mask = fillMaskProperties.filter(moved.contains)
                if !mask.isEmpty { wanted.append((node, .fillMask, mask)) }
            }
            if !base.strokeGradient[node].isNone {
                if moved.contains(.strokeGradient) { wanted.append((node, .strokeGradient, [.strokeGradient])) }
                let mask = strokeMaskProperties.filter(moved.contains)
                if !mask.isEmpty { wanted.append((node, .strokeMask, mask)) }
            }
        }
        guard !wanted.isEmpty, duration > 0 else { return [] }
        let count = 240
        let times = (0...count).map { Double($0) / Double(count) }
        let frames = times.map { frame($0 * duration) }
        return wanted.map { node, role, properties in
            var children: [CAAnimation] = []
            for property in properties {
                let paths: [(path: String, value: (MotionValue) -> Any)] = property.kind == .gradient
                    ? gradientKeyPaths(designSize: designSize) : keyPaths(property, designSize: designSize)
                for keyPath in paths {
                    children.append(sampledKeyframes(keyPath.path, times: times, duration: duration,
                                                     values: frames.map { keyPath.value($0[property, node]) }))
                }
            }
            return (node, role, sampledGroup(children, beginTime: beginTime, duration: duration, repeatCount: repeatCount))
        }
    }

    /// A `CAGradientLayer`'s animatable key paths and each one's value from a runtime gradient, the layer
    /// covering the `designSize` box (`show(_:on:)` sets the same values at rest).
    static func gradientKeyPaths(designSize: MotionRect) -> [(path: String, value: (MotionValue) -> Any)] {
        func gradient(_ value: MotionValue) -> MotionGradient {
            if case .gradient(let g) = value { return g }
            return .none
        }
        return [
            ("colors", { gradient($0).stops.map { cgColor($0.color) } }),
            ("locations", { gradient($0).stops.map { NSNumber(value: $0.position) } }),
            ("startPoint", { unitPoint(gradient($0).start, in: designSize) }),
            ("endPoint", { endPoint(gradient($0), in: designSize) }),
        ]
    }

    /// `point` as a fraction of the `size` box (Core Animation's gradient points).
    static func unitPoint(_ point: MotionPoint, in size: MotionRect) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0, y: 0) }
        return CGPoint(x: point.x / size.width, y: point.y / size.height)
    }

    /// Where position 1 lies as a unit point: the end of a linear gradient; for a radial one the corner of
    /// the box its ellipse of radii `radius / width` and `radius / height` fills.
    static func endPoint(_ gradient: MotionGradient, in size: MotionRect) -> CGPoint {
        switch gradient.kind {
        case .linear: unitPoint(gradient.end, in: size)
        case .radial: unitPoint(MotionPoint(gradient.start.x + gradient.radius, gradient.start.y + gradient.radius), in: size)
        }
    }

    /// The layer `role` names in a shape's layer: its gradient layer, or that layer's mask.
    public static func gradientLayer(_ role: GradientLayerRole, in layer: CALayer) -> CALayer? {
        let name = role == .fillGradient || role == .fillMask ? fillGradientLayerName : strokeGradientLayerName
        guard let gradientLayer = layer.sublayers?.first(where: { $0.name == name }) else { return nil }
        return role == .fillMask || role == .strokeMask ? gradientLayer.mask : gradientLayer
    }

    /// Adds `animations` to the gradient layers of `layers` under `key`.
    static func add(_ animations: [(node: Int, role: GradientLayerRole, animation: CAAnimation)], to layers: Layers, forKey key: String) {
        for (node, role, animation) in animations where node < layers.nodes.count {
            gradientLayer(role, in: layers.nodes[node])?.add(animation, forKey: key)
        }
    }

    /// Removes what `add` added under `key` from every gradient layer and mask of `layers`.
    static func removeGradientAnimations(from layers: Layers, forKey key: String) {
        for layer in layers.nodes {
            for role in [GradientLayerRole.fillGradient, .strokeGradient, .fillMask, .strokeMask] {
                gradientLayer(role, in: layer)?.removeAnimation(forKey: key)
            }
        }
    }
}
#endif
