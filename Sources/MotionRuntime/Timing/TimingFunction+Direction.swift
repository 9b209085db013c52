/// Which way a group's eased time runs: its children see that time, and a child's boundary the time
/// is exactly on shows the side the time moves into (`MotionTiming.progress(runningBackAt:)`).
extension MotionTimingFunction {
    /// True when the output falls as the input moves on from `progress` in `direction` (a reverse
    /// pass moves it back): a linear time runs back in a reverse pass, a curve also where it dips (an
    /// overshooting Bézier below 0 just after its start, or back from above 1 before its end). A held
    /// input, and `steps` between their jumps, stand still: their children see a time that runs on.
    func runsBack(at progress: Double, duration: Double, direction: MotionTiming.Direction) -> Bool {
        guard direction != .still else { return false }
        let forwards = direction == .forwards
        switch self {
        case .linear: return !forwards
        case .steps: return false
        case .cubicBezier(let curve): return curve.falls(at: progress, forwards: forwards)
        case .spring(let spring): return spring.falls(at: progress * duration, forwards: forwards)
        }
    }
}

extension MotionCubicBezier {
    /// y(x) rises (or stays) everywhere when its derivative's Bernstein coefficients (3·y1,
    /// 3·(y2 − y1), 3·(1 − y2)) are not negative: `ease`, `ease-in-out` and every curve inside 0…1
    /// with y1 ≤ y2. No solve is needed for them.
    var neverFalls: Bool { y1 >= 0 && y2 >= y1 && y2 <= 1 }

    /// True when y falls as x moves on from `x` (0…1) forwards, or backwards: the sign of the first
    /// derivative of y in the curve's parameter that is not zero (x never falls in it, so the
    /// parameter moves with x).
    func falls(at x: Double, forwards: Bool) -> Bool {
        if neverFalls { return !forwards }
        let t = solve(x: x)
        let c = 3 * y1, b = 3 * (y2 - y1) - c, a = 1 - c - b
        let first = (3 * a * t + 2 * b) * t + c, second = 6 * a * t + 2 * b, third = 6 * a
        // A step δ in the parameter changes y by first·δ + second·δ²/2 + third·δ³/6.
        let sign: Double = forwards ? 1 : -1
        for change in [sign * first, second, sign * third] where change != 0 {
            return change < 0
        }
        return false
    }
}

extension MotionSpring {
    /// True when the spring's value falls as `time` (seconds) moves on forwards or backwards, told by
    /// its value a nanosecond away (its velocity has no closed form cheaper than that). Before its
    /// start it holds 0, so at the start it rises unless its initial velocity pulls it back.
    func falls(at time: Double, forwards: Bool) -> Bool {
        let step = 1e-9
        let here = value(at: time)
        if forwards { return value(at: time + step) < here }
        return time > 0 && value(at: max(time - step, 0)) < here
    }
}
