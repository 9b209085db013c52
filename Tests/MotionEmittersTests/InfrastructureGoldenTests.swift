import Foundation
import Testing
import TestSupport

/// The golden helper: matches, records only on request, fails on a missing golden, and shows a diff.
@Suite struct InfrastructureGoldenTests {
    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-golden-\(UUID().uuidString)/Goldens/\(name)")
    }

    @Test func missingGoldensFailUnlessRecording() throws {
        let url = Self.temporaryFile("a.swift")
        #expect(Golden.check("x\n", at: url, record: false) == .missing)
        #expect(!FileManager.default.fileExists(atPath: url.path), "a missing golden must not be written")
        #expect(Golden.check("x\n", at: url, record: true) == .recorded)
        #expect(try String(contentsOf: url, encoding: .utf8) == "x\n")
        #expect(Golden.check("x\n", at: url, record: false) == .matched)
    }

    @Test func mismatchesFailUnlessRecording() throws {
        let url = Self.temporaryFile("b.css")
        #expect(Golden.check("a\nb\n", at: url, record: true) == .recorded)
        guard case .mismatched(let diff) = Golden.check("a\nc\n", at: url, record: false) else {
            Issue.record("a changed text must not match")
            return
        }
        #expect(diff.contains("-b\n+c\n"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "a\nb\n", "a mismatch must not rewrite the golden")
        #expect(Golden.check("a\nc\n", at: url, record: true) == .recorded)
        #expect(Golden.check("a\nc\n", at: url, record: false) == .matched)
    }

    @Test func diffShowsTheFirstDifferingLinesWithContext() {
        let expected = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacing("line 6\n", with: "line six\nline 6½\n")
        #expect(Golden.unifiedDiff(expected: expected, actual: actual, path: "x.swift") == """
            --- x.swift (golden)
            +++ x.swift (actual)
            @@ -3,7 +3,8 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
            +line 6½
             line 7
             line 8
             line 9

            """)
        #expect(Golden.unifiedDiff(expected: "a\n", actual: "a", path: "y").contains("-a\n+a⏎ (no newline at end)\n"))
        let many = Golden.unifiedDiff(expected: "", actual: String(repeating: "z\n", count: 30), path: "z", limit: 5)
        #expect(many.contains("@@ -1,0 +1,5 @@\n+z\n+z\n+z\n+z\n+z\n… 0 more removed and 25 more added lines not shown\n"))
    }

    @Test func assertGoldenPassesOnTheCheckedInFile() {
        assertGolden("golden: checked in\n", path: "Tests/Goldens/infrastructure.txt")
    }
}
