#!/usr/bin/env bash
# Builds one libFuzzer binary per `FuzzTarget` into .build/fuzz/: the modules the targets reach are
# compiled straight with swiftc (SwiftPM would link its own `main` into an executable, and libFuzzer
# brings one), instrumented for coverage and AddressSanitizer, then each Fuzz/Fuzz*.swift is linked
# against them. Usage: Fuzz/build.sh [-Onone]  (optimised by default).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
optimize="${1:--O}"
flags=(-swift-version 6 -package-name MotionSpec -parse-as-library -sanitize=fuzzer,address "$optimize" -I "$out")
# The modules in the order they import each other: once one is compiled, every one after it is too, since an
# object compiled against an upstream module's old layout links without complaint and crashes when run (a
# JSON value's size changed under MotionFuzzing.o: every input crashed in swift_release).
stale=no
for module in MotionDiagnostics MotionRuntime MotionSyntax MotionCompiler MotionEmitters MotionFuzzing; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  # sed reads the whole list (head would close the pipe early: ls then dies of SIGPIPE under pipefail
  # once the list outgrows one write).
  newest=$(ls -t $sources | sed -n 1p)
  if [[ $stale == no && -f "$out/$module.o" && "$out/$module.o" -nt "$newest" ]]; then continue; fi
  stale=yes
  echo "compiling $module" >&2
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$module" -wmo -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c $sources -o "$out/$module.o"
done
objects=()
for module in MotionDiagnostics MotionRuntime MotionSyntax MotionCompiler MotionEmitters MotionFuzzing; do objects+=("$out/$module.o"); done
for source in Fuzz/Fuzz*.swift; do
  name=$(basename "$source" .swift)
  echo "linking $name" >&2
  # The linker warns once per AddressSanitizer helper symbol it cannot export: noise.
  swiftc "${flags[@]}" -module-name "$name" "$source" "${objects[@]}" -o "$out/$name" 2> >(grep -v "Cannot export local symbol" >&2)
done
