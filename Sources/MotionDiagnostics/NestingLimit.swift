/// How deep a spec may nest: groups of nodes, groups of tracks, arrays and objects in JSON,
/// brackets and operators in expressions. Deeper input is reported once (MS4003), and every walk
/// over a tree stops at this depth, so no input makes the compiler recurse without bound. The
/// runtime stops its own walks at the same depth.
public enum NestingLimit {
    public static let depth = 512
}
