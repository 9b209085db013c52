/// MS41xx: writing outputs. Every file-system failure says which path and why, in words.
extension DiagnosticCode {
    public static let outputFolderNotCreatable = DiagnosticCode("MS4101", .error, "an output folder cannot be created")
    public static let outputNotWritable = DiagnosticCode("MS4102", .error, "an output file cannot be written")
    public static let pathNotUTF8 = DiagnosticCode("MS4103", .error, "a path on the command line is not valid UTF-8")
}

extension DiagnosticCatalog {
    static let output: [DiagnosticCode] = [.outputFolderNotCreatable, .outputNotWritable, .pathNotUTF8]
}
