#!/usr/bin/env python3
"""Evaluate every animatable property of a Lottie file at given frames, with the `lottie` Python package.

Frames are composition frames: `--frames 0,1.5,30`, or `--marker 'off->on' --times 0,0.5` for the frames
`marker.tm + t * fr` (t in seconds). Inside a layer, properties are evaluated at the layer's local frame
`(F - st) / sr`, as players do.

Output: {"file", "fr", "ip", "op", "w", "h", "markers": [{"name", "tm", "dr"}], "frames": [...],
"layers": [{"path", "ip", "op", "st", "sr", "visible": [bool per frame]}],
"properties": {"<layer nm>/<group nm>/<shape nm>/<key>": {"type", "animated", "values": [one per frame]}}}
Values are in Lottie units: scalars as numbers, vectors and colours (0…1 RGBA) as arrays, paths as
{"c", "v", "i", "o"}. Unnamed list items are named by their `ty` (e.g. `tr`), then by `#index`;
repeated names get `#2`, `#3`…; nested objects are named by their Lottie key (`ks`, `p`, `x`).
"""
import argparse

from lottie.objects.base import LottieObject
from lottie.objects.bezier import Bezier
from lottie.objects.properties import AnimatableMixin
from lottie.nvector import NVector
from lottie.parsers.tgs import parse_tgs

from consumer_common import ToolError, emit, load_json_file, parse_numbers, run


def plain(value):
    """Turn a property value from the `lottie` package into JSON-ready data."""
    if value is None:
        return None
    if isinstance(value, Bezier):
        return {
            "c": bool(value.closed),
            "v": [plain(p) for p in value.vertices],
            "i": [plain(p) for p in value.in_tangents],
            "o": [plain(p) for p in value.out_tangents],
        }
    if isinstance(value, NVector):
        return [float(c) for c in value.components]
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return str(value)


def list_item_names(items):
    """Names for the members of a list (layers, shapes): `nm`, else `ty`, else `#index`; repeats get `#n`."""
    names, counts = [], {}
    for index, item in enumerate(items):
        base = getattr(item, "name", None)
        if not base:
            kind = item.to_dict().get("ty") if isinstance(item, LottieObject) else None
            base = kind if isinstance(kind, str) else f"#{index}"
        counts[base] = counts.get(base, 0) + 1
        names.append(base if counts[base] == 1 else f"{base}#{counts[base]}")
    return names


class Walker:
    def __init__(self, frames):
        self.frames = frames
        self.properties = {}
        self.layers = []

    def walk(self, obj, path, local_frames):
        for prop in type(obj)._props:
            value = prop.get(obj)
            if value is None:
                continue
            child_path = f"{path}/{prop.lottie}" if path else prop.lottie
            if isinstance(value, AnimatableMixin):
                self.record(child_path, value, local_frames)
                # A few animatables carry nested objects (split position, gradient colours).
                self.walk(value, child_path, local_frames)
            elif isinstance(value, LottieObject):
                self.walk(value, child_path, local_frames)
            elif isinstance(value, list) and value and isinstance(value[0], LottieObject):
                if prop.lottie == "layers":
                    self.walk_layers(value, path)
                else:
                    for item, name in zip(value, list_item_names(value)):
                        self.walk(item, f"{path}/{name}" if path else name, local_frames)

    def walk_layers(self, layers, path, parent_frames=None):
        parent_frames = parent_frames or self.frames
        for layer, name in zip(layers, list_item_names(layers)):
            layer_path = f"{path}/{name}" if path else name
            st = float(layer.start_time or 0)
            sr = float(layer.time_stretch or 1) or 1.0
            local = [(f - st) / sr for f in parent_frames]
            ip, op = float(layer.in_point or 0), float(layer.out_point or 0)
            self.layers.append({
                "path": layer_path, "ip": ip, "op": op, "st": st, "sr": sr,
                "visible": [ip <= f < op for f in parent_frames],
            })
            self.walk(layer, layer_path, local)

    def record(self, path, animatable, local_frames):
        values = []
        for frame in local_frames:
            try:
                values.append(plain(animatable.get_value(frame)))
            except Exception as error:  # the reader failing on a property is a finding, not a crash
                raise ToolError(f"{path}: the lottie reader failed at frame {frame}: {error}")
        self.properties[path] = {
            "type": type(animatable).__name__,
            "animated": bool(animatable.animated),
            "values": values,
        }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", metavar="FILE", help="a Lottie JSON file")
    parser.add_argument("--frames", help="comma-separated composition frames, e.g. 0,1.5,30")
    parser.add_argument("--marker", help="a marker name (`cm`); with --times, frames are tm + t * fr")
    parser.add_argument("--times", help="comma-separated seconds after the marker's start")
    args = parser.parse_args()

    load_json_file(args.file)  # clear messages for a missing file or invalid JSON
    try:
        animation = parse_tgs(args.file)
    except Exception as error:
        raise ToolError(f"{args.file}: the lottie reader cannot load it: {error}")
    fr = float(animation.frame_rate or 0)
    markers = [{"name": m.comment, "tm": float(m.time or 0), "dr": float(m.duration or 0)}
               for m in (animation.markers or [])]

    if args.frames and (args.marker or args.times):
        raise ToolError("give either --frames or --marker with --times, not both")
    if args.frames:
        frames = parse_numbers(args.frames, "--frames")
    elif args.marker is not None and args.times:
        found = [m for m in markers if m["name"] == args.marker]
        if not found:
            names = ", ".join(repr(m["name"]) for m in markers) or "none"
            raise ToolError(f"no marker named '{args.marker}' (markers: {names})")
        if fr <= 0:
            raise ToolError("the file has no positive frame rate `fr`")
        frames = [found[0]["tm"] + t * fr for t in parse_numbers(args.times, "--times")]
    else:
        raise ToolError("give --frames, or --marker with --times")

    walker = Walker(frames)
    walker.walk_layers(animation.layers or [], "")
    for asset in animation.assets or []:
        if getattr(asset, "layers", None):
            walker.walk_layers(asset.layers, f"assets/{asset.id}")
    emit({
        "file": args.file, "fr": fr, "ip": float(animation.in_point or 0), "op": float(animation.out_point or 0),
        "w": animation.width, "h": animation.height, "markers": markers, "frames": frames,
        "layers": walker.layers, "properties": walker.properties,
    })
    return 0


if __name__ == "__main__":
    run(main)
