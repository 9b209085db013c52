/// A fixed copy of the flat switch spec (specs/flat-switch.motion),
/// so that tests asserting spans and columns do not move when the spec is edited.
public let flatSwitchFixture = #"""
// Flat switch: a ring that unwinds into a checkmark (seed 000, ZDFlatSwitch).
control FlatSwitch {
  description "A ring that unwinds into a checkmark"
  size 50 x 50

  param strokeColor = #ff0000 // circle and checkmark
  param trailStrokeColor = #00ff00
  param lineWidth = 4

  let r = 25
  let c = (25, 25)

  shape trail {
    path oval(0, 0, 2 * r, 2 * r) // starts at 3 o'clock, runs clockwise
    stroke trailStrokeColor, width: lineWidth, cap: round, join: round
    fill none
  }
  shape circle {
    path oval(0, 0, 2 * r, 2 * r)
    // About the shape's centre: the path now starts at 212°.
    rotation 212deg
    stroke strokeColor, width: lineWidth, cap: round, join: round
    fill none
  }
  shape checkmark {
    path polyline(c + polar(r, 212deg), (0.9 * r, 1.4 * r), c + polar(r, 320deg))
    stroke strokeColor, width: lineWidth, cap: round, join: round
    fill none
  }

  state off initial {
    checkmark.trim 0 .. 0
    circle.trim 0 .. 1
    trail.opacity 0
  }
  state on {
    checkmark.trim 0.3 .. 0.85
    circle.trim 0 .. 0
    trail.opacity 1
  }

  transition off -> on for 0.3s {
    group checkmark for 0.3s linear {
      // Paced: key times follow the distance between values.
      checkmark.strokeEnd paced [0, 0.95, 0.85] for 0.3s
      checkmark.strokeStart paced [0, 0.4, 0.3] at 0.15s for 0.15s
    }
    group circle for 0.3s linear {
      circle.strokeEnd 1 -> -0.1 for 0.15s // renders clamped at 0
    }
    trail.opacity 0 -> 1 for 0.3s linear
  }
  transition on -> off for 0.3s {
    group checkmark for 0.3s linear {
      checkmark.strokeEnd paced [0.85, 0.95, -0.1] for 0.3s
      checkmark.strokeStart paced [0.3, 0.4, 0] for 0.15s
    }
    group circle for 0.3s linear {
      // Before 0.15s the circle shows its model value, 0.
      circle.strokeEnd 0 -> 1 at 0.15s for 0.15s
    }
    trail.opacity 1 -> 0 for 0.3s linear
  }
}
"""#
