import Foundation
import MotionDiagnostics
import Testing
import TestSupport
@testable import MotionSyntax

/// `specs/json-format.md` shows the flat switch as `convert` prints it; keep the two in step.
@Suite struct JSONFormDocumentationTests {
    static var specsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs")
    }

    @Test func theDocumentedFlatSwitchIsWhatThePrinterWrites() throws {
        let doc = try String(contentsOf: Self.specsDirectory.appendingPathComponent("json-format.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "## The flat switch"))
        let rest = doc[section.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        let documented = String(rest[open.upperBound..<close.lowerBound])
        let (spec, _) = DSLParser.parse(SourceFile(path: "flat-switch.motion", text: flatSwitchFixture))
        #expect(JSONFormPrinter.print(try #require(spec)) == documented)
    }

    @Test func theDocumentedFlatSwitchDecodesToTheFmtOfTheDSL() throws {
        let doc = try String(contentsOf: Self.specsDirectory.appendingPathComponent("json-format.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "## The flat switch"))
        let rest = doc[section.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        let (decoded, lines, _) = decodeJSONForm(String(rest[open.upperBound..<close.lowerBound]))
        #expect(lines == [])
        let (spec, _) = DSLParser.parse(SourceFile(path: "flat-switch.motion", text: flatSwitchFixture))
        #expect(DSLPrinter.print(try #require(decoded)) == DSLPrinter.print(try #require(spec)))
    }

    /// Every MS12xx code has its section, headed by the catalog's summary.
    @Test func everyJSONFormCodeIsDocumented() throws {
        let doc = try String(contentsOf: Self.specsDirectory.appendingPathComponent("diagnostics/MS12xx.md"), encoding: .utf8)
        let codes = DiagnosticCatalog.all.filter { $0.id.hasPrefix("MS12") }
        #expect(codes.count == 9)
        for code in codes {
            #expect(doc.contains("\n## \(code.id): \(code.summary)\n"), "\(code.id)")
        }
    }
}
