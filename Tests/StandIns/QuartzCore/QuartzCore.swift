// A stand-in for Apple's QuartzCore (and the CoreGraphics and Foundation types it brings), with
// the same Swift signatures as the SDK for the members generated Core Animation glue uses. It
// exists only so tests on Linux can type-check that glue (`swiftc -typecheck -I <dir with this
// module>`) and run it: nothing here draws or animates, but what the glue sets is kept, and members
// named `standIn…` (not in the SDK) let a test read it back. Not a SwiftPM target: the tests
// compile it with swiftc.

public typealias CGFloat = Double
public typealias CFTimeInterval = Double

public struct CGPoint {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
}

public struct CGSize {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
}

public struct CGRect {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
}

public struct CGAffineTransform {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
}

public class CGColor {
    public let components: [CGFloat]?
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
}

public class CGPath {
    /// The elements added, as text (`M x y`, `C x1 y1 x2 y2 x y`, `Z`).
    public var standInElements: [String] = []
}

public class CGMutablePath: CGPath {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)) {
        standInElements.append("M \(point.x) \(point.y)")
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)) {
        standInElements.append("C \(control1.x) \(control1.y) \(control2.x) \(control2.y) \(end.x) \(end.y)")
    }
    public func closeSubpath() { standInElements.append("Z") }
}

public class NSNumber {
    public let doubleValue: Double
    public init(value: Double) { doubleValue = value }
}

public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public struct CATransform3D {
    public var m11: CGFloat = 1, m22: CGFloat = 1, m33: CGFloat = 1, m44: CGFloat = 1
    public init() {}
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }

public struct CAShapeLayerLineCap: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

public struct CAAnimationCalculationMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public class CAMediaTimingFunction {
    /// The name or the control points it was made with.
    public let standInDescription: String
    public init(name: CAMediaTimingFunctionName) { standInDescription = name.rawValue }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        standInDescription = "(\(c1x), \(c1y), \(c2x), \(c2y))"
    }
}

open class CALayer {
    public init() {}
    open var bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
    open var position = CGPoint(x: 0, y: 0)
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var transform = CATransform3D()
    open var opacity: Float = 1
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var sublayers: [CALayer]?
    open var name: String?
    open var mask: CALayer?
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    private var standInAnimations: [(key: String?, animation: CAAnimation)] = []
    open func add(_ anim: CAAnimation, forKey key: String?) { standInAnimations.append((key, anim)) }
    open func animation(forKey key: String) -> CAAnimation? { standInAnimations.last { $0.key == key }?.animation }
    open func removeAnimation(forKey key: String) { standInAnimations.removeAll { $0.key == key } }
    open func setAffineTransform(_ m: CGAffineTransform) {}
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
}

public struct CAGradientLayerType: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

open class CAAnimation {
    public init() {}
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
}

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

public enum CATransaction {
    public static func begin() {}
    public static func commit() {}
    public static func setDisableActions(_ flag: Bool) {}
}
