#!/usr/bin/env bash
# Builds one libFuzzer harness with its module's sources and runs it for a while.
#
#   Scripts/fuzz.sh --list                 names the harnesses
#   Scripts/fuzz.sh <harness> <seconds>    fuzzes; exits non-zero on any finding
#
# The harness is compiled with -sanitize=fuzzer,address together with the sources of the
# module it tests. New inputs go to a temporary folder; the committed seeds in
# Fuzz/Corpus/<harness> are read, never written. A crashing input is saved under
# .build/fuzz/artifacts/ and its path printed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

module_of() {
  case "$1" in
    deeplink) echo Routing ;;
    scanner | describe | rules | modulemap) echo DependencyGraph ;;
    *) return 1 ;;
  esac
}

if [ "${1:-}" = "--list" ]; then
  for harness in deeplink scanner describe rules modulemap; do
    echo "$harness ($(module_of "$harness"))"
  done
  exit 0
fi
if [ $# -ne 2 ] || ! module_of "$1" >/dev/null || ! [[ "$2" =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh <harness> <seconds> | --list" >&2
  echo "harnesses: deeplink, scanner, describe, rules, modulemap" >&2
  exit 64
fi
harness=$1
seconds=$2
module=$(module_of "$harness")
out="$root/.build/fuzz"
mkdir -p "$out/artifacts"

mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
echo "Building $harness with ${#sources[@]} sources of $module ..."
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name "Fuzz_$harness" \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
  "${sources[@]}" "Fuzz/Harnesses/$harness.swift" -o "$out/$harness" 2>&1 |
  { grep -v "Cannot export local symbol '__asan" || true; }
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "error: building $harness failed" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Fuzzing $harness for $seconds s ..."
# The Swift runtime's backtracer does not run under ASan; libFuzzer reports the crash itself.
set +e
SWIFT_BACKTRACE=enable=no "$out/$harness" "$work" "Fuzz/Corpus/$harness" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -print_final_stats=1 -artifact_prefix="$out/artifacts/$harness-" >"$out/$harness.log" 2>&1
status=$?
set -e
grep -E 'INFO: seed|stat::|ERROR|SUMMARY|Test unit|artifact|harness.swift' "$out/$harness.log" || true
if [ "$status" -ne 0 ]; then
  echo "error: $harness found a problem (exit $status); see $out/$harness.log" >&2
fi
exit "$status"
