import Foundation
import MotionCompiler
import MotionRuntime
import MotionSyntax
import TestSupport

/// One spec of the conformance suite, lowered: the runtime definition every target is measured against.
struct ConformanceSpec {
    /// Repository-relative path, as given to `motionspec compile`.
    let path: String
    /// The output folder's name (`flat-switch`).
    let baseName: String
    let lowered: LoweredControl
    let cases: [ConformanceCase]

    /// Every spec in `specs/` (the DSL forms: the JSON forms are the same specs, proven equal by
    /// `SeedSpecTests`, and would clash in one output folder) and every `.motion` fixture anywhere under
    /// `Tests/` (the conformance fixtures and the emitters' own), found by listing so a new one joins.
    static func all() throws -> [ConformanceSpec] {
        let paths = try Repository.files(in: "specs", suffix: ".motion") + fixtures(under: "Tests")
        return try load(paths.filter { only.map(Set.init)?.contains(baseName($0)) ?? true })
    }

    /// Loads `paths` in two lanes (each lowers and samples every other spec, on a core of its own), in the
    /// paths' order; the first path, in that order, that does not check clean throws.
    static func load(_ paths: [String]) throws -> [ConformanceSpec] {
        let lanes = [LaneResult<[Result<ConformanceSpec, Error>]>([]), LaneResult<[Result<ConformanceSpec, Error>]>([])]
        try ConformanceLanes.run(lanes.indices.map { lane in
            { lanes[lane].value = stride(from: lane, to: paths.count, by: lanes.count).map { index in Result { try load(paths[index]) } } }
        })
        return try paths.indices.map { try lanes[$0 % lanes.count].value[$0 / lanes.count].get() }
    }

    /// `MOTIONSPEC_CONFORMANCE_SPECS=a,b`: play only the specs with those base names (to try a fix on its
    /// fixture); nil plays every one.
    static var only: [String]? {
        ProcessInfo.processInfo.environment["MOTIONSPEC_CONFORMANCE_SPECS"].map { $0.split(separator: ",").map(String.init) }
    }

    static func baseName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".motion", with: "")
    }

    /// Repository-relative paths of the `.motion` files under a folder, at any depth, sorted.
    static func fixtures(under relative: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: Repository.url(relative).path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".motion") }.sorted()
            .map { relative + "/" + $0 }
    }

    static func load(_ path: String) throws -> ConformanceSpec {
        let file = try Repository.sourceFile(path)
        let compilation = Pipeline.run(file)
        guard let lowered = compilation.lowered else {
            throw ConformanceError.spec(path, headlines(compilation.diagnostics, in: file))
        }
        return ConformanceSpec(path: path, baseName: baseName(path), lowered: lowered, cases: ConformanceCase.cases(of: lowered))
    }
}

enum ConformanceError: Error, CustomStringConvertible {
    case spec(String, [String])
    case tool(String)

    var description: String {
        switch self {
        case .spec(let path, let lines): "\(path) does not check clean: \(lines.joined(separator: "; "))"
        case .tool(let text): text
        }
    }
}

/// One row of the table: a state at rest, a transition from one source state, or a transition started
/// from a frame presented in the middle of another.
struct ConformanceCase {
    enum Kind: Equatable {
        case state(String)
        case transition(from: String, to: String)
        /// `from -> to` seeked to `at`, then `to -> back` from what was on screen.
        case interrupt(from: String, to: String, at: Double, back: String)
        /// `state`'s loop, entered by `via -> state` (nil: shown without a transition, on load), so the
        /// control comes to rest `restAt` seconds after the switch; it repeats every `period` seconds.
        case loop(state: String, via: String?, restAt: Double, period: Double)
        /// `via -> state`, its loop played until `at` (seconds after the switch, `loopAt` into the loop),
        /// then `state -> back` from what was on screen.
        case leaveLoop(via: String, state: String, at: Double, loopAt: Double, back: String)
    }

    let kind: Kind
    /// Seconds since the (last) switch; empty for a state.
    let times: [Double]
    /// The runtime's frame at each time (one frame for a state).
    let frames: [MotionFrame]
    /// Whole frames after the switch (k / fps ≤ duration) for pixel comparisons.
    let wholeFrames: [Int]
    /// A loop's times since rest, exactly as its frames were sampled (`times` less the rest time, without
    /// its rounding); nil otherwise.
    var loopTimes: [Double]? = nil
    /// For a transition into a state with a loop: its duration, from which on (that instant included)
    /// the loop shows (`MotionTransition.frame(at:thenLooping:)`); nil otherwise.
    var loopsFrom: Double? = nil

    var title: String {
        switch kind {
        case .state(let name): "state \(name)"
        case .transition(let from, let to): "\(from) -> \(to)"
        case .interrupt(let from, let to, let at, let back): "\(from) -> \(to) @\(Self.seconds(at)) -> \(back)"
        case .loop(let state, let via, _, _): via.map { "\($0) -> \(state) loop" } ?? "state \(state) loop"
        case .leaveLoop(let via, let state, let at, _, let back): "\(via) -> \(state) loop @\(Self.seconds(at)) -> \(back)"
        }
    }

    /// True when the case starts from a frame presented mid-flight (no Lottie marker starts there).
    var startsMidFlight: Bool {
        switch kind {
        case .interrupt, .leaveLoop: true
        case .state, .transition, .loop: false
        }
    }

    /// Seconds since the start of the case's Lottie marker: the times, or for a loop the time into its
    /// period, as a player that loops the `<state> loop` marker shows it.
    var markerTimes: [Double] {
        guard case .loop(_, _, _, let period) = kind, period > 0, let loopTimes else { return times }
        return loopTimes.map { $0 - ($0 / period).rounded(.down) * period }
    }

    /// A short stable name for files and job ids.
    var slug: String {
        title.replacingOccurrences(of: " -> ", with: "-to-").replacingOccurrences(of: " ", with: "-")
            .replacingOccurrences(of: "@", with: "at")
    }

    static func seconds(_ t: Double) -> String {
        let rounded = (t * 1_000_000).rounded() / 1_000_000
        return "\(rounded)s"
    }

    static let evenTimes = 60
    static let pixelFPS = 60.0

    /// Every state, every transition from every state it serves, and for controls with `current` tracks
    /// every transition interrupted halfway by the way back.
    static func cases(of lowered: LoweredControl) -> [ConformanceCase] {
        var cases = lowered.states.map { state in
            ConformanceCase(kind: .state(state.name), times: [], frames: [state.frame], wholeFrames: [])
        }
        for transition in lowered.transitions {
            for source in lowered.sourceStates(of: transition) where source.name != transition.to {
                // From what the control shows at rest in the source state: its loop's first frame when it has
                // a loop (`semantics.md`: the instant of rest is the loop's), as the page and a player show it.
                let playback = transition.starting(from: source.restingFrame)
                let times = sampleTimes(transition)
                let loop = destinationLoop(transition, in: lowered)
                cases.append(ConformanceCase(kind: .transition(from: source.name, to: transition.to), times: times,
                                             frames: times.map { playback.frame(at: $0, thenLooping: loop) },
                                             wholeFrames: wholeFrames(transition.duration),
                                             loopsFrom: loop.map { _ in transition.duration }))
            }
        }
        cases += loopCases(of: lowered)
        for transition in lowered.transitions where transition.timeline.tracks.contains(where: \.startsFromCurrent) {
            for source in lowered.sourceStates(of: transition) where source.name != transition.to {
                guard let back = lowered.transition(from: transition.to, to: source.name) else { continue }
                let at = transition.duration / 2
                let presented = transition.starting(from: source.restingFrame).frame(at: at)
                let playback = back.starting(from: presented)
                let times = sampleTimes(back)
                let loop = destinationLoop(back, in: lowered)
                cases.append(ConformanceCase(kind: .interrupt(from: source.name, to: transition.to, at: at, back: source.name),
                                             times: times, frames: times.map { playback.frame(at: $0, thenLooping: loop) },
                                             wholeFrames: []))
            }
        }
        return cases
    }

    /// The loop of the state `transition` goes to, which shows from its duration on; nil when it has none.
    static func destinationLoop(_ transition: LoweredTransition, in lowered: LoweredControl) -> MotionLoop? {
        lowered.states.first { $0.name == transition.to }?.loop?.loop
    }

    /// 60 evenly spaced times over the transition, both ends included, plus every key time: each
    /// track's begin, keyframe times and end, and each group's begin and end (in the transition's time;
    /// key times inside a group whose timing is not linear are left to the even grid).
    static func sampleTimes(_ transition: LoweredTransition) -> [Double] {
        let duration = transition.duration
        var times = (0..<evenTimes).map { duration * Double($0) / Double(evenTimes - 1) }
        collectKeyTimes(transition.root, offset: 0, linear: true, depth: 0, into: &times)
        // Snapped to whole picoseconds: a key time the arithmetic put a rounding below its value
        // (0.3 − 0.1) would sample the runtime just before a step's jump, where no player can resolve it
        // (Chromium keeps microseconds; Lottie is read 1e-6 frame late on purpose).
        let inside = times.map { ($0 * 1e12).rounded() / 1e12 }.filter { $0 >= 0 && $0 <= duration && $0.isFinite }.sorted()
        var unique: [Double] = []
        for t in inside where unique.last.map({ t - $0 > 1e-9 }) ?? true { unique.append(t) }
        return unique
    }

    private static func collectKeyTimes(_ group: MotionTrackGroup, offset: Double, linear: Bool, depth: Int, into times: inout [Double]) {
        guard depth < 64 else { return }
        let begin = offset + group.timing.begin
        times += [begin, begin + group.timing.activeDuration]
        let childLinear = linear && group.timingFunction == .linear && group.timing.repeatCount <= 1 && !group.timing.autoreverses
        guard childLinear else { return }
        for child in group.children {
            switch child {
            case .group(let nested):
                collectKeyTimes(nested, offset: begin, linear: childLinear, depth: depth + 1, into: &times)
            case .track(let track):
                let start = begin + track.timing.begin
                times += [start, start + track.timing.activeDuration]
                times += track.keyframes.keyTimes.map { start + $0 * track.timing.duration }
            }
        }
    }

    static func wholeFrames(_ duration: Double) -> [Int] {
        let last = Int((duration * pixelFPS + 1e-9).rounded(.down))
        return Array(0...max(0, last))
    }

    /// Each loop over two periods: 59 even times from 0 (none on a period's end, where a loop that does
    /// not come back to its start jumps and targets may show either side), and the turning points of an
    /// autoreversing one. From rest on load for the initial state, and after the first transition into
    /// its state.
    static func loopCases(of lowered: LoweredControl) -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        for state in lowered.states {
            guard let loop = state.loop?.loop else { continue }
            let period = loop.period
            var local = (0..<(evenTimes - 1)).map { 2 * period * Double($0) / Double(evenTimes - 1) }
            if loop.root.timing.autoreverses { local += [loop.passDuration, period + loop.passDuration] }
            let sorted = Array(Set(local.map { ($0 * 1e12).rounded() / 1e12 })).sorted()
            var entries: [(via: String?, restAt: Double)] = state.isInitial ? [(nil, 0)] : []
            if let source = lowered.states.first(where: { $0.name != state.name && lowered.transition(from: $0.name, to: state.name) != nil }),
               let transition = lowered.transition(from: source.name, to: state.name) {
                entries.append((source.name, transition.duration))
            }
            for (via, restAt) in entries {
                cases.append(ConformanceCase(kind: .loop(state: state.name, via: via, restAt: restAt, period: period),
                                             times: sorted.map { restAt + $0 }, frames: sorted.map(loop.frame(at:)), wholeFrames: [],
                                             loopTimes: sorted))
                // Leaving mid-loop, a third of the way into its second period (and 2 µs more): the way back
                // starts from what the loop shows, as after an interrupt. A third is where a `steps(3)` period
                // jumps, and the page shows a jump from the microsecond its clock reads there (the µs below it,
                // `CSSChannelFit.clockEdge`) where the runtime, a rounding before the edge, still shows the step
                // before (finding 67, seed 114): 2 µs past it both show the step after.
                guard let via, let back = lowered.transition(from: state.name, to: via) else { continue }
                let loopAt = ((period * 4 / 3) * 1e9).rounded() / 1e9 + 2e-6
                let playback = back.starting(from: loop.frame(at: loopAt))
                let times = sampleTimes(back)
                let backLoop = destinationLoop(back, in: lowered)
                cases.append(ConformanceCase(kind: .leaveLoop(via: via, state: state.name, at: restAt + loopAt, loopAt: loopAt, back: via),
                                             times: times, frames: times.map { playback.frame(at: $0, thenLooping: backLoop) },
                                             wholeFrames: []))
            }
        }
        return cases
    }
}
