import Foundation
import PackagePlugin

/// `swift package motionspec compile --target swift|css|lottie|all [-o DIR] [--package-target NAME]...
/// [compile options]`: runs `motionspec compile` over the specs of the package's targets, for the
/// outputs the build-tool plugin does not make (CSS + SVG, Lottie). `-o` defaults to
/// `motionspec-output/` in the current folder, a folder per target in it, and every option
/// it does not know is passed on to `motionspec compile` (`--standalone`, `--fps N`, `--templates DIR`, `--jobs N`).
@main
struct MotionSpecCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = "usage: swift package motionspec compile --target swift|css|lottie|all [-o DIR] [--package-target NAME]... [--standalone] [--fps N] [--templates DIR] [--jobs N]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "package-target")
        var output = extractor.extractOption(named: "output")
        // ArgumentExtractor knows only `--name`: `-o DIR` is taken out here.
        var passedOn: [String] = []
        var remaining = extractor.remainingArguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-o", let value = remaining.popFirst() { output.append(value) } else { passedOn.append(argument) }
        }
        guard passedOn.first == "compile" else {
            throw Failure(description: "the only subcommand is 'compile'\n\(Self.usage)")
        }
        guard output.count <= 1 else { throw Failure(description: "give one output folder (-o DIR)\n\(Self.usage)") }
        // SwiftPM runs a command plugin in the folder `swift package` was run from: a relative -o means
        // what it means on any command line.
        let outputDirectory = URL(fileURLWithPath: output.popLast() ?? "motionspec-output").standardizedFileURL

        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        let specsByTarget: [(name: String, specs: [URL])] = targets.compactMap { $0 as? SourceModuleTarget }.map { target in
            (target.name, target.sourceFiles.map(\.url)
                .filter { $0.lastPathComponent.hasSuffix(".motion") || $0.lastPathComponent.hasSuffix(".motion.json") }
                .sorted { $0.path < $1.path })
        }.filter { !$0.specs.isEmpty }
        guard !specsByTarget.isEmpty else {
            throw Failure(description: "no *.motion or *.motion.json files in the targets \(targets.map(\.name).joined(separator: ", "))")
        }

        // One run per target, into a folder per target: two targets may hold specs with one name.
        let tool = try context.tool(named: "motionspec").url
        for (name, specs) in specsByTarget {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["compile"] + specs.map(\.path) + Array(passedOn.dropFirst())
                + ["-o", outputDirectory.appending(path: name).path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "motionspec compile exited with status \(process.terminationStatus) for the target \(name)")
            }
        }
        let count = specsByTarget.map(\.specs.count).reduce(0, +)
        print("wrote the outputs of \(count) spec(s) to \(outputDirectory.path)/<target>/")
    }
}
