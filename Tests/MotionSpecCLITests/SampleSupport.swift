@testable import motionspec
import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing
import TestSupport

/// One of the specs in `specs/`, through the compiler's pipeline; fails the test on any error.
func lowerSpec(_ name: String) throws -> LoweredControl {
    let compilation = Pipeline.run(SourceFile(path: name, text: try Repository.read("specs/\(name)")))
    #expect(!compilation.hasErrors, "\(compilation.diagnostics.map { DiagnosticRenderer.headline($0, in: compilation.source) })")
    return try #require(compilation.lowered)
}

extension SampleTable {
    /// The scalar column `key`.
    func scalars(_ key: String) -> [Double] {
        (columns.first { $0.key == key }?.values ?? []).map { $0.scalar ?? .nan }
    }

    func column(_ key: String) -> [MotionValue] {
        columns.first { $0.key == key }?.values ?? []
    }
}

