/// One property value: a number, a point (also sizes and two-axis scales), a colour or a path.
/// A fixed-size enum, so tracks hold arrays of it and sampling never boxes (a path is a reference
/// to its storage: only blending two paths allocates).
public enum MotionValue: Hashable, Sendable {
    case scalar(Double)
    case point(MotionPoint)
    case color(MotionColor)
    /// A shape's outline (`MotionProperty.path`), blended point by point.
    case path(MotionPath)
    /// A fill or stroke gradient (`MotionProperty.fillGradient`, `.strokeGradient`), blended stop by
    /// stop. Indirect, so the other values keep their size; blending gradients allocates anyway.
    indirect case gradient(MotionGradient)

    /// The kind of a value, without the value.
    public enum Kind: Hashable, Sendable {
        case scalar, point, color, path, gradient
    }

    /// Which case this is.
    public var kind: Kind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .color: return .color
        case .path: return .path
        case .gradient: return .gradient
        }
    }

    /// The number, if this is a scalar.
    public var scalar: Double? {
        if case .scalar(let v) = self { return v }
        return nil
    }

    /// The point, if this is a point.
    public var point: MotionPoint? {
        if case .point(let v) = self { return v }
        return nil
    }

    /// The colour, if this is a colour.
    public var color: MotionColor? {
        if case .color(let v) = self { return v }
        return nil
    }

    /// The path, if this is a path.
    public var path: MotionPath? {
        if case .path(let v) = self { return v }
        return nil
    }

    /// The gradient, if this is a gradient.
    public var gradient: MotionGradient? {
        if case .gradient(let v) = self { return v }
        return nil
    }
}

extension MotionValue: MotionInterpolatable {
    /// Values of different kinds do not blend (the compiler never mixes them): the result jumps
    /// to `other` at the half-way point, as discrete animation would.
    public func interpolated(to other: MotionValue, at t: Double) -> MotionValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a.interpolated(to: b, at: t))
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, at: t))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, at: t))
        case let (.path(a), .path(b)): return .path(a.interpolated(to: b, at: t))
        case let (.gradient(a), .gradient(b)): return .gradient(a.interpolated(to: b, at: t))
        default: return t < 0.5 ? self : other
        }
    }

    public static func combine(_ v0: MotionValue, _ w0: Double, _ v1: MotionValue, _ w1: Double,
                               _ v2: MotionValue, _ w2: Double, _ v3: MotionValue, _ w3: Double) -> MotionValue {
        switch (v0, v1, v2, v3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)):
            return .scalar(Double.combine(a, w0, b, w1, c, w2, d, w3))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(MotionPoint.combine(a, w0, b, w1, c, w2, d, w3))
        case let (.color(a), .color(b), .color(c), .color(d)):
            return .color(MotionColor.combine(a, w0, b, w1, c, w2, d, w3))
        case let (.path(a), .path(b), .path(c), .path(d)):
            return .path(MotionPath.combine(a, w0, b, w1, c, w2, d, w3))
        case let (.gradient(a), .gradient(b), .gradient(c), .gradient(d)):
            return .gradient(MotionGradient.combine(a, w0, b, w1, c, w2, d, w3))
        default:
            // Mixed kinds: fall back to the nearer end of the segment (weights of v1 and v2).
            return w1 >= w2 ? v1 : v2
        }
    }

    /// Mixed kinds are one unit apart, so pacing still advances.
    public func distance(to other: MotionValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return a.distance(to: b)
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.color(a), .color(b)): return a.distance(to: b)
        case let (.path(a), .path(b)): return a.distance(to: b)
        case let (.gradient(a), .gradient(b)): return a.distance(to: b)
        default: return 1
        }
    }
}
