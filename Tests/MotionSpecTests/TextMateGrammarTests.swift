import Foundation
import MotionCompiler
import MotionSyntax
import Testing
import TestSupport

/// `editors/textmate/motion.tmLanguage.json`: the seed specs and the examples tokenized as an editor
/// would (`Tests/Consumers/textmate_tokenize.py`, a small TextMate engine over Python's `re`), with
/// the scopes of chosen tokens checked, and the grammar's word lists checked against the language's.
@Suite struct TextMateGrammarTests {
    static let grammarPath = "editors/textmate/motion.tmLanguage.json"

    struct Token {
        let line: Int
        let column: Int
        let text: String
        let scopes: [String]
    }

    static func tokenize(_ files: [String]) throws -> (tokens: [String: [Token]], unclosed: [String: [String]]) {
        let run = try ConsumerTools.run("textmate_tokenize.py", [Repository.url(grammarPath).path] + files.map { Repository.url($0).path })
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        var tokens: [String: [Token]] = [:]
        for (path, list) in json["files"] as? [String: [[Any]]] ?? [:] {
            let relative = String(path.dropFirst(Repository.root.path.count + 1))
            tokens[relative] = list.map { Token(line: $0[0] as? Int ?? 0, column: $0[1] as? Int ?? 0, text: $0[2] as? String ?? "",
                                                 scopes: $0[3] as? [String] ?? []) }
        }
        var unclosed: [String: [String]] = [:]
        for (path, list) in json["unclosed"] as? [String: [String]] ?? [:] {
            unclosed[String(path.dropFirst(Repository.root.path.count + 1))] = list
        }
        return (tokens, unclosed)
    }

    /// The innermost scope of the first token with this text on the first line containing `context`.
    static func scope(of text: String, in tokens: [Token], file: String, line context: String) throws -> String? {
        let lines = try Repository.read(file).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(context) }) else { return "(no line with \(context))" }
        return tokens.first { $0.line == index + 1 && $0.text == text }?.scopes.last
    }

    @Test func seedSpecsAndExamplesGetTheirScopes() throws {
        let files = try Repository.files(in: "specs", suffix: ".motion") + Repository.files(in: "examples", suffix: ".motion")
        let (tokens, unclosed) = try Self.tokenize(files)
        #expect(tokens.count == files.count)
        for file in files {
            #expect(unclosed[file] == [], "\(file) ends inside \(unclosed[file] ?? [])")
            // Every token is scoped beyond the grammar's own scope, or is a name, blank or stray text.
            let list = try #require(tokens[file])
            #expect(list.allSatisfy { $0.scopes.first == "source.motion" })
        }
        let expectations: [(file: String, line: String, token: String, scope: String)] = [
            ("specs/flat-switch.motion", "control FlatSwitch", "control", "storage.type.control.motion"),
            ("specs/flat-switch.motion", "control FlatSwitch", "FlatSwitch", "entity.name.type.control.motion"),
            ("specs/flat-switch.motion", "description", "\"", "punctuation.definition.string.begin.motion"),
            ("specs/flat-switch.motion", "description", "A ring that unwinds into a checkmark", "string.quoted.double.motion"),
            ("specs/flat-switch.motion", "param strokeColor", "param", "storage.type.motion"),
            ("specs/flat-switch.motion", "param strokeColor", "#ff0000", "constant.other.color.rgb-value.motion"),
            ("specs/flat-switch.motion", "param strokeColor", " circle and checkmark", "comment.line.double-slash.motion"),
            ("specs/flat-switch.motion", "shape trail", "trail", "entity.name.tag.node.motion"),
            ("specs/flat-switch.motion", "rotation 212deg", "rotation", "keyword.other.setting.motion"),
            ("specs/flat-switch.motion", "rotation 212deg", "212", "constant.numeric.motion"),
            ("specs/flat-switch.motion", "rotation 212deg", "deg", "keyword.other.unit.motion"),
            ("specs/flat-switch.motion", "path oval(0, 0, 2 * r, 2 * r) //", "oval", "support.function.builtin.motion"),
            ("specs/flat-switch.motion", "stroke trailStrokeColor", "width", "variable.parameter.label.motion"),
            ("specs/flat-switch.motion", "stroke trailStrokeColor", "round", "support.constant.motion"),
            ("specs/flat-switch.motion", "state off initial", "off", "entity.name.label.state.motion"),
            ("specs/flat-switch.motion", "state off initial", "initial", "storage.modifier.initial.motion"),
            ("specs/flat-switch.motion", "checkmark.trim 0 .. 0", "trim", "support.type.property-name.motion"),
            ("specs/flat-switch.motion", "checkmark.trim 0 .. 0", "..", "keyword.operator.range.motion"),
            ("specs/flat-switch.motion", "transition off -> on", "->", "keyword.operator.arrow.motion"),
            ("specs/flat-switch.motion", "group checkmark for 0.3s linear", "linear", "support.function.timing.motion"),
            ("specs/flat-switch.motion", "group checkmark for 0.3s linear", "s", "keyword.other.unit.motion"),
            ("specs/flat-switch.motion", "checkmark.strokeEnd paced", "paced", "keyword.other.mode.motion"),
            ("specs/flat-switch.motion", "checkmark.strokeEnd paced", "strokeEnd", "support.type.property-name.motion"),
            ("specs/flat-switch.motion", "at 0.15s for 0.15s", "at", "keyword.other.motion"),
            ("specs/check-button.motion", "mark.strokeStart current -> 0.038", "current", "keyword.other.motion"),
            ("specs/check-button.motion", "mark.strokeStart current -> 0.038", "cubic-bezier", "support.function.timing.motion"),
            ("specs/check-button.motion", "param tint = white", "white", "support.constant.color.motion"),
            ("specs/check-button.motion", "path svg(", "svg", "support.function.builtin.motion"),
            ("specs/check-button.motion", "path svg(", "M 33.85 11.21 L 16.5 26.07 L 2.95 10.33 C 2.95 10.33 3.21 9.86 3.57 9.3 C 3.77 8.98 4.04 8.59 4.33 8.2 C 4.87 7.45 5.59 6.62 6.12 6.11 C 6.69 5.54 7.62 4.72 8.53 4.08 C 9.59 3.33 10.6 2.79 10.6 2.79 C 10.6 2.79 18.78 -2.09 28.09 2.65 C 37.4 7.39 41.1 18.78 36.36 28.09 C 31.61 37.4 20.22 41.1 10.91 36.36 C 5.18 33.44 1.47 27.88 0.71 21.82 C 0.59 20.84 0.55 19.85 0.59 18.86 C 0.64 17.66 0.78 16.45 1.06 15.25 C 1.09 15.12 1.36 13.92 1.79 12.78 C 2.22 11.67 2.9 10.41 2.91 10.39", "string.quoted.double.motion"),
            ("specs/check-button.motion", "transition * -> on", "*", "entity.name.label.state.motion"),
            ("specs/shape-switch.motion", "param offColor = white(0.95)", "white", "support.function.builtin.motion"),
            ("specs/shape-switch.motion", "changes default", "default", "support.function.timing.motion"),
            ("specs/day-night-switch.motion", "repeat star[i] in 0 ..< 7", "repeat", "storage.type.node.motion"),
            ("specs/day-night-switch.motion", "repeat star[i] in 0 ..< 7", "..<", "keyword.operator.range.motion"),
            ("specs/day-night-switch.motion", "cue haptic", "cue", "keyword.other.motion"),
            ("specs/day-night-switch.motion", "reduced crossfade", "crossfade", "support.constant.motion"),
            ("examples/spinner.motion", "ring.rotation 0deg -> 1turn", "turn", "keyword.other.unit.motion"),
            ("examples/spinner.motion", "loop for 0.8s", "loop", "keyword.other.motion"),
            ("examples/spinner.motion", "loop for 0.8s", "for", "keyword.other.motion"),
            ("examples/button.motion", "spring(response", "spring", "support.function.timing.motion"),
            ("examples/button.motion", "spring(response", "response", "variable.parameter.label.motion"),
            ("examples/progress.motion", "2 * r), start: top", "top", "support.constant.motion"),
            ("examples/progress.motion", "role progress", "role", "keyword.other.motion"),
            ("examples/progress.motion", "role progress", "progress", "constant.language.role.motion"),
        ]
        for e in expectations {
            let found = try Self.scope(of: e.token, in: tokens[e.file] ?? [], file: e.file, line: e.line)
            #expect(found == e.scope, "\(e.file), '\(e.token)' on the line with '\(e.line)': \(found ?? "no such token")")
        }
    }

    @Test func blockCommentsSpanLinesAndNumbersInNamesAreNot() throws {
        let folder = Repository.url(".build/authoring")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "/* a\n   b */ control X {\n  let r2 = s.0 + .5s + 50%\n  let t = \"a\\\"b\"\n  description \"open\n  size 1 x 1\n}\n"
        try text.write(to: folder.appendingPathComponent("lexical.motion"), atomically: true, encoding: .utf8)
        let (tokens, unclosed) = try Self.tokenize([".build/authoring/lexical.motion"])
        let list = try #require(tokens[".build/authoring/lexical.motion"])
        #expect(unclosed[".build/authoring/lexical.motion"] == [])
        func scopes(_ text: String, line: Int) -> [String]? { list.first { $0.line == line && $0.text == text }?.scopes }
        #expect(scopes("   b ", line: 2)?.last == "comment.block.motion")
        #expect(scopes("control", line: 2)?.last == "storage.type.control.motion")
        #expect(scopes("r2", line: 3)?.last == "variable.other.constant.motion")
        // The `.0` of `s.0` is a member, not a number.
        let member = try #require(list.first { $0.line == 3 && $0.column == 14 })
        #expect(member.text.hasPrefix("0") && !member.scopes.contains("constant.numeric.motion"), "\(member)")
        #expect(scopes(".5", line: 3)?.last == "constant.numeric.motion")
        #expect(scopes("%", line: 3)?.last == "keyword.other.unit.motion")
        #expect(scopes("\\\"", line: 4)?.last == "constant.character.escape.motion")
        // A string left open ends with its line, as the language's lexer ends it.
        #expect(scopes("open", line: 5)?.last == "string.quoted.double.motion")
        #expect(scopes("size", line: 6)?.last == "keyword.other.motion")
    }

    /// The grammar's word lists hold the language's words: settings, properties, timing functions, modes.
    @Test func grammarKnowsTheLanguagesWords() throws {
        let grammar = try Repository.read(Self.grammarPath)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(grammar.utf8)) as? [String: Any])
        #expect(json["scopeName"] as? String == "source.motion")
        let repository = try #require(json["repository"] as? [String: Any])
        func patternText(_ key: String) -> String {
            guard let data = try? JSONSerialization.data(withJSONObject: repository[key] ?? [:]),
                  let object = try? JSONSerialization.jsonObject(with: data) else { return "" }
            return "\(object)"
        }
        func alternatives(_ key: String) -> Set<String> {
            var words: Set<String> = []
            for match in patternText(key).matches(of: #/\(([A-Za-z|\\-]+)\)/#) {
                for word in match.1.split(separator: "|") { words.insert(String(word).replacing("\\-", with: "-")) }
            }
            return words
        }
        #expect(Set(DSLKeywords.settings).isSubset(of: alternatives("settings")))
        #expect(Set(LanguageVocabulary.propertyNames).isSubset(of: alternatives("property-paths")))
        #expect(Set(DSLKeywords.timingNames + DSLKeywords.timingCalls).isSubset(of: alternatives("timing-functions")))
        #expect(Set(DSLKeywords.modes.filter { $0 != "linear" }).isSubset(of: alternatives("keywords")))
        #expect(Set(DSLKeywords.options).isSubset(of: alternatives("keywords")))
        #expect(Set(LanguageVocabulary.colorNames).isSubset(of: alternatives("constants")))
        #expect(Set(ControlRole.names).isSubset(of: alternatives("declarations")))
    }
}
