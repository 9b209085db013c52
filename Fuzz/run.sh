#!/usr/bin/env bash
# Runs each libFuzzer target (built by Fuzz/build.sh) for a fixed time, seeded at run time from specs/ and
# the test fixtures (nothing copied into the repository). A crash, a hang (over 10 s for one input; 60 s
# for the compile target, which runs the whole compile to three targets in an AddressSanitizer build: its
# slowest known input, a spring that settles in 330 s, crasher timeout-1f3031fc, takes 32 s of CPU there)
# or an input rejected without a diagnostic is kept in Tests/Fixtures/fuzz-crashers/<target>/, which
# FuzzCrasherTests replays. Usage: Fuzz/run.sh [SECONDS] [TARGET...]; SECONDS defaults to
# $MOTIONSPEC_FUZZ_SECONDS or 30. $MOTIONSPEC_FUZZ_SEED, when set, fixes libFuzzer's seed (a run starts the
# same way each time; how far it gets depends on the machine); unset, every run starts from a fresh one.
# Prints each target's executions and coverage (cov:, ft:). The targets run $MOTIONSPEC_FUZZ_PARALLEL at a time
# (default: one per core), each a single-threaded process on a core of its own, so four 30 s runs take 60 s on
# two cores, not 120; their lines are printed in the targets' order.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${MOTIONSPEC_FUZZ_SECONDS:-30}}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(json dsl svg-path compile)
out=.build/fuzz
status=0

# Seeds: every file in the list, one per file, into a fresh folder.
seed() {
  local dir="$out/seeds/$1"; shift
  rm -rf "$dir"; mkdir -p "$dir"
  local i=0
  for file in "$@"; do [[ -f "$file" ]] && cp "$file" "$dir/seed-$((i++))"; done
}
mapfile -t dsl < <(find specs Tests/Fixtures Tests/Goldens -name '*.motion' 2>/dev/null | sort)
mapfile -t json < <(find specs Tests/Fixtures -name '*.json' -size -64k 2>/dev/null | sort)
seed dsl "${dsl[@]}"
seed json "${json[@]}"
seed compile "${dsl[@]}" "${json[@]}"
# Path data: the strings inside svg("…") of the specs and fixtures.
rm -rf "$out/seeds/svg-path"; mkdir -p "$out/seeds/svg-path"
i=0
while IFS= read -r data; do printf '%s' "$data" > "$out/seeds/svg-path/seed-$((i++))"; done \
  < <(grep -rhoE 'svg\("[^"]*"\)' specs Tests/Fixtures Tests/Goldens 2>/dev/null | sed -E 's/^svg\("(.*)"\)$/\1/' | sort -u)
printf 'M 0 0 L 10 10 A 5 5 0 1 0 20 20 Z' > "$out/seeds/svg-path/seed-basic"

# One target's run; its summary line (and, on failure, the log's first errors) goes to $out/<target>.summary,
# its exit code to $out/<target>.code.
fuzz() {
  local target="$1" binary
  case "$target" in
    json) binary=FuzzJSON ;; dsl) binary=FuzzDSL ;; svg-path) binary=FuzzSVGPath ;; compile) binary=FuzzCompile ;;
  esac
  local corpus="$out/corpus/$target"
  local crashers="Tests/Fixtures/fuzz-crashers/$target/"
  mkdir -p "$corpus" "$crashers"
  local log="$out/$target.log"
  # Swift's runtime keeps caches for the process's life: not leaks worth stopping for.
  local hang=10
  [[ "$target" == compile ]] && hang=60
  local seed_flag=()
  [[ -n "${MOTIONSPEC_FUZZ_SEED:-}" ]] && seed_flag=(-seed="$MOTIONSPEC_FUZZ_SEED")
  ASAN_OPTIONS=detect_leaks=0 "$out/$binary" "${seed_flag[@]}" -max_total_time="$seconds" -timeout="$hang" -report_slow_units="$hang" -rss_limit_mb=4096 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$crashers" "$corpus" "$out/seeds/$target" > "$log" 2>&1
  local code=$?
  local done_line runs
  done_line=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1)
  runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
  {
    echo "fuzz $target: ${seconds}s, ${runs:-?} executions; last: ${done_line:-none} (exit $code, log $log)"
    # sed, not head: head would close the pipe early (SIGPIPE for grep under pipefail).
    if [[ $code -ne 0 ]]; then grep -E 'ERROR|Fatal|Test unit written' "$log" | sed -n 1,5p; fi
  } > "$out/$target.summary"
  echo "$code" > "$out/$target.code"
}

for target in "${targets[@]}"; do
  case "$target" in
    json | dsl | svg-path | compile) ;;
    *) echo "unknown fuzz target '$target'" >&2; exit 64 ;;
  esac
done
parallel="${MOTIONSPEC_FUZZ_PARALLEL:-$(nproc)}"
[[ "$parallel" -ge 1 ]] || parallel=1
for ((first = 0; first < ${#targets[@]}; first += parallel)); do
  for target in "${targets[@]:first:parallel}"; do
    rm -f "$out/$target.summary" "$out/$target.code"
    fuzz "$target" &
  done
  wait
done
for target in "${targets[@]}"; do
  cat "$out/$target.summary" 2>/dev/null || echo "fuzz $target: no summary (the run died)"
  [[ "$(cat "$out/$target.code" 2>/dev/null)" == 0 ]] || status=1
done
exit $status
