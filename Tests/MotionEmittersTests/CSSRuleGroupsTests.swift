import Foundation
import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import Testing
import TestSupport

/// Alike elements share one rule per declaration block, and grouping never moves an element's rule
/// past another of that element's.
@Suite struct CSSRuleGroupsTests {
    @Test func blocksAreWrittenOnceInTheOrderFirstAdded() {
        var groups = CSSRuleGroups()
        #expect(groups.isEmpty)
        groups.add("#a", "fill: none;")
        groups.add("#b", "stroke: red;")
        groups.add("#c", "fill: none;")
        #expect(groups.text == "#a,\n#c { fill: none; }\n#b { stroke: red; }\n")
    }

    /// Two alike dashed strokes (trimmed by a mask), two alike strokes trimmed by formulas, and a fifth
    /// of another cap: each stroke style, trim formula, mask and value at rest is written once for the
    /// elements that share it, and each element's rules keep their order.
    static let spec = """
    control Alike {
      size 60 x 60
      shape a {
        path line((4, 8), (56, 8))
        stroke #2060ff, width: 3
        dash [6, 3]
        trim 0 .. 0.5
        fill none
      }
      shape b {
        path line((4, 18), (56, 18))
        stroke #2060ff, width: 3
        dash [6, 3]
        trim 0 .. 0.5
        fill none
      }
      shape c {
        path line((4, 28), (56, 28))
        stroke #2060ff, width: 3
        trim 0 .. 0.5
        fill none
      }
      shape d {
        path line((4, 38), (56, 38))
        stroke #2060ff, width: 3
        trim 0 .. 0.5
        fill none
      }
      shape e {
        path line((4, 48), (56, 48))
        stroke #2060ff, width: 3, cap: round
        trim 0 .. 0.5
        fill none
      }
      state off initial {
      }
      state on {
        a.strokeEnd 1
        b.strokeEnd 1
        c.strokeEnd 1
        d.strokeEnd 1
        e.strokeEnd 1
      }
      transition off -> on for 0.3s {
        a.strokeEnd 0.5 -> 1
        b.strokeEnd 0.5 -> 1 for 0.2s
        c.strokeEnd 0.5 -> 1
        d.strokeEnd 0.5 -> 1 at 0.1s for 0.2s
        e.strokeEnd 0.5 -> 1
      }
      transition on -> off for 0.3s {
        a.strokeEnd 1 -> 0.5
        b.strokeEnd 1 -> 0.5
        c.strokeEnd current -> 0.5
        d.strokeEnd current -> 0.5
        e.strokeEnd current -> 0.5
      }
    }
    """

    @Test func alikeElementsShareTheirRules() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "alike.motion", text: Self.spec))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let rules = Self.rules(sheet.text())
        func selectors(_ fragment: String) -> [[String]] {
            rules.filter { $0.block.contains(fragment) }.map(\.selectors)
        }
        #expect(selectors("fill: none; stroke-linecap: butt") == [["#x-a-stroke", "#x-b-stroke", "#x-c-stroke", "#x-d-stroke"]])
        #expect(selectors("fill: none; stroke-linecap: round") == [["#x-e-stroke"]])
        #expect(selectors("var(--motion-trim-end)") == [["#x-c-stroke", "#x-d-stroke", "#x-e-stroke"]])
        #expect(selectors("stroke-dasharray: 96 48") == [["#x-a-stroke", "#x-b-stroke"]])
        #expect(selectors("stroke: #fff") == [["#x-a-trim", "#x-b-trim"]])
        // Each element's stroke style comes before its trim formula or dash pattern, its two fixed rules.
        for id in ["#x-a-stroke", "#x-b-stroke", "#x-c-stroke", "#x-d-stroke", "#x-e-stroke"] {
            let own = rules.enumerated().filter { $0.element.selectors.contains(id) }
            #expect(own.count == 2, "\(id): \(own.map(\.element.block))")
            #expect(own.first?.element.block.hasPrefix("fill: none; stroke-linecap") == true, "\(id)")
        }
        // At rest, in each state, the strokes trimmed by formulas to the same ends share a rule.
        for state in ["off", "on"] {
            let prefix = "#x[data-state=\"\(state)\"] "
            #expect(selectors("--motion-trim-end: \(state == "on" ? "1" : "0.5");").contains(["c", "d", "e"].map { prefix + "#x-\($0)-stroke" }),
                    "\(state)")
        }
    }

    /// Keyframes of one channel with the same body are written once and played by each animation of it;
    /// the script's restarts that move alike share one keyframes list.
    @Test func alikeMotionSharesItsKeyframes() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "alike.motion", text: Self.spec))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let text = sheet.text()
        let keyframes = text.components(separatedBy: "@keyframes ").dropFirst().map { $0.prefix { $0 != " " } }
        // On the way in c and e begin together (their caps differ, their trims do not) and d later; on
        // the way out all three move alike.
        #expect(keyframes.filter { $0.hasSuffix("-trim-end") } == ["x-c-on-to-off-trim-end", "x-c-off-to-on-trim-end", "x-d-off-to-on-trim-end"])
        #expect(text.contains("#x[data-state=\"on\"] #x-e-stroke {\n  animation: x-c-off-to-on-trim-end "))
        #expect(Set(keyframes).count == keyframes.count)
        // Leaving `on` from what is on screen, c's and e's trims move alike.
        let rows = sheet.restarts.filter { $0.kind == "--motion-trim-end" && $0.from == "on" }
        #expect(rows.count == 3)
        let script = CSSScript.text(lowered, root: "x", markup: nil, restarts: sheet.restarts, accessibility: CSSAccessibility(role: lowered.role), params: [])
        let lists = try #require(script.components(separatedBy: "static #restartKeyframes = [").dropFirst().first?
            .components(separatedBy: "];\n").first)
        #expect(lists.components(separatedBy: ",\n").count < sheet.restarts.count, "\(lists)")
    }

    /// The style rules of a sheet in order (at-rules skipped): each one's selectors and declarations.
    static func rules(_ text: String) -> [(selectors: [String], block: String)] {
        var out: [(selectors: [String], block: String)] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let prelude = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            var depth = 0, end = open
            for i in rest[open...].indices {
                if rest[i] == "{" { depth += 1 }
                if rest[i] == "}" { depth -= 1 }
                if depth == 0 { end = i; break }
            }
            let block = rest[rest.index(after: open)..<end].trimmingCharacters(in: .whitespaces)
            let lines = prelude.components(separatedBy: "\n").filter { !$0.hasPrefix("/*") }
            if !prelude.hasPrefix("@") { out.append((lines.joined(separator: "\n").components(separatedBy: ",\n"), block)) }
            rest = rest[rest.index(after: end)...]
        }
        return out
    }
}
