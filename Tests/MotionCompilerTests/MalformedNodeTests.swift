import Testing

/// Malformed specs: nodes, settings, repeats and instances.
@Suite struct MalformedNodeTests {
    @Test func nodeInsideAShape() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10, 10)\n    shape b {\n      path rect(0, 0, 1, 1)\n    }"),
                        ["t.motion:5:11: error: a shape cannot hold 'b' [MS2020]"])
    }

    @Test func strokeOnAGroup() {
        let text = """
        control T {
          size 10 x 10
          group g {
            stroke red
            shape a {
              path rect(0, 0, 1, 1)
            }
          }
          state off initial {
          }
        }

        """
        expectHeadlines(text, ["t.motion:4:5: error: a group has no 'stroke' setting [MS2021]"])
    }

    @Test func settingGivenTwice() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10, 10)\n    fill red\n    fill blue"),
                        ["t.motion:6:5: error: setting 'fill' is given twice [MS2022]"])
    }

    @Test func shapeWithoutPath() {
        expectHeadlines(shapeSpec("    fill red"), ["t.motion:3:3: error: shape 'a' has no path [MS2023]"])
    }

    @Test func emptyRepeatRange() {
        expectHeadlines(withPrelude("  repeat s[i] in 3 ..< 3 {\n    path oval(0, 0, 1, 1)\n  }"),
                        ["t.motion:10:18: error: the repeat range is empty [MS2024]"])
    }

    @Test func fractionalRepeatRange() {
        expectHeadlines(withPrelude("  repeat s[i] in 0 ..< 2.5 {\n    path oval(0, 0, 1, 1)\n  }"),
                        ["t.motion:10:18: error: a repeat range must be whole numbers [MS2024]"])
    }

    @Test func indexOnAShape() {
        expectHeadlines(stateSpec("    a[0].opacity 0"), ["t.motion:12:7: error: 'a' is not a repeat, so it has no instances [MS2025]"])
    }

    @Test func instanceOutOfRange() {
        expectHeadlines(stateSpec("    s[5].opacity 0"), ["t.motion:12:7: error: 's' has no instance 5 [MS2026]"])
    }

    @Test func repeatWithoutInstance() {
        expectHeadlines(stateSpec("    s.opacity 0"), ["t.motion:12:5: error: 's' is a repeat: name an instance [MS2027]"])
    }

    @Test func shapePropertyOnAGroup() {
        expectHeadlines(stateSpec("    g.strokeEnd 0.5"), ["t.motion:12:7: error: group 'g' has no property 'strokeEnd' [MS2003]"])
    }
}
