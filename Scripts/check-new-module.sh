#!/usr/bin/env bash
# Adds a feature module named AAAModule, with a role too long for one line of `demo graph`, to
# a copy of the repository the way Docs/AddingAModule.md adds one, then runs depgraph and the
# whole test suite: a new module must break no existing test. The name sorts before every
# other module, so a test that lists modules by hand, or by position, fails here.
#
# Usage: Scripts/check-new-module.sh [COPY]
#   COPY  a copy of the repository to change (Scripts/check-tutorial.sh passes its own, already
#         built); without it, the script makes a fresh copy, which builds from scratch.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 1 ]; then
  copy=$(cd "$1" && pwd)
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  copy="$work/ModuleBridge"
  mkdir -p "$copy"
  (cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$copy")
fi
cd "$copy"

role="a module added by the new-module check, with a role longer than one line of the graph"
swift package add-target AAAModule --dependencies Routing >/dev/null
cat >Sources/AAAModule/AAAModule.swift <<'SWIFT'
public import Routing

/// A scene of the module the new-module check adds.
public final class AAAScene: HeadlessScene {
  public init() {}

  public var title: String { "AAA" }

  public func render() -> String { "" }
}
SWIFT
swift package add-target-dependency AAAModule AppMain >/dev/null
swift format -i Package.swift
cat >Sources/AppMain/AAAModuleScene.swift <<'SWIFT'
import AAAModule
import Routing

/// The app's use of the module the new-module check adds.
@MainActor
func makeAAAScene() -> any HeadlessScene { AAAScene() }
SWIFT
sed -i 's/"targets": \["ColorServiceModule"/"targets": ["AAAModule", "ColorServiceModule"/' \
  depgraph.json
grep -q '"AAAModule", "ColorServiceModule"' depgraph.json
# The docs that list every target, and the drawings, as the tutorial's last step updates them.
sed -i "s/^| \`LoginModule\` |.*/&\n| \`AAAModule\` | $role |/" README.md
sed -i 's/^| \[LoginModule\](..\/Sources\/LoginModule) |.*/&\n| [AAAModule](..\/Sources\/AAAModule) | the module the new-module check adds | [AddingAModule.md](AddingAModule.md) |/' \
  Docs/README.md
grep -q '`AAAModule`' README.md
grep -q '\[AAAModule\]' Docs/README.md
# The drawings and the demo's module table follow from the manifest, depgraph.json and README.
Scripts/update-diagrams.sh
grep -q 'name: "AAAModule"' Sources/AppMain/AppModules.swift

swift run depgraph --strict
swift run demo graph | grep -A2 AAAModule
if ! swift test >"$copy/.build/new-module-test.log" 2>&1; then
  grep -E '✘|error:' "$copy/.build/new-module-test.log" | grep -v '^✘ Suite' | head -40
  echo "error: a test failed once AAAModule was added" >&2
  exit 1
fi
tail -1 "$copy/.build/new-module-test.log"
echo "new module: AAAModule added; depgraph and every test pass"
