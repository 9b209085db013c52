#!/usr/bin/env python3
"""How the conformance suite's pixel cells compare two opaque images drawn on one background colour.

A pixel is ink when some channel is more than `threshold` off the background. The IoU of the two images'
ink leaves out of the union (never the intersection) two kinds of pixels inked in one image only:

- ambiguous: both images lie within AMBIGUOUS_LEVELS of the threshold there (a faint shape whose colour
  lands on the threshold is ink or not by one level of 8-bit rounding);
- a rim: a pixel next to ink both images share or to a faint pixel (one of its 8 neighbours: both images
  within AMBIGUOUS_LEVELS of the threshold there, ink or not), which the other image leaves within the
  threshold of the background (bare or faint): an edge antialiased one way in one renderer and the other
  way in the other, a one-pixel ring. Only that first ring goes: a shape drawn 2 pixels away, a shape
  missing or a paint of another colour still differs over everything past it. A faint shape on the
  threshold is ambiguous inside and antialiased at its edge, where one renderer's edge pixel lands a few
  levels under the threshold and another's on it or one level over its inside (`backends.md` finding 54:
  seed 64's fill at opacity 0.09 is 16 levels off the background in Chromium, 17 in lottie-web, its
  12 922 inner pixels ambiguous but its edge, 12–13 in Chromium, counted: IoU 0.956); its edge is that ring.

Both rules can only raise the IoU above the plain one.

    ink_compare.py A.png B.png --background '#5a2d82' [--threshold 16]
    → {"iou", "plain_iou", "intersection", "union", "plain_union", "rims", "ambiguous", "width", "height"}
"""
import argparse

import numpy as np

from consumer_common import ToolError, emit, open_image, parse_colour, run

# How close to the threshold a pixel's distance from the background is too close to call: a faint shape
# (a stroke at low opacity) whose colour lands there is ink or not by one level of 8-bit rounding.
AMBIGUOUS_LEVELS = 2


def distance(rgb, background):
    """Per pixel, the largest channel difference from the background (0…255)."""
    colour = np.array(background[:3], dtype=np.int32)
    return np.max(np.abs(rgb[..., :3].astype(np.int32) - colour), axis=-1)


def next_to(mask):
    """Pixels with at least one of their 8 neighbours in `mask`."""
    padded = np.pad(mask, 1)
    height, width = mask.shape
    out = np.zeros_like(mask)
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            if dy != 1 or dx != 1:
                out |= padded[dy:dy + height, dx:dx + width]
    return out


def compare(a, b, background, threshold):
    """The IoU with rims and ambiguous pixels left out, and the counts that explain it."""
    da, db = distance(a, background), distance(b, background)
    ink_a, ink_b = da > threshold, db > threshold
    shared = ink_a & ink_b
    only = ink_a ^ ink_b
    faint = (np.abs(da - threshold) <= AMBIGUOUS_LEVELS) & (np.abs(db - threshold) <= AMBIGUOUS_LEVELS)
    ambiguous = only & faint
    rims = only & ~ambiguous & next_to(shared | faint)
    plain_union = int(np.count_nonzero(ink_a | ink_b))
    union = int(np.count_nonzero((ink_a | ink_b) & ~ambiguous & ~rims))
    intersection = int(np.count_nonzero(shared))
    return {
        "iou": 1.0 if union == 0 else intersection / union,
        "plain_iou": 1.0 if plain_union == 0 else intersection / plain_union,
        "intersection": intersection, "union": union, "plain_union": plain_union,
        "rims": int(np.count_nonzero(rims)), "ambiguous": int(np.count_nonzero(ambiguous)),
    }


def ink_iou(a, b, background, threshold):
    """The pixel cells' IoU of two images' ink (rims and ambiguous pixels left out) and the union's size."""
    result = compare(a, b, background, threshold)
    return result["iou"], result["union"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="first image")
    parser.add_argument("b", help="second image")
    parser.add_argument("--background", required=True, help="'#rrggbb'")
    parser.add_argument("--threshold", type=int, default=16, help="0…254 difference that counts as ink (default 16)")
    args = parser.parse_args()
    if not 0 <= args.threshold <= 254:
        raise ToolError("--threshold must be within 0…254")
    a, b = (np.asarray(open_image(path).convert("RGB")) for path in (args.a, args.b))
    if a.shape != b.shape:
        raise ToolError(f"sizes differ: {a.shape[1]}×{a.shape[0]} and {b.shape[1]}×{b.shape[0]}")
    emit({**compare(a, b, parse_colour(args.background), args.threshold), "width": int(a.shape[1]), "height": int(a.shape[0])})
    return 0


if __name__ == "__main__":
    run(main)
