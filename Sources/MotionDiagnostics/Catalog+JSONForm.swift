/// MS12xx: the shape of a `.motion.json` document (unknown keys, wrong JSON types).
/// Owned by the JSON-form decoder. Each code is documented in `specs/diagnostics/MS12xx.md`.
extension DiagnosticCode {
    public static let jsonFormUnknownKey = DiagnosticCode("MS1201", .error, "unknown key in the JSON form")
    public static let jsonFormWrongType = DiagnosticCode("MS1202", .error, "a value has the wrong JSON type")
    public static let jsonFormMissingKey = DiagnosticCode("MS1203", .error, "a required key is missing")
    public static let jsonFormConflictingKeys = DiagnosticCode("MS1204", .error, "keys that cannot appear together")
    public static let jsonFormInvalidName = DiagnosticCode("MS1205", .error, "a string that must be a name is not one")
    public static let jsonFormInvalidComment = DiagnosticCode("MS1206", .error, "a comment that cannot be written in the DSL")
    public static let jsonFormShortTuple = DiagnosticCode("MS1207", .error, "an array used as a tuple has fewer than two elements")
    public static let jsonFormWrongCount = DiagnosticCode("MS1208", .error, "an array has the wrong number of elements")
    public static let jsonFormUnknownWord = DiagnosticCode("MS1209", .error, "a word the DSL does not accept in that place")
}

extension DiagnosticCatalog {
    static let jsonForm: [DiagnosticCode] = [
        .jsonFormUnknownKey, .jsonFormWrongType, .jsonFormMissingKey, .jsonFormConflictingKeys,
        .jsonFormInvalidName, .jsonFormInvalidComment, .jsonFormShortTuple, .jsonFormWrongCount,
        .jsonFormUnknownWord,
    ]
}
