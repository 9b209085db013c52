#!/usr/bin/env python3
"""Does an imported SVG draw the same picture as the SVG? For each SVG: `motionspec import-svg`, then
`motionspec compile --target css`, then both screenshotted in one headless Chromium session at the
same size (the generated page's control, and the SVG itself as an <img> of that box) on white, and
the IoU of their inked pixels (iou.py's rule) computed.

  svg_import_iou.py --motionspec BIN --work DIR [--scale S] [--min X] FILE.svg…

Prints {"results": [{"svg", "iou", "width", "height", "warnings"} or {"svg", "error"}…], "worst"}.
Exits 1 when a file fails to import or compile, or its IoU is below --min.
"""
import argparse
import html
import pathlib
import subprocess

import numpy as np
from PIL import Image

from chromium_session import ChromiumSession
from consumer_common import ToolError, emit, run


def inked(path, threshold=32):
    rgba = np.asarray(Image.open(path).convert("RGB"), dtype=np.int32)
    return np.max(np.abs(rgba - 255), axis=-1) > threshold


def convert(binary, svg, work):
    stem = svg.name[:-4] if svg.name.endswith(".svg") else svg.stem
    stem = "".join(c if c.isalnum() else "-" for c in stem).strip("-").lower() or "drawing"
    spec = work / f"{stem}.motion"
    imported = subprocess.run([binary, "import-svg", str(svg), "-o", str(spec)], capture_output=True, text=True)
    if imported.returncode != 0:
        raise ToolError(f"import-svg failed: {imported.stderr.strip().splitlines()[-1:] or imported.returncode}")
    compiled = subprocess.run([binary, "compile", str(spec), "--target", "css", "-o", str(work)], capture_output=True, text=True)
    if compiled.returncode != 0:
        raise ToolError(f"compile failed: {compiled.stderr.strip()}")
    warnings = [line for line in imported.stderr.splitlines() if ": warning: " in line]
    return work / stem / f"{stem}.html", stem, warnings


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("svgs", nargs="+", help="SVG files")
    parser.add_argument("--motionspec", required=True, help="the motionspec binary")
    parser.add_argument("--work", required=True, help="folder for specs, pages and screenshots")
    parser.add_argument("--scale", type=float, default=4.0, help="device pixels per CSS pixel (default 4)")
    parser.add_argument("--min", type=float, help="fail when an IoU is below this")
    args = parser.parse_args()
    work = pathlib.Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    results, failed = [], False
    with ChromiumSession() as session:
        for name in args.svgs:
            svg = pathlib.Path(name).resolve()
            try:
                page, stem, warnings = convert(args.motionspec, svg, work)
                root = session.open(str(page), None, "rest")
                data, rect = session.screenshot(0, None, root, args.scale, "#ffffff")
                generated = work / f"{stem}-spec.png"
                generated.write_bytes(data)
                wrapper = work / f"{stem}-svg.html"
                wrapper.write_text(
                    "<!DOCTYPE html><html><head><meta charset='utf-8'><style>body{margin:0;background:#fff}"
                    "img{display:block}</style></head><body><div data-state='rest' style='display:inline-block'>"
                    f"<img id='drawing' src='{html.escape(svg.as_uri())}' "
                    f"style='width:{rect['width']}px;height:{rect['height']}px'></div></body></html>")
                session.open(str(wrapper), None, "rest")
                data, _ = session.screenshot(0, "#drawing", "[data-state]", args.scale, "#ffffff")
                original = work / f"{stem}-svg.png"
                original.write_bytes(data)
                a, b = inked(generated), inked(original)
                if a.shape != b.shape:
                    raise ToolError(f"sizes differ: {a.shape} and {b.shape}")
                union = int(np.count_nonzero(a | b))
                iou = 1.0 if union == 0 else int(np.count_nonzero(a & b)) / union
                results.append({"svg": name, "iou": iou, "width": int(a.shape[1]), "height": int(a.shape[0]),
                                "inked": int(np.count_nonzero(b)), "warnings": warnings})
                if args.min is not None and iou < args.min:
                    failed = True
            except ToolError as error:
                results.append({"svg": name, "error": str(error)})
                failed = True
    ious = [r["iou"] for r in results if "iou" in r]
    emit({"results": results, "worst": min(ious) if ious else None})
    return 1 if failed else 0


if __name__ == "__main__":
    run(main)
