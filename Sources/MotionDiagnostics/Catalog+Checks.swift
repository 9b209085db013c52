/// MS2xxx: meaning. Owned by the compiler's checks.
extension DiagnosticCode {
    public static let unknownName = DiagnosticCode("MS2001", .error, "unknown name")
}

extension DiagnosticCatalog {
    static let checks: [DiagnosticCode] = [.unknownName]
}
