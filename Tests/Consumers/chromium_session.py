"""One headless Chromium (Debian's `chromium` + `chromium-driver`, driven by selenium) reused for many pages.

Used by chromium_sample.py and chromium_screenshot.py. The state switch follows the pages the CSS emitter
writes: the control's root carries `data-state`; setting it to another state's name plays that transition.
The root may be inside a shadow root (the CSS emitter's custom elements): selectors are looked up through
open shadow roots, and animations and elements are those of the root's own tree.
"""
import base64
import os
import pathlib
import re
import shutil

from consumer_common import ToolError

INSTALL_HINT = "run Tests/Consumers/install.sh (or .ci/test), which installs chromium and chromium-driver"

# Properties read from getComputedStyle for every element with an id.
STYLE_PROPERTIES = [
    "stroke-dasharray", "stroke-dashoffset", "opacity", "transform", "fill", "stroke", "stroke-width",
    "fill-opacity", "stroke-opacity", "stroke-linecap", "visibility", "display",
    # What a transform is applied about, and the path data (CSS `d`) for shape animation.
    "transform-origin", "transform-box", "d",
    # A gradient's <stop>s: their colour and opacity (their offsets are attributes).
    "stop-color", "stop-opacity",
]

# The first element matching a selector in the document or in any open shadow root inside it.
DEEP_FIND = """
const deepFind = (selector) => {
  const visit = (scope) => {
    const found = scope.querySelector(selector);
    if (found) return found;
    for (const element of scope.querySelectorAll("*")) {
      const inner = element.shadowRoot && visit(element.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return visit(document);
};
"""

# The SVG's own clock (SMIL) as the harness reads and seeks it, in whole microseconds. Chromium keeps the clock
# in whole microseconds but passes it through a 32-bit float and truncates what is written: a time read and
# written back lands a microsecond early about half the time, before a `<set>` the page has just begun there
# (measured: 942 of 2000 round trips). A time is written half a microsecond past its microsecond, which a
# 32-bit float keeps within half a microsecond up to 16 s of clock: Chromium lands on that microsecond, WebKit
# (which keeps the float) just after it.
SMIL_CLOCK = """
const smilMicroseconds = (svg) => Math.round(svg.getCurrentTime() * 1e6);
const smilSeek = (svg, microseconds) => svg.setCurrentTime((Math.round(microseconds) + 0.5) / 1e6);
"""

# Puts the root in state A and lets it come to rest: finite animations are finished, loops held at their start,
# then two frames pass.
SETTLE_SCRIPT = DEEP_FIND + SMIL_CLOCK + """
const [rootSelector, state, done] = arguments;
const root = deepFind(rootSelector);
if (!root) { done({error: "no element matches the root selector " + rootSelector}); return; }
// The SVG's own clock is paused before the state is set, so that the SMIL elements the page begins for it begin
// at one time whatever the machine's load (a loop's elements begun apart would stay out of phase).
const svg = root.tagName.toLowerCase() === "svg" ? root : root.querySelector("svg");
if (svg && typeof svg.pauseAnimations === "function") svg.pauseAnimations();
// The source first, as the page's toggle does: set later by the page's observer, it would start the
// entry's animations after the finish() below, and the state would still be moving when switched.
if (root.getAttribute("data-state") !== state) root.setAttribute("data-from", root.getAttribute("data-state") || "");
root.setAttribute("data-state", state);
getComputedStyle(root).opacity;
for (const animation of root.getRootNode().getAnimations()) {
  // An infinite animation (a state's loop) cannot finish: it is paused where the control comes to rest, at
  // the loop's own time 0, so what is presented at the switch is the loop's first frame, as the runtime's
  // cases start. That is its delay, not the animation's time 0: a loop entered by a transition waits for the
  // transition to end, and before its delay the page shows the state, not the loop (findings 62 and 64). A
  // negative delay (a loop begun part way) is carried forward by whole periods (two where it alternates).
  try { animation.finish(); } catch (e) {
    animation.pause();
    const timing = animation.effect ? animation.effect.getTiming() : {};
    const delay = Number(timing.delay) || 0, duration = Number(timing.duration) || 0;
    const period = duration * (String(timing.direction || "").includes("alternate") ? 2 : 1);
    animation.currentTime = delay >= 0 || period <= 0 ? Math.max(0, delay) : delay + Math.ceil(-delay / period) * period;
  }
}
// SMIL animations (a morph's form in an engine without CSS `d`, a gradient's stops and points) are finished
// too: the SVG's own clock is paused and seeked past the end of every one begun (one that has not begun, or
// never ends, throws). A state's SMIL loop never ends: the clock is seeked to the start of one of its periods
// instead, so that it is at its start as the CSS loops are (its elements all begin together, one period).
const finishSMIL = () => {
  if (!svg || typeof svg.pauseAnimations !== "function") return;
  const us = (seconds) => Math.round(seconds * 1e6);
  let end = smilMicroseconds(svg) + 1000, loop = null;
  for (const element of svg.querySelectorAll("animate, set")) {
    try {
      const start = us(element.getStartTime()), period = us(element.getSimpleDuration());
      if (element.getAttribute("repeatCount") === "indefinite") loop = {start, period};
      else end = Math.max(end, start + period + 1000);
    } catch (e) { /* not begun, or endless */ }
  }
  // A microsecond into the period, so that a loop that does not come back to its start shows its start.
  if (loop && loop.period > 0) end = loop.start + Math.max(0, Math.ceil((end - loop.start) / loop.period)) * loop.period + 1;
  smilSeek(svg, end);
};
requestAnimationFrame(() => requestAnimationFrame(() => { finishSMIL(); done({ok: true}); }));
"""

# Switches to state B (or, with a null state, keeps what a click did), pauses every animation and describes them.
SWITCH_SCRIPT = DEEP_FIND + """
const [rootSelector, state] = arguments;
const root = deepFind(rootSelector);
if (state !== null) root.setAttribute("data-state", state);
getComputedStyle(root).opacity;
const animations = root.getRootNode().getAnimations();
window.__consumerAnimations = animations;
window.__consumerScope = root.getRootNode();
const described = animations.map((a) => {
  a.pause();
  const timing = a.effect ? a.effect.getComputedTiming() : {};
  const target = a.effect && a.effect.target;
  return {
    type: a.constructor.name,
    name: a.animationName || a.transitionProperty || a.id || "",
    target: target ? (target.id || target.tagName.toLowerCase()) : null,
    duration: Number(timing.duration) || 0,
    delay: timing.delay || 0,
    iterations: timing.iterations === Infinity ? null : timing.iterations,
    direction: timing.direction || "",
    fill: timing.fill || "",
    easing: (a.effect && a.effect.getTiming().easing) || "",
    end_time: timing.endTime === Infinity ? null : timing.endTime,
  };
});
// A custom element carries the ARIA state on its host.
const holder = root.getRootNode().host || root;
return {animations: described, state: root.getAttribute("data-state"), aria_checked: holder.getAttribute("aria-checked")};
"""

# Seeks every paused animation to each time (ms) and reads the computed styles of elements with an id.
SAMPLE_SCRIPT = """
const [timesMs, properties] = arguments;
const animations = window.__consumerAnimations || [];
const elements = Array.from((window.__consumerScope || document).querySelectorAll("[id]"));
const out = {};
for (const element of elements) {
  out[element.id] = {};
  for (const p of properties) out[element.id][p] = [];
}
for (const t of timesMs) {
  for (const a of animations) a.currentTime = t;
  for (const element of elements) {
    const style = getComputedStyle(element);
    for (const p of properties) out[element.id][p].push(style.getPropertyValue(p));
  }
}
return out;
"""

SEEK_SCRIPT = DEEP_FIND + """
const [timeMs, selector, rootSelector] = arguments;
for (const a of (window.__consumerAnimations || [])) a.currentTime = timeMs;
let element;
if (selector) {
  element = deepFind(selector);
  if (!element) return {error: "no element matches " + selector};
} else {
  // The root itself when it is the <svg>, else its first <svg>, else the root.
  const root = deepFind(rootSelector);
  element = root.tagName.toLowerCase() === "svg" ? root : (root.querySelector("svg") || root);
}
const r = element.getBoundingClientRect();
return {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height};
"""


def first_line(error):
    """WebDriver messages carry session info and links after the first line."""
    text = str(getattr(error, "msg", None) or error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def find_binary(names, what):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    raise ToolError(f"{what} is not installed ({' or '.join(names)} not on PATH); {INSTALL_HINT}")


class ChromiumSession:
    def __init__(self, width=800, height=600):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.common.exceptions import WebDriverException

        browser = find_binary(["chromium", "chromium-browser"], "Chromium")
        driver_path = find_binary(["chromedriver"], "chromium-driver")
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-color-profile=srgb", "--force-device-scale-factor=1",
                     "--disable-extensions", "--no-first-run", "--mute-audio", f"--window-size={width},{height}"]:
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        try:
            self.driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        except WebDriverException as error:
            raise ToolError(f"Chromium did not start: {first_line(error)}")
        self.driver.set_script_timeout(30)

    def close(self):
        self.driver.quit()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def open(self, page, root_selector, from_state):
        path = pathlib.Path(page)
        if not path.is_file():
            raise ToolError(f"{page}: no such file")
        self.drain_console()
        self.driver.get(path.resolve().as_uri())
        selector = root_selector or "[data-state]"
        result = self.driver.execute_async_script(SETTLE_SCRIPT, selector, from_state)
        if result.get("error"):
            raise ToolError(f"{page}: {result['error']}")
        return selector

    def switch(self, root_selector, to_state, click=None):
        """Set `data-state` to `to_state`, or click `click` (a selector) as a user would and keep what the
        page's own script did. Returns {"animations", "state", "aria_checked"} after the switch."""
        if click is not None:
            from selenium.common.exceptions import WebDriverException
            try:
                element = self.driver.execute_script(DEEP_FIND + "return deepFind(arguments[0]);", click)
                if element is None:
                    raise ToolError(f"cannot click {click}: no element matches it")
                element.click()
            except WebDriverException as error:
                raise ToolError(f"cannot click {click}: {first_line(error)}")
            to_state = None
        return self.driver.execute_script(SWITCH_SCRIPT, root_selector, to_state)

    def sample(self, times_seconds):
        raw = self.driver.execute_script(SAMPLE_SCRIPT, [t * 1000.0 for t in times_seconds], STYLE_PROPERTIES)
        return {element: {prop: [parse_style(prop, v) for v in values] for prop, values in props.items()}
                for element, props in raw.items()}

    def screenshot(self, time_seconds, selector, root_selector, scale, background):
        if background:
            self.driver.execute_script(
                "const s = document.createElement('style');"
                "s.textContent = 'html, body { background: ' + arguments[0] + ' !important; }';"
                "document.head.appendChild(s);", background)
        rect = self.driver.execute_script(SEEK_SCRIPT, time_seconds * 1000.0, selector, root_selector)
        if rect.get("error"):
            raise ToolError(rect["error"])
        if rect["width"] <= 0 or rect["height"] <= 0:
            raise ToolError(f"{selector} has an empty box")
        # optimizeForSpeed: PNG written with less compression, the same pixels (lossless), in less time.
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "optimizeForSpeed": True, "captureBeyondViewport": True, "fromSurface": True,
            "clip": {"x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"],
                     "scale": scale},
        })
        return base64.b64decode(shot["data"]), rect

    def drain_console(self):
        try:
            return self.driver.get_log("browser")
        except Exception:
            return []

    def console(self):
        """Console entries since the page was opened: (errors, warnings), each [{"level", "message"}]."""
        entries = self.drain_console()
        def pick(level):
            return [{"level": level, "message": e.get("message")} for e in entries if e.get("level") == level]
        return pick("SEVERE"), pick("WARNING")


NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def parse_style(prop, text):
    """Computed style text → numbers: lengths as floats, dash arrays as lists, transforms as matrices,
    colours as [r, g, b, a] (0…255, alpha 0…1). Anything else (keywords, url(#…)) stays text."""
    text = text.strip()
    if prop in ("opacity", "stroke-dashoffset", "stroke-width", "fill-opacity", "stroke-opacity", "stop-opacity"):
        match = re.fullmatch(rf"({NUMBER})(px|%)?", text)
        if match:
            value = float(match.group(1))
            return value / 100.0 if match.group(2) == "%" and "opacity" in prop else value
        return text
    if prop == "stroke-dasharray":
        if text == "none":
            return None
        parts = [p for p in re.split(r"[\s,]+", text) if p]
        values = []
        for part in parts:
            match = re.fullmatch(rf"({NUMBER})(px)?", part)
            if not match:
                return text
            values.append(float(match.group(1)))
        return values
    if prop == "transform":
        if text == "none":
            return [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
        match = re.fullmatch(r"matrix(3d)?\((.*)\)", text)
        if match:
            return [float(v) for v in match.group(2).split(",")]
        return text
    if prop in ("fill", "stroke", "stop-color"):
        return parse_colour_text(text)
    if prop == "transform-origin":
        parts = text.split()
        values = []
        for part in parts:
            match = re.fullmatch(rf"({NUMBER})px", part)
            if not match:
                return text
            values.append(float(match.group(1)))
        return values
    return text


def parse_colour_text(text):
    match = re.fullmatch(r"rgba?\((.*)\)", text)
    if match:
        parts = [p for p in re.split(r"[\s,/]+", match.group(1)) if p]
        try:
            numbers = [float(p) for p in parts]
        except ValueError:
            return text
        if len(numbers) == 3:
            numbers.append(1.0)
        return numbers if len(numbers) == 4 else text
    match = re.fullmatch(r"color\(srgb (.*)\)", text)
    if match:
        parts = [p for p in re.split(r"[\s/]+", match.group(1)) if p]
        try:
            numbers = [float(p) for p in parts]
        except ValueError:
            return text
        if len(numbers) == 3:
            numbers.append(1.0)
        if len(numbers) == 4:
            return [numbers[0] * 255.0, numbers[1] * 255.0, numbers[2] * 255.0, numbers[3]]
    return text


def png_size(data):
    """Width and height from a PNG's IHDR chunk."""
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def ensure_parent(path):
    parent = os.path.dirname(os.path.abspath(path))
    os.makedirs(parent, exist_ok=True)
