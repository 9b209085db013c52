import MotionRuntime

/// Everything a channel's keys in one segment depend on, besides the segment's duration and the frame
/// rate: the channel's kind, the node's tracks on what it reads (with the groups around them, which
/// time them), and the node's base values of what it reads. Sampling and measuring read nothing else
/// (`LottieChannel.value` reads only `valueDependencies`, and a track writes only its own property), so
/// nodes that move alike in a segment (a grid of shapes, a list's rows) share one fitted result.
struct LottieChannelMotion: Hashable {
    let kind: LottieChannel.Kind
    let root: MotionTrackGroup
    let base: [MotionValue]

    /// Nil when no track moves what the channel reads: its keys are the base held (`SegmentKeyBuilder.still`).
    init?(_ kind: LottieChannel.Kind, of playback: MotionTransition<String>) {
        let read = LottieChannel(node: 0, kind: kind).valueDependencies
        guard playback.timeline.tracks.contains(where: { read.contains($0.property) }) else { return nil }
        self.kind = kind
        root = playback.root.mappingTracks { _, track in read.contains(track.property) ? track : nil }
        base = read.map { playback.base[$0, 0] }
    }
}
