"""lottie-web, the Lottie player most web pages run, as a renderer beside rlottie and ThorVG.

The player is the copy the project carries (`templates/lottie-web.js`, MIT). A page holding it and the
animation (SVG renderer, `xMidYMid meet`) is written to a temporary file and opened in an existing
ChromiumSession; each frame is `goToAndStop(frame, true)` and a screenshot of the player's box at
`scale` device pixels per unit, on a transparent page. `render` returns the pixels as the other
renderers do: (h, w, 4) premultiplied RGBA.
"""
import base64
import io
import json
import os
import pathlib
import tempfile

import numpy as np

from consumer_common import ToolError

# lottie-web 5.7.5 trims by reading positions from a table of samples per cubic, so a very short trimmed
# piece is drawn as nothing where Chromium and the other players draw a sliver (group-timing: 0.074 and
# 0.3 units of a 50-unit line, nothing; 0.68 units, drawn). A frame whose inked pixels cover less than
# this many square units (a 2 × 2 square) is no measure of geometry for it: the conformance suite leaves
# such frames out of lottie-web's IoU and lists them.
SLIVER_UNITS = 4.0

PLAYER = pathlib.Path(__file__).resolve().parent.parent.parent / "templates" / "lottie-web.js"

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; background: transparent; }}
#player {{ width: {width}px; height: {height}px; }}
</style></head><body><div id="player"></div>
<script>{player}</script>
<script>
window.lottiePlayer = lottie.loadAnimation({{container: document.getElementById("player"), renderer: "svg",
  loop: false, autoplay: false, animationData: {data},
  rendererSettings: {{preserveAspectRatio: "xMidYMid meet"}}}});
window.lottiePlayer.addEventListener("DOMLoaded", () => {{ window.lottieLoaded = true; }});
</script></body></html>
"""

WAIT = """
const done = arguments[0];
const start = performance.now();
(function poll() {
  if (window.lottieLoaded) done({ok: true});
  else if (performance.now() - start > 10000) done({error: "lottie-web did not load the animation"});
  else setTimeout(poll, 20);
})();
"""

# Seeks and returns the player's box. lottie-web draws the frame into the SVG at once, and the screenshot
# that follows waits for the compositor to paint it.
SEEK = """
const [frame] = arguments;
window.lottiePlayer.goToAndStop(frame, true);
const r = document.getElementById("player").getBoundingClientRect();
return {x: r.left, y: r.top, width: r.width, height: r.height};
"""


class LottieWebRenderer:
    def __init__(self, session, path, width, height, scale):
        if not PLAYER.is_file():
            raise ToolError(f"{PLAYER} is missing: lottie-web is carried in templates/")
        self.session, self.width, self.height, self.scale = session, width, height, scale
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        page = PAGE.format(width=float(document["w"]), height=float(document["h"]),
                           player=PLAYER.read_text(encoding="utf-8").replace("</", "<\\/"),
                           data=json.dumps(document).replace("</", "<\\/"))
        descriptor, self.page = tempfile.mkstemp(prefix="lottie-web-", suffix=".html")
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(page)
        session.driver.get(pathlib.Path(self.page).resolve().as_uri())
        # Screenshots keep alpha only over a transparent default background.
        session.driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        loaded = session.driver.execute_async_script(WAIT)
        if loaded.get("error"):
            raise ToolError(loaded["error"])

    def render(self, frame):
        from PIL import Image
        box = self.session.driver.execute_script(SEEK, frame)
        shot = self.session.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "optimizeForSpeed": True, "captureBeyondViewport": True, "fromSurface": True,
            "clip": {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"], "scale": self.scale}})
        straight = np.asarray(Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGBA")).astype(np.float64)
        if straight.shape[:2] != (self.height, self.width):
            raise ToolError(f"lottie-web drew {straight.shape[1]}×{straight.shape[0]} pixels, not {self.width}×{self.height}")
        alpha = straight[..., 3:4] / 255.0
        return np.concatenate([np.rint(straight[..., :3] * alpha), straight[..., 3:4]], axis=-1).astype(np.uint8)

    def close(self):
        self.session.driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {})
        try:
            os.remove(self.page)
        except OSError:
            pass
