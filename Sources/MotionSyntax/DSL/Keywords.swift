/// The words each block accepts at the start of a statement, for parsing and for
/// "did you mean" suggestions. Keywords are contextual: anywhere else they are plain names.
public enum DSLKeywords {
    public static let control = ["description", "role", "size", "param", "let", "shape", "group", "repeat", "state", "transition"]
    /// Settings of shapes, groups and repeats (see the language reference).
    public static let settings = ["path", "stroke", "fill", "opacity", "position", "anchor", "scale", "rotation", "trim", "shadow", "dash"]
    public static let nodes = ["shape", "group", "repeat"]
    public static var body: [String] { settings + ["let"] + nodes }
    public static let transitionItems = ["group", "cue", "reduced", "changes"]
    /// Calculation modes, written between a track's property path and its values.
    public static let modes = ["linear", "discrete", "paced", "cubic"]
    /// Timing options of transitions, track groups and tracks.
    public static let options = ["at", "for", "keys", "timing", "fill", "repeat", "autoreverse"]
    /// Timing functions written as a bare name.
    public static let timingNames = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "default",
                                     "easeIn", "easeOut", "easeInEaseOut"]
    /// Timing functions written as a call.
    public static let timingCalls = ["cubic-bezier", "steps", "spring"]
}
