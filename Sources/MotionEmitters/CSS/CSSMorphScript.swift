/// The page script's part for morphing paths' SMIL form (`CSSMorphSMIL`): empty for a control without a
/// morphing path, so its script is as before. Each text is whole lines at the script's indentation,
/// placed where `CSSScript` interpolates it.
///
/// An engine that animates CSS `d` (Chromium) plays the stylesheet's morphs, and the script removes the
/// SMIL elements so that it does not play both. In one that does not (WebKit, measured in WebKitGTK
/// 2.50.6), each state change reads the path on screen, holds it with a `<set>` and begins the transition's
/// `<animate>`s (a `to` animation from that path), or else the destination's `<set>` (after a hold, when
/// the transition holds the path where an interrupt left it): each a fresh copy of the page's element.
struct CSSMorphScript {
    var fields = ""
    var connect = ""
    var atRest = ""
    var change = ""
    var methods = ""

    init(morphs: Bool, className K: String) {
        guard morphs else { return }
        fields = """
          // A morphing path's SMIL elements, kept where CSS cannot animate `d` (WebKit).
          static #cssPaths = typeof CSS !== "undefined" && CSS.supports("d", 'path("M0 0")');
          #smil = [];
          #playing = new Map();

        """
        connect = """
            const smil = [...scope.querySelectorAll("animate[data-motion-to], set[data-motion-to]")];
            if (\(K).#cssPaths) smil.forEach((element) => element.remove());
            else this.#smil = smil;

        """
        atRest = """
              this.#morph(null, wanted);

        """
        change = """
            this.#morph(from, to);

        """
        methods = """
          // The SMIL form of the paths' motion into `to`. What the copies played so far show is read (the path
          // on screen) and they are replaced by fresh copies of the page's elements: a `<set>` of that path,
          // then the transition's animations (a `to` animation from that path), or else the state's `<set>`
          // (after the hold that keeps the path of an interrupted transition). Fresh copies, because WebKit
          // keeps an element begun again under one begun after its first begin, and SMIL takes a `to`
          // animation's start from what lies under it at every frame.
          #morph(from, to) {
            if (!this.#smil.length) return;
            const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
            const hold = \(K).holds.find((h) => h[0] === from && h[1] === to) || \(K).holds.find((h) => h[0] === null && h[1] === to);
            for (const target of new Set(this.#smil.map((element) => element.parentNode))) {
              const mine = this.#smil.filter((element) => element.parentNode === target);
              const entry = reduced ? [] : mine.filter((element) => element.localName === "animate"
                && element.dataset.motionFrom === from && element.dataset.motionTo === to);
              const shown = \(K).#shownPath(target);
              const earlier = this.#playing.get(target) ?? [];
              // Where the engine does not tell the path on screen, what plays is stopped where it is instead.
              for (const element of earlier) {
                if (shown === null) { try { element.endElement(); } catch (error) { /* not running */ } } else element.remove();
              }
              const playing = shown === null ? earlier : [];
              const play = (template, delay, attributes) => {
                const copy = template.cloneNode(false);
                copy.removeAttribute("data-motion-from");
                copy.removeAttribute("data-motion-to");
                for (const [name, value] of Object.entries(attributes)) copy.setAttribute(name, value);
                target.appendChild(copy);
                copy.beginElementAt(delay);
                playing.push(copy);
              };
              const rest = mine.find((element) => element.localName === "set" && element.dataset.motionTo === to);
              if (shown !== null && rest) play(rest, 0, {to: shown});
              for (const element of entry) {
                play(element, Number(element.dataset.motionDelay || 0), element.hasAttribute("to") && shown !== null ? {from: shown} : {});
              }
              const held = !reduced && hold && hold[3].some(([id, property]) => id === target.id && property === "d");
              if (!entry.length && rest) play(rest, held ? (hold[2] + 0.01) / 1000 : 0, {});
              this.#playing.set(target, playing);
            }
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
