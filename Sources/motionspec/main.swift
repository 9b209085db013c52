#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Thin: parse the arguments, run one command, exit with its status (0 ok, 1 errors, 64 usage).
if let refusal = ArgumentEncoding.report() {
    Console.standard.err(refusal)
    exit(ExitStatus.failure.rawValue)
}
let status = MotionSpecCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
