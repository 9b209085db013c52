import Testing
import TestSupport
import MotionEmitters

/// The generated Swift of every spec in `specs/` and of the Swift fixtures, checked in under `Tests/GeneratedSwiftTests/Goldens/`
/// where the GeneratedSwiftTests target compiles and samples it.
@Suite struct SwiftEmitterGoldenTests {
    @Test(arguments: try SwiftSpecs.pathsWithFixtures())
    func goldens(_ path: String) throws {
        let output = try SwiftSpecs.emit(path)
        #expect(!output.hasErrors)
        #expect(output.files.count == 2, "the control and its Core Animation glue")
        for file in output.files {
            assertGolden(file.contents, path: SwiftSpecs.goldenPath(file.path))
        }
    }
}
