#!/usr/bin/env bash
# The full tier (`make check`, and CI after .ci/run's lints): the quick tier
# (scripts/test-quick.sh: cargo test, the C and C++ programs, the header,
# README.md's blocks), then every scripts/check-*.sh (other languages,
# install, sanitizers, Miri, fuzzing, aarch64...). Each check installs what
# it needs; any failure fails the run.
#
# Each check states its time budget on a line `# budget: N s` (seconds on
# this project's 2-core machine, installs included); the closing table
# gives each check's time beside its budget, and a check over its budget is
# named there as a warning, not a failure.
#
# Two checks run at once (CHECK_JOBS, default: the CPUs, at most 4),
# but never two of those marked `# cores: 2` (the sanitizers, Miri,
# aarch64, valgrind, portable, fuzzing), whose builds and tests already keep
# two cores busy: two of them at once on this 2-core machine were slower
# than one after the other (5461 s against 3383 s, 3 December). The other
# checks keep one core busy (their CPU time equals their wall time in the
# closing table), so one of them runs beside each heavy one. With
# CHECK_JOBS=1 the checks run one by one, each one's output shown as it
# runs; otherwise each check's output is kept apart and printed whole when
# it ends. Installs take a shared lock (with_install_lock in lib.sh);
# builds share target/ through cargo's lock, and every build of the
# library in target/release is the same one (check-shared-build.sh), so
# that no check rebuilds libsudoku.so under another that uses it.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

log "the quick tier (scripts/test-quick.sh)"
quick_start=$SECONDS
bash scripts/test-quick.sh
quick_seconds=$((SECONDS - quick_start))

# The longest first (seconds in the CI run of 5 December), so that neither
# kind ends on one long check; new checks run after these.
longest_first=(miri aarch64 asan valgrind tsan fuzz portable
  readme shared-build python spark js cargo-c bench java node inline)
checks=()
for name in "${longest_first[@]}"; do
  [ -e "scripts/check-$name.sh" ] && checks+=("scripts/check-$name.sh")
done
for check in scripts/check-*.sh; do
  [[ " ${checks[*]} " == *" $check "* ]] || checks+=("$check")
done
[ "${#checks[@]}" -gt 20 ] || die "found only ${#checks[@]} checks in scripts/"

# cores_of CHECK: 2 for a check marked "# cores: 2", else 1.
cores_of() {
  if grep -qx '# cores: 2' "$1"; then echo 2; else echo 1; fi
}
heavy=()
light=()
for check in "${checks[@]}"; do
  if [ "$(cores_of "$check")" = 2 ]; then heavy+=("$check"); else light+=("$check"); fi
done
[ "${#heavy[@]}" -ge 5 ] || die "found only ${#heavy[@]} checks marked '# cores: 2'"

jobs=${CHECK_JOBS:-$(nproc)}
[ "$jobs" -le 4 ] || jobs=4
[ "$jobs" -ge 1 ] || jobs=1
heavy_jobs=$((jobs / 2))
[ "$heavy_jobs" -ge 1 ] || heavy_jobs=1
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
log "${#checks[@]} checks (${#heavy[@]} of them two-core), $jobs at a time, at most $heavy_jobs two-core"

passed=0
failed=0
failures=()
# Seconds per check, printed at the end: the run must stay well inside CI's
# time limit, and this says where the time goes.
timings=()
over_budget=()
# budget_of CHECK: the seconds its "# budget: N s" line allows.
budget_of() {
  local budget
  budget=$(sed -n 's/^# budget: \([0-9][0-9]*\) s$/\1/p' "$1" | head -n 1)
  [ -n "$budget" ] || die "$1 has no '# budget: N s' line"
  printf '%s\n' "$budget"
}
for check in "${checks[@]}"; do budget_of "$check" >/dev/null; done
declare -A check_of=() started_at=() is_heavy=()
running_heavy=0
# finish PID STATUS: prints the check's output whole, and counts it.
finish() {
  local pid=$1 status=$2 check=${check_of[$1]}
  local seconds=$((SECONDS - started_at[$1]))
  log "$check ($seconds s)"
  [ "$jobs" = 1 ] || cat "$logs/$(basename "$check").log"
  if [ "$status" = 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$check")
    echo "FAILED: $check (exit $status)" >&2
  fi
  local budget cpu
  budget=$(budget_of "$check")
  cpu=$(awk '{printf "%d", $2 + $3}' "$logs/$(basename "$check").log.cpu" 2>/dev/null || true)
  timings+=("$(printf '%5d s  %5s s  %5s s  %s' "$seconds" "$budget" "${cpu:-?}" "$check")")
  if [ "$seconds" -gt "$budget" ]; then
    over_budget+=("$check took $seconds s, over its budget of $budget s")
  fi
  [ "${is_heavy[$pid]}" = 0 ] || running_heavy=$((running_heavy - 1))
  unset "check_of[$pid]" "is_heavy[$pid]"
}
# wait_one: waits for a running check to end, and counts it.
wait_one() {
  local status=0 done_pid
  wait -n -p done_pid "${!check_of[@]}" || status=$?
  finish "$done_pid" "$status"
}
# start CHECK HEAVY: runs the check in the background.
start() {
  local check=$1
  # The check's CPU seconds (user and system, its processes together) go
  # to a .cpu file beside its log: against its wall time, they say how much
  # of it kept both cores busy.
  local log_file=$logs/$(basename "$check").log
  if [ "$jobs" = 1 ]; then
    log "$check"
    (
      set -o pipefail
      TIMEFORMAT='%R %U %S'
      { time (bash "$check" 2>&1 | tee "$log_file"); } 2>"$log_file.cpu"
    ) &
  else
    (
      TIMEFORMAT='%R %U %S'
      { time (bash "$check" >"$log_file" 2>&1); } 2>"$log_file.cpu"
    ) &
  fi
  check_of[$!]=$check
  started_at[$!]=$SECONDS
  is_heavy[$!]=$2
  [ "$2" = 0 ] || running_heavy=$((running_heavy + 1))
  echo "started $check" >&2
}
# A free place takes the next two-core check while fewer than heavy_jobs
# run, else the next one-core check; with only two-core checks left and
# heavy_jobs of them running, it waits.
next_heavy=0
next_light=0
while [ "$next_heavy" -lt "${#heavy[@]}" ] || [ "$next_light" -lt "${#light[@]}" ]; do
  if [ "${#check_of[@]}" -ge "$jobs" ]; then
    wait_one
  elif [ "$next_heavy" -lt "${#heavy[@]}" ] && [ "$running_heavy" -lt "$heavy_jobs" ]; then
    start "${heavy[$next_heavy]}" 1
    next_heavy=$((next_heavy + 1))
  elif [ "$next_light" -lt "${#light[@]}" ]; then
    start "${light[$next_light]}" 0
    next_light=$((next_light + 1))
  else
    wait_one
  fi
done
while [ "${#check_of[@]}" -gt 0 ]; do
  wait_one
done

log "seconds per check (time, budget, CPU time, check)"
printf '%5d s  %5s    %5s    %s\n' "$quick_seconds" "" "" "the quick tier (scripts/test-quick.sh)"
printf '%s\n' "${timings[@]}"
echo "whole run so far: $SECONDS s"
for warning in "${over_budget[@]}"; do echo "warning: $warning" >&2; done
for name in "${failures[@]}"; do echo "failed: $name" >&2; done
echo "checks: $passed passed, $failed failed"
[ "$((passed + failed))" = "${#checks[@]}" ] || die "only $((passed + failed)) of ${#checks[@]} checks ended"
[ "$failed" = 0 ]
