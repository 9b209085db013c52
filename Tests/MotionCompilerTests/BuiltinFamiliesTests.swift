@testable import MotionCompiler
import Testing

/// A built-in is found by one lookup of its name in `Builtins.families`; "did you mean" offers
/// `Builtins.names`. Both must list the same functions, or a name would be offered that no call finds.
@Suite struct BuiltinFamiliesTests {
    @Test func everyOfferedNameIsFound() {
        #expect(Set(Builtins.families.keys) == Set(Builtins.names))
        #expect(Builtins.families.count == Builtins.names.count)
    }
}
