#!/usr/bin/env python3
"""Use the page `motionspec preview` writes in headless Chromium as a designer would, and report what it shows.

    chromium_preview.py PAGE.html [--click STATE,...] [--case N --indices I,I,...] [--screenshot OUT.png]

Loads the page and waits until both players are ready (`data-preview-ready` on the body). `--click` presses
the state buttons in order, 0.1 s apart, through WebDriver (the second press interrupts the first transition
mid-flight), then reports the CSS page's `data-state`, the state the page shows, which button is pressed, and the
CSS page's running animations and their playback rates; `--speed` and `--reduced` set those controls first.
`--probe ID:PROPERTY` reads that element's computed value just before and just after each press ("probe").
`--case N` picks the N-th transition of the page's list; each index of `--indices` is put on the scrubber (as
an `input` event) and the readout is read: its time and each row's exact value (`data-value`). `--screenshot`
captures the page after the last index and counts, in the CSS player's and the Lottie player's boxes, the
pixels that differ from the players' background by more than 32 in a channel.

Prints {"ready", "title", "css_text" (the text the CSS player shows), "states", "transitions", "clicks": [{"pressed", "css_state", "shown", "running", "rates", "probe"?: {"before", "after"}}],
"samples": [{"index", "time", "values": {key: [number, ...]}}], "plots": [key, ...], "outlines": [{"key", "time", "d"}], "screenshot":
{"css_inked", "lottie_inked", "css_box", "lottie_box"}, "console_errors", "console_warnings"}.
"""
import argparse
import base64
import io
import json
import pathlib
import time

from chromium_session import ChromiumSession, first_line
from consumer_common import ToolError, emit, run

# The CSS page's control draws in its element's shadow root: this finds the element carrying `data-state`
# through open shadow roots; its root node (the shadow root) holds the control's elements and animations.
CSS_ROOT = """
const cssRoot = (frame) => {
  const visit = (scope) => {
    const found = scope.querySelector("[data-state]");
    if (found) return found;
    for (const element of scope.querySelectorAll("*")) {
      const inner = element.shadowRoot && visit(element.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return frame.contentDocument ? visit(frame.contentDocument) : null;
};
"""

DESCRIBE = CSS_ROOT + """
const frame = document.getElementById("preview-css");
const root = cssRoot(frame);
const animations = root ? root.getRootNode().getAnimations() : [];
const pressed = Array.from(document.querySelectorAll("[data-preview-state][aria-pressed=true]"));
return {
  ready: document.body.hasAttribute("data-preview-ready"),
  css_state: root ? root.getAttribute("data-state") : null,
  shown: document.getElementById("preview-state-shown").textContent,
  pressed: pressed.map((b) => b.dataset.previewState),
  running: animations.filter((a) => a.playState === "running").length,
  rates: Array.from(new Set(animations.filter((a) => a.playState === "running").map((a) => a.playbackRate))),
};
"""

# Presses a state button from the page's own script, reading an element of the CSS page just before and just
# after: a transition that starts from what is on screen shows the same value on both sides of the press.
PRESS_AND_PROBE = CSS_ROOT + """
const [state, id, property] = arguments;
const frame = document.getElementById("preview-css");
const element = cssRoot(frame).getRootNode().getElementById(id);
if (!element) return {error: "the CSS page has no element #" + id};
const read = () => frame.contentWindow.getComputedStyle(element).getPropertyValue(property);
const before = read();
document.querySelector('[data-preview-state="' + state + '"]').click();
return {before, after: read()};
"""

SCRUB = """
const [caseIndex, index] = arguments;
const select = document.getElementById("preview-transition");
if (select.value !== String(caseIndex)) {
  select.value = String(caseIndex);
  select.dispatchEvent(new Event("change"));
}
const scrubber = document.getElementById("preview-scrubber");
scrubber.value = String(index);
scrubber.dispatchEvent(new Event("input"));
const values = {};
for (const row of document.querySelectorAll("#preview-values tbody tr")) {
  values[row.dataset.key] = JSON.parse(row.cells[1].dataset.value);
}
return {index: Number(scrubber.value), max: Number(scrubber.max),
        time: Number(document.getElementById("preview-time").dataset.time), values};
"""

PAGE = """
return {
  title: document.title,
  states: Array.from(document.querySelectorAll("[data-preview-state]")).map((b) => b.dataset.previewState),
  transitions: Array.from(document.querySelectorAll("#preview-transition option")).map((o) => o.textContent),
  css_text: document.getElementById("preview-css").contentDocument.body.innerText.trim(),
  plots: Array.from(document.querySelectorAll("#preview-plots figure")).map((f) => f.dataset.key),
  plot_points: Array.from(document.querySelectorAll("#preview-plots polyline")).map((p) => p.getAttribute("points").split(" ").length),
  outlines: Array.from(document.querySelectorAll("#preview-plots path.outline")).map((p) =>
    ({key: p.closest("figure").dataset.key, time: Number(p.dataset.time), d: p.getAttribute("d")})),
};
"""

BOXES = """
const box = (id) => { const r = document.getElementById(id).getBoundingClientRect();
  return {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height}; };
return {css: box("preview-css"), lottie: box("preview-lottie"),
        width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight};
"""


def inked(image, box, background=(0x3a, 0x3a, 0x3c), threshold=32):
    import numpy as np
    x0, y0 = int(round(box["x"])), int(round(box["y"]))
    x1, y1 = x0 + int(box["width"]), y0 + int(box["height"])
    pixels = np.asarray(image.convert("RGB"), dtype=np.int32)[y0:y1, x0:x1]
    off = np.max(np.abs(pixels - np.array(background, dtype=np.int32)), axis=-1) > threshold
    # The corners are rounded: ignore a margin of 8 px on every side.
    return int(np.count_nonzero(off[8:-8, 8:-8]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", help="the page `motionspec preview` wrote")
    parser.add_argument("--click", default="", help="state buttons to press, in order, comma-separated")
    parser.add_argument("--probe", help="ID:PROPERTY of the CSS page, read just before and after each press "
                        "(the press then comes from the page's script, not WebDriver)")
    parser.add_argument("--speed", help="choose this speed (0.1, 0.25, 0.5, 1, 2) before pressing")
    parser.add_argument("--reduced", action="store_true", help="turn the reduced-motion switch on before pressing")
    parser.add_argument("--case", type=int, default=0, help="the transition to scrub (its index in the list)")
    parser.add_argument("--indices", default="", help="scrubber positions (sample indices), comma-separated")
    parser.add_argument("--screenshot", help="write a PNG of the page after the last index")
    args = parser.parse_args()
    page = pathlib.Path(args.page)
    if not page.is_file():
        raise ToolError(f"{page}: no such file")
    with ChromiumSession(width=1200, height=1000) as session:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.by import By

        session.drain_console()
        session.driver.get(page.resolve().as_uri())
        deadline = time.monotonic() + 15
        state = session.driver.execute_script(DESCRIBE)
        while not state["ready"] and time.monotonic() < deadline:
            time.sleep(0.1)
            state = session.driver.execute_script(DESCRIBE)
        result = {"ready": state["ready"], "initial": state}
        result.update(session.driver.execute_script(PAGE))
        if args.speed:
            session.driver.execute_script(
                "const s = document.getElementById('preview-speed'); s.value = arguments[0];"
                "s.dispatchEvent(new Event('change'));", args.speed)
        if args.reduced:
            session.driver.find_element(By.ID, "preview-reduced").click()
        clicks = []
        for name in [n for n in args.click.split(",") if n]:
            probe = None
            if args.probe:
                element, _, prop = args.probe.partition(":")
                probe = session.driver.execute_script(PRESS_AND_PROBE, name, element, prop or "transform")
                if probe.get("error"):
                    raise ToolError(probe["error"])
            else:
                try:
                    session.driver.find_element(By.CSS_SELECTOR, f'[data-preview-state="{name}"]').click()
                except WebDriverException as error:
                    raise ToolError(f"cannot press the state button {name}: {first_line(error)}")
            time.sleep(0.1)
            described = session.driver.execute_script(DESCRIBE)
            if probe is not None:
                described["probe"] = probe
            clicks.append(described)
        result["clicks"] = clicks
        samples = []
        for text in [i for i in args.indices.split(",") if i]:
            samples.append(session.driver.execute_script(SCRUB, args.case, int(text)))
        result["samples"] = samples
        if args.screenshot:
            from PIL import Image
            time.sleep(0.3)  # lottie-web draws on its next frame
            boxes = session.driver.execute_script(BOXES)
            shot = session.driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True, "fromSurface": True,
                "clip": {"x": 0, "y": 0, "width": boxes["width"], "height": boxes["height"], "scale": 1}})
            data = base64.b64decode(shot["data"])
            pathlib.Path(args.screenshot).write_bytes(data)
            image = Image.open(io.BytesIO(data))
            result["screenshot"] = {"css_inked": inked(image, boxes["css"]), "lottie_inked": inked(image, boxes["lottie"]),
                                    "css_box": boxes["css"], "lottie_box": boxes["lottie"]}
        result["console_errors"], result["console_warnings"] = session.console()
    emit(result)
    return 0


if __name__ == "__main__":
    run(main)
