/// The page script's part for the SMIL forms (`CSSMorphSMIL`): morphing paths and gradients' moving stop
/// positions and points (`CSSGradientGeometry`); empty for a control with neither, so its script is as
/// before. Each text is whole lines at the script's indentation, placed where `CSSScript` interpolates it.
///
/// An engine that animates CSS `d` (Chromium) plays the stylesheet's morphs, and the script removes the
/// path's SMIL elements so that it does not play both; a gradient's are kept in every engine, CSS having no
/// form of them. For the elements kept, each state change reads the value on screen per element and
/// attribute, holds it with a `<set>` and begins the transition's elements (a `to` animation from that
/// value; a hold's `<set>` at the transition's end; the destination's loop after it), or else the
/// destination's `<set>` (after a hold, when the transition holds the path where an interrupt left it) and
/// its loop: each a fresh copy of the page's element. Measured in WebKitGTK 2.50.6 and Chromium.
struct CSSMorphScript {
    var fields = ""
    var connect = ""
    var atRest = ""
    var change = ""
    var methods = ""

    init(morphs: Bool, className K: String) {
        guard morphs else { return }
        fields = """
          // The SMIL elements kept: a morphing path's where CSS cannot animate `d` (WebKit), a gradient's everywhere.
          static #cssPaths = typeof CSS !== "undefined" && CSS.supports("d", 'path("M0 0")');
          #smil = [];
          #playing = new Map();

        """
        connect = """
            const smil = [...scope.querySelectorAll("animate[data-motion-to], set[data-motion-to]")];
            const paths = (element) => element.getAttribute("attributeName") === "d";
            if (\(K).#cssPaths) smil.filter(paths).forEach((element) => element.remove());
            this.#smil = \(K).#cssPaths ? smil.filter((element) => !paths(element)) : smil;
            this.#morph(null, svg.getAttribute("data-state"));

        """
        atRest = """
              this.#morph(null, wanted);

        """
        change = """
            this.#morph(from, to);

        """
        methods = """
          // The SMIL form of the motion into `to`, per element and attribute. What the copies played so far
          // show is read (the value on screen) and they are replaced by fresh copies of the page's elements: a
          // `<set>` of that value, then the transition's elements (a `to` animation from that value, a hold's
          // `<set>` at its end, the destination's loop after it), or else the state's `<set>` (after the hold
          // that keeps the path of an interrupted transition) and its loop. Fresh copies, because WebKit keeps
          // an element begun again under one begun after its first begin, and SMIL takes a `to` animation's
          // start from what lies under it at every frame. Under reduced motion the state's `<set>` alone.
          #morph(from, to) {
            if (!this.#smil.length) return;
            const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
            const hold = \(K).holds.find((h) => h[0] === from && h[1] === to) || \(K).holds.find((h) => h[0] === null && h[1] === to);
            // One document time for every element this change begins: the clock runs while this loop does (on
            // a busy page for milliseconds), and a loop's elements begun apart would play out of phase forever.
            const now = this.#svg.getCurrentTime();
            const groups = new Map();
            for (const element of this.#smil) {
              const key = element.parentNode.id + " " + element.getAttribute("attributeName");
              groups.set(key, [...(groups.get(key) ?? []), element]);
            }
            for (const [key, mine] of groups) {
              const target = mine[0].parentNode, attribute = mine[0].getAttribute("attributeName");
              const entry = reduced ? [] : mine.filter((element) => element.dataset.motionFrom === from && element.dataset.motionTo === to);
              const earlier = this.#playing.get(key) ?? [];
              // At rest the start is the source state's own value (as in the runtime, even where a transition's
              // last frame, held by its fill, differs from it); while something plays, what is on screen.
              const running = (element) => {
                if (element.getAttribute("repeatCount") === "indefinite") return true;
                try {
                  const start = element.getStartTime();
                  return start > now || (element.localName === "animate" && start + element.getSimpleDuration() > now);
                } catch (error) { return false; /* no interval: ended */ }
              };
              const source = mine.find((element) => element.localName === "set" && element.dataset.motionFrom === undefined
                && element.dataset.motionTo === from);
              const shown = source && !earlier.some(running) ? source.getAttribute("to") : \(K).#shown(target, attribute);
              // Where the engine does not tell the value on screen, what plays is stopped where it is instead.
              for (const element of earlier) {
                if (shown === null) { try { element.endElement(); } catch (error) { /* not running */ } } else element.remove();
              }
              const playing = shown === null ? earlier : [];
              const play = (template, delay, attributes) => {
                const copy = template.cloneNode(false);
                copy.removeAttribute("data-motion-from");
                copy.removeAttribute("data-motion-to");
                for (const [name, value] of Object.entries(attributes)) copy.setAttribute(name, value);
                // Its begin is the document time, written before it is inserted: an offset from the clock
                // (`beginElementAt`) is taken at the engine's own reading, which a busy page makes late.
                // Rounded down to the microsecond: begun a rounding after the clock, a copy would not yet
                // show at the time it was begun for.
                copy.setAttribute("begin", (Math.floor((now + delay) * 1e6) / 1e6).toFixed(6) + "s");
                target.appendChild(copy);
                playing.push(copy);
              };
              const atRest = (element) => element.dataset.motionFrom === undefined && element.dataset.motionTo === to;
              const rest = mine.find((element) => element.localName === "set" && atRest(element));
              if (shown !== null && rest) play(rest, 0, {to: shown});
              for (const element of entry) {
                play(element, Number(element.dataset.motionDelay || 0), shown === null ? {} : \(K).#startingFrom(element, shown));
              }
              const held = !reduced && hold && hold[3].some(([id, property]) => id === target.id && property === attribute);
              if (!entry.some((element) => !("motionLoop" in element.dataset)) && rest) play(rest, held ? (hold[2] + 0.01) / 1000 : 0, {});
              if (!entry.length && !reduced) mine.filter((element) => "motionLoop" in element.dataset && atRest(element)).forEach((loop) => play(loop, 0, {}));
              this.#playing.set(key, playing);
            }
          }

          // What starts `element` from `shown`, the value on screen: a `to` animation's `from`; for an easing
          // written as its progress (`data-motion-progress`), each of the values that far from `shown` to the
          // last value, number by number (a spring is affine in its ends).
          static #startingFrom(element, shown) {
            if (element.localName !== "animate") return {};
            if (element.hasAttribute("to")) return {from: shown};
            const progress = element.dataset.motionProgress;
            if (progress === undefined) return {};
            const number = /[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?/g;
            const values = element.getAttribute("values").split(";"), end = values[values.length - 1];
            const from = shown.match(number) ?? [];
            if (from.length !== (end.match(number) ?? []).length) return {};
            return {values: progress.split(";").map((y) => {
              let i = 0;
              return end.replace(number, (v) => { const a = Number(from[i++]); return String(a + (Number(v) - a) * Number(y)); });
            }).join(";")};
          }

          // The value `target` shows for `attribute` (SMIL's animated value): a path as path data, a number
          // as text; null where the engine does not tell it.
          static #shown(target, attribute) {
            if (attribute !== "d") {
              const value = target[attribute]?.animVal;
              return value === undefined || value === null ? null : String(typeof value === "number" ? value : value.value);
            }
            return \(K).#shownPath(target);
          }

          // The path `target` shows (SMIL's animated value) as path data, or null where the engine does not tell it.
          static #shownPath(target) {
            const list = target.animatedPathSegList;
            if (!list) return null;
            const parts = [];
            for (let i = 0; i < list.numberOfItems; i++) {
              const s = list.getItem(i), letter = s.pathSegTypeAsLetter;
              parts.push(letter === "Z" || letter === "z" ? "Z"
                : letter === "C" ? `C${s.x1} ${s.y1} ${s.x2} ${s.y2} ${s.x} ${s.y}` : `${letter}${s.x} ${s.y}`);
            }
            return parts.join(" ");
          }


        """
    }
}
