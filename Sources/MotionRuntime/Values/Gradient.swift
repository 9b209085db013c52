/// A gradient paint for a shape's fill or stroke, in the shape's own coordinates (those of its
/// path, before its transform): colour stops along the line from `start` to `end` (linear), or
/// along the radius of the circle about `start` (radial). Between stops the colour blends
/// component-wise on straight alpha; before the first stop and after the last it holds the end
/// colour (SVG's `spreadMethod="pad"`, Core Animation's `CAGradientLayer`).
///
/// The gradient with no stops is `none`: the shape is painted with its colour instead.
public struct MotionGradient: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case linear, radial
    }

    /// A colour at a position: a fraction of the way from `start` to `end` (linear) or from the
    /// centre to the rim (radial).
    public struct Stop: Hashable, Sendable {
        public var color: MotionColor
        public var position: Double

        public init(_ color: MotionColor, at position: Double) {
            self.color = color
            self.position = position
        }
    }

    public var kind: Kind
    public var stops: [Stop]
    /// Linear: where position 0 lies. Radial: the centre.
    public var start: MotionPoint
    /// Linear: where position 1 lies. Radial: unused (equal to `start`).
    public var end: MotionPoint
    /// Radial: where position 1 lies, as a distance from the centre. Linear: 0.
    public var radius: Double

    public init(kind: Kind, stops: [Stop], start: MotionPoint, end: MotionPoint, radius: Double) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
        self.radius = radius
    }

    /// A linear gradient from `start` to `end`.
    public static func linear(_ stops: [Stop], from start: MotionPoint, to end: MotionPoint) -> MotionGradient {
        MotionGradient(kind: .linear, stops: stops, start: start, end: end, radius: 0)
    }

    /// A radial gradient about `center`, position 1 at `radius`.
    public static func radial(_ stops: [Stop], center: MotionPoint, radius: Double) -> MotionGradient {
        MotionGradient(kind: .radial, stops: stops, start: center, end: center, radius: radius)
    }

    /// No gradient: the shape's colour paints.
    public static let none = MotionGradient(kind: .linear, stops: [], start: .zero, end: .zero, radius: 0)

    public var isNone: Bool { stops.isEmpty }

    /// True when the two blend stop by stop: the same kind and as many stops.
    public func hasSameStructure(as other: MotionGradient) -> Bool {
        kind == other.kind && stops.count == other.stops.count
    }

    /// The colour at `position` (a fraction along the gradient), stops taken in order: a stop
    /// placed before an earlier one is moved up to it, as SVG and Core Animation do.
    public func color(at position: Double) -> MotionColor {
        guard var previous = stops.first else { return .clear }
        if position <= previous.position { return previous.color }
        for stop in stops.dropFirst() {
            let at = max(stop.position, previous.position)
            if position < at {
                let t = (position - previous.position) / (at - previous.position)
                return previous.color.interpolated(to: stop.color, at: t)
            }
            previous = Stop(stop.color, at: at)
        }
        return previous.color
    }

    /// The position (a fraction along the gradient) of `point`, in the shape's coordinates: its
    /// projection onto the line for a linear gradient, its distance from the centre over the radius
    /// for a radial one. A gradient of no length puts every point at 1, as SVG draws the last stop.
    public func position(of point: MotionPoint) -> Double {
        switch kind {
        case .linear:
            let dx = end.x - start.x, dy = end.y - start.y
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return 1 }
            return ((point.x - start.x) * dx + (point.y - start.y) * dy) / length2
        case .radial:
            guard radius > 0 else { return 1 }
            return point.distance(to: start) / radius
        }
    }
}

/// Gradients as animatable values: two of the same structure blend stop by stop (each colour and
/// position) and point by point; of different structures they do not blend (the compiler rejects
/// them): the value jumps half-way, as discrete animation would.
extension MotionGradient: MotionInterpolatable {
    public func interpolated(to other: MotionGradient, at t: Double) -> MotionGradient {
        guard hasSameStructure(as: other) else { return t < 0.5 ? self : other }
        var result = self
        for i in stops.indices {
            result.stops[i] = Stop(stops[i].color.interpolated(to: other.stops[i].color, at: t),
                                   at: stops[i].position.interpolated(to: other.stops[i].position, at: t))
        }
        result.start = start.interpolated(to: other.start, at: t)
        result.end = end.interpolated(to: other.end, at: t)
        result.radius = radius.interpolated(to: other.radius, at: t)
        return result
    }

    public static func combine(_ v0: MotionGradient, _ w0: Double, _ v1: MotionGradient, _ w1: Double,
                               _ v2: MotionGradient, _ w2: Double, _ v3: MotionGradient, _ w3: Double) -> MotionGradient {
        guard v0.hasSameStructure(as: v1), v1.hasSameStructure(as: v2), v2.hasSameStructure(as: v3) else {
            return w1 >= w2 ? v1 : v2
        }
        var result = v1
        for i in result.stops.indices {
            result.stops[i] = Stop(MotionColor.combine(v0.stops[i].color, w0, v1.stops[i].color, w1,
                                                       v2.stops[i].color, w2, v3.stops[i].color, w3),
                                   at: Double.combine(v0.stops[i].position, w0, v1.stops[i].position, w1,
                                                      v2.stops[i].position, w2, v3.stops[i].position, w3))
        }
        result.start = MotionPoint.combine(v0.start, w0, v1.start, w1, v2.start, w2, v3.start, w3)
        result.end = MotionPoint.combine(v0.end, w0, v1.end, w1, v2.end, w2, v3.end, w3)
        result.radius = Double.combine(v0.radius, w0, v1.radius, w1, v2.radius, w2, v3.radius, w3)
        return result
    }

    /// Euclidean over every colour component, position and coordinate; gradients of different
    /// structures are one unit apart, so pacing still advances.
    public func distance(to other: MotionGradient) -> Double {
        guard hasSameStructure(as: other) else { return 1 }
        var sum = 0.0
        for (a, b) in zip(stops, other.stops) {
            let c = a.color.distance(to: b.color), p = a.position - b.position
            sum += c * c + p * p
        }
        let s = start.distance(to: other.start), e = end.distance(to: other.end), r = radius - other.radius
        return (sum + s * s + e * e + r * r).squareRoot()
    }
}
