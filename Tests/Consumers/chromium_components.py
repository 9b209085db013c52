#!/usr/bin/env python3
"""Drive the CSS emitter's custom elements in headless Chromium: many instances on one page, and axe-core.

Instances:  chromium_components.py instances PAGE.html --actions click,space,enter --times 0,0.1,0.2
    Loads PAGE (one instance of the control's element, drawn by its declarative shadow root), adds
    instances made by script (`document.createElement`, labelled) until there is one per action, and
    presses instance k by action k as a user would: `click` clicks it, `space` and `enter` focus it and
    type the key, `state` sets its `state` property to the next state as a host would, `none` leaves it
    alone. `--set NAME=VALUE` (repeatable) sets an attribute on every instance first (a param). Animations run at a thousandth of their speed (CDP) until right
    after each press the instance's own animations are paused; then each instance's are seeked to every time (seconds since its press) and the computed
    styles of the elements with an id in its shadow root are read, as chromium_sample.py reads a page.
    Prints {"tag", "instances": [{"action", "state", "attributes": {role, aria-*, tabindex}, "animations",
    "elements": {id: {property: [value per time]}}}], "events": [{"type", "instance", "detail"}],
    "console_errors", "console_warnings"}. Events are those that reached the document, collected for
    --wait seconds after the last press (cues are timers).

Axe:        chromium_components.py axe PAGE.html … [--instances N]
    Runs axe-core (the copy axe-selenium-python bundles) on each page, after adding instances up to N
    (default 1: the page as written), and reads what Chromium's accessibility tree makes of each instance
    (its role, accessible name, states, focusability: axe-core 3 does not judge a switch's name). Prints
    {"axe_version", "pages": [{"page", "violations": [{"id", "impact", "help", "targets"}], "passes",
    "instances": [{"role", "name", "ignored", "properties": {name: value}}]}]}.
"""
import argparse
import pathlib
import time

from chromium_session import ChromiumSession, first_line
from consumer_common import ToolError, emit, parse_numbers, run

# Adds labelled instances made by script until the page has `count`, and starts collecting events.
PREPARE_SCRIPT = """
const [count] = arguments;
const first = document.querySelector("main > *:not(h1)") || document.querySelector("[state]");
if (!first || !first.shadowRoot) return {error: "the page has no custom element with a shadow root"};
const tag = first.tagName.toLowerCase();
const Element = customElements.get(tag);
if (!Element) return {error: "no custom element is defined for <" + tag + ">"};
const label = first.getAttribute("aria-label") || tag;
for (let i = document.querySelectorAll(tag).length; i < count; i++) {
  const element = document.createElement(tag);
  if (i === count - 1 && i > 0 && first.getAttribute("role") !== "button") {
    // The last one is named by a <label for>, as a host names a native checkbox. (Not a button: the
    // axe-core 3.1 that axe-selenium-python bundles takes a button's name from its content or aria only.)
    element.id = tag + "-" + (i + 1);
    const text = document.createElement("label");
    text.htmlFor = element.id;
    text.textContent = label + " " + (i + 1);
    first.parentNode.appendChild(text);
  } else {
    element.setAttribute("aria-label", label + " " + (i + 1));
  }
  first.parentNode.appendChild(element);
}
window.__componentEvents = [];
const instances = Array.from(document.querySelectorAll(tag));
for (const type of ["motionstatechange", "motioncue"]) {
  document.addEventListener(type, (event) => {
    window.__componentEvents.push({type, instance: instances.indexOf(event.target), detail: event.detail});
  });
}
return {tag, count: instances.length};
"""

# Pauses instance k's animations right after its press and describes it.
PAUSE_SCRIPT = """
const [tag, k] = arguments;
const element = document.querySelectorAll(tag)[k];
const animations = element.shadowRoot.getAnimations();
animations.forEach((a) => a.pause());
(window.__componentAnimations = window.__componentAnimations || {})[k] = animations;
const attributes = {};
for (const name of ["state", "role", "aria-checked", "aria-pressed", "aria-busy", "aria-hidden", "tabindex"]) {
  attributes[name] = element.getAttribute(name);
}
return {state: element.state, inner: element.shadowRoot.querySelector("[data-state]").getAttribute("data-state"),
        attributes, animations: animations.length};
"""

# Makes instance k's paused animations and shadow root the ones ChromiumSession.sample seeks and reads.
SELECT_SCRIPT = """
const [tag, k] = arguments;
window.__consumerAnimations = (window.__componentAnimations || {})[k] || [];
window.__consumerScope = document.querySelectorAll(tag)[k].shadowRoot;
"""


def prepare(session, page, count):
    path = pathlib.Path(page)
    if not path.is_file():
        raise ToolError(f"{page}: no such file")
    session.drain_console()
    session.driver.get(path.resolve().as_uri())
    result = session.driver.execute_script(PREPARE_SCRIPT, count)
    if result.get("error"):
        raise ToolError(f"{page}: {result['error']}")
    return result["tag"]


def press(session, tag, k, action):
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.keys import Keys

    element = session.driver.execute_script("return document.querySelectorAll(arguments[0])[arguments[1]];", tag, k)
    try:
        if action == "click":
            element.click()
        elif action in ("space", "enter"):
            session.driver.execute_script("arguments[0].focus();", element)
            element.send_keys(Keys.SPACE if action == "space" else Keys.ENTER)
        elif action == "state":
            session.driver.execute_script(
                "const e = arguments[0]; e.state = e.states[(e.states.indexOf(e.state) + 1) % e.states.length];", element)
        elif action != "none":
            raise ToolError(f"unknown action {action!r} (click, space, enter, state, none)")
    except WebDriverException as error:
        raise ToolError(f"cannot {action} instance {k}: {first_line(error)}")


def instances(args):
    actions = [a.strip() for a in args.actions.split(",")]
    times = parse_numbers(args.times, "--times")
    with ChromiumSession() as session:
        tag = prepare(session, args.page, len(actions))
        # Between a press and the script that pauses its animations, a loaded machine may let a short
        # transition end (and leave getAnimations()): the page's animations run 1000× slower meanwhile.
        # Seeking sets currentTime itself, so the samples do not depend on the rate.
        session.driver.execute_cdp_cmd("Animation.enable", {})
        session.driver.execute_cdp_cmd("Animation.setPlaybackRate", {"playbackRate": 0.001})
        for assignment in args.set:
            name, _, value = assignment.partition("=")
            session.driver.execute_script(
                "for (const e of document.querySelectorAll(arguments[0])) e.setAttribute(arguments[1], arguments[2]);",
                tag, name, value)
        described = []
        for k, action in enumerate(actions):
            press(session, tag, k, action)
            described.append(dict(action=action, **session.driver.execute_script(PAUSE_SCRIPT, tag, k)))
        for k, instance in enumerate(described):
            session.driver.execute_script(SELECT_SCRIPT, tag, k)
            instance["elements"] = session.sample(times)
        time.sleep(args.wait)
        events = session.driver.execute_script("return window.__componentEvents;")
        errors, warnings = session.console()
    emit({"page": args.page, "tag": tag, "times": times, "instances": described, "events": events,
          "console_errors": errors, "console_warnings": warnings})
    return 0


def accessibility(session, tag):
    """Per instance, Chromium's computed accessibility node (CDP Accessibility.getPartialAXTree)."""
    driver = session.driver
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    ids = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": tag})["nodeIds"]
    out = []
    for node_id in ids:
        nodes = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node_id, "fetchRelatives": False})["nodes"]
        node = nodes[0] if nodes else {}
        out.append({
            "role": node.get("role", {}).get("value"),
            "name": node.get("name", {}).get("value"),
            "ignored": node.get("ignored", False),
            "properties": {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])},
        })
    return out


def axe(args):
    from axe_selenium_python import Axe

    pages = []
    with ChromiumSession() as session:
        checker = Axe(session.driver)
        version = None
        for page in args.pages:
            tag = prepare(session, page, args.instances)
            checker.inject()
            results = checker.run()
            version = session.driver.execute_script("return axe.version;")
            violations = [{"id": v["id"], "impact": v.get("impact"), "help": v.get("help"),
                           "targets": [node.get("target") for node in v.get("nodes", [])]}
                          for v in results.get("violations", [])]
            pages.append({"page": page, "violations": violations, "passes": len(results.get("passes", [])),
                          "instances": accessibility(session, tag)})
    emit({"axe_version": version, "pages": pages})
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("instances", help="press several instances and sample each")
    one.add_argument("page")
    one.add_argument("--actions", required=True, help="one per instance: click, space, enter, state or none")
    one.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="an attribute for every instance")
    one.add_argument("--times", required=True, help="comma-separated seconds after each press")
    one.add_argument("--wait", type=float, default=0.3, help="seconds to collect events after the last press")
    checks = commands.add_parser("axe", help="run axe-core on pages")
    checks.add_argument("pages", nargs="+")
    checks.add_argument("--instances", type=int, default=1, help="instances on each page while axe runs")
    args = parser.parse_args()
    return instances(args) if args.command == "instances" else axe(args)


if __name__ == "__main__":
    run(main)
