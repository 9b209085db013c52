import MotionDiagnostics

/// Diagnostics about one file (a spec or a template), ready to print with that file's lines.
public struct FileDiagnostics: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The set of templates an emit run uses: the built-in ones (embedded in the binary from
/// `templates/`), some of them possibly replaced by the files of a `--templates DIR`.
public struct Templates: Sendable {
    private var byName: [TemplateName: Template]

    /// The file names in a templates folder that are never templates (the folder's documentation, the
    /// licence of the vendored lottie-web).
    public static let ignoredFileNames: Set<String> = ["README.md", "lottie-web.LICENSE"]

    public subscript(name: TemplateName) -> Template {
        byName[name] ?? Template(pieces: [], uses: [])
    }

    /// Renders one template: the usual call of an emitter.
    public func render(_ name: TemplateName, _ values: [String: String]) -> String {
        self[name].render(values)
    }

    /// The templates embedded in the binary. Their validity is a test (InfrastructureTemplateTests).
    public static let builtIn: Templates = {
        var byName: [TemplateName: Template] = [:]
        for (fileName, text) in EmbeddedTemplates.texts {
            guard let name = TemplateName(rawValue: fileName) else { continue }
            byName[name] = Template.parse(SourceFile(path: "templates/" + fileName, text: text), as: name).0
        }
        return Templates(byName: byName)
    }()

    /// The built-in templates with those of `files` (the files of a `--templates DIR`, read by the
    /// caller) in their place. A file is used only when it has no error; every problem is reported
    /// against its file. Files are taken in path order, so the diagnostics come out in a stable order.
    public func overridden(by files: [SourceFile]) -> (Templates, [FileDiagnostics]) {
        var result = self
        var reports: [FileDiagnostics] = []
        let known = TemplateName.allCases.map(\.rawValue)
        for file in files.sorted(by: { $0.path < $1.path }) {
            let fileName = String(file.path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            if Self.ignoredFileNames.contains(fileName) || fileName.hasPrefix(".") { continue }
            guard let name = TemplateName(rawValue: fileName) else {
                let warning = Diagnostic(.unknownTemplate, "'\(fileName)' is not a known template; it is ignored", at: SourceSpan(at: 0))
                    .suggesting(fileName, from: known)
                    .adding(.help("the templates are \(known.map { "'\($0)'" }.joined(separator: ", "))"))
                reports.append(FileDiagnostics(file: file, diagnostics: [warning]))
                continue
            }
            let (template, diagnostics) = Template.parse(file, as: name)
            if !diagnostics.isEmpty { reports.append(FileDiagnostics(file: file, diagnostics: diagnostics)) }
            if !diagnostics.contains(where: { $0.severity == .error }) { result.byName[name] = template }
        }
        return (result, reports)
    }
}
