#!/usr/bin/env python3
"""Screenshot a page's control in headless Chromium at a time of a transition.

Loads PAGE, settles it in state A, switches `data-state` to B, pauses every animation at TIME (seconds since
the switch) and captures the box of SELECTOR (default: the root's first <svg>) at SCALE device pixels per CSS
pixel, so a 100×100 SVG at --scale 4 gives a 400×400 PNG, the size of a 100×100 Lottie rendered at scale 4.
`--background '#rrggbb'` paints the page background first (for comparing with a render on that colour).

One shot:  chromium_screenshot.py PAGE.html --from off --to on --time 0.5 --scale 4 -o out.png
Many:      chromium_screenshot.py --batch jobs.json  ([{"page", "from", "to", "time", "output", "scale"?,
           "selector"?, "background"?}, …]), one Chromium session for all.
Prints {"page", "from", "to", "time", "output", "width", "height", "console_errors"} (or {"results": […]}).
"""
import argparse

from chromium_session import ChromiumSession, ensure_parent, png_size
from consumer_common import ToolError, emit, load_json_file, parse_colour, run


def shoot(session, job):
    root = session.open(job["page"], job.get("root"), job["from"])
    session.switch(root, job["to"])  # returns the animations and state; the shot only needs the pause
    selector = job.get("selector")
    scale = float(job.get("scale", 4))
    if not 0 < scale <= 16:
        raise ToolError(f"scale {scale} is outside 0…16")
    background = job.get("background")
    if background:
        r, g, b, a = parse_colour(background)
        background = f"rgba({r}, {g}, {b}, {a / 255})"
    data, rect = session.screenshot(float(job["time"]), selector, root, scale, background)
    ensure_parent(job["output"])
    with open(job["output"], "wb") as handle:
        handle.write(data)
    width, height = png_size(data)
    errors, warnings = session.console()
    return {"page": job["page"], "from": job["from"], "to": job["to"], "time": job["time"], "selector": selector or "(root svg)",
            "box": rect, "output": job["output"], "width": width, "height": height,
            "console_errors": errors, "console_warnings": warnings}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", nargs="?", help="an HTML page")
    parser.add_argument("--from", dest="from_state", help="state to start in")
    parser.add_argument("--to", dest="to_state", help="state to switch to")
    parser.add_argument("--time", type=float, help="seconds after the switch")
    parser.add_argument("--scale", type=float, default=4.0, help="device pixels per CSS pixel (default 4)")
    parser.add_argument("--selector", help="element to capture (default: the root's first svg)")
    parser.add_argument("--root", help="CSS selector of the root (default: the first [data-state])")
    parser.add_argument("--background", help="'#rrggbb' page background to paint before the shot")
    parser.add_argument("-o", "--output", help="PNG file to write")
    parser.add_argument("--batch", help="JSON file with many shots, taken in one Chromium session")
    args = parser.parse_args()

    if args.batch:
        if args.page:
            raise ToolError("give either PAGE or --batch, not both")
        jobs = load_json_file(args.batch)
        if not isinstance(jobs, list):
            raise ToolError(f"{args.batch}: expected a JSON array of jobs")
        for index, job in enumerate(jobs):
            missing = [k for k in ("page", "from", "to", "time", "output") if not isinstance(job, dict) or k not in job]
            if missing:
                raise ToolError(f"{args.batch}: job {index} lacks {', '.join(missing)}")
    else:
        if not (args.page and args.from_state is not None and args.to_state is not None
                and args.time is not None and args.output):
            raise ToolError("give PAGE --from A --to B --time T -o OUT.png  (or --batch FILE)")
        jobs = [{"page": args.page, "from": args.from_state, "to": args.to_state, "time": args.time,
                 "output": args.output, "scale": args.scale, "selector": args.selector, "root": args.root,
                 "background": args.background}]

    results, failed = [], False
    with ChromiumSession() as session:
        for job in jobs:
            try:
                results.append(shoot(session, job))
            except ToolError as error:
                if not args.batch:
                    raise
                results.append({"page": job["page"], "output": job["output"], "error": str(error)})
                failed = True
    emit({"results": results} if args.batch else results[0])
    return 1 if failed else 0


if __name__ == "__main__":
    run(main)
