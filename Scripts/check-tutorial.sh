#!/usr/bin/env bash
# Follows Docs/AddingAModule.md on a copy of the repository, as a reader would, and fails
# where the tutorial and the code disagree.
#
# The tutorial's blocks are taken in order:
#   - a ```swift or ```markdown block right after `<!-- file: PATH -->` is written to PATH;
#   - a ```swift block right after `<!-- excerpt: PATH -->` must appear, line for line, in PATH
#     as the steps before it left it;
#   - a ```diff block is applied with `git apply`; after `<!-- mistake -->` it is undone again
#     once the next ```sh block has run;
#   - each line of a ```sh block runs from the copy's root; it must exit 0, or 1 where its
#     comment says "exit status 1";
#   - a ```text block right after a ```sh block is what the commands print: each of its lines
#     must appear, in order, within the lines they printed; ` ... ` in a line stands for any
#     text (counts and times that change from run to run).
# Other blocks are left alone. Then Scripts/check-new-module.sh adds a second module to the
# finished copy and runs every test again. The copy builds from scratch: expect about fifteen
# minutes.
#
# With TUTORIAL_KEEP=1 the copy is kept as the tutorial leaves it, and its folder printed, to
# read or to write the next step's diff against; the second module is not added.
#
# With TUTORIAL_SUITE_LATER=1 (CI sets it) a step's bare `swift test` is not run, nor the
# suite's lines (`✔ ...`) of its output compared: the new-module check runs every test on the state the tutorial finishes
# in, which holds each step's modules, so the suite runs once, not three times.
#
# With TUTORIAL_IN_PLACE=1 the tutorial runs in this checkout instead of a copy, so that it
# builds on the checkout's own build (CI's, a few minutes saved), and the checkout is put back
# afterwards, pass or fail: it must have no change and no untracked file to begin with.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tutorial="$root/Docs/AddingAModule.md"
work=$(mktemp -d)
copy=""
if [ "${TUTORIAL_IN_PLACE:-0}" = 1 ]; then
  if [ -n "$(cd "$root" && git status --porcelain)" ]; then
    echo "error: TUTORIAL_IN_PLACE=1 needs a checkout without changes or untracked files" >&2
    rm -rf "$work"
    exit 2
  fi
  copy="$root"
  trap 'cd "$root" && git checkout -q -- . && git clean -fdq -- Sources Tests; rm -rf "$work"' EXIT
elif [ "${TUTORIAL_KEEP:-0}" = 1 ]; then
  trap 'echo "tutorial: the copy is in $work/ModuleBridge"' EXIT
else
  trap 'rm -rf "$work"' EXIT
fi

if [ "$copy" != "$root" ]; then
  copy="$work/ModuleBridge"
  mkdir -p "$copy"
  (cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$copy")
fi
blocks="$work/blocks"
mkdir -p "$blocks"
awk -v dir="$blocks" '
  /^<!-- file: [^ ]+ -->$/ { path = $3; excerpt = 0; next }
  /^<!-- excerpt: [^ ]+ -->$/ { path = $3; excerpt = 1; next }
  /^<!-- mistake -->$/ { mistake = 1; next }
  /^```/ && !inside {
    inside = 1; count++
    kind = substr($0, 4)
    if ((kind == "swift" || kind == "markdown") && path != "") kind = excerpt ? "excerpt" : "file"
    if (kind == "diff" && mistake) kind = "mistake"
    out = sprintf("%s/%03d.%s", dir, count, kind)
    printf "" > out
    if (kind == "file" || kind == "excerpt") print path > (out ".path")
    path = ""; mistake = 0; excerpt = 0
    next
  }
  /^```/ && inside { inside = 0; close(out); next }
  inside { print > out }
  NF && !inside { path = ""; mistake = 0; excerpt = 0 }
' "$tutorial"

failures=0
fail() {
  failures=$((failures + 1))
  echo "FAILED  $*"
}

# Whether every line of expected file $1 appears, in order, within a line of output file $2.
appears_in_order() {
  awk '
    # Whether the pieces of `pattern` between " ... " occur in `line`, in order.
    function matches(line, pattern,    pieces, count, i, at) {
      count = split(pattern, pieces, / \.\.\. /)
      for (i = 1; i <= count; i++) {
        at = index(line, pieces[i])
        if (at == 0) return 0
        line = substr(line, at + length(pieces[i]))
      }
      return 1
    }
    NR == FNR { if (NF) expected[++wanted] = $0; next }
    found < wanted && matches($0, expected[found + 1]) { found++ }
    END { if (found < wanted) { print "        missing: " expected[found + 1]; exit 1 } }
  ' "$1" "$2"
}

# Whether the lines of file $1 occur consecutively in file $2.
contains_block() {
  awk '
    NR == FNR { want[++n] = $0; next }
    { line[++m] = $0 }
    END {
      for (i = 1; i + n - 1 <= m; i++) {
        j = 1
        while (j <= n && line[i + j - 1] == want[j]) j++
        if (j > n) exit 0
      }
      exit 1
    }
  ' "$1" "$2"
}

undo=""
last_output=""
deferred=0
cd "$copy" || exit 1
for block in "$blocks"/*; do
  case "$block" in
  *.path) continue ;;
  *.file)
    path=$(cat "$block.path")
    mkdir -p "$(dirname "$path")"
    cp "$block" "$path"
    echo "ok      wrote $path"
    last_output=""
    ;;
  *.excerpt)
    path=$(cat "$block.path")
    if [ -f "$path" ] && contains_block "$block" "$path"; then
      echo "ok      excerpt of $path as shown"
    else
      fail "the excerpt in $(basename "$block") is not in $path as it stands"
    fi
    last_output=""
    ;;
  *.diff | *.mistake)
    if git apply --whitespace=nowarn "$block" 2>"$work/apply.log"; then
      echo "ok      applied $(grep -m1 '^+++ ' "$block" | cut -c7-)"
    else
      fail "the diff in $(basename "$block") does not apply:"
      sed 's/^/        /' "$work/apply.log"
    fi
    [[ "$block" == *.mistake ]] && undo="$block"
    last_output=""
    ;;
  *.sh)
    deferred=0
    last_output="$block.out"
    : >"$last_output"
    while IFS= read -r command; do
      [[ -z "${command// /}" || "$command" == \#* ]] && continue
      if [ "${TUTORIAL_SUITE_LATER:-0}" = 1 ] && [[ "${command%%#*}" =~ ^swift\ test\ *$ ]]; then
        echo "later   swift test (the new-module check runs every test on the final state)"
        deferred=1
        continue
      fi
      expected=0
      [[ "$command" == *"exit status 1"* ]] && expected=1
      timeout 1800 bash -c "$command" >>"$last_output" 2>&1
      status=$?
      if [ "$status" -eq "$expected" ]; then
        echo "ok      ${command%%#*}"
      else
        fail "${command%%#*}(exit $status, expected $expected)"
        # The failed tests and errors first, wherever they are in a long output; then its end.
        grep -E '^✘ Test .*(recorded an issue|failed)|error:' "$last_output" | head -20 |
          sed 's/^/        /'
        tail -15 "$last_output" | sed 's/^/        /'
      fi
    done <"$block"
    if [ -n "$undo" ]; then
      git apply -R "$undo" || fail "could not undo the mistake in $(basename "$undo")"
      undo=""
    fi
    ;;
  *.text)
    shown="$block"
    if [ "$deferred" = 1 ]; then
      # The suite's lines (✔ ...) are not there: it runs later.
      shown="$work/shown.txt"
      grep -v '^✔ ' "$block" >"$shown"
    fi
    if [ -z "$last_output" ]; then
      continue
    elif appears_in_order "$shown" "$last_output"; then
      echo "ok      output as shown"
    else
      fail "the output differs from the tutorial's $(basename "$block"); it was:"
      grep -v '^\[' "$last_output" | tail -20 | sed 's/^/        /'
    fi
    last_output=""
    ;;
  esac
done

# A second module on the tutorial's finished copy, with a name that sorts first and a long
# role: no existing test may break (see the script).
if [ "${TUTORIAL_KEEP:-0}" = 1 ]; then
  echo "skipped Scripts/check-new-module.sh: the copy is kept as the tutorial leaves it"
elif "$root/Scripts/check-new-module.sh" "$copy" >"$work/new-module.log" 2>&1; then
  echo "ok      Scripts/check-new-module.sh: AAAModule added, every test passes"
else
  fail "Scripts/check-new-module.sh: adding AAAModule broke something:"
  tail -25 "$work/new-module.log" | sed 's/^/        /'
fi

echo "tutorial: $failures step(s) not as written"
[ "$failures" -eq 0 ]
