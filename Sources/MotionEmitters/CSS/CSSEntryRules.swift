/// One way into a state's rules, held in pieces until its keyframes are written: an animation names
/// its keyframes by the channel's own name, or, where another channel's keyframes have the same body,
/// by theirs (`CSSStyleSheet.text`), which is known only once every restart of the control is (a
/// restart that reads a channel adds its numbers to the body).
struct CSSEntryRules {
    enum Piece {
        case text(String)
        /// The name of the entry's keyframes at this index (`CSSStyleSheet.animationRules`' pending list).
        case keyframes(Int)
    }

    private(set) var pieces: [Piece] = []

    mutating func append(_ text: String) { pieces.append(.text(text)) }

    mutating func appendKeyframes(_ index: Int) { pieces.append(.keyframes(index)) }

    /// The rules with each keyframes' name taken from `names` (by index).
    func text(names: [String]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .keyframes(let index): out += names[index]
            }
        }
        return out
    }
}
