#!/usr/bin/env python3
"""Render one frame of a Lottie file to PNG with rlottie (`rlottie-python`) or ThorVG (`thorvg-python`).

The image is (w × scale) by (h × scale) pixels. Both renderers draw alpha-premultiplied pixels; with
`--background '#rrggbb'` they are composited onto that colour (an opaque PNG), with `--background none`
the PNG keeps straight alpha. rlottie renders whole frames only: a fractional frame is refused.
Prints {"file", "renderer", "frame", "width", "height", "output", "inked_pixels"}.
"""
import argparse
import ctypes
import os

import numpy as np
from PIL import Image

from consumer_common import ToolError, emit, load_json_file, parse_colour, run


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


def render_rlottie(path, frame, width, height):
    from rlottie_python import LottieAnimation
    if abs(frame - round(frame)) > 1e-6:
        raise ToolError(f"rlottie renders whole frames only; frame {frame} is not whole")
    with LottieAnimation.from_file(path) as animation:
        total = animation.lottie_animation_get_totalframe()
        number = int(round(frame))
        if number < 0 or number >= total:
            raise ToolError(f"frame {number} is outside rlottie's 0…{total - 1}")
        raw = animation.lottie_animation_render(frame_num=number, width=width, height=height)
    # rlottie writes premultiplied ARGB32 words: B, G, R, A bytes on little-endian machines.
    bgra = np.frombuffer(raw, dtype=np.uint8).reshape(height, width, 4)
    return bgra[..., [2, 1, 0, 3]]


def render_thorvg(path, frame, width, height):
    import thorvg_python as tvg
    engine = tvg.Engine()
    try:
        engine.init(1)
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
            raise ToolError(f"{path}: ThorVG cannot load it")
        picture.set_size(width, height)
        canvas.add(picture)
        _, total = animation.get_total_frame()
        if frame < 0 or frame > total:
            raise ToolError(f"frame {frame} is outside ThorVG's 0…{total}")
        # INSUFFICIENT_CONDITION only means "already at this frame".
        result = animation.set_frame(frame)
        if result not in (tvg.Result.SUCCESS, tvg.Result.INSUFFICIENT_CONDITION):
            raise ToolError(f"ThorVG cannot go to frame {frame}: {result.name}")
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        # ABGR8888 words are R, G, B, A bytes on little-endian machines, premultiplied.
        words = np.ctypeslib.as_array(canvas.buffer_arr).astype(np.uint32).reshape(height, width)
        rgba = words.view(np.uint8).reshape(height, width, 4).copy()
        canvas.destroy()
        return rgba
    finally:
        engine.term()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", metavar="FILE", help="a Lottie JSON file")
    parser.add_argument("--frame", type=float, required=True, help="composition frame to render")
    parser.add_argument("--scale", type=float, default=4.0, help="pixels per Lottie unit (default 4)")
    parser.add_argument("--renderer", choices=["rlottie", "thorvg"], required=True)
    parser.add_argument("--background", default="#000000", help="'#rrggbb' to composite onto, or 'none'")
    parser.add_argument("-o", "--output", required=True, help="PNG file to write")
    args = parser.parse_args()

    document = load_json_file(args.file)
    try:
        width = int(round(float(document["w"]) * args.scale))
        height = int(round(float(document["h"]) * args.scale))
    except (KeyError, TypeError, ValueError):
        raise ToolError(f"{args.file}: no numeric `w` and `h`")
    if not (0 < width <= 16384 and 0 < height <= 16384):
        raise ToolError(f"image size {width}×{height} is out of range")
    try:
        ip, op = float(document.get("ip", 0) or 0), float(document["op"])
    except (KeyError, TypeError, ValueError):
        raise ToolError(f"{args.file}: no numeric `ip` and `op`")
    if not ip <= args.frame < op:
        raise ToolError(f"frame {args.frame:g} is outside the composition's frames {ip:g} ≤ F < {op:g}")
    # Both players count frames from the composition's `ip` (checked with a shifted copy of the fixture).
    local = args.frame - ip
    background = None if args.background == "none" else parse_colour(args.background)
    if args.renderer == "rlottie":
        pixels = render_rlottie(args.file, local, width, height)
    else:
        pixels = render_thorvg(args.file, local, width, height)
    image = composite(pixels, background)
    image.save(args.output)
    emit({
        "file": args.file, "renderer": args.renderer, "frame": args.frame, "width": width, "height": height,
        "output": args.output, "inked_pixels": int(np.count_nonzero(pixels[..., 3] > 0)),
    })
    return 0


if __name__ == "__main__":
    run(main)
