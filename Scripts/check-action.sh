#!/usr/bin/env bash
# Runs the composite GitHub Action in .github/actions/depgraph as a runner would, as far as this
# machine allows: each `run:` step in bash, in order, with the action's inputs, `if:` conditions
# and the runner's files (GITHUB_PATH, GITHUB_OUTPUT, RUNNER_TEMP), on a git repository of its
# own made from a fixture (a base commit with depgraph init's rules and baseline, then a pull
# request's change). The `uses:` steps (the cache, the SARIF upload) need GitHub and are named
# as skipped. depgraph is built in debug here (the action builds release), to keep CI short.
# Checks: the annotations step passes on known findings and fails on a new one, the SARIF is
# written, and the reached tests are the step's output. Then Scripts/depgraph-pre-commit,
# installed as the repository's hook, refuses a commit with a new finding and lets another by. Needs python3 with venv and PyPI
# (PyYAML, into .build/action-venv).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv=.build/action-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import yaml' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check pyyaml
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A repository with main at the fixture plus init's files, and a branch that adds a finding.
cp -R Tests/Fixtures/LegacyViolations "$work/repo"
rm -f "$work/repo/depgraph.json"
# A test of Core, so that a change to Core reaches a test.
sed -i.orig 's/^  \]$/    .testTarget(name: "CoreTests", dependencies: ["Core"]),\n  ]/' "$work/repo/Package.swift"
rm -f "$work/repo/Package.swift.orig"
mkdir -p "$work/repo/Tests/CoreTests"
printf 'import Core\n' >"$work/repo/Tests/CoreTests/CoreTests.swift"
swift build --product depgraph >/dev/null
"$(swift build --product depgraph --show-bin-path)/depgraph" init --package-path "$work/repo" >/dev/null
git -C "$work/repo" init --quiet --initial-branch=main
git -C "$work/repo" add .
git -C "$work/repo" -c user.name=ci -c user.email=ci@example.invalid commit --quiet -m base
git -C "$work/repo" remote add origin "$work/repo"
git -C "$work/repo" checkout --quiet -b change

"$venv/bin/python" - "$root" "$work" <<'PY'
import os, re, subprocess, sys, yaml
root, work = sys.argv[1], sys.argv[2]
action = yaml.safe_load(open(os.path.join(root, ".github/actions/depgraph/action.yml")))
assert action["runs"]["using"] == "composite", "the action is not composite"
inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
context = {"runner.temp": os.path.join(work, "runner"), "github.base_ref": "main",
           "github.event_name": "pull_request", "steps.cache.outputs.cache-hit": "false"}
os.makedirs(context["runner.temp"], exist_ok=True)

def value(name):
    return inputs[name[len("inputs."):]] if name.startswith("inputs.") else context[name]

def substitute(text):
    return re.sub(r"\$\{\{\s*([\w.-]+)\s*\}\}", lambda m: value(m.group(1)), text)

def condition(text):
    # The conditions this action uses: always(), and ==/!= on names, joined by &&.
    result = True
    for part in [p.strip() for p in text.split("&&")]:
        if part == "always()":
            continue
        m = re.fullmatch(r"([\w.-]+)\s*(==|!=)\s*'([^']*)'", part)
        assert m, f"a condition this check cannot read: {part}"
        equal = value(m.group(1)) == m.group(3)
        result = result and (equal if m.group(2) == "==" else not equal)
    return result

def run(changed_file):
    env = dict(os.environ, GITHUB_ACTION_PATH=os.path.join(root, ".github/actions/depgraph"),
               RUNNER_TEMP=context["runner.temp"], GITHUB_PATH=os.path.join(work, "path"),
               GITHUB_OUTPUT=os.path.join(work, "output"))
    for name in ["path", "output"]:
        open(os.path.join(work, name), "w").close()
    statuses = {}
    for step in action["runs"]["steps"]:
        name = step["name"]
        if "if" in step and not condition(step["if"]):
            continue
        if "uses" in step:
            print(f"skipped {name} (uses {step['uses']}, which needs GitHub)")
            continue
        script = substitute(step["run"]).replace("-c release", "-c debug")
        step_env = dict(env, **{k: substitute(str(v)) for k, v in step.get("env", {}).items()})
        extra = [line.strip() for line in open(env["GITHUB_PATH"]) if line.strip()]
        step_env["PATH"] = ":".join(extra + [env["PATH"]])
        done = subprocess.run(["bash", "-e", "-c", script], cwd=os.path.join(work, "repo"),
                              env=step_env, capture_output=True, text=True)
        statuses[name] = done
        print(f"ran     {name}: exit {done.returncode}")
        if done.returncode != 0 and name != "New findings, as annotations":
            sys.exit(f"error: the step '{name}' failed:\n{done.stdout}\n{done.stderr}")
    return statuses

failures = 0
first = run(None)
if first["New findings, as annotations"].returncode != 0:
    failures += 1
    print("error: the annotations step fails on findings the baseline records")
if not os.path.getsize(os.path.join(context["runner.temp"], "depgraph.sarif")):
    failures += 1
    print("error: no SARIF was written")
# The pull request adds a finding: Core imports Feature, which depends on Core.
open(os.path.join(work, "repo/Sources/Core/Back.swift"), "w").write("import Feature\n")
subprocess.run(["git", "add", "."], cwd=os.path.join(work, "repo"), check=True)
second = run(None)
annotations = second["New findings, as annotations"]
if annotations.returncode != 1 or "::error file=Sources/Core/Back.swift" not in annotations.stdout:
    failures += 1
    print(f"error: a new finding does not fail the annotations step:\n{annotations.stdout}")
output = open(os.path.join(work, "output")).read()
if not re.search(r"^tests=\S*CoreTests", output, re.M):
    failures += 1
    print(f"error: the reached tests are not an output: {output!r}")
print(f"output  {output.strip()}")

# The pre-commit hook, installed in the same repository: the commit with the new finding is
# refused; once the finding is gone, the commit goes through.
repo = os.path.join(work, "repo")
hook = os.path.join(repo, ".git/hooks/pre-commit")
subprocess.run(["cp", os.path.join(root, "Scripts/depgraph-pre-commit"), hook], check=True)
depgraph = subprocess.run(["swift", "build", "--product", "depgraph", "--show-bin-path"],
                          cwd=root, capture_output=True, text=True, check=True).stdout.strip()
hook_env = dict(os.environ, DEPGRAPH=os.path.join(depgraph, "depgraph"))
commit = ["git", "-c", "user.name=ci", "-c", "user.email=ci@example.invalid", "commit",
          "--quiet", "-m", "change"]
refused = subprocess.run(commit, cwd=repo, env=hook_env, capture_output=True, text=True)
if refused.returncode == 0 or "cyclic-import" not in refused.stdout + refused.stderr:
    failures += 1
    print(f"error: the hook lets a new finding be committed:\n{refused.stdout}{refused.stderr}")
else:
    print("refused the commit with a new finding (pre-commit hook)")
subprocess.run(["git", "rm", "--quiet", "-f", "Sources/Core/Back.swift"], cwd=repo, check=True)
open(os.path.join(repo, "Sources/Core/Note.swift"), "w").write("// a note\n")
subprocess.run(["git", "add", "."], cwd=repo, check=True)
accepted = subprocess.run(commit, cwd=repo, env=hook_env, capture_output=True, text=True)
if accepted.returncode != 0:
    failures += 1
    print(f"error: the hook refuses a commit without new findings:\n{accepted.stderr}")
else:
    print("accepted a commit without new findings (pre-commit hook)")
sys.exit(1 if failures else 0)
PY
