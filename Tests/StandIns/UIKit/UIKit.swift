// A stand-in for UIKit with the same Swift signatures as the SDK for exactly the members the UIKit
// host (`Sources/MotionViews/UIKitControlView.swift`) and `Examples/SwitchApp` use, and `CADisplayLink` (QuartzCore in the
// SDK, here because it needs `NSObject`). Type-checking only: nothing here draws or runs. Compiled
// by `MotionViewsTests` against the ObjectiveC and QuartzCore stand-ins.
@_exported import ObjectiveC
@_exported import QuartzCore

extension CGRect {
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
}

open class CADisplayLink: NSObject {
    public init(target: Any, selector sel: Selector) { super.init() }
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
    open var targetTimestamp: CFTimeInterval { 0 }
}

open class UIResponder: NSObject {}

public struct UIAccessibilityTraits: OptionSet {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1)
}

public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var layer: CALayer { CALayer() }
    open var bounds = CGRect.zero
    open var intrinsicContentSize: CGSize { CGSize(width: 0, height: 0) }
    open func layoutSubviews() {}
    open var isAccessibilityElement = false
    open var accessibilityTraits = UIAccessibilityTraits()
    open var accessibilityValue: String?
    open func accessibilityActivate() -> Bool { false }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}
