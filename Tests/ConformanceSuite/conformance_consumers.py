#!/usr/bin/env python3
"""The conformance suite's batch work in the consumers: many transitions per Chromium session, many frames
per page load, many renders per Lottie load. Called by `Tests/MotionSpecTests/Conformance*.swift`; it
reuses the consumer tools' Chromium session and Lottie renderers (`Tests/Consumers`).

css JOBS.json     Jobs [{"id", "page", "root"?, "from", "to", "times": [s], "interrupt"?: {"at": s, "to": state}}],
                  or {"id", "page", "from", "rest": true} for a state at rest (every animation cancelled, read once).
                  Starts in `from`, switches `data-state` to `to`, pauses every animation and, per time (all in one script call), reads
                  every element with an id: its computed style (parsed as chromium_sample.py does), "ctm" (the
                  element's matrix to the SVG's viewBox units: getCTM() with the viewBox mapping divided out),
                  "opacity_chain" (its opacity times every ancestor's up to the <svg>) and "hidden" (display
                  none or visibility hidden on it or an ancestor), and for a path "total_length" (getTotalLength());
                  with "drawn_points": true, also per path "drawn_points" (getPointAtLength at 17 evenly spaced
                  lengths) and "smil_elements" (the SMIL elements inside it). SMIL animations follow the SVG's own
                  clock, paused at the switch and seeked with the rest; a `<stop>`'s "offset" and a gradient's
                  "points" (x1 y1 x2 y2, or cx cy r) are their animated values (`animVal`); at rest the SMIL copies are
                  replaced by the state's `<set>`s. With "interrupt", the first switch is seeked to
                  `at`, then the root switches to interrupt.to and times count from that second switch (the
                  animations that were already running go on at at + t).
                  → {"results": [{"id", "elements": {id: {prop: [value per time]}}, "console_errors", "error"?}]}

css-webkit JOBS.json  The css jobs in WebKit (`webkit_session.py`: WebKitGTK's MiniBrowser through webkit2gtk-driver,
                  on its own Xvfb); the output adds "browser": {"name", "version"}. WebKit keeps no console log.

pixels JOBS.json  Jobs [{"id", "page", "root"?, "from", "to", "lottie", "start_frame", "fps", "frames": [k],
                  "scale", "background": "#rrggbb", "threshold", "renderers": ["rlottie", "thorvg", "lottie-web"],
                  "images": DIR}]. For each whole frame k after the marker: Chromium's screenshot of the root's
                  <svg> at time k / fps and each renderer's frame start_frame + k, on the same background
                  (lottie-web: `templates/lottie-web.js` in the same Chromium, `goToAndStop`, a screenshot);
                  the inked pixels (a channel off the background by more than `threshold`) compared by IoU,
                  antialiasing rims and pixels on the threshold left out (`ink_compare.py`).
                  The worst frame's three images are written to DIR. lottie-web leaves out the frames where only a
                  sliver is inked ("slivers": `lottie_web.SLIVER_UNITS`).
                  → {"results": [{"id", "renderers": {name: {"worst_iou", "frame", "ious": [...], "slivers"}}, "error"?}]}
"""
import io
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Consumers"))

from chromium_session import DEEP_FIND, SMIL_CLOCK, ChromiumSession, STYLE_PROPERTIES, parse_style  # noqa: E402
from consumer_common import ToolError, emit, load_json_file, parse_colour, run  # noqa: E402
from ink_compare import ink_iou  # noqa: E402
from webkit_session import WebKitSession  # noqa: E402

# Per element with an id in the root's tree (the document, or a custom element's shadow root): computed style,
# the matrix to viewBox units, the opacity down the chain, hidden.
READ_FUNCTION = DEEP_FIND + """
const readAll = (properties, drawnPoints) => {
  const DRAWN_POINTS = 16;
  // The page's segments (M, C, Z: the emitter writes no others) as path data.
  const pathSegmentsText = (list) => {
    const parts = [];
    for (let i = 0; i < list.numberOfItems; i++) {
      const s = list.getItem(i);
      if (s.pathSegTypeAsLetter === "Z" || s.pathSegTypeAsLetter === "z") parts.push("Z");
      else if (s.pathSegTypeAsLetter === "C") parts.push(`C ${s.x1} ${s.y1} ${s.x2} ${s.y2} ${s.x} ${s.y}`);
      else parts.push(`${s.pathSegTypeAsLetter} ${s.x} ${s.y}`);
    }
    return parts.join(" ");
  };
  const root = deepFind(window.__conformanceRoot);
  const svg = root.tagName.toLowerCase() === "svg" ? root : root.querySelector("svg");
  let viewBoxInverse = null;
  if (svg) {
    const probe = document.createElementNS("http://www.w3.org/2000/svg", "g");
    svg.appendChild(probe);
    const v = probe.getCTM();
    svg.removeChild(probe);
    if (v) viewBoxInverse = v.inverse();
  }
  const out = {};
  for (const element of root.getRootNode().querySelectorAll("[id]")) {
    const style = getComputedStyle(element);
    const entry = {};
    for (const p of properties) entry[p] = style.getPropertyValue(p);
    if (viewBoxInverse && typeof element.getCTM === "function" && element !== svg) {
      const m = element.getCTM();
      if (m) {
        const d = viewBoxInverse.multiply(m);
        entry.ctm = [d.a, d.b, d.c, d.d, d.e, d.f];
      }
    }
    let opacity = 1, hidden = false;
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const s = getComputedStyle(node);
      opacity *= Number(s.opacity);
      if (s.display === "none") hidden = true;
      if (node === element && s.visibility === "hidden") hidden = true;
      if (node === svg) break;
    }
    // An engine that leaves SVG's transform attribute out of the computed style (WebKit) draws it all the same.
    if (entry.transform === "none" && element.transform && element.transform.baseVal.numberOfItems > 0) {
      const m = element.transform.baseVal.consolidate().matrix;
      entry.transform = "matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].join(", ") + ")";
    }
    // The drawn path's length, whatever form carries the path (CSS `d`, the attribute).
    if (typeof element.getTotalLength === "function") entry.total_length = element.getTotalLength();
    // An engine without the CSS `d` property (WebKit) computes none: it draws the attribute's path, as SMIL
    // animates it (`animatedPathSegList`, the animated value, where the engine keeps it).
    if (!entry.d && element.hasAttribute("d")) {
      const segments = element.animatedPathSegList;
      entry.d = 'path("' + (segments ? pathSegmentsText(segments) : element.getAttribute("d")) + '")';
    }
    // When the job asks: the drawn path's points at evenly spaced lengths, in the element's own units, and
    // how many SMIL elements it holds (a morph's form for an engine without CSS `d`).
    if (drawnPoints && typeof element.getPointAtLength === "function") {
      entry.smil_elements = element.querySelectorAll("animate, set").length;
      const total = element.getTotalLength();
      entry.drawn_points = [];
      for (let k = 0; k <= DRAWN_POINTS; k++) {
        const p = element.getPointAtLength(total * k / DRAWN_POINTS);
        entry.drawn_points.push([p.x, p.y]);
      }
    }
    // A gradient's stop positions and points are attributes SMIL moves: their animated values (`animVal`).
    if (element.localName === "stop" && element.offset) entry.offset = element.offset.animVal;
    const points = {linearGradient: ["x1", "y1", "x2", "y2"], radialGradient: ["cx", "cy", "r"]}[element.localName];
    if (points) entry.points = points.map((name) => element[name].animVal.value);
    entry.opacity_chain = opacity;
    entry.hidden = hidden;
    out[element.id] = entry;
  }
  return out;
};
"""

# A state at rest: every animation cancelled, so the state's rules show. SMIL too: every copy the page's script
# played is removed (its templates keep `data-motion-to`) and each element's `<set>` of the state begun instead.
REST_SCRIPT = SMIL_CLOCK + """
const [rootSelector, state] = arguments;
window.__conformanceRoot = rootSelector;
const root = deepFind(rootSelector);
for (const a of root.getRootNode().getAnimations()) a.cancel();
const svg = root.tagName.toLowerCase() === "svg" ? root : root.querySelector("svg");
if (svg && typeof svg.pauseAnimations === "function") {
  const smil = [...svg.querySelectorAll("animate, set")];
  smil.filter((e) => !e.hasAttribute("data-motion-to")).forEach((e) => e.remove());
  for (const template of smil.filter((e) => e.localName === "set" && e.dataset.motionTo === state && e.dataset.motionFrom === undefined)) {
    const copy = template.cloneNode(false);
    copy.removeAttribute("data-motion-to");
    template.parentNode.appendChild(copy);
    copy.beginElement();
  }
  smilSeek(svg, smilMicroseconds(svg));
}
"""

SEEK_FUNCTION = SMIL_CLOCK + """
const seekAll = (timeMs, earlierMs) => {
  // The SVG's own clock (SMIL), paused at the switch: one clock, so earlier animations go on with it.
  const smil = window.__conformanceSMIL;
  if (smil) smilSeek(smil.svg, smil.base + timeMs * 1000);
  for (const a of (window.__conformanceAnimations || [])) {
    a.currentTime = (window.__conformanceEarlier && window.__conformanceEarlier.has(a)) ? earlierMs : timeMs;
  }
};
"""

READ_SCRIPT = READ_FUNCTION + "return readAll(...arguments);"
SEEK_ALL = SEEK_FUNCTION + "seekAll(...arguments);"

# Every time of a job in one call (a WebDriver round trip costs more than a reading in WebKit): per time (ms, and
# the earlier animations' ms), the seek and then the reading.
SAMPLE_ALL = READ_FUNCTION + SEEK_FUNCTION + """
const [times, properties, drawnPoints] = arguments;
return times.map(([timeMs, earlierMs]) => { seekAll(timeMs, earlierMs); return readAll(properties, drawnPoints); });
"""

PAUSE_ALL = DEEP_FIND + SMIL_CLOCK + """
const [rootSelector, state, keepEarlier] = arguments;
const root = deepFind(rootSelector);
const earlier = new Set(keepEarlier ? (window.__conformanceAnimations || []) : []);
// The SVG's own clock is paused first, so that SMIL animations the page begins at the switch begin now; it is
// put on the time that a seek to the switch gives (in microseconds), so that they have begun there.
const svg = root.tagName.toLowerCase() === "svg" ? root : root.querySelector("svg");
window.__conformanceSMIL = null;
if (svg && typeof svg.pauseAnimations === "function") {
  svg.pauseAnimations();
  const base = smilMicroseconds(svg);
  smilSeek(svg, base);
  window.__conformanceSMIL = {svg, base};
}
// The source state first, as the page's own toggle does: its MutationObserver would set it only after
// this script, too late for the animations started by the style read below.
root.setAttribute("data-from", root.getAttribute("data-state") || "");
root.setAttribute("data-state", state);
getComputedStyle(root).opacity;
const animations = root.getRootNode().getAnimations();
for (const a of animations) a.pause();
window.__conformanceAnimations = animations;
window.__consumerAnimations = [];  // the consumer session's own seek leaves them to SEEK_ALL
window.__conformanceEarlier = new Set(animations.filter((a) => earlier.has(a)));
window.__conformanceRoot = rootSelector;
return animations.length;
"""


def start(session, job):
    """Open the page in `from`, switch to `to` (and maybe interrupt); returns the earlier animations' offset."""
    root = session.open(job["page"], job.get("root"), job["from"])
    session.driver.execute_script(PAUSE_ALL, root, job["to"], False)
    interrupt = job.get("interrupt")
    if interrupt:
        at = float(interrupt["at"]) * 1000.0
        session.driver.execute_script(SEEK_ALL, at, at)
        session.driver.execute_script(PAUSE_ALL, root, interrupt["to"], True)
        return at
    return 0.0


def css_job(session, job):
    drawn = bool(job.get("drawn_points"))
    if job.get("rest"):
        # A state at rest: the model values the state's rules give, with every animation (the transition that
        # brought it there, held by its fill) cancelled; read once.
        root = session.open(job["page"], job.get("root"), job["from"])
        session.driver.execute_script(DEEP_FIND + REST_SCRIPT, root, job["from"])
        readings = [session.driver.execute_script(READ_SCRIPT, STYLE_PROPERTIES, drawn)]
    else:
        earlier = start(session, job)
        times = [[float(t) * 1000.0, earlier + float(t) * 1000.0] for t in job["times"]]
        readings = session.driver.execute_script(SAMPLE_ALL, times, STYLE_PROPERTIES, drawn)
    elements = {}
    for raw in readings:
        for element, entry in raw.items():
            slot = elements.setdefault(element, {})
            for key, value in entry.items():
                parsed = parse_style(key, value) if key in STYLE_PROPERTIES else value
                slot.setdefault(key, []).append(parsed)
    errors, _ = session.console()
    return {"id": job["id"], "elements": elements, "console_errors": errors}


def pixels_job(session, job):
    import numpy as np
    from PIL import Image
    from lottie_render import RlottieRenderer, ThorvgRenderer, composite
    from lottie_web import SLIVER_UNITS, LottieWebRenderer

    background_text = job.get("background", "#000000")
    background = parse_colour(background_text)
    r, g, b, a = background
    css_background = f"rgba({r}, {g}, {b}, {a / 255})"
    scale = float(job.get("scale", 4))
    threshold = int(job.get("threshold", 16))
    fps = float(job["fps"])
    start(session, job)
    root = session.driver.execute_script("return window.__conformanceRoot")
    shots = []
    for k in job["frames"]:
        session.driver.execute_script(SEEK_ALL, k / fps * 1000.0, k / fps * 1000.0)
        data, _ = session.screenshot(k / fps, None, root, scale, css_background)
        css_background = None  # painted once per load
        shots.append(np.asarray(Image.open(io.BytesIO(data)).convert("RGB")))

    with open(job["lottie"], encoding="utf-8") as handle:
        document = json.load(handle)
    width = int(round(float(document["w"]) * scale))
    height = int(round(float(document["h"]) * scale))
    ip = float(document.get("ip", 0) or 0)
    renderers = {}
    images = job.get("images")
    for name in job.get("renderers", ["rlottie", "thorvg"]):
        if name == "lottie-web":
            renderer = LottieWebRenderer(session, job["lottie"], width, height, scale)
        else:
            renderer = (RlottieRenderer if name == "rlottie" else ThorvgRenderer)(job["lottie"], width, height)
        ious, worst, slivers = [], None, []
        try:
            for k, shot in zip(job["frames"], shots):
                frame = float(job["start_frame"]) + k
                rendered = np.asarray(composite(renderer.render(frame - ip), background).convert("RGB"))
                if rendered.shape != shot.shape:
                    raise ToolError(f"{name} frame {frame:g} is {rendered.shape[1]}×{rendered.shape[0]}, "
                                    f"Chromium's shot {shot.shape[1]}×{shot.shape[0]}")
                iou, union = ink_iou(shot, rendered, background, threshold)
                if name == "lottie-web" and 0 < union < SLIVER_UNITS * scale * scale:
                    slivers.append(k)
                    continue
                ious.append(iou)
                if worst is None or iou < worst[0]:
                    worst = (iou, k, rendered, shot)
        finally:
            renderer.close()
        entry = {"ious": ious, "worst_iou": worst[0] if worst else 1.0, "frame": worst[1] if worst else None,
                 "slivers": slivers}
        if images and worst:
            stem = os.path.join(images, f"{job['id']}-{name}-k{worst[1]}")
            os.makedirs(os.path.dirname(stem), exist_ok=True)
            Image.fromarray(worst[2]).save(stem + "-lottie.png")
            Image.fromarray(worst[3]).save(stem + "-chromium.png")
            entry["images"] = [stem + "-lottie.png", stem + "-chromium.png"]
        renderers[name] = entry
    return {"id": job["id"], "renderers": renderers}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("css", "css-webkit", "pixels"):
        raise ToolError("usage: conformance_consumers.py css|css-webkit|pixels JOBS.json")
    mode, jobs = sys.argv[1], load_json_file(sys.argv[2])
    results = []
    browser = {}
    with (WebKitSession() if mode == "css-webkit" else ChromiumSession()) as session:
        if mode == "css-webkit":
            browser = {"name": "WebKitGTK", "version": session.version}
        for job in jobs:
            try:
                results.append((pixels_job if mode == "pixels" else css_job)(session, job))
            except Exception as error:  # a failing job is a failing cell, not a failing batch
                results.append({"id": job.get("id"), "error": f"{type(error).__name__}: {error}"})
    emit({"results": results, **({"browser": browser} if browser else {})})
    return 0


if __name__ == "__main__":
    run(main)
