#!/usr/bin/env bash
# Proves that depgraph bridge's draft compiles: drafts the bridge of the naive fixture's
# cycle, writes the drafted protocol into BridgeFramework and the conformance into
# ColorServiceModule of a copy of Tests/Fixtures/BridgeDraft (the fixture with its lower module
# already rewritten to take the protocol), and builds the copy.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --product depgraph >/dev/null
depgraph=$(swift build --product depgraph --show-bin-path)/depgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$depgraph" bridge --package-path Tests/Fixtures/NaiveBridge --from BridgeFramework \
  --to ColorServiceModule --protocol-name BridgeColorLayer --format json >"$work/draft.json"
cp -R Tests/Fixtures/BridgeDraft "$work/package"
python3 - "$work/draft.json" "$work/package" <<'PY'
import json, sys
draft = json.load(open(sys.argv[1]))
package = sys.argv[2]
assert draft["protocol"] and draft["conformance"], "the draft has no protocol"
open(package + "/Sources/BridgeFramework/BridgeColorLayer.swift", "w").write(draft["protocol"])
# The conformance carries its own import of the lower module.
assert draft["conformance"].startswith("import BridgeFramework\n"), draft["conformance"]
open(package + "/Sources/ColorServiceModule/ColorService+BridgeColorLayer.swift", "w").write(
    draft["conformance"])
PY
echo "The drafted protocol:"
cat "$work/package/Sources/BridgeFramework/BridgeColorLayer.swift"
if ! swift build --package-path "$work/package" --scratch-path "$work/build" >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "error: the fixture does not build with depgraph bridge's draft" >&2
  exit 1
fi
echo "The draft compiles: Tests/Fixtures/BridgeDraft builds with it."

# depgraph bridge --verify: on a fixture whose draft needs nothing by hand it builds (exit 0);
# on the naive fixture the one step left, the injection, is the compiler's one error (exit 1).
# expect_builds FIXTURE FROM TO: the fixture's draft of the edge FROM -> TO builds as printed.
expect_builds() {
  local log="$work/$1-$2.txt"
  if ! "$depgraph" bridge --package-path "Tests/Fixtures/$1" --from "$2" --to "$3" --verify \
    >"$log" || ! grep -q "^depgraph bridge --verify: the draft builds" "$log"; then
    cat "$log" >&2
    echo "error: the draft of Tests/Fixtures/$1 ($2 -> $3) does not build" >&2
    exit 1
  fi
}
expect_builds BridgeVerify Greeting Names
# swift-syntax's shape: an inherited method, default arguments, statics through metatypes, a
# protocol that must refine the drafted one, an optional.
expect_builds BridgeInherited Diagnostics Format
# swift-argument-parser's shape: a static requirement declared twice, and a requirement's type
# that a conforming type would shadow if the associated type were named like it.
expect_builds BridgeCases ToolInfo Commands
set +e
"$depgraph" bridge --package-path Tests/Fixtures/NaiveBridge --from BridgeFramework \
  --to ColorServiceModule --verify >"$work/naive-verify.txt"
status=$?
set -e
if [ "$status" -ne 1 ] || ! grep -q "BridgeViewController.swift:5:22: error: cannot find 'ColorService' in scope" "$work/naive-verify.txt"; then
  cat "$work/naive-verify.txt" >&2
  echo "error: bridge --verify on the naive fixture did not report the injection left to do" >&2
  exit 1
fi
echo "bridge --verify: Tests/Fixtures/BridgeVerify, BridgeInherited and BridgeCases build; the naive fixture's one step left is named."
