import MotionCompiler
import MotionRuntime

/// A path as a CSS channel's numbers and back: its structure first (the subpath count, then per
/// subpath 1 when closed and its segment count), then its points as `ValueText.components` lists
/// them. The structure never changes while a path morphs (MS2080), so fitting and baking see
/// constant leading numbers and move only the points, each on its own straight line, as the
/// browser interpolates `d: path(…)` between two paths of the same commands.
enum CSSPathValue {
    static func numbers(_ path: MotionPath) -> [Double] {
        var head: [Double] = [Double(path.subpaths.count)]
        for subpath in path.subpaths { head += [subpath.isClosed ? 1 : 0, Double(subpath.cubics.count)] }
        return head + ValueText.components(.path(path))
    }

    /// SVG path data (`M`, `C`, `Z`, as the markup writes it) from `numbers`; empty when they do
    /// not describe a path.
    static func pathData(_ numbers: [Double]) -> String {
        guard let count = numbers.first, count >= 0, count <= 1_000_000, count == count.rounded() else { return "" }
        let subpaths = Int(count)
        var k = 1 + 2 * subpaths
        guard numbers.count >= k else { return "" }
        var parts: [String] = []
        func point() -> String? {
            guard k + 1 < numbers.count else { return nil }
            defer { k += 2 }
            return "\(CSSNumber.text(numbers[k])) \(CSSNumber.text(numbers[k + 1]))"
        }
        for s in 0..<subpaths {
            let closed = numbers[1 + 2 * s] == 1, segments = Int(max(0, min(numbers[2 + 2 * s], 1_000_000)))
            guard let start = point() else { return "" }
            parts.append("M\(start)")
            for _ in 0..<segments {
                guard let c1 = point(), let c2 = point(), let end = point() else { return "" }
                parts.append("C\(c1) \(c2) \(end)")
            }
            if closed { parts.append("Z") }
        }
        return parts.joined(separator: " ")
    }
}
