import Foundation
import MotionCompiler
import MotionRuntime

/// What a stroke shows along its path: nothing, a dot (a zero-length dash with round or square caps,
/// which browsers draw and Core Animation does not), or one piece from `start` (fraction of the path,
/// wrapping past the end) over `length`.
enum VisibleTrim: Equatable {
    case nothing
    case dot
    case piece(start: Double, length: Double)

    var text: String {
        switch self {
        case .nothing: "nothing"
        case .dot: "a dot"
        case .piece(let start, let length): "from \(ConformanceFormat.number(start)) over \(ConformanceFormat.number(length))"
        }
    }

    /// Core Animation's policy (the runtime's `MotionPath.trimmed`): ends clamped to 0…1, nothing when
    /// start ≥ end, the offset moving both ends round the path.
    static func runtime(start: Double, end: Double, offset: Double) -> VisibleTrim {
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard s < e else { return .nothing }
        return .piece(start: fraction(s + (offset.isFinite ? offset : 0)), length: e - s)
    }

    static func fraction(_ x: Double) -> Double {
        let f = x - x.rounded(.down)
        return f >= 1 ? 0 : f
    }

    /// How far apart two readings are, in fractions of the path.
    func distance(to other: VisibleTrim) -> Double {
        switch (self, other) {
        case (.nothing, .nothing), (.dot, .dot): return 0
        case (.nothing, .piece(_, let length)), (.piece(_, let length), .nothing): return length
        case (.dot, _), (_, .dot): return 1
        case (.piece(let s1, let l1), .piece(let s2, let l2)):
            var d = abs(l1 - l2)
            if min(l1, l2) < 1 - 1e-9 {
                let raw = abs(s1 - s2)
                d = max(d, min(raw, 1 - raw))
            }
            return d
        }
    }
}

/// One shape as a target shows it at one time; nil fields were not read.
struct ShapeReading {
    var trim: VisibleTrim?
    /// Shape coordinates → control coordinates: a, b, c, d, tx, ty.
    var matrix: [Double]?
    /// Its opacity times its groups' (0 when hidden).
    var opacity: Double?
    /// Straight RGBA 0…1, alpha including the paint's own opacity; alpha 0 for none.
    var fill: [Double]?
    var stroke: [Double]?
    var lineWidth: Double?
    /// Hidden by the target (display/visibility), as CSS hides a zero-length round-capped dash.
    var hidden = false
    /// The node's own transform and opacity as the target states them (a reader that returns each
    /// property, like Lottie's): compared property by property instead of `matrix` and `opacity`.
    var parts: TransformParts?
    /// The path of the moment as `ValueText.components` lists it, in the shape's own coordinates.
    var path: [Double]?
    /// The path the stroke strokes, listed so, where the target cut the trim into it (Lottie's fixed trims).
    var strokePath: [Double]?
    /// A dashed stroke's pattern and phase as the target draws them, in the shape's units.
    var dashPattern: [Double]?
    var dashPhase: Double?
    /// A gradient fill's and stroke's stops (and where read, positions and points) as the target shows them.
    var fillGradient: GradientReading?
    var strokeGradient: GradientReading?
}

/// One node's own position, anchor, scale, rotation (radians) and opacity.
struct TransformParts {
    var position: [Double]
    var anchor: [Double]
    var scale: [Double]
    var rotation: Double
    var opacity: Double
}

enum ConformanceFormat {
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        let rounded = (x * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }

    static func list(_ xs: [Double]) -> String { "[" + xs.map(number).joined(separator: ", ") + "]" }
}

/// Compares a target's reading of each shape with the runtime's frame, in the runtime's units.
struct ShapeComparison {
    let lowered: LoweredControl
    /// Added to the bound for colours (a consumer that serializes 8-bit channels).
    let colourStep: Double
    let bound: Double

    func compare(shape i: Int, frame: MotionFrame, reading: ShapeReading, time: Double?, into cell: inout ConformanceCell) {
        let name = lowered.nodes[i].name
        func record(_ property: String, _ error: Double, _ runtime: String, _ target: String, allowed: Double? = nil) {
            cell.record(ConformanceMeasurement(error: error, allowed: allowed ?? bound, property: "\(name).\(property)",
                                               time: time, runtime: runtime, target: target))
        }
        let control = lowered.scene
        let fill = colour(frame.fillColor[i])
        let stroke = colour(frame.strokeColor[i])
        let strokeShows = stroke[3] > 0 && frame.lineWidth[i] > 0
        let runtimeTrim = VisibleTrim.runtime(start: frame.strokeStart[i], end: frame.strokeEnd[i], offset: frame.trimOffset[i])
        let drawsNothing = fill[3] <= 0 && (!strokeShows || runtimeTrim == .nothing)
        // As drawn: each layer's opacity clamped to 0…1 (`semantics.md`: a presented frame is not
        // clamped, its drawing is), as a browser shows an opacity past its range.
        var drawn = frame
        drawn.opacity = frame.opacity.map { min(max($0, 0), 1) }
        let opacity = control.opacity(ofNode: i, in: drawn)

        if let parts = reading.parts {
            let own: [(String, [Double], [Double])] = [
                ("position", [frame.position[i].x, frame.position[i].y], parts.position),
                ("anchor", [frame.anchor[i].x, frame.anchor[i].y], parts.anchor),
                ("scale", [frame.scale[i].x, frame.scale[i].y], parts.scale),
                ("rotation", [frame.rotation[i]], [parts.rotation]),
                ("opacity", [drawn.opacity[i]], [parts.opacity]),
            ]
            for (property, expected, actual) in own {
                let error = expected.count == actual.count ? zip(expected, actual).map { abs($0 - $1) }.max() ?? 0 : .infinity
                record(property, error, ConformanceFormat.list(expected), ConformanceFormat.list(actual))
            }
        }
        if reading.parts == nil, let value = reading.opacity {
            let hiddenForNothing = reading.hidden && drawsNothing
            record("opacity", hiddenForNothing ? 0 : abs(value - opacity), ConformanceFormat.number(opacity),
                   ConformanceFormat.number(value) + (reading.hidden ? " (hidden)" : ""))
        }
        if reading.parts == nil, let matrix = reading.matrix, matrix.count == 6 {
            let m = control.transform(ofNode: i, in: frame)
            let expected = [m.a, m.b, m.c, m.d, m.tx, m.ty]
            let error = zip(expected, matrix).map { abs($0 - $1) }.max() ?? 0
            record("transform", error, ConformanceFormat.list(expected), ConformanceFormat.list(matrix))
        }
        if strokeShows, runtimeTrim != .nothing, runtimeTrim != .piece(start: 0, length: 1), let drawn = reading.strokePath {
            // A trim cut into the stroke's path (no trim item): point by point against the runtime's cut of
            // its path, so a trim the file dropped or cut elsewhere fails here.
            let cut = frame.path[i].trimmed(start: frame.strokeStart[i], end: frame.strokeEnd[i], offset: frame.trimOffset[i])
            let expected = ValueText.components(.path(cut))
            let error = expected.count == drawn.count ? zip(expected, drawn).map { abs($0 - $1) }.max() ?? 0 : .infinity
            record("trim", error, "\(runtimeTrim.text), \(expected.count / 2) points",
                   expected.count == drawn.count ? "the same points" : "\(drawn.count / 2) points")
        } else if strokeShows, let trim = reading.trim, !(reading.hidden && runtimeTrim == .nothing) {
            record("trim", runtimeTrim.distance(to: trim), runtimeTrim.text, trim.text)
        }
        // A morphing path point by point (the drawn outline, not only its pixels).
        if lowered.morphs(node: i), let value = reading.path {
            let expected = ValueText.components(.path(frame.path[i]))
            let error = expected.count == value.count ? zip(expected, value).map { abs($0 - $1) }.max() ?? 0 : .infinity
            record("path", error, "\(expected.count / 2) points", expected.count == value.count ? "the same points" : "\(value.count / 2) points")
        }
        compareDashes(shape: i, frame: frame, reading: reading, strokeShows: strokeShows) { record($0, $1, $2, $3) }
        compareGradients(shape: i, frame: frame, reading: reading) { record($0, $1, $2, $3, allowed: $4) }
        if let value = reading.fill {
            record("fillColor", colourError(fill, value), ConformanceFormat.list(fill), ConformanceFormat.list(value),
                   allowed: bound + colourStep)
        }
        if let value = reading.stroke {
            record("strokeColor", colourError(stroke, value), ConformanceFormat.list(stroke), ConformanceFormat.list(value),
                   allowed: bound + colourStep)
        }
        // A stroke with nothing to draw has no width to compare (the CSS page hides a zero-length
        // dash by zeroing its width, since a browser would draw a dot for it).
        if strokeShows, runtimeTrim != .nothing, let width = reading.lineWidth {
            record("lineWidth", abs(width - frame.lineWidth[i]), ConformanceFormat.number(frame.lineWidth[i]),
                   ConformanceFormat.number(width))
        }
    }

    func colour(_ c: MotionRuntime.MotionColor) -> [Double] {
        let k = c.clamped
        return [k.red, k.green, k.blue, k.alpha]
    }

    /// Alpha always; the colour channels only where both show something.
    func colourError(_ a: [Double], _ b: [Double]) -> Double {
        guard a.count == 4, b.count == 4 else { return 1 }
        var error = abs(a[3] - b[3])
        if a[3] > 1e-6, b[3] > 1e-6 {
            for k in 0..<3 { error = max(error, abs(a[k] - b[k])) }
        }
        return error
    }
}

/// Names a target may give a node: as written, kebab-case, with the repeat index as `-3` or `_3`.
enum NodeNames {
    static func candidates(_ name: String) -> [String] {
        let dashed = name.replacingOccurrences(of: "[", with: "-").replacingOccurrences(of: "]", with: "")
        let underscored = name.replacingOccurrences(of: "[", with: "_").replacingOccurrences(of: "]", with: "")
        var out: [String] = []
        for c in [name, dashed, kebab(dashed), underscored, kebab(underscored)] where !out.contains(c) { out.append(c) }
        return out
    }

    static func kebab(_ text: String) -> String {
        var out = ""
        for ch in text {
            if ch.isUppercase {
                if !out.isEmpty, out.last != "-" { out.append("-") }
                out += ch.lowercased()
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// The best of `available` for node `name`: an exact candidate, else the shortest that ends with
    /// `-candidate` or `_candidate`.
    static func match(_ name: String, in available: [String]) -> String? {
        let wanted = candidates(name)
        for c in wanted where available.contains(c) { return c }
        let suffixed = available.filter { id in wanted.contains { id.hasSuffix("-" + $0) || id.hasSuffix("_" + $0) } }
        return suffixed.min { ($0.count, $0) < ($1.count, $1) }
    }
}
