#!/usr/bin/env bash
# Runs the device tests (the gpu-labelled programs of tests/device, built elsewhere and carried to a
# machine with a GPU) and each again under compute-sanitizer memcheck and racecheck; prints one line
# per run and a summary. Usage: scripts/gpu_tests.sh <folder of test programs> [log folder]
set -u
bin=${1:?usage: scripts/gpu_tests.sh <folder of test programs> [log folder]}
logs=${2:-/tmp/gpu_tests_logs}
mkdir -p "$logs"
failed=0
total=0
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
# Programs whose children trap on purpose (they test the checked device build's traps): a sanitizer
# reports those traps as errors, so they are only run.
traps_on_purpose=" checked_device_kernel "
for t in "$bin"/*; do
  [ -x "$t" ] && [ -f "$t" ] || continue
  name=$(basename "$t")
  modes="run memcheck racecheck"
  [[ $traps_on_purpose == *" $name "* ]] && modes=run
  for mode in $modes; do
    total=$((total + 1))
    start=$SECONDS
    case $mode in
      run) "$t" >"$logs/$name.$mode.log" 2>&1 ;;
      *) compute-sanitizer --tool "$mode" --error-exitcode 9 "$t" >"$logs/$name.$mode.log" 2>&1 ;;
    esac
    rc=$?
    [ $rc -eq 0 ] || failed=$((failed + 1))
    summary=$(grep -E "SUMMARY|errors|wrong|differ|pass|TFLOP" "$logs/$name.$mode.log" | tail -1)
    printf '%-28s %-9s rc=%-3d %4ds  %s\n' "$name" "$mode" "$rc" "$((SECONDS - start))" "$summary"
  done
done
echo "gpu_tests: $((total - failed)) of $total runs passed"
[ $failed -eq 0 ]
