/// Large specs, generated the same way every run: `count` shapes in a grid, each with a stroked oval
/// whose trim, opacity and scale move between two states, eased by cubic Béziers (one shape in ten
/// by a spring), and staggered by index.
enum LargeSpec {
    static func dsl(shapes count: Int) -> String {
        var lines = ["control Large\(count) {", "  size \(100 * 10) x \(max(1, (count + 99) / 100) * 10)", ""]
        for i in 0..<count {
            lines.append("  shape s\(i) {")
            lines.append("    path oval(\(i % 100 * 10 + 1), \(i / 100 * 10 + 1), 8, 8)")
            lines.append("    stroke #1e88e5, width: 1.5, cap: round")
            lines.append("    fill none")
            lines.append("  }")
        }
        for (state, trim, opacity, initial) in [("off", "0 .. 0", "0.3", " initial"), ("on", "0 .. 1", "1", "")] {
            lines.append("  state \(state)\(initial) {")
            for i in 0..<count {
                lines.append("    s\(i).trim \(trim)")
                lines.append("    s\(i).opacity \(opacity)")
            }
            lines.append("  }")
        }
        for (from, to, a, b) in [("off", "on", ("0", "0.3"), ("1", "1")), ("on", "off", ("1", "1"), ("0", "0.3"))] {
            lines.append("  transition \(from) -> \(to) for 0.6s {")
            for i in 0..<count {
                let begin = "\(i % 10)0ms"
                let easing = i % 10 == 9 ? "spring(mass: 1, stiffness: 300, damping: 30)" : i % 2 == 0 ? "ease-in-out" : "cubic-bezier(0.34, 1.56, 0.64, 1)"
                lines.append("    s\(i).strokeEnd \(a.0) -> \(b.0) at \(begin) for 0.4s \(easing)")
                lines.append("    s\(i).opacity \(a.1) -> \(b.1) at \(begin) for 0.2s linear")
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
