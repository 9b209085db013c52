import MotionDiagnostics

extension Pipeline {
    /// Every stage over each source, as `run(_:)`, keeping only what the emitters read: the source,
    /// the lowered control and the diagnostics (the same, in the same order). The syntax tree is
    /// released once it is checked and the model once it is lowered, so a large spec's trees are
    /// not held through the emitters; `spec` and `model` are nil in what this returns. Up to `jobs`
    /// sources go through the stages at once, on threads of their own; what this returns is the same
    /// for any number.
    public static func runForEmitting(_ sources: [SourceFile], jobs: Int = 1) -> [Compilation] {
        var compilations: [Compilation] = []
        compilations.reserveCapacity(sources.count)
        OrderedParallelJobs.run(count: sources.count, width: jobs, job: { runForEmitting(sources[$0]) },
                                deliver: { compilations.append($1) })
        return compilations
    }

    static func runForEmitting(_ source: SourceFile) -> Compilation {
        var compilation = Compilation(source: source)
        guard let model = checkedModel(source, into: &compilation) else { return compilation }
        let lowered = lower(model)
        compilation.diagnostics += lowered.diagnostics
        compilation.lowered = lowered.passed
        return compilation
    }

    /// Parses and checks `source`, adding the diagnostics to `compilation`; the syntax tree goes
    /// when this returns.
    private static func checkedModel(_ source: SourceFile, into compilation: inout Compilation) -> ControlModel? {
        let parsed = parse(source)
        compilation.diagnostics = parsed.diagnostics
        guard let spec = parsed.passed else { return nil }
        let checked = check(spec, in: source)
        compilation.diagnostics += checked.diagnostics
        return checked.passed
    }
}
