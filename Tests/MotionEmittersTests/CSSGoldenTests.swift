import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionSyntax
import Testing
import TestSupport

/// Lowers a spec in `specs/` and runs the CSS emitter on it.
enum CSSFixture {
    static let specs = ["flat-switch", "check-button", "shape-switch", "day-night-switch"]
    /// Fixture specs of the CSS tests (`Tests/Goldens/css/fixtures/NAME.motion`).
    static let fixtures = ["motion-kit", "three-way"]

    static func specPath(_ name: String) -> String {
        fixtures.contains(name) ? "Tests/Goldens/css/fixtures/\(name).motion" : "specs/\(name).motion"
    }

    static func goldenFolder(_ name: String) -> String {
        fixtures.contains(name) ? "Tests/Goldens/css/fixtures/\(name)" : "Tests/Goldens/css/\(name)"
    }

    static func lowered(_ name: String) throws -> LoweredControl {
        try lowered(Repository.sourceFile(specPath(name)))
    }

    static func lowered(_ file: SourceFile) throws -> LoweredControl {
        let compilation = Pipeline.run(file)
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map { DiagnosticRenderer.headline($0, in: file) })")
        return try #require(compilation.lowered)
    }

    static func emit(_ name: String) throws -> EmitResult {
        let options = EmitOptions(sourcePath: specPath(name), baseName: name)
        return CSSEmitter.emit(try lowered(name), options: options, templates: .builtIn)
    }

    static func emit(source text: String, path: String = "test.motion") throws -> (EmitResult, SourceFile) {
        let file = SourceFile(path: path, text: text)
        let options = EmitOptions(sourcePath: path, baseName: "test")
        return (CSSEmitter.emit(try lowered(file), options: options, templates: .builtIn), file)
    }
}

/// The four specs' pages, stylesheets, SVGs and scripts, checked in under `Tests/Goldens/css/`
/// (the Chromium tests in MotionSpecTests load these pages and sample them against the runtime).
@Suite struct CSSGoldenTests {
    @Test(arguments: CSSFixture.specs + CSSFixture.fixtures)
    func goldens(_ name: String) throws {
        let result = try CSSFixture.emit(name)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        #expect(result.files.map(\.path) == ["\(name).html", "\(name).css", "\(name).svg", "\(name).js"])
        for file in result.files { assertGolden(file.contents, path: "\(CSSFixture.goldenFolder(name))/\(file.path)") }
    }

    @Test(arguments: CSSFixture.specs)
    func deterministic(_ name: String) throws {
        let a = try CSSFixture.emit(name), b = try CSSFixture.emit(name)
        #expect(a.files == b.files)
    }

    @Test func registeredAsTheCSSEmitter() {
        #expect(MotionEmitters.registered.contains { $0 == CSSEmitter.self })
        #expect(MotionEmitters.availableTargets().contains(.css))
    }
}
