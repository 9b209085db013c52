"""lottie-web, the Lottie player most web pages run, as a renderer beside rlottie and ThorVG.

The player is the copy the project carries (`templates/lottie-web.js`, MIT). A page holding it and the
animation (SVG renderer, `xMidYMid meet`) is written next to the Lottie file and opened in an existing
ChromiumSession; each frame is `goToAndStop(frame, true)` and a screenshot of the player's box at
`scale` device pixels per unit, on the background colour. `render` returns the pixels as the other
renderers do ((h, w, 4) premultiplied RGBA; opaque here, already on the background).
"""
import base64
import io
import json
import os
import pathlib

import numpy as np

from consumer_common import ToolError

PLAYER = pathlib.Path(__file__).resolve().parent.parent.parent / "templates" / "lottie-web.js"

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; background: {background}; }}
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

# Seeks, then waits two animation frames so the SVG is painted before the screenshot.
SEEK = """
const [frame, done] = arguments;
window.lottiePlayer.goToAndStop(frame, true);
requestAnimationFrame(() => requestAnimationFrame(() => {
  const r = document.getElementById("player").getBoundingClientRect();
  done({x: r.left, y: r.top, width: r.width, height: r.height, frame: window.lottiePlayer.currentFrame});
}));
"""


class LottieWebRenderer:
    def __init__(self, session, path, width, height, scale, background):
        if not PLAYER.is_file():
            raise ToolError(f"{PLAYER} is missing: lottie-web is carried in templates/")
        self.session, self.width, self.height, self.scale = session, width, height, scale
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        r, g, b, _ = background
        page = PAGE.format(background=f"rgb({r}, {g}, {b})", width=float(document["w"]), height=float(document["h"]),
                           player=PLAYER.read_text(encoding="utf-8").replace("</", "<\\/"),
                           data=json.dumps(document).replace("</", "<\\/"))
        self.page = os.path.splitext(path)[0] + ".lottie-web.html"
        with open(self.page, "w", encoding="utf-8") as handle:
            handle.write(page)
        session.driver.get(pathlib.Path(self.page).resolve().as_uri())
        loaded = session.driver.execute_async_script(WAIT)
        if loaded.get("error"):
            raise ToolError(loaded["error"])

    def render(self, frame):
        from PIL import Image
        box = self.session.driver.execute_async_script(SEEK, frame)
        shot = self.session.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True, "fromSurface": True,
            "clip": {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"], "scale": self.scale}})
        return np.asarray(Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGBA"))

    def close(self):
        try:
            os.remove(self.page)
        except OSError:
            pass
