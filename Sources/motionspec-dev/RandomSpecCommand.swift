import Foundation
import MotionSpecGenerator

/// `motionspec-dev random-spec [--seed N] [--count K] [-o DIR]`: the generator's specs as files
/// (`DIR/random-N.motion`), or the one spec on standard output, to read or to compile by hand.
enum RandomSpecCommand {
    static let usage = "usage: motionspec-dev random-spec [--seed N] [--count K] [-o DIR]\n"

    static func run(_ arguments: [String]) -> Int32 {
        var seed: UInt64 = 1, count = 1
        var output: String?
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return usageError("\(flag) needs a value") }
            switch flag {
            case "--seed": guard let v = UInt64(value) else { return usageError("--seed takes a whole number") }; seed = v
            case "--count": guard let v = Int(value), v > 0 else { return usageError("--count takes a positive number") }; count = v
            case "-o": output = value
            default: return usageError("unknown option \(flag)")
            }
        }
        guard let output else {
            guard count == 1 else { return usageError("--count needs -o DIR") }
            print(RandomSpecGenerator.spec(seed: seed).dsl(), terminator: "")
            return 0
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for n in 0..<UInt64(count) {
                let path = (output as NSString).appendingPathComponent("random-\(seed + n).motion")
                try RandomSpecGenerator.spec(seed: seed + n).dsl().write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            FileHandle.standardError.write(Data("error: cannot write to \(output): \(error.localizedDescription)\n".utf8))
            return 1
        }
        print("wrote \(count) spec\(count == 1 ? "" : "s") to \(output)")
        return 0
    }

    static func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)".utf8))
        return 64
    }
}
