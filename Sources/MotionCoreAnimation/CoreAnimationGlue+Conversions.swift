#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

/// Runtime values as Core Animation's: key paths, curves, modes, points, colours and paths.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension CoreAnimationGlue {
    /// The Core Animation key paths of a property and the value each takes from a runtime value
    /// (`designSize` turns an anchor into an `anchorPoint`).
    static func keyPaths(_ property: MotionProperty, designSize: MotionRect) -> [(path: String, value: (MotionValue) -> Any)] {
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
        // Core Animation blends two paths of the same elements point by point, as the runtime does;
        // every segment is written as a curve, so a line and a curve have the same element.
        case .path: return [("path", { cgPath($0.path ?? MotionPath()) })]
        case .dashPhase: return [("lineDashPhase", scalar)]
        // On the shape's gradient layers, which transitions do not animate (CoreAnimationGlue+Gradients).
        case .fillGradient, .strokeGradient: return []
        }
    }

    static func scalar(_ value: MotionValue) -> Any { cgFloat(value.scalar ?? 0) }
    static func color(_ value: MotionValue) -> Any { cgColor(value.color ?? .clear) }
    static func cgFloat(_ value: Double) -> CGFloat { CGFloat(value) }

    static func calculationMode(_ mode: MotionCalculationMode) -> CAAnimationCalculationMode {
        switch mode {
        case .linear: return .linear
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        }
    }

    /// Core Animation's curve for a timing function (linear for those it cannot say at group level).
    static func mediaTimingFunction(_ function: MotionTimingFunction) -> CAMediaTimingFunction {
        switch function {
        case .cubicBezier(let curve):
            return CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        case .linear, .steps, .spring:
            return CAMediaTimingFunction(name: .linear)
        }
    }

    static func cgPoint(_ p: MotionPoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }

    static func cgColor(_ c: MotionColor) -> CGColor {
        CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The runtime path as a `CGPath` of cubic segments.
    static func cgPath(_ path: MotionPath) -> CGPath {
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
}
#endif
