import MotionRuntime

/// The elements the page draws a node with, outermost first. A node is a `<g>` (opacity and
/// position), then a `<g>` for rotation and one for scale (each about the anchor, only when the
/// node ever rotates or scales), then for a shape a `<path>` for its fill and one for its stroke.
/// Composed: T(position) · [T(anchor) R T(−anchor)] · [T(anchor) S T(−anchor)] =
/// T(position + anchor) · R · S · T(−anchor), the runtime's transform exactly. A gradient that paints
/// the fill or the stroke is an element of its own, whose stops the page colours (`CSSGradients`).
enum CSSPart: String, CaseIterable, Sendable {
    case outer, rotate, scale, fill, stroke, fillGradient, strokeGradient
    /// A dashed stroke's trim: the trim-animated stroke inside the `<mask>` the dashed stroke is
    /// drawn through (`CSSDashes`).
    case trim

    /// The element id's suffix (`flat-switch-circle-stroke`, `…-fill-gradient`); the outer group has none.
    var suffix: String {
        switch self {
        case .outer: ""
        case .fillGradient: "-fill-gradient"
        case .strokeGradient: "-stroke-gradient"
        default: "-" + rawValue
        }
    }
}

/// One CSS property (or a pair written together) of one element, as a function of the runtime's
/// frame: the unit the emitter fits, bakes and writes as a `@keyframes` rule.
enum CSSChannel: String, CaseIterable, Sendable {
    case opacity, translate, rotateOrigin, rotate, scaleOrigin, scale
    case fillRGB, fillAlpha, strokeRGB, strokeAlpha, strokeWidth, dashArray, dashOffset, visibility
    /// Open paths: the raw trim ends (and offset) and the line width as registered custom
    /// properties; the stroke's dash and width are computed from them with `clamp()` (see
    /// `CSSStyleSheet.trimFormulas`), so each end moves on its own curve.
    case trimStart, trimEnd, trimOffset, lineWidth
    /// A morphing path: `d: path(…)` on the fill path and on the stroke path (16× finer, as its
    /// data is written). Values are `CSSPathValue.numbers`: the structure, then the points.
    case fillPath, strokePath
    /// A dashed stroke's dash phase: `stroke-dashoffset` in the stroke path's units (its pattern is
    /// fixed, `CSSDashes`).
    case dashPhase
    /// A gradient's stop colours (0…255 each) and opacities, stop by stop, as the custom properties
    /// its `<stop>`s read (`CSSGradients`); the stops' offsets and the gradient's points are the geometry
    /// channels below.
    case fillStopRGB, fillStopAlpha, strokeStopRGB, strokeStopAlpha
    /// A gradient's stop positions and points (`CSSGradientGeometry`): SVG attributes with no CSS
    /// property, so the stylesheet never writes them; the SMIL form the script plays in every engine moves them.
    case fillGradientGeometry, strokeGradientGeometry
    /// A dashed stroke that is trimmed (`CSSDashes`): its `stroke-dashoffset` puts the pattern's
    /// phase at the trim's start; the trim's mask path gets the stroke's width and path of the moment.
    case trimmedDashPhase, trimMaskWidth, trimMaskPath

    var part: CSSPart {
        switch self {
        case .opacity, .translate: return .outer
        case .rotateOrigin, .rotate: return .rotate
        case .scaleOrigin, .scale: return .scale
        case .fillRGB, .fillAlpha: return .fill
        case .strokeRGB, .strokeAlpha, .strokeWidth, .dashArray, .dashOffset, .visibility: return .stroke
        case .trimStart, .trimEnd, .trimOffset, .lineWidth: return .stroke
        case .fillPath: return .fill
        case .strokePath, .dashPhase, .trimmedDashPhase: return .stroke
        case .fillStopRGB, .fillStopAlpha, .fillGradientGeometry: return .fillGradient
        case .strokeStopRGB, .strokeStopAlpha, .strokeGradientGeometry: return .strokeGradient
        case .trimMaskWidth, .trimMaskPath: return .trim
        }
    }

    /// The runtime properties the channel reads.
    var properties: [MotionProperty] {
        switch self {
        case .opacity: return [.opacity]
        case .translate: return [.position]
        case .rotateOrigin, .scaleOrigin: return [.anchor]
        case .rotate: return [.rotation]
        case .scale: return [.scale]
        case .fillRGB, .fillAlpha: return [.fillColor]
        case .strokeRGB, .strokeAlpha: return [.strokeColor]
        case .strokeWidth, .trimMaskWidth: return [.lineWidth]
        case .dashArray, .dashOffset, .visibility: return [.strokeStart, .strokeEnd, .trimOffset]
        case .trimStart: return [.strokeStart]
        case .trimEnd: return [.strokeEnd]
        case .trimOffset: return [.trimOffset]
        case .lineWidth: return [.lineWidth]
        case .fillPath, .strokePath, .trimMaskPath: return [.path]
        case .dashPhase: return [.dashPhase]
        case .fillStopRGB, .fillStopAlpha, .fillGradientGeometry: return [.fillGradient]
        case .strokeStopRGB, .strokeStopAlpha, .strokeGradientGeometry: return [.strokeGradient]
        case .trimmedDashPhase: return [.dashPhase, .strokeStart, .path]
        }
    }

    /// The runtime properties the channel's value reads (its breakpoints come from all of
    /// `properties`): the dash offset reads the start alone, each end being clamped on its own.
    var valueProperties: [MotionProperty] {
        self == .dashOffset ? [.strokeStart, .trimOffset] : properties
    }

    /// The custom property a variable channel writes.
    var customProperty: String? {
        switch self {
        case .trimStart: return "--motion-trim-start"
        case .trimEnd: return "--motion-trim-end"
        case .trimOffset: return "--motion-trim-offset"
        case .lineWidth: return "--motion-line-width"
        default: return nil
        }
    }

    /// True for a paint's rgb: it reads a colour's red, green and blue, not its alpha (its own channel).
    var readsColourWithoutAlpha: Bool { self == .fillRGB || self == .strokeRGB }

    /// True for the clamped dash channels: the clamp's corners are breakpoints.
    var isTrim: Bool { self == .dashArray || self == .dashOffset || self == .visibility }

    /// True for the channels whose value bends where a clamped trim end does.
    var bendsWithTrim: Bool { isTrim || self == .trimmedDashPhase }

    /// The channels of a trimmed stroke on a closed path (dash keyframes) and on an open one
    /// (custom properties); the others are shared.
    static let dashChannels: [CSSChannel] = [.strokeWidth, .dashArray, .dashOffset, .visibility]
    static let variableChannels: [CSSChannel] = [.trimStart, .trimEnd, .trimOffset, .lineWidth]
    static let pathChannels: [CSSChannel] = [.fillPath, .strokePath]

    /// Largest difference a baked curve may have, in the channel's units (px, degrees, 0…255 for
    /// colour channels, else fractions): a quarter of the 1e-3 the outputs promise, or less, leaving
    /// the rest to Chromium's own arithmetic and its six-digit computed values.
    var bakeTolerance: Double {
        switch self {
        case .rotate: return 1.25e-2 // degrees: 2.2e-4 rad
        case .fillRGB, .strokeRGB, .fillStopRGB, .strokeStopRGB: return 0.02 // of 255: 7.8e-5
        default: return 2.5e-4
        }
    }

    /// The runtime unit of `bakeTolerance`'s measure, for the MS3010 note.
    var unit: String {
        switch self {
        case .rotate: return "degrees"
        case .translate, .rotateOrigin, .scaleOrigin, .strokeWidth, .lineWidth, .fillPath, .strokePath, .trimMaskWidth, .trimMaskPath:
            return "px"
        case .fillRGB, .strokeRGB, .fillStopRGB, .strokeStopRGB: return "of 255"
        default: return ""
        }
    }

    /// The channel's numbers for node `node` in `frame`. `wraps`: the node's trim offset is ever
    /// non-zero, so the dash pattern has period 1 (a piece past the end continues at the start).
    func values(_ frame: MotionFrame, node n: Int, wraps: Bool) -> [Double] {
        var out: [Double] = []
        write(frame, node: n, wraps: wraps, into: &out)
        return out
    }

    /// `values` written into `out`, in place when it holds as many numbers and no one else holds it:
    /// the fits sample a channel hundreds of times per piece, most samples only compared and dropped.
    func write(_ frame: MotionFrame, node n: Int, wraps: Bool, into out: inout [Double]) {
        switch self {
        case .opacity: Self.set(&out, frame.opacity[n])
        case .translate: Self.set(&out, frame.position[n].x, frame.position[n].y)
        case .rotateOrigin, .scaleOrigin: Self.set(&out, frame.anchor[n].x, frame.anchor[n].y)
        case .rotate: Self.set(&out, frame.rotation[n] * 180 / Double.pi)
        case .scale: Self.set(&out, frame.scale[n].x, frame.scale[n].y)
        case .fillRGB: Self.setRGB(&out, frame.fillColor[n])
        case .fillAlpha: Self.set(&out, frame.fillColor[n].alpha)
        case .strokeRGB: Self.setRGB(&out, frame.strokeColor[n])
        case .strokeAlpha: Self.set(&out, frame.strokeColor[n].alpha)
        case .strokeWidth, .trimMaskWidth: Self.set(&out, frame.lineWidth[n])
        case .dashArray:
            let (s, e) = Self.trim(frame, n)
            let dash = max(0, e - s)
            Self.set(&out, dash, wraps ? 1 - dash : 1)
        case .dashOffset:
            let (s, _) = Self.trim(frame, n)
            Self.set(&out, -(s + (wraps ? frame.trimOffset[n] : 0)))
        case .visibility:
            let (s, e) = Self.trim(frame, n)
            Self.set(&out, s >= e ? 1 : 0)
        case .trimStart: Self.set(&out, frame.strokeStart[n])
        case .trimEnd: Self.set(&out, frame.strokeEnd[n])
        case .trimOffset: Self.set(&out, frame.trimOffset[n])
        case .lineWidth: Self.set(&out, frame.lineWidth[n])
        case .fillPath: out = CSSPathValue.numbers(frame.path[n])
        case .strokePath, .trimMaskPath: out = CSSPathValue.numbers(CSSStrokeScale.scaled(frame.path[n]))
        case .dashPhase: Self.set(&out, frame.dashPhase[n] * CSSStrokeScale.factor)
        case .fillStopRGB: out = frame.fillGradient[n].stops.flatMap { Self.rgb($0.color) }
        case .fillStopAlpha: out = frame.fillGradient[n].stops.map(\.color.alpha)
        case .strokeStopRGB: out = frame.strokeGradient[n].stops.flatMap { Self.rgb($0.color) }
        case .strokeStopAlpha: out = frame.strokeGradient[n].stops.map(\.color.alpha)
        case .fillGradientGeometry: out = CSSGradientGeometry.numbers(frame.fillGradient[n], scale: 1)
        case .strokeGradientGeometry: out = CSSGradientGeometry.numbers(frame.strokeGradient[n], scale: CSSStrokeScale.factor)
        case .trimmedDashPhase: Self.set(&out, CSSDashes.phaseAtTrimStart(frame, node: n) * CSSStrokeScale.factor)
        }
    }

    private static func set(_ out: inout [Double], _ a: Double) {
        if out.count == 1 { out[0] = a } else { out = [a] }
    }

    private static func set(_ out: inout [Double], _ a: Double, _ b: Double) {
        if out.count == 2 { out[0] = a; out[1] = b } else { out = [a, b] }
    }

    private static func setRGB(_ out: inout [Double], _ c: MotionColor) {
        if out.count == 3 { out[0] = c.red * 255; out[1] = c.green * 255; out[2] = c.blue * 255 } else { out = rgb(c) }
    }

    /// strokeStart and strokeEnd as the renderer draws them: clamped to 0…1 (Core Animation's policy).
    static func trim(_ frame: MotionFrame, _ n: Int) -> (Double, Double) {
        (clamp(frame.strokeStart[n]), clamp(frame.strokeEnd[n]))
    }

    static func clamp(_ v: Double) -> Double { v >= 1 ? 1 : (v > 0 ? v : 0) }

    static func rgb(_ c: MotionColor) -> [Double] { [c.red * 255, c.green * 255, c.blue * 255] }

    /// The CSS declarations for `values`.
    func declarations(_ v: [Double]) -> String {
        let n = v.map(CSSNumber.text)
        switch self {
        case .opacity: return "opacity: \(n[0]);"
        case .translate: return "transform: translate(\(n[0])px, \(n[1])px);"
        case .rotateOrigin, .scaleOrigin: return "transform-origin: \(n[0])px \(n[1])px;"
        case .rotate: return "transform: rotate(\(n[0])deg);"
        case .scale: return "transform: scale(\(n[0]), \(n[1]));"
        case .fillRGB: return "fill: rgb(\(n[0]) \(n[1]) \(n[2]));"
        case .fillAlpha: return "fill-opacity: \(n[0]);"
        case .strokeRGB: return "stroke: rgb(\(n[0]) \(n[1]) \(n[2]));"
        case .strokeAlpha: return "stroke-opacity: \(n[0]);"
        case .strokeWidth, .trimMaskWidth:
            // In the stroke path's units. Chromium drops a negative width keyframe as invalid (it would
            // interpolate from the value beneath), but keeps a `calc()` one and clamps what it shows to 0,
            // which is what the runtime draws: no stroke.
            let width = CSSNumber.text(v[0] * CSSStrokeScale.factor)
            return v[0] < 0 ? "stroke-width: calc(\(width)px);" : "stroke-width: \(width)px;"
        case .dashArray: return "stroke-dasharray: \(n[0]) \(n[1]);"
        case .dashOffset: return "stroke-dashoffset: \(n[0]);"
        case .visibility: return "visibility: \(v[0] > 0.5 ? "hidden" : "visible");"
        case .trimStart, .trimEnd, .trimOffset, .lineWidth: return "\(customProperty ?? ""): \(n[0]);"
        case .fillPath, .strokePath, .trimMaskPath: return "d: path(\"\(CSSPathValue.pathData(v))\");"
        case .dashPhase, .trimmedDashPhase: return "stroke-dashoffset: \(n[0]);"
        case .fillStopRGB, .strokeStopRGB, .fillStopAlpha, .strokeStopAlpha:
            return zip(CSSGradients.properties(self, count: n.count), n).map { "\($0): \($1);" }.joined(separator: " ")
        case .fillGradientGeometry, .strokeGradientGeometry: return "" // attributes, moved by SMIL alone
        }
    }
}

extension CSSChannel {
    /// The name in animation names (`strokeRGB` is `stroke-rgb`), worked out once per channel: a large
    /// control names an animation per channel of every node.
    var kebabName: String { Self.kebabNames[self] ?? Identifiers.kebabCase(rawValue) }

    private static let kebabNames: [CSSChannel: String] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, Identifiers.kebabCase($0.rawValue)) })
}
