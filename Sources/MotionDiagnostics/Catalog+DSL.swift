/// MS11xx: DSL syntax. Owned by the DSL lexer and parser.
extension DiagnosticCode {
    public static let dslUnexpectedCharacter = DiagnosticCode("MS1101", .error, "unexpected character")
}

extension DiagnosticCatalog {
    static let dsl: [DiagnosticCode] = [.dslUnexpectedCharacter]
}
