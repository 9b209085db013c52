import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport

/// Parses, checks and lowers DSL text; records an issue when it has errors.
func lowerDSL(_ text: String, path: String = "t.motion") -> LoweredControl? {
    let compilation = compileDSL(text, path: path)
    #expect(!compilation.hasErrors, "\(headlines(compilation))")
    return compilation.lowered
}

/// One of the specs in `specs/`, lowered.
func lowerSpec(_ name: String) throws -> LoweredControl {
    let text = try Repository.read("specs/\(name)")
    return try #require(lowerDSL(text, path: name))
}
