/// MS12xx: the shape of a `.motion.json` document (unknown keys, wrong JSON types).
/// Owned by the JSON-form decoder.
extension DiagnosticCode {
    public static let jsonFormUnknownKey = DiagnosticCode("MS1201", .error, "unknown key in the JSON form")
}

extension DiagnosticCatalog {
    static let jsonForm: [DiagnosticCode] = [.jsonFormUnknownKey]
}
