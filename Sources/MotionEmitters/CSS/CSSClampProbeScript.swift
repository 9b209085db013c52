import MotionDiagnostics

/// The page script's part for the numbers Chromium clamps that keyframes carry unclamped as well
/// (`CSSClampProbe`): the kinds it has, their reading, and a replay's keyframes that carry them too, so
/// a later restart reads them whole. Empty for a control whose keyframes carry none, so its script is
/// as before.
struct CSSClampProbeScript {
    var field = ""
    var reading = ""
    var method = ""
    /// The static method a replay's keyframe declarations come from.
    var write = "#declarations"
    /// The reading of a stroke width, in the runtime's units.
    var strokeWidth: String

    init(kinds: [String], className K: String) {
        strokeWidth = """
                  case "stroke-width": return [number("stroke-width") / \(K).strokeUnit];

            """
        if kinds.contains("stroke-width") {
            strokeWidth = """
                      case "stroke-width": {
                        // Chromium shows a negative width (a `calc()` keyframe) as 0; the number the keyframes carry is
                        // the width as the motion has it, where that is what is shown (0 for any width below it).
                        const shown = number("stroke-width") / \(K).strokeUnit, fine = number("--motion-stroke-width");
                        return [Number.isFinite(fine) && Math.abs(Math.max(0, fine) - shown) <= 1e-5 * Math.max(1, shown) ? fine : shown];
                      }

                """
        }
        guard !kinds.isEmpty else { return }
        write = "#written"
        field = """
              // The numbers Chromium clamps (an opacity past 1 shows 1) that keyframes carry unclamped as well, in
              // `--motion-<kind>`, where a restart reads them (`CSSClampProbe`).
              static probes = [\(kinds.map(TextEscaping.jsonString).joined(separator: ", "))];

            """
        reading = """
                  case "opacity": case "fill-opacity": case "stroke-opacity": {
                    const shown = number(kind);
                    if (!\(K).probes.includes(kind)) return [shown];
                    // The number as the motion has it where Chromium shows it clamped; where that is not what is
                    // shown (no animation carries it now), what is shown.
                    const fine = number(`--motion-${kind}`);
                    return [Number.isFinite(fine) && Math.abs(Math.min(1, Math.max(0, fine)) - shown) <= 1e-5 ? fine : shown];
                  }

            """
        method = """
              // A replay's keyframe declarations: a clamped number is carried unclamped as well, so a later
              // restart reads it whole.
              static #written(kind, v) {
                const out = \(K).#declarations(kind, v);
                if (\(K).probes.includes(kind)) out[`--motion-${kind}`] = String(v[0]);
                return out;
              }


            """
    }
}
