import MotionDiagnostics

/// The syntax stage's one entry point: a source file in, a syntax tree out. The file
/// name says which front end reads it: `.motion.json` is the JSON form, `.motion` the DSL.
/// Both produce the same tree for the same spec.
public enum SpecParser {
    public enum Form: String, Sendable { case dsl, json }

    /// The form a path names, or nil when it is neither.
    public static func form(ofPath path: String) -> Form? {
        if path.hasSuffix(".motion.json") { return .json }
        if path.hasSuffix(".motion") { return .dsl }
        return nil
    }

    public static func parse(_ file: SourceFile, as form: Form? = nil) -> (SpecFile?, [Diagnostic]) {
        guard let form = form ?? Self.form(ofPath: file.path) else {
            return (nil, [Diagnostic(.unknownFileKind, "'\(file.path)' is not a spec: the name must end in .motion or .motion.json",
                                     at: SourceSpan(at: 0), notes: [.help("rename the file, or pass --from dsl|json")])])
        }
        switch form {
        case .dsl:
            return DSLParser.parse(file)
        case .json:
            let (value, jsonDiagnostics) = JSONParser.parse(file)
            // A duplicate key still yields a value (the text is JSON), but it is an error for a spec.
            guard let value, !jsonDiagnostics.contains(where: { $0.severity == .error }) else {
                return (nil, jsonDiagnostics)
            }
            let (spec, formDiagnostics) = JSONFormDecoder.decode(value, file: file)
            return (spec, jsonDiagnostics + formDiagnostics)
        }
    }

    /// Prints a tree in a form: the DSL as `fmt` writes it, or the JSON form.
    public static func print(_ spec: SpecFile, as form: Form) -> String {
        switch form {
        case .dsl: return DSLPrinter.print(spec)
        case .json: return JSONFormPrinter.print(spec)
        }
    }
}
