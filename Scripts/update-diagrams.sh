#!/usr/bin/env bash
# Rewrites the Mermaid module diagram in README.md from `depgraph --format mermaid --hide-tests`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
diagram=$(swift run --quiet depgraph --format mermaid --hide-tests)
awk -v diagram="$diagram" '
  /<!-- depgraph:begin -->/ { print; print "```mermaid"; print diagram; print "```"; skipping = 1; next }
  /<!-- depgraph:end -->/ { skipping = 0 }
  !skipping { print }
' README.md >README.md.new
mv README.md.new README.md
echo "README.md diagram updated."
