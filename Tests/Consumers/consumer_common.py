"""Shared plumbing for the consumer tools: JSON on stdout, one clear message and a non-zero exit on failure."""
import json
import math
import sys


class ToolError(Exception):
    """A failure the user can act on; printed as `error: <message>` on stderr."""


def emit(value):
    """Print a JSON document on stdout; NaN and infinities become null so the output is strict JSON."""
    json.dump(finite(value), sys.stdout, indent=1, allow_nan=False)
    sys.stdout.write("\n")


def finite(value):
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    return value


def run(main):
    """Run a tool's main(): ToolError and unexpected exceptions exit 1 with a one-line message."""
    try:
        code = main()
    except ToolError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        # The reader closed stdout early (e.g. `| head`): not the tool's failure.
        sys.stderr.close()
        sys.exit(0)
    sys.exit(code or 0)


def parse_numbers(text, what):
    """Parse a comma-separated list of numbers such as `0,0.025,1`."""
    values = []
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        try:
            number = float(item)
        except ValueError:
            raise ToolError(f"{what}: '{item}' is not a number")
        if not math.isfinite(number):
            raise ToolError(f"{what}: '{item}' is not finite")
        values.append(number)
    if not values:
        raise ToolError(f"{what}: no numbers given")
    return values


def parse_colour(text):
    """Parse `#rgb`, `#rrggbb` or `#rrggbbaa` into an (r, g, b, a) tuple of 0…255 integers."""
    digits = text.strip().lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    if len(digits) == 6:
        digits += "ff"
    if len(digits) != 8:
        raise ToolError(f"colour '{text}' is not #rgb, #rrggbb or #rrggbbaa")
    try:
        return tuple(int(digits[i:i + 2], 16) for i in range(0, 8, 2))
    except ValueError:
        raise ToolError(f"colour '{text}' has a non-hexadecimal digit")


def load_json_file(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except FileNotFoundError:
        raise ToolError(f"{path}: no such file")
    except json.JSONDecodeError as error:
        raise ToolError(f"{path}:{error.lineno}:{error.colno}: invalid JSON: {error.msg}")


def open_image(path):
    """A PIL image, loaded, or a clear message for a missing file or one that is not an image."""
    from PIL import Image
    try:
        image = Image.open(path)
        image.load()
    except FileNotFoundError:
        raise ToolError(f"{path}: no such file")
    except OSError as error:
        raise ToolError(f"{path}: not an image: {error}")
    return image
