import MotionRuntime

/// A reverse (`ReversalModel`): the other transition's tree, lowered as usual, then played backwards
/// by the runtime, scaled to the reverse's own duration and given its own timing function.
extension Lowering {
    static func reversed(_ root: MotionTrackGroup, _ reversal: ReversalModel) -> MotionTrackGroup {
        var out = root.reversed
        if let duration = reversal.duration, root.timing.duration > 0 {
            out = out.scaled(by: duration / root.timing.duration)
        }
        if let function = reversal.timingFunction { out.timingFunction = function }
        return out
    }

    /// A param used as keyframe `value` of a track now sits at the mirrored index, unless the track's
    /// keyframes were kept (an autoreversing track, or one inside an autoreversing group).
    /// `counts` are the root's `reversedValueCounts`.
    static func reversedUse(_ use: ParamUse, counts: [Int?]) -> ParamUse {
        guard case .keyframe(let transition, let track, let value) = use.place, track < counts.count,
              let count = counts[track] else { return use }
        var out = use
        out.place = .keyframe(transition: transition, track: track, value: count - 1 - value)
        return out
    }

    /// For each track in timeline order (depth first): its number of values when `MotionTrackGroup.reversed`
    /// reverses its keyframes, nil when it keeps them.
    static func reversedValueCounts(_ root: MotionTrackGroup) -> [Int?] {
        var out: [Int?] = []
        func walk(_ g: MotionTrackGroup, kept: Bool, depth: Int) {
            guard depth < 512 else { return }
            let keep = kept || g.timing.autoreverses
            for child in g.children {
                switch child {
                case .track(let t): out.append(keep || t.timing.autoreverses ? nil : t.keyframes.values.count)
                case .group(let c): walk(c, kept: keep, depth: depth + 1)
                }
            }
        }
        walk(root, kept: false, depth: 0)
        return out
    }
}
