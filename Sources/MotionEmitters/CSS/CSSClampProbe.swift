/// A number Chromium clamps when it computes it (an opacity, a paint's opacity: 0…1; a stroke width:
/// 0 and up), carried unclamped as well in a registered `<number>` custom property (`--motion-opacity`,
/// `--motion-fill-opacity`, `--motion-stroke-opacity`, `--motion-stroke-width`). Chromium interpolates such keyframes
/// unclamped and clamps what it shows, which is what the runtime draws; but a restart that reads the
/// value on screen would start from the clamped number, where the runtime continues from the value as
/// the motion computed it (`semantics.md`: a presented frame is not clamped). So keyframes that leave
/// the range, where a restart may read them, carry the number too, which the script reads instead.
enum CSSClampProbe {
    /// The custom property that carries the channel's number; nil for a channel Chromium does not clamp
    /// (or whose number is a registered custom property already, as open-path trims are).
    static func property(_ channel: CSSChannel) -> String? {
        guard let kind = kind(channel) else { return nil }
        return "--motion-" + kind
    }

    /// The script's name for the channel (`CSSRestart.kind`) when Chromium clamps it.
    static func kind(_ channel: CSSChannel) -> String? {
        switch channel {
        case .opacity: return kinds[0]
        case .fillAlpha: return kinds[1]
        case .strokeAlpha: return kinds[2]
        // A negative width keyframe is written as `calc()`, which Chromium interpolates unclamped and
        // computes as 0 (finding 50); the number is in the runtime's units, as the script reads widths.
        case .strokeWidth: return kinds[3]
        default: return nil
        }
    }

    /// Every clamped kind, in channel order.
    static let kinds = ["opacity", "fill-opacity", "stroke-opacity", "stroke-width"]

    /// The range Chromium clamps a number of the channel to.
    static func range(_ channel: CSSChannel) -> ClosedRange<Double> {
        channel == .strokeWidth ? 0...Double.infinity : 0...1
    }

    /// The keyframe's declaration of the number, for a channel Chromium clamps.
    static func declaration(_ channel: CSSChannel, _ values: [Double]) -> String? {
        guard let property = property(channel), let value = values.first else { return nil }
        return "\(property): \(CSSNumber.text(value));"
    }

    /// True when the keyframes show a value outside the range somewhere: at a keyframe, or between two
    /// on an easing that overshoots (bounded by its control points or baked points, which hold the curve).
    static func leavesRange(_ keyframes: [CSSKeyframe], of channel: CSSChannel) -> Bool {
        let range = range(channel)
        for (i, keyframe) in keyframes.enumerated() {
            guard let v0 = keyframe.values.first else { continue }
            if !range.contains(v0) { return true }
            guard i + 1 < keyframes.count, let v1 = keyframes[i + 1].values.first else { continue }
            if overshoots(keyframe.easing, from: v0, to: v1, within: range) { return true }
        }
        return false
    }

    /// True when a piece from `v0` to `v1` on `easing` leaves `range` between its ends.
    static func overshoots(_ easing: CSSEasing, from v0: Double, to v1: Double, within range: ClosedRange<Double> = 0...1) -> Bool {
        let progress: [Double]
        switch easing {
        case let .cubicBezier(_, y1, _, y2): progress = [y1, y2]
        case .points(let points): progress = points.map(\.y)
        case .linear, .stepEnd, .steps: return false
        }
        return progress.contains { y in !range.contains(v0 + (v1 - v0) * y) }
    }

    /// The `@property` rules of the numbers some keyframes carry (`kinds`, in channel order).
    static func registrations(_ kinds: Set<String>) -> String {
        Self.kinds.filter(kinds.contains)
            .map { "@property --motion-\($0) { syntax: \"<number>\"; inherits: false; initial-value: 0; }\n" }
            .joined()
    }
}
