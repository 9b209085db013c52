// DSL fixtures for the printers' round trips, kept as Swift so SwiftPM needs no resource rules.

/// Every kind of node, option and comment, written loosely (fmt tidies it).
let printerEverythingFixture = #"""
// Leading comment of the control.
/* A block comment */
control Everything {
  description "Quotes \" and \\ and a\ttab"
  size 2 * 25 x 50
  param tint = #ff000080
  param speed = 1.5 // trailing on a param
  let r = 25
  let half = -r / 2
  let table = [1, 2, 3][1]
  let p = (r - (1 - 2)) * 3
  repeat star[i] in 0 ..< 7 {
    path polygon((0, 0), (1, 0), (0, 1)), start: top, reversed
    let a = i * 360deg / 7
    rotation a
    opacity 50%
  }
  group knob {
    position (5, 20)
    // a nested group
    group inner {
      scale (1, -1)
      shape dot {
        path svg("M 0 0 L 10 10")
        fill white(0.5, 0.2)
      }
      // end of inner
    }
    shape other {
      path roundedRect(0, 0, 10, 10, radius: 4)
    }
  } // after knob
  state off initial {
    star[i].opacity 0
    star[3].scale 1.2 // the middle one
    knob.position (0, -0.5)
  }
  state on {
  }
  transition * -> on 0.5s ease-in-out {
    cue haptic at 0s
    group at 0.1s for 0.2s timing [ease-in] fill forwards repeat forever autoreverse {
      star[i].opacity discrete [0, 1] keys [0, 1]
      knob.position current -> (1, 2) -> (3, 4) timing [linear, cubic-bezier(0.25, 0.4, 0.3, 1.6)]
      // end of group
    }
    dot.opacity 0 -> 1 for 200ms spring(mass: 1, stiffness: 100, damping: 10)
    reduced crossfade for 0.2s
  }
  // end of control
}
"""#
