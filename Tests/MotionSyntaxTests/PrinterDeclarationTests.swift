import Testing
@testable import MotionSyntax

@Suite struct PrinterDeclarationTests {
    typealias B = PrinterAST

    /// A small control with every section, comments in each place, nodes, states and a transition.
    static var sample: SpecFile {
        let checkmark = ShapeDecl(name: B.id("checkmark"), body: [
            B.setting("path", B.arg(B.call("oval", B.arg(B.num(0)), B.arg(B.num(0)), B.arg(B.num(50)), B.arg(B.num(50)))),
                      B.arg("start", B.name("top")), B.flag("reversed"),
                      trivia: Trivia(trailing: "// starts at the top")),
            .let(LetDecl(name: B.id("w"), value: B.num(4))),
            B.setting("stroke", B.arg(B.name("red")), B.arg("width", B.name("w")), B.arg("cap", B.name("round")),
                      trivia: Trivia(leading: ["// The outline."])),
        ], endComments: ["// end of checkmark"])
        let dot = ShapeDecl(name: B.id("dot"), body: [B.setting("fill", B.arg(B.name("none")))])
        let stars = RepeatDecl(name: B.id("star"), index: B.id("i"), range: B.range(B.num(0), B.num(7), halfOpen: true),
                               body: [B.setting("opacity", B.arg(B.num(0.5)))])
        let knob = GroupDecl(name: B.id("knob"), body: [
            B.setting("position", B.arg(B.tuple(B.num(5), B.num(20)))),
            .node(.shape(dot)),
            .node(.repeat(stars)),
        ])
        let off = StateDecl(name: B.id("off"), initial: .synthesized, assignments: [
            Assignment(target: B.path("checkmark", "trim"), value: B.range(B.num(0), B.num(0))),
            Assignment(target: B.path("star", "scale", index: B.name("i")), value: B.num(1),
                       trivia: Trivia(trailing: "/* every star */")),
        ])
        let on = StateDecl(name: B.id("on"), assignments: [])
        let t = TransitionDecl(from: B.id("off"), to: B.id("on"),
                               options: TimingOptions(duration: B.num(0.3, .seconds), timing: [B.name("linear")]),
                               items: [
                                   .group(TrackGroupDecl(name: B.id("checkmark"),
                                                         options: TimingOptions(duration: B.num(0.3, .seconds)),
                                                         items: [
                                                             .track(TrackDecl(target: B.path("checkmark", "strokeEnd"),
                                                                              mode: B.id("paced"),
                                                                              values: [B.num(0), B.num(0.95), B.num(0.85)])),
                                                         ], endComments: ["// group end"])),
                                   .track(TrackDecl(target: B.path("dot", "opacity"),
                                                    values: [B.name("current"), B.num(1)],
                                                    options: TimingOptions(begin: B.num(0.1, .seconds), duration: B.num(0.2, .seconds)),
                                                    trivia: Trivia(trailing: "// fade in"))),
                                   .cue(CueDecl(name: B.id("haptic"), time: B.num(0, .seconds))),
                                   .reducedMotion(ReducedMotionDecl(style: B.id("crossfade"), duration: B.num(0.2, .seconds))),
                               ])
        return SpecFile(control: ControlDecl(
            name: B.id("Sample"),
            description: DescriptionDecl(text: "A \"sample\""),
            size: SizeDecl(width: B.num(50), height: B.num(50)),
            params: [ParamDecl(name: B.id("strokeColor"), value: B.color("ff0000"), trivia: Trivia(trailing: "// main colour")),
                     ParamDecl(name: B.id("lineWidth"), value: B.num(4))],
            lets: [LetDecl(name: B.id("c"), value: B.tuple(B.num(25), B.num(25)), trivia: Trivia(leading: ["// centre", "// of the view"]))],
            nodes: [.shape(checkmark), .group(knob)],
            states: [off, on],
            transitions: [t],
            endComments: ["// the end"],
            trivia: Trivia(leading: ["// Sample control."])))
    }

    @Test func printsSectionsBlankLinesAndTrivia() {
        let expected = """
        // Sample control.
        control Sample {
          description "A \\"sample\\""

          size 50 x 50

          param strokeColor = #ff0000 // main colour
          param lineWidth = 4

          // centre
          // of the view
          let c = (25, 25)

          shape checkmark {
            path oval(0, 0, 50, 50), start: top, reversed // starts at the top
            let w = 4
            // The outline.
            stroke red, width: w, cap: round
            // end of checkmark
          }

          group knob {
            position (5, 20)
            shape dot {
              fill none
            }

            repeat star[i] in 0 ..< 7 {
              opacity 0.5
            }
          }

          state off initial {
            checkmark.trim 0 .. 0
            star[i].scale 1 /* every star */
          }

          state on {
          }

          transition off -> on for 0.3s linear {
            group checkmark for 0.3s {
              checkmark.strokeEnd paced [0, 0.95, 0.85]
              // group end
            }
            dot.opacity current -> 1 at 0.1s for 0.2s // fade in
            cue haptic at 0s
            reduced crossfade for 0.2s
          }
          // the end
        }

        """
        #expect(DSLPrinter.print(Self.sample) == expected)
    }

    @Test func timingOptionsPrintInFmtOrder() {
        let o = TimingOptions(begin: B.num(0.15, .seconds), duration: B.num(0.15, .seconds),
                              keyTimes: [B.num(0), B.num(0.5), B.num(1)], timing: [B.name("ease-in")],
                              fill: B.id("forwards"), repeatCount: B.num(2), autoreverse: .synthesized)
        #expect(DSLPrinter.optionsText(o) == " at 0.15s for 0.15s keys [0, 0.5, 1] ease-in fill forwards repeat 2 autoreverse")
        let list = TimingOptions(timing: [B.name("ease-in")], timingIsList: true)
        #expect(DSLPrinter.optionsText(list) == " timing [ease-in]")
        let two = TimingOptions(timing: [B.name("ease-in"), B.call("steps", B.arg(B.num(4)))])
        #expect(DSLPrinter.optionsText(two) == " timing [ease-in, steps(4)]")
    }

    @Test func tracksUseTheListFormOnlyWithAMode() {
        let arrow = TrackDecl(target: B.path("circle", "strokeEnd"), values: [B.num(1), B.neg(B.num(0.1))])
        #expect(DSLPrinter.trackText(arrow) == "circle.strokeEnd 1 -> -0.1")
        let list = TrackDecl(target: B.path("star", "opacity", index: B.num(3)), mode: B.id("discrete"), values: [B.num(1)])
        #expect(DSLPrinter.trackText(list) == "star[3].opacity discrete [1]")
    }

    @Test func flagsAreBareOnlyAfterTheFirstArgumentAndForFlagWords() {
        let s = Setting(keyword: B.id("path"), arguments: [B.flag("reversed"), B.flag("reversed"),
                                                            B.arg("closed", B.name("true")), B.flag("counterclockwise")])
        // The parser reads only `reversed` and `counterclockwise` bare as flags; others keep `: true`.
        #expect(DSLPrinter.settingText(s) == "path reversed: true, reversed, closed: true, counterclockwise")
        let plain = Setting(keyword: B.id("opacity"), arguments: [B.arg(B.name("false"))])
        #expect(DSLPrinter.settingText(plain) == "opacity false")
        let call = B.call("arc", B.arg(B.name("c")), B.flag("counterclockwise"))
        #expect(ExpressionPrinter.print(call) == "arc(c, counterclockwise)")
    }

    @Test func emptyControlHasNoBlankLines() {
        let spec = SpecFile(control: ControlDecl(name: B.id("Empty")))
        #expect(DSLPrinter.print(spec) == "control Empty {\n}\n")
    }
}
