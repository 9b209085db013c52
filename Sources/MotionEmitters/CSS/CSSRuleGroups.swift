/// Style rules added element by element and written with one rule per declaration block: rules whose
/// blocks are the same text share it under a selector list (`#a-stroke,⏎#b-stroke { … }`), in the order
/// each block was first added. A control of many alike shapes (a spinner's segments, a grid of dots)
/// gives each the same stroke style, trim formulas and values at rest; written once per element, the
/// 10,000-shape bench control's style sheet held each 730-byte trim formula 10,000 times.
///
/// Grouping moves a rule before the rules added between its block's first use and it, so one group
/// holds rules of one kind (`CSSStyleSheet.fixedRules` keeps a group per kind, in the order an element's
/// rules were written): the rules a group moves past then select other elements, whose cascade it
/// cannot change.
struct CSSRuleGroups {
    private var blocks: [String] = []
    private var selectors: [[String]] = []
    private var index: [String: Int] = [:]

    /// Adds the rule `selector { block }` (`block` without braces).
    mutating func add(_ selector: String, _ block: String) {
        if let at = index[block] {
            selectors[at].append(selector)
        } else {
            index[block] = blocks.count
            blocks.append(block)
            selectors.append([selector])
        }
    }

    var isEmpty: Bool { blocks.isEmpty }

    /// Each block after its selectors, a selector a line.
    var text: String {
        var out = ""
        for (block, list) in zip(blocks, selectors) {
            out += list.joined(separator: ",\n")
            out += " { \(block) }\n"
        }
        return out
    }
}
