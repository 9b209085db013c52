/// The keys of the JSON form, and the order the printer writes them in (documented in
/// `specs/json-format.md`). Comments: `//` (the leading lines) first, `//end` (comments before
/// the closing brace) and `//trailing` (the comment after the declaration) last.
enum JSONFormKeys {
    static let leading = "//"
    static let trailing = "//trailing"
    static let end = "//end"

    static let control = [leading, "control", "description", "size", "params", "lets", "nodes", "states", "transitions", end, trailing]
    /// A description, size, param, let or assignment that carries comments.
    static let commentedValue = [leading, "value", trailing]
    static let shape = [leading, "shape", "body", end, trailing]
    static let group = [leading, "group", "body", end, trailing]
    static let `repeat` = [leading, "repeat", "index", "in", "body", end, trailing]
    static let bodyLet = [leading, "let", "value", trailing]
    static let state = [leading, "state", "initial", "values", end, trailing]
    static let timing = ["at", "for", "keys", "timing", "fill", "repeat", "autoreverse"]
    static let transition = [leading, "from", "to", "reverses"] + timing + ["items", end, trailing]
    static let transitionReference = ["from", "to"]
    static let track = [leading, "track", "mode", "values"] + timing + [trailing]
    static let trackGroup = [leading, "group"] + timing + ["items", end, trailing]
    static let cue = [leading, "cue", "at", trailing]
    static let reduced = [leading, "reduced", "for", trailing]
    static let changes = [leading, "changes"] + timing + [trailing]

    /// The key that holds a setting's main (unlabelled) argument when the setting is written as an object.
    static func mainArgument(of keyword: String) -> String {
        switch keyword {
        case "stroke", "fill", "shadow": return "color"
        case "path": return "geometry"
        default: return "value"
        }
    }
}
