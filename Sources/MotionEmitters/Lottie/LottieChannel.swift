#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionCompiler
import MotionRuntime

/// One animatable Lottie property of one node (`tm.s`, `st.c`, `tr.p`…): which runtime properties it
/// reads, how a frame becomes its Lottie value, and how errors convert back to the runtime's units.
struct LottieChannel: Hashable, Sendable {
    enum Kind: Hashable, Sendable, CaseIterable {
        case trimStart, trimEnd, trimOffset
        case strokeColor, strokeOpacity, strokeWidth
        case fillColor, fillOpacity
        case anchor, position, scale, rotation, opacity
        /// The layer's drop shadow effect: colour, opacity 0…255, direction (degrees clockwise from up),
        /// distance and softness (px).
        case shadowColor, shadowOpacity, shadowDirection, shadowDistance, shadowSoftness
        /// The shape's path (`sh` `ks`), as the numbers of `ValueText.components`: Lottie blends shape
        /// keyframes vertex by vertex, as the runtime blends paths point by point.
        case path
        /// The stroke's dash offset (`st.d`'s `o` item): the runtime's dash phase, in the same units.
        case dashOffset
        /// A gradient fill's or stroke's stops and points, as `LottieGradient.numbers` lists them.
        case fillGradient, strokeGradient

        static let shadowKinds: [Kind] = [.shadowColor, .shadowOpacity, .shadowDirection, .shadowDistance, .shadowSoftness]
    }

    var node: Int
    var kind: Kind

    /// The runtime properties the value depends on.
    var dependencies: [MotionProperty] {
        switch kind {
        case .trimStart: return [.strokeStart]
        case .trimEnd: return [.strokeEnd]
        case .trimOffset: return [.trimOffset]
        case .strokeColor, .strokeOpacity: return [.strokeColor]
        case .strokeWidth: return [.lineWidth]
        case .fillColor, .fillOpacity: return [.fillColor]
        case .anchor: return [.anchor]
        case .position: return [.position, .anchor]
        case .scale: return [.scale]
        case .rotation: return [.rotation]
        case .opacity: return [.opacity]
        case .shadowColor: return [.shadowColor]
        case .shadowOpacity: return [.shadowOpacity, .shadowColor]
        case .shadowDirection, .shadowDistance: return [.shadowOffset]
        case .shadowSoftness: return [.shadowBlur]
        case .path: return [.path]
        case .dashOffset: return [.dashPhase]
        case .fillGradient: return [.fillGradient]
        case .strokeGradient: return [.strokeGradient]
        }
    }

    /// Every runtime property `value` reads: a trim's start also reads its end (an empty trim).
    var valueDependencies: [MotionProperty] {
        kind == .trimStart ? [.strokeStart, .strokeEnd] : dependencies
    }

    /// Lottie units per runtime unit: trims and opacities are percent, rotation degrees, scale percent.
    var unitScale: Double {
        switch kind {
        case .trimStart, .trimEnd, .strokeOpacity, .fillOpacity, .scale, .opacity: return 100
        case .trimOffset: return 360
        case .rotation, .shadowDirection: return 180 / Double.pi
        case .shadowOpacity: return 255
        case .strokeColor, .fillColor, .strokeWidth, .anchor, .position, .shadowColor, .shadowDistance, .shadowSoftness, .path,
             .dashOffset, .fillGradient, .strokeGradient: return 1
        }
    }

    /// Trims are drawn clamped to 0…1 (the runtime's policy), and Lottie's `s`/`e` must stay in 0…100.
    var bounds: (lo: Double, hi: Double)? {
        kind == .trimStart || kind == .trimEnd ? (0, 100) : nil
    }

    /// The value before any clamping: linear in the runtime property, so keyframes map one by one.
    func raw(_ frame: MotionFrame) -> [Double] {
        let i = node
        switch kind {
        case .trimStart: return [frame.strokeStart[i] * 100]
        case .trimEnd: return [frame.strokeEnd[i] * 100]
        case .trimOffset: return [frame.trimOffset[i] * 360]
        case .strokeColor: return Self.rgb(frame.strokeColor[i])
        case .strokeOpacity: return [frame.strokeColor[i].alpha * 100]
        case .strokeWidth: return [frame.lineWidth[i]]
        case .fillColor: return Self.rgb(frame.fillColor[i])
        case .fillOpacity: return [frame.fillColor[i].alpha * 100]
        case .anchor: return [frame.anchor[i].x, frame.anchor[i].y]
        case .position:
            let p = frame.position[i] + frame.anchor[i]
            return [p.x, p.y]
        case .scale: return [frame.scale[i].x * 100, frame.scale[i].y * 100]
        case .rotation: return [frame.rotation[i] * 180 / Double.pi]
        case .opacity: return [frame.opacity[i] * 100]
        case .shadowColor: return Self.rgb(frame.shadowColor[i])
        case .shadowOpacity: return [frame.shadowOpacity[i] * frame.shadowColor[i].alpha * 255]
        case .shadowDirection:
            let offset = frame.shadowOffset[i]
            guard offset.x != 0 || offset.y != 0 else { return [0] }
            let degrees = atan2(offset.x, -offset.y) * 180 / Double.pi
            return [degrees < 0 ? degrees + 360 : degrees]
        case .shadowDistance: return [frame.shadowOffset[i].length]
        case .shadowSoftness: return [frame.shadowBlur[i]]
        case .path: return ValueText.components(.path(frame.path[i]))
        case .dashOffset: return [frame.dashPhase[i]]
        case .fillGradient: return LottieGradient.numbers(frame.fillGradient[i])
        case .strokeGradient: return LottieGradient.numbers(frame.strokeGradient[i])
        }
    }

    /// What the file must play: the raw value, clamped where the runtime clamps. A trim whose start
    /// passes its end draws nothing in the runtime, but Lottie players swap the two and draw the gap,
    /// so the start then plays the end's value (an empty trim).
    func value(_ frame: MotionFrame) -> [Double] {
        if kind == .trimStart {
            let start = Swift.min(Swift.max(frame.strokeStart[node], 0), 1), end = Swift.min(Swift.max(frame.strokeEnd[node], 0), 1)
            return [Swift.min(start, end) * 100]
        }
        return clamp(raw(frame))
    }

    func clamp(_ value: [Double]) -> [Double] {
        if kind == .fillGradient || kind == .strokeGradient { return LottieGradient.clamped(value) }
        guard let range = bounds ?? paintBounds else { return value }
        // NaN goes to the lower bound, as `MotionColor.clamped` sends it to 0.
        return value.map { $0 >= range.hi ? range.hi : ($0 > range.lo ? $0 : range.lo) }
    }

    /// Colours are drawn with every component clamped to 0…1 (the runtime's `MotionColor.clamped`: a
    /// spring or an overshooting curve may leave it), and a Lottie colour or opacity must stay in range
    /// (a node's opacity too: drawn clamped, and rlottie and ThorVG draw one past 100 wrongly).
    /// Unlike a trim's, these keys are sampled when they leave the range, not split at the bound.
    /// A gradient's stop colours and alphas are clamped the same way (`LottieGradient.clamped`). A stroke
    /// width below 0 draws no stroke in the runtime (`semantics.md`), which a width of 0 says in every player.
    var paintBounds: (lo: Double, hi: Double)? {
        switch kind {
        case .strokeColor, .fillColor, .shadowColor: return (0, 1)
        case .strokeOpacity, .fillOpacity, .opacity: return (0, 100)
        case .shadowOpacity: return (0, 255)
        case .strokeWidth: return (0, .infinity)
        default: return nil
        }
    }

    /// The colour's red, green and blue with alpha 1: players differ on a colour's fourth component, so
    /// its alpha goes into the paint's opacity (`o`), which every player honours.
    static func rgb(_ c: MotionColor) -> [Double] { [c.red, c.green, c.blue, 1] }
}
