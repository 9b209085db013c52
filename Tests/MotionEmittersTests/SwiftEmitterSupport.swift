import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import TestSupport

/// The specs in `specs/` run through the Swift emitter as `motionspec compile` would.
enum SwiftSpecs {
    /// The DSL specs in `specs/`, by repository path.
    static func paths() throws -> [String] {
        try Repository.files(in: "specs", suffix: ".motion")
    }

    /// The specs in `specs/` and the Swift fixtures (`Tests/Fixtures/swift/`: every feature in one control).
    static func pathsWithFixtures() throws -> [String] {
        try paths() + Repository.files(in: "Tests/Fixtures/swift", suffix: ".motion")
    }

    static func emit(_ path: String, standalone: Bool = false) throws -> MotionEmitters.Output {
        try MotionEmitters.emit(Pipeline.run([Repository.sourceFile(path)]), targets: [.swift], options: EmitOptions(standalone: standalone),
                                emitters: [SwiftEmitter.self])
    }

    static func emit(text: String, path: String = "test.motion", standalone: Bool = false) -> MotionEmitters.Output {
        MotionEmitters.emit(Pipeline.run([SourceFile(path: path, text: text)]), targets: [.swift], options: EmitOptions(standalone: standalone),
                            emitters: [SwiftEmitter.self])
    }

    /// Where the golden of an output file lives: inside the GeneratedSwiftTests target, which
    /// compiles it (one copy, both checked against the emitter and compiled).
    static func goldenPath(_ outputPath: String) -> String {
        "Tests/GeneratedSwiftTests/Goldens/" + outputPath
    }
}
