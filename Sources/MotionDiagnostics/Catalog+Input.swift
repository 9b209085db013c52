/// MS4xxx: reading input and the limits that keep every input safe (sizes, depths, numbers).
extension DiagnosticCode {
    public static let fileNotReadable = DiagnosticCode("MS4001", .error, "the file cannot be read")
    public static let inputTooLarge = DiagnosticCode("MS4002", .error, "the input is larger than 64 MiB")
    public static let nestingTooDeep = DiagnosticCode("MS4003", .error, "nesting is deeper than \(NestingLimit.depth) levels")
    public static let invalidUTF8 = DiagnosticCode("MS4004", .error, "the input is not valid UTF-8")
    public static let unknownFileKind = DiagnosticCode("MS4005", .error, "the file name does not end in .motion or .motion.json")
    // Bounds on the numbers a spec may hold, checked by the compiler (`NumberBounds`).
    public static let numberOutOfBounds = DiagnosticCode("MS4006", .error, "a number outside the range every target computes exactly")
    public static let springNeverSettles = DiagnosticCode("MS4007", .error, "a spring that does not settle within an hour")
}

extension DiagnosticCatalog {
    static let input: [DiagnosticCode] = [
        .fileNotReadable, .inputTooLarge, .nestingTooDeep, .invalidUTF8, .unknownFileKind, .numberOutOfBounds, .springNeverSettles,
    ]
}
