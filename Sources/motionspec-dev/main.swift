import Foundation
import SourceEmbedding

// Developer tasks on this repository (not installed with `motionspec`):
//   swift run motionspec-dev regenerate   rewrite the generated Embedded*.swift files from their folders
//   swift run motionspec-dev verify       exit 1 when one of them differs from its folder
//   swift run motionspec-dev random-spec  write specs from the random-spec generator
// Both work on the package that holds this source file, whatever the current directory.

let usage = """
    usage: motionspec-dev regenerate|verify|random-spec
      regenerate  rewrite the generated files that embed the runtime, the Core Animation library and
                  templates/ into the motionspec binary (then rebuild)
      verify      exit 1 when one of those files differs from its folder
      random-spec [--seed N] [--count K] [-o DIR]
                  write the random-spec generator's specs (one to standard output without -o)

    """

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
}

if arguments == ["--help"] || arguments == ["-h"] {
    print(usage, terminator: "")
    exit(0)
}
if arguments.first == "random-spec" { exit(RandomSpecCommand.run(Array(arguments.dropFirst()))) }
guard arguments.count == 1, let command = arguments.first, command == "regenerate" || command == "verify" else {
    fail("error: expected 'regenerate' or 'verify'\n" + usage, status: 64)
}

var stale = 0
for source in EmbeddedSource.all {
    let expected: String
    do { expected = try source.expectedSource(root: root) } catch { fail("error: \(error)\n", status: 1) }
    if source.checkedInSource(root: root) == expected {
        print("\(source.output): current")
        continue
    }
    stale += 1
    if command == "verify" {
        print("\(source.output): stale (differs from \(source.folder)/)")
        continue
    }
    do {
        try Data(expected.utf8).write(to: root.appendingPathComponent(source.output), options: .atomic)
    } catch {
        fail("error: cannot write \(source.output): \(error)\n", status: 1)
    }
    print("\(source.output): rewritten from \(source.folder)/")
}
if command == "verify", stale > 0 { fail("run `\(EmbeddedSource.regenerateCommand)`, then rebuild\n", status: 1) }
if command == "regenerate", stale > 0 { print("rebuild to embed the new sources") }
