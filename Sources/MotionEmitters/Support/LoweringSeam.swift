import MotionCompiler

/// What every emitter reads. The lowered control (`Lowering.lower(ControlModel) -> LoweredControl`,
/// `Sources/MotionCompiler/Lowering`) is being written on another branch; until it is merged the
/// emitters get the checked model. When it lands, these two declarations are the only lines to change:
/// `typealias EmitterInput = LoweredControl` and `Lowering.lower(model)`.
public typealias EmitterInput = ControlModel

enum LoweringSeam {
    static func lower(_ model: ControlModel) -> EmitterInput { model }

    /// The control's name, for headers and diagnostics.
    static func name(of input: EmitterInput) -> String { input.name }
}
