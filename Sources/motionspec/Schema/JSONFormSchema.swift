import MotionCompiler
import MotionEmitters
import MotionSyntax

/// The JSON Schema (draft 2020-12) of the JSON form, `motionspec schema`: built from the tables the
/// decoder and the checks read (the keys of each object, the settings and their labels, the property
/// names, the modes, timing functions and fill modes), with descriptions quoted from
/// `specs/json-format.md` and `specs/language.md` (a test checks each one is there). Every object is
/// closed, as the decoder rejects unknown keys (MS1201). What only the DSL grammar can judge inside a
/// string (an expression) is a string here.
public enum JSONFormSchema {
    public static let identifier = "urn:motionspec:schema:motion-json"

    /// The schema as a JSON document, ending in a newline.
    public static func document() -> String { JSONWriter.document(schema, style: .pretty) }

    static var schema: JSONNode {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("MotionSpec spec (.motion.json)")),
            ("description", .string(Descriptions.document)),
            ("type", .string("object")),
            ("properties", .object(controlProperties)),
            ("required", .array([.string("control")])),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
    }

    static var controlProperties: [(key: String, value: JSONNode)] {
        JSONFormKeys.control.map { key in
            switch key {
            case JSONFormKeys.schema: return (key, described(.object([("type", .string("string"))]), Descriptions.schemaKey))
            case "control": return (key, described(ref("name"), Descriptions.control))
            case "description": return (key, described(commented(.object([("type", .string("string"))])), Descriptions.description))
            case "role":
                let names = JSONNode.array(ControlRole.names.map { .string($0) })
                return (key, described(commented(.object([("type", .string("string")), ("enum", names)])), Descriptions.role))
            case "size": return (key, described(commented(tuple(count: 2)), Descriptions.size))
            case "params": return (key, described(namedValues, Descriptions.params))
            case "lets": return (key, described(namedValues, Descriptions.lets))
            case "nodes": return (key, described(arrayOf(ref("node")), Descriptions.nodes))
            case "states": return (key, described(arrayOf(ref("state")), Descriptions.states))
            case "transitions": return (key, described(arrayOf(ref("transition")), Descriptions.transitions))
            default: return comment(key)
            }
        }
    }

    static var definitions: [(key: String, value: JSONNode)] {
        [
            ("name", .object([
                ("type", .string("string")),
                ("pattern", .string("^" + namePattern + "$")),
                ("description", .string(Descriptions.name)),
            ])),
            ("expression", .object([
                ("description", .string(Descriptions.expression)),
                ("anyOf", .array([
                    .object([("type", .string("number"))]),
                    .object([("type", .string("boolean"))]),
                    .object([("type", .string("string"))]),
                    .object([("type", .string("array")), ("minItems", .int(2)), ("items", ref("expression"))]),
                ])),
            ])),
            ("comments", .object([
                ("description", .string(Descriptions.comments)),
                ("anyOf", .array([ref("commentText"), arrayOf(ref("commentText"))])),
            ])),
            ("comment", described(ref("commentText"), Descriptions.trailingComment)),
            ("commentText", .object([
                ("type", .string("string")),
                ("pattern", .string(commentPattern)),
                ("description", .string(Descriptions.commentText)),
            ])),
            ("propertyPath", .object([
                ("type", .string("string")),
                ("pattern", .string(propertyPathPattern)),
                ("description", .string(Descriptions.propertyPath)),
            ])),
            ("node", .object([("anyOf", .array(JSONFormSchema.nodeKinds.map { ref($0) }))])),
            ("shape", node(kind: "shape", keys: JSONFormKeys.shape)),
            ("group", node(kind: "group", keys: JSONFormKeys.group)),
            ("repeat", node(kind: "repeat", keys: JSONFormKeys.repeat)),
            ("bodyItem", .object([("anyOf", .array(JSONFormSchema.nodeKinds.map { ref($0) } + [ref("let")] + DSLKeywords.settings.map { ref("setting-" + $0) }))])),
            ("let", closed(JSONFormKeys.bodyLet, required: ["let", "value"]) { key in
                key == "let" ? ref("name") : ref("expression")
            }),
        ] + DSLKeywords.settings.map { ("setting-" + $0, setting($0)) } + transitionDefinitions
    }

    static let nodeKinds = DSLKeywords.nodes

    /// `[A-Za-z_][A-Za-z0-9_]*`, with `-` allowed between two letters (`ease-in-out`).
    static let namePattern = "[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z][A-Za-z0-9_]*)*"

    /// A line comment without a line break, or block comments followed only by blanks and comments.
    static let commentPattern = "^(?:(?!/\\*)[^\\r\\n]*|/\\*[\\s\\S]*?\\*/(?:[ \\t]*/\\*[\\s\\S]*?\\*/)*[ \\t]*(?://[^\\r\\n]*)?)$"

    /// `shape.property`, `star[3].property`, `star[i].property`.
    static var propertyPathPattern: String {
        "^" + namePattern + "(?:\\[\\s*(?:[0-9]+|" + namePattern + ")\\s*\\])?\\.(?:"
            + LanguageVocabulary.propertyNames.joined(separator: "|") + ")$"
    }

    static func node(kind: String, keys: [String]) -> JSONNode {
        closed(keys, required: kind == "repeat" ? [kind, "index", "in"] : [kind]) { key in
            switch key {
            case kind, "index": return ref("name")
            case "in": return described(ref("expression"), Descriptions.repeatRange)
            default: return described(arrayOf(ref("bodyItem")), Descriptions.body)
            }
        }
    }

    /// `{"stroke": …}`: the value is an expression, or an object of the main argument and labels.
    static func setting(_ keyword: String) -> JSONNode {
        let main = JSONFormKeys.mainArgument(of: keyword)
        var arguments: [(key: String, value: JSONNode)] = [(main, ref("expression"))]
        for label in LanguageVocabulary.settingLabels(of: keyword) {
            arguments.append((label, labelValue(setting: keyword, label: label)))
        }
        arguments.append(("", described(ref("expression"), Descriptions.unlabelledArgument)))
        let object: JSONNode = .object([
            ("type", .string("object")),
            ("properties", .object(arguments)),
            ("required", .array([.string(main)])),
            ("additionalProperties", .bool(false)),
        ])
        let value: JSONNode = .object([("anyOf", .array([ref("expression"), object]))])
        return closed([JSONFormKeys.leading, keyword, JSONFormKeys.trailing], required: [keyword]) { key in
            key == keyword ? described(value, Descriptions.setting(keyword)) : JSONNode.null
        }
    }

    static func labelValue(setting: String, label: String) -> JSONNode {
        switch (setting, label) {
        case ("stroke", "cap"): return words(LineCap.allCases.map(\.rawValue))
        case ("stroke", "join"): return words(LineJoin.allCases.map(\.rawValue))
        case ("path", "direction"): return words(LanguageVocabulary.pathDirections)
        case ("path", "reversed"): return .object([("const", .bool(true))])
        default: return ref("expression")
        }
    }

    // MARK: Building blocks

    static func ref(_ name: String) -> JSONNode { .object([("$ref", .string("#/$defs/" + name))]) }

    static func arrayOf(_ items: JSONNode) -> JSONNode { .object([("type", .string("array")), ("items", items)]) }

    static func words(_ words: [String]) -> JSONNode { .object([("enum", .array(words.map(JSONNode.string)))]) }

    static func tuple(count: Int) -> JSONNode {
        .object([("type", .string("array")), ("minItems", .int(count)), ("maxItems", .int(count)), ("items", ref("expression"))])
    }

    static func described(_ node: JSONNode, _ description: String) -> JSONNode {
        guard case .object(var members) = node else { return node }
        members.append(("description", .string(description)))
        return .object(members)
    }

    /// A value that may carry comments: the bare value, or `{"//": …, "value": …, "//trailing": …}`.
    static func commented(_ value: JSONNode) -> JSONNode {
        .object([("anyOf", .array([value, closed(JSONFormKeys.commentedValue, required: ["value"]) { _ in value }]))])
    }

    /// `"params": {"strokeColor": "#ff0000", …}`: names to expressions that may carry comments.
    static var namedValues: JSONNode {
        .object([
            ("type", .string("object")),
            ("propertyNames", ref("name")),
            ("additionalProperties", commented(ref("expression"))),
        ])
    }

    static func comment(_ key: String) -> (key: String, value: JSONNode) {
        switch key {
        case JSONFormKeys.leading: return (key, ref("comments"))
        case JSONFormKeys.end: return (key, described(ref("comments"), Descriptions.endComments))
        default: return (key, ref("comment"))
        }
    }

    /// An object with exactly `keys`: the comment keys get their schema, the others `value(key)`.
    static func closed(_ keys: [String], required: [String], _ value: (String) -> JSONNode) -> JSONNode {
        let properties = keys.map { key in key.hasPrefix("//") ? comment(key) : (key, value(key)) }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .array(required.map(JSONNode.string))),
            ("additionalProperties", .bool(false)),
        ])
    }
}
