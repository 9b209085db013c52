#!/usr/bin/env python3
"""Intersection over union of the inked pixels of two images of the same size.

A pixel is inked when its alpha is above the threshold (images with any transparency), or when its
colour differs from the background by more than the threshold in some channel (opaque images).
The background is `--background '#rrggbb'`, or by default each image's top-left pixel.
Prints {"iou", "intersection", "union", "inked_a", "inked_b", "width", "height"}; two blank images
have an IoU of 1 (nothing differs). `--min X` exits 1 when the IoU is below X.
"""
import argparse

import numpy as np

from consumer_common import ToolError, emit, open_image, parse_colour, run


def inked(path, background, threshold):
    rgba = np.asarray(open_image(path).convert("RGBA"), dtype=np.int32)
    alpha = rgba[..., 3]
    if np.any(alpha < 255):
        return alpha > threshold
    colour = np.array(background[:3] if background else rgba[0, 0, :3], dtype=np.int32)
    return np.max(np.abs(rgba[..., :3] - colour), axis=-1) > threshold


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="first PNG")
    parser.add_argument("b", help="second PNG")
    parser.add_argument("--background", help="'#rrggbb' (default: each image's top-left pixel)")
    parser.add_argument("--threshold", type=int, default=32, help="0…254 difference that counts as ink (default 32)")
    parser.add_argument("--min", type=float, help="fail (exit 1) when the IoU is below this")
    args = parser.parse_args()
    if not 0 <= args.threshold <= 254:
        raise ToolError("--threshold must be within 0…254")
    background = parse_colour(args.background) if args.background else None
    a = inked(args.a, background, args.threshold)
    b = inked(args.b, background, args.threshold)
    if a.shape != b.shape:
        raise ToolError(f"sizes differ: {a.shape[1]}×{a.shape[0]} and {b.shape[1]}×{b.shape[0]}")
    intersection = int(np.count_nonzero(a & b))
    union = int(np.count_nonzero(a | b))
    iou = 1.0 if union == 0 else intersection / union
    emit({
        "iou": iou, "intersection": intersection, "union": union,
        "inked_a": int(np.count_nonzero(a)), "inked_b": int(np.count_nonzero(b)),
        "width": int(a.shape[1]), "height": int(a.shape[0]),
    })
    if args.min is not None and iou < args.min:
        print(f"error: IoU {iou:.4f} is below {args.min}", file=__import__("sys").stderr)
        return 1
    return 0


if __name__ == "__main__":
    run(main)
