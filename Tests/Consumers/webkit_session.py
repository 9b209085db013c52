"""One WebKit (WebKitGTK's MiniBrowser, Safari's engine, driven by Debian's `webkit2gtk-driver` through selenium)
reused for many pages, with the same interface as `ChromiumSession`, so the CSS jobs run unchanged in it.

WebKitGTK draws into an X display: without `DISPLAY` the session starts its own Xvfb (Debian's `xvfb`) on a free
display number and stops it when closed. WebKit's driver keeps no console log: `console()` reports nothing.
"""
import os
import subprocess

from chromium_session import ChromiumSession, find_binary, first_line
from consumer_common import ToolError

INSTALL_HINT = "run Tests/Consumers/install.sh (or .ci/test), which installs webkit2gtk-driver and xvfb"


class VirtualDisplay:
    """Xvfb on the first free display (`-displayfd`), unless a display is already there."""

    def __init__(self):
        self.process = None
        if os.environ.get("DISPLAY"):
            return
        xvfb = find_binary(["Xvfb"], "Xvfb")
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as reader:
            number = reader.readline().strip()
        if not number.isdigit():
            self.close()
            raise ToolError("Xvfb did not start (it named no display)")
        os.environ["DISPLAY"] = ":" + number

    def close(self):
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            self.process = None


class WebKitSession(ChromiumSession):
    def __init__(self, width=800, height=600):
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        try:
            driver_path = find_binary(["WebKitWebDriver"], "webkit2gtk-driver")
        except ToolError as error:
            raise ToolError(f"{error}; {INSTALL_HINT}")
        self.display = VirtualDisplay()
        # No accessibility bus to wait for on a bare X server.
        os.environ.setdefault("NO_AT_BRIDGE", "1")
        try:
            self.driver = webdriver.WebKitGTK(service=Service(executable_path=driver_path), options=Options())
        except WebDriverException as error:
            self.display.close()
            raise ToolError(f"WebKit did not start: {first_line(error)}")
        self.driver.set_window_size(width, height)
        self.driver.set_script_timeout(30)

    @property
    def version(self):
        """The WebKitGTK version the driver reports (`browserVersion`)."""
        return self.driver.capabilities.get("browserVersion", "")

    def close(self):
        try:
            self.driver.quit()
        finally:
            self.display.close()

    def drain_console(self):
        return []

    def console(self):
        return [], []

    def screenshot(self, time_seconds, selector, root_selector, scale, background):
        raise ToolError("screenshots are taken in Chromium only")
