import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import MotionSyntax

/// What the fuzzers drive, one entry point per front door a user's bytes reach: the JSON parser, the
/// DSL parser, SVG path data (inside `svg("…")`, through checks and lowering) and the whole compile to
/// every target. The libFuzzer binaries (`Fuzz/`) and the crasher replay test call the same functions.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case json, dsl, svgPath = "svg-path", compile

    /// Runs the input through the target. True when it ended as every input must: accepted, or
    /// rejected with at least one error diagnostic. False is a finding (a silent rejection).
    public func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .json:
            let file = SourceFile(path: "fuzz.json", bytes: bytes)
            let (value, diagnostics) = JSONParser.parse(file)
            return value != nil || diagnostics.contains { $0.severity == .error }
        case .dsl:
            let file = SourceFile(path: "fuzz.motion", bytes: bytes)
            let (spec, diagnostics) = SpecParser.parse(file, as: .dsl)
            return spec != nil || diagnostics.contains { $0.severity == .error }
        case .svgPath:
            return Self.compilesOrExplains(SourceFile(path: "fuzz.motion", bytes: Self.spec(aroundPathData: bytes)), targets: [])
        case .compile:
            // Both front ends: a leading `{` is what a JSON-form spec starts with.
            let isJSON = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{")
            let file = SourceFile(path: isJSON ? "fuzz.motion.json" : "fuzz.motion", bytes: bytes)
            return Self.compilesOrExplains(file, targets: Target.allCases)
        }
    }

    /// Parse, check and lower (and emit, when `targets` is not empty): true when it gets through
    /// without errors or some stage says why not.
    static func compilesOrExplains(_ file: SourceFile, targets: [Target]) -> Bool {
        if !targets.isEmpty {
            let output = MotionEmitters.emit(Pipeline.run([file]), targets: targets)
            return !output.files.isEmpty || output.hasErrors
        }
        let compilation = Pipeline.run(file)
        return compilation.hasErrors || compilation.lowered != nil
    }

    /// A one-shape spec whose path is `svg("…")` with the bytes as its data (quotes, backslashes and
    /// line breaks escaped, so every input reaches the path-data reader rather than the string lexer).
    static func spec(aroundPathData bytes: [UInt8]) -> [UInt8] {
        var out = Array("control T {\n  size 200 x 200\n  shape p {\n    path svg(\"".utf8)
        for b in bytes {
            switch b {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            default: out.append(b)
            }
        }
        out += Array("\")\n    fill #000000\n  }\n  state s initial {\n  }\n}\n".utf8)
        return out
    }
}
