import MotionCompiler
import MotionEmitters
import MotionSyntax

/// States, transitions and their items.
extension JSONFormSchema {
    static var transitionDefinitions: [(key: String, value: JSONNode)] {
        [
            ("state", described(closed(JSONFormKeys.state, required: ["state"]) { key in
                switch key {
                case "state": return ref("name")
                case "initial": return described(.object([("type", .string("boolean"))]), Descriptions.initial)
                case "loop": return described(.object([("anyOf", .array([ref("loop"), arrayOf(ref("loop"))]))]), Descriptions.loop)
                default:
                    return described(.object([
                        ("type", .string("object")),
                        ("propertyNames", ref("propertyPath")),
                        ("additionalProperties", commented(ref("expression"))),
                    ]), Descriptions.stateValues)
                }
            }, Descriptions.state)),
            ("loop", closed(JSONFormKeys.loop, required: ["items"]) { key in
                key == "items" ? described(arrayOf(ref("item")), Descriptions.loopItems) : timingOption(key)
            }),
            ("timingFunction", .object([
                ("description", .string(Descriptions.timingFunction)),
                ("type", .string("string")),
                ("pattern", .string(timingFunctionPattern)),
            ])),
            ("transition", closed(JSONFormKeys.transition, required: ["from", "to"]) { key in
                switch key {
                case "from": return described(.object([("anyOf", .array([ref("name"), .object([("const", .string("*"))])]))]), Descriptions.from)
                case "to": return described(.object([("anyOf", .array([ref("name"), .object([("const", .string("*"))])]))]), Descriptions.to)
                case "reverses": return described(closed(JSONFormKeys.transitionReference, required: ["from", "to"]) { key in
                    key == "from" ? .object([("anyOf", .array([ref("name"), .object([("const", .string("*"))])]))]) : ref("name")
                }, Descriptions.reverses)
                case "items": return arrayOf(ref("item"))
                default: return timingOption(key)
                }
            }),
            ("item", .object([("anyOf", .array(["track", "trackGroup", "cue", "reduced", "changes"].map { ref($0) }))])),
            ("changes", described(closed(JSONFormKeys.changes, required: ["changes"]) { key in
                key == "changes" ? .object([("const", .bool(true))]) : timingOption(key)
            }, Descriptions.changes)),
            ("track", closed(JSONFormKeys.track, required: ["track", "values"]) { key in
                switch key {
                case "track": return ref("propertyPath")
                case "mode": return described(words(LanguageVocabulary.calculationModes), Descriptions.mode)
                case "values": return described(.object([("type", .string("array")), ("minItems", .int(1)), ("items", ref("expression"))]), Descriptions.values)
                default: return timingOption(key)
                }
            }),
            ("trackGroup", closed(JSONFormKeys.trackGroup, required: ["group"]) { key in
                switch key {
                case "group": return described(.object([("anyOf", .array([ref("name"), .object([("type", .string("null"))])]))]), Descriptions.groupName)
                case "items": return arrayOf(ref("item"))
                default: return timingOption(key)
                }
            }),
            ("cue", closed(JSONFormKeys.cue, required: ["cue"]) { key in
                key == "cue" ? described(ref("name"), Descriptions.cue) : timingOption(key)
            }),
            ("reduced", closed(JSONFormKeys.reduced, required: ["reduced"]) { key in
                key == "reduced" ? described(words(reducedStyles), Descriptions.reduced) : timingOption(key)
            }),
        ]
    }

    /// The reduced-motion styles the checks accept.
    static let reducedStyles = ["instant", "crossfade"]

    /// A timing function written bare: a name, or a call to one of the timing calls.
    static var timingFunctionPattern: String {
        // `-` needs no escape outside a class; ECMA-262's unicode mode (as editors compile patterns) rejects `\-`.
        let names = DSLKeywords.timingNames
        let calls = DSLKeywords.timingCalls
        return "^\\s*(?:(?:" + names.joined(separator: "|") + ")|(?:" + calls.joined(separator: "|") + ")\\s*\\(.*\\))\\s*$"
    }

    /// `at`, `for`, `keys`, `timing`, `fill`, `repeat`, `autoreverse`: shared by transitions, groups and tracks.
    static func timingOption(_ key: String) -> JSONNode {
        switch key {
        case "at": return described(ref("expression"), Descriptions.at)
        case "for": return described(ref("expression"), Descriptions.for)
        case "keys": return described(arrayOf(ref("expression")), Descriptions.keys)
        case "timing": return described(.object([("anyOf", .array([ref("timingFunction"), arrayOf(ref("expression"))]))]), Descriptions.timing)
        case "fill": return described(words(LanguageVocabulary.fillModes), Descriptions.fill)
        case "repeat": return described(ref("expression"), Descriptions.repeat)
        default: return described(.object([("type", .string("boolean"))]), Descriptions.autoreverse)
        }
    }
}
