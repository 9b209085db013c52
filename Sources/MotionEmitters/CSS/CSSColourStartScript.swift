/// The page script's part for restarting a colour from a start outside 0…255 (`semantics.md`: an
/// interrupted transition's `current` takes the presented colour unclamped, as Core Animation's
/// presentation layer holds it). Chromium clamps a computed colour, and a keyframe's colour when it
/// parses it, so the script neither reads such a start nor writes it as it is: it computes the start
/// from the motion it interrupts (its own restart, or the stylesheet's animation from the source state,
/// whose restart entry it has), and writes the way on as keyframes within 0…255 (each piece that
/// leaves the range sampled, clamped, with a keyframe where it crosses a bound), which draw what the
/// runtime draws. Empty for a control without a colour restart, so its script is as before.
struct CSSColourStartScript {
    /// Placed before the screen's reading of a start in `#readStarts` (a colour's start as played, else read).
    var played = ""
    /// The end of `#restart`: the keyframes from the start, and the animation that plays them.
    var play: String
    var methods = ""

    /// `write`: the static method a replay's keyframe declarations come from (`CSSClampProbeScript`).
    init(_ restarts: [CSSRestart], className K: String, write: String = "#declarations") {
        let wait = """
                // The state's CSS animations start at the next style update: run it first, so this animation
                // is the newer and composites over them.
                getComputedStyle(element).getPropertyValue("opacity");

            """
        guard restarts.contains(where: { $0.kind == "fill" || $0.kind == "stroke" }) else {
            play = """
                    const frames = keyframes.map(([offset, constant, weight, easing]) =>
                      ({offset, easing, ...\(K).\(write)(kind, constant.map((c, i) => c + weight[i] * start[i]))}));
                \(wait)    return element.animate(frames, {duration: ms, fill});

                """
            return
        }
        played = "this.#playedColour(element, id, kind) ?? "
        // Keys of a paced colour from `current` are placed from the start at rest (`CSSRestartPaced`).
        let placed = restarts.contains { $0.keyframes.contains { $0.paced != nil } } ? "\(K).#paced(entry[7], entry[6])" : "entry[7]"
        play = """
                const numbers = keyframes.map(([offset, constant, weight, easing]) => [offset, constant.map((c, i) => c + weight[i] * start[i]), easing]);
                // Chromium rounds an rgb() keyframe to 8 bits; the numbers of a registered property it does not
                // (`CSSColourProbe`), so a colour is rounded once, where it is shown.
                const frames = (colour ? \(K).#inGamut(numbers) : numbers).map(([offset, values, easing]) => colour
                  ? {offset, easing, [kind]: `rgb(var(--motion-${kind}-rgb))`, [`--motion-${kind}-rgb`]: values.join(" ")}
                  : {offset, easing, ...\(K).\(write)(kind, values)});
            \(wait)    const animation = element.animate(frames, {duration: ms, fill});
                // What reading a start from this animation needs (`#playedColour`).
                animation.motionKey = id + " " + kind;
                animation.motionFrames = numbers;
                return animation;

            """
        methods = """
              // A colour's numbers as the motion now playing it has them, unclamped (Chromium's computed colour is
              // clamped and 8-bit): the script's own restart, else the stylesheet's animation of the entry shown,
              // which is its restart entry played from the start at rest. Null when neither plays it.
              #playedColour(element, id, kind) {
                const key = id + " " + kind;
                // In effect, not merely unfinished: a restart that has ended without a forwards fill (paused
                // past its end, as a reader of the page may hold it) shows nothing (`backends.md` finding 58).
                const playing = (animation) => animation.playState !== "idle" && animation.effect?.getComputedTiming().progress != null;
                const own = this.#restarting.find((animation) => animation.motionKey === key && playing(animation));
                if (own) return \(K).#evaluate(own.motionFrames, own.currentTime / own.effect.getTiming().duration);
                const from = this.#svg.getAttribute("data-from"), to = this.#svg.getAttribute("data-state");
                const entry = \(K).restarts.find((r) => r[0] === from && r[1] === to && r[2] === id && r[3] === kind);
                if (!entry) return null;
                const sheet = element.getAnimations().find((animation) => animation instanceof CSSAnimation && playing(animation)
                  && Math.abs(animation.effect.getTiming().duration - entry[4]) < 1e-3
                  && animation.effect.getKeyframes().some((keyframe) => kind in keyframe));
                if (!sheet) return null;
                const numbers = \(placed).map(([offset, constant, weight, easing]) => [offset, constant.map((c, i) => c + weight[i] * entry[6][i]), easing]);
                return \(K).#evaluate(numbers, sheet.currentTime / entry[4]);
              }

              // Keyframes [offset, numbers, easing] at progress p, each piece on its easing as the browser computes it.
              static #evaluate(frames, p) {
                let i = 0;
                while (i + 2 < frames.length && p >= frames[i + 1][0]) i++;
                const [o0, v0, easing] = frames[i], [o1, v1] = frames[Math.min(i + 1, frames.length - 1)];
                const x = o1 > o0 ? Math.min(Math.max((p - o0) / (o1 - o0), 0), 1) : 1;
                const g = \(K).#ease(easing, x);
                return v0.map((v, c) => v + (v1[c] - v) * g);
              }

              static #easing = null;
              // An easing's value at x, from a detached effect: the browser's own curve, steps and linear() points.
              static #ease(easing, x) {
                if (easing === "linear") return x;
                if (\(K).#easing === null) {
                  const effect = new KeyframeEffect(null, null, {duration: 1e6, fill: "both"});
                  \(K).#easing = [effect, new Animation(effect, null)];
                }
                const [effect, animation] = \(K).#easing;
                effect.updateTiming({easing});
                animation.currentTime = x * 1e6;
                return effect.getComputedTiming().progress;
              }

              // Colour keyframes a browser draws as given (it clamps each to 0…255 and rounds it to 8 bits): a piece with
              // an end outside 0…255 is cut where a component crosses 0 or 255 (the clamp bends there), so within
              // each part a component is either held at its bound or moves on the piece's easing, which the part
              // carries rescaled as linear() points (not rounded): few keyframes, most of them whole numbers.
              static #inGamut(frames) {
                const clamp = (values) => values.map((v) => Math.min(255, Math.max(0, v)));
                const inside = (values) => values.every((v) => v >= 0 && v <= 255);
                const out = [];
                frames.forEach(([o0, v0, easing], i) => {
                  const next = frames[i + 1];
                  if (!next || (inside(v0) && inside(next[1]))) return out.push([o0, clamp(v0), easing]);
                  const [o1, v1] = next;
                  const ease = (x) => \(K).#ease(easing, x);
                  const at = (x) => v0.map((v, c) => v + (v1[c] - v) * ease(x));
                  const xs = Array.from({length: 129}, (_, j) => j / 128);
                  const cuts = [0];
                  xs.slice(1).forEach((xb, j) => {
                    const xa = xs[j], fa = at(xa), fb = at(xb);
                    fa.forEach((a, c) => {
                      for (const bound of [0, 255]) {
                        if ((a - bound) * (fb[c] - bound) >= 0) continue;
                        let lo = xa, hi = xb;
                        for (let k = 0; k < 48; k++) {
                          const mid = (lo + hi) / 2;
                          if ((at(mid)[c] - bound) * (a - bound) > 0) lo = mid; else hi = mid;
                        }
                        cuts.push(hi);
                      }
                    });
                  });
                  cuts.sort((a, b) => a - b).push(1);
                  cuts.slice(0, -1).forEach((xa, j) => {
                    const xb = cuts[j + 1], ga = ease(xa), gb = ease(xb);
                    if (xb - xa < 1e-12) return;
                    const points = gb === ga ? [] : Array.from({length: 101}, (_, k) =>
                      `${(ease(xa + (xb - xa) * k / 100) - ga) / (gb - ga)} ${k}%`);
                    out.push([o0 + (o1 - o0) * xa, clamp(at(xa)), points.length ? `linear(${points.join(", ")})` : "linear"]);
                  });
                });
                return out;
              }


            """
    }
}
