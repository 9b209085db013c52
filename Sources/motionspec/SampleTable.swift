import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The values `motionspec sample` prints: one column per animatable property of every node
/// (`circle.strokeEnd`, `star[3].opacity`), nodes in tree order, then the runtime's property order
/// (a group has only its opacity and transform). Values are as sampled, before any renderer clamps
/// them.
struct SampleTable: Hashable, Sendable {
    struct Column: Hashable, Sendable {
        var key: String
        var values: [MotionValue]
    }

    var control: String
    /// Set when sampling a transition.
    var from: String?
    var to: String?
    var duration: Double?
    /// Set when sampling one state, or its loop.
    var state: String?
    /// Set when sampling a state's loop: one period's seconds.
    var period: Double? = nil
    var times: [Double]
    var columns: [Column]

    /// One frame (a state at rest) rather than one per time.
    var isOneFrame: Bool { state != nil && period == nil }

    /// Samples the transition that plays from state `from` to state `to` at `times`, started
    /// from what the control shows at rest in `from` (its loop's first frame when it has a loop; so
    /// `current` takes its values). Nil when a state is unknown or no
    /// transition plays between them.
    static func transition(_ lowered: LoweredControl, from: String, to: String, times: [Double]) -> SampleTable? {
        guard let source = lowered.state(named: from), lowered.state(named: to) != nil,
              let transition = lowered.transition(from: from, to: to) else { return nil }
        let playback = transition.starting(from: source.restingFrame)
        var frame = source.restingFrame
        let frames = times.map { t -> MotionFrame in
            playback.sample(at: t, into: &frame)
            return frame
        }
        return SampleTable(control: lowered.name, from: from, to: to, duration: transition.duration, state: nil, times: times,
                           columns: columns(lowered, frames))
    }

    /// State `name`'s loop at `times`, seconds since the control came to rest in the state (the loop's
    /// time 0); nil when there is no such state or it has no loop.
    static func loop(_ lowered: LoweredControl, named name: String, times: [Double]) -> SampleTable? {
        guard let state = lowered.state(named: name), let loop = state.loop?.loop else { return nil }
        var frame = state.frame
        let frames = times.map { t -> MotionFrame in
            loop.sample(at: t, into: &frame)
            return frame
        }
        return SampleTable(control: lowered.name, from: nil, to: nil, duration: nil, state: name, period: loop.period, times: times,
                           columns: columns(lowered, frames))
    }

    /// The frame of state `name` at rest; nil when there is no such state.
    static func state(_ lowered: LoweredControl, named name: String) -> SampleTable? {
        guard let state = lowered.state(named: name) else { return nil }
        return SampleTable(control: lowered.name, from: nil, to: nil, duration: nil, state: name, times: [],
                           columns: columns(lowered, [state.frame]))
    }

    static func columns(_ lowered: LoweredControl, _ frames: [MotionFrame]) -> [Column] {
        var columns: [Column] = []
        let morphing = lowered.morphingNodes()
        for (i, node) in lowered.nodes.enumerated() {
            for property in lowered.properties(ofNode: i, morphs: { morphing[i] }) {
                columns.append(Column(key: "\(node.name).\(property.name)", values: frames.map { $0[property, i] }))
            }
        }
        return columns
    }
}

extension SampleTable {
    /// `{"control": …, "from": …, "to": …, "duration": …, "times": […], "values": {key: [v, …]}}`
    /// for a transition; `{"control": …, "state": …, "period": …, "times": […], "values": {key: [v, …]}}`
    /// for a state's loop; `{"control": …, "state": …, "values": {key: v}}` for a state. Keys in this
    /// order, one value per line, numbers via `ValueText`.
    func json() -> String {
        var lines = ["{", "  \"control\": \(TextEscaping.jsonString(control)),"]
        if let state {
            lines.append("  \"state\": \(TextEscaping.jsonString(state)),")
            if let period {
                lines.append("  \"period\": \(ValueText.number(period)),")
                lines.append("  \"times\": [\(times.map(ValueText.number).joined(separator: ", "))],")
            }
        } else {
            lines.append("  \"from\": \(TextEscaping.jsonString(from ?? "")),")
            lines.append("  \"to\": \(TextEscaping.jsonString(to ?? "")),")
            lines.append("  \"duration\": \(ValueText.number(duration ?? 0)),")
            lines.append("  \"times\": [\(times.map(ValueText.number).joined(separator: ", "))],")
        }
        lines.append("  \"values\": {")
        for (n, column) in columns.enumerated() {
            let value = isOneFrame
                ? (column.values.first.map(Self.json) ?? "null")
                : "[" + column.values.map(Self.json).joined(separator: ", ") + "]"
            lines.append("    \(TextEscaping.jsonString(column.key)): \(value)" + (n == columns.count - 1 ? "" : ","))
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A header `t,<key>,…` (points split into `.x`/`.y`, colours into `.r/.g/.b/.a`, a path one cell
    /// of SVG path data, a gradient each stop's position and colour, then its geometry), then one row
    /// per time. For a state at rest there is no `t` column and one row.
    func csv() -> String {
        var header: [String] = isOneFrame ? [] : ["t"]
        for column in columns {
            switch column.values.first?.kind ?? .scalar {
            case .scalar, .path: header.append(column.key)
            case .point: header += [column.key + ".x", column.key + ".y"]
            case .color: header += ["r", "g", "b", "a"].map { column.key + "." + $0 }
            case .gradient:
                let stops = column.values.first?.gradient?.stops.count ?? 0
                header += (0..<stops).flatMap { i in ["position", "r", "g", "b", "a"].map { column.key + ".stop\(i)." + $0 } }
                header += ["x1", "y1", "x2", "y2", "radius"].map { column.key + "." + $0 }
            }
        }
        var rows = [header.joined(separator: ",")]
        let count = isOneFrame ? 1 : times.count
        for row in 0..<count {
            var cells: [String] = isOneFrame ? [] : [ValueText.number(times[row])]
            for column in columns where row < column.values.count {
                if case .path(let path) = column.values[row] {
                    cells.append(ValueText.pathData(path)) // spaces only: one cell
                } else {
                    cells += ValueText.components(column.values[row]).map(ValueText.number)
                }
            }
            rows.append(cells.joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func json(_ value: MotionValue) -> String {
        if case .path(let path) = value { return TextEscaping.jsonString(ValueText.pathData(path)) }
        let parts = ValueText.components(value).map(ValueText.number)
        if case .scalar = value { return parts[0] }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
