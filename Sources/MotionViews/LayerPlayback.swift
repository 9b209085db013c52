#if canImport(QuartzCore)
import MotionCoreAnimation
import MotionRuntime
import QuartzCore

/// What the UIKit and AppKit hosts share: a player on a clock they set (from `CACurrentMediaTime()`
/// at a change, from the display link's timestamps after), shown on the control's Core Animation
/// layers (`CoreAnimationGlue`), with a second set over them that shows the destination during a
/// reduced-motion crossfade. The model values are set each frame with actions disabled: the player,
/// not Core Animation, decides what shows.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public final class MotionLayerPlayback<Control: MotionCoreAnimationControl> {
    /// Called with each cue as it comes due.
    public var onCue: ((MotionPlayer<Control>.PlayedCue) -> Void)?
    public private(set) var player: MotionPlayer<Control>
    private let clock: MotionManualClock
    private let layers: Control.Layers
    private let overlay: Control.Layers

    public init(state: Control.State, parameters: Control.Parameters, reducesMotion: Bool, at time: Double) {
        let clock = MotionManualClock(now: time)
        self.clock = clock
        player = MotionPlayer(state: state, parameters: parameters, reducesMotion: reducesMotion, clock: clock)
        layers = Control.makeLayers(showing: player.frame)
        overlay = Control.makeLayers(showing: player.frame)
        overlay.root.opacity = 0
    }

    /// The spec's params; a change shows at once, also mid-flight.
    public var parameters: Control.Parameters {
        get { player.parameters }
        set {
            player.parameters = newValue
            show()
        }
    }

    /// Adds the layers to `host` (a view's layer).
    public func install(in host: CALayer) {
        host.addSublayer(layers.root)
        host.addSublayer(overlay.root)
    }

    /// Fits the design box into `rect` of the host layer.
    public func layout(in rect: CGRect) {
        Control.layout(layers.root, in: rect)
        Control.layout(overlay.root, in: rect)
    }

    /// Moves to `state` at `time`; true when something now moves (the host starts its display link).
    public func set(_ state: Control.State, animated: Bool, reducesMotion: Bool, at time: Double) -> Bool {
        // A display link's timestamp is the coming frame's, ahead of the current media time: the
        // clock never goes back.
        clock.now = Swift.max(clock.now, time)
        player.reducesMotion = reducesMotion
        player.set(state, animated: animated)
        return step(at: time)
    }

    /// Shows the player at `time` and hands out the cues that came due; false once nothing moves
    /// (the host stops its display link).
    public func step(at time: Double) -> Bool {
        clock.now = Swift.max(clock.now, time)
        let cues = player.update()
        show()
        for cue in cues { onCue?(cue) }
        return player.isAnimating
    }

    private func show() {
        let shown = MotionDrawing.layers(of: player)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        Control.apply(shown[0].frame, to: layers.nodes)
        layers.root.opacity = Float(shown[0].opacity)
        if shown.count > 1 {
            Control.apply(shown[1].frame, to: overlay.nodes)
            overlay.root.opacity = Float(shown[1].opacity)
        } else {
            overlay.root.opacity = 0
        }
        CATransaction.commit()
    }
}
#endif
