import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing
import TestSupport

/// The four seed controls are the acceptance test: each is a complete spec in both forms,
/// checks clean, and converts between the forms without losing anything.
@Suite struct SeedSpecTests {
    static let seeds = ["flat-switch", "day-night-switch", "check-button", "shape-switch"]

    @Test(arguments: seeds)
    func dslChecksClean(_ name: String) throws {
        let file = try Repository.sourceFile("specs/\(name).motion")
        let compilation = Pipeline.run(file)
        #expect(headlines(compilation.diagnostics, in: file) == [])
        #expect(compilation.lowered != nil)
    }

    @Test(arguments: seeds)
    func jsonFormChecksCleanAndSaysTheSame(_ name: String) throws {
        let dslFile = try Repository.sourceFile("specs/\(name).motion")
        let jsonFile = try Repository.sourceFile("specs/\(name).motion.json")
        let (dsl, d1) = SpecParser.parse(dslFile)
        let (json, d2) = SpecParser.parse(jsonFile)
        #expect(headlines(d1, in: dslFile) == [])
        #expect(headlines(d2, in: jsonFile) == [])
        let fromDSL = try #require(dsl), fromJSON = try #require(json)
        // The same tree: both print the same in both forms (the printers print every node).
        #expect(DSLPrinter.print(fromDSL) == DSLPrinter.print(fromJSON))
        #expect(JSONFormPrinter.print(fromDSL) == JSONFormPrinter.print(fromJSON))
        let compilation = Pipeline.run(fromJSON, in: jsonFile)
        #expect(headlines(compilation.diagnostics, in: jsonFile) == [])
        #expect(compilation.lowered != nil)
    }

    @Test(arguments: seeds)
    func specsAreFormattedAndRoundTrip(_ name: String) throws {
        let dslFile = try Repository.sourceFile("specs/\(name).motion")
        let jsonFile = try Repository.sourceFile("specs/\(name).motion.json")
        let spec = try #require(SpecParser.parse(dslFile).0)
        let formatted = DSLPrinter.print(spec)
        // The checked-in specs are in fmt's form, and fmt is idempotent.
        #expect(formatted == String(decoding: dslFile.bytes, as: UTF8.self))
        let reparsed = try #require(SpecParser.parse(SourceFile(path: "again.motion", text: formatted)).0)
        #expect(DSLPrinter.print(reparsed) == formatted)
        // DSL -> JSON -> DSL gives fmt's output byte for byte; the JSON is the checked-in JSON form.
        let json = JSONFormPrinter.print(spec)
        #expect(json == String(decoding: jsonFile.bytes, as: UTF8.self))
        let back = try #require(SpecParser.parse(SourceFile(path: "back.motion.json", text: json)).0)
        #expect(DSLPrinter.print(back) == formatted)
        #expect(JSONFormPrinter.print(back) == json)
    }
}
