#!/usr/bin/env bash
# Installs the programs that consume MotionSpec's outputs, for the tests that drive them:
#   - Debian's chromium and chromium-driver (apt-get; `apt-get update` only when something is missing),
#   - WebKit's WebDriver (webkit2gtk-driver: WebKitGTK's MiniBrowser, Safari's engine) and the Xvfb it draws into,
#   - a Python virtual environment in .build/consumers-venv with the pinned requirements.txt
#     (the Lottie schema, the lottie reader, rlottie and ThorVG, selenium, pillow, numpy, axe-core for selenium).
# Idempotent and quiet: a second run checks and returns in well under a second. After it, everything
# works offline. Exits non-zero with a message when something cannot be installed: nothing is skipped.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/.build/consumers-venv"
requirements="$here/requirements.txt"
modules="import jsonschema, lottie_specs, lottie, rlottie_python, thorvg_python, selenium, PIL, numpy, axe_selenium_python"

say() { echo "consumers: $*" >&2; }

apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    say "error: need root to install Debian packages: $*"; exit 1
  fi
  say "installing $* (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# A Python with venv and ensurepip: the one on PATH, else Debian's with python3-venv.
python=""
if command -v python3 >/dev/null && python3 -c 'import venv, ensurepip' 2>/dev/null; then
  python="$(command -v python3)"
fi

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ -z "$python" ] && ! /usr/bin/python3 -c 'import venv, ensurepip' 2>/dev/null; then
  missing+=(python3 python3-venv)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install "${missing[@]}"
fi
[ -n "$python" ] || python=/usr/bin/python3

# The stamp names the requirements and the interpreter the environment was built from.
stamp="$( (cat "$requirements"; "$python" -c 'import sys; print(sys.version)') | sha256sum | cut -d' ' -f1)"
if [ -x "$venv/bin/python" ] && [ "$(cat "$venv/.consumers-stamp" 2>/dev/null)" = "$stamp" ] \
   && "$venv/bin/python" -c "$modules" 2>/dev/null; then
  exit 0
fi

say "building $venv (pip, pinned requirements)"
rm -rf "$venv"
mkdir -p "$(dirname "$venv")"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install -q --disable-pip-version-check --no-input -r "$requirements"
"$venv/bin/python" -c "$modules" || { say "error: the environment does not import its modules"; exit 1; }
echo "$stamp" > "$venv/.consumers-stamp"
