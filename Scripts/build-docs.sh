#!/usr/bin/env bash
# Builds the DocC documentation of Routing and DependencyGraph with the toolchain's `docc`, and
# fails on any warning: a broken ``symbol`` link in a doc comment or a catalog page, a topic
# that names a missing symbol. The archives go to .build/docs/<Target>.doccarchive.
#
# The symbol graphs come from the debug build's modules (`swift symbolgraph-extract`), so the
# build is not redone with other flags.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --target Routing >/dev/null
swift build --target DependencyGraph >/dev/null
bin=$(swift build --show-bin-path)
modules=$bin/Modules
# The C target DependencyGraph imports is found through the module map SwiftPM wrote for it.
c_modules=(-Xcc "-fmodule-map-file=$bin/CIndexStore.build/module.modulemap")
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for target in Routing DependencyGraph; do
  mkdir -p "$work/$target"
  # The modules a target re-exports (DependencyGraph's parts) are documented as its own.
  reexported=$(find "Sources/$target" -name "*.swift" -exec sed -n 's/^@_exported public import \([A-Za-z]*\)$/\1/p' {} + |
    paste -sd, -)
  swift symbolgraph-extract -module-name "$target" -I "$modules" "${c_modules[@]}" \
    ${reexported:+-experimental-allowed-reexported-modules="$reexported"} \
    -target "$triple" -minimum-access-level public -output-dir "$work/$target"
  mkdir -p .build/docs
  if ! docc convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$work/$target" \
    --fallback-display-name "$target" --fallback-bundle-identifier "modulebridge.$target" \
    --output-path ".build/docs/$target.doccarchive" --warnings-as-errors >"$work/$target.log" 2>&1
  then
    cat "$work/$target.log" >&2
    echo "error: docc found problems in $target (above)" >&2
    exit 1
  fi
  echo "$target: documentation built in .build/docs/$target.doccarchive"
done
