import MotionRuntime

/// Stroke paths are written 16× larger inside `transform="scale(0.0625)"`, and their stroke widths
/// 16× larger to match, so that what is drawn is unchanged.
///
/// Why: Chromium (Skia) measures a path for `pathLength` and dashes by flattening its curves with a
/// tolerance in user units. On a small control (a 40×40 arc of radius 14) that tolerance is coarse
/// against the path: a short trimmed piece of the arc lands 0.73° early although the dash values
/// are exact. Measured at 16× the curves are flattened 16× finer relative to their size (the piece
/// lands within 0.2°). The factor is a power of two, so every scaled coordinate and width is exact
/// in binary and the composed transform is the runtime's exactly; dashes are fractions of
/// `pathLength="1"`, so they do not change. Only strokes are scaled: fills are not measured, and
/// the node's groups (transforms, origins, shadow) stay in design units.
enum CSSStrokeScale {
    /// The factor the stroke's geometry is written at.
    static let factor = 16.0

    /// The `transform` attribute that brings the stroke back to design units.
    static var attribute: String { "scale(\(CSSNumber.text(1 / factor)))" }

    /// `path` with every point multiplied by `factor`.
    static func scaled(_ path: MotionPath) -> MotionPath {
        func s(_ p: MotionRuntime.MotionPoint) -> MotionRuntime.MotionPoint { MotionRuntime.MotionPoint(p.x * factor, p.y * factor) }
        return MotionPath(path.subpaths.map { subpath in
            MotionSubpath(start: s(subpath.start),
                    cubics: subpath.cubics.map { MotionCubic(s($0.p0), s($0.p1), s($0.p2), s($0.p3)) },
                    isClosed: subpath.isClosed)
        })
    }
}
