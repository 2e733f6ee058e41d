#!/usr/bin/env bash
# Runs every command shown in a ```sh block of README.md and Docs/*.md, and each one-line
# `run:` step of a ```yaml workflow (not a `run: |` block), from the repository root, and
# checks its exit status: 0, or 1 where the command's comment says "exit status 1".
# Docs/AddingAModule.md changes the package as it goes, so Scripts/check-tutorial.sh follows it
# on a copy instead.
# Prints one line per command and fails if any command did not behave as documented.
# Benchmark commands run with --quick added, on the debug build CI already has (`-c release`
# dropped: a release build of the whole package would take minutes for a smoke test): they
# prove each documented invocation works, and the figures come from running them by hand, in
# release (Docs/Performance.md says how); Scripts/compare-with-describe.sh likewise times the
# debug build. A fuzzing command
# runs for 5 s: CI's own fuzzing step gives every harness 45 s.
# With DOC_COMMANDS_TESTED=1, set by .ci/run after its own `swift test` passed, the README's
# `swift test` is listed as done rather than run a second time.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
logs=$(mktemp -d)
# The files the documented commands write at the root.
trap 'rm -rf "$logs"; rm -f describe.json depgraph-baseline.json depgraph.sarif' EXIT

ran=0
failed=0
skipped=0
while IFS=$'\t' read -r file command; do
  if [ "${DOC_COMMANDS_TESTED:-}" = 1 ] && [[ "${command%%#*}" =~ ^swift\ test\ *$ ]]; then
    skipped=$((skipped + 1))
    echo "done    $file: ${command%%#*}(passed earlier in this CI run)"
    continue
  fi
  expected=0
  [[ "$command" == *"exit status 1"* ]] && expected=1
  ran=$((ran + 1))
  run=$command
  if [[ "$command" == Scripts/compare-with-describe.sh* ]]; then
    run="COMPARE_CONFIGURATION=debug ${command%%#*}"
  elif [[ "$command" == *" bench"* && "$command" != *"--quick"* ]]; then
    run="${command%%#*}"
    run="${run/ -c release / } --quick"
  elif [[ "$command" =~ ^(Scripts/fuzz\.sh\ [a-z]+)\ [0-9]+ ]]; then
    run="${BASH_REMATCH[1]} 5"
  fi
  started=$SECONDS
  timeout 1800 bash -c "$run" >"$logs/$ran.log" 2>&1
  status=$?
  took="($((SECONDS - started)) s)"
  if [ "$status" -eq "$expected" ]; then
    note=""
    [ "$run" != "$command" ] && note="(run as: $run)"
    echo "ok      $file: ${command%%#*}$note $took"
  else
    failed=$((failed + 1))
    echo "FAILED  $file: ${command%%#*}(exit $status, expected $expected) $took"
    tail -5 "$logs/$ran.log" | sed 's/^/        /'
  fi
done < <(awk '
  /^```sh/ { inside = "sh"; next }
  /^```yaml/ { inside = "yaml"; next }
  /^```/ { inside = "" }
  inside == "sh" && NF { print FILENAME "\t" $0 }
  # A workflow step: its one-line `run:` command; a block (`run: |`) needs the context of
  # the workflow, such as the base of the pull request, and is not run.
  inside == "yaml" && /^ *(- )?run: / && !/run: *[|>]/ {
    sub(/^ *(- )?run: /, ""); print FILENAME "\t" $0
  }
' README.md $(ls Docs/*.md | grep -v '^Docs/AddingAModule.md$'))

echo "doc commands: $ran run, $failed not as documented, $skipped passed earlier in this run"
[ "$failed" -eq 0 ]
