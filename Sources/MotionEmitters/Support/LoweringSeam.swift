import MotionCompiler

/// Where the checked model becomes what every emitter reads: the lowered control
/// (`Sources/MotionCompiler/Lowering`), the runtime `MotionScene` with states as `MotionFrame`s and
/// transitions as `MotionTimeline`s, the same data `motionspec sample` plays.
enum LoweringSeam {
    static func lower(_ model: ControlModel) -> LoweredControl { Lowering.lower(model) }
}
