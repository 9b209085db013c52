import MotionCompiler

/// The tiny optional script: toggles the state on click and on Space or Enter (`role="switch"`,
/// `aria-checked`), records the state it left in `data-from`, and sets `data-motion-ready` once
/// the state has changed, so the initial state shows at rest on load and plays when entered later.
/// It also announces cues as `motioncue` events on the root. Without it, a host sets `data-state`
/// (and `data-motion-ready`, `data-from`) itself.
enum CSSScript {
    static func text(_ lowered: LoweredControl, root: String) -> String {
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
          const changed = (from, to) => {
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
