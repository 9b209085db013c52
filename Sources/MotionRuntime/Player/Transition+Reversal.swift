extension MotionTransition {
    /// Where this transition retraces `other` interrupted `elapsed` seconds in: when one of the two is
    /// declared the reverse of the other (`transition B -> A reverses A -> B`, possibly with a duration
    /// of its own), the time in this one showing what `other` showed at `elapsed` — the mirrored time,
    /// scaled to this one's duration. Nil when neither is the other's reverse, or when the reverse has a
    /// timing function of its own (then no time of it matches `other`'s frame).
    public func retracingTime(of other: MotionTransition, at elapsed: Double) -> Double? {
        guard from == other.to, to == other.from, duration > 0, other.duration > 0 else { return nil }
        if root == Self.reverse(of: other.root, lasting: duration) || other.root == Self.reverse(of: root, lasting: other.duration) {
            let mirrored = (other.duration - Swift.min(Swift.max(elapsed, 0), other.duration)) * (duration / other.duration)
            return Swift.min(mirrored, duration)
        }
        return nil
    }

    /// `root` played backwards and scaled to `duration`, as lowering builds a declared reverse.
    private static func reverse(of root: MotionTrackGroup, lasting duration: Double) -> MotionTrackGroup {
        let reversed = root.reversed
        guard root.timing.duration > 0, duration != root.timing.duration else { return reversed }
        return reversed.scaled(by: duration / root.timing.duration)
    }
}
