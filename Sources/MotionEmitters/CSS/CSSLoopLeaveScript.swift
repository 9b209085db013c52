import MotionDiagnostics

/// The page script's part for leaving a looping state (`CSSLoopLeave`): empty for a control whose
/// ways out of its loops have no CSS transition on a channel the loop moves, so its script is as before.
/// Each text is whole lines at the script's indentation, placed where `CSSScript` interpolates it.
struct CSSLoopLeaveScript {
    var declaration = ""
    var fields = ""
    /// Joined to the intercept's `!holds.length` test.
    var orAny = ""
    var readBefore = ""
    var readAtSwitch = ""
    var replay = ""
    var methods = ""

    init(_ leaves: [CSSLoopLeave], className K: String) {
        guard !leaves.isEmpty else { return }
        let js = TextEscaping.jsonString
        let list = leaves.map { leave in
            let properties = leave.properties.map { "[\(js($0.element)), \(js($0.property))]" }
            return "[\(js(leave.from)), \(js(leave.to)), [\(properties.joined(separator: ", "))]]"
        }
        declaration = """
          // Leaving a state mid-loop, the runtime starts the next transition from the loop's frame on screen;
          // Chromium starts no CSS transition from a CSS animation's value. Per way out of a looping state,
          // its CSS transitions on channels the loop moves: [from, to, [[id, property], …]], replayed from
          // the value read before the switch.
          static loopLeaves = [\(list.joined(separator: ", "))];

        """
        fields = """
          #loopShown = null;
          #leaving = [];

        """
        orAny = " && !\(K).loopLeaves.length"
        readBefore = """
                self.#loopShown = self.#readLoop(this.getAttribute("data-state"));

        """
        readAtSwitch = """
              const loopShown = self.#loopShown ?? self.#readLoop(from);
              self.#loopShown = null;

        """
        replay = """
              self.#leaveLoop(from, value, loopShown);

        """
        methods = """
          // What the loop of `from` shows on each channel a way out of it replays: id + " " + property → value.
          // The typed OM keeps what a matrix loses (a rotation's turns).
          #readLoop(from) {
            const out = new Map();
            for (const [source, , pairs] of \(K).loopLeaves) {
              if (source !== from) continue;
              for (const [id, property] of pairs) {
                const element = this.#scope.getElementById(id);
                if (element) out.set(id + " " + property, \(K).#styleValue(element, property));
              }
            }
            return out;
          }

          // After the switch out of a looping state: each listed CSS transition is played instead from the
          // value the loop showed, to the state's value, with the transition's own duration, delay and easing.
          #leaveLoop(from, to, shown) {
            this.#leaving.forEach((animation) => animation.cancel());
            this.#leaving = [];
            const leave = \(K).loopLeaves.find((l) => l[0] === from && l[1] === to);
            if (!leave) return;
            for (const [id, property] of leave[2]) {
              const element = this.#scope.getElementById(id);
              const start = shown.get(id + " " + property);
              if (!element || start === undefined) continue;
              for (const animation of element.getAnimations()) {
                if (animation instanceof CSSTransition && animation.transitionProperty === property) animation.cancel();
              }
              const style = getComputedStyle(element);
              const i = style.transitionProperty.split(",").map((name) => name.trim()).indexOf(property);
              if (i < 0) continue;
              const pick = (list) => { const parts = list.split(/,(?![^(]*\\))/); return parts[i % parts.length].trim(); };
              const ms = (text) => text.endsWith("ms") ? parseFloat(text) : parseFloat(text) * 1000;
              const key = \(K).#key(property);
              this.#leaving.push(element.animate([{[key]: start}, {[key]: \(K).#styleValue(element, property)}], {
                duration: ms(pick(style.transitionDuration)), delay: ms(pick(style.transitionDelay)),
                easing: pick(style.transitionTimingFunction), fill: "backwards",
              }));
            }
          }

          // A property as element.animate() names it (camel case; a custom property as is).
          static #key(property) {
            return property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
          }

          static #styleValue(element, property) {
            const value = element.computedStyleMap ? element.computedStyleMap().get(property) : null;
            return value ? value.toString() : getComputedStyle(element).getPropertyValue(property);
          }


        """
    }
}
