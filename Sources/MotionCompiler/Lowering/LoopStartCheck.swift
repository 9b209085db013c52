import MotionDiagnostics
import MotionRuntime

/// MS2064: a loop starts when the transition into its state ends, on the state's frame (MS2048), so
/// its first frame should be that frame: a property the loop shows otherwise at time 0 jumps there
/// when the control comes to rest. Compared as `EndStateCheck` compares (1e-9, trims as drawn).
enum LoopStartCheck {
    static func diagnostics(_ lowered: LoweredControl) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for state in lowered.states {
            guard let loop = state.loop else { continue }
            let first = loop.loop.frame(at: 0)
            var reported = Set<Int>()
            for (k, track) in loop.timeline.tracks.enumerated() where track.node >= 0 && track.node < first.nodeCount {
                let i = track.node, property = track.property
                let isTrim = property == .strokeStart || property == .strokeEnd
                let key = isTrim ? i &* 16 : i &* 16 &+ property.rawValue + 1
                guard !reported.contains(key) else { continue }
                let name = lowered.nodes.indices.contains(i) ? lowered.nodes[i].name : "?"
                let got: String, want: String
                if isTrim {
                    let a = (first.strokeStart[i], first.strokeEnd[i]), b = (state.frame.strokeStart[i], state.frame.strokeEnd[i])
                    guard !EndStateCheck.sameTrim(a, b) else { continue }
                    got = "\(name) trimmed to \(ValueText.number(a.0)) .. \(ValueText.number(a.1))"
                    want = "\(ValueText.number(b.0)) .. \(ValueText.number(b.1))"
                } else {
                    guard !EndStateCheck.equal(first[property, i], state.frame[property, i]) else { continue }
                    got = "\(name).\(property.name) \(EndStateCheck.text(first[property, i]))"
                    want = EndStateCheck.text(state.frame[property, i])
                }
                reported.insert(key)
                let span = k < loop.trackSpans.count ? loop.trackSpans[k] : loop.span
                out.append(Diagnostic(.loopStartsOffState,
                                      "the loop of state '\(state.name)' starts with \(got), but the state rests at \(want): it jumps when the loop starts",
                                      at: span, notes: [.help("start the loop's track on \(want), or change the state")]))
            }
        }
        return out
    }
}
