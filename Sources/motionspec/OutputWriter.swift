#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionDiagnostics

/// Why an output could not be written, as the diagnostic to print (the output's path, the reason in words).
struct UnwritableOutput: Error {
    let path: String
    let diagnostic: Diagnostic
}

/// Writes outputs all or nothing, with POSIX calls so that every failure has its errno: each regular
/// file goes to a temporary file beside its destination first and is renamed into place only when
/// every one was written. A destination that exists and is not a regular file (`/dev/stdout`, a pipe)
/// is written straight, last: renaming over it would replace the device instead of writing to it.
enum OutputWriter {
    static func writeAll(_ outputs: [(path: String, text: String)]) throws(UnwritableOutput) {
        var stage = OutputStage()
        defer { stage.discard() }
        for output in outputs { try stage.add(output.path, output.text) }
        try stage.commit()
    }

    /// True when the path exists and is neither a regular file nor a folder.
    static func isSpecial(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// `mkdir -p`, naming the first part of the path that is a file or cannot be made; returns the
    /// folders it made, outermost first.
    @discardableResult
    static func createFolders(_ directory: String) throws(UnwritableOutput) -> [String] {
        var made: [String] = []
        guard !directory.isEmpty else { return made }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for part in directory.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw failure(.outputFolderNotCreatable, "cannot create the folder '\(directory)': '\(prefix)' is a file, not a folder", path: directory)
                }
                continue
            }
            if mkdir(prefix, 0o777) == 0 {
                made.append(prefix)
            } else if errno != EEXIST {
                throw failure(.outputFolderNotCreatable, "cannot create the folder '\(prefix)': \(reason(errno, path: prefix))", path: prefix)
            }
        }
        return made
    }

    static func writeFile(_ text: String, to path: String, reportedAs shown: String, exclusive: Bool) throws(UnwritableOutput) {
        let flags = O_WRONLY | O_CREAT | O_TRUNC | (exclusive ? O_EXCL : 0)
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else { throw failure(.outputNotWritable, "cannot write '\(shown)': \(reason(errno, path: shown))", path: shown) }
        var code: Int32 = 0
        // Written from the string's own storage where it has one (a native string does): a large
        // output is then never held twice.
        func writeBytes(_ bytes: UnsafeRawBufferPointer) {
            var done = 0
            while done < bytes.count {
                let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 { if errno == EINTR { continue }; code = errno; break }
                done += n
            }
        }
        if text.utf8.withContiguousStorageIfAvailable({ writeBytes(UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { writeBytes($0) }
        }
        if close(fd) != 0, code == 0 { code = errno }
        if code != 0 {
            if exclusive { unlink(path) }
            throw failure(.outputNotWritable, "cannot write '\(shown)': \(reason(code, path: shown))", path: shown)
        }
    }

    /// The reason for an errno, in words.
    static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOSPC, EDQUOT: return "the disk is full"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case EISDIR: return "'\(path)' is a folder"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case ENOENT: return "a folder on the way does not exist"
        case ENAMETOOLONG: return "the name is too long"
        case EIO: return "an input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    static func failure(_ code: DiagnosticCode, _ message: String, path: String) -> UnwritableOutput {
        UnwritableOutput(path: path, diagnostic: Diagnostic(code, message, at: SourceSpan(at: 0)))
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
