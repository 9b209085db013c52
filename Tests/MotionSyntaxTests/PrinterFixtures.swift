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

/// Tables, repeats with staggered timing, cues and retargeting from `current`, in the spirit of the
/// day/night switch and the check button.
let printerDayNightFixture = #"""
control DayNight {
  size 120 x 50
  param sky = #2a4b8d
  let w = 120
  let h = 50
  repeat star[i] in 0 ..< 7 {
    let s = [(0.50, 0.16, 1.0), (0.62, 0.33, 0.6), (0.70, 0.15, 1.0), (0.83, 0.39, 1.4),
             (0.70, 0.54, 0.8), (0.52, 0.73, 1.3), (0.82, 0.66, 1.1)][i]
    path oval(s.0 * w, s.1 * h, s.2 * 0.05 * h, s.2 * 0.05 * h)
    fill white
  }
  shape mark {
    path polyline((10, 25), (20, 35), (40, 12))
    stroke sky, width: 3, miter: 4
    trim 0 .. 1, offset: 0.25
    shadow black, offset: (0, 1), blur: 2, opacity: 0.3
  }
  state on initial {
    star[i].scale 1
  }
  state off {
    star[i].scale 0.5 + 0.1 * i
  }
  transition on -> off 0.7s {
    star[i].scale 1 -> 1.5 -> 1 at 0.1s * i for 0.1s
    cue haptic at 0s
  }
  transition * -> on {
    mark.strokeStart current -> 0.038 for 0.4s cubic-bezier(0.25, 0.4, 0.3, 1.6)
    mark.strokeEnd current -> 0.195 for 0.5s steps(4, jump-start)
    reduced instant
  }
}
"""#
