import MotionCompiler
import MotionRuntime

/// Gradient fills (`gf`) and strokes (`gs`). A gradient channel's value is every number Lottie needs, in
/// one list so its keyframes share times and easings: each stop's position, red, green and blue (the
/// colour stops of `g.k`), then each stop's position and alpha (the opacity stops), then the start point
/// (`s`) and the end point (`e`: for a radial gradient the point at the radius, right of the centre).
enum LottieGradient {
    static func numbers(_ g: MotionGradient) -> [Double] {
        var colours: [Double] = [], alphas: [Double] = []
        for stop in g.stops {
            colours += [stop.position, stop.color.red, stop.color.green, stop.color.blue]
            alphas += [stop.position, stop.color.alpha]
        }
        let end = g.kind == .radial ? MotionPoint(g.start.x + g.radius, g.start.y) : g.end
        return colours + alphas + [g.start.x, g.start.y, end.x, end.y]
    }

    /// `numbers` with every stop's red, green, blue and alpha clamped to 0…1 (NaN to 0), as the runtime
    /// draws a colour (`MotionColor.clamped`): a spring or an overshooting curve carries them past the
    /// range, and a Lottie gradient's components must stay in it. Positions and points are left as they are.
    static func clamped(_ numbers: [Double]) -> [Double] {
        let stops = (numbers.count - 4) / 6
        guard stops > 0 else { return numbers }
        var out = numbers
        func clamp(_ k: Int) { out[k] = out[k] >= 1 ? 1 : (out[k] > 0 ? out[k] : 0) }
        for s in 0..<stops {
            for c in 1...3 { clamp(s * 4 + c) }
            clamp(stops * 4 + s * 2 + 1)
        }
        return out
    }

    /// The parts of the keys' values: `g.k` (the opacity stops only when some stop is ever translucent,
    /// since players draw opaque gradients on a simpler path), `s` and `e`.
    static func parts(_ keys: [LottieKey], stops: Int) -> (colours: [LottieKey], start: [LottieKey], end: [LottieKey]) {
        let translucent = keys.contains { key in
            (0..<stops).contains { k in key.value.indices.contains(stops * 4 + k * 2 + 1) && key.value[stops * 4 + k * 2 + 1] < 1 }
        }
        let colourCount = translucent ? stops * 6 : stops * 4
        func slice(_ range: Range<Int>) -> [LottieKey] {
            keys.map { key in
                var part = key
                part.value = range.upperBound <= key.value.count ? Array(key.value[range]) : []
                return part
            }
        }
        return (slice(0..<colourCount), slice(stops * 6..<stops * 6 + 2), slice(stops * 6 + 2..<stops * 6 + 4))
    }

    /// The `gf` or `gs` item (opacity 100): `g` with its stop count, `s`, `e`, the kind (`t`: 1 linear,
    /// 2 radial) and a highlight of 0 (the centre is the focus, as SVG's and Core Animation's radial
    /// gradients have it); a stroke's (`stroke`) ends with its line's members.
    static func item(_ gradient: MotionGradient, keys: [LottieKey], stroke: ((inout JSONStream) -> Void)?, into out: inout JSONStream) {
        let (colours, start, end) = parts(keys, stops: gradient.stops.count)
        out.beginObject()
        out.key("ty")
        out.string(stroke == nil ? "gf" : "gs")
        out.key("nm")
        out.string(stroke == nil ? "fill" : "stroke")
        out.key("o")
        LottieJSON.constant([100], into: &out)
        out.key("s")
        LottieJSON.property(start, into: &out)
        out.key("e")
        LottieJSON.property(end, into: &out)
        out.key("t")
        out.int(gradient.kind == .linear ? 1 : 2)
        out.key("g")
        out.beginObject()
        out.key("p")
        out.int(gradient.stops.count)
        out.key("k")
        LottieJSON.property(colours, into: &out)
        out.endObject()
        if gradient.kind == .radial {
            out.key("h")
            LottieJSON.constant([0], into: &out)
            out.key("a")
            LottieJSON.constant([0], into: &out)
        }
        if let stroke {
            stroke(&out)
        } else {
            out.key("r")
            out.int(1)
        }
        out.endObject()
    }
}
