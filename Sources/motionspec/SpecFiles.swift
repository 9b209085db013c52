import Foundation
import MotionDiagnostics

/// Why a spec could not be read, as the diagnostic to print.
struct UnreadableSpec: Error {
    let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// Reading specs and writing outputs: size-limited reads, atomic writes.
enum SpecFiles {
    static let maximumInputSize = 64 * 1024 * 1024

    /// Reads a file, or returns the diagnostic that says why it cannot be read.
    static func read(_ path: String) -> Result<SourceFile, UnreadableSpec> {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(UnreadableSpec(Diagnostic(.fileNotReadable, "no such file '\(path)'", at: SourceSpan(at: 0))))
        }
        if isDirectory.boolValue {
            return .failure(UnreadableSpec(Diagnostic(.fileNotReadable, "'\(path)' is a directory, not a spec", at: SourceSpan(at: 0))))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumInputSize {
            return .failure(UnreadableSpec(Diagnostic(.inputTooLarge, "'\(path)' is \(size.intValue) bytes; specs are limited to 64 MiB",
                                       at: SourceSpan(at: 0))))
        }
        guard let data = try? Data(contentsOf: url) else {
            return .failure(UnreadableSpec(Diagnostic(.fileNotReadable, "cannot read '\(path)'", at: SourceSpan(at: 0),
                                       notes: [.help("check that the file exists and that you may read it")])))
        }
        guard data.count <= maximumInputSize else {
            return .failure(UnreadableSpec(Diagnostic(.inputTooLarge, "'\(path)' is \(data.count) bytes; specs are limited to 64 MiB",
                                       at: SourceSpan(at: 0))))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }

    /// Writes all files or none (see `OutputWriter`); a failure is an `UnwritableOutput`.
    static func writeAtomically(_ outputs: [(path: String, text: String)]) throws {
        try OutputWriter.writeAll(outputs)
    }
}
