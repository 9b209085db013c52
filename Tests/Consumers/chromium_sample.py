#!/usr/bin/env python3
"""Sample a page's CSS motion in headless Chromium.

Loads PAGE, sets the root's `data-state` to A and lets it settle (finite animations finished, two frames),
switches it to B, pauses every animation from `document.getAnimations()`, seeks each to every time (seconds
since the switch) and reads getComputedStyle of each element with an id: stroke-dasharray and
stroke-dashoffset (numbers), opacity, transform (matrix as [a, b, c, d, e, f]), fill and stroke
([r, g, b, a], 0…255 and alpha 0…1), stroke-width, and a few more.

One job:   chromium_sample.py PAGE.html --from off --to on --times 0,0.025,0.05
By click:  chromium_sample.py PAGE.html --from off --click --times 0,0.5   (clicks the root as a user would)
Many jobs: chromium_sample.py --batch jobs.json   ([{"page", "from", "to" | "click", "times": [...], "root"?}, …])
           one Chromium session serves them all.
Output (one job): {"page", "from", "to", "root", "times", "state", "aria_checked", "animations": [...], "elements": {id: {property:
[value per time]}}, "console_errors": [...]}; with --batch: {"results": [job output or {"page", "error"}]}.
Exits 1 if a job fails, or with --fail-on-console-error if a page logged an error.
"""
import argparse
import json

from chromium_session import ChromiumSession
from consumer_common import ToolError, emit, load_json_file, parse_numbers, run


def sample_job(session, job):
    page, times = job["page"], job["times"]
    root = session.open(page, job.get("root"), job["from"])
    click = job.get("click")
    if click is not None and not click:
        click = root
    switched = session.switch(root, job.get("to"), click)
    elements = session.sample(times)
    errors, warnings = session.console()
    return {
        "page": page, "from": job["from"], "to": job.get("to"), "root": root, "times": times,
        "state": switched["state"], "aria_checked": switched["aria_checked"],
        "animations": switched["animations"], "elements": elements,
        "console_errors": errors, "console_warnings": warnings,
    }


def read_batch(path):
    jobs = load_json_file(path)
    if not isinstance(jobs, list):
        raise ToolError(f"{path}: expected a JSON array of jobs")
    for index, job in enumerate(jobs):
        missing = [k for k in ("page", "from", "times") if not isinstance(job, dict) or k not in job]
        if not missing and "to" not in job and "click" not in job:
            missing = ["to (or click)"]
        if missing:
            raise ToolError(f"{path}: job {index} lacks {', '.join(missing)}")
        if not all(isinstance(t, (int, float)) for t in job["times"]):
            raise ToolError(f"{path}: job {index}: times must be numbers (seconds)")
    return jobs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", nargs="?", help="an HTML page")
    parser.add_argument("--from", dest="from_state", help="state to start in (data-state value)")
    parser.add_argument("--to", dest="to_state", help="state to switch to")
    parser.add_argument("--click", nargs="?", const="", default=None, metavar="SELECTOR",
                        help="instead of --to, click SELECTOR (default: the root) as a user would; the output's "
                             "`state` and `aria_checked` say what the page's script did")
    parser.add_argument("--times", help="comma-separated seconds after the switch, e.g. 0,0.025,0.05")
    parser.add_argument("--root", help="CSS selector of the root (default: the first [data-state])")
    parser.add_argument("--batch", help="JSON file with many jobs, sampled in one Chromium session")
    parser.add_argument("--fail-on-console-error", action="store_true", help="exit 1 when a page logged an error")
    args = parser.parse_args()

    if args.batch:
        if args.page:
            raise ToolError("give either PAGE or --batch, not both")
        jobs = read_batch(args.batch)
    else:
        if not (args.page and args.from_state is not None and args.times
                and (args.to_state is not None) != (args.click is not None)):
            raise ToolError("give PAGE --from A (--to B | --click [SELECTOR]) --times T,…  (or --batch FILE)")
        jobs = [{"page": args.page, "from": args.from_state, "to": args.to_state, "root": args.root,
                 "click": args.click, "times": parse_numbers(args.times, "--times")}]

    results, failed = [], False
    with ChromiumSession() as session:
        for job in jobs:
            try:
                result = sample_job(session, job)
            except ToolError as error:
                if not args.batch:
                    raise
                result, failed = {"page": job["page"], "error": str(error)}, True
            if args.fail_on_console_error and result.get("console_errors"):
                failed = True
            results.append(result)
    if args.batch:
        emit({"results": results})
    else:
        emit(results[0])
        if args.fail_on_console_error and results[0]["console_errors"]:
            print(f"error: {args.page}: the page logged {json.dumps(results[0]['console_errors'][0]['message'])}",
                  file=__import__("sys").stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    run(main)
