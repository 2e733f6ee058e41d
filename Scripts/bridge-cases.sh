#!/usr/bin/env bash
# Runs depgraph bridge on the real upward-import cases of Scripts/bridge-cases: each script
# makes its import in a checkout, then this runs `depgraph bridge --verify --format json` on it
# (uses read by the compiler, as by default) and prints one row per case: the uses reported by
# kind, the verdict, where the uses came from, and what --verify showed (the draft's own
# errors and the steps left). The table in Docs/ProtocolBridge.md is this output.
#
# Usage: Scripts/bridge-cases.sh CHECKOUTS [CASE...]
#   CHECKOUTS holds one clone per repository, named like it (swift-numerics, swift-syntax,
#   swift-collections, ...): each case's script names its repository on its `Usage:` line, and
#   the siblings a rewritten manifest points at (swift-service-context, swift-asn1,
#   swift-crypto). Each case checks out its own commit there and writes one file (some also
#   their manifest); nothing else. A case whose verdict is not `bridge` is not built.
#   swift-nio's dependencies are remote, so its case is read from text, never built.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
checkouts=$(cd "$1" && pwd)
shift
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  for script in "$root"/Scripts/bridge-cases/*.sh; do cases+=("$(basename "$script" .sh)"); done
fi
swift build --package-path "$root" --product depgraph >/dev/null
depgraph=$(swift build --package-path "$root" --product depgraph --show-bin-path)/depgraph
printf '| case | uses | verdict | uses from | --verify |\n|---|---|---|---|---|\n'
for case in "${cases[@]}"; do
  script="$root/Scripts/bridge-cases/$case.sh"
  # `# Usage: NAME.sh CHECKOUT   (a clone of owner/repository)`
  repository=$(sed -n 's/^# Usage: .*(a clone of [^/]*\/\([^) ]*\)).*/\1/p' "$script")
  checkout="$checkouts/$repository"
  # The script prints `bridge: --from A --to B`.
  edge=$(bash "$script" "$checkout" | sed -n 's/^bridge: //p')
  # shellcheck disable=SC2086
  "$depgraph" bridge --package-path "$checkout" $edge --format json >"/tmp/$case.json" || true
  verdict=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["verdict"])' "/tmp/$case.json")
  if [ "$verdict" = bridge ]; then
    # shellcheck disable=SC2086
    "$depgraph" bridge --package-path "$checkout" $edge --format json --verify \
      >"/tmp/$case.json" 2>"/tmp/$case.verify.txt" || true
  fi
  python3 - "$case" "/tmp/$case.json" <<'PY'
import json, sys
case, path = sys.argv[1], sys.argv[2]
draft = json.load(open(path))
kinds = {}
for use in draft["uses"]:
    kinds[use["kind"]] = kinds.get(use["kind"], 0) + 1
uses = ", ".join(f"{count} {kind}" for kind, count in sorted(kinds.items()))
reexported = sum(len(places) for places in draft.get("reexported", {}).values())
if reexported:
    uses += f"; {reexported} through re-exports"
origin = draft["usesFrom"]["source"]
verify = draft.get("verify")
if verify is None:
    built = "not built"
elif verify.get("cannotBuild"):
    built = "cannot build: " + verify["cannotBuild"]
elif verify["builds"]:
    built = "builds"
else:
    built = f'{len(verify["draftErrors"])} draft errors, {len(verify["stepsLeft"])} steps left'
print(f'| {case} | {len(draft["uses"])}: {uses} | {draft["verdict"]} | {origin} | {built} |')
PY
done
