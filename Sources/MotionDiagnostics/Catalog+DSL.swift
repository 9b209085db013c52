/// MS11xx: DSL syntax. Owned by the DSL lexer and parser.
extension DiagnosticCode {
    public static let dslUnexpectedCharacter = DiagnosticCode("MS1101", .error, "unexpected character")
    public static let dslUnterminatedString = DiagnosticCode("MS1102", .error, "unterminated string")
    public static let dslInvalidEscape = DiagnosticCode("MS1103", .error, "invalid escape sequence in a string")
    public static let dslUnterminatedComment = DiagnosticCode("MS1104", .error, "unterminated block comment")
    public static let dslInvalidColor = DiagnosticCode("MS1105", .error, "invalid colour literal")
    public static let dslUnknownUnit = DiagnosticCode("MS1106", .error, "unknown unit after a number")
    public static let dslNumberOutOfRange = DiagnosticCode("MS1107", .error, "number literal out of range")
    public static let dslExpectedToken = DiagnosticCode("MS1108", .error, "expected a different token")
    public static let dslExpectedExpression = DiagnosticCode("MS1109", .error, "expected an expression")
    public static let dslUnknownStatement = DiagnosticCode("MS1110", .error, "unknown statement in a block")
    public static let dslUnknownOption = DiagnosticCode("MS1111", .error, "unknown timing option")
    public static let dslUnclosedDelimiter = DiagnosticCode("MS1112", .error, "unclosed brace, parenthesis or bracket")
    public static let dslUnexpectedClosingDelimiter = DiagnosticCode("MS1113", .error, "closing delimiter without an opening one")
    public static let dslDuplicateDeclaration = DiagnosticCode("MS1114", .error, "size or description written twice")
    public static let dslDuplicateOption = DiagnosticCode("MS1115", .error, "timing option written twice")
    public static let dslMissingControl = DiagnosticCode("MS1116", .error, "the file has no control")
    public static let dslExtraControl = DiagnosticCode("MS1117", .error, "more than one control in a file")
    public static let dslTrailingInput = DiagnosticCode("MS1118", .error, "text after a complete expression or path")
}

extension DiagnosticCatalog {
    static let dsl: [DiagnosticCode] = [
        .dslUnexpectedCharacter, .dslUnterminatedString, .dslInvalidEscape, .dslUnterminatedComment,
        .dslInvalidColor, .dslUnknownUnit, .dslNumberOutOfRange, .dslExpectedToken, .dslExpectedExpression,
        .dslUnknownStatement, .dslUnknownOption, .dslUnclosedDelimiter, .dslUnexpectedClosingDelimiter,
        .dslDuplicateDeclaration, .dslDuplicateOption, .dslMissingControl, .dslExtraControl, .dslTrailingInput,
    ]
}
