#!/usr/bin/env python3
"""Render frames of a Lottie file to PNG with rlottie (`rlottie-python`), ThorVG (`thorvg-python`) or lottie-web
(`templates/lottie-web.js` in headless Chromium, `lottie_web.py`).

The image is (w × scale) by (h × scale) pixels. Frames are composition frames, ip ≤ F < op (both players
count from `ip`). The renderers draw alpha-premultiplied pixels; with `--background '#rrggbb'` they are
composited onto that colour (an opaque PNG), with `--background none` the PNG keeps straight alpha.
rlottie renders whole frames only: a fractional frame is refused.

One frame:   lottie_render.py FILE --frame 30 --renderer thorvg -o out.png
             → {"file", "renderer", "frame", "width", "height", "output", "inked_pixels"}
Many frames: lottie_render.py FILE --frames 0,6,12 --renderer rlottie -o 'dir/f{frame}.png'  (loaded once)
             → {"file", "renderer", "width", "height", "renders": [{"frame", "output", "inked_pixels"}]}
"""
import argparse
import os

import numpy as np
from PIL import Image

from consumer_common import ToolError, emit, load_json_file, parse_colour, parse_numbers, run


def composite(premultiplied_rgba, background):
    """premultiplied (h, w, 4) uint8 → PIL image: over `background` (r, g, b, a) or straight alpha if None."""
    pixels = premultiplied_rgba.astype(np.float64) / 255.0
    alpha = pixels[..., 3:4]
    if background is None:
        safe = np.where(alpha > 0, alpha, 1.0)
        straight = np.clip(pixels[..., :3] / safe, 0.0, 1.0)
        out = np.concatenate([straight, alpha], axis=-1)
        return Image.fromarray(np.rint(out * 255.0).astype(np.uint8), "RGBA")
    bg = np.array(background[:3], dtype=np.float64) / 255.0
    out = pixels[..., :3] + bg * (1.0 - alpha)
    return Image.fromarray(np.rint(np.clip(out, 0.0, 1.0) * 255.0).astype(np.uint8), "RGB")


class RlottieRenderer:
    def __init__(self, path, width, height):
        from rlottie_python import LottieAnimation
        self.animation = LottieAnimation.from_file(path)
        self.width, self.height = width, height
        self.total = self.animation.lottie_animation_get_totalframe()

    def render(self, frame):
        if abs(frame - round(frame)) > 1e-6:
            raise ToolError(f"rlottie renders whole frames only; frame {frame:g} is not whole")
        number = int(round(frame))
        if number < 0 or number >= self.total:
            raise ToolError(f"frame {number} is outside rlottie's 0…{self.total - 1}")
        raw = self.animation.lottie_animation_render(frame_num=number, width=self.width, height=self.height)
        # rlottie writes premultiplied ARGB32 words: B, G, R, A bytes on little-endian machines.
        bgra = np.frombuffer(raw, dtype=np.uint8).reshape(self.height, self.width, 4)
        return bgra[..., [2, 1, 0, 3]]

    def close(self):
        self.animation.lottie_animation_destroy()


class ThorvgRenderer:
    def __init__(self, path, width, height):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine()
        self.engine.init(1)
        self.width, self.height = width, height
        self.canvas = tvg.SwCanvas(self.engine)
        self.canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
        self.animation = tvg.LottieAnimation(self.engine)
        picture = self.animation.get_picture()
        if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
            self.close()
            raise ToolError(f"{path}: ThorVG cannot load it")
        picture.set_size(width, height)
        self.canvas.add(picture)
        _, self.total = self.animation.get_total_frame()

    def render(self, frame):
        tvg = self.tvg
        if frame < 0 or frame > self.total:
            raise ToolError(f"frame {frame:g} is outside ThorVG's 0…{self.total:g}")
        # INSUFFICIENT_CONDITION only means "already at this frame".
        result = self.animation.set_frame(frame)
        if result not in (tvg.Result.SUCCESS, tvg.Result.INSUFFICIENT_CONDITION):
            raise ToolError(f"ThorVG cannot go to frame {frame:g}: {result.name}")
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        # ABGR8888 words are R, G, B, A bytes on little-endian machines, premultiplied.
        words = np.ctypeslib.as_array(self.canvas.buffer_arr).astype(np.uint32).reshape(self.height, self.width)
        return words.view(np.uint8).reshape(self.height, self.width, 4).copy()

    def close(self):
        self.canvas.destroy()
        self.engine.term()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", metavar="FILE", help="a Lottie JSON file")
    parser.add_argument("--frame", type=float, help="composition frame to render")
    parser.add_argument("--frames", help="comma-separated frames; -o must then contain {frame}")
    parser.add_argument("--scale", type=float, default=4.0, help="pixels per Lottie unit (default 4)")
    parser.add_argument("--renderer", choices=["rlottie", "thorvg", "lottie-web"], required=True)
    parser.add_argument("--background", default="#000000", help="'#rrggbb' to composite onto, or 'none'")
    parser.add_argument("-o", "--output", required=True, help="PNG file to write")
    args = parser.parse_args()

    if (args.frame is None) == (args.frames is None):
        raise ToolError("give either --frame F or --frames F1,F2,…")
    frames = [args.frame] if args.frame is not None else parse_numbers(args.frames, "--frames")
    if args.frames is not None and "{frame}" not in args.output:
        raise ToolError("with --frames, -o must contain {frame}, e.g. out/f{frame}.png")

    document = load_json_file(args.file)
    try:
        width = int(round(float(document["w"]) * args.scale))
        height = int(round(float(document["h"]) * args.scale))
        ip, op = float(document.get("ip", 0) or 0), float(document["op"])
    except (KeyError, TypeError, ValueError):
        raise ToolError(f"{args.file}: no numeric `w`, `h`, `ip` and `op`")
    if not (0 < width <= 16384 and 0 < height <= 16384):
        raise ToolError(f"image size {width}×{height} is out of range")
    for frame in frames:
        if not ip <= frame < op:
            raise ToolError(f"frame {frame:g} is outside the composition's frames {ip:g} ≤ F < {op:g}")
    background = None if args.background == "none" else parse_colour(args.background)

    session = None
    if args.renderer == "lottie-web":
        from chromium_session import ChromiumSession
        from lottie_web import LottieWebRenderer
        session = ChromiumSession()
        renderer = LottieWebRenderer(session, args.file, width, height, args.scale)
    else:
        renderer = (RlottieRenderer if args.renderer == "rlottie" else ThorvgRenderer)(args.file, width, height)
    renders = []
    try:
        for frame in frames:
            # Both players count frames from the composition's `ip` (checked with a shifted copy of the fixture).
            pixels = renderer.render(frame - ip)
            output = args.output.replace("{frame}", f"{frame:g}")
            os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
            composite(pixels, background).save(output)
            renders.append({"frame": frame, "output": output, "inked_pixels": int(np.count_nonzero(pixels[..., 3] > 0))})
    finally:
        renderer.close()
        if session is not None:
            session.close()
    if args.frame is not None:
        emit({"file": args.file, "renderer": args.renderer, "frame": args.frame, "width": width, "height": height,
              "output": renders[0]["output"], "inked_pixels": renders[0]["inked_pixels"]})
    else:
        emit({"file": args.file, "renderer": args.renderer, "width": width, "height": height, "renders": renders})
    return 0


if __name__ == "__main__":
    run(main)
