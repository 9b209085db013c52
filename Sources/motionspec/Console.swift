import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes. Tests can capture it; the tool writes to stdout/stderr.
struct Console {
    var out: (String) -> Void
    var err: (String) -> Void
    /// True when standard error is a terminal: diagnostics get colour only then.
    var errIsTerminal: Bool

    static var standard: Console {
        Console(
            out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            err: { text in FileHandle.standardError.write(Data(text.utf8)) },
            errIsTerminal: isatty(2) == 1 && getenv("NO_COLOR") == nil)
    }
}
