import MotionRuntime

/// The words a spec may write for a runtime enum, in the order messages list them. The runtime's
/// enums carry no spelling of their own: the words are the language's, so they live here.
struct Keywords<Value: Sendable>: Sendable {
    let entries: [(word: String, value: Value)]

    var words: [String] { entries.map(\.word) }

    func value(of word: String) -> Value? { entries.first { $0.word == word }?.value }
}

extension Keywords where Value == MotionPathStart {
    /// `start:` sides and corners.
    static let pathStart = Keywords(entries: [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom),
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
    ])
}

extension Keywords where Value == MotionPathDirection {
    /// `direction:`.
    static let pathDirection = Keywords(entries: [("clockwise", .clockwise), ("counterclockwise", .counterclockwise)])
}

extension Keywords where Value == MotionFillMode {
    /// A track's or group's `fill`.
    static let fillMode = Keywords(entries: [("none", .none), ("forwards", .forwards), ("backwards", .backwards), ("both", .both)])
}

extension Keywords where Value == MotionCalculationMode {
    /// A track's calculation mode.
    static let calculationMode = Keywords(entries: [("linear", .linear), ("discrete", .discrete), ("paced", .paced), ("cubic", .cubic)])
}

extension Keywords where Value == MotionStepPosition {
    /// The second argument of `steps()`; `start`/`end` are CSS's short forms of `jump-start`/`jump-end`.
    static let stepPosition = Keywords(entries: [
        ("jump-start", .jumpStart), ("jump-end", .jumpEnd), ("jump-none", .jumpNone), ("jump-both", .jumpBoth),
        ("start", .jumpStart), ("end", .jumpEnd),
    ])
}
