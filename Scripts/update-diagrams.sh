#!/usr/bin/env bash
# Rewrites what the package generates from facts it states once: every Mermaid diagram in
# README.md and Docs/*.md, from depgraph; README.md's and Docs/README.md's module tables and
# Sources/AppMain/AppModules.swift, the demo's module table, from the manifest, depgraph.json
# and each module's DocC landing page, Sources/<Module>/<Module>.docc/<Module>.md, whose
# abstract is the module's role (written by GeneratedModulesTests, which otherwise checks that
# they are current).
#
# A diagram sits between `<!-- depgraph:begin [PATH] -->` and `<!-- depgraph:end -->`, where
# PATH is a package folder relative to the repository (this package when omitted); its body is
# the output of `depgraph --format mermaid --hide-tests --package-path PATH`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --product depgraph >/dev/null
depgraph=$(swift build --product depgraph --show-bin-path)/depgraph

for file in README.md Docs/*.md; do
  grep -q '<!-- depgraph:begin' "$file" || continue
  out=$(mktemp)
  skipping=0
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ "$line" =~ ^\<\!--\ depgraph:begin\ ?([^ ]*)\ ?--\>$ ]]; then
      path=${BASH_REMATCH[1]:-.}
      printf '%s\n```mermaid\n' "$line" >>"$out"
      # depgraph exits 1 when the package has errors, as the naive fixture does by design.
      "$depgraph" --package-path "$path" --format mermaid --hide-tests >>"$out" || [ $? -eq 1 ]
      printf '```\n' >>"$out"
      skipping=1
    elif [[ "$line" == "<!-- depgraph:end -->" ]]; then
      printf '%s\n' "$line" >>"$out"
      skipping=0
    elif [ "$skipping" -eq 0 ]; then
      printf '%s\n' "$line" >>"$out"
    fi
  done <"$file"
  mv "$out" "$file"
  echo "$file: diagrams updated."
done

if ! output=$(DEPGRAPH_UPDATE_GENERATED=1 swift test --filter GeneratedModulesTests 2>&1); then
  echo "$output" >&2
  exit 1
fi
echo "README.md, Docs/README.md: module tables updated."
echo "Sources/AppMain/AppModules.swift: updated."
