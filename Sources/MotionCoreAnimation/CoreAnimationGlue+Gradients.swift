#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

/// Gradient fills and strokes: a shape's `CAShapeLayer` paints no colour where a gradient paints (its
/// fill or stroke colour is clear), and holds a `CAGradientLayer` for each gradient, covering the design
/// box and masked by a `CAShapeLayer` of the shape's path, filled (the fill) or stroked with the shape's
/// width, style and trims (the stroke). The gradient's points are in the shape's coordinates, which are
/// the design box's: Core Animation takes them as fractions of the layer (`startPoint`, `endPoint`; a
/// radial gradient's `endPoint` is where its ellipse of radii `radius / width`, `radius / height` reaches).
///
/// The layers show a frame's gradients (`apply`); transitions and loops animate them
/// (`CoreAnimationGlue+GradientAnimations`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension CoreAnimationGlue {
    static let fillGradientLayerName = "motionspec.fillGradient"
    static let strokeGradientLayerName = "motionspec.strokeGradient"

    /// Node `index`'s gradient layers in `layer` made to show `frame` (added on first use, removed when
    /// the frame's gradient is none).
    static func applyGradients(_ frame: MotionFrame, index: Int, to layer: CAShapeLayer) {
        for (gradient, name) in [(frame.fillGradient[index], fillGradientLayerName), (frame.strokeGradient[index], strokeGradientLayerName)] {
            let existing = layer.sublayers?.first { $0.name == name } as? CAGradientLayer
            if gradient.isNone {
                if let existing { layer.sublayers = layer.sublayers?.filter { $0 !== existing } }
                continue
            }
            let gradientLayer = existing ?? CAGradientLayer()
            if existing == nil {
                gradientLayer.name = name
                gradientLayer.mask = CAShapeLayer()
                layer.addSublayer(gradientLayer)
            }
            gradientLayer.bounds = layer.bounds
            gradientLayer.anchorPoint = CGPoint(x: 0, y: 0)
            gradientLayer.position = CGPoint(x: 0, y: 0)
            show(gradient, on: gradientLayer)
            guard let mask = gradientLayer.mask as? CAShapeLayer else { continue }
            mask.bounds = layer.bounds
            mask.anchorPoint = CGPoint(x: 0, y: 0)
            mask.position = CGPoint(x: 0, y: 0)
            mask.path = layer.path
            let black = cgColor(MotionColor.black)
            if name == fillGradientLayerName {
                mask.fillColor = black
                mask.strokeColor = nil
            } else {
                mask.fillColor = nil
                mask.strokeColor = black
                mask.lineWidth = layer.lineWidth
                mask.lineCap = layer.lineCap
                mask.lineJoin = layer.lineJoin
                mask.miterLimit = layer.miterLimit
                mask.strokeStart = layer.strokeStart
                mask.strokeEnd = layer.strokeEnd
                mask.lineDashPattern = layer.lineDashPattern
                mask.lineDashPhase = layer.lineDashPhase
            }
        }
    }

    /// The gradient's stops and points as the layer's colours, locations and unit points.
    static func show(_ gradient: MotionGradient, on layer: CAGradientLayer) {
        let size = MotionRect(x: 0, y: 0, width: Double(layer.bounds.width), height: Double(layer.bounds.height))
        guard size.width > 0, size.height > 0 else { return }
        layer.colors = gradient.stops.map { cgColor($0.color) }
        layer.locations = gradient.stops.map { NSNumber(value: $0.position) }
        layer.startPoint = unitPoint(gradient.start, in: size)
        layer.endPoint = endPoint(gradient, in: size)
        layer.type = gradient.kind == .linear ? .axial : .radial
    }
}
#endif
