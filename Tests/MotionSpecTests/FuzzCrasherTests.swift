import Foundation
import MotionFuzzing
import Testing
import TestSupport

/// The fuzzers' findings replayed: every file kept in `Tests/Fixtures/fuzz-crashers/<target>/` goes
/// through the entry point libFuzzer drove (`FuzzTarget.run`), and must end accepted or with an error
/// diagnostic. A crash here is the bug coming back.
@Suite struct FuzzCrasherTests {
    static func crashers(_ target: FuzzTarget) -> [String] {
        let folder = "Tests/Fixtures/fuzz-crashers/" + target.rawValue
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    static let cases: [(FuzzTarget, String)] = FuzzTarget.allCases.flatMap { target in crashers(target).map { (target, $0) } }

    @Test(arguments: FuzzTarget.allCases)
    func everyTargetHasACrasherFolder(_ target: FuzzTarget) {
        var isDirectory: ObjCBool = false
        let path = Repository.url("Tests/Fixtures/fuzz-crashers/" + target.rawValue).path
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test(arguments: cases.map { "\($0.0.rawValue) \($0.1)" })
    func crasherEndsWithAResultOrADiagnostic(_ item: String) throws {
        let parts = item.split(separator: " ", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let bytes = [UInt8](try Data(contentsOf: Repository.url(parts[1])))
        #expect(target.run(bytes), "\(parts[1]) ended without a result or an error diagnostic")
    }

    /// The entry points themselves: a seed spec gets through each, and garbage is rejected with a
    /// diagnostic (both are "true"); what they return for a silent rejection is checked by `run`'s callers.
    @Test(arguments: FuzzTarget.allCases)
    func seedAndGarbageEndWell(_ target: FuzzTarget) throws {
        let seed: [UInt8] = switch target {
        case .json: [UInt8](try Data(contentsOf: Repository.url("specs/flat-switch.motion.json")))
        case .svgPath: Array("M 0 0 L 10 10 A 5 5 0 1 0 20 20 Z".utf8)
        case .dsl, .compile: [UInt8](try Data(contentsOf: Repository.url("specs/flat-switch.motion")))
        }
        #expect(target.run(seed))
        #expect(target.run([0xFF, 0x7B, 0x22, 0x00, 0x28, 0x5B]))
        #expect(target.run([]))
    }
}
