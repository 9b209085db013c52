/// The tool's exit statuses, as sysexits.h and swift-argument-parser use them.
enum ExitStatus: Int32 {
    case success = 0
    /// The input had errors (diagnostics were printed), or a check failed (`fmt --check`).
    case failure = 1
    /// The command line itself was wrong.
    case usage = 64
}
