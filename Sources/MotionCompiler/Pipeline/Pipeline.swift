import MotionDiagnostics
import MotionSyntax

/// The compiler's one way from a spec to what the emitters and `motionspec sample` read:
/// parse → check → lower, each stage a `StageResult`. A stage runs only on what the one before
/// passed; lowering runs once, and the end-state check reads its result. No I/O.
public enum Pipeline {
    /// Every stage over one source; `form` overrides the file name's (`--from dsl|json`).
    public static func run(_ source: SourceFile, as form: SpecParser.Form? = nil) -> Compilation {
        let parsed = parse(source, as: form)
        guard let spec = parsed.passed else {
            var compilation = Compilation(source: source)
            compilation.diagnostics = parsed.diagnostics
            return compilation
        }
        var compilation = run(spec, in: source)
        compilation.diagnostics = parsed.diagnostics + compilation.diagnostics
        return compilation
    }

    /// The stages after parsing, over a tree made some other way (edited by a tool or a test).
    public static func run(_ spec: SpecFile, in source: SourceFile) -> Compilation {
        var compilation = Compilation(source: source)
        compilation.spec = spec
        let checked = check(spec, in: source)
        compilation.diagnostics += checked.diagnostics
        guard let model = checked.passed else { return compilation }
        compilation.model = model
        let lowered = lower(model)
        compilation.diagnostics += lowered.diagnostics
        compilation.lowered = lowered.passed
        return compilation
    }

    /// Each source on its own, in the order given.
    public static func run(_ sources: [SourceFile]) -> [Compilation] { sources.map { run($0) } }

    /// Text to a syntax tree (the DSL or the JSON form, by the file name unless `form` says).
    public static func parse(_ source: SourceFile, as form: SpecParser.Form? = nil) -> StageResult<SpecFile> {
        let (spec, diagnostics) = SpecParser.parse(source, as: form)
        return StageResult(spec, diagnostics)
    }

    /// Names resolved, expressions evaluated, every rule checked: the model, nil on any error.
    public static func check(_ spec: SpecFile, in source: SourceFile) -> StageResult<ControlModel> {
        let (model, diagnostics) = SpecChecker.check(spec, file: source)
        return StageResult(model, diagnostics)
    }

    /// The model as runtime scenes, frames and timelines, with what only running them can tell:
    /// whether each transition ends on its destination state, and each loop starts on its state.
    public static func lower(_ model: ControlModel) -> StageResult<LoweredControl> {
        let lowered = Lowering.lower(model)
        return StageResult(lowered, EndStateCheck.diagnostics(lowered) + LoopStartCheck.diagnostics(lowered))
    }
}
