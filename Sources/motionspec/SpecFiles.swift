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

    /// Writes all files or none: each goes to a temporary file beside its destination
    /// first, and is renamed into place only when every one was written.
    static func writeAtomically(_ outputs: [(path: String, text: String)]) throws {
        var staged: [(temporary: String, path: String)] = []
        defer { for s in staged { try? FileManager.default.removeItem(atPath: s.temporary) } }
        for output in outputs {
            let directory = (output.path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            let temporary = (directory.isEmpty ? "." : directory) + "/.\((output.path as NSString).lastPathComponent).\(getpid()).tmp"
            try Data(output.text.utf8).write(to: URL(fileURLWithPath: temporary))
            staged.append((temporary, output.path))
        }
        for s in staged {
            if rename(s.temporary, s.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: s.path])
            }
        }
        staged.removeAll()
    }
}
