// A stand-in for SwiftUI with the same Swift signatures as the SDK for exactly the members the
// SwiftUI host (`Sources/MotionViews/SwiftUIMotionView.swift`) and the consumer package's
// `SwitchViews.swift` use, plus what SwiftUI re-exports
// that it names: Foundation's `Date` and CoreGraphics' line caps and joins (the CoreGraphics
// geometry comes from the QuartzCore stand-in). Modifiers return `some View` where the SDK names a
// `ModifiedContent`. Type-checking only: nothing here draws or runs (primitive views' bodies trap).
@_exported import QuartzCore

public struct Date: Hashable, Sendable {
    public var timeIntervalSinceReferenceDate: Double
    public init() { timeIntervalSinceReferenceDate = 0 }
    public init(timeIntervalSinceReferenceDate ti: Double) { timeIntervalSinceReferenceDate = ti }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("a stand-in has no body") }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("a stand-in has no body") }
}

/// What the modifiers below return in the stand-in.
public struct StandInModifiedView<Content: View>: View {
    let content: Content
    public var body: Never { fatalError("a stand-in has no body") }
}

@propertyWrapper
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError("a stand-in holds no value") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
}

@propertyWrapper
public struct State<Value> {
    private let value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

public struct EnvironmentValues {
    public var accessibilityReduceMotion: Bool { false }
}

@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

public protocol TimelineSchedule {}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule {
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

public struct TimelineViewDefaultContext {
    public let date: Date
}

public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError("a stand-in has no body") }
}

public enum ColorRenderingMode { case nonLinear, linear, extendedLinear }

public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError("a stand-in has no body") }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(stops: [Gradient.Stop]) {}
}

public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

public struct Path {
    public init() {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func closeSubpath() {}
}

public struct FillStyle {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

public enum BlendMode { case normal, multiply }

public struct GraphicsContext {
    public var opacity: Double = 1

    public struct Shading {
        public static func color(_ color: Color) -> Shading { Shading() }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
    }

    public struct GradientOptions: OptionSet {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    public struct ShadowOptions: OptionSet {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    public struct FilterOptions: OptionSet {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    public struct Filter {
        public static func shadow(color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
    }

    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
}

public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("a stand-in has no body") }
}

public struct AccessibilityTraits: Sendable {
    public static let isButton = AccessibilityTraits()
}

public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
}

public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind()
}

public struct Alignment: Sendable {
    public static let center = Alignment()
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        StandInModifiedView(content: self)
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { StandInModifiedView(content: self) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { StandInModifiedView(content: self) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { StandInModifiedView(content: self) }
    public func accessibilityValue(_ valueDescription: Text) -> some View { StandInModifiedView(content: self) }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        StandInModifiedView(content: self)
    }
}
