import MotionDiagnostics
import MotionRuntime

/// The values `motionspec sample` prints: one column per animatable property of every node
/// (`circle.strokeEnd`, `star[3].opacity`), nodes in tree order, then the runtime's property order
/// (a group has only its opacity and transform). Values are as sampled, before any renderer clamps
/// them.
public struct SampleTable: Hashable, Sendable {
    public struct Column: Hashable, Sendable {
        public var key: String
        public var values: [MotionRuntime.MotionValue]
    }

    public var control: String
    /// Set when sampling a transition.
    public var from: String?
    public var to: String?
    public var duration: Double?
    /// Set when sampling one state.
    public var state: String?
    public var times: [Double]
    public var columns: [Column]

    /// Samples the transition that plays from state `from` to state `to` at `times`, started
    /// from `from`'s frame (so `current` takes its values). Nil when a state is unknown or no
    /// transition plays between them.
    public static func transition(_ lowered: LoweredControl, from: String, to: String, times: [Double]) -> SampleTable? {
        guard let source = lowered.state(named: from), lowered.state(named: to) != nil,
              let transition = lowered.transition(from: from, to: to) else { return nil }
        let playback = transition.starting(from: source.frame)
        var frame = source.frame
        let frames = times.map { t -> MotionFrame in
            playback.sample(at: t, into: &frame)
            return frame
        }
        return SampleTable(control: lowered.name, from: from, to: to, duration: transition.duration, state: nil, times: times,
                           columns: columns(lowered, frames))
    }

    /// The frame of state `name` at rest; nil when there is no such state.
    public static func state(_ lowered: LoweredControl, named name: String) -> SampleTable? {
        guard let state = lowered.state(named: name) else { return nil }
        return SampleTable(control: lowered.name, from: nil, to: nil, duration: nil, state: name, times: [],
                           columns: columns(lowered, [state.frame]))
    }

    /// `t = 0, 1/fps, 2/fps, …` while ≤ the duration, and the duration itself when it is not on
    /// that grid. Nil when `fps` is not positive and finite, or the samples would be too many.
    public static func times(fps: Double, duration: Double) -> [Double]? {
        guard fps > 0, fps.isFinite, duration >= 0, duration.isFinite else { return nil }
        let last = (duration * fps + 1e-9).rounded(.down)
        guard last < 1_000_000 else { return nil }
        var times = (0...Int(last)).map { Double($0) / fps }
        if let final = times.last, duration - final > 1e-9 { times.append(duration) }
        return times
    }

    static func columns(_ lowered: LoweredControl, _ frames: [MotionFrame]) -> [Column] {
        var columns: [Column] = []
        for (i, node) in lowered.nodes.enumerated() {
            for property in lowered.properties(ofNode: i) {
                columns.append(Column(key: "\(node.name).\(property.name)", values: frames.map { $0[property, i] }))
            }
        }
        return columns
    }
}

extension SampleTable {
    /// `{"control": …, "from": …, "to": …, "duration": …, "times": […], "values": {key: [v, …]}}`
    /// for a transition; `{"control": …, "state": …, "values": {key: v}}` for a state. Keys in this
    /// order, one value per line, numbers via `NumberText`.
    public func json() -> String {
        var lines = ["{", "  \"control\": \(TextEscaping.jsonString(control)),"]
        if let state {
            lines.append("  \"state\": \(TextEscaping.jsonString(state)),")
        } else {
            lines.append("  \"from\": \(TextEscaping.jsonString(from ?? "")),")
            lines.append("  \"to\": \(TextEscaping.jsonString(to ?? "")),")
            lines.append("  \"duration\": \(Self.number(duration ?? 0)),")
            lines.append("  \"times\": [\(times.map(Self.number).joined(separator: ", "))],")
        }
        lines.append("  \"values\": {")
        for (n, column) in columns.enumerated() {
            let value = state != nil
                ? (column.values.first.map(Self.json) ?? "null")
                : "[" + column.values.map(Self.json).joined(separator: ", ") + "]"
            lines.append("    \(TextEscaping.jsonString(column.key)): \(value)" + (n == columns.count - 1 ? "" : ","))
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A header `t,<key>,…` (points split into `.x`/`.y`, colours into `.r/.g/.b/.a`), then one row
    /// per time. For a state there is no `t` column and one row.
    public func csv() -> String {
        var header: [String] = state == nil ? ["t"] : []
        for column in columns {
            switch column.values.first?.kind ?? .scalar {
            case .scalar: header.append(column.key)
            case .point: header += [column.key + ".x", column.key + ".y"]
            case .color: header += ["r", "g", "b", "a"].map { column.key + "." + $0 }
            }
        }
        var rows = [header.joined(separator: ",")]
        let count = state == nil ? times.count : 1
        for row in 0..<count {
            var cells: [String] = state == nil ? [Self.number(times[row])] : []
            for column in columns where row < column.values.count {
                cells += Self.components(column.values[row]).map(Self.number)
            }
            rows.append(cells.joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func components(_ value: MotionRuntime.MotionValue) -> [Double] {
        switch value {
        case .scalar(let s): return [s]
        case .point(let p): return [p.x, p.y]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// `NumberText`, and `null` for a value that is not finite (the checks keep values finite;
    /// this only guards the printer).
    static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value) : "null"
    }

    static func json(_ value: MotionRuntime.MotionValue) -> String {
        let parts = components(value).map(number)
        if case .scalar = value { return parts[0] }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
