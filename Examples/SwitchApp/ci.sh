#!/usr/bin/env bash
# The consumer package from a clean state: build, test, then what the plugin promises about rebuilds
# (touching nothing rebuilds nothing; editing one spec regenerates that spec only; a spec with an
# error fails the build at the spec's line), editing its configuration and the configuration's
# diagnostics. Prints the timings.
set -euo pipefail
cd "$(dirname "$0")"
here="$(pwd)"
specs=Sources/SwitchControls
spec="$specs/pulse-dot.motion"
config="$specs/motionspec-config.json"
logs="$(mktemp -d)"
cp "$spec" "$logs/pulse-dot.motion"
cp "$config" "$logs/motionspec-config.json"
restore() { cp "$logs/pulse-dot.motion" "$spec"; cp "$logs/motionspec-config.json" "$config"; }
trap restore EXIT

fail() { echo "ci.sh: $*" >&2; exit 1; }
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
build() { swift build --build-tests >"$logs/$1.log" 2>&1; }
generated() { find .build/plugins/outputs -path '*/SwitchControls/*MotionSpecPlugin/Generated/*' -name "$1"; }
stamp() { stat -c '%n %.9Y' "$(generated "$1")"; }

rm -rf .build
# SwiftPM prints a plugin's own compile errors only with -v.
start=$(now)
build clean || { cat "$logs/clean.log"; swift build --build-tests -v 2>&1 | grep -A6 "error:" >&2 || true; fail "the clean build failed"; }
clean=$(seconds "$start" "$(now)")
grep -q "MotionSpec: compiling pulse-dot.motion" "$logs/clean.log" || fail "the clean build did not run the plugin"
swift test --skip-build

# SwiftPM links the plugin's tool in its planning phase and again in the build, so the first build
# after a clean one relinks it and reruns the specs once; from then on nothing changed means no work.
start=$(now); build settle || { cat "$logs/settle.log"; fail "the second build failed"; }; settle=$(seconds "$start" "$(now)")

# (1) Touching nothing rebuilds nothing: no generated file rewritten, no spec compiled.
before="$(stamp pulse-dot.swift; stamp flat-switch.swift)"
start=$(now); build noop || { cat "$logs/noop.log"; fail "the no-op build failed"; }; noop=$(seconds "$start" "$(now)")
[ "$before" = "$(stamp pulse-dot.swift; stamp flat-switch.swift)" ] || fail "a no-op build rewrote generated files"
! grep -q "MotionSpec: compiling" "$logs/noop.log" || fail "a no-op build ran the spec compiler"

# (2) Editing one spec regenerates that spec only, and the generated control changes.
flat="$(stamp flat-switch.swift)"
sed -i 's/param tint = #3366ff/param tint = #ff3366/' "$spec"
start=$(now); build one || { cat "$logs/one.log"; fail "the one-spec rebuild failed"; }; one=$(seconds "$start" "$(now)")
grep -q "MotionSpec: compiling pulse-dot.motion" "$logs/one.log" || fail "the edited spec was not recompiled"
! grep -q "MotionSpec: compiling flat-switch.motion" "$logs/one.log" || fail "an unedited spec was recompiled"
[ "$flat" = "$(stamp flat-switch.swift)" ] || fail "an unedited spec's generated file was rewritten"
grep -q "MotionColor(red: 1, green: 0.2, blue: 0.4" "$(generated pulse-dot.swift)" || fail "the edit did not reach the generated control"
restore

# (3) A spec with an error fails the build, with the spec's absolute path and line (pulse-dot.motion
# is in two targets; the build stops at the first).
sed -i 's/^    dot.opacity 0.4$/    dot.opacity 0.4 +/' "$spec"
if build error; then fail "a spec with an error built"; fi
grep -E "^$here/Sources/(SwitchControls|StandaloneDot)/pulse-dot.motion:15:22: error: .* \[MS[0-9]{4}\]$" "$logs/error.log" || { cat "$logs/error.log"; fail "no spec diagnostic with path and line"; }
restore

# The configuration is read by each compile and is an input of every build command: editing it in
# place regenerates the target's specs (no clean), and a mistake is an error at its line and column.
printf '{\n  "runtime": "linked",\n  "accessLevel": "package"\n}\n' >"$config"
build access || { cat "$logs/access.log"; fail "the package with \"accessLevel\": \"package\" did not build"; }
grep -q "MotionSpec: compiling pulse-dot.motion" "$logs/access.log" || fail "editing the configuration did not regenerate the specs"
grep -q "^package enum PulseDot: MotionControl {" "$(generated pulse-dot.swift)" || fail "the access level did not reach the generated control"
printf '{\n  "runtime": "linked",\n  "acces": "public"\n}\n' >"$config"
if build config; then fail "an invalid motionspec-config.json built"; fi
grep -q "^$here/$config:3:3: error: unknown key 'acces' in motionspec-config.json \[MS4202\]$" "$logs/config.log" || { cat "$logs/config.log"; fail "no configuration diagnostic"; }
restore

# The command plugin: CSS for the same specs.
out="$logs/css"
swift package --allow-writing-to-package-directory motionspec compile --target css -o "$out" >"$logs/command.log" 2>&1 \
  || { cat "$logs/command.log"; fail "swift package motionspec compile failed"; }
[ -f "$out/SwitchControls/pulse-dot/pulse-dot.css" ] && [ -f "$out/SwitchControls/flat-switch/flat-switch.svg" ] && [ -f "$out/StandaloneDot/pulse-dot/pulse-dot.css" ] || fail "the command plugin wrote no CSS"

build final || { cat "$logs/final.log"; fail "the restored package did not build"; }
echo "consumer package: clean build ${clean}s, second build ${settle}s, no-op build ${noop}s, one-spec rebuild ${one}s"
