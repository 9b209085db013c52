import MotionCompiler
import MotionRuntime

/// The largest difference between two frames over every property of every node (distance for
/// points and colours).
func largestDifference(_ a: MotionFrame, _ b: MotionFrame) -> Double {
    var worst = 0.0
    for node in 0..<min(a.nodeCount, b.nodeCount) {
        for property in MotionProperty.allCases {
            worst = max(worst, a[property, node].distance(to: b[property, node]))
        }
    }
    return a.nodeCount == b.nodeCount ? worst : .infinity
}

/// The largest difference between two transitions played from the same frame, sampled every
/// millisecond through the longer duration and a little past it.
func largestDifference(_ a: LoweredTransition, _ b: LoweredTransition, from frame: MotionFrame) -> Double {
    let pa = a.starting(from: frame), pb = b.starting(from: frame)
    let end = max(a.duration, b.duration) + 0.01
    return stride(from: 0.0, through: end, by: 0.001).map { largestDifference(pa.frame(at: $0), pb.frame(at: $0)) }.max() ?? 0
}
