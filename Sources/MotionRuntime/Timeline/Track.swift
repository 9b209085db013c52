/// A keyframe animation of one property of one shape (`CAKeyframeAnimation`, or a
/// `CABasicAnimation` when it has two values).
public struct MotionTrack: Hashable, Sendable {
    /// The shape's index in the control (and in frames).
    public var node: Int
    /// The animated property.
    public var property: MotionProperty
    /// The values, their key times and segment timing; values are of the property's kind.
    public var keyframes: MotionKeyframes<MotionValue>
    /// When it runs, relative to its group.
    public var timing: MotionTiming
    /// True when the first value is `current`: it is taken from the presented frame when the
    /// transition starts (`MotionTimeline.starting(from:)`); until then the placeholder in
    /// `keyframes.values[0]` is used.
    public var startsFromCurrent: Bool

    public init(node: Int, property: MotionProperty, keyframes: MotionKeyframes<MotionValue>, timing: MotionTiming,
                startsFromCurrent: Bool = false) {
        self.node = node
        self.property = property
        self.keyframes = keyframes
        self.timing = timing
        self.startsFromCurrent = startsFromCurrent
    }

    /// The track's value at `parentTime` (seconds in its group's eased time), or nil when it is
    /// not in effect (before its begin without backwards fill, after its end without forwards fill).
    /// `timeRunsBack`: the group's time runs back at this instant (a reverse pass of the group, a
    /// curve that dips), so a boundary exactly at `parentTime` shows the side that time moves into.
    @inline(__always)
    public func value(at parentTime: Double, timeRunsBack: Bool = false) -> MotionValue? {
        guard let phase = timing.progress(at: parentTime, timeRunsBack: timeRunsBack) else { return nil }
        return keyframes.value(at: phase.progress, duration: timing.duration, before: phase.before)
    }
}

extension MotionTrack {
    /// Writes the value of the track at `track` at `parentTime` into `frame` when it is in effect
    /// and its node is in the frame. A path is blended into the frame's own path storage (no
    /// allocation once the frame holds its own copy); any other value is a fixed-size enum.
    /// The track is read through a pointer, and its value worked out before the frame is written:
    /// otherwise the track would be copied (its arrays retained and released) for every sample.
    @inline(__always)
    static func write(_ track: UnsafePointer<MotionTrack>, at parentTime: Double, timeRunsBack: Bool,
                      into frame: inout MotionFrame) {
        let node = track.pointee.node, property = track.pointee.property
        guard node >= 0, node < frame.nodeCount, !track.pointee.keyframes.values.isEmpty,
              let phase = track.pointee.timing.progress(at: parentTime, timeRunsBack: timeRunsBack) else { return }
        let position = track.pointee.keyframes.position(at: phase.progress, duration: track.pointee.timing.duration,
                                                        before: phase.before)
        let i = position.index
        if property == .path, position.blend != .spline, writePath(track.pointee.keyframes.values, position, into: &frame.arrays.path[node]) {
            return
        }
        if position.blend != .spline, property == .fillGradient || property == .strokeGradient {
            let written = property == .fillGradient
                ? writeGradient(track.pointee.keyframes.values, position, into: &frame.arrays.fillGradient[node])
                : writeGradient(track.pointee.keyframes.values, position, into: &frame.arrays.strokeGradient[node])
            if written { return }
        }
        let value: MotionValue
        switch position.blend {
        case .none: value = track.pointee.keyframes.values[i]
        case .linear:
            // Scalars (most tracks) blend here, with no copy of either enum.
            if case .scalar(let a) = track.pointee.keyframes.values[i], case .scalar(let b) = track.pointee.keyframes.values[i + 1] {
                value = .scalar(a.interpolated(to: b, at: position.u))
            } else {
                value = track.pointee.keyframes.values[i].interpolated(to: track.pointee.keyframes.values[i + 1], at: position.u)
            }
        case .spline: value = track.pointee.keyframes.catmullRom(segment: i, at: position.u)
        }
        frame.write(value, property, node)
    }

    /// Writes the gradient of `values` at `position` (not a spline) into `gradient`, in place;
    /// false when the values are not gradients.
    private static func writeGradient(_ values: [MotionValue], _ position: KeyframePosition, into gradient: inout MotionGradient) -> Bool {
        let i = position.index
        if position.blend == .none, case .gradient(let value) = values[i] {
            gradient.assignStops(from: value)
            return true
        }
        if position.blend == .linear, case .gradient(let a) = values[i], case .gradient(let b) = values[i + 1] {
            gradient.assignBlend(a, b, at: position.u)
            return true
        }
        return false
    }

    /// Writes the path of `values` at `position` (not a spline) into `path`, in place; false when
    /// the values are not paths.
    private static func writePath(_ values: [MotionValue], _ position: KeyframePosition, into path: inout MotionPath) -> Bool {
        let i = position.index
        if position.blend == .none, case .path(let value) = values[i] {
            path.assignPoints(from: value)
            return true
        }
        if position.blend == .linear, case .path(let a) = values[i], case .path(let b) = values[i + 1] {
            path.assignBlend(a, b, at: position.u)
            return true
        }
        return false
    }
}
