#!/usr/bin/env python3
"""Load the page `motionspec gallery` writes in headless Chromium and report what a visitor would see.

    chromium_gallery.py PAGE.html

Prints {"sections": [{"spec", "controls", "width", "height", "states_seen"}], "controls": N,
"console_errors": [...], "console_warnings": [...]}: per spec section, how many controls it shows, the
size of its first control's box, and the states that control showed while the page played for a
few seconds (a playing page steps each control to its next state).
"""
import argparse
import pathlib
import time

from chromium_session import ChromiumSession
from consumer_common import ToolError, emit, run

DESCRIBE_SCRIPT = """
return Array.from(document.querySelectorAll("section.gallery-spec")).map((section) => {
  // Each control is a custom element that draws its <svg class="motion-control"> in its shadow root.
  const controls = Array.from(section.querySelectorAll(".gallery-stage > *"))
    .filter((element) => element.shadowRoot && element.shadowRoot.querySelector("svg.motion-control"));
  const box = controls.length ? controls[0].getBoundingClientRect() : {width: 0, height: 0};
  return {spec: section.dataset.spec, controls: controls.length, width: box.width, height: box.height,
          state: controls.length ? controls[0].getAttribute("state") : null,
          source: (section.querySelector(".gallery-source") || {textContent: ""}).textContent.length};
});
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", help="the page `motionspec gallery` wrote")
    page = pathlib.Path(parser.parse_args().page)
    if not page.is_file():
        raise ToolError(f"{page}: no such file")
    with ChromiumSession(width=1200, height=900) as session:
        session.drain_console()
        session.driver.get(page.resolve().as_uri())
        sections = session.driver.execute_script(DESCRIBE_SCRIPT)
        seen = [{s["state"]} for s in sections]
        # The page steps every control every 1.8 s: watch long enough for two steps.
        deadline = time.monotonic() + 4.5
        while time.monotonic() < deadline:
            time.sleep(0.3)
            for i, s in enumerate(session.driver.execute_script(DESCRIBE_SCRIPT)):
                seen[i].add(s["state"])
        errors, warnings = session.console()
        total = session.driver.execute_script(
            "return Array.from(document.querySelectorAll('.gallery-stage > *'))"
            ".filter((e) => e.shadowRoot && e.shadowRoot.querySelector('svg.motion-control')).length;")
    for section, states in zip(sections, seen):
        section["states_seen"] = sorted(s for s in states if s is not None)
        del section["state"]
    emit({"sections": sections, "controls": total, "console_errors": errors, "console_warnings": warnings})
    return 0


if __name__ == "__main__":
    run(main)
