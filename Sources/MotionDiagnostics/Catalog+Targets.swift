/// MS3xxx: what a target cannot say, and the emitters' own inputs (templates, output paths).
/// MS3001–MS3009 belong to the shared emitter infrastructure; MS3010 and up to the emitters.
extension DiagnosticCode {
    // Templates given with `--templates DIR`.
    public static let templateLacksPlaceholder = DiagnosticCode("MS3001", .error, "a template lacks a required placeholder")
    public static let templateUnknownPlaceholder = DiagnosticCode("MS3002", .error, "a template uses an unknown placeholder")
    public static let templateMalformedPlaceholder = DiagnosticCode("MS3003", .error, "a template placeholder is malformed")
    public static let unknownTemplate = DiagnosticCode("MS3004", .warning, "a file in the templates folder is not a known template")
    // Where outputs go.
    public static let outputPathClash = DiagnosticCode("MS3005", .error, "two outputs would be written to the same path")
    public static let outputPathOutside = DiagnosticCode("MS3006", .error, "an output path leaves the output folder")
    // What the emitters report about a spec.
    public static let bakedApproximation = DiagnosticCode("MS3010", .note, "a feature is approximated by sampled keyframes for this target")
    public static let unsupportedByTarget = DiagnosticCode("MS3011", .error, "the target cannot express a feature")
    /// Retired: no longer given, since the CSS page moves a gradient's stops and points by SMIL; kept so
    /// that the code is never given another meaning.
    public static let cssGradientHeld = DiagnosticCode("MS3014", .warning, "retired: gradient stops or points the CSS page did not move")
}

extension DiagnosticCatalog {
    static let targets: [DiagnosticCode] = [
        .templateLacksPlaceholder, .templateUnknownPlaceholder, .templateMalformedPlaceholder, .unknownTemplate,
        .outputPathClash, .outputPathOutside, .bakedApproximation, .unsupportedByTarget,
        .cssGradientHeld,
    ]
}
