import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A restart reads what is on screen, which Chromium rounds (a colour, to 8 bits) or clamps (an opacity
/// past 1 shows 1). The keyframes a restart may read carry those numbers whole in registered custom
/// properties (`CSSColourProbe`, `CSSClampProbe`); keyframes no restart reads do not.
@Suite struct CSSClampProbeTests {
    static func sheet(_ path: String) throws -> (text: String, sheet: CSSStyleSheet) {
        let lowered = try CSSFixture.lowered(Repository.sourceFile(path))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let text = sheet.text()
        return (text, sheet)
    }

    /// The lines of one `@keyframes` block.
    static func keyframes(_ name: String, in text: String) -> [Substring] {
        guard let block = text.split(separator: "@keyframes ").first(where: { $0.hasPrefix(name + " ") }) else { return [] }
        return block.split(separator: "\n").filter { $0.contains("% {") }
    }

    @Test func keyframesARestartReadsCarryTheirNumbers() throws {
        let (text, sheet) = try Self.sheet("Tests/Fixtures/conformance/restart-precision.motion")
        #expect(text.contains("@property --motion-opacity { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
        #expect(text.contains("@property --motion-fill-rgb {"))
        // The way back restarts the knob's opacity and colour, and the dot's opacity, from what the way in shows.
        for (element, kind) in [("x-knob", "opacity"), ("x-knob-fill", "fill"), ("x-dot", "opacity")] {
            #expect(sheet.restarts.contains { $0.from == "on" && $0.element == element && $0.kind == kind }, "\(element) \(kind)")
        }
        // The knob's way in overshoots to 1.6 at its Bézier's control point: every keyframe carries the number.
        let opacity = Self.keyframes("x-knob-off-to-on-opacity", in: text)
        #expect(opacity.count >= 2)
        for line in opacity {
            let shown = try #require(line.firstMatch(of: /\{ opacity: ([-\d.e]+);/))
            #expect(line.contains("--motion-opacity: \(shown.1);"), "\(line)")
        }
        let fill = Self.keyframes("x-knob-off-to-on-fill-rgb", in: text)
        #expect(fill.count >= 2)
        for line in fill {
            let paint = try #require(line.firstMatch(of: /rgb\(([\d.]+) ([\d.]+) ([\d.]+)\)/))
            #expect(line.contains("--motion-fill-rgb: \(paint.1) \(paint.2) \(paint.3);"), "\(line)")
        }
        // The dot's spring overshoots past 1: an animation, not a CSS transition (which would start from 1).
        #expect(!text.contains("transition: opacity"))
        let dot = Self.keyframes("x-dot-off-to-on-opacity", in: text)
        #expect(dot.count >= 2)
        #expect(dot.allSatisfy { $0.contains("--motion-opacity: ") }, "\(dot)")
        // The way back stays within 0…1 from the states: it carries nothing.
        #expect(!Self.keyframes("x-knob-on-to-off-opacity", in: text).contains { $0.contains("--motion-opacity") })
    }

    @Test func keyframesNoRestartReadsCarryNothing() throws {
        // Each seed's colours and opacities: restarts read none of them past their range.
        for name in CSSFixture.specs {
            let (text, _) = try Self.sheet(CSSFixture.specPath(name))
            #expect(!text.contains("--motion-opacity"), "\(name)")
            #expect(!text.contains("--motion-fill-opacity"), "\(name)")
        }
    }

    @Test func theScriptReadsAndWritesTheNumbersItIsGiven() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/restart-precision.motion"))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let style = sheet.text()
        let script = CSSScript.text(lowered, root: "x", markup: nil, restarts: sheet.restarts, accessibility: CSSAccessibility(role: lowered.role),
                                    params: [], registered: CSSRegisteredProperty.all(in: style).map(\.property))
        #expect(script.contains("static probes = [\"opacity\"];"))
        #expect(script.contains("out[`--motion-${kind}`] = String(v[0]);"))
    }

    @Test func aPieceLeavesTheRangeWhereItsEasingCarriesIt() {
        #expect(CSSClampProbe.overshoots(.cubicBezier(0.2, 2, 0.5, 1.5), from: 0.4, to: 1))
        #expect(!CSSClampProbe.overshoots(.cubicBezier(0.2, 2, 0.5, 1.5), from: 1, to: 0.4 + 0.6 / 2.2))
        #expect(!CSSClampProbe.overshoots(.cubicBezier(0.42, 0, 1, 1), from: 1, to: 0))
        #expect(CSSClampProbe.overshoots(.points([(0, 0), (0.5, 1.1), (1, 1)]), from: 0.5, to: 1))
        #expect(!CSSClampProbe.overshoots(.steps(MotionSteps(3, .jumpEnd)), from: 0, to: 1))
        let out = [CSSKeyframe(time: 0, values: [1.2], easing: .linear), CSSKeyframe(time: 1, values: [1], easing: .linear)]
        #expect(CSSClampProbe.leavesRange(out, of: .opacity))
        let inside = [CSSKeyframe(time: 0, values: [0], easing: .linear), CSSKeyframe(time: 1, values: [1], easing: .linear)]
        #expect(!CSSClampProbe.leavesRange(inside, of: .opacity))
        #expect(CSSClampProbe.property(.translate) == nil)
        #expect(CSSClampProbe.property(.strokeAlpha) == "--motion-stroke-opacity")
        // A width is clamped below only: past 1 is inside, below 0 (at a keyframe or on an easing) out.
        let wide = [CSSKeyframe(time: 0, values: [1], easing: .cubicBezier(0.3, 1.6, 0.6, 1)), CSSKeyframe(time: 1, values: [6], easing: .linear)]
        #expect(!CSSClampProbe.leavesRange(wide, of: .strokeWidth))
        #expect(CSSClampProbe.leavesRange(wide, of: .opacity))
        let below = [CSSKeyframe(time: 0, values: [2], easing: .cubicBezier(0.3, 1.6, 0.6, 1)), CSSKeyframe(time: 1, values: [0.5], easing: .linear)]
        #expect(CSSClampProbe.leavesRange(below, of: .strokeWidth))
        #expect(CSSClampProbe.property(.strokeWidth) == "--motion-stroke-width")
    }

    /// Finding 50's remainder: the way in takes both widths below 0 where the suite interrupts it, and
    /// Chromium shows them as 0; the keyframes the way back reads carry the widths, and the script reads those.
    @Test func aWidthARestartReadsBelowZeroIsCarried() throws {
        let (text, sheet) = try Self.sheet("Tests/Fixtures/conformance/negative-width-restart.motion")
        #expect(text.contains("@property --motion-stroke-width { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
        for element in ["x-ring-stroke", "x-wire-stroke"] {
            #expect(sheet.restarts.contains { $0.from == "thin" && $0.element == element && $0.kind == "stroke-width" }, "\(element)")
        }
        let ring = Self.keyframes("x-ring-thick-to-thin-stroke-width", in: text)
        #expect(ring.contains { $0.contains("stroke-width: calc(-32px); --motion-stroke-width: -2;") }, "\(ring)")
        #expect(ring.allSatisfy { $0.contains("--motion-stroke-width: ") }, "\(ring)")
        // The way back stays at 0 and up from the states: it carries nothing.
        #expect(!Self.keyframes("x-ring-thin-to-thick-stroke-width", in: text).contains { $0.contains("--motion-stroke-width") })
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/negative-width-restart.motion"))
        var again = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let style = again.text()
        let script = CSSScript.text(lowered, root: "x", markup: nil, restarts: again.restarts, accessibility: CSSAccessibility(role: lowered.role),
                                    params: [], registered: CSSRegisteredProperty.all(in: style).map(\.property))
        #expect(script.contains("static probes = [\"stroke-width\"];"))
        #expect(script.contains("fine = number(\"--motion-stroke-width\")"))
    }
}
