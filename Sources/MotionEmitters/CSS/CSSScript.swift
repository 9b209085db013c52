import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The module: a custom element per control (`<motion-flat-switch>`, class `MotionFlatSwitch`). Each
/// instance draws in its own shadow root (the page's declarative one, or one stamped from `markup`; the
/// page's inline copy has no `markup` and stamps a copy of its own instance's drawing, at rest in the
/// initial state, so the page carries the drawing once),
/// so ids are scoped and any number of instances share a page. The element mirrors its `state`
/// attribute and property onto the inner `<svg>`'s `data-state` (and back, when a host sets that),
/// keeps the role's ARIA state, presses on click and the role's keys, sets params from attributes,
/// and dispatches `motionstatechange` and `motioncue`. The API is in `specs/backends/css.md`.
///
/// It has no `export`: importing the module defines the element, and the same text runs inline as a
/// classic script in the page (and in the gallery beside other controls' modules).
enum CSSScript {
    struct Names {
        /// `motion-flat-switch`.
        let tag: String
        /// `MotionFlatSwitch`.
        let className: String

        init(_ lowered: LoweredControl) {
            tag = "motion-" + Identifiers.kebabCase(lowered.name)
            className = "Motion" + Identifiers.words(lowered.name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    /// `markup` nil: the drawing is taken from the page's own instance (the page's inline copy).
    static func text(_ lowered: LoweredControl, root: String, markup: String?, holds: [CSSHold] = [],
                     loopLeaves: [CSSLoopLeave] = [], accessibility: CSSAccessibility, params: [CSSParamAttribute],
                     registered: [CSSRegisteredProperty] = []) -> String {
        let names = Names(lowered)
        let js = TextEscaping.jsonString
        let holdList = holds.map { hold in
            let properties = hold.properties.map { "[\(js($0.element)), \(js($0.property))]" }
            return "[\(hold.from.map(js) ?? "null"), \(js(hold.to)), \(CSSNumber.text(hold.duration * 1000)), [\(properties.joined(separator: ", "))]]"
        }
        let states = lowered.states.map { js($0.name) }.joined(separator: ", ")
        var cues: [String] = []
        for transition in lowered.transitions where !transition.cues.isEmpty {
            let list = transition.cues.map { "[\(js($0.name)), \(CSSNumber.text($0.time * 1000))]" }
            cues.append("[\(transition.from.map(js) ?? "null"), \(js(transition.to)), [\(list.joined(separator: ", "))]]")
        }
        let paramList = params.map { "[\(js($0.attribute)), \(js($0.property)), \(js($0.kind.rawValue))]" }
        let registeredList = registered.map { "[\(js($0.name)), \(js($0.syntax)), \($0.inherits), \(js($0.initialValue))]" }
        let K = names.className
        let leaving = CSSLoopLeaveScript(loopLeaves, className: K)
        return """
        class \(K) extends HTMLElement {
          static tag = \(js(names.tag));
          static states = [\(states)];
          static initial = \(js(lowered.initialState));
          // The WAI-ARIA pattern: the role, the state that is "true" away from the initial state, the keys that press.
          static role = \(accessibility.ariaRole.map(js) ?? "null");
          static ariaState = \(accessibility.stateAttribute.map(js) ?? "null");
          static keys = [\(accessibility.keys.map(js).joined(separator: ", "))];
          // Params: [attribute, custom property, kind]. A colour sets the property and its -alpha twin.
          static params = [\(paramList.joined(separator: ", "))];
          // Cues per transition: [from (null: any), to, [[name, ms], …]].
          static cues = [\(cues.joined(separator: ", "))];
          // Core Animation keeps a property the new transition does not animate where an interrupted one
          // left it (the presented frame becomes the model) until the new transition ends. Such properties
          // are read before the state changes and held with an animation as long as the transition (and
          // 10 µs, past Chromium's 1 µs time tolerance: at its end the transition still shows its last frame).
          static holds = [\(holdList.joined(separator: ", "))];
        \(leaving.declaration)  static markup = \(markup.map(js) ?? "null");
          static #pageMarkup = null;
          // Form-associated, so a `<label for>` names the element (and a click on it presses), as it does a checkbox.
          static formAssociated = true;
          static observedAttributes = ["state", ...\(K).params.map((param) => param[0])];
          static #canvas = null;
          // A shadow root's @property rules register nothing: the animated custom properties are registered here.
          static {
            for (const [name, syntax, inherits, initialValue] of [\(registeredList.joined(separator: ", "))]) {
              try { CSS.registerProperty({name, syntax, inherits, initialValue}); } catch (error) { /* registered already */ }
            }
          }

          #svg = null;
          #scope = null;
          #timers = [];
          #holding = [];
          #presented = null;
        \(leaving.fields)  #user = false;

          // The shadow root's contents for an instance made by script: `markup`, or on the page that has
          // none, a copy of the page's own (declarative) instance at rest in the initial state.
          static #drawing() {
            if (\(K).markup !== null) return \(K).markup;
            if (\(K).#pageMarkup === null) {
              const copy = document.createElement("template");
              copy.innerHTML = document.querySelector(\(K).tag)?.shadowRoot?.innerHTML ?? "";
              const svg = copy.content.getElementById(\(js(root)));
              if (svg) {
                svg.setAttribute("data-state", \(K).initial);
                svg.removeAttribute("data-from");
                svg.removeAttribute("data-motion-ready");
              }
              \(K).#pageMarkup = copy.innerHTML;
            }
            return \(K).#pageMarkup;
          }

          /// Every state, in the spec's order.
          get states() { return [...\(K).states]; }
          get state() { return this.#svg ? this.#svg.getAttribute("data-state") : (this.getAttribute("state") ?? \(K).initial); }
          set state(value) { this.setAttribute("state", String(value)); }

          connectedCallback() {
            if (this.#svg) return;
            const scope = this.shadowRoot ?? this.attachShadow({mode: "open"});
            if (!scope.getElementById(\(js(root)))) scope.innerHTML = \(K).#drawing();
            const svg = scope.getElementById(\(js(root)));
            this.#scope = scope;
            this.#svg = svg;
            if (\(K).role === null) this.setAttribute("aria-hidden", "true");
            else if (!this.hasAttribute("role")) this.setAttribute("role", \(K).role);
            if (\(K).keys.length && !this.hasAttribute("tabindex")) this.tabIndex = 0;
            for (const [name] of \(K).params) if (this.hasAttribute(name)) this.#param(name, this.getAttribute(name));
            // An element made in a state shows it at rest: it plays no transition into it.
            const wanted = this.getAttribute("state");
            if (\(K).states.includes(wanted) && wanted !== svg.getAttribute("data-state")) {
              svg.setAttribute("data-state", wanted);
              for (const animation of scope.getAnimations()) {
                try { animation.finish(); } catch (error) { /* an endless animation keeps running */ }
              }
            }
            this.#intercept(svg);
            new MutationObserver((records) => {
              for (const record of records) {
                const to = svg.getAttribute("data-state");
                if (record.oldValue === to) continue;
                if (svg.getAttribute("data-from") !== record.oldValue) svg.setAttribute("data-from", record.oldValue || "");
                this.#changed(record.oldValue, to);
              }
            }).observe(svg, {attributes: true, attributeFilter: ["data-state"], attributeOldValue: true});
            this.#aria(svg.getAttribute("data-state"));
            if (this.getAttribute("state") !== svg.getAttribute("data-state")) this.setAttribute("state", svg.getAttribute("data-state"));
            if (!\(K).keys.length) return;
            this.addEventListener("click", () => this.#press());
            this.addEventListener("keydown", (event) => {
              if (!\(K).keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
              event.preventDefault();
              if (!event.repeat) this.#press();
            });
          }

          attributeChangedCallback(name, old, value) {
            if (!this.#svg) return;
            if (name !== "state") return this.#param(name, value);
            const current = this.#svg.getAttribute("data-state");
            if (value === current) return;
            if (!\(K).states.includes(value)) {
              console.warn(`<${\(K).tag}>: no state ${JSON.stringify(value)}; states: ${\(K).states.join(", ")}`);
              this.setAttribute("state", current);
              return;
            }
            this.#go(value);
          }

          // The one place a state change starts: the source in `data-from`, then the destination.
          #go(to) {
            this.#svg.setAttribute("data-from", this.#svg.getAttribute("data-state"));
            this.#svg.setAttribute("data-state", to);
          }

          // A click or the role's key: the next state, in the spec's order.
          #press() {
            const states = \(K).states;
            this.#user = true;
            this.#go(states[(states.indexOf(this.#svg.getAttribute("data-state")) + 1) % states.length]);
          }

          // Runs once the inner data-state has changed, whoever changed it.
          #changed(from, to) {
            this.#fullTiming();
            this.#svg.setAttribute("data-motion-ready", "");
            this.#aria(to);
            if (this.getAttribute("state") !== to) this.setAttribute("state", to);
            const user = this.#user;
            this.#user = false;
            this.#timers.forEach(clearTimeout);
            this.#timers = [];
            const event = (type, detail) => new CustomEvent(type, {bubbles: true, composed: true, detail});
            this.dispatchEvent(event("motionstatechange", {from, to, user}));
            const cues = \(K).cues;
            const exact = cues.find((c) => c[0] === from && c[1] === to);
            const any = cues.find((c) => c[0] === null && c[1] === to);
            for (const [name, ms] of (exact || any || [null, null, []])[2]) {
              this.#timers.push(setTimeout(() => this.dispatchEvent(event("motioncue", {name, from, to, time: ms / 1000})), ms));
            }
          }

          #aria(state) {
            if (\(K).ariaState) this.setAttribute(\(K).ariaState, String(state !== \(K).initial));
          }

          #param(name, value) {
            const param = \(K).params.find((p) => p[0] === name);
            if (!param) return;
            const [, property, kind] = param;
            const style = this.#svg.style;
            const suffixes = kind === "color" ? ["", "-alpha"] : kind === "point" ? ["-x", "-y"] : [""];
            const text = (value ?? "").trim();
            const numbers = value === null ? null
              : kind === "color" ? \(K).#color(text)
              : kind === "point" ? text.split(/[\\s,]+/).map(Number)
              : [text === "" ? null : Number(text)];
            if (!numbers || numbers.length !== (kind === "color" ? 4 : suffixes.length) || !numbers.every(Number.isFinite)) {
              for (const suffix of suffixes) style.removeProperty(property + suffix);
              return;
            }
            if (kind === "color") {
              style.setProperty(property, `rgb(${numbers.slice(0, 3).join(" ")})`);
              style.setProperty(property + "-alpha", String(numbers[3]));
            } else {
              suffixes.forEach((suffix, i) => style.setProperty(property + suffix, String(numbers[i])));
            }
          }

          // Any CSS colour as [r, g, b, alpha], or null: a canvas parses it (an invalid one leaves
          // the fill as it was, so two different starting fills tell it apart).
          static #color(text) {
            const context = (\(K).#canvas ??= document.createElement("canvas").getContext("2d"));
            const parse = (start) => { context.fillStyle = start; context.fillStyle = text; return context.fillStyle; };
            const value = parse("#000");
            if (value !== parse("#fff")) return null;
            if (value.startsWith("#")) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1);
            const parts = value.slice(value.indexOf("(") + 1, -1).split(",").map(Number);
            return parts.length === 4 ? parts : null;
          }

          // `data-from` is set just before `data-state` and already changes the rules that match, so
          // what is on screen is read before whichever of the two comes first.
          #intercept(svg) {
            const holds = \(K).holds;
            if (!holds.length\(leaving.orAny)) return;
            const setAttribute = svg.setAttribute;
            const read = (id, property) => {
              const element = this.#scope.getElementById(id);
              return element ? getComputedStyle(element).getPropertyValue(property) : null;
            };
            const self = this;
            svg.setAttribute = function (name, value) {
              if (name === "data-from" && this.getAttribute(name) !== value) {
                self.#presented = new Map();
                for (const hold of holds) for (const [id, property] of hold[3]) self.#presented.set(id + " " + property, read(id, property));
        \(leaving.readBefore)      }
              const from = this.getAttribute("data-state");
              if (name !== "data-state" || value === from) return setAttribute.call(this, name, value);
              const hold = holds.find((h) => h[0] === from && h[1] === value) || holds.find((h) => h[0] === null && h[1] === value);
              const earlier = self.#presented;
              self.#presented = null;
        \(leaving.readAtSwitch)      const shown = hold ? hold[3].map(([id, property]) => {
                const element = self.#scope.getElementById(id);
                const v = earlier && earlier.has(id + " " + property) ? earlier.get(id + " " + property) : read(id, property);
                return element && v !== null && [element, property, v];
              }).filter(Boolean) : [];
              self.#holding.forEach((animation) => animation.cancel());
              setAttribute.call(this, name, value);
        \(leaving.replay)      self.#holding = shown.map(([element, property, v]) => {
                const key = property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
                return element.animate([{[key]: v}, {[key]: v}], {duration: hold[2] + 0.01, fill: "none"});
              });
            };
          }

        \(leaving.methods)  // CSS shortens a transition that reverses the previous one; Core Animation plays the whole
          // duration from the value on screen. Give every transition just started its declared timing.
          #fullTiming() {
            const seconds = (text) => text.trim().endsWith("ms") ? parseFloat(text) : parseFloat(text) * 1000;
            for (const animation of this.#svg.getAnimations({subtree: true})) {
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
          }
        }
        if (!customElements.get(\(K).tag)) customElements.define(\(K).tag, \(K));

        """
    }
}
