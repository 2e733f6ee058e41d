"""The comparison behind Scripts/real-world-check.sh; see that script for its use."""

import glob
import json
import os
import subprocess
import sys

EXPECTED = "Tests/RealWorld"


def read_expected(path):
    """The header fields and the findings of one file: {key: verdict}, in file order."""
    header, findings = {}, {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if " | " in line:
                key, verdict = line.split(" | ", 1)
                findings[key] = verdict
            else:
                name, _, value = line.partition(" ")
                header[name] = value
    return header, findings


def findings(depgraph, folder, arguments, strict):
    """Each finding of one run as `severity rule target module file:line`."""
    command = [depgraph, *arguments, "--format", "json"] + (["--strict"] if strict else [])
    run = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    if run.returncode == 2 and run.stderr.startswith("error: "):
        # Bad input is one finding: the error, with the checkout's own path as `.`, so that a
        # codebase depgraph refuses (a project not generated yet) is reviewed like any other.
        message = run.stderr.splitlines()[0][len("error: "):]
        message = message.replace(os.path.realpath(folder), ".").replace(folder, ".")
        return ["error input " + message.replace(" ", "%20")]
    if run.returncode not in (0, 1):
        raise SystemExit(f"error: {' '.join(command)} in {folder} exited {run.returncode}:\n"
                         f"{run.stderr}")
    keys = []
    for violation in json.loads(run.stdout)["violations"]:
        place = f"{violation['file']}:{violation['line']}" if "file" in violation else "-"
        # The other findings of a line are recorded each on its own, at the line's place.
        for finding in [violation, *violation.get("also", [])]:
            fields = [finding["severity"], finding["rule"], violation["target"],
                      violation.get("module") or "-", place]
            # Fields are separated by spaces; a space inside one (a target `My App`) is `%20`.
            keys.append(" ".join(field.replace(" ", "%20") for field in fields))
    return keys


def current(depgraph, folder, arguments):
    """The keys of a plain run, then those only --strict adds, each with its mode."""
    plain = findings(depgraph, folder, arguments, strict=False)
    strict = findings(depgraph, folder, arguments, strict=True)
    seen = set(plain)
    keys = ["plain " + key for key in plain]
    keys += ["strict " + key for key in strict if key not in seen]
    # A finding that occurs twice at one place (two imports on a line) is one entry.
    return list(dict.fromkeys(keys))


def commit(folder):
    run = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True,
                         text=True)
    return run.stdout.strip() if run.returncode == 0 else None


def check(mode, depgraph, folders):
    failed = False
    for folder in folders:
        name = os.path.basename(os.path.normpath(folder))
        path = os.path.join(EXPECTED, name + ".txt")
        if not os.path.exists(path):
            print(f"{name}: no {path}; write its header (url, commit, arguments), then --record")
            failed = True
            continue
        header, expected = read_expected(path)
        at = commit(folder)
        if at != header.get("commit"):
            print(f"{name}: the checkout is at {at or 'no git commit'}, the findings were "
                  f"reviewed at {header.get('commit')}: differences may be the code's")
        keys = current(depgraph, folder, header.get("arguments", "").split())
        if mode == "record":
            record(path, keys, expected)
            continue
        added = [key for key in keys if key not in expected]
        dropped = [key for key in expected if key not in set(keys)]
        unreviewed = [key for key in keys if expected.get(key, "").startswith("unreviewed")]
        for key in added:
            print(f"{name}: + {key}")
        for key in dropped:
            print(f"{name}: - {key} | {expected[key]}")
        for key in unreviewed:
            print(f"{name}: unreviewed: {key}")
        if added or dropped or unreviewed:
            failed = True
        else:
            print(f"{name}: {len(keys)} findings, as reviewed")
    return 1 if failed else 0


def record(path, keys, expected):
    """Rewrites the file's findings, keeping the header, comments and known verdicts."""
    with open(path, encoding="utf-8") as file:
        lines = [line.rstrip("\n") for line in file]
    head = [line for line in lines if " | " not in line]
    while head and not head[-1]:
        head.pop()
    body = [f"{key} | {expected.get(key, 'unreviewed')}" for key in keys]
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(head + [""] + body) + "\n")
    print(f"{path}: {len(body)} findings, "
          f"{sum(1 for key in keys if key not in expected)} new")


def tally():
    """Per codebase: a plain run's errors and warnings, what --strict adds, and how many of
    them all are known to be false; then the totals."""
    rows, totals = [], [0, 0, 0, 0]
    for path in sorted(glob.glob(os.path.join(EXPECTED, "*.txt"))):
        _, expected = read_expected(path)
        counts = [0, 0, 0, 0]
        for key, verdict in expected.items():
            mode, severity = key.split(" ")[:2]
            column = 2 if mode == "strict" else (0 if severity == "error" else 1)
            counts[column] += 1
            counts[3] += 0 if verdict.startswith("true") else 1
        rows.append((os.path.basename(path)[:-4], counts))
        totals = [a + b for a, b in zip(totals, counts)]
    print("| codebase | errors | warnings | --strict adds | known false |")
    print("|---|---:|---:|---:|---:|")
    for name, counts in rows + [("all", totals)]:
        print(f"| {name} | " + " | ".join(f"{count:,}" for count in counts) + " |")
    return 0


def main():
    mode, depgraph, folders = sys.argv[1], sys.argv[2], sys.argv[3:]
    if mode == "tally":
        return tally()
    return check(mode, depgraph, folders)


if __name__ == "__main__":
    sys.exit(main())
