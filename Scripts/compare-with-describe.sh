#!/usr/bin/env bash
# Times a whole depgraph run against `swift package describe --type json` alone, which no run
# can avoid, on each package given: ROUNDS turns (default 11) of one then the other, each
# describe with a fresh scratch path, and prints the best of each and their ratio. Warm: one
# run of each comes first and is not counted.
#
#   Scripts/compare-with-describe.sh [--rounds N] PACKAGE_PATH...
#
# Builds depgraph in release first (with COMPARE_CONFIGURATION=debug, as CI's smoke test of
# the documented command runs it, the debug build instead: its times mean nothing). Packages
# are not fetched: pass checkouts you have.
set -euo pipefail
case ":$PATH:" in *:/opt/swift/usr/bin:*) ;; *) export PATH="$PATH:/opt/swift/usr/bin" ;; esac

rounds=11
if [ "${1:-}" = "--rounds" ]; then rounds=$2; shift 2; fi
if [ $# -eq 0 ]; then
  echo "usage: $0 [--rounds N] PACKAGE_PATH..." >&2
  exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
configuration=${COMPARE_CONFIGURATION:-release}
swift build -c "$configuration" --package-path "$root" --product depgraph >/dev/null
depgraph="$root/.build/$configuration/depgraph"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

now() { date +%s%N; }
printf '%-40s %12s %12s %7s\n' package "describe (s)" "depgraph (s)" ratio
for package in "$@"; do
  swift package --package-path "$package" --scratch-path "$scratch/warm" describe --type json \
    >/dev/null 2>&1 || { echo "error: swift package describe fails on $package" >&2; exit 2; }
  "$depgraph" --package-path "$package" >/dev/null 2>&1 || true
  best_describe=0 best_depgraph=0
  for ((turn = 0; turn < rounds; turn++)); do
    start=$(now)
    swift package --package-path "$package" --scratch-path "$scratch/$turn" describe \
      --type json >/dev/null 2>&1
    describe=$(($(now) - start))
    start=$(now)
    "$depgraph" --package-path "$package" >/dev/null 2>&1 || true
    whole=$(($(now) - start))
    if ((best_describe == 0 || describe < best_describe)); then best_describe=$describe; fi
    if ((best_depgraph == 0 || whole < best_depgraph)); then best_depgraph=$whole; fi
  done
  awk -v name="$(basename "$package")" -v d="$best_describe" -v g="$best_depgraph" \
    'BEGIN { printf "%-40s %12.3f %12.3f %6.2fx\n", name, d / 1e9, g / 1e9, g / d }'
done
