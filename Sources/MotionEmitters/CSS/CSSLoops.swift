import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// A state's loop on the page: per channel it moves, one period as `@keyframes`, played
/// `infinite`ly. It starts when the control comes to rest: after the entering transition (its entry
/// rule lists the loop's animations after its own, delayed by the transition's duration), or at once
/// when the state shows without one (on load, for the initial state: the rest rule, delay 0). Leaving
/// the state replaces the rule, so the loop stops; the next entry holds what was on screen like any
/// interrupted motion. Under reduced motion the page's `animation: none` stops it, and the control
/// rests on the state's rule.
extension CSSStyleSheet {
    func loopAnimationName(state: LoweredState, node: Int, channel: CSSChannel) -> String {
        "\(elements.stems[node])-\(Identifiers.kebabCase(state.name))-loop-\(channel.kebabName)"
    }

    /// The channels of `part` of node `node` that `state`'s loop moves.
    func loopChannels(_ state: LoweredState, node: Int, part: CSSPart) -> [CSSChannel] {
        guard state.loop != nil else { return [] }
        return elements.channels(of: node).filter { channel in
            elements.part(of: channel, node: node) == part && moved.loopMoves(state.name, channel, node: node)
        }
    }

    /// `name PERIODs linear DELAYs infinite normal none` for every channel of the element the loop moves.
    func loopAnimations(_ state: LoweredState, node: Int, part: CSSPart, delay: Double) -> [String] {
        guard let loop = state.loop else { return [] }
        return loopChannels(state, node: node, part: part).map { channel in
            "\(loopAnimationName(state: state, node: node, channel: channel)) \(CSSNumber.text(loop.loop.period))s linear "
                + "\(CSSNumber.text(delay))s infinite normal none"
        }
    }

    /// Each looping state's rest rules (the loop from the moment the state shows, for a state shown
    /// without a transition) and the period's keyframes, written once per channel.
    mutating func loopRules() -> String {
        var out = ""
        for (s, state) in lowered.states.enumerated() {
            guard let loop = state.loop else { continue }
            out += "/* state \(TextEscaping.blockComment(state.name)) at rest: its loop */\n"
            let (period, placements, split) = Self.preparedPeriod(of: loop, state: state)
            // The period's fits by content, as a transition's are (`animationRules`): a loop that moves
            // many nodes alike (a pulse, a spinner's segments) is fitted once per kind of motion.
            let memo = CSSChannelFitMemo()
            // And their keyframes' bodies written once per fit (a node's own keeps its name: loops share no `@keyframes`).
            var bodyMemo = CSSKeyframesBodyMemo()
            var keyframeText = ""
            for n in lowered.scene.nodes.indices {
                for part in elements.parts[n] {
                    let animations = loopAnimations(state, node: n, part: part, delay: 0)
                    guard !animations.isEmpty else { continue }
                    out += "\(stateSelector(state)) #\(elements.id(n, part)) {\n  animation: \(animations.joined(separator: ",\n    "));\n}\n"
                    for channel in loopChannels(state, node: n, part: part) {
                        var fit = CSSChannelFit(channel: channel, node: n, playback: period, split: split, placements: placements,
                                                wraps: elements.wraps[n], reach: channel.dependsOnReach ? reach(of: n, frames: [state.frame]) : 0)
                        fit.budget = bakeBudget
                        fit.memo = memo
                        let curve = fit.fit()
                        // Leaving the loop, the way out may start from what it shows: a colour is carried unrounded,
                        // a clamped number past its range unclamped.
                        let clamped = CSSClampProbe.kind(channel).flatMap { CSSClampProbe.leavesRange(curve.keyframes, of: channel) ? $0 : nil }
                        if let clamped { clampProbes.insert(clamped) }
                        let params = loopParams(state: s, node: n, channel: channel)
                        let probe = CSSColourProbe.property(channel) != nil || clamped != nil
                        keyframeText += "@keyframes \(loopAnimationName(state: state, node: n, channel: channel)) {\n"
                            + bodyMemo.body(curve.keyframes, channel: channel, duration: period.duration, params: params, probe: probe) {
                                keyframesBody(curve, channel: channel, duration: period.duration, params: params, probe: probe)
                            }
                        if curve.isBaked {
                            note("in the loop of state '\(state.name)'", at: loop.span, node: n, channel: channel, curve: curve, fit: fit)
                        }
                    }
                }
            }
            out += keyframeText
        }
        return out
    }

    /// One period of `state`'s loop, its tracks' placements and its split by node: made once per loop for
    /// every node's channels (the rules' and the gradients' geometry alike).
    static func preparedPeriod(of loop: LoweredLoop, state: LoweredState)
        -> (period: MotionTransition<String>, placements: [CSSTrackPlacement], split: NodePlaybacks) {
        let period = loop.onePeriod(state: state.name)
        return (period, CSSTrackPlacement.placements(of: period.root, tracks: period.timeline.tracks), NodePlaybacks(period))
    }

    /// True when some state's loop has a track on this channel of this node.
    func loopMoves(_ channel: CSSChannel, node: Int) -> Bool {
        moved.anyLoopMoves(channel, node: node)
    }

    /// Colour params the loop's keyframes or its state take for this channel of this node.
    func loopParams(state s: Int, node: Int, channel: CSSChannel) -> [LoweredParam] {
        colourParams(node: node, channel: channel) { place in
            switch place {
            case .loopKeyframe(let state, _, _), .state(let state): return state == s
            case .keyframe, .base: return false
            }
        }
    }

    /// What the page cannot say in a loop: an animated shadow.
    static func loopRefusals(_ control: LoweredControl) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for state in control.states {
            guard let loop = state.loop else { continue }
            for (i, track) in loop.timeline.tracks.enumerated()
            where [.shadowColor, .shadowOpacity, .shadowOffset, .shadowBlur].contains(track.property) {
                out.append(.unsupported("an animated shadow (\(track.property.name))", by: .css,
                                        at: i < loop.trackSpans.count ? loop.trackSpans[i] : loop.span,
                                        help: "keep the shadow fixed, or animate the opacity of a shape that draws it"))
            }
        }
        return out
    }
}
