import MotionDiagnostics
import Testing
@testable import MotionSyntax

/// Decodes JSON-form text; returns the spec and every diagnostic's headline (JSON syntax first).
func decodeJSONForm(_ text: String, path: String = "t.motion.json") -> (SpecFile?, [String], [Diagnostic]) {
    let file = SourceFile(path: path, text: text)
    let (spec, all) = JSONFormDecoder.parse(file)
    return (spec, all.map { DiagnosticRenderer.headline($0, in: file) }, all)
}

@Suite struct JSONFormDecoderTests {
    func headlines(_ text: String) -> [String] { decodeJSONForm(text).1 }

    @Test func theDocumentMustBeAnObject() {
        #expect(headlines("[]") == ["t.motion.json:1:1: error: expected an object describing one control, found an array [MS1202]"])
    }

    @Test func theControlKeyIsRequired() {
        let (spec, lines, _) = decodeJSONForm("{}")
        #expect(spec == nil)
        #expect(lines == ["t.motion.json:1:1: error: missing key 'control' in the document [MS1203]"])
    }

    @Test func unknownKeySuggestsAValidOne() {
        let (_, lines, ds) = decodeJSONForm(#"{"control": "A", "node": []}"#)
        #expect(lines == ["t.motion.json:1:18: error: unknown key 'node' in the document [MS1201]"])
        #expect(ds.first?.notes.map(\.message) == ["did you mean 'nodes'?"])
    }

    @Test func unknownKeyInATrackSuggestsMode() {
        let text = #"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"track": "c.opacity", "mdoe": "paced", "values": []}]}]}"#
        let (_, lines, ds) = decodeJSONForm(text)
        #expect(lines == ["t.motion.json:1:92: error: unknown key 'mdoe' in a track [MS1201]"])
        #expect(ds.first?.notes.map(\.message) == ["did you mean 'mode'?"])
    }

    @Test func stateNameMustBeAString() {
        #expect(headlines(#"{"control": "A", "states": [{"state": 3}]}"#)
                == ["t.motion.json:1:39: error: expected a string naming the state, found a number [MS1202]"])
    }

    @Test func transitionNeedsATarget() {
        #expect(headlines(#"{"control": "A", "transitions": [{"from": "off"}]}"#)
                == ["t.motion.json:1:34: error: missing key 'to' in a transition [MS1203]"])
    }

    @Test func aBodyItemHoldsOneSetting() {
        let (_, lines, ds) = decodeJSONForm(#"{"control": "A", "nodes": [{"shape": "s", "body": [{"path": "p", "stroke": "red"}]}]}"#)
        #expect(lines == ["t.motion.json:1:66: error: a body item holds one setting, found 'path' and 'stroke' [MS1204]"])
        #expect(ds.first?.notes.map(\.kind) == [.help])
    }

    @Test func aNodeHasOneKind() {
        #expect(headlines(#"{"control": "A", "nodes": [{"shape": "s", "group": "g"}]}"#)
                == ["t.motion.json:1:43: error: a node cannot be both a 'shape' and a 'group' [MS1204]"])
    }

    @Test func namesMustBeDSLNames() {
        #expect(headlines(#"{"control": "2fast"}"#) == ["t.motion.json:1:13: error: '2fast' is not a valid name [MS1205]"])
        #expect(headlines(#"{"control": "A", "params": {"line width": 4}}"#)
                == ["t.motion.json:1:29: error: 'line width' is not a valid name [MS1205]"])
    }

    @Test func commentsMustBeWritableInTheDSL() {
        #expect(headlines(#"{"control": "A", "//trailing": "a\nb"}"#)
                == ["t.motion.json:1:32: error: a line comment cannot hold a line break [MS1206]"])
        #expect(headlines(#"{"control": "A", "//": ["/* open"]}"#)
                == ["t.motion.json:1:25: error: a block comment must end with '*/' [MS1206]"])
        #expect(headlines(#"{"control": "A", "//": ["/* a */ b"]}"#)
                == ["t.motion.json:1:25: error: only another comment may follow '*/' in a comment [MS1206]"])
    }

    @Test func tuplesNeedTwoElementsAndSizesExactlyTwo() {
        #expect(headlines(#"{"control": "A", "params": {"p": [1]}}"#)
                == ["t.motion.json:1:34: error: a tuple needs at least two elements, found 1 [MS1207]"])
        #expect(headlines(#"{"control": "A", "size": [50]}"#)
                == ["t.motion.json:1:26: error: expected [width, height], found 1 element [MS1208]"])
    }

    @Test func aTransitionItemNeedsAKind() {
        #expect(headlines(#"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"for": "0.3s"}]}]}"#)
                == ["t.motion.json:1:69: error: a transition item needs a 'track', 'group', 'cue', 'reduced' or 'changes' key [MS1203]"])
    }

    @Test func nullIsNotAnExpression() {
        #expect(headlines(#"{"control": "A", "params": {"p": null}}"#)
                == ["t.motion.json:1:34: error: expected an expression (a number, a boolean, an array or a string), found null [MS1202]"])
    }

    @Test func reportsEveryProblemOnItsOwnLine() {
        let text = """
        {
          "control": "A",
          "states": [
            {"state": "off", "inital": true}
          ],
          "transitions": [
            {"from": "off", "to": "on", "items": [{"cue": 1}]}
          ]
        }
        """
        #expect(headlines(text) == [
            "t.motion.json:4:22: error: unknown key 'inital' in a state [MS1201]",
            "t.motion.json:7:51: error: expected a string naming the cue, found a number [MS1202]",
        ])
    }

    @Test func decodesNumbersBooleansTuplesAndOrderedSettings() throws {
        let text = #"""
        {"control": "A", "size": [50, 50], "params": {"w": -4, "on": true},
         "nodes": [{"shape": "s", "body": [{"stroke": {"width": 4, "color": "red", "reversed": true}}]}],
         "states": [{"state": "off", "initial": true, "values": {}}, {"state": "on", "initial": false}]}
        """#
        let (spec, lines, _) = decodeJSONForm(text)
        #expect(lines == [])
        let c = try #require(spec?.control)
        #expect(c.name.name == "A")
        #expect(c.params.map(\.name.name) == ["w", "on"])
        // As the DSL parser reads `-4`: one negative number, not unary minus.
        #expect(c.params[0].value.kind == .number(-4, unit: nil))
        #expect(c.params[1].value.kind == .name("true"))
        guard case .shape(let s) = c.nodes.first, case .setting(let stroke) = s.body.first else {
            Issue.record("expected a shape with a setting")
            return
        }
        // The main argument moves first; the others keep their order.
        #expect(stroke.arguments.map { $0.label?.name } == [nil, "width", "reversed"])
        #expect(stroke.arguments[2].isFlag)
        #expect(c.states.map(\.isInitial) == [true, false])
    }

    @Test func expressionErrorsHaveExactColumnsInPlainStrings() {
        #expect(headlines(#"{"control": "A", "params": {"p": "1 +* 2"}}"#)
                == ["t.motion.json:1:38: error: expected an expression, found '*' [MS1109]"])
    }

    @Test func expressionErrorsInEscapedStringsPointAtTheString() {
        #expect(headlines(#"{"control": "A", "params": {"p": "\u0031 +* 2"}}"#)
                == ["t.motion.json:1:34: error: expected an expression, found '*' [MS1109]"])
    }

    @Test func propertyPathErrorsInKeysAndTracksHaveExactColumns() {
        #expect(headlines(#"{"control": "A", "states": [{"state": "s", "values": {"knob.": 1}}]}"#)
                == ["t.motion.json:1:61: error: expected a property name, found end of text [MS1108]"])
        let track = #"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"track": "c..opacity", "values": []}]}]}"#
        #expect(headlines(track) == ["t.motion.json:1:81: error: expected '.' and a property name after 'c', found '..' [MS1108]"])
    }

    /// The DSL parser accepts only known settings and modes, so the JSON form checks them too.
    @Test func unknownSettingsAndModesAreRejectedWithSuggestions() {
        let (_, setting, ds) = decodeJSONForm(#"{"control": "A", "nodes": [{"shape": "s", "body": [{"strok": "red"}]}]}"#)
        #expect(setting == ["t.motion.json:1:53: error: unknown setting 'strok' in a body item [MS1201]"])
        #expect(ds.first?.notes.map(\.message).last == "did you mean 'stroke'?")
        let mode = #"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"track": "c.opacity", "mode": "pacd", "values": []}]}]}"#
        let (_, modeLines, modeDs) = decodeJSONForm(mode)
        #expect(modeLines == ["t.motion.json:1:100: error: unknown calculation mode 'pacd' [MS1209]"])
        #expect(modeDs.first?.notes.map(\.message).last == "did you mean 'paced'?")
    }

    @Test func aGroupCannotBeNamedLikeATimingWord() {
        let text = #"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"group": "linear", "items": []}]}]}"#
        #expect(headlines(text) == ["t.motion.json:1:79: error: 'linear' cannot name a group: the DSL reads it as a timing word [MS1209]"])
    }

    @Test func aBareTimingMustBeATimingFunction() {
        let (_, lines, ds) = decodeJSONForm(#"{"control": "A", "transitions": [{"from": "a", "to": "b", "timing": "linar", "items": []}]}"#)
        #expect(lines == ["t.motion.json:1:69: error: 'linar' is not a timing function [MS1209]"])
        #expect(ds.first?.notes.last?.message == "did you mean 'linear'?")
    }

    @Test func aTrackWithoutAModeCannotStartWithAList() {
        let text = #"{"control": "A", "transitions": [{"from": "a", "to": "b", "items": [{"track": "c.opacity", "values": ["[0, 1]", 2]}]}]}"#
        #expect(headlines(text) == ["t.motion.json:1:103: error: a track's first value cannot be a list without a mode [MS1209]"])
    }

    @Test func aSettingObjectNeedsItsMainValue() {
        #expect(headlines(#"{"control": "A", "nodes": [{"shape": "s", "body": [{"stroke": {"width": 4}}]}]}"#)
                == ["t.motion.json:1:63: error: missing key 'color' in the 'stroke' setting [MS1203]"])
    }

    @Test func flagsAreBareOnlyForTheDSLsFlagWords() throws {
        let text = #"{"control": "A", "nodes": [{"shape": "s", "body": [{"path": {"geometry": "g", "reversed": true, "closed": true}}]}]}"#
        let spec = try #require(decodeJSONForm(text).0)
        #expect(DSLPrinter.print(spec).contains("    path g, reversed, closed: true\n"))
    }

    @Test func parseStopsAtJSONSyntaxErrorsAndGoesOnAfterDuplicateKeys() {
        let (spec, broken, _) = decodeJSONForm(#"{"control": "A",}"#)
        #expect(spec == nil)
        #expect(broken.count == 1)
        #expect(broken.first?.hasSuffix("[MS1005]") == true)
        let (_, duplicate, _) = decodeJSONForm(#"{"control": "A", "control": "B", "nodez": []}"#)
        #expect(duplicate.map { String($0.suffix(8)) } == ["[MS1017]", "[MS1201]"])
    }
}
