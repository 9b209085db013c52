/// Smaller variants of a spec, for shrinking a failing case: each drops one thing (a transition, a
/// state, a node, a loop, a track, a group, a keyframe, an option) or makes the numbers simpler. Some variants
/// may not check clean (a state a transition needs); the caller keeps only those that do and still fail.
public enum RandomSpecShrinker {
    public static func candidates(_ spec: RandomSpec) -> [RandomSpec] {
        var out: [RandomSpec] = []
        for i in spec.transitions.indices where spec.transitions.count > 1 {
            var s = spec
            s.transitions.remove(at: i)
            out.append(withoutDanglingReverses(s))
        }
        for state in spec.states where !state.initial && spec.states.count > 2 {
            var s = spec
            s.states.removeAll { $0.name == state.name }
            s.transitions.removeAll { $0.to == state.name || $0.from == state.name }
            if !s.transitions.isEmpty { out.append(s) }
        }
        for node in spec.allNodes where spec.allNodes.count > 1 {
            out.append(removingNode(node.name, from: spec))
        }
        for (t, transition) in spec.transitions.enumerated() {
            for variant in smaller(transition.items) where !variant.isEmpty {
                var s = spec
                s.transitions[t].items = variant
                out.append(s)
            }
            if transition.duration != nil, transition.items.allSatisfy(hasOwnLength) {
                var s = spec
                s.transitions[t].duration = nil
                out.append(s)
            }
            if !transition.functions.isEmpty {
                var s = spec
                s.transitions[t].functions = []
                out.append(s)
            }
        }
        for (k, state) in spec.states.enumerated() {
            if let loop = state.loop { out += smaller(loop).map { var s = spec; s.states[k].loop = $0; return s } }
        }
        // Unused state values, and settings of nodes.
        for (k, state) in spec.states.enumerated() where !state.values.isEmpty {
            var s = spec
            s.states[k].values = []
            out.append(s)
        }
        for node in spec.allNodes where !node.settings.isEmpty {
            out.append(updatingNode(node.name, in: spec) { $0.settings = [] })
        }
        return out.filter { $0 != spec && !$0.transitions.isEmpty && !$0.allNodes.isEmpty }
    }

    static func hasOwnLength(_ item: RandomItem) -> Bool {
        switch item {
        case .track(let t): t.timing.duration != nil
        case .group(let g): g.timing.duration != nil
        }
    }

    static func removingNode(_ name: String, from spec: RandomSpec) -> RandomSpec {
        var s = spec
        s.nodes = s.nodes.filter { $0.name != name }.map { node in
            var n = node
            n.children.removeAll { $0.name == name }
            return n
        }
        let kept = Set(s.allNodes.map(\.name))
        for k in s.states.indices { s.states[k].values.removeAll { !kept.contains($0.node) } }
        for k in s.transitions.indices { s.transitions[k].items = filtered(s.transitions[k].items) { kept.contains($0.node) } }
        s.transitions.removeAll { $0.items.isEmpty && !$0.reverses }
        for k in s.states.indices {
            if let loop = s.states[k].loop {
                let items = filtered(loop.items) { kept.contains($0.node) }
                s.states[k].loop = items.isEmpty ? nil : RandomLoop(timing: loop.timing, items: items)
            }
        }
        return withoutDanglingReverses(s)
    }

    /// Without the reverses whose original is gone.
    static func withoutDanglingReverses(_ spec: RandomSpec) -> RandomSpec {
        var s = spec
        s.transitions.removeAll { r in
            r.reverses && !spec.transitions.contains { !$0.reverses && $0.from == r.to && $0.to == r.from }
        }
        return s
    }

    /// A loop one step smaller or simpler (nil: no loop), each variant as `smaller(_:)` makes a body's.
    static func smaller(_ loop: RandomLoop) -> [RandomLoop?] {
        var out: [RandomLoop?] = [nil]
        for items in smaller(loop.items) where !items.isEmpty { out.append(RandomLoop(timing: loop.timing, items: items)) }
        func header(_ change: (inout RandomTiming) -> Void) -> RandomLoop {
            var timing = loop.timing
            change(&timing)
            return RandomLoop(timing: timing, items: loop.items)
        }
        if !loop.timing.functions.isEmpty { out.append(header { $0.functions = [] }) }
        if loop.timing.autoreverse { out.append(header { $0.autoreverse = false }) }
        if loop.timing.duration != nil, loop.items.allSatisfy(hasOwnLength) { out.append(header { $0.duration = nil }) }
        return out
    }

    static func updatingNode(_ name: String, in spec: RandomSpec, _ change: (inout RandomNode) -> Void) -> RandomSpec {
        var s = spec
        for i in s.nodes.indices {
            if s.nodes[i].name == name { change(&s.nodes[i]) }
            for j in s.nodes[i].children.indices where s.nodes[i].children[j].name == name { change(&s.nodes[i].children[j]) }
        }
        return s
    }

    static func filtered(_ items: [RandomItem], _ keep: (RandomTrack) -> Bool) -> [RandomItem] {
        items.compactMap { item in
            switch item {
            case .track(let t): return keep(t) ? item : nil
            case .group(var g):
                g.items = filtered(g.items, keep)
                return g.items.isEmpty ? nil : .group(g)
            }
        }
    }

    /// Each way to make a list of items one step smaller or simpler.
    static func smaller(_ items: [RandomItem]) -> [[RandomItem]] {
        var out: [[RandomItem]] = []
        for i in items.indices {
            var dropped = items
            dropped.remove(at: i)
            out.append(dropped)
            switch items[i] {
            case .group(let g):
                var flattened = items
                flattened.replaceSubrange(i...i, with: g.items)
                out.append(flattened)
                for variant in smaller(g.items) where !variant.isEmpty {
                    var copy = items
                    var h = g
                    h.items = variant
                    copy[i] = .group(h)
                    out.append(copy)
                }
                for timing in simpler(g.timing) {
                    var copy = items
                    var h = g
                    h.timing = timing
                    copy[i] = .group(h)
                    out.append(copy)
                }
            case .track(let t):
                for track in simpler(t) {
                    var copy = items
                    copy[i] = .track(track)
                    out.append(copy)
                }
            }
        }
        return out
    }

    static func simpler(_ t: RandomTrack) -> [RandomTrack] {
        var out: [RandomTrack] = []
        if t.values.count > 2 {
            for k in 1..<(t.values.count - 1) {
                var u = t
                u.values.remove(at: k)
                if !u.keys.isEmpty { u.keys.remove(at: k) }
                if u.timing.functions.count > 1 { u.timing.functions.remove(at: k - 1) }
                out.append(u)
            }
        }
        if !t.keys.isEmpty { var u = t; u.keys = []; out.append(u) }
        if t.mode != "linear" { var u = t; u.mode = "linear"; u.keys = t.mode == "paced" ? [] : u.keys; out.append(u) }
        if t.values.first == .current { var u = t; u.values[0] = t.values[1]; out.append(u) }
        for timing in simpler(t.timing) { var u = t; u.timing = timing; out.append(u) }
        let rounded = t.values.map(roundedValue)
        if rounded != t.values { var u = t; u.values = rounded; out.append(u) }
        return out
    }

    static func simpler(_ timing: RandomTiming) -> [RandomTiming] {
        var out: [RandomTiming] = []
        if timing.begin != nil { var u = timing; u.begin = nil; out.append(u) }
        if !timing.functions.isEmpty, !timing.functions.contains(where: { $0.hasPrefix("spring") }) {
            var u = timing; u.functions = []; out.append(u)
        }
        if timing.fill != nil { var u = timing; u.fill = nil; out.append(u) }
        if timing.repeatCount != nil { var u = timing; u.repeatCount = nil; out.append(u) }
        if timing.autoreverse { var u = timing; u.autoreverse = false; out.append(u) }
        if let d = timing.duration, case let r = RandomValue.rounded(d, places: 1), r > 0, r != d {
            var u = timing; u.duration = r; out.append(u)
        }
        return out
    }

    static func roundedValue(_ v: RandomValue) -> RandomValue {
        switch v {
        case .number(let x): .number(RandomValue.rounded(x, places: 1))
        case .point(let x, let y): .point(x.rounded(), y.rounded())
        case .colour(let c): .colour(c | 0xFF)
        case .current: .current
        }
    }
}
