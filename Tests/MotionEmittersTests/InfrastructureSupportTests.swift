import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing
import TestSupport
@testable import MotionEmitters

/// The helpers the emitters share: the JSON writer, escaping, identifiers, measured errors.
@Suite struct InfrastructureSupportTests {
    static let document = JSONNode.object([
        (key: "v", value: .string("5.7.0")),
        (key: "fr", value: .number(60)),
        (key: "ip", value: .number(0.5)),
        (key: "z", value: .number(-0.0)),
        (key: "nm", value: .string("a \"b\"\n")),
        (key: "k", value: .numbers([0, 1e-7, 1e21])),
        (key: "layers", value: .array([.object([(key: "ty", value: .int(4)), (key: "hd", value: .bool(false))]), .null])),
        (key: "empty", value: .object([])),
        (key: "none", value: .array([])),
        (key: "bad", value: .number(.nan)),
    ])

    @Test func compactJSONKeepsTheGivenOrderAndNumberText() {
        #expect(JSONWriter.document(Self.document, style: .compact)
            == #"{"v":"5.7.0","fr":60,"ip":0.5,"z":0,"nm":"a \"b\"\n","k":[0,1e-7,1e21],"layers":[{"ty":4,"hd":false},null],"empty":{},"none":[],"bad":null}"# + "\n")
    }

    @Test func prettyJSONBreaksContainersButNotScalarArrays() {
        #expect(JSONWriter.document(Self.document, style: .pretty) == """
            {
              "v": "5.7.0",
              "fr": 60,
              "ip": 0.5,
              "z": 0,
              "nm": "a \\"b\\"\\n",
              "k": [0, 1e-7, 1e21],
              "layers": [
                {
                  "ty": 4,
                  "hd": false
                },
                null
              ],
              "empty": {},
              "none": [],
              "bad": null
            }

            """)
    }

    @Test func membersNeedNoLabels() {
        let node = JSONNode.object([("a", .int(1)), ("b", .object([("c", .numbers([0.25]))]))])
        #expect(JSONWriter.document(node, style: .compact) == "{\"a\":1,\"b\":{\"c\":[0.25]}}\n")
        #expect(JSONWriter.document(.array([.array([]), .string("é\u{1}")]), style: .pretty) == "[\n  [],\n  \"é\\u0001\"\n]\n")
    }

    @Test func identifiersSpellNamesOneWay() {
        #expect(Identifiers.words("flatSwitch") == ["flat", "Switch"])
        #expect(Identifiers.words("day-night_switch 2x") == ["day", "night", "switch", "2x"])
        #expect(Identifiers.words("star[3]") == ["star", "3"])
        #expect(Identifiers.swiftTypeName("flat-switch") == "FlatSwitch")
        #expect(Identifiers.swiftTypeName("FlatSwitch") == "FlatSwitch")
        #expect(Identifiers.swiftTypeName("3d box") == "_3dBox")
        #expect(Identifiers.swiftTypeName("type") == "Type_")
        #expect(Identifiers.swiftTypeName("--") == "Control")
        #expect(Identifiers.swiftMemberName("Off-State") == "offState")
        #expect(Identifiers.swiftMemberName("default") == "`default`")
        #expect(Identifiers.swiftMemberName("star[3]") == "star3")
        #expect(Identifiers.kebabCase("DayNightSwitch") == "day-night-switch")
        #expect(Identifiers.kebabCase("star[3]") == "star-3")
    }

    @Test func approximationErrorIsTheLargestDifference() {
        // A linear ramp against its 4-step staircase: the largest gap is just under a step, 0.25.
        let largest = ApproximationError.largest(over: 1, samples: 1000, exact: { $0 },
                                                 approximate: { (($0 * 4).rounded(.down)) / 4 })
        #expect(largest >= 0.249 && largest < 0.25)
        #expect(ApproximationError.largest(over: 2, exact: { $0 * $0 }, approximate: { $0 * $0 }) == 0)
        #expect(ApproximationError.largest(over: 1, exact: { _ in .nan }, approximate: { $0 }) == .infinity)
        let note = Diagnostic.baked("spring(1, 100, 10, 0)", for: .css, fps: 60, largestError: .infinity, unit: "", at: SourceSpan(at: 3))
        #expect(note.message == "css cannot express spring(1, 100, 10, 0) exactly; it is sampled at 60 fps (largest error unbounded)")
        #expect(note.severity == .note)
    }

    @Test func jsonFormSpecsCompileLikeTheDSL() throws {
        let dsl = SourceFile(path: "a.motion", text: InfrastructureSpecs.spec("Alpha"))
        let spec = try #require(SpecParser.parse(dsl).0)
        let json = SourceFile(path: "b/a.motion.json", text: SpecParser.print(spec, as: .json))
        let fromDSL = MotionEmitters.emit(Pipeline.run([dsl]), targets: [.swift], emitters: [EchoEmitter.self])
        let fromJSON = MotionEmitters.emit(Pipeline.run([json]), targets: [.swift], emitters: [EchoEmitter.self])
        #expect(fromJSON.reports.isEmpty)
        #expect(fromJSON.files.map(\.path) == ["a/Alpha.swift"])
        #expect(fromDSL.files.first?.contents.replacing("from a.motion.", with: "from b/a.motion.json.") == fromJSON.files.first?.contents)
    }
}
