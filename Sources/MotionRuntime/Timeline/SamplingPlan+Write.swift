extension SamplingPlan {
    /// Writes the value of `step` (not `general`) at `parentTime` into `frame` when it is in effect and
    /// its node is in the frame, as `MotionTrack.write` writes the track it was made from: the same
    /// segment, the same eased progress and the same blend, to the bit. `numbers` and `curves` are
    /// the plan's. False when it wrote nothing.
    @inline(__always)
    static func write(_ step: UnsafePointer<Step>, numbers numberBuffer: UnsafeBufferPointer<Double>,
                      curves curveBuffer: UnsafeBufferPointer<Int>, at parentTime: Double, timeRunsBack: Bool,
                      into frame: inout MotionFrame) -> Bool {
        let node = step.pointee.node
        guard node >= 0, node < frame.nodeCount,
              let phase = step.pointee.timing.progress(at: parentTime, timeRunsBack: timeRunsBack) else { return false }
        // Not empty: the step's values are there (and its curves, when it has any).
        let numbers = numberBuffer.baseAddress.unsafelyUnwrapped
        let count = step.pointee.count
        let position: KeyframePosition
        if count == 1 {
            position = KeyframePosition(index: 0)
        } else {
            let keyTimes = UnsafeBufferPointer(start: numbers + step.pointee.keyTimes, count: step.pointee.keyTimeCount)
            let curveCount = step.pointee.curveCount, firstCurve = step.pointee.curves
            position = KeyframePosition.locate(phase.progress, count: count, keyTimes: keyTimes, ascending: step.pointee.ascending,
                                               mode: step.pointee.mode,
                                               snap: step.pointee.snap, before: phase.before) { u, segment, _ in
                if curveCount == 0 { return u }
                let offset = curveBuffer[firstCurve &+ min(segment, curveCount &- 1)]
                if offset < 0 { return u }
                let points = numbers + offset
                return MotionCubicBezier(points[0], points[1], points[2], points[3])
                    .value(at: u, table: points + 4)
            }
        }
        let i = position.index, blends = position.blend == .linear, u = position.u
        let property = step.pointee.property
        switch step.pointee.form {
        case .scalar:
            let values = numbers + step.pointee.values
            frame.setScalar(blends ? values[i].interpolated(to: values[i &+ 1], at: u) : values[i], property, node)
        case .point:
            let values = numbers + step.pointee.values + 2 &* i
            let a = MotionPoint(values[0], values[1])
            frame.setPoint(blends ? a.interpolated(to: MotionPoint(values[2], values[3]), at: u) : a, property, node)
        case .color:
            let values = numbers + step.pointee.values + 4 &* i
            let a = MotionColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
            frame.setColor(blends ? a.interpolated(to: MotionColor(red: values[4], green: values[5], blue: values[6], alpha: values[7]), at: u) : a,
                           property, node)
        case .general:
            break
        }
        return true
    }
}
