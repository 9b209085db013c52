import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing
import TestSupport

/// The diagnostics corpus: every `Fixtures/invalid/NAME.motion` (or `.motion.json`) comes with
/// `NAME.expected`, the exact one-line diagnostics the full pipeline (parse, then check) must give.
/// Together with the catalog test it proves every code is triggered and documented.
@Suite struct DiagnosticCorpusTests {
    static let folder = "Tests/MotionSpecTests/Fixtures/invalid"

    static var cases: [String] {
        ((try? Repository.files(in: folder, suffix: ".motion")) ?? [])
            + ((try? Repository.files(in: folder, suffix: ".motion.json")) ?? [])
    }

    /// Parse, then check when the syntax is clean: the headlines a user would see.
    static func diagnose(_ path: String) throws -> [String] {
        let file = try Repository.sourceFile(path)
        let (spec, parseDiagnostics) = SpecParser.parse(file)
        var all = parseDiagnostics
        if let spec, !parseDiagnostics.contains(where: { $0.severity == .error }) {
            all += SpecChecker.check(spec, file: file).1
        }
        return headlines(all, in: file)
    }

    static func expected(for path: String) throws -> [String] {
        let base = path.hasSuffix(".motion.json") ? String(path.dropLast(".motion.json".count)) : String(path.dropLast(".motion".count))
        return try Repository.read(base + ".expected").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func corpusIsLarge() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func fixtureGivesExactlyItsDiagnostics(_ path: String) throws {
        #expect(try Self.diagnose(path) == Self.expected(for: path))
    }

    @Test func everyErrorFixtureHasAnError() throws {
        for path in Self.cases {
            let expected = try Self.expected(for: path)
            #expect(!expected.isEmpty, "\(path) has no expected diagnostics")
        }
    }

    /// Every code in the catalog is triggered by some fixture and documented in specs/diagnostics.md.
    @Test func everyCodeIsTriggeredAndDocumented() throws {
        var triggered = Set<String>()
        for path in Self.cases {
            for line in try Self.expected(for: path) {
                if let open = line.lastIndex(of: "["), line.hasSuffix("]") {
                    triggered.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
                }
            }
        }
        let documentation = try Repository.read("specs/diagnostics.md")
        let documented = Set(documentation.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## MS") else { return nil }
            return String(line.dropFirst(3).prefix(6))
        })
        for code in DiagnosticCatalog.all {
            #expect(triggered.contains(code.id), "\(code.id) (\(code.summary)) is never triggered by a fixture")
            #expect(documented.contains(code.id), "\(code.id) (\(code.summary)) is not documented in specs/diagnostics.md")
        }
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "a code is defined twice")
        #expect(documented.subtracting(ids).isEmpty, "documented codes that do not exist: \(documented.subtracting(ids).sorted())")
    }
}
