#if canImport(AppKit) && canImport(QuartzCore) && !targetEnvironment(macCatalyst)
import AppKit
import MotionCoreAnimation
import MotionRuntime
import QuartzCore

/// A spec's control as an AppKit control: `MotionControlNSView<FlatSwitch>()`. The state is a
/// property (setting it plays the spec's transition); a click moves to the next state and sends the
/// control's action; VoiceOver reads a two-state control as a checkbox with a value of 0 or 1, any
/// other as a button with the state's name; "Reduce motion" plays the spec's `reduced` variants. The
/// view's display link drives the player while it animates, and stops with it.
@available(macOS 14.0, *)
@MainActor
open class MotionControlNSView<Control: MotionCoreAnimationControl>: NSControl {
    private let playback: MotionLayerPlayback<Control>
    private var frameLink: CADisplayLink?

    public init(state: Control.State = .initial, parameters: Control.Parameters = Control.Parameters()) {
        playback = MotionLayerPlayback(state: state, parameters: parameters,
                                       reducesMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion, at: CACurrentMediaTime())
        super.init(frame: .zero)
        wantsLayer = true
        if let layer { playback.install(in: layer) }
        setAccessibilityElement(true)
        setAccessibilityRole(MotionInteraction.isToggle(Control.State.self) ? .checkBox : .button)
        setAccessibilityValue(MotionInteraction.toggleValue(of: state))
    }

    /// Made in code only: a nib cannot name the control type.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Design coordinates run down, as in UIKit and the specs.
    open override var isFlipped: Bool { true }

    /// The player: its state, frame and whether it moves.
    public var player: MotionPlayer<Control> { playback.player }

    /// Called with each cue as it comes due.
    public var onCue: ((MotionPlayer<Control>.PlayedCue) -> Void)? {
        get { playback.onCue }
        set { playback.onCue = newValue }
    }

    /// The state the control is in or moving to; setting it plays the transition (no action is sent).
    public var state: Control.State {
        get { playback.player.state }
        set { setState(newValue, animated: true) }
    }

    /// The spec's params; a change shows at once, also mid-flight.
    public var parameters: Control.Parameters {
        get { playback.parameters }
        set { playback.parameters = newValue }
    }

    /// Moves to `state`, playing the spec's transition when `animated`.
    public func setState(_ state: Control.State, animated: Bool) {
        let moving = playback.set(state, animated: animated, reducesMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
                                  at: CACurrentMediaTime())
        setAccessibilityValue(MotionInteraction.toggleValue(of: state))
        if moving && frameLink == nil {
            let link = displayLink(target: self, selector: #selector(step(_:)))
            link.add(to: .main, forMode: .common)
            frameLink = link
        }
    }

    open override var intrinsicContentSize: NSSize {
        NSSize(width: Control.designSize.width, height: Control.designSize.height)
    }

    open override func layout() {
        super.layout()
        playback.layout(in: bounds)
    }

    open override func mouseUp(with event: NSEvent) {
        if bounds.contains(convert(event.locationInWindow, from: nil)) { clicked() }
    }

    open override func accessibilityPerformPress() -> Bool {
        clicked()
        return true
    }

    private func clicked() {
        setState(MotionInteraction.state(after: state), animated: true)
        sendAction(action, to: target)
    }

    @objc private func step(_ link: CADisplayLink) {
        guard !playback.step(at: link.targetTimestamp) else { return }
        link.invalidate()
        frameLink = nil
    }
}
#endif
