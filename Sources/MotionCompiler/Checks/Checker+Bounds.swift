import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension DiagnosticCollector {
    /// True when `x` lies in `bound`; otherwise reports MS4006 naming the field and its range.
    func within(_ bound: NumberBound, _ x: Double, at span: SourceSpan) -> Bool {
        if bound.range.contains(x) { return true }
        let unit = bound.unit
        report(.numberOutOfBounds,
               "\(bound.field) must be in \(unit.text(bound.range.lowerBound))…\(unit.text(bound.range.upperBound)), found \(unit.text(x))",
               at: span, notes: [.help("every number is bounded so that every target computes it finitely and exactly")])
        return false
    }

    /// A spring's motion must settle within an hour (MS4007): one that never settles, or takes
    /// longer, has no end state that every target could reach.
    func settles(_ spring: MotionSpring, at span: SourceSpan) -> Bool {
        let settling = settlingDurations[spring] ?? spring.settlingDuration
        settlingDurations[spring] = settling
        if settling <= NumberBounds.longestTime { return true }
        let message = settling.isFinite
            ? "this spring takes \(numberText(settling))s to settle, longer than \(numberText(NumberBounds.longestTime))s"
            : "this spring never settles"
        report(.springNeverSettles, message, at: span,
               notes: [.help("give it more damping (a damping fraction near 1), or more stiffness for its mass")])
        return false
    }
}

extension Checker {
    /// The bound of a property's values, in settings, states and tracks alike.
    static func bound(of p: MotionProperty) -> NumberBound? { propertyBounds[p.rawValue] }

    /// Named once per property, not per value checked.
    private static let propertyBounds: [NumberBound?] = MotionProperty.allCases.map { namedBound(of: $0) }

    private static func namedBound(of p: MotionProperty) -> NumberBound? {
        let name = "'\(p.name)'"
        switch p {
        case .opacity, .shadowOpacity, .strokeStart, .strokeEnd, .trimOffset: return NumberBounds.fraction.named(name)
        case .lineWidth, .shadowBlur, .position, .anchor, .shadowOffset, .dashPhase: return NumberBounds.coordinate.named(name)
        case .scale: return NumberBounds.scale
        case .rotation: return NumberBounds.angle.named(name)
        case .strokeColor, .fillColor, .shadowColor: return nil
        case .path: return nil // its coordinates are checked as geometry
        case .fillGradient, .strokeGradient: return nil // checked by gradientWithinBounds
        }
    }

    /// Every number of a fitted value within its property's bound.
    func withinBounds(_ v: BoundValue, _ p: MotionProperty, at span: SourceSpan) -> Bool {
        guard let bound = Self.bound(of: p) else { return true }
        switch v.value {
        case .scalar(let x): return reporter.within(bound, x, at: span)
        case .point(let p): return reporter.within(bound, p.x, at: span) && reporter.within(bound, p.y, at: span)
        default: return true
        }
    }

    /// Every coordinate, radius and angle of a path's outline.
    func withinBounds(_ g: PathGeometry, at span: SourceSpan) -> Bool {
        let coordinate = NumberBounds.coordinate.named("a path coordinate")
        var numbers: [Double] = []
        var angles: [Double] = []
        func add(_ p: MotionPoint) { numbers += [p.x, p.y] }
        switch g {
        case .oval(let r), .rect(let r): numbers = [r.x, r.y, r.width, r.height]
        case .roundedRect(let r, let radius): numbers = [r.x, r.y, r.width, r.height, radius]
        case .arc(let center, let radius, let start, let end, _):
            add(center)
            numbers.append(radius)
            angles = [start, end]
        case .line(let a, let b): add(a); add(b)
        case .polyline(let points), .polygon(let points): points.forEach(add)
        case .svg(let commands):
            for command in commands {
                switch command {
                case .move(let p), .line(let p), .smoothQuadratic(let p): add(p)
                case .horizontal(let x): numbers.append(x)
                case .vertical(let y): numbers.append(y)
                case .cubic(let a, let b, let c): add(a); add(b); add(c)
                case .smoothCubic(let a, let b), .quadratic(let a, let b): add(a); add(b)
                case .arc(let radii, let rotation, _, _, let to):
                    add(radii)
                    numbers.append(rotation)
                    add(to)
                case .close: break
                }
            }
        }
        for x in numbers where !reporter.within(coordinate, x, at: span) { return false }
        for a in angles where !reporter.within(NumberBounds.angle, a, at: span) { return false }
        return true
    }
}
