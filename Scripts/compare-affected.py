#!/usr/bin/env python3
"""Compares `depgraph affected` with an independent computation on a repository's history.

    Scripts/compare-affected.py REPOSITORY [COMMITS]

For each of the last COMMITS commits (default 20) of REPOSITORY, a SwiftPM package at its
root, the files the commit changed (git diff --name-only --no-renames C~1 C) are mapped onto
the package as `swift package describe --type json` describes the working tree: each file to
the target whose path holds it most closely, the manifest and Package.resolved to every
target, then every target whose declared target dependencies reach one of those. That set is
compared with what `depgraph affected --base C~1 --head C --format json` prints (for a
commit that changes the manifest, `--changed` with its files: with a base, depgraph compares
the base's manifest with the working tree's, a later one). Builds depgraph in debug first.
Prints one line per commit and exits 1 on any difference.
"""
import json
import os
import subprocess
import sys


def run(arguments, cwd=None):
    return subprocess.run(arguments, cwd=cwd, check=True, capture_output=True, text=True).stdout


def expected(describe, changed):
    targets = {t["name"]: t for t in describe["targets"]}
    owning = set()
    for file in changed:
        if file in ("Package.swift", "Package.resolved") or (
            file.startswith("Package@swift-") and file.endswith(".swift")
        ):
            owning |= set(targets)
            continue
        owners = [t for t in targets.values() if file.startswith(t["path"].rstrip("/") + "/")]
        if owners:
            owning.add(max(owners, key=lambda t: len(t["path"]))["name"])
    dependents = {name: set() for name in targets}
    for target in targets.values():
        for dependency in target.get("target_dependencies", []):
            dependents.setdefault(dependency, set()).add(target["name"])
    reached, pending = set(owning), list(owning)
    while pending:
        for dependent in dependents.get(pending.pop(), ()):
            if dependent not in reached:
                reached.add(dependent)
                pending.append(dependent)
    return sorted(reached)


def main():
    repository = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    run(["swift", "build", "--product", "depgraph"], cwd=root)
    depgraph = os.path.join(root, ".build/debug/depgraph")
    scratch = run(["mktemp", "-d"]).strip()
    describe = json.loads(
        run(["swift", "package", "--package-path", repository, "--scratch-path", scratch,
             "describe", "--type", "json"]))
    commits = run(["git", "-C", repository, "rev-list", "--first-parent", f"-{count}", "HEAD"]).split()
    differences = 0
    for commit in commits:
        changed = run(["git", "-C", repository, "diff", "--name-only", "--no-renames",
                       f"{commit}~1", commit]).splitlines()
        want = expected(describe, changed)
        # A commit that changes the manifest is given as files: with --base, depgraph compares
        # the base's description with the working tree's, which is not this commit's.
        manifest = any(f in ("Package.swift", "Package.resolved") or f.startswith("Package@")
                       for f in changed)
        change = (["--changed"] + [os.path.join(repository, f) for f in changed] if manifest
                  else ["--base", f"{commit}~1", "--head", commit])
        got = json.loads(run([depgraph, "affected", *change, "--package-path", repository,
                              "--format", "json"]))["targets"]
        same = got == want
        differences += not same
        print(f"{'same' if same else 'DIFFERENT'}  {commit[:10]}  {len(changed)} files, "
              f"{len(got)} targets" + ("" if same else f"  depgraph {got}  expected {want}"))
    print(f"{len(commits)} commits, {differences} different")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
