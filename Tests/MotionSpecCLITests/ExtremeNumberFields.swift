import Foundation

/// Every numeric field of the language, each as a small spec with one number left open (`{v}`), and
/// the values the compiler accepts there (`specs/diagnostics/MS4xxx.md`, MS4006, and the older
/// ranges of MS2xxx). Built by construction: byte-level fuzzing does not reach these numbers.
struct ExtremeNumberField: Sendable, CustomStringConvertible {
    var name: String
    /// The spec, with `{v}` where the number goes.
    var spec: String
    /// The bounds the documentation gives (the sweep tries them, and just past them).
    var bounds: ClosedRange<Double>
    /// Whether the checker takes `v` (bounds plus the field's own rules: whole numbers, > 0, …).
    var accepts: @Sendable (Double) -> Bool
    /// Codes the checker may still give for an in-bounds value, for rules beyond the number itself
    /// (a spring inside its parameter bounds that settles only after an hour is MS4007).
    var inBoundsCodes: Set<String> = []
    /// Values above this are only checked: compiling them is correct but slow (ten thousand repeat
    /// instances take half a minute in every target).
    var compileAtMost: Double = .infinity

    var description: String { name }

    init(_ name: String, _ spec: String, _ bounds: ClosedRange<Double>, accepts: (@Sendable (Double) -> Bool)? = nil,
         inBoundsCodes: Set<String> = [], compileAtMost: Double = .infinity) {
        self.name = name
        self.spec = spec
        self.bounds = bounds
        self.accepts = accepts ?? { bounds.contains($0) }
        self.inBoundsCodes = inBoundsCodes
        self.compileAtMost = compileAtMost
    }

    /// A control with one shape `a`, states `off` and `on`, and a transition between them; each
    /// part can be replaced.
    static func control(size: String = "40 x 40", params: String = "", shape: String = "path rect(0, 0, 10, 10)\n    stroke red, width: 2",
                        state: String = "a.opacity 0.5", track: String = "a.opacity 1 -> 0.5", duration: String = "0.3s") -> String {
        """
        control X {
          size \(size)
        \(params.isEmpty ? "" : "  " + params + "\n")  shape a {
            \(shape)
          }
          state off initial { }
          state on { \(state) }
          transition off -> on \(duration) {
            \(track)
          }
        }

        """
    }

    static let coordinate = -1e6...1e6
    static let positive: @Sendable (Double) -> Bool = { $0 > 0 }

    static let all: [ExtremeNumberField] = [
        // The control and its shapes.
        .init("size", control(size: "{v} x 10"), 1e-3...1e6),
        .init("rect x", control(shape: "path rect({v}, 0, 10, 10)"), coordinate),
        .init("rect width", control(shape: "path rect(0, 0, {v}, 10)"), 0...1e6),
        .init("roundedRect radius", control(shape: "path roundedRect(0, 0, 10, 10, radius: {v})"), 0...1e6,
              accepts: { $0 >= 0 }), // clamped to half the shorter side, as UIKit does
        .init("arc radius", control(shape: "path arc((5, 5), {v}, from: 0deg, to: 90deg)"), 0...1e6),
        .init("arc angle", control(shape: "path arc((5, 5), 5, from: {v}deg, to: 90deg)"), -1e6...1e6),
        .init("polygon point", control(shape: "path polygon((0, 0), ({v}, 0), (0, 10))"), coordinate),
        .init("svg path data", control(shape: "path svg(\"M {v} 0 L 10 10\")"), coordinate),
        .init("path start", control(shape: "path oval(0, 0, 10, 10), start: {v}deg"), -1e6...1e6),
        .init("stroke width", control(shape: "path rect(0, 0, 10, 10)\n    stroke red, width: {v}"), 0...1e6),
        .init("miter", control(shape: "path rect(0, 0, 10, 10)\n    stroke red, width: 2, miter: {v}"), 1...1000),
        .init("shadow offset", control(shape: "path rect(0, 0, 10, 10)\n    shadow black, offset: ({v}, 0)"), coordinate),
        .init("shadow blur", control(shape: "path rect(0, 0, 10, 10)\n    shadow black, blur: {v}"), 0...1e6),
        .init("trim offset", control(shape: "path rect(0, 0, 10, 10)\n    stroke red\n    trim 0 .. 1, offset: {v}"), -1e3...1e3),
        .init("colour channel", control(shape: "path rect(0, 0, 10, 10)\n    fill rgb({v}, 0, 0)"), 0...255),
        .init("alpha", control(shape: "path rect(0, 0, 10, 10)\n    fill rgba(0, 0, 0, {v})"), 0...1),
        // States.
        .init("position", control(state: "a.position ({v}, 0)"), coordinate),
        .init("anchor", control(state: "a.anchor (0, {v})"), coordinate),
        .init("scale", control(state: "a.scale {v}"), -1e4...1e4),
        .init("rotation", control(state: "a.rotation {v}deg"), -1e6...1e6),
        .init("opacity at rest", control(state: "a.opacity {v}"), 0...1),
        .init("param", control(params: "param level = {v}", state: "a.opacity level"), 0...1),
        // Tracks and timing.
        .init("opacity track", control(track: "a.opacity 0 -> {v}"), -1e3...1e3),
        .init("strokeEnd track", control(track: "a.strokeEnd 0 -> {v}"), -1e3...1e3),
        .init("position track", control(track: "a.position (0, 0) -> ({v}, 0)"), coordinate),
        .init("transition duration", control(duration: "{v}s"), 1e-3...3600),
        .init("track duration", control(track: "a.opacity 1 -> 0.5 for {v}s"), 1e-3...3600),
        .init("begin", control(track: "a.opacity 1 -> 0.5 at {v}s for 0.1s"), 0...3600),
        .init("repeat count", control(track: "a.opacity 1 -> 0.5 for 0.1s repeat {v}"), 0...1e4,
              accepts: { $0 > 0 && $0 <= 1e4 }),
        .init("key time", control(track: "a.opacity [1, 0, 0.5] keys [0, {v}, 1]"), 0...1),
        .init("steps", control(track: "a.opacity 1 -> 0.5 steps({v})"), 1...1000,
              accepts: { (1...1000).contains($0) && $0.rounded() == $0 }),
        .init("cubic-bezier y", control(track: "a.opacity 1 -> 0.5 cubic-bezier(0.2, {v}, 0.8, 1)"), -100...100),
        .init("cubic-bezier x", control(track: "a.opacity 1 -> 0.5 cubic-bezier({v}, 0, 0.8, 1)"), 0...1),
        .init("spring mass", control(track: "a.opacity 1 -> 0.5 spring(mass: {v}, stiffness: 100, damping: 20)"), 1e-3...1e3),
        .init("spring stiffness", control(track: "a.opacity 1 -> 0.5 spring(mass: 1, stiffness: {v}, damping: 20)"), 1e-3...1e6,
              inBoundsCodes: ["MS4007"]),
        .init("spring damping", control(track: "a.opacity 1 -> 0.5 spring(mass: 1, stiffness: 100, damping: {v})"), 0...1e6,
              inBoundsCodes: ["MS4007"]),
        .init("spring velocity", control(track: "a.opacity 1 -> 0.5 spring(mass: 1, stiffness: 100, damping: 20, velocity: {v})"), -1e3...1e3),
        .init("spring response", control(track: "a.opacity 1 -> 0.5 spring(response: {v}, dampingFraction: 0.8)"), 1e-3...3600,
              inBoundsCodes: ["MS4007"]),
        .init("spring dampingFraction", control(track: "a.opacity 1 -> 0.5 spring(response: 0.5, dampingFraction: {v})"), 0...1e3,
              inBoundsCodes: ["MS4007"]),
        .init("cue time", control(track: "a.opacity 1 -> 0.5\n    cue done at {v}s"), 0...3600),
        .init("reduced crossfade", control(track: "a.opacity 1 -> 0.5\n    reduced crossfade for {v}s"), 1e-3...3600),
        .init("repeat range", control(track: "a.opacity 1 -> 0.5").replacingOccurrences(
            of: "  state off", with: "  repeat s[i] in 0 ..< {v} { path oval(i, 0, 1, 1) }\n  state off"), 1...10_000,
              accepts: { (1...10_000).contains($0) && $0.rounded() == $0 }, compileAtMost: 100),
    ]
}
