#!/usr/bin/env bash
# Checks depgraph.schema.json, the JSON Schema of the rules file, against what depgraph reads:
# every depgraph.json of the repository, every rules example of Docs/DependencyGraph.md (a
# ```json block with "layers"), and the rules `depgraph init` writes for a fixture must be
# valid; files depgraph refuses for their shape must be invalid. Uses the jsonschema package
# from PyPI (Draft 2020-12), installed into .build/schema-venv.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv=.build/schema-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import jsonschema' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check jsonschema
fi
swift build --product depgraph >/dev/null
depgraph=$(swift build --product depgraph --show-bin-path)/depgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The rules init proposes for a workspace fixture.
cp -R Tests/Fixtures/Workspace "$work/init"
"$depgraph" init --workspace "$work/init" >/dev/null

"$venv/bin/python" - "$work/init/depgraph.json" <<'PY'
import json, re, subprocess, sys, glob
from jsonschema import Draft202012Validator

schema = json.load(open("depgraph.schema.json"))
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)

valid = {path: json.load(open(path)) for path in
         ["depgraph.json", *glob.glob("Tests/Fixtures/**/depgraph.json", recursive=True), sys.argv[1]]}
guide = open("Docs/DependencyGraph.md").read()
for index, block in enumerate(re.findall(r"```json\n(.*?)```", guide, re.S)):
    document = json.loads(block)
    if isinstance(document, dict) and "layers" in document:
        valid[f"Docs/DependencyGraph.md, rules example {index + 1}"] = document
invalid = {
    "a layer without a name": {"layers": [{"targets": ["A"]}]},
    "an unknown key": {"layerz": []},
    "an allow entry without its reason": {"allow": [{"rule": "cycle", "target": "A"}]},
    "an allow entry of no rule": {"allow": [{"rule": "cycles", "target": "A", "because": "x"}]},
    "independent as text": {"layers": [{"name": "a", "targets": ["A"], "independent": "yes"}]},
    "an absolute input": {"inputs": {"ATests": ["/etc"]}},
    "version 2": {"version": 2},
}
failed = 0
for name, document in valid.items():
    errors = list(validator.iter_errors(document))
    if errors:
        failed += 1
        print(f"error: {name} is valid for depgraph but not for the schema: {errors[0].message}")
    else:
        print(f"valid   {name}")
for name, document in invalid.items():
    if validator.is_valid(document):
        failed += 1
        print(f"error: the schema accepts {name}, which depgraph refuses")
    else:
        print(f"invalid {name}")
sys.exit(1 if failed else 0)
PY
