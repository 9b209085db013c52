/// The preview page's own style and script. The script drives the CSS output's page (in a frame) through
/// the host contract of `specs/backends/css.md` — `data-state`, `data-from`, `data-motion-ready` on the
/// element that carries `data-state` — and the Lottie output through lottie-web's markers. It computes no
/// motion: the values and plots come from `motionPreview`, which the runtime sampled.
enum PreviewScript {
    /// The CSS output's reduced-motion block, and what the preview puts in its place so that a switch on
    /// the page (a custom property on the frame's root) applies it, where a media query follows only the
    /// system setting.
    static let reducedMedia = "@media (prefers-reduced-motion: reduce)"
    static let reducedSwitch = "@container style(--motion-preview-reduced: 1)"

    static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .preview-note { margin: 0 0 16px; color: #48484a; }
        main { display: grid; gap: 16px; }
        .preview-players { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        .preview-players figure { margin: 0; background: white; border-radius: 12px; padding: 12px; }
        .preview-players figcaption { font-weight: 600; margin-bottom: 8px; }
        #preview-css, #preview-lottie { display: block; width: 100%; height: 240px; border: 0; border-radius: 8px;
          background: #3a3a3c; box-sizing: border-box; }
        #preview-lottie { padding: 24px 10%; }
        .preview-controls, .preview-data { background: white; border-radius: 12px; padding: 12px; display: grid; gap: 10px; }
        .preview-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
        .preview-label { font-weight: 600; }
        .preview-state[aria-pressed="true"] { background: #0a84ff; color: white; border-color: #0a84ff; }
        button, select { font: inherit; padding: 4px 10px; border-radius: 6px; border: 1px solid #c7c7cc; background: #f7f7f9; }
        #preview-scrubber { flex: 1; min-width: 200px; }
        #preview-time { font-variant-numeric: tabular-nums; min-width: 6em; }
        .preview-data { grid-template-columns: minmax(260px, 1fr) 2fr; align-items: start; }
        #preview-values { border-collapse: collapse; font: 12px/1.5 ui-monospace, monospace; }
        #preview-values th, #preview-values td { text-align: left; padding: 2px 8px; border-bottom: 1px solid #e5e5ea; }
        #preview-plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
        .preview-plot { font: 12px ui-monospace, monospace; }
        .preview-plot svg { display: block; width: 100%; height: auto; background: #f7f7f9; border-radius: 6px; }
        .preview-plot .curve { fill: none; stroke-width: 1.5; }
        .preview-plot .key { stroke: #c7c7cc; stroke-width: 1; stroke-dasharray: 3 3; }
        .preview-plot .cursor { stroke: #ff3b30; stroke-width: 1.5; }
        .preview-plot .outline { fill: none; stroke: #0a84ff; vector-effect: non-scaling-stroke; stroke-width: 1.5; }

        """

    static let text = """
        (() => {
          const data = motionPreview;
          const $ = (id) => document.getElementById(id);
          const frame = $("preview-css"), speedSelect = $("preview-speed"), reducedBox = $("preview-reduced");
          const transitionSelect = $("preview-transition"), playButton = $("preview-play"), scrubber = $("preview-scrubber");
          const timeOutput = $("preview-time"), stateOutput = $("preview-state-shown");
          const valuesBody = $("preview-values").tBodies[0], plots = $("preview-plots");
          const colours = ["#0a84ff", "#ff9f0a", "#30d158", "#bf5af2"];
          let speed = 1, reduced = false, shown = data.initial, scrub = null, playing = false, playClock = null, lottie = null;
          let caseIndex = 0, sampleIndex = 0;

          const markers = new Map();
          for (const m of motionPreviewLottie.markers || []) markers.set(m.cm, {tm: m.tm, dr: m.dr || 0});

          // The CSS output's page, and the element that carries its state.
          const cssDocument = () => frame.contentDocument;
          // The page's control draws in its element's shadow root: the search goes through open shadow roots.
          const deepFind = (scope, selector) => {
            const found = scope.querySelector(selector);
            if (found) return found;
            for (const element of scope.querySelectorAll("*")) {
              const inner = element.shadowRoot && deepFind(element.shadowRoot, selector);
              if (inner) return inner;
            }
            return null;
          };
          const cssRoot = () => cssDocument() && deepFind(cssDocument(), "[data-state]");
          const flush = (root) => getComputedStyle(root).opacity;
          const setState = (root, to) => {
            root.setAttribute("data-motion-ready", "");
            root.setAttribute("data-from", root.getAttribute("data-state") || "");
            root.setAttribute("data-state", to);
            flush(root);
          };
          const cssAnimations = () => {
            const root = cssRoot();
            return root ? root.getRootNode().getAnimations() : [];
          };

          const currentCase = () => data.cases[caseIndex];
          // A frame of the whole composition: `playSegments` makes later frames count from its segment.
          const lottieAt = (frame) => {
            lottie.resetSegments(true);
            lottie.goToAndStop(frame, true);
          };
          const lottieMarker = (from, to) => {
            const base = from + "->" + to;
            return (reduced && markers.get(base + " reduced motion")) || markers.get(base);
          };

          // A state button: the transition plays from what is on screen, as the control's own toggle does.
          const goTo = (to) => {
            const root = cssRoot();
            if (!root) return;
            stopPlaying();
            if (scrub) {
              for (const a of scrub.animations) if (a.playState === "paused") a.play();
              scrub = null;
            }
            const from = shown;
            if (to !== root.getAttribute("data-state")) setState(root, to);
            for (const a of cssAnimations()) a.playbackRate = speed;
            if (lottie) {
              const marker = lottieMarker(from, to);
              lottie.setSpeed(speed);
              if (marker && marker.dr > 0) lottie.playSegments([marker.tm, marker.tm + marker.dr], true);
              else {
                const rest = markers.get(to);
                if (rest) lottieAt(rest.tm);
              }
            }
            shown = to;
            showState();
          };

          const showState = () => {
            stateOutput.textContent = shown;
            for (const button of document.querySelectorAll("[data-preview-state]")) {
              button.setAttribute("aria-pressed", String(button.dataset.previewState === shown));
            }
          };

          // The scrubber: the chosen transition from its source state at rest, paused, every animation at t.
          const enterScrub = () => {
            const root = cssRoot();
            const item = currentCase();
            if (!root || !item) return false;
            if (scrub && scrub.index === caseIndex) return true;
            for (const a of cssAnimations()) a.cancel();
            if (root.getAttribute("data-state") !== item.from) setState(root, item.from);
            for (const a of cssAnimations()) a.cancel();
            flush(root);
            setState(root, item.to);
            const animations = cssAnimations();
            for (const a of animations) a.pause();
            scrub = {index: caseIndex, animations};
            shown = item.to;
            showState();
            return true;
          };

          const seek = (t) => {
            const item = currentCase();
            if (!item || !enterScrub()) return;
            for (const a of scrub.animations) a.currentTime = t * 1000;
            if (lottie) {
              const marker = lottieMarker(item.from, item.to);
              if (marker) lottieAt(marker.tm + Math.min(t * data.fps, marker.dr));
            }
            for (const cursor of plots.querySelectorAll(".cursor")) {
              const x = item.duration > 0 ? t / item.duration * 300 : 0;
              cursor.setAttribute("x1", x);
              cursor.setAttribute("x2", x);
            }
          };

          // The readout: the runtime's values at the sample the scrubber is on.
          const showSample = (i) => {
            const item = currentCase();
            sampleIndex = i;
            scrubber.value = String(i);
            if (!item) { timeOutput.textContent = "no transition"; return; }
            const t = item.times[i];
            timeOutput.textContent = t.toFixed(3) + " s";
            timeOutput.dataset.time = String(t);
            valuesBody.replaceChildren(...item.properties.map((p) => {
              const row = document.createElement("tr");
              const key = document.createElement("td"), value = document.createElement("td");
              const v = p.values[i];
              key.textContent = p.key;
              value.textContent = p.outlines ? p.outlines[i] : v.map((x) => Number(x.toPrecision(6))).join(", ");
              value.dataset.value = JSON.stringify(v);
              row.dataset.key = p.key;
              row.append(key, value);
              return row;
            }));
          };

          const svgElement = (name, attributes) => {
            const element = document.createElementNS("http://www.w3.org/2000/svg", name);
            for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
            return element;
          };

          // A path's plot: its outline at six times spread over the transition, each drawn where its time
          // falls on the axis, all in the box that holds every outline, with keyframe ticks and the cursor.
          const drawOutlines = (figure, item, p) => {
            const x = (t) => item.duration > 0 ? t / item.duration * 300 : 0;
            const svg = svgElement("svg", {viewBox: "0 0 300 100", role: "img", "aria-label": p.key + " against time"});
            for (const k of p.keys) svg.append(svgElement("line", {class: "key", x1: x(k), x2: x(k), y1: 0, y2: 100}));
            const [minX, minY, maxX, maxY] = p.box.length ? p.box : [0, 0, 1, 1];
            const size = 40, scale = size / Math.max(maxX - minX, maxY - minY, 1e-9);
            const count = Math.min(6, p.outlines.length);
            for (let k = 0; k < count; k++) {
              const i = count > 1 ? Math.round(k * (p.outlines.length - 1) / (count - 1)) : 0;
              const left = Math.min(Math.max(x(item.times[i]) - size / 2, 0), 300 - size);
              svg.append(svgElement("path", {class: "outline", d: p.outlines[i], "data-time": item.times[i],
                transform: `translate(${left.toFixed(2)} 30) scale(${scale.toPrecision(6)}) translate(${-minX} ${-minY})`}));
            }
            svg.append(svgElement("line", {class: "cursor", x1: 0, x2: 0, y1: 0, y2: 100}));
            const caption = document.createElement("figcaption");
            caption.append(p.key + ", the outline at " + count + " times" + (p.keys.length ? ", keyframes dashed" : ""));
            figure.append(caption, svg);
          };

          // One plot per animated property: each component against time, keyframes as ticks, a cursor.
          const drawPlots = () => {
            const item = currentCase();
            plots.replaceChildren();
            if (!item) return;
            for (const p of item.properties) {
              const figure = document.createElement("figure");
              figure.className = "preview-plot";
              figure.dataset.key = p.key;
              if (p.outlines) { drawOutlines(figure, item, p); plots.append(figure); continue; }
              const all = p.values.flat();
              let low = Math.min(...all), high = Math.max(...all);
              if (high - low < 1e-9) { low -= 1; high += 1; }
              const x = (t) => item.duration > 0 ? t / item.duration * 300 : 0;
              const y = (v) => 90 - (v - low) / (high - low) * 80;
              const svg = svgElement("svg", {viewBox: "0 0 300 100", role: "img", "aria-label": p.key + " against time"});
              for (const k of p.keys) svg.append(svgElement("line", {class: "key", x1: x(k), x2: x(k), y1: 0, y2: 100}));
              const count = Math.max(1, p.values[0].length);
              for (let c = 0; c < count; c++) {
                const points = item.times.map((t, i) => x(t).toFixed(2) + "," + y(p.values[i][c]).toFixed(2)).join(" ");
                svg.append(svgElement("polyline", {class: "curve", points, stroke: colours[c % colours.length]}));
              }
              svg.append(svgElement("line", {class: "cursor", x1: 0, x2: 0, y1: 0, y2: 100}));
              const caption = document.createElement("figcaption");
              caption.append(p.key + " ");
              p.components.forEach((name, c) => {
                const swatch = document.createElement("span");
                swatch.style.color = colours[c % colours.length];
                swatch.textContent = name + " ";
                caption.append(swatch);
              });
              caption.append(Number(low.toPrecision(4)) + " … " + Number(high.toPrecision(4))
                + (p.keys.length ? ", keyframes dashed" : ""));
              figure.append(caption, svg);
              plots.append(figure);
            }
          };

          const chooseCase = (i) => {
            stopPlaying();
            caseIndex = i;
            const item = currentCase();
            scrubber.max = String(item ? item.times.length - 1 : 0);
            drawPlots();
            showSample(0);
            if (scrub) { scrub = null; seek(0); }
          };

          const stopPlaying = () => {
            playing = false;
            playClock = null;
            playButton.textContent = "Play";
          };

          const tick = (now) => {
            if (!playing) return;
            const item = currentCase();
            if (playClock === null) playClock = {start: now, from: item.times[sampleIndex] >= item.duration ? 0 : item.times[sampleIndex]};
            const t = Math.min(item.duration, playClock.from + (now - playClock.start) / 1000 * speed);
            seek(t);
            let i = 0;
            while (i + 1 < item.times.length && item.times[i + 1] <= t + 1e-9) i++;
            if (i !== sampleIndex) showSample(i);
            if (t >= item.duration) stopPlaying();
            else requestAnimationFrame(tick);
          };

          playButton.addEventListener("click", () => {
            if (!currentCase()) return;
            if (playing) { stopPlaying(); showSample(sampleIndex); seek(currentCase().times[sampleIndex]); return; }
            if (!enterScrub()) return;
            playing = true;
            playClock = null;
            playButton.textContent = "Pause";
            requestAnimationFrame(tick);
          });
          scrubber.addEventListener("input", () => {
            stopPlaying();
            const i = Number(scrubber.value);
            showSample(i);
            seek(currentCase().times[i]);
          });
          transitionSelect.addEventListener("change", () => chooseCase(Number(transitionSelect.value)));
          speedSelect.addEventListener("change", () => {
            speed = Number(speedSelect.value);
            if (cssDocument()) for (const a of cssAnimations()) if (a.playState === "running") a.playbackRate = speed;
            if (lottie) lottie.setSpeed(speed);
            if (playing) playClock = null;
          });
          const applyReduced = () => {
            reduced = reducedBox.checked;
            const root = cssDocument() && cssDocument().documentElement;
            if (root) root.style.setProperty("--motion-preview-reduced", reduced ? "1" : "0");
          };
          reducedBox.addEventListener("change", () => {
            applyReduced();
            if (scrub) { const i = sampleIndex; scrub = null; seek(currentCase().times[i]); }
          });
          for (const button of document.querySelectorAll("[data-preview-state]")) {
            button.addEventListener("click", () => goTo(button.dataset.previewState));
          }

          // The frame's page at the frame's size: its own style left as it is, only scaled.
          let cssReady = false, lottieReady = false;
          const ready = () => { if (cssReady && lottieReady) document.body.dataset.previewReady = ""; };
          const fitFrame = () => {
            const doc = cssDocument(), root = cssRoot();
            if (!doc || !root || cssReady) return;
            // A margin of a tenth on each side, as the Lottie player has.
            const zoom = 0.8 * Math.min(frame.clientWidth / data.width, frame.clientHeight / data.height);
            const style = doc.createElement("style");
            style.textContent = "html, body { margin: 0; background: transparent; overflow: hidden; }"
              + " body { display: flex; align-items: center; justify-content: center;"
              + " width: " + frame.clientWidth / zoom + "px; height: " + frame.clientHeight / zoom + "px; }";
            doc.head.append(style);
            // Only the control shows: the page's heading and anything else beside it are hidden.
            const host = root.getRootNode().host || root;
            for (const sibling of host.parentElement ? host.parentElement.children : []) {
              if (sibling !== host) sibling.style.display = "none";
            }
            doc.documentElement.style.zoom = String(zoom);
            applyReduced();
            cssReady = true;
            ready();
          };
          frame.addEventListener("load", fitFrame);
          fitFrame();

          lottie = window.lottie.loadAnimation({
            container: $("preview-lottie"), renderer: "svg", loop: false, autoplay: false,
            animationData: motionPreviewLottie, rendererSettings: {preserveAspectRatio: "xMidYMid meet"},
          });
          lottie.addEventListener("DOMLoaded", () => {
            const rest = markers.get(shown);
            if (rest) lottieAt(rest.tm);
            lottieReady = true;
            ready();
          });

          reducedBox.checked = matchMedia("(prefers-reduced-motion: reduce)").matches;
          applyReduced();
          showState();
          chooseCase(0);
        })();

        """
}
