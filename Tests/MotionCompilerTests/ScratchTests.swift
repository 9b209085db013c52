import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing

@Test func scratch() throws {
    let text = flatSwitchSource
    let (model, headlines) = checkDSL(text)
    print(headlines)
    print(model as Any)
}
