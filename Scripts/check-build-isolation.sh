#!/usr/bin/env bash
# Shows the payoff of the protocol bridge: after a change to ColorServiceModule's source, an
# incremental build recompiles ColorServiceModule (and what imports it) but nothing in
# BridgeFramework or Routing, which never import the app's service.
#
# Works on a copy of the package in a temporary folder, so the checkout is never modified.
# Exit status: 0 isolated, 1 a lower module was recompiled (or the change was not seen), 2 the
# build itself failed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Copy the package without any build folder.
tar -C "$root" --exclude=./.build --exclude=./.swiftpm --exclude=./.git -cf - . | tar -C "$work" -xf -

echo "Clean build of product demo in $work ..."
if ! swift build --package-path "$work" --product demo >"$work/first.log" 2>&1; then
  cat "$work/first.log" >&2
  echo "error: the clean build failed" >&2
  exit 2
fi

# A real change to ColorServiceModule's public interface, so that its importers see it too.
cat >>"$work/Sources/ColorServiceModule/ColorService.swift" <<'SWIFT'

extension ColorService {
  /// Added by Scripts/check-build-isolation.sh to change the module's interface.
  public func isolationProbe() -> Int { 1 }
}
SWIFT

echo "Incremental build after changing Sources/ColorServiceModule/ColorService.swift ..."
if ! swift build --package-path "$work" --product demo >"$work/second.log" 2>&1; then
  cat "$work/second.log" >&2
  echo "error: the incremental build failed" >&2
  exit 2
fi

# Lines such as "[3/6] Compiling ColorServiceModule ColorService.swift" or
# "[4/6] Emitting module ColorServiceModule" name the module being rebuilt.
rebuilt=$(sed -nE 's/^\[[0-9]+\/[0-9]+\] (Compiling|Emitting module) ([A-Za-z0-9_]+).*/\2/p' \
  "$work/second.log" | sort -u)
echo "Modules rebuilt: $(echo "$rebuilt" | tr '\n' ' ')"

status=0
if ! grep -qx ColorServiceModule <<<"$rebuilt"; then
  echo "error: ColorServiceModule was not rebuilt, so the change was not seen; check the log:" >&2
  cat "$work/second.log" >&2
  status=1
fi
for lower in Routing BridgeFramework; do
  if grep -qx "$lower" <<<"$rebuilt"; then
    echo "error: $lower was recompiled after a change to ColorServiceModule only" >&2
    status=1
  fi
done
if [ "$status" -eq 0 ]; then
  echo "Build isolation holds: Routing and BridgeFramework were not recompiled."
fi
exit "$status"
