/// MS10xx: JSON syntax (RFC 8259, strict). Owned by the JSON parser.
/// Each code is documented in `specs/diagnostics/MS10xx.md`.
extension DiagnosticCode {
    public static let jsonUnexpectedCharacter = DiagnosticCode("MS1001", .error, "unexpected character in JSON")
    public static let jsonUnexpectedEnd = DiagnosticCode("MS1002", .error, "the JSON text ends too early")
    public static let jsonExpectedArraySeparator = DiagnosticCode("MS1003", .error, "expected ',' or ']' after an array element")
    public static let jsonExpectedObjectSeparator = DiagnosticCode("MS1004", .error, "expected ',' or '}' after an object member")
    public static let jsonTrailingComma = DiagnosticCode("MS1005", .error, "trailing comma")
    public static let jsonExpectedKey = DiagnosticCode("MS1006", .error, "object keys must be strings in double quotes")
    public static let jsonExpectedColon = DiagnosticCode("MS1007", .error, "expected ':' after an object key")
    public static let jsonUnterminatedString = DiagnosticCode("MS1008", .error, "unterminated string")
    public static let jsonInvalidEscape = DiagnosticCode("MS1009", .error, "invalid escape in a string")
    public static let jsonNumberOutOfRange = DiagnosticCode("MS1010", .error, "number does not fit in a 64-bit float")
    public static let jsonInvalidNumber = DiagnosticCode("MS1011", .error, "number does not follow the JSON number grammar")
    public static let jsonControlCharacter = DiagnosticCode("MS1012", .error, "unescaped control character in a string")
    public static let jsonInvalidUnicodeEscape = DiagnosticCode("MS1013", .error, "'\\u' is not followed by 4 hex digits")
    public static let jsonUnpairedSurrogate = DiagnosticCode("MS1014", .error, "unpaired UTF-16 surrogate in a '\\u' escape")
    public static let jsonInvalidUTF8 = DiagnosticCode("MS1015", .error, "invalid UTF-8 in JSON text")
    public static let jsonByteOrderMark = DiagnosticCode("MS1016", .error, "byte order mark at the start of JSON text")
    public static let jsonDuplicateKey = DiagnosticCode("MS1017", .error, "duplicate key in an object")
    public static let jsonTrailingContent = DiagnosticCode("MS1018", .error, "content after the JSON value")
    public static let jsonComment = DiagnosticCode("MS1019", .error, "comments are not allowed in JSON")
}

extension DiagnosticCatalog {
    static let json: [DiagnosticCode] = [
        .jsonUnexpectedCharacter, .jsonUnexpectedEnd, .jsonExpectedArraySeparator, .jsonExpectedObjectSeparator,
        .jsonTrailingComma, .jsonExpectedKey, .jsonExpectedColon, .jsonUnterminatedString, .jsonInvalidEscape,
        .jsonNumberOutOfRange, .jsonInvalidNumber, .jsonControlCharacter, .jsonInvalidUnicodeEscape,
        .jsonUnpairedSurrogate, .jsonInvalidUTF8, .jsonByteOrderMark, .jsonDuplicateKey, .jsonTrailingContent,
        .jsonComment,
    ]
}
