extension RandomSpecGenerator {
    /// Makes some transitions' way back a `reverses` of them: where `B -> A` is declared it becomes the
    /// reverse of `A -> B`, else the reverse is added (beside any `* -> A`). A reverse has a duration of its
    /// own (every time scaled to it) or not, and a timing function replacing the root's or not. Only a
    /// transition that can be played backwards exactly is reversed (`reversible`).
    static func addReverses(to spec: inout RandomSpec, _ random: inout RandomSource) {
        for i in spec.transitions.indices {
            let original = spec.transitions[i]
            guard let from = original.from, !original.reverses, reversible(original), random.chance(0.7) else { continue }
            var reverse = RandomTransition(from: original.to, to: from, duration: nil, items: [], reverses: true)
            if random.chance(0.5) { reverse.duration = random.number(0.2...0.8) }
            if random.chance(0.3) { reverse.functions = [timingFunction(&random, allowSpring: false)] }
            if let back = spec.transitions.firstIndex(where: { $0.from == original.to && $0.to == from }) {
                // A way back that is itself reversed elsewhere is someone's original: leave it.
                guard !spec.transitions.contains(where: { $0.reverses && $0.from == from && $0.to == original.to }) else { continue }
                spec.transitions[back] = reverse
            } else {
                spec.transitions.append(reverse)
            }
        }
    }

    /// Whether the checker lets `transition` be played backwards (MS2052): no spring, no track from
    /// `current`, whole repeat counts, and nothing that runs past its group's end.
    static func reversible(_ transition: RandomTransition) -> Bool {
        func ends(_ items: [RandomItem], within group: Double?) -> [Double]? {
            var out: [Double] = []
            for item in items {
                let timing: RandomTiming
                switch item {
                case .track(let t):
                    guard !t.values.contains(.current), !t.timing.functions.contains(where: { $0.hasPrefix("spring") }) else { return nil }
                    timing = t.timing
                case .group(let g):
                    guard let d = g.timing.duration, ends(g.items, within: d) != nil else { return nil }
                    timing = g.timing
                }
                guard let duration = timing.duration ?? group else { return nil }
                let repeats = timing.repeatCount ?? 1
                guard repeats == repeats.rounded() else { return nil }
                let end = (timing.begin ?? 0) + duration * repeats * (timing.autoreverse ? 2 : 1)
                if let group, end > group + 1e-9 { return nil }
                out.append(end)
            }
            return out
        }
        return ends(transition.items, within: transition.duration) != nil
    }
}
