#!/usr/bin/env bash
# Runs depgraph bridge on the real upward-import cases of Scripts/bridge-cases: each script
# makes its import in a checkout, then this runs `depgraph bridge --verify --format json` on it
# and prints one row per case: the uses reported, the verdict, and what --verify showed (the
# draft's own errors and the steps left). The table in Docs/ProtocolBridge.md is this output.
#
# Usage: Scripts/bridge-cases.sh CHECKOUTS [CASE...]
#   CHECKOUTS holds one clone per repository, named like it: swift-numerics, swift-metrics,
#   swift-protobuf, swift-argument-parser, swift-nio, swift-syntax. Each case checks out its
#   own commit there and writes one file (swift-syntax's also its manifest); nothing else.
#   A case whose verdict is not `bridge` is not built. swift-nio's dependencies are remote, so
#   its case is read, never built.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
checkouts=$(cd "$1" && pwd)
shift
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(numerics-complex-arithmetic metrics-test-kit protobuf-code-printer
    argument-parser-configuration nio-http-method syntax-basic-format)
fi
swift build --package-path "$root" --product depgraph >/dev/null
depgraph=$(swift build --package-path "$root" --product depgraph --show-bin-path)/depgraph
declare -A repository=(
  [numerics-complex-arithmetic]=swift-numerics [metrics-test-kit]=swift-metrics
  [protobuf-code-printer]=swift-protobuf [argument-parser-configuration]=swift-argument-parser
  [nio-http-method]=swift-nio [syntax-basic-format]=swift-syntax
)
printf '| case | uses | verdict | --verify |\n|---|---|---|---|\n'
for case in "${cases[@]}"; do
  checkout="$checkouts/${repository[$case]}"
  # The script prints `bridge: --from A --to B`.
  edge=$(bash "$root/Scripts/bridge-cases/$case.sh" "$checkout" | sed -n 's/^bridge: //p')
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
verify = draft.get("verify")
if verify is None:
    built = "not built"
elif verify.get("cannotBuild"):
    built = "cannot build: " + verify["cannotBuild"]
elif verify["builds"]:
    built = "builds"
else:
    built = f'{len(verify["draftErrors"])} draft errors, {len(verify["stepsLeft"])} steps left'
print(f'| {case} | {len(draft["uses"])}: {uses} | {draft["verdict"]} | {built} |')
PY
done
