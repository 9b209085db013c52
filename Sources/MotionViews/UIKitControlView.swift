#if canImport(UIKit) && canImport(QuartzCore)
import MotionCoreAnimation
import MotionRuntime
import QuartzCore
import UIKit

/// A spec's control as a UIKit control: `MotionControlView<FlatSwitch>()`. The state is a property
/// (setting it plays the spec's transition); a tap moves to the next state and sends `.valueChanged`;
/// VoiceOver reads it as a button whose value is "0" or "1" for a two-state control (a switch, a
/// checkbox) or the state's name; reduce motion (`UIAccessibility.isReduceMotionEnabled`) plays the
/// spec's `reduced` variants. A display link drives the player while it animates, and stops with it.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class MotionControlView<Control: MotionCoreAnimationControl>: UIControl {
    private let playback: MotionLayerPlayback<Control>
    private var displayLink: CADisplayLink?

    public init(state: Control.State = .initial, parameters: Control.Parameters = Control.Parameters()) {
        playback = MotionLayerPlayback(state: state, parameters: parameters,
                                       reducesMotion: UIAccessibility.isReduceMotionEnabled, at: CACurrentMediaTime())
        super.init(frame: .zero)
        playback.install(in: layer)
        isAccessibilityElement = true
        accessibilityTraits = .button
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
        accessibilityValue = MotionInteraction.toggleValue(of: state)
    }

    /// Made in code only: a storyboard cannot name the control type.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The player: its state, frame and whether it moves.
    public var player: MotionPlayer<Control> { playback.player }

    /// Called with each cue as it comes due (a haptic, a sound, an announcement).
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
        let moving = playback.set(state, animated: animated, reducesMotion: UIAccessibility.isReduceMotionEnabled, at: CACurrentMediaTime())
        accessibilityValue = MotionInteraction.toggleValue(of: state)
        if moving && displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Control.designSize.width, height: Control.designSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playback.layout(in: bounds)
    }

    open override func accessibilityActivate() -> Bool {
        tapped()
        return true
    }

    @objc private func tapped() {
        setState(MotionInteraction.state(after: state), animated: true)
        sendActions(for: .valueChanged)
    }

    @objc private func step(_ link: CADisplayLink) {
        guard !playback.step(at: link.targetTimestamp) else { return }
        link.invalidate()
        displayLink = nil
    }
}
#endif
