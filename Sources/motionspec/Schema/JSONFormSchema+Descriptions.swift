import MotionCompiler
import MotionEmitters
import MotionSyntax

extension JSONFormSchema {
    /// The schema's descriptions, each quoted from `specs/json-format.md` or `specs/language.md`
    /// (JSONFormSchemaTests checks that the page holds every one), so editors show the documentation.
    enum Descriptions {
        static let document = "A spec can be written as JSON instead of DSL. The JSON form is exactly one-to-one with the syntax tree"
        static let schemaKey = "The document may name its JSON Schema"
        static let control = "the control's name"
        static let description = "`description \"…\"`"
        static let role = "what the control is to assistive technology (switch when absent)"
        static let size = "`[width, height]`, two expressions"
        static let params = "A `param` is a value the host app can change at run time (a theme colour, a line width); its value here is the default."
        static let lets = "A `let` is a constant for the spec's own arithmetic"
        static let nodes = "shapes, groups and repeats, in order"
        static let states = "A state gives properties their values at rest; one state is `initial`."
        static let transitions = "Each line in a transition is a *track*: one property, its keyframe values, and when and how it moves."
        static let name = "a letter or `_`, then letters, digits, `_`; a `-` between two letters continues a name"
        static let expression = "Wherever the DSL has an expression, the JSON form has a JSON value"
        static let comments = "an array of strings (or one string)"
        static let commentText = "A line comment cannot hold a line break, a block comment must be closed, and only blanks and further comments may follow it"
        static let trailingComment = "the comment after the declaration on its last line (after `}` for a block)"
        static let endComments = "comments before the closing `}` of a block"
        static let propertyPath = "A property path is `shape.property`, `star[3].property` (one instance) or `star[i].property` (every instance"
        static let repeatRange = "an expression, usually `\"0 ..< 7\"`"
        static let body = "its `\"body\"` is an array of items in source order, since settings, constants and (in groups) nodes interleave"
        static let unlabelledArgument = "An unlabelled argument after the first (`stroke red, 4`) has the key `\"\"`"
        static let initial = "`true` for the initial state (`false` is the same as leaving it out)"
        static let stateValues = "an object: property path → expression, in order"
        static let state = "A state gives values to the properties it names; the others keep the values the node's settings give."
        static let timingFunction = "A bare timing function must be one the DSL reads as one among the options"
        static let from = "a state's name, or `\"*\"` for any state"
        static let mode = "`\"mode\"` must be one of the four modes (MS1209)."
        static let values = "A track's `\"track\"` is a property path and `\"values\"` (required) an array of expressions."
        static let groupName = "A group's `\"group\"` is its name, or `null` for a group without one."
        static let cue = "`cue` names an event the host hears at a time in the transition (a haptic tap)"
        static let reduced = "`reduced` says what plays instead when the user asks for reduced motion."
        static let at = "`at TIME` (begin, relative to the enclosing group)"
        static let `for` = "`for TIME` (duration)"
        static let keys = "`keys [k0, …]` (key times, fractions or seconds)"
        static let timing = "a timing function or `timing [tf0, tf1, …]` (one per segment)"
        static let fill = "`\"none\"`, `\"forwards\"`, `\"backwards\"` or `\"both\"`"
        static let `repeat` = "`repeat N|forever`"
        static let autoreverse = "`true` (`false` is the same as leaving it out)"

        static func setting(_ keyword: String) -> String {
            switch keyword {
            case "path": "`path GEOMETRY[, start: SIDE|ANGLE][, direction: clockwise|counterclockwise][, reversed]`"
            case "stroke": "`stroke COLOUR|GRADIENT[, width: N][, cap: butt|round|square][, join: miter|round|bevel][, miter: N]`"
            case "fill": "`fill COLOUR`, `fill GRADIENT` or `fill none`"
            case "opacity": "`opacity N` (0…1)"
            case "position": "`position (x, y)`: a translation"
            case "anchor": "`anchor (x, y)`: the point rotation and scale are about; default the centre of the path's bounds"
            case "scale": "`scale N` or `scale (sx, sy)`"
            case "rotation": "`rotation ANGLE` (clockwise on screen)"
            case "trim": "`trim START .. END[, offset: N]` (fractions of the path's length)"
            case "dash": "`dash [ON, OFF, …][, phase: N]`: the stroke's dash pattern (lengths ≥ 0, one positive, at most 32) and its phase at rest"
            default: "`shadow COLOUR[, offset: (dx, dy)][, blur: N][, opacity: N]`"
            }
        }

        /// Every description, for the test that finds each in the documentation.
        static let to = "a state's name, or `\"*\"` for every state (only with a `changes` item)"
        static let reverses = "`{\"from\": \"A\", \"to\": \"B\"}`: the transition this one plays backwards"
        static let changes = "`\"changes\"` (`true`), timing options"
        static let loop = "the state's idle animation, played without end while the control rests in it"
        static let loopItems = "an array of tracks and groups"

        static var all: [String] {
            [document, schemaKey, control, description, size, params, lets, nodes, states, transitions, name, expression,
             comments, commentText, trailingComment, endComments, propertyPath, repeatRange, body, unlabelledArgument, initial,
             stateValues, state, timingFunction, from, mode, values, groupName, cue, reduced, at, `for`, keys, timing,
             fill, `repeat`, autoreverse, to, reverses, changes, loop, loopItems] + DSLKeywords.settings.map(setting)
        }
    }
}
