import Testing

/// Malformed specs: values of the wrong type, unit or range.
@Suite struct MalformedValueTests {
    @Test func colourWhereANumberIsExpected() {
        expectHeadlines(stateSpec("    a.opacity red"), ["t.motion:12:15: error: expected a number for 'opacity', found a colour [MS2011]"])
    }

    @Test func timeWhereAnAngleIsExpected() {
        expectHeadlines(stateSpec("    a.rotation 0.3s"), ["t.motion:12:16: error: expected an angle, found a time [MS2012]"])
    }

    @Test func divisionByZero() {
        expectHeadlines(withPrelude("  let x = 1 / (2 - 2)"), ["t.motion:10:11: error: division by zero [MS2013]"])
    }

    @Test func wrongArgumentCount() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10)"), ["t.motion:4:10: error: 'rect' takes 4 arguments, found 3 [MS2014]"])
    }

    @Test func subscriptOutOfRange() {
        expectHeadlines(withPrelude("  let x = [1, 2][2]"), ["t.motion:10:18: error: index 2 is out of range for an array of 2 [MS2015]"])
    }

    @Test func opacityOutOfRange() {
        expectHeadlines(stateSpec("    a.opacity 1.5"), ["t.motion:12:15: error: 'opacity' must be in 0…1, found 1.5 [MS2016]"])
    }

    @Test func trimOutOfRangeInAState() {
        expectHeadlines(stateSpec("    a.trim 0 .. 1.2"), ["t.motion:12:12: error: a trim at rest must be in 0…1, found 1.2 [MS2017]"])
    }

    @Test func trimOutOfRangeInASetting() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10, 10)\n    trim -0.1 .. 1"),
                        ["t.motion:5:10: error: a trim at rest must be in 0…1, found -0.1 [MS2017]"])
    }

    @Test func sizeNotPositive() {
        let text = "control T {\n  size 0 x 10\n  state off initial {\n  }\n}\n"
        expectHeadlines(text, ["t.motion:2:8: error: the size must be greater than 0, found 0 [MS2018]"])
    }

    @Test func pathDataErrorAtItsColumn() {
        expectHeadlines(shapeSpec("    path svg(\"M 0 0 L 10 x\")"), ["t.motion:4:26: error: expected a number for 'L', found 'x' [MS2019]"])
    }
}
