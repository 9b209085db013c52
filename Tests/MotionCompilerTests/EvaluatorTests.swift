@testable import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSyntax
import Testing

/// Expression evaluation: units, arithmetic, built-ins, colours, timing functions.
@Suite struct EvaluatorTests {
    /// Evaluates `text` with `lets` bound; returns the value and the headlines of any diagnostics.
    func eval(_ text: String, lets: [(String, ExpressionValue)] = []) -> (ExpressionValue?, [String]) {
        let file = SourceFile(path: "e.motion", text: text)
        let (expr, syntax) = FragmentParser.expression(in: file, range: 0..<file.bytes.count)
        #expect(syntax.isEmpty)
        guard let expr else { return (nil, ["no expression"]) }
        let reporter = DiagnosticCollector(file: file)
        var env = Environment()
        for (n, v) in lets { env.bind(n, .value(v)) }
        let v = Evaluator(reporter: reporter).evaluate(expr, in: env)
        return (v, reporter.finished.map { DiagnosticRenderer.headline($0, in: file) })
    }

    func number(_ text: String) -> Double? {
        if case .number(let x, _)? = eval(text).0 { return x }
        return nil
    }

    @Test func units() {
        #expect(eval("300ms").0 == .number(0.3, .time))
        #expect(eval("180deg").0 == .number(Double.pi, .angle))
        #expect(eval("0.5turn").0 == .number(Double.pi, .angle))
        #expect(eval("2rad").0 == .number(2, .angle))
        #expect(eval("50%").0 == .number(0.5, .plain))
    }

    @Test func arithmeticKeepsDimensions() {
        #expect(eval("0.1s * 3").0 == .number(0.1 * 3, .time))
        #expect(eval("1s / 0.5s").0 == .number(2, .plain))
        #expect(eval("2 + 3 * 4").0 == .number(14, .plain))
        #expect(eval("-(1 - 3)").0 == .number(2, .plain))
        #expect(eval("1s + 1deg").1 == ["e.motion:1:1: error: cannot add a time and an angle [MS2012]"])
        #expect(eval("1s * 1s").1 == ["e.motion:1:1: error: cannot multiply a time by a time [MS2012]"])
    }

    @Test func points() {
        #expect(eval("(1, 2) + (3, 4)").0 == .point(MotionPoint(4, 6)))
        #expect(eval("(1, 2) * 2").0 == .point(MotionPoint(2, 4)))
        #expect(eval("2 * (1, 2) - (1, 1)").0 == .point(MotionPoint(1, 3)))
        #expect(eval("(3, 4) / 2").0 == .point(MotionPoint(1.5, 2)))
        #expect(eval("(3, 4).y").0 == .number(4, .plain))
        #expect(eval("(3, 4, 5).2").0 == .number(5, .plain))
        #expect(eval("(3, 4, 5).x").1 == ["e.motion:1:11: error: a tuple of 3 has no member 'x' [MS2015]"])
    }

    @Test func arraysAndLets() {
        let table: ExpressionValue = .array([.tuple([.number(1, .plain), .number(2, .plain)]), .tuple([.number(3, .plain), .number(4, .plain)])])
        #expect(eval("t[i].1 * 10", lets: [("t", table), ("i", .number(1, .plain))]).0 == .number(40, .plain))
        #expect(eval("t[1.5]", lets: [("t", table)]).1 == ["e.motion:1:3: error: an index must be a whole number, found a fraction [MS2011]"])
        #expect(eval("rr", lets: [("r", .number(1, .plain))]).1 == ["e.motion:1:1: error: unknown name 'rr' [MS2001]"])
    }

    @Test func builtins() {
        #expect(number("min(3, 1, 2)") == 1)
        #expect(number("max(3, 1, 2)") == 3)
        #expect(number("abs(-2)") == 2)
        #expect(number("floor(1.5)") == 1)
        #expect(number("ceil(1.2)") == 2)
        #expect(number("round(2.5)") == 3)
        #expect(number("sqrt(16)") == 4)
        #expect(abs((number("sin(90deg)") ?? 0) - 1) < 1e-12)
        #expect(abs((number("cos(0.5turn)") ?? 0) + 1) < 1e-12)
        #expect(abs((number("tan(45deg)") ?? 0) - 1) < 1e-12)
        guard let p = eval("polar(2, 90deg)").0?.point else { Issue.record("no point"); return }
        #expect(abs(p.x) < 1e-12 && abs(p.y - 2) < 1e-12)
        #expect(eval("sqrt(-1)").1 == ["e.motion:1:1: error: square root of a negative number [MS2013]"])
        #expect(eval("sin(1)").1.first?.hasSuffix("expected an angle, found a number [MS2012]") == true)
        #expect(eval("hypot(1, 2)").1 == ["e.motion:1:1: error: unknown function 'hypot' [MS2005]"])
    }

    @Test func colours() {
        #expect(eval("#ff0000").0 == .color(MotionColor(red: 1, green: 0, blue: 0)))
        #expect(eval("#0f8").0 == .color(MotionColor(red: 0, green: 1, blue: 136.0 / 255)))
        #expect(eval("#00000080").0 == .color(MotionColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(eval("rgb(255, 0, 51)").0 == .color(MotionColor(red: 1, green: 0, blue: 0.2)))
        #expect(eval("rgba(0, 0, 0, 0.5)").0 == .color(MotionColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(eval("white(0.5, 0.25)").0 == .color(MotionColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)))
        #expect(eval("clear").0 == .color(MotionColor(red: 0, green: 0, blue: 0, alpha: 0)))
        #expect(eval("rgb(256, 0, 0)").1 == ["e.motion:1:5: error: colour component 256 is outside 0…255 [MS2016]"])
    }

    @Test func namedTimingFunctions() {
        #expect(eval("ease").0 == .timing(.cubicBezier(MotionCubicBezier(0.25, 0.1, 0.25, 1))))
        #expect(eval("ease-in").0 == .timing(.cubicBezier(MotionCubicBezier(0.42, 0, 1, 1))))
        #expect(eval("ease-out").0 == .timing(.cubicBezier(MotionCubicBezier(0, 0, 0.58, 1))))
        #expect(eval("ease-in-out").0 == .timing(.cubicBezier(MotionCubicBezier(0.42, 0, 0.58, 1))))
        #expect(eval("easeInEaseOut").0 == eval("ease-in-out").0)
        #expect(eval("default").0 == eval("ease").0)
        #expect(eval("linear").0 == .timing(.linear))
        #expect(eval("cubic-bezier(0.25, 0.4, 0.3, 1.6)").0 == .timing(.cubicBezier(MotionCubicBezier(0.25, 0.4, 0.3, 1.6))))
        #expect(eval("steps(4, start)").0 == .timing(.steps(MotionSteps(4, .jumpStart))))
        #expect(eval("steps(2)").0 == .timing(.steps(MotionSteps(2, .jumpEnd))))
        #expect(eval("steps(2, jump-both)").0 == .timing(.steps(MotionSteps(2, .jumpBoth))))
    }

    @Test func springs() {
        #expect(eval("spring(mass: 1, stiffness: 100, damping: 10)").0 == .timing(.spring(MotionSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))))
        // response 0.5 s, damping fraction 0.8: stiffness (2π/0.5)², damping 4π·0.8/0.5.
        guard case .timing(.spring(let spring))? = eval("spring(response: 0.5, dampingFraction: 0.8, velocity: 2)").0 else {
            Issue.record("not a spring")
            return
        }
        let omega = 2 * Double.pi / 0.5
        let (m, k, c, v) = (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
        #expect(m == 1 && abs(k - omega * omega) < 1e-9 && abs(c - 4 * Double.pi * 0.8 / 0.5) < 1e-12 && v == 2)
        #expect(eval("spring(response: 0, dampingFraction: 1)").1 == ["e.motion:1:18: error: spring response must be greater than 0, found 0 [MS2043]"])
    }

    @Test func geometry() {
        #expect(eval("roundedRect(0, 0, 10, 4, radius: 3)").0 == .geometry(.roundedRect(MotionRect(x: 0, y: 0, width: 10, height: 4), radius: 2)))
        #expect(eval("arc((5, 5), 5, from: 0deg, to: 90deg, counterclockwise: true)").0
                == .geometry(.arc(center: MotionPoint(5, 5), radius: 5, start: 0, end: Double.pi / 2, clockwise: false)))
        #expect(eval("polygon((0, 0), (1, 0), (0, 1))").0 == .geometry(.polygon([MotionPoint(0, 0), MotionPoint(1, 0), MotionPoint(0, 1)])))
        #expect(eval("line((0, 0), (1, 1))").0 == .geometry(.line(MotionPoint(0, 0), MotionPoint(1, 1))))
        #expect(eval("oval(0, 0, -1, 2)").1 == ["e.motion:1:12: error: a width cannot be negative [MS2016]"])
        #expect(eval("rect(0, 0, 1, 2, radius: 1)").1 == ["e.motion:1:18: error: 'rect' has no argument 'radius' [MS2007]"])
    }

    @Test func nonFiniteNumbers() {
        #expect(eval("1e308 * 10").1 == ["e.motion:1:1: error: the result is not finite [MS2013]"])
        #expect(eval("1 / 0").1 == ["e.motion:1:1: error: division by zero [MS2013]"])
    }
}
