#!/usr/bin/env bash
# Runs depgraph over checkouts of real packages and apps and compares its findings with the
# reviewed ones committed in Tests/RealWorld/<name>.txt, one file per codebase:
#
#   Scripts/real-world-check.sh DIR...           # compare; exit 1 on any difference
#   Scripts/real-world-check.sh --record DIR...  # rewrite the files, keeping each verdict
#   Scripts/real-world-check.sh --tally          # the reviewed findings, counted by verdict
#
# A file names its codebase's URL, the commit its findings were reviewed at, and depgraph's
# arguments there; then one line per finding of a plain run, and one per finding that only
# --strict adds: `plain|strict severity rule target module file:line | verdict`. A verdict is
# `true: why` or `false: why` (a known false finding, kept so that its fix shows); `unreviewed`
# fails the check. A codebase depgraph refuses (exit 2, such as a project not generated yet) has
# one finding, `plain error input <the message>`, reviewed the same way.
# A finding added or dropped by a change shows as `+` or `-` line. A DIR whose
# name has no file, or whose checkout is at another commit, is reported and compared anyway.
# CI runs it on the checkouts under $REAL_WORLD_CHECKOUTS (default: ~/real-world), if any.
set -euo pipefail
cd "$(dirname "$0")/.."
case ":$PATH:" in *:/opt/swift/usr/bin:*) ;; *) export PATH="$PATH:/opt/swift/usr/bin" ;; esac

mode=compare
case "${1:-}" in
  --record) mode=record; shift ;;
  --tally) mode=tally; shift ;;
  -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
if [ "$mode" != tally ] && [ $# -eq 0 ]; then
  echo "error: give the checkouts to check, e.g. Scripts/real-world-check.sh ~/real-world/*" >&2
  exit 64
fi

if [ "$mode" != tally ]; then
  swift build --product depgraph >/dev/null
  depgraph="$(swift build --show-bin-path)/depgraph"
fi
exec python3 Scripts/real_world_check.py "$mode" "${depgraph:-}" "$@"
