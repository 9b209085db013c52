import Foundation
import MotionSyntax
import Testing
import TestSupport
@testable import motionspec

/// The JSON Schema's own properties; that the repository's specs validate against it is checked with
/// Python's `jsonschema` (`Tests/MotionSpecTests/AuthoringSchemaTests.swift`).
@Suite struct JSONFormSchemaTests {
    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(JSONFormSchema.document().utf8)) as? [String: Any])
    }

    /// The documentation as one line of text, with markdown's escaped `|` read as `|`.
    static func documentation() throws -> String {
        try ["specs/json-format.md", "specs/language.md"].map { try Repository.read($0) }.joined(separator: " ")
            .replacing("\\|", with: "|").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The VS Code extension in `editors/textmate` validates `.motion.json` with this copy.
    @Test func editorsCopyIsTheSchema() {
        assertGolden(JSONFormSchema.document(), path: "editors/textmate/motion.schema.json")
    }

    @Test func everyDescriptionIsQuotedFromTheDocumentation() throws {
        let docs = try Self.documentation()
        let descriptions = JSONFormSchema.Descriptions.all
        #expect(descriptions.count >= 40)
        for description in descriptions {
            let quoted = docs.contains(description)
            #expect(quoted, "not in specs/json-format.md or specs/language.md: \(description)")
        }
    }

    @Test func objectsHaveTheDecodersKeys() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(_ object: Any?) -> [String] {
            ((object as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted() ?? []
        }
        #expect(keys(schema) == JSONFormKeys.control.sorted())
        #expect(keys(definitions["shape"]) == JSONFormKeys.shape.sorted())
        #expect(keys(definitions["repeat"]) == JSONFormKeys.repeat.sorted())
        #expect(keys(definitions["state"]) == JSONFormKeys.state.sorted())
        #expect(keys(definitions["transition"]) == JSONFormKeys.transition.sorted())
        #expect(keys(definitions["track"]) == JSONFormKeys.track.sorted())
        #expect(keys(definitions["trackGroup"]) == JSONFormKeys.trackGroup.sorted())
        #expect(keys(definitions["loop"]) == JSONFormKeys.loop.sorted())
        for setting in DSLKeywords.settings {
            #expect(definitions["setting-" + setting] != nil, "no schema for the setting \(setting)")
        }
        // Closed everywhere: an unknown key fails, as MS1201 does.
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect((definitions["track"] as? [String: Any])?["additionalProperties"] as? Bool == false)
    }

    @Test func wordsComeFromTheLanguage() throws {
        let text = JSONFormSchema.document()
        #expect(text.contains(#""enum": ["linear", "discrete", "paced", "cubic"]"#))
        #expect(text.contains(#""enum": ["none", "forwards", "backwards", "both"]"#))
        #expect(text.contains(#""enum": ["butt", "round", "square"]"#))
        for name in DSLKeywords.timingNames {
            #expect(JSONFormSchema.timingFunctionPattern.contains("|" + name + "|") || JSONFormSchema.timingFunctionPattern.contains("(?:" + name + "|")
                    || JSONFormSchema.timingFunctionPattern.contains("|" + name + ")"))
        }
        #expect(JSONFormSchema.propertyPathPattern.contains("strokeStart|strokeEnd|trimOffset"))
        #expect(text.hasSuffix("}\n"))
        // Patterns stay within what ECMA-262's unicode mode reads: no identity escapes of `-`.
        #expect(!text.contains("\\\\-"))
        #expect(JSONFormSchema.document() == text, "deterministic")
    }
}
