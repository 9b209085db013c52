import Testing

/// The suite's rule for refusals: a target may refuse a spec (MS3011) only for a feature the table in
/// `specs/backends.md` marks unsupported for that target.
struct ConformanceUnsupportedTests {
    @Test func aRefusalTheTableAllowsBecomesAnUnsupportedCell() throws {
        let output = "Tests/x.motion:19:5: error: lottie cannot express the shadow of 'box', a shape inside a group [MS3011]\n"
        let refusals = ConformanceUnsupported.refusals(in: output)
        #expect(refusals.map(\.feature) == ["the shadow of 'box', a shape inside a group"])
        let verdict = ConformanceUnsupported.classify(target: "lottie", refusals: refusals,
                                                      table: try ConformanceUnsupported.featureTable())
        #expect(verdict.reason == "the shadow of 'box', a shape inside a group")
        #expect(verdict.problem == nil)
    }

    @Test func aRefusalOfAnythingElseFails() throws {
        let table = try ConformanceUnsupported.featureTable()
        // Lottie plays shadows outside groups: the table does not let CSS's wording excuse it there.
        let animated = ConformanceUnsupported.refusals(in: "a:1:1: error: lottie cannot express an animated shadow (shadowOpacity) [MS3011]")
        #expect(ConformanceUnsupported.classify(target: "lottie", refusals: animated, table: table).reason == nil)
        let frameRate = ConformanceUnsupported.refusals(in: "a:1:1: error: lottie cannot express a frame rate of 0 [MS3011]")
        #expect(ConformanceUnsupported.classify(target: "lottie", refusals: frameRate, table: table).problem?
            .hasPrefix("refused a feature specs/backends.md does not mark unsupported") == true)
        #expect(ConformanceUnsupported.classify(target: "css", refusals: [], table: table).problem != nil)
    }

    @Test func theTableIsReadRowByRow() throws {
        let table = try ConformanceUnsupported.featureTable()
        let shadow = try #require(table.first { $0.feature.hasPrefix("shadow") })
        #expect(shadow.cells["swift"] == "exact")
        #expect(shadow.cells["lottie"]?.contains("unsupported inside a group") == true)
        #expect(shadow.cells["css"]?.contains("unsupported when animated") == true)
    }

    @Test func everyMotionFixtureUnderTestsIsFound() {
        let found = ConformanceSpec.fixtures(under: "Tests")
        for path in ["Tests/Fixtures/conformance/spring.motion", "Tests/Fixtures/swift/feature-tour.motion",
                     "Tests/Goldens/css/fixtures/three-way.motion", "Tests/Goldens/lottie/fixtures/trims.motion"] {
            #expect(found.contains(path), "\(path)")
        }
        #expect(!found.contains { $0.hasSuffix(".json") })
    }
}
