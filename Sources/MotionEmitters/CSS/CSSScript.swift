import MotionCompiler
import MotionDiagnostics

/// The tiny optional script: toggles the state on click and on Space or Enter (`role="switch"`,
/// `aria-checked`), records the state it left in `data-from`, and sets `data-motion-ready` once
/// the state has changed, so the initial state shows at rest on load and plays when entered later.
/// It also announces cues as `motioncue` events on the root. Without it, a host sets `data-state`
/// (and `data-motion-ready`, `data-from`) itself.
enum CSSScript {
    static func text(_ lowered: LoweredControl, root: String, holds: [CSSHold] = []) -> String {
        let holdList = holds.map { hold in
            let properties = hold.properties.map { "[\(TextEscaping.swiftString($0.element)), \(TextEscaping.swiftString($0.property))]" }
            return "[\(hold.from.map(TextEscaping.swiftString) ?? "null"), \(TextEscaping.swiftString(hold.to)), \(CSSNumber.text(hold.duration * 1000)), [\(properties.joined(separator: ", "))]]"
        }
        let states = lowered.states.map { TextEscaping.swiftString($0.name) }.joined(separator: ", ")
        let initial = TextEscaping.swiftString(lowered.initialState)
        var cues: [String] = []
        for transition in lowered.transitions where !transition.cues.isEmpty {
            let list = transition.cues.map { "[\(TextEscaping.swiftString($0.name)), \(CSSNumber.text($0.time * 1000))]" }
            cues.append("[\(transition.from.map(TextEscaping.swiftString) ?? "null"), \(TextEscaping.swiftString(transition.to)), [\(list.joined(separator: ", "))]]")
        }
        return """
        (() => {
          const root = document.getElementById(\(TextEscaping.swiftString(root)));
          if (!root) return;
          const states = [\(states)];
          const initial = \(initial);
          const cues = [\(cues.joined(separator: ", "))];
          let timers = [];
          // Core Animation keeps a property the new transition does not animate where an interrupted one
          // left it (the presented frame becomes the model) until the new transition ends. Read such
          // properties before the state changes and hold them with an animation as long as the transition
          // (and 10 µs, past Chromium's 1 µs time tolerance: at its end the transition still shows its last frame).
          const holds = [\(holdList.joined(separator: ", "))];
          // `data-from` is set just before `data-state` and already changes the rules that match, so
          // what is on screen is read before whichever of the two comes first.
          const setAttribute = root.setAttribute;
          const read = (id, property) => {
            const element = document.getElementById(id);
            return element ? getComputedStyle(element).getPropertyValue(property) : null;
          };
          let presented = null;
          let holding = [];
          root.setAttribute = function (name, value) {
            if (name === "data-from" && this.getAttribute(name) !== value && holds.length) {
              presented = new Map();
              for (const hold of holds) for (const [id, property] of hold[3]) presented.set(id + " " + property, read(id, property));
            }
            const from = this.getAttribute("data-state");
            if (name !== "data-state" || value === from) return setAttribute.call(this, name, value);
            const hold = holds.find((h) => h[0] === from && h[1] === value) || holds.find((h) => h[0] === null && h[1] === value);
            const earlier = presented;
            presented = null;
            const shown = hold ? hold[3].map(([id, property]) => {
              const element = document.getElementById(id);
              const v = earlier && earlier.has(id + " " + property) ? earlier.get(id + " " + property) : read(id, property);
              return element && v !== null && [element, property, v];
            }).filter(Boolean) : [];
            holding.forEach((animation) => animation.cancel());
            setAttribute.call(this, name, value);
            holding = shown.map(([element, property, v]) => {
              const key = property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
              return element.animate([{[key]: v}, {[key]: v}], {duration: hold[2] + 0.01, fill: "none"});
            });
          };
          // CSS shortens a transition that reverses the previous one; Core Animation plays the whole
          // duration from the value on screen. Give every transition just started its declared timing.
          const seconds = (text) => text.trim().endsWith("ms") ? parseFloat(text) : parseFloat(text) * 1000;
          const fullTiming = () => {
            for (const animation of root.getAnimations({subtree: true})) {
              if (!(animation instanceof CSSTransition) || animation.motionTimed) continue;
              animation.motionTimed = true;
              const style = getComputedStyle(animation.effect.target);
              const names = style.transitionProperty.split(",").map((name) => name.trim());
              const i = names.indexOf(animation.transitionProperty);
              if (i < 0) continue;
              const pick = (list) => { const parts = list.split(","); return parts[i % parts.length]; };
              const duration = seconds(pick(style.transitionDuration)), delay = seconds(pick(style.transitionDelay));
              const timing = animation.effect.getTiming();
              if (timing.duration !== duration || timing.delay !== delay) animation.effect.updateTiming({duration, delay});
            }
          };
          const changed = (from, to) => {
            fullTiming();
            root.setAttribute("data-motion-ready", "");
            root.setAttribute("aria-checked", String(to !== initial));
            timers.forEach(clearTimeout);
            const exact = cues.find((c) => c[0] === from && c[1] === to);
            const any = cues.find((c) => c[0] === null && c[1] === to);
            for (const [name, ms] of (exact || any || [null, null, []])[2]) {
              timers.push(setTimeout(() => root.dispatchEvent(new CustomEvent("motioncue", {detail: {name, from, to}})), ms));
            }
          };
          new MutationObserver((records) => {
            for (const record of records) {
              const to = root.getAttribute("data-state");
              if (record.oldValue === to) continue;
              if (root.getAttribute("data-from") !== record.oldValue) root.setAttribute("data-from", record.oldValue || "");
              changed(record.oldValue, to);
            }
          }).observe(root, {attributes: true, attributeFilter: ["data-state"], attributeOldValue: true});
          const toggle = () => {
            const from = root.getAttribute("data-state");
            const to = states[(states.indexOf(from) + 1) % states.length];
            root.setAttribute("data-from", from);
            root.setAttribute("aria-checked", String(to !== initial));
            root.setAttribute("data-state", to);
          };
          root.addEventListener("click", toggle);
          root.addEventListener("keydown", (event) => {
            if (event.key === " " || event.key === "Enter") { event.preventDefault(); toggle(); }
          });
        })();

        """
    }
}
