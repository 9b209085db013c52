/// MS10xx: JSON syntax (RFC 8259, strict). Owned by the JSON parser.
extension DiagnosticCode {
    public static let jsonUnexpectedCharacter = DiagnosticCode("MS1001", .error, "unexpected character in JSON")
}

extension DiagnosticCatalog {
    static let json: [DiagnosticCode] = [.jsonUnexpectedCharacter]
}
