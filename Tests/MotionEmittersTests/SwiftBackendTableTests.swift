import Foundation
import Testing
import TestSupport
import MotionEmitters

/// Keeps the Swift column of `specs/backends.md` true: every row says exact, and exact means the
/// emitter neither bakes (MS3010) nor refuses (MS3011) anything in any spec or fixture; that the
/// motion is the runtime's is GeneratedSwiftTests' and SwiftCompileTests' job.
@Suite struct SwiftBackendTableTests {
    /// The cells of the feature table's `swift` column, by feature.
    static func swiftColumn() throws -> [(feature: String, cell: String)] {
        let text = try Repository.read("specs/backends.md")
        var rows: [(feature: String, cell: String)] = []
        var column: Int?
        for line in text.split(separator: "\n").map(String.init) where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "feature" { column = cells.firstIndex(of: "swift"); continue }
            guard let column, cells.count > column, !cells[0].hasPrefix("---") else { continue }
            rows.append((cells[0], cells[column]))
        }
        return rows
    }

    @Test func everyFeatureIsExact() throws {
        let rows = try Self.swiftColumn()
        #expect(rows.count >= 30)
        for row in rows {
            #expect(row.cell == "exact", "\(row.feature): '\(row.cell)'")
        }
    }

    @Test func noSpecIsBakedOrRefused() throws {
        for path in try SwiftSpecs.pathsWithFixtures() {
            let output = try SwiftSpecs.emit(path)
            let swiftCodes = output.reports.flatMap(\.diagnostics).map(\.code.id).filter { $0.hasPrefix("MS3") }
            #expect(swiftCodes.isEmpty, "\(path): \(swiftCodes)")
            #expect(!output.files.isEmpty)
        }
    }
}
