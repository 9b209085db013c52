import Foundation
import MotionDiagnostics

/// A folder of the repository carried into the `motionspec` binary as a generated Swift file: the
/// runtime and the Core Animation library (which `--standalone` inlines), `templates/`, the
/// diagnostic pages (`explain`) and the example specs (`init`). Each
/// file of the folder becomes one entry of a static array, one string literal per line, so the
/// generated file reads like the sources themselves and its diffs show what changed.
public struct EmbeddedSource: Sendable {
    /// The generated file, relative to the package root.
    public let output: String
    /// The embedded folder, relative to the package root.
    public let folder: String
    /// The enum the generated file declares, and its doc comment.
    let enumName: String
    let enumDoc: String
    /// The array's name and the label of an entry's first element (`files: [(path: …)]`).
    let member: String
    let key: String
    /// Whether subfolders are walked too; otherwise only the folder's own files are taken.
    let recursive: Bool
    /// Which file names are embedded.
    let includes: @Sendable (String) -> Bool

    /// The command that rewrites every generated file; the tests print it when one is stale.
    public static let regenerateCommand = "swift run motionspec-dev regenerate"

    /// Files of `templates/` that are not templates.
    public static let ignoredTemplateFileNames: Set<String> = ["README.md", "lottie-web.LICENSE"]

    public static let runtime = EmbeddedSource(
        output: "Sources/MotionEmitters/Swift/EmbeddedRuntime.swift", folder: "Sources/MotionRuntime",
        enumName: "EmbeddedRuntime", enumDoc: "The sources of `Sources/MotionRuntime`, by path, for `--standalone`.",
        member: "files", key: "path", recursive: true, includes: { $0.hasSuffix(".swift") })

    public static let coreAnimation = EmbeddedSource(
        output: "Sources/MotionEmitters/Swift/EmbeddedCoreAnimation.swift", folder: "Sources/MotionCoreAnimation",
        enumName: "EmbeddedCoreAnimation",
        enumDoc: "The sources of `Sources/MotionCoreAnimation`, by path, for `--standalone`.",
        member: "files", key: "path", recursive: true, includes: { $0.hasSuffix(".swift") })

    public static let templates = EmbeddedSource(
        output: "Sources/MotionEmitters/Templates/EmbeddedTemplates.swift", folder: "templates",
        enumName: "EmbeddedTemplates", enumDoc: "The texts of `templates/`, by file name.",
        member: "texts", key: "name", recursive: false,
        includes: { !$0.hasPrefix(".") && !ignoredTemplateFileNames.contains($0) })

    /// The pages `motionspec explain` prints from.
    public static let diagnosticPages = EmbeddedSource(
        output: "Sources/motionspec/Embedded/EmbeddedDiagnosticPages.swift", folder: "specs/diagnostics",
        enumName: "EmbeddedDiagnosticPages",
        enumDoc: "The pages of `specs/diagnostics/`, by file name: what `motionspec explain` prints from.",
        member: "texts", key: "name", recursive: false, includes: { $0.hasSuffix(".md") })

    /// The specs `motionspec init --template NAME` starts from.
    public static let initTemplates = EmbeddedSource(
        output: "Sources/motionspec/Embedded/EmbeddedInitTemplates.swift", folder: "examples",
        enumName: "EmbeddedInitTemplates",
        enumDoc: "The specs of `examples/`, by file name: what `motionspec init --template NAME` starts from.",
        member: "texts", key: "name", recursive: false, includes: { $0.hasSuffix(".motion") })

    public static let all = [runtime, coreAnimation, templates, diagnosticPages, initTemplates]

    /// The embedded files (path under the folder, text), in path order.
    public func files(root: URL) throws -> [(path: String, text: String)] {
        let folderURL = root.appendingPathComponent(folder)
        let manager = FileManager.default
        var paths: [String]
        if recursive {
            guard let enumerator = manager.enumerator(atPath: folderURL.path) else {
                throw EmbeddingError(message: "cannot read \(folder)")
            }
            paths = enumerator.allObjects.compactMap { $0 as? String }
        } else {
            paths = try manager.contentsOfDirectory(atPath: folderURL.path)
        }
        paths = paths.filter { includes(($0 as NSString).lastPathComponent) }.sorted()
        return try paths.map { path in
            let data = try Data(contentsOf: folderURL.appendingPathComponent(path))
            guard let text = String(data: data, encoding: .utf8) else { throw EmbeddingError(message: "\(folder)/\(path) is not UTF-8") }
            return (path, text)
        }
    }

    /// The text of the generated file for `files` (path, text), in path order.
    public func swiftSource(for files: [(path: String, text: String)]) -> String {
        var out = """
            // Generated from \(folder) by motionspec-dev. DO NOT EDIT.
            // Regenerate: \(Self.regenerateCommand)
            // swift-format-ignore-file

            /// \(enumDoc)
            enum \(enumName) {
                static let \(member): [(\(key): String, text: String)] = [

            """
        for file in files.sorted(by: { $0.path < $1.path }) {
            out += "        (\(TextEscaping.swiftString(file.path)), [\n"
            for line in Self.lines(of: file.text) {
                out += "            \(TextEscaping.swiftString(line)),\n"
            }
            out += "        ].joined()),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// The generated file as the folder under `root` makes it now.
    public func expectedSource(root: URL) throws -> String {
        swiftSource(for: try files(root: root))
    }

    /// The generated file as checked in under `root`; empty when it is missing.
    public func checkedInSource(root: URL) -> String {
        (try? String(contentsOf: root.appendingPathComponent(output), encoding: .utf8)) ?? ""
    }

    /// The text cut after each line feed; the pieces join back to the text.
    public static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" { lines.append(current); current = "" }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// A folder that cannot be read or holds a file that is not UTF-8.
public struct EmbeddingError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
