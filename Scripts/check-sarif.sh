#!/usr/bin/env bash
# Checks depgraph's SARIF with SARIF consumers from PyPI, not only by its shape: Microsoft's
# sarif-tools reads each file and counts its results by level, and sarif-pydantic's model of
# SARIF 2.1.0 must accept it. Then the references inside the file are checked: each result's
# rule exists at its ruleIndex, each location's base is declared, each region starts at 1 or
# later. Runs on fixtures with findings of several rules.
#
# Needs python3 with venv and PyPI; the tools go to .build/sarif-venv.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv=.build/sarif-venv
if [ ! -x "$venv/bin/sarif" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check sarif-tools sarif-pydantic
fi
swift build --product depgraph >/dev/null
depgraph=$(swift build --product depgraph --show-bin-path)/depgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for fixture in LegacyViolations NaiveBridge RulesFileFindings; do
  sarif="$work/$fixture.sarif"
  "$depgraph" --package-path "Tests/Fixtures/$fixture" --format sarif --strict >"$sarif" || [ $? -eq 1 ]
  # SARIF has a result for each rule's finding, so the count is of the JSON's findings with
  # the other findings of their lines (`also`), which text and JSON fold into one.
  counts=$("$depgraph" --package-path "Tests/Fixtures/$fixture" --strict --format json |
    "$venv/bin/python" -c '
import json, sys
findings = [f for v in json.load(sys.stdin)["violations"] for f in [v, *v.get("also", [])]]
print(sum(f["severity"] == "error" for f in findings), sum(f["severity"] == "warning" for f in findings))
' || true)
  read -r errors warnings <<<"$counts"
  read_back=$("$venv/bin/sarif" summary "$sarif")
  grep -qx "error: $errors" <<<"$read_back" || {
    echo "error: sarif-tools reads other error counts than depgraph's ($errors) in $fixture:" >&2
    echo "$read_back" >&2
    exit 1
  }
  grep -qx "warning: $warnings" <<<"$read_back" || {
    echo "error: sarif-tools reads other warning counts than depgraph's ($warnings) in $fixture" >&2
    exit 1
  }
  "$venv/bin/python" - "$sarif" <<'PY'
import json, sys
from sarif_pydantic import Sarif

path = sys.argv[1]
raw = json.load(open(path))
log = Sarif.model_validate(raw)
assert log.version == "2.1.0", "version is not 2.1.0"
for run in raw["runs"]:
    rules = run["tool"]["driver"]["rules"]
    bases = run.get("originalUriBaseIds", {})
    assert all(r["shortDescription"]["text"] and r["help"]["text"] for r in rules), "a rule without text"
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"], "ruleIndex does not point at ruleId"
        assert result["level"] in ("error", "warning", "note"), "unknown level"
        assert result["partialFingerprints"], "no fingerprint"
        for location in result["locations"] + result.get("relatedLocations", []):
            physical = location["physicalLocation"]
            base = physical["artifactLocation"].get("uriBaseId")
            assert base is None or base in bases, f"undeclared uriBaseId {base}"
            assert physical["region"]["startLine"] >= 1 and physical["region"]["startColumn"] >= 1
print(f"{path.split('/')[-1]}: {sum(len(r['results']) for r in raw['runs'])} results, valid")
PY
done
