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
# Its landing page states its role and its guide; depgraph.json's layer "features" takes it by its
# name (`*Module`), and the generator writes every table that lists it. Nothing outside the
# module is edited but its use in AppMain.
mkdir -p Sources/AAAModule/AAAModule.docc
cat >Sources/AAAModule/AAAModule.docc/AAAModule.md <<MARKDOWN
# \`\`AAAModule\`\`

A module added by the new-module check, with a role longer than one line of the graph.

## Overview

Guide: \`Docs/AddingAModule.md\`.
MARKDOWN
# The drawings and the module tables follow from the manifest, depgraph.json and the pages.
Scripts/update-diagrams.sh
grep -q 'name: "AAAModule"' Sources/AppMain/AppModules.swift
grep -q '^| `AAAModule` | A module added by the new-module check' README.md
grep -q '^| \[AAAModule\](../Sources/AAAModule) |' Docs/README.md

swift run depgraph --strict --warnings-as-errors
swift run demo graph | grep -A2 AAAModule
if ! swift test >"$copy/.build/new-module-test.log" 2>&1; then
  grep -E '✘|error:' "$copy/.build/new-module-test.log" | grep -v '^✘ Suite' | head -40
  echo "error: a test failed once AAAModule was added" >&2
  exit 1
fi
tail -1 "$copy/.build/new-module-test.log"
echo "new module: AAAModule added; depgraph and every test pass"
