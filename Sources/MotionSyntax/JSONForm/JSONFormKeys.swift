/// The keys of the JSON form, and the order the printer writes them in (documented in
/// `specs/json-format.md`). Comments: `//` (the leading lines) first, `//end` (comments before
/// the closing brace) and `//trailing` (the comment after the declaration) last.
public enum JSONFormKeys {
    public static let leading = "//"
    public static let trailing = "//trailing"
    public static let end = "//end"

    /// The document may name its JSON Schema (`motionspec schema`) for editors; the spec ignores it.
    public static let schema = "$schema"

    public static let control = [schema, leading, "control", "description", "role", "size", "params", "lets", "nodes", "states", "transitions", end, trailing]
    /// A description, size, param, let or assignment that carries comments.
    public static let commentedValue = [leading, "value", trailing]
    public static let shape = [leading, "shape", "body", end, trailing]
    public static let group = [leading, "group", "body", end, trailing]
    public static let `repeat` = [leading, "repeat", "index", "in", "body", end, trailing]
    public static let bodyLet = [leading, "let", "value", trailing]
    public static let state = [leading, "state", "initial", "values", "loop", end, trailing]
    public static let loop = [leading] + timing + ["items", end, trailing]
    public static let timing = ["at", "for", "keys", "timing", "fill", "repeat", "autoreverse"]
    public static let transition = [leading, "from", "to", "reverses"] + timing + ["items", end, trailing]
    public static let transitionReference = ["from", "to"]
    public static let track = [leading, "track", "mode", "values"] + timing + [trailing]
    public static let trackGroup = [leading, "group"] + timing + ["items", end, trailing]
    public static let cue = [leading, "cue", "at", trailing]
    public static let reduced = [leading, "reduced", "for", trailing]
    public static let changes = [leading, "changes"] + timing + [trailing]

    /// The key that holds a setting's main (unlabelled) argument when the setting is written as an object.
    public static func mainArgument(of keyword: String) -> String {
        switch keyword {
        case "stroke", "fill", "shadow": return "color"
        case "path": return "geometry"
        default: return "value"
        }
    }
}
