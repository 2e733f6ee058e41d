#!/usr/bin/env bash
# Rewrites what the package generates from facts it states once:
#   - every Mermaid diagram in README.md and Docs/*.md: the block after
#     `<!-- depgraph:begin [PATH] -->`, where PATH is a package folder relative to the repository
#     (this package when omitted), is what `depgraph --format mermaid --hide-tests` draws of it;
#   - README.md's and Docs/README.md's module tables, between `<!-- modules:begin KIND -->` and
#     `<!-- modules:end -->`, and Sources/AppMain/AppModules.swift, the modules `demo graph`
#     draws: from the manifest, depgraph.json and each module's DocC landing page,
#     Sources/<Module>/<Module>.docc/<Module>.md, whose abstract is the module's role;
#   - Docs/DependencyGraph.md's table of rules, between `<!-- rules:begin -->` and
#     `<!-- rules:end -->`: from each rule's definition, in
#     Sources/DependencyGraphModel/Violation.Rule+Definition.swift.
# The tests that check these (diagramsAreCurrent, GeneratedModulesTests and RulesTableTests)
# write them when run with DEPGRAPH_UPDATE_GENERATED=1, reading the markers with the tests' one
# parser. They run one after the other: two rewrite README.md, and tests run in parallel.
set -euo pipefail
cd "$(dirname "$0")/.."

for tests in diagramsAreCurrent GeneratedModulesTests RulesTableTests; do
  if ! output=$(DEPGRAPH_UPDATE_GENERATED=1 swift test --filter "$tests" 2>&1); then
    echo "$output" >&2
    exit 1
  fi
done
for file in README.md Docs/*.md; do
  if grep -q '^<!-- depgraph:begin' "$file"; then echo "$file: diagrams updated."; fi
done
echo "README.md, Docs/README.md: module tables updated."
echo "Sources/AppMain/AppModules.swift: updated."
echo "Docs/DependencyGraph.md: rules table updated."
