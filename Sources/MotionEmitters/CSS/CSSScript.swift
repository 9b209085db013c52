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
    /// `morphs`: some path morphs or some gradient's stops or points move, so the script plays their SMIL
    /// form where CSS cannot (`CSSMorphScript`).
    static func text(_ lowered: LoweredControl, root: String, markup: String?, holds: [CSSHold] = [],
                     restarts: [CSSRestart] = [], morphs: Bool = false, accessibility: CSSAccessibility,
                     params: [CSSParamAttribute],
                     registered: [CSSRegisteredProperty] = []) -> String {
        let names = Names(lowered)
        let js: (String) -> String = TextEscaping.jsonString
        let holdList = holds.map { hold in
            let properties = hold.properties.map { "[\(js($0.element)), \(js($0.property))]" }
            return "[\(hold.from.map(js) ?? "null"), \(js(hold.to)), \(CSSNumber.text(hold.duration * 1000)), [\(properties.joined(separator: ", "))]]"
        }
        // Restarts that move alike (alike shapes begun together) share one list of keyframes.
        var keyframeLists: [String] = [], listIndex: [String: Int] = [:]
        // A restart reused from another node's (`CSSRestartOutcomeMemo`) shares its keyframes' storage:
        // their text is written once per storage (the restarts hold it alive until the loop is over).
        var textOfStorage: [UnsafeRawPointer: String] = [:]
        let restartList = restarts.map { restart in
            let storage = restart.keyframes.storageAddress
            let list = storage.flatMap { textOfStorage[$0] } ?? restartKeyframesText(restart)
            if let storage { textOfStorage[storage] = list }
            let index = listIndex[list] ?? keyframeLists.count
            if index == keyframeLists.count {
                listIndex[list] = index
                keyframeLists.append(list)
            }
            return restartText(restart, keyframes: index)
        }
        listIndex = [:]
        textOfStorage = [:]
        let states = lowered.states.map { js($0.name) }.joined(separator: ", ")
        var cues: [String] = []
        for transition in lowered.transitions where !transition.cues.isEmpty {
            let list = transition.cues.map { "[\(js($0.name)), \(CSSNumber.text($0.time * 1000))]" }
            cues.append("[\(transition.from.map(js) ?? "null"), \(js(transition.to)), [\(list.joined(separator: ", "))]]")
        }
        let paramList = params.map { "[\(js($0.attribute)), \(js($0.property)), \(js($0.kind.rawValue))]" }
        let registeredList = registered.map { "[\(js($0.name)), \(js($0.syntax)), \($0.inherits), \(js($0.initialValue))]" }
        let K = names.className
        let probeKinds = registered.compactMap { property in
            CSSClampProbe.kinds.first { "--motion-" + $0 == property.name }
        }
        let probes = CSSClampProbeScript(kinds: probeKinds, className: K)
        let colours = CSSColourStartScript(restarts, className: K, write: probes.write)
        let morphing = CSSMorphScript(morphs: morphs, className: K)
        let cubics = CSSRestartCubic.script(restarts, className: K)
        let paced = CSSRestartPaced.script(restarts, className: K)
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
          // Motion that depends on where it starts (a `current` keyframe, a track that begins late or ends
          // early without a fill), per transition: [from, to, element, kind, ms, fill, start at rest,
          // keyframes]: [[offset, constant, weight, easing], …], written once in #restartKeyframes for every
          // restart that moves alike and given there by index. The stylesheet plays it from the source state; when
          // the state changes while the element shows another start (an interrupt), it is played from there:
          // each keyframe's numbers are constant + weight · start, as the runtime's are.
          static #restartKeyframes = [\(keyframeLists.joined(separator: ",\n    "))];
          static restarts = [\(restartList.joined(separator: ",\n    "))].map((r) => { r[7] = \(K).#restartKeyframes[r[7]]; return r; });
        \(probes.field)  // A design pixel of stroke width in the stroke path's units.
          static strokeUnit = \(CSSNumber.text(CSSStrokeScale.factor));
          static markup = \(markup.map(js) ?? "null");
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
          #restarting = [];
          #starts = null;
        \(morphing.fields)  #user = false;

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
        \(morphing.connect)    if (\(K).role === null) this.setAttribute("aria-hidden", "true");
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
        \(morphing.atRest)    }
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
        \(morphing.change)    this.#aria(to);
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
            const holds = \(K).holds, restarts = \(K).restarts;
            if (!holds.length && !restarts.length) return;
            const setAttribute = svg.setAttribute;
            const read = (id, property) => {
              const element = this.#scope.getElementById(id);
              return element ? getComputedStyle(element).getPropertyValue(property) : null;
            };
            const self = this;
            const key = (property) => property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
            // What each held property shows while something still moves it: id + " " + property → value. At rest
            // the stylesheet plays the transition from the state's own value, as the runtime does, even where the
            // last frame of the transition that led there, held by its fill, differs from it.
            const shownNow = () => {
              const out = new Map();
              for (const hold of holds) for (const [id, property] of hold[3]) {
                const element = self.#scope.getElementById(id);
                if (element && \(K).#moving(element, [key(property)], property.startsWith("--") ? "" : null)) {
                  out.set(id + " " + property, read(id, property));
                }
              }
              return out;
            };
            svg.setAttribute = function (name, value) {
              if (name === "data-from" && this.getAttribute(name) !== value) {
                self.#presented = shownNow();
                self.#starts = self.#readStarts(this.getAttribute("data-state"));
              }
              const from = this.getAttribute("data-state");
              if (name !== "data-state" || value === from) return setAttribute.call(this, name, value);
              const starts = self.#starts ?? self.#readStarts(from);
              self.#starts = null;
              const hold = holds.find((h) => h[0] === from && h[1] === value) || holds.find((h) => h[0] === null && h[1] === value);
              const earlier = self.#presented ?? shownNow();
              self.#presented = null;
              const shown = hold ? hold[3].map(([id, property]) => {
                const element = self.#scope.getElementById(id), v = earlier.get(id + " " + property);
                return element && v !== undefined && v !== null && [element, property, v];
              }).filter(Boolean) : [];
              self.#holding.forEach((animation) => animation.cancel());
              self.#restarting.forEach((animation) => animation.cancel());
              setAttribute.call(this, name, value);
              // The new state's style is computed before the script animates: where that style starts a CSS
              // transition, Chromium shows an animation made before it beneath the stylesheet's new
              // animations until the next frame.
              getComputedStyle(this).opacity;
              self.#restarting = restarts.filter((r) => r[0] === from && r[1] === value)
                .\(cubics.mapping)((r) => self.#restart(r, starts.get(r[2] + " " + r[3]))).filter(Boolean);
              self.#holding = shown.map(([element, property, v]) =>
                element.animate([{[key(property)]: v}, {[key(property)]: v}], {duration: hold[2] + 0.01, fill: "none"}));
            };
          }

          // Where each restartable channel leaving `from` is on screen while something still moves it:
          // id + " " + kind → numbers. At rest the state's own value is the start (as in the runtime, even
          // where a transition's last frame, held by its fill, differs from the state's).
          #readStarts(from) {
            const out = new Map();
            for (const [source, , id, kind, , , rest] of \(K).restarts) {
              const element = this.#scope.getElementById(id);
              if (source !== from || !element) continue;
              const keys = Object.keys(\(K).#declarations(kind, rest));
              // Chromium lists no custom property in a CSS animation's keyframes: the animations of such a
              // channel are known by their names, which end with the channel's (`-trim-start`, `-fill-stop-rgb`).
              const named = keys[0].startsWith("--") ? "-" + kind.replace(/^--motion-/, "") : null;
              if (\(K).#moving(element, keys, named)) out.set(id + " " + kind, \(colours.played)\(K).#reading(element, kind, rest));
            }
            return out;
          }

          // True when an animation not yet over gives `element` one of `keys` (keyframe names), or, for a custom
          // property (`named` not null), is a CSS animation whose name ends with `named` (or any when it is "").
          static #moving(element, keys, named) {
            return element.getAnimations().some((animation) => animation.playState !== "finished" && animation.playState !== "idle"
              && (animation.effect?.getKeyframes().some((keyframe) => keys.some((key) => key in keyframe))
                || (named !== null && (animation.animationName ?? "").endsWith(named))));
          }

          // A channel's numbers on screen, in the runtime's units. The typed OM keeps full precision and a
          // rotation's turns; a matrix keeps neither (its angle is taken in the turn nearest `rest`, the start
          // at rest), and a colour has only 8-bit channels.
          static #reading(element, kind, rest) {
            const style = getComputedStyle(element), map = element.computedStyleMap ? element.computedStyleMap() : null;
            const number = (property) => {
              const value = map && map.get(property);
              return value && typeof value.value === "number" ? value.value : parseFloat(style.getPropertyValue(property));
            };
            switch (kind) {
              case "translate": case "scale": case "rotate": {
                const transform = map && map.get("transform");
                const parts = transform && typeof transform.toMatrix === "function" ? [...transform] : [];
                if (kind === "rotate" && parts.length && parts.every((part) => part instanceof CSSRotate)) {
                  return [parts.reduce((sum, part) => sum + part.angle.to("deg").value, 0)];
                }
                const m = parts.length ? transform.toMatrix() : new DOMMatrix(style.transform);
                if (kind === "translate") return [m.e, m.f];
                if (kind === "scale") return [m.a, m.d];
                const angle = Math.atan2(m.b, m.a) * 180 / Math.PI;
                return [angle + 360 * Math.round((rest[0] - angle) / 360)];
              }
              case "origin": return style.transformOrigin.split(" ").slice(0, 2).map(parseFloat);
              case "stroke-dasharray": return style.strokeDasharray.split(/[\\s,]+/).map(parseFloat);
              case "fill": case "stroke": {
                const paint = \(K).#rgb(style.getPropertyValue(kind));
                // A loop's keyframes carry the paint's numbers unrounded too; where they are not what the
                // paint shows (no loop moves it now, or a param gives it), the paint's 8-bit reading serves.
                const fine = style.getPropertyValue(`--motion-${kind}-rgb`).trim().split(/\\s+/).map(Number);
                return fine.length === 3 && fine.every((v, i) => Math.abs(v - paint[i]) <= 0.5 + 1e-9) ? fine : paint;
              }
        \(probes.reading)\(probes.strokeWidth)      case "fill-stop-rgb": case "stroke-stop-rgb": case "fill-stop-alpha": case "stroke-stop-alpha":
                return Object.keys(\(K).#declarations(kind, rest)).map(number);
              default: return [number(kind)];
            }
          }

          static #rgb(text) { return (text.match(/-?[\\d.]+(e[-+]?\\d+)?/gi) || []).slice(0, 3).map(Number); }

          // The declarations of a channel's numbers, as the stylesheet writes them: {property: text}.
          static #declarations(kind, v) {
            switch (kind) {
              case "translate": return {transform: `translate(${v[0]}px, ${v[1]}px)`};
              case "rotate": return {transform: `rotate(${v[0]}deg)`};
              case "scale": return {transform: `scale(${v[0]}, ${v[1]})`};
              case "origin": return {transformOrigin: `${v[0]}px ${v[1]}px`};
              case "fill": case "stroke": return {[kind]: `rgb(${v[0]} ${v[1]} ${v[2]})`};
              case "fill-opacity": return {fillOpacity: String(v[0])};
              case "stroke-opacity": return {strokeOpacity: String(v[0])};
              case "stroke-width": return {strokeWidth: `calc(${v[0] * \(K).strokeUnit}px)`}; // calc(): a negative one is kept (shown as 0), not dropped
              case "stroke-dashoffset": return {strokeDashoffset: `${v[0]}px`};
              case "stroke-dasharray": return {strokeDasharray: `${Math.max(0, v[0])} ${Math.max(0, v[1])}`};
              // A gradient's stops: one number each (`CSSGradients`), red, green and blue or the opacity, stop by stop.
              case "fill-stop-rgb": case "stroke-stop-rgb":
                return Object.fromEntries(v.map((x, i) => [`\(CSSGradients.stopPropertyPrefix)${Math.floor(i / 3)}-${\(js(CSSGradients.colorComponents.joined()))[i % 3]}`, String(x)]));
              case "fill-stop-alpha": case "stroke-stop-alpha":
                return Object.fromEntries(v.map((x, k) => [`\(CSSGradients.stopPropertyPrefix)${k}-opacity`, String(x)]));
              default: return {[kind]: String(v[0])};
            }
          }

        \(probes.method)  // Plays a restartable channel from `start`, unless that is its start at rest (within what a
          // reading can tell: half an 8-bit step for a colour) or motion is reduced.
          #restart([, , id, kind, ms, fill, rest, keyframes], start) {
            const element = this.#scope.getElementById(id);
            if (!element || !start || start.length !== rest.length || !start.every(Number.isFinite)) return null;
            if (matchMedia("(prefers-reduced-motion: reduce)").matches) return null;
            const colour = kind === "fill" || kind === "stroke";
            if (start.every((v, i) => Math.abs(v - rest[i]) <= (colour ? 0.5 : 1e-6 * Math.max(1, Math.abs(rest[i]))))) return null;
        \(cubics.call)\(paced.call)\(colours.play)  }

        \(cubics.method)\(paced.method)\(colours.methods)\(morphing.methods)  // CSS shortens a transition that reverses the previous one; Core Animation plays the whole
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

    /// `[from, to, element, kind, ms, fill, start at rest, keyframes]`, `keyframes` the index of its list
    /// (`restartKeyframesText`) in the script's `#restartKeyframes`.
    static func restartText(_ restart: CSSRestart, keyframes: Int) -> String {
        let js: (String) -> String = TextEscaping.jsonString
        return "[\(js(restart.from)), \(js(restart.to)), \(js(restart.element)), \(js(restart.kind)), "
            + "\(CSSNumber.text(restart.duration * 1000)), \(js(restart.fill)), \(list(restart.restStart)), \(keyframes)]"
    }

    /// A restart's keyframes: `[[offset, constant, weight, easing], …]`.
    static func restartKeyframesText(_ restart: CSSRestart) -> String {
        let keyframes = restart.keyframes.map { k in
            "[\(k.paced?.scriptText ?? CSSNumber.text(k.offset)), \(list(k.constant)), \(list(k.weight)), "
                + "\(k.group.map { "[\"group\", " + $0.scriptText.dropFirst() } ?? k.cubic?.scriptText ?? TextEscaping.jsonString(k.easing.css))]"
        }
        return "[\(keyframes.joined(separator: ", "))]"
    }

    private static func list(_ values: [Double]) -> String { "[" + values.map(CSSNumber.text).joined(separator: ", ") + "]" }
}
