import MotionDiagnostics
import MotionRuntime

/// Runtime values as diagnostics and `motionspec sample` write them.
public enum ValueText {
    /// One number for a scalar, x and y for a point, r, g, b and a for a colour.
    public static func components(_ value: MotionValue) -> [Double] {
        switch value {
        case .scalar(let s): return [s]
        case .point(let p): return [p.x, p.y]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// `NumberText`, and `null` for a value that is not finite (the checks keep values finite;
    /// this only guards the printers).
    public static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value) : "null"
    }
}

/// The times a transition is sampled at for a frame rate.
public enum SampleTimes {
    /// `t = 0, 1/fps, 2/fps, …` while ≤ the duration, and the duration itself when it is not on
    /// that grid. Nil when `fps` is not positive and finite, or the samples would be too many.
    public static func grid(fps: Double, duration: Double) -> [Double]? {
        guard fps > 0, fps.isFinite, duration >= 0, duration.isFinite else { return nil }
        let last = (duration * fps + 1e-9).rounded(.down)
        guard last < 1_000_000 else { return nil }
        var times = (0...Int(last)).map { Double($0) / fps }
        if let final = times.last, duration - final > 1e-9 { times.append(duration) }
        return times
    }
}
