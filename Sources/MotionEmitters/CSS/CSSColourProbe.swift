import MotionCompiler
import MotionRuntime

/// A paint's numbers unrounded, in a registered custom property of three numbers (`--motion-fill-rgb:
/// r g b`, 0…255). Chromium keeps a colour, parsed or computed, in 8-bit channels: a paint read off
/// the screen is up to half a step off, and so is a keyframe's `rgb()` with fractions. Replaying a way
/// out from the colour on screen (`CSSRestart`), half a step at the start and half a step again where
/// the page shows it are more than a colour may miss. So a loop's colour keyframes carry the numbers
/// as well (both interpolate channel by channel on the same timing), which the script reads, and the
/// script's replay animates the numbers with the paint `rgb(var(--motion-fill-rgb))`, rounded once
/// where it is shown.
enum CSSColourProbe {
    /// The custom property that carries the channel's numbers; nil for a channel that is no paint.
    static func property(_ channel: CSSChannel) -> String? {
        switch channel {
        case .fillRGB: return "--motion-fill-rgb"
        case .strokeRGB: return "--motion-stroke-rgb"
        default: return nil
        }
    }

    /// The keyframe's declaration of the numbers (0…255, as the paint's `rgb()`).
    static func declaration(_ channel: CSSChannel, _ values: [Double]) -> String? {
        property(channel).map { "\($0): \(values.map(CSSNumber.text).joined(separator: " "));" }
    }

    /// The `@property` rules (a list of numbers interpolates number by number) of the paints a loop
    /// moves or the script replays.
    static func registrations(_ lowered: LoweredControl, restarts: [CSSRestart]) -> String {
        let loops = lowered.states.compactMap { $0.loop?.timeline.tracks }.joined()
        return [(CSSChannel.fillRGB, MotionProperty.fillColor, "fill"), (.strokeRGB, .strokeColor, "stroke")]
            .filter { _, property, kind in loops.contains { $0.property == property } || restarts.contains { $0.kind == kind } }
            .compactMap { channel, _, _ in property(channel) }
            .map { "@property \($0) { syntax: \"<number>+\"; inherits: false; initial-value: 0 0 0; }\n" }
            .joined()
    }
}
