import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The timeline a track literal belongs to: a transition's or a state's loop, for its source spans
/// and the place a param in its keyframes shows.
struct TimelineSource {
    let trackSpans: [SourceSpan]
    let place: (_ track: Int, _ value: Int) -> ParamUse.Place

    static func transition(_ t: Int, _ control: LoweredControl) -> TimelineSource {
        TimelineSource(trackSpans: control.transitions[t].trackSpans) { .keyframe(transition: t, track: $0, value: $1) }
    }

    static func loop(ofState s: Int, _ loop: LoweredLoop) -> TimelineSource {
        TimelineSource(trackSpans: loop.trackSpans) { .loopKeyframe(state: s, track: $0, value: $1) }
    }
}

extension SwiftControlWriter {
    /// `loop(in:parameters:)` and one period literal per state with a loop; nothing for a control
    /// without loops (the runtime's default says no state has one).
    func writeLoops(_ code: inout SwiftCode) {
        let looping = control.states.indices.filter { control.states[$0].loop != nil }
        guard !looping.isEmpty else { return }
        code.line()
        code.doc("The idle animation that plays while the control rests in `state`, from the end of the transition into it; nil when the state has none.")
        code.block("public static func loop(in state: State, parameters: Parameters = Parameters()) -> MotionLoop? {") { code in
            code.line("switch state {")
            for s in looping {
                let member = stateMembers[s]
                code.line("case .\(member): return MotionLoop(root: \(loopMember(s))(parameters), base: frame(for: .\(member), parameters: parameters))")
            }
            if looping.count < control.states.count { code.line("default: return nil") }
            code.line("}")
        }
        for s in looping {
            guard let loop = control.states[s].loop else { continue }
            let state = control.states[s]
            code.line()
            let pass = SwiftLiterals.number(loop.root.timing.duration)
            let length = loop.root.timing.autoreverses
                ? "a pass of \(pass) s forward and back (a period of \(SwiftLiterals.number(loop.loop.period)) s)" : "\(pass) s"
            code.doc("One period of `\(TextEscaping.lineComment(state.name))`'s loop (\(lines.cite(loop.span))): \(length), repeated without end.")
            code.block("private static func \(loopMember(s))(_ parameters: Parameters) -> MotionTrackGroup {") { code in
                let usesParams = control.params.contains { param in
                    param.uses.contains { if case .loopKeyframe(let state, _, _) = $0.place { return state == s } else { return false } }
                }
                if !usesParams { code.line("_ = parameters") }
                var counter = 0
                group(loop.root, source: .loop(ofState: s, loop), counter: &counter, code: &code, isRoot: true)
            }
        }
    }

    private func loopMember(_ s: Int) -> String {
        let bare = stateMembers[s].hasPrefix("`") ? String(stateMembers[s].dropFirst().dropLast()) : stateMembers[s]
        return Identifiers.swiftMemberName("\(bare) loop root")
    }
}
