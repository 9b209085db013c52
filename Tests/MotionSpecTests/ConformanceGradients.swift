import MotionCompiler
import MotionRuntime

/// A gradient as a target shows it: each stop's colour (straight RGBA 0…1), and where the target says
/// them, each stop's position and the gradient's points (start, then end: for a radial gradient the
/// point at its radius right of the centre, as Lottie writes it).
struct GradientReading {
    var colours: [[Double]]
    var positions: [Double]?
    var points: [Double]?

    /// The runtime's gradient in the same terms.
    static func runtime(_ g: MotionGradient) -> GradientReading {
        let end = g.kind == .radial ? MotionPoint(g.start.x + g.radius, g.start.y) : g.end
        return GradientReading(colours: g.stops.map { stop in
                                   let c = stop.color.clamped
                                   return [c.red, c.green, c.blue, c.alpha]
                               },
                               positions: g.stops.map(\.position), points: [g.start.x, g.start.y, end.x, end.y])
    }
}

extension ShapeComparison {
    /// A gradient fill's and stroke's stop colours, positions and points, where the target reads them.
    func compareGradients(shape i: Int, frame: MotionFrame, reading: ShapeReading,
                          record: (String, Double, String, String, Double?) -> Void) {
        for (name, gradient, read) in [("fillGradient", frame.fillGradient[i], reading.fillGradient),
                                       ("strokeGradient", frame.strokeGradient[i], reading.strokeGradient)] {
            guard !gradient.isNone, let read else { continue }
            let expected = GradientReading.runtime(gradient)
            let worst = expected.colours.count == read.colours.count
                ? zip(expected.colours, read.colours).map { colourError($0, $1) }.max() ?? 0 : .infinity
            record("\(name).colors", worst, ConformanceFormat.list(expected.colours.flatMap { $0 }),
                   ConformanceFormat.list(read.colours.flatMap { $0 }), bound + colourStep)
            for (part, want, got) in [("locations", expected.positions, read.positions), ("points", expected.points, read.points)] {
                guard let want, let got else { continue }
                let error = want.count == got.count ? zip(want, got).map { abs($0 - $1) }.max() ?? 0 : .infinity
                record("\(name).\(part)", error, ConformanceFormat.list(want), ConformanceFormat.list(got), nil)
            }
        }
    }
}

extension ConformanceCSS {
    /// The stops of the gradient elements `<id>-fill-gradient` and `<id>-stroke-gradient`, each `<stop>`
    /// read by its id (`…-gradient-0`, …): its computed `stop-color` and `stop-opacity`, and its `offset`;
    /// and the gradient's points (its `x1` `y1` `x2` `y2`, or `cx` `cy` `r`, the stroke's in the stroke
    /// path's units, 16× finer). Offsets and points are the attributes' animated values (SMIL moves them).
    static func readGradients(_ elements: [String: Any], id: String, at k: Int, into reading: inout ShapeReading) {
        func stops(_ gradient: String, scale: Double) -> GradientReading? {
            var colours: [[Double]] = []
            var positions: [Double]? = []
            for index in 0... {
                guard let stop = JSONPick.object(elements["\(gradient)-\(index)"]) else { break }
                guard let c = JSONPick.numbers(value(stop, "stop-color", k)), c.count == 4 else { return nil }
                let opacity = JSONPick.number(value(stop, "stop-opacity", k)) ?? 1
                colours.append([c[0] / 255, c[1] / 255, c[2] / 255, c[3] * opacity])
                if let offset = JSONPick.number(value(stop, "offset", k)) { positions?.append(offset) } else { positions = nil }
            }
            guard !colours.isEmpty else { return nil }
            var reading = GradientReading(colours: colours, positions: positions)
            if let p = JSONPick.numbers(value(JSONPick.object(elements[gradient]), "points", k)) {
                let numbers = p.map { $0 / scale }
                // A radial gradient's point at its radius right of the centre, as the runtime's reading has it.
                reading.points = numbers.count == 3 ? [numbers[0], numbers[1], numbers[0] + numbers[2], numbers[1]] : numbers
            }
            return reading
        }
        reading.fillGradient = stops(id + "-fill-gradient", scale: 1)
        reading.strokeGradient = stops(id + "-stroke-gradient", scale: 16)
    }
}

extension ConformanceLottie {
    /// A `gf` or `gs` item's `g.k` (each stop's position and RGB, then, when written, each stop's position
    /// and alpha), with `s` and `e`: `stops` stops.
    static func readGradient(_ path: String, stops: Int, _ values: Values, _ k: Int) -> GradientReading? {
        guard stops > 0, let g = values.vector("\(path)/g/k", k), g.count >= stops * 4 else { return nil }
        var colours: [[Double]] = [], positions: [Double] = []
        for s in 0..<stops {
            positions.append(g[s * 4])
            let alpha = g.count >= stops * 6 ? g[stops * 4 + s * 2 + 1] : 1
            colours.append([g[s * 4 + 1], g[s * 4 + 2], g[s * 4 + 3], alpha])
        }
        var reading = GradientReading(colours: colours, positions: positions)
        if let start = values.vector("\(path)/s", k), let end = values.vector("\(path)/e", k), start.count >= 2, end.count >= 2 {
            reading.points = [start[0], start[1], end[0], end[1]]
        }
        return reading
    }
}
