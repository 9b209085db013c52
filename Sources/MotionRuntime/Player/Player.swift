/// Plays a control's transitions as its state changes, on any host: it owns the state, reads a clock,
/// picks the transition for each change, and says what to draw. Hosts (a view with a display link, a
/// SwiftUI `TimelineView`, a test with a `MotionManualClock`) call `update()` once per frame, draw
/// `frame` (and `crossfade`, when there is one), hand the returned cues to the app, and stop their
/// frame loop while `isAnimating` is false.
///
/// - A change interrupting a transition in flight starts the new one from the frame presented at that
///   moment (`transition(from:to:startingFrom:parameters:)`), from the state the old one was going to;
///   when the spec declares one the reverse of the other, the new one starts at the time that shows that
///   frame, so it retraces the way it came.
/// - With `reducesMotion`, a transition's `reduced` variant plays: `instant` shows the destination at
///   once, `crossfade` fades from the presented frame to it; without one the transition plays.
/// - Cues are delivered once each, by the first `update()` at or after their time in the transition
///   (however far that update skips); under reduced motion, all of them with the change. The cues of
///   an interrupted transition that were not due yet are never delivered.
/// - With no transition for a change (or `animated: false`), the new state shows at once.
public struct MotionPlayer<Control: MotionControl> {
    /// A cue that came due, with the transition it belongs to.
    public struct PlayedCue: Hashable, Sendable {
        public var cue: MotionCue
        public var from: Control.State
        public var to: Control.State

        public init(cue: MotionCue, from: Control.State, to: Control.State) {
            self.cue = cue
            self.from = from
            self.to = to
        }
    }

    /// A reduced-motion crossfade in progress: draw `frame` at opacity 1 − `progress` and
    /// `destination` over it at `progress`.
    public struct Crossfade: Hashable, Sendable {
        public var destination: MotionFrame
        /// From 0 to 1.
        public var progress: Double

        public init(destination: MotionFrame, progress: Double) {
            self.destination = destination
            self.progress = progress
        }
    }

    public let clock: any MotionClock
    /// The state the control is in or on its way to.
    public private(set) var state: Control.State
    /// The params every frame and transition is built with; a change shows at once, also mid-flight.
    public var parameters: Control.Parameters {
        didSet { if parameters != oldValue { rebuildForParameters() } }
    }
    /// Play the spec's `reduced` variants (a host sets it from the platform's setting). Read at each change.
    public var reducesMotion: Bool
    /// What the control shows, as of the last `update()` or change.
    public private(set) var frame: MotionFrame
    /// The crossfade being played under reduced motion, if one is.
    public private(set) var crossfade: Crossfade?
    /// The transition playing, if one is (nil at rest and during a crossfade).
    public var transition: Control.Transition? {
        if case .transition(let transition, _)? = playing?.kind { return transition }
        return nil
    }
    /// True while something moves: a host keeps its frame loop running until an update makes it false.
    public var isAnimating: Bool { playing != nil }
    /// The clock's time at which what plays now is over (nil at rest): a host that schedules its
    /// frames ahead (a `TimelineView`) schedules them until then.
    public var endTime: Double? {
        guard let playing else { return nil }
        switch playing.kind {
        case .transition(let transition, _): return playing.startTime + transition.duration - playing.offset
        case .crossfade(_, _, let duration): return playing.startTime + duration
        }
    }

    private enum Kind {
        /// `nextCue` indexes `cueOrder`, the transition's cues sorted by time.
        case transition(Control.Transition, cueOrder: [Int])
        case crossfade(from: MotionFrame, to: Control.State, duration: Double)
    }

    private struct Playing {
        var kind: Kind
        /// The clock's time at the change, and the time in the transition shown then.
        var startTime: Double
        var offset: Double
        var nextCue: Int
        /// The state it came from, and whether it started from that state at rest (so a change of
        /// params rebuilds that frame too).
        var from: Control.State
        var startedAtRest: Bool
    }

    private var playing: Playing?
    private var dueCues: [PlayedCue] = []

    public init(state: Control.State = .initial, parameters: Control.Parameters = Control.Parameters(),
                reducesMotion: Bool = false, clock: any MotionClock = MotionSystemClock()) {
        self.clock = clock
        self.state = state
        self.parameters = parameters
        self.reducesMotion = reducesMotion
        frame = Control.frame(for: state, parameters: parameters)
    }

    /// Moves to `state`: plays the transition the spec has for the change (see the type's notes), or
    /// shows the state at once when `animated` is false or there is none. Nothing happens when the
    /// control is already in or on its way to `state`.
    public mutating func set(_ state: Control.State, animated: Bool = true) {
        guard state != self.state else { return }
        let now = clock.now
        let interrupted = advance(to: now)
        let startedAtRest = playing == nil
        let presented = presentedFrame()
        let from = self.state
        self.state = state
        playing = nil
        crossfade = nil
        guard animated, let next = Control.transition(from: from, to: state, startingFrom: presented, parameters: parameters) else {
            frame = Control.frame(for: state, parameters: parameters)
            return
        }
        if reducesMotion, let reduced = next.reducedMotion {
            dueCues += next.cues.map { PlayedCue(cue: $0, from: from, to: state) }
            if case .crossfade(let duration) = reduced, duration > 0 {
                playing = Playing(kind: .crossfade(from: presented, to: state, duration: duration), startTime: now, offset: 0,
                                  nextCue: 0, from: from, startedAtRest: startedAtRest)
                frame = presented
                crossfade = Crossfade(destination: next.destination, progress: 0)
            } else {
                frame = next.destination
            }
            return
        }
        var offset = 0.0
        if case let (old, elapsed)? = interrupted, let time = next.retracingTime(of: old, at: elapsed) { offset = time }
        let order = Self.cueOrder(next)
        let skipped = order.firstIndex { next.cues[$0].time >= offset } ?? order.count
        playing = Playing(kind: .transition(next, cueOrder: order), startTime: now, offset: offset, nextCue: skipped,
                          from: from, startedAtRest: startedAtRest)
        _ = advance(to: now)
    }

    /// Samples at the clock's time: updates `frame`, `crossfade` and `isAnimating`, and returns the
    /// cues that came due since the last update or change, in time order.
    public mutating func update() -> [PlayedCue] {
        _ = advance(to: clock.now)
        defer { dueCues.removeAll(keepingCapacity: true) }
        return dueCues
    }

    /// Samples what plays at `now` into `frame`, queues the cues that came due, and ends what is over.
    /// Returns the transition that was playing and the time in it shown, if a transition was playing.
    private mutating func advance(to now: Double) -> (MotionTransition<Control.State>, Double)? {
        guard var current = playing else { return nil }
        let time = current.offset + Swift.max(now - current.startTime, 0)
        switch current.kind {
        case .transition(let transition, let order):
            transition.sample(at: time, into: &frame)
            while current.nextCue < order.count, transition.cues[order[current.nextCue]].time <= time {
                dueCues.append(PlayedCue(cue: transition.cues[order[current.nextCue]], from: transition.from, to: transition.to))
                current.nextCue += 1
            }
            if time >= transition.duration {
                playing = nil
                frame = Control.frame(for: state, parameters: parameters)
            } else {
                playing = current
            }
            return (transition, time)
        case .crossfade(_, _, let duration):
            if time >= duration {
                playing = nil
                crossfade = nil
                frame = Control.frame(for: state, parameters: parameters)
            } else {
                crossfade?.progress = time / duration
            }
            return nil
        }
    }

    /// The frame a change starts from: the one drawn, or in a crossfade the more opaque of its two.
    private func presentedFrame() -> MotionFrame {
        guard let crossfade else { return frame }
        return crossfade.progress >= 0.5 ? crossfade.destination : frame
    }

    /// Rebuilds what shows with the new params: the state at rest, or the transition playing (from
    /// its source state's new frame when it started at rest) at the same time in it.
    private mutating func rebuildForParameters() {
        guard var current = playing else {
            frame = Control.frame(for: state, parameters: parameters)
            return
        }
        switch current.kind {
        case .transition(let transition, _):
            let base = current.startedAtRest ? Control.frame(for: current.from, parameters: parameters) : transition.base
            guard let rebuilt = Control.transition(from: current.from, to: state, startingFrom: base, parameters: parameters) else { return }
            current.kind = .transition(rebuilt, cueOrder: Self.cueOrder(rebuilt))
        case .crossfade(let from, let to, let duration):
            let base = current.startedAtRest ? Control.frame(for: current.from, parameters: parameters) : from
            current.kind = .crossfade(from: base, to: to, duration: duration)
            frame = base
            crossfade?.destination = Control.frame(for: to, parameters: parameters)
        }
        playing = current
        _ = advance(to: clock.now)
    }

    /// The indices of `transition`'s cues in time order (the spec's order among equal times).
    private static func cueOrder(_ transition: Control.Transition) -> [Int] {
        transition.cues.indices.sorted { (transition.cues[$0].time, $0) < (transition.cues[$1].time, $1) }
    }
}
