import MotionCompiler
import MotionRuntime

extension ShapeComparison {
    /// A dashed stroke's pattern (read twice when its count is odd, as dashing reads it) and phase,
    /// where the stroke shows and the target reads them.
    func compareDashes(shape i: Int, frame: MotionFrame, reading: ShapeReading, strokeShows: Bool,
                       record: (String, Double, String, String) -> Void) {
        let pattern = lowered.scene.nodes[i].dashPattern
        guard strokeShows, !pattern.isEmpty else { return }
        func even(_ p: [Double]) -> [Double] { p.count % 2 == 0 ? p : p + p }
        if let value = reading.dashPattern {
            let expected = even(pattern), actual = even(value)
            let error = expected.count == actual.count ? zip(expected, actual).map { abs($0 - $1) }.max() ?? 0 : .infinity
            record("dash", error, ConformanceFormat.list(expected), ConformanceFormat.list(actual))
        }
        if let value = reading.dashPhase {
            record("dashPhase", abs(value - frame.dashPhase[i]), ConformanceFormat.number(frame.dashPhase[i]), ConformanceFormat.number(value))
        }
    }
}

extension ConformanceCSS {
    /// A dashed stroke's dash array is the pattern and its offset the phase, in the stroke path's units
    /// (16× the shape's). A trimmed one is drawn through a mask whose `-trim` path carries the trim (its
    /// dash on `pathLength="1"`, read as an undashed trim is), and its offset puts the phase at the
    /// trim's start: the phase read is the offset plus that start's distance along the path of the
    /// moment (`pathLength`, the runtime's), and is not read when the trim shows no piece.
    static func readDashes(_ stroke: [String: Any]?, trim: [String: Any]?, pathLength: Double, at k: Int,
                           into reading: inout ShapeReading) {
        guard let stroke else { return }
        var start = 0.0
        if let trim {
            reading.trim = read(fill: nil, stroke: trim, at: k).trim
            guard case .piece(let from, _) = reading.trim else { return }
            start = from
        } else {
            let hidden = value(stroke, "hidden", k) as? Bool ?? false
            reading.trim = hidden ? .nothing : .piece(start: 0, length: 1)
        }
        reading.dashPattern = JSONPick.numbers(value(stroke, "stroke-dasharray", k)).map { $0.map { $0 / 16 } }
        reading.dashPhase = JSONPick.number(value(stroke, "stroke-dashoffset", k)).map { $0 / 16 + start * pathLength }
    }
}

extension ConformanceLottie {
    /// The stroke's `d` items, which the reader lists under the stroke by name (`dash`, `gap`, `dash 2`, …, `offset`).
    static func readDashes(stroke path: String, _ values: Values, _ k: Int, into reading: inout ShapeReading) {
        var pattern: [Double] = []
        for index in 1... {
            let suffix = index == 1 ? "" : " \(index)"
            guard let dash = values.number("\(path)/dash\(suffix)/v", k) else { break }
            pattern.append(dash)
            guard let gap = values.number("\(path)/gap\(suffix)/v", k) else { break }
            pattern.append(gap)
        }
        if !pattern.isEmpty { reading.dashPattern = pattern }
        reading.dashPhase = values.number("\(path)/offset/v", k)
    }
}
