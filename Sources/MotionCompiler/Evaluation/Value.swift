import MotionDiagnostics
import MotionRuntime

/// What a number measures. Units convert on reading: `ms` to seconds, `deg`/`turn` to radians, `%` to a fraction.
enum Dimension: Hashable {
    case plain, time, angle

    var noun: String {
        switch self {
        case .plain: return "a number"
        case .time: return "a time"
        case .angle: return "an angle"
        }
    }
}

/// A compile-time value: what an expression evaluates to before it is fitted to where it is used.
/// Only the large payloads are boxed: a whole-enum `indirect` allocated a box for every number the
/// checker evaluated (tens of thousands in a large spec), and numbers are most values.
enum ExpressionValue: Hashable {
    case number(Double, Dimension)
    case tuple([ExpressionValue])
    case array([ExpressionValue])
    indirect case color(MotionColor)
    indirect case geometry(PathGeometry)
    indirect case gradient(MotionGradient)
    indirect case timing(MotionTimingFunction)
    case range(Double, Double, halfOpen: Bool)
    case string(String)

    /// How a message names the value's type: "expected a point, found a colour".
    var noun: String {
        switch self {
        case .number(_, let d): return d.noun
        case .tuple(let items):
            if items.count == 2, items.allSatisfy({ if case .number(_, .plain) = $0 { return true } else { return false } }) {
                return "a point"
            }
            return "a tuple of \(items.count)"
        case .array: return "an array"
        case .color: return "a colour"
        case .geometry: return "a geometry"
        case .gradient: return "a gradient"
        case .timing: return "a timing function"
        case .range: return "a range"
        case .string: return "a string"
        }
    }

    /// `(x, y)` of plain numbers.
    var point: MotionPoint? {
        if case .tuple(let items) = self, items.count == 2,
           case .number(let x, .plain) = items[0], case .number(let y, .plain) = items[1] {
            return MotionPoint(x, y)
        }
        return nil
    }

    static func point(_ p: MotionPoint) -> ExpressionValue { .tuple([.number(p.x, .plain), .number(p.y, .plain)]) }
}

/// A value together with the param it came from, when it is a param used whole.
struct BoundResult {
    var value: ExpressionValue
    var param: String?
}

/// A number for a message. Values reaching messages are finite, but a message must never
/// be the thing that traps (`NumberText.format` requires a finite number).
func numberText(_ x: Double) -> String {
    if x.isFinite { return NumberText.format(x) }
    return x.isNaN ? "nan" : x < 0 ? "-infinity" : "infinity"
}
