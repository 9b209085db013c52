extension RandomSpecGenerator {
    /// A state's idle loop, or nil: one to three of the animated properties, each once (loop tracks may
    /// not overlap), in a transition's kind of body with every track option and nested groups, under a
    /// header with or without a period, a timing function for each pass and `autoreverse`. Tracks mostly
    /// start on the state's value, where the loop starts; the others make the loop jump as it starts
    /// (MS2064 warns), which every target must show alike.
    static func loop(in state: RandomState, animated: [Animated], _ random: inout RandomSource) -> RandomLoop? {
        guard !animated.isEmpty, random.chance(0.35) else { return nil }
        var timing = RandomTiming()
        if random.chance(0.6) { timing.duration = random.number(0.3...1.2) }
        if random.chance(0.4) { timing.functions = [timingFunction(&random, allowSpring: false)] }
        if random.chance(0.3) { timing.autoreverse = true }
        var pool = animated
        var tracks: [RandomItem] = []
        for _ in 0..<random.int(1...min(3, animated.count)) {
            let chosen = pool.remove(at: random.int(0...(pool.count - 1)))
            let rest = state.values.first { $0.node == chosen.node && $0.property == chosen.property }?.value
                ?? value(of: chosen.property, &random)
            let last = random.chance(0.4) ? rest : value(of: chosen.property, &random)
            var t = track(chosen, source: rest, target: last, within: timing.duration, &random)
            // A loop has no transition whose presented value `current` could take (MS2063).
            t.values = t.values.map { $0 == .current ? rest : $0 }
            if random.chance(0.85) { t.values[0] = rest }
            tracks.append(.track(t))
        }
        return RandomLoop(timing: timing, items: grouped(tracks, within: timing.duration, &random))
    }
}
