import MotionCompiler
import MotionRuntime

extension LottieDocument.Layers {
    /// Shape `i`'s stroke path already trimmed, when its trim (start, end, offset) holds one value for the whole
    /// file and its path never morphs; nil when either moves, when nothing is trimmed, or when the trim leaves
    /// nothing (the `tm` draws nothing then).
    ///
    /// Why: players measure a `tm` each their own way, and rlottie's measure is rough (it trims with its
    /// dasher, which takes each flattened line as `max + 0.375 · min` of its sides: `backends.md` finding 56),
    /// so a trim end lands off the runtime's where a path runs in several directions. A fixed trim cut into
    /// the path by the runtime's own `MotionPath.trimmed` (exact arc length, cubics split, never flattened)
    /// leaves every player only a path to stroke. A moving trim keeps its `tm`.
    func fixedTrimCut(_ i: Int, shown path: MotionPath, pathKeys: [LottieKey]) -> MotionPath? {
        guard !document.morphing[i], pathKeys.allSatisfy({ $0.value == pathKeys.first?.value }),
              let start = Self.heldValue(keys(i, .trimStart), otherwise: 0),
              let end = Self.heldValue(keys(i, .trimEnd), otherwise: 100),
              let offset = Self.heldValue(keys(i, .trimOffset), otherwise: 0),
              start != 0 || end != 100 || offset != 0 else { return nil }
        let shown = pathKeys.first.flatMap { LottieShapes.path(structure: path, numbers: $0.value) } ?? path
        let cut = shown.trimmed(start: start / 100, end: end / 100, offset: offset / 360)
        return cut.subpaths.contains { !$0.cubics.isEmpty } ? cut : nil
    }

    /// The one value a channel's keys hold (`otherwise` without keys), or nil when they change.
    private static func heldValue(_ keys: [LottieKey], otherwise: Double) -> Double? {
        guard let first = keys.first else { return otherwise }
        guard first.value.count == 1, keys.allSatisfy({ $0.value == first.value }) else { return nil }
        return first.value[0]
    }
}
