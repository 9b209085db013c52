#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs written all or nothing, one at a time as they are made, so that none has to be held until
/// the last is ready: each regular file goes to a temporary file beside its destination, and `commit`
/// renames them all into place; `discard` removes what was staged (and the folders made for it) when
/// the run fails. A destination that exists and is not a regular file (`/dev/stdout`, a pipe) is kept
/// and written straight by `commit`, last: renaming over it would replace the device.
struct OutputStage {
    private var staged: [(temporary: String, path: String)] = []
    private var direct: [(path: String, text: String)] = []
    /// Folders made for staged files, in the order made.
    private var madeFolders: [String] = []

    mutating func add(_ path: String, _ text: String) throws(UnwritableOutput) {
        if OutputWriter.isSpecial(path) {
            direct.append((path, text))
            return
        }
        let directory = OutputWriter.parent(of: path)
        madeFolders += try OutputWriter.createFolders(directory)
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(OutputWriter.name(of: path)).\(getpid()).tmp"
        try OutputWriter.writeFile(text, to: temporary, reportedAs: path, exclusive: true)
        staged.append((temporary, path))
    }

    /// Every staged file into place, then the direct ones written.
    mutating func commit() throws(UnwritableOutput) {
        for s in staged where rename(s.temporary, s.path) != 0 {
            throw OutputWriter.failure(.outputNotWritable, "cannot write '\(s.path)': \(OutputWriter.reason(errno, path: s.path))", path: s.path)
        }
        staged.removeAll()
        madeFolders.removeAll()
        let direct = self.direct
        self.direct.removeAll()
        for output in direct { try OutputWriter.writeFile(output.text, to: output.path, reportedAs: output.path, exclusive: false) }
    }

    /// Removes the staged files, then the folders made for them (innermost first; one that holds
    /// anything else stays).
    mutating func discard() {
        for s in staged { unlink(s.temporary) }
        for folder in madeFolders.reversed() { rmdir(folder) }
        staged.removeAll()
        direct.removeAll()
        madeFolders.removeAll()
    }
}
