import Testing
import MotionDiagnostics
@testable import MotionSyntax

@Test func flatSwitchParsesWithoutErrors() throws {
    let headlines = dslHeadlines(flatSwitchFixture)
    #expect(headlines == [])
}
