/// The page script's part for morphing paths' SMIL form (`CSSMorphSMIL`): empty for a control without a
/// morphing path, so its script is as before. Each text is whole lines at the script's indentation,
/// placed where `CSSScript` interpolates it.
///
/// An engine that animates CSS `d` (Chromium) plays the stylesheet's morphs, and the script removes the
/// SMIL elements so that it does not play both. In one that does not (WebKit, measured in WebKitGTK
/// 2.50.6), each state change stops what moves a path (SMIL's `endElement`, which freezes it where it is
/// shown), then begins the transition's `<animate>`s, or else the destination's `<set>` (after a hold,
/// when the transition holds the path where an interrupt left it).
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
          // The SMIL form of the paths' motion into `to`: what moves a path stops where it is (a `to` animation,
          // a CSS transition from `current`, starts from there), then the transition's animations begin, or
          // the state's path is set (after the hold that keeps the path of an interrupted transition).
          #morph(from, to) {
            if (!this.#smil.length) return;
            const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
            const hold = \(K).holds.find((h) => h[0] === from && h[1] === to) || \(K).holds.find((h) => h[0] === null && h[1] === to);
            for (const target of new Set(this.#smil.map((element) => element.parentNode))) {
              const mine = this.#smil.filter((element) => element.parentNode === target);
              for (const element of mine) {
                try { element.endElement(); } catch (error) { /* not running */ }
              }
              const entry = reduced ? [] : mine.filter((element) => element.localName === "animate"
                && element.dataset.motionFrom === from && element.dataset.motionTo === to);
              entry.forEach((element) => element.beginElementAt(Number(element.dataset.motionDelay || 0)));
              if (entry.length) continue;
              const held = !reduced && hold && hold[3].some(([id, property]) => id === target.id && property === "d");
              mine.find((element) => element.localName === "set" && element.dataset.motionTo === to)
                ?.beginElementAt(held ? (hold[2] + 0.01) / 1000 : 0);
            }
          }


        """
    }
}
