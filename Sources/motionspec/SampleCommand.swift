import MotionCompiler
import MotionDiagnostics

/// `motionspec sample FILE --from A --to B (--times … | --fps N)`, `--state S` and
/// `--state S --loop (--times … | --fps N)`: the values the runtime computes, as JSON or CSV on
/// standard output.
enum SampleCommand: Subcommand {
    static let help = """
        OVERVIEW: Print the values of every animatable property as the runtime samples them.

        USAGE: motionspec sample FILE --from A --to B (--times T,T,... | --fps N) [--format json|csv]
               motionspec sample FILE --state S [--format json|csv]
               motionspec sample FILE --state S --loop (--times T,T,... | --fps N) [--format json|csv]

        The transition from A to B (or `* -> B`) starts from state A's frame and is sampled at the
        given times in seconds (`--fps N`: 0, 1/N, ... up to and including its duration; from the
        duration on, the frame at the duration). `--state S` prints the frame of state S at rest;
        with `--loop`, its loop (the idle animation that plays while the control rests in S) at the
        given times in seconds since the control came to rest (`--fps N`: one period, 0, 1/N, ... up
        to and including the period).
        Keys are `<node>.<property>` (`circle.strokeEnd`, `star[3].opacity`) in node order, then
        property order; scalars are numbers, points [x, y], colours [r, g, b, a] in 0...1, rotations
        radians; values are not clamped (a stroke end may be -0.1). CSV splits points into `.x/.y`
        and colours into `.r/.g/.b/.a`.

        OPTIONS:
          --from A, --to B   The states to go between
          --times T,T,...    Times in seconds, each finite and not negative
          --fps N            Samples per second (positive)
          --state S          One state's frame instead of a transition
          --loop             With --state: the state's loop over time
          --format json|csv  The output format (default json)
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--from", "--to", "--times", "--fps", "--state", "--format"]
    static let flags: Set<String> = ["--loop"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count == 1, let path = args.positionals.first else {
            throw Arguments.UsageError(message: "sample needs exactly one FILE")
        }
        let format = try args.value("--format", oneOf: ["json", "csv"]) ?? "json"
        let request = try Request(args)
        guard let lowered = SpecInput.compile(path: path, reporter: &reporter)?.lowered else { return .failure }
        let table = try request.table(lowered)
        console.out(format == "csv" ? table.csv() : table.json())
        return .success
    }

    /// What to sample, as the command line says it.
    enum Request {
        case state(String)
        case loop(state: String, times: Times)
        case transition(from: String, to: String, times: Times)

        enum Times {
            case list([Double])
            case fps(Double)
        }

        init(_ args: Arguments) throws {
            if let state = args.value("--state") {
                for other in ["--from", "--to"] where args.value(other) != nil {
                    throw Arguments.UsageError(message: "'--state' samples one state: it takes no '\(other)'")
                }
                if args.flag("--loop") {
                    self = .loop(state: state, times: try Self.times(args))
                    return
                }
                for other in ["--times", "--fps"] where args.value(other) != nil {
                    throw Arguments.UsageError(message: "'--state' samples one frame: it takes no '\(other)' (add '--loop' to sample the state's loop)")
                }
                self = .state(state)
                return
            }
            if args.flag("--loop") {
                throw Arguments.UsageError(message: "'--loop' samples a state's loop: give '--state S'")
            }
            guard let from = args.value("--from"), let to = args.value("--to") else {
                throw Arguments.UsageError(message: "sample needs '--from A --to B', or '--state S'")
            }
            self = .transition(from: from, to: to, times: try Self.times(args))
        }

        /// `--times T,T,...` or `--fps N`, exactly one of them.
        static func times(_ args: Arguments) throws -> Times {
            switch (args.value("--times"), args.value("--fps")) {
            case (let list?, nil):
                var times: [Double] = []
                for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                    let text = item.trimmingSpaces
                    guard let t = Double(text), t.isFinite, t >= 0 else {
                        throw Arguments.UsageError(message: "'\(text)' is not a time: '--times' takes seconds, such as 0,0.05,0.1")
                    }
                    times.append(t)
                }
                return .list(times)
            case (nil, let fpsText?):
                guard let fps = Double(fpsText), fps.isFinite, fps > 0 else {
                    throw Arguments.UsageError(message: "'\(fpsText)' is not a frame rate: '--fps' takes a positive number, such as 60")
                }
                return .fps(fps)
            case (nil, nil):
                throw Arguments.UsageError(message: "sample needs '--times T,T,...' or '--fps N'")
            case (_?, _?):
                throw Arguments.UsageError(message: "give '--times' or '--fps', not both")
            }
        }

        /// The times as seconds; `--fps` spans `duration` (`what` names it in the error).
        static func list(_ times: Times, over duration: Double, what: String) throws -> [Double] {
            switch times {
            case .list(let given): return given
            case .fps(let fps):
                guard let grid = SampleTimes.grid(fps: fps, duration: duration) else {
                    throw Arguments.UsageError(message: "'--fps' gives too many samples for a \(NumberText.format(duration))s \(what)")
                }
                return grid
            }
        }

        func table(_ lowered: LoweredControl) throws -> SampleTable {
            let names = lowered.states.map(\.name)
            func known(_ name: String) throws {
                guard lowered.state(named: name) == nil else { return }
                var message = "unknown state '\(name)' in \(lowered.name)"
                if let best = Suggest.closest(to: name, in: names) { message += "; did you mean '\(best)'?" }
                throw Arguments.UsageError(message: message + " (states: \(names.joined(separator: ", ")))")
            }
            switch self {
            case .state(let name):
                try known(name)
                guard let table = SampleTable.state(lowered, named: name) else { throw Arguments.UsageError(message: "unknown state '\(name)'") }
                return table
            case let .loop(name, times):
                try known(name)
                guard let loop = lowered.state(named: name)?.loop?.loop,
                      let table = SampleTable.loop(lowered, named: name, times: try Self.list(times, over: loop.period, what: "loop period")) else {
                    let looping = lowered.states.filter { $0.loop != nil }.map(\.name)
                    throw Arguments.UsageError(message: "state '\(name)' of \(lowered.name) has no loop"
                        + (looping.isEmpty ? "" : " (states with one: \(looping.joined(separator: ", ")))"))
                }
                return table
            case let .transition(from, to, times):
                try known(from)
                try known(to)
                guard let transition = lowered.transition(from: from, to: to) else {
                    throw Arguments.UsageError(message: "\(lowered.name) has no transition from '\(from)' to '\(to)'")
                }
                let list = try Self.list(times, over: transition.duration, what: "transition")
                guard let table = SampleTable.transition(lowered, from: from, to: to, times: list) else {
                    throw Arguments.UsageError(message: "\(lowered.name) has no transition from '\(from)' to '\(to)'")
                }
                return table
            }
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
