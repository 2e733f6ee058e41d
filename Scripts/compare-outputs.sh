#!/usr/bin/env bash
# Runs two builds of depgraph over the same inputs and compares their outputs byte for byte:
# for a change that must not alter behaviour, such as moving code between modules.
#
#   Scripts/compare-outputs.sh OLD_DEPGRAPH NEW_DEPGRAPH [CHECKOUT...]
#
# The inputs: every fixture of Tests/Fixtures (as Tests/Golden's cases read them), and each
# real-world checkout given (with the arguments its file in Tests/RealWorld records). Each is
# run plain and --strict, as text and as JSON, from the input's folder. Prints one line per
# output that differs, then the counts; exits 1 when any differs.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
old=$1 new=$2
shift 2
for depgraph in "$old" "$new"; do
  "$depgraph" --version >/dev/null 2>&1 || {
    echo "error: $depgraph does not run: give the path of a built depgraph" >&2
    exit 2
  }
done
# Each input runs from its own folder: a path relative to here would not run there.
old=$(realpath "$old") new=$(realpath "$new")
same=0 different=0
compare() { # folder, arguments...
  local folder=$1
  shift
  for mode in "" "--strict"; do
    for format in text json; do
      local arguments=("$@" $mode --format "$format")
      [ "$format" = text ] && arguments+=(--color never)
      if cmp -s <(cd "$folder" && "$old" "${arguments[@]}" 2>&1; echo "exit $?") \
        <(cd "$folder" && "$new" "${arguments[@]}" 2>&1; echo "exit $?"); then
        same=$((same + 1))
      else
        different=$((different + 1))
        echo "differs: $folder: depgraph ${arguments[*]}"
      fi
    done
  done
}
for fixture in "$root"/Tests/Fixtures/*/; do
  fixture=${fixture%/}
  location=(--package-path .)
  if [ ! -f "$fixture/Package.swift" ]; then
    project=$(cd "$fixture" && ls -d *.xcworkspace *.xcodeproj 2>/dev/null | head -1)
    if [ -n "$project" ]; then location=(--project "$project"); else location=(--workspace .); fi
  fi
  compare "$fixture" "${location[@]}"
done
for checkout in "$@"; do
  checkout=${checkout%/}
  record="$root/Tests/RealWorld/$(basename "$checkout").txt"
  read -r -a arguments <<<"$(sed -n 's/^arguments //p' "$record" 2>/dev/null)"
  compare "$checkout" "${arguments[@]}"
done
echo "compare-outputs: $same outputs identical, $different different"
[ "$different" -eq 0 ]
