import Foundation
import PackagePlugin

/// The build-tool plugin: every `*.motion` and `*.motion.json` of the target it is applied to
/// becomes generated Swift at build time, one build command per spec. Each command's inputs are the
/// spec and the configuration file, if any (`motionspec-config.json`, read by the compiler), and its
/// outputs are named after the spec's file, so SwiftPM reruns only the commands whose inputs changed.
@main
struct MotionSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.map(\.url).filter { SpecName.baseName(of: $0) != nil }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let configuration = try PluginConfiguration.file(among: target.sourceFiles.map(\.url))
        try SpecName.checkDistinct(specs)

        let tool = try context.tool(named: "motionspec")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return specs.map { spec in
            let base = SpecName.baseName(of: spec)!
            // Both files whatever the configuration says (standalone writes a placeholder glue file),
            // so the outputs do not depend on the configuration's contents.
            let outputs = [outputDirectory.appending(path: base + ".swift"), outputDirectory.appending(path: base + "+CoreAnimation.swift")]
            var arguments = ["compile", spec.path, "--target", "swift", "--file-names", "spec", "-o", outputDirectory.path]
            if let configuration {
                arguments += ["--config", configuration.path, "--target-spec-count", String(specs.count)]
            }
            return .buildCommand(displayName: "MotionSpec: compiling \(spec.lastPathComponent)",
                                 executable: tool.url, arguments: arguments,
                                 inputFiles: [spec] + (configuration.map { [$0] } ?? []),
                                 outputFiles: outputs)
        }
    }
}
