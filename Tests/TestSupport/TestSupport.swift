import Foundation
import MotionDiagnostics

/// Paths into the repository, found from this file's location so tests run from any directory.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    public static func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    /// Files in a repository folder whose names end in `suffix`, sorted by name.
    public static func files(in relative: String, suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(relative).path)
            .filter { $0.hasSuffix(suffix) }.sorted().map { relative + "/" + $0 }
    }

    /// A source file read from the repository, named by its repository-relative path.
    public static func sourceFile(_ relative: String) throws -> SourceFile {
        SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: url(relative))))
    }
}

/// The one-line forms of diagnostics, in source order: what tests compare.
public func headlines(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
    var bag = DiagnosticBag()
    bag.append(contentsOf: diagnostics)
    return bag.sorted.map { DiagnosticRenderer.headline($0, in: file) }
}
