// A stand-in for AppKit with the same Swift signatures as the SDK for exactly the members the AppKit
// host (`Sources/MotionViews/AppKitControlView.swift`) uses, and `CADisplayLink` (QuartzCore in the
// SDK, here because it needs `NSObject`). Type-checking only: nothing here draws or runs. Compiled
// by `MotionViewsTests` against the ObjectiveC and QuartzCore stand-ins.
@_exported import ObjectiveC
@_exported import QuartzCore

public typealias NSRect = CGRect
public typealias NSSize = CGSize
public typealias NSPoint = CGPoint

extension CGRect {
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= origin.x && point.x < origin.x + width && point.y >= origin.y && point.y < origin.y + height
    }
}

open class CADisplayLink: NSObject {
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
    open var targetTimestamp: CFTimeInterval { 0 }
}

public enum NSAccessibility {
    public struct Role: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let button = Role(rawValue: "AXButton")
        public static let checkBox = Role(rawValue: "AXCheckBox")
    }
}

open class NSWorkspace: NSObject {
    public static let shared = NSWorkspace()
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
}

open class NSEvent: NSObject {
    open var locationInWindow: NSPoint { NSPoint(x: 0, y: 0) }
}

@MainActor
open class NSResponder: NSObject {
    open func mouseUp(with event: NSEvent) {}
}

@MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var wantsLayer = false
    open var layer: CALayer?
    open var isFlipped: Bool { false }
    open var bounds = NSRect.zero
    open var intrinsicContentSize: NSSize { NSSize(width: 0, height: 0) }
    open func layout() {}
    open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint { point }
    @available(macOS 14.0, *)
    open func displayLink(target: Any, selector: Selector) -> CADisplayLink { CADisplayLink() }
    open func setAccessibilityElement(_ accessibilityElement: Bool) {}
    open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}
    open func setAccessibilityValue(_ accessibilityValue: Any?) {}
    open func accessibilityPerformPress() -> Bool { false }
}

@MainActor
open class NSControl: NSView {
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var action: Selector?
    open weak var target: AnyObject?
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool { false }
}
