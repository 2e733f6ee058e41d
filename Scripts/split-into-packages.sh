#!/usr/bin/env bash
# Writes ModuleBridge's sample app as a workspace of local packages, the layout a team reaches
# when each module gets its own Package.swift: one package per library module (Routing,
# BridgeFramework, ColorServiceModule, LoginModule) and an App package for the composition
# root (AppMain, with CommandLineSupport, whose `package` access cannot cross packages). Each
# package depends on the packages of its module's dependencies and declares their products,
# with the platforms and Swift settings of this manifest; depgraph.json at the workspace root
# keeps the sample's rules for the modules it holds (and names those it leaves out).
# Everything is derived from this repository's manifest (`swift package describe`, and
# `dump-package` for the settings describe leaves out) and depgraph.json, and the sources are
# copied, so the workspace is the sample as it is now.
#
# Usage: Scripts/split-into-packages.sh OUT
#   OUT  the workspace folder to write: a new one, or one this script wrote before.
# Then: swift run depgraph --workspace OUT --strict, and swift build --package-path OUT/App.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ne 1 ]; then
  echo "usage: Scripts/split-into-packages.sh OUT" >&2
  exit 64
fi
out=$1
# A folder this script wrote before (it holds the marker) is written afresh; any other is kept.
marker=.written-by-split-into-packages
if [ -e "$out" ] && [ ! -e "$out/$marker" ]; then
  echo "error: $out exists and was not written by this script; give a new folder" >&2
  exit 1
fi
rm -rf "$out"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift package --package-path "$root" --scratch-path "$scratch/build" describe --type json \
  >"$scratch/describe.json"
# describe leaves out each target's settings; dump-package has them.
swift package --package-path "$root" --scratch-path "$scratch/build" dump-package \
  >"$scratch/dump.json"
mkdir -p "$out"
touch "$out/$marker"
python3 - "$root" "$out" "$scratch/describe.json" "$scratch/dump.json" <<'PYTHON'
import fnmatch, json, os, re, shutil, sys

root, out, describe, dump = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
package = json.load(open(describe))
targets = {t["name"]: t for t in package["targets"]}
settings_of = {t["name"]: t.get("settings", []) for t in json.load(open(dump))["targets"]}

PLATFORMS = {"ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
             "visionos": "visionOS", "maccatalyst": "macCatalyst", "driverkit": "DriverKit"}

def platform(entry):
    """`.iOS(.v16)` for describe's {"name": "ios", "version": "16.0"}."""
    if entry["name"] not in PLATFORMS:
        sys.exit(f"error: platform '{entry['name']}' is not one this script can write")
    parts = entry["version"].split(".")
    while len(parts) > 1 and parts[-1] == "0":
        parts.pop()
    return f'.{PLATFORMS[entry["name"]]}(.v{"_".join(parts)})'

platforms = ", ".join(platform(p) for p in package.get("platforms", []))

def swift_setting(setting, target):
    """A Swift setting of dump-package as the manifest writes it; anything else stops the
    script, so that no setting is dropped in silence."""
    kind = setting["kind"]
    if setting.get("tool") != "swift" or setting.get("condition") or len(kind) != 1:
        sys.exit(f"error: {target} has a setting this script cannot write: {json.dumps(setting)}")
    (name, value), = kind.items()
    if name in ("enableUpcomingFeature", "enableExperimentalFeature", "define"):
        return f'.{name}("{value["_0"]}")'
    sys.exit(f"error: {target} has a setting this script cannot write: {json.dumps(setting)}")

# The app and every module it depends on.
def closure(name):
    seen, pending = [], [name]
    while pending:
        current = pending.pop()
        if current not in seen:
            seen.append(current)
            pending += targets[current].get("target_dependencies", [])
    return seen

app_modules = closure("AppMain")

def uses_package_access(module):
    """Whether the module declares anything with `package` access, which no other package sees."""
    pattern = re.compile(r"^\s*(@\w+\s+)*package\s+(func|var|let|init|struct|enum|class|"
                         r"final|static|protocol|typealias|subscript)\b", re.MULTILINE)
    folder = os.path.join(root, targets[module]["path"])
    return any(pattern.search(open(os.path.join(folder, source)).read())
               for source in targets[module]["sources"] if source.endswith(".swift"))

# Every module but the app gets a package of its own, unless it shares `package` declarations
# with the app: then it stays in the app's package.
own_package = [m for m in app_modules if m != "AppMain" and not uses_package_access(m)]
packages = {m: [m] for m in own_package}
packages["App"] = [m for m in app_modules if m not in own_package]
home = {module: name for name, modules in packages.items() for module in modules}

for name, modules in sorted(packages.items()):
    folder = os.path.join(out, name)
    external = sorted({home[d] for m in modules for d in targets[m].get("target_dependencies", [])
                       if home[d] != name})
    products = "".join(
        f'    .library(name: "{m}", targets: ["{m}"]),\n' for m in modules if m in own_package)
    if "AppMain" in modules:
        products += '    .executable(name: "demo", targets: ["AppMain"]),\n'
    declarations = ""
    for m in modules:
        kind = "executableTarget" if targets[m]["type"] == "executable" else "target"
        deps = [f'"{d}"' if home[d] == name else f'.product(name: "{d}", package: "{home[d]}")'
                for d in targets[m].get("target_dependencies", [])]
        swift = [swift_setting(s, m) for s in settings_of.get(m, [])]
        declarations += (
            f'    .{kind}(\n      name: "{m}", dependencies: [{", ".join(deps)}],\n'
            f'      swiftSettings: [{", ".join(swift)}]),\n')
        shutil.copytree(os.path.join(root, targets[m]["path"]),
                        os.path.join(folder, "Sources", m),
                        ignore=shutil.ignore_patterns("*.docc"))
    dependencies = "".join(f'    .package(path: "../{p}"),\n' for p in external)
    manifest = f"""// swift-tools-version: {package["tools_version"]}
// Written by Scripts/split-into-packages.sh from ModuleBridge's manifest.
import PackageDescription

let package = Package(
  name: "{name}",
  platforms: [{platforms}],
  products: [
{products}  ],
  dependencies: [
{dependencies}  ],
  targets: [
{declarations}  ]
)
"""
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(manifest)

# The sample's layers, for the modules the workspace holds: a name, or a pattern (`*Module`),
# is kept when it names one of them, since depgraph refuses a name that matches no target.
def holds(name):
    return any(fnmatch.fnmatchcase(module, name) for module in home)

rules = json.load(open(os.path.join(root, "depgraph.json")))
layers = []
for layer in rules["layers"]:
    kept = [t for t in layer["targets"] if holds(t)]
    if kept:
        layers.append({**layer, "targets": kept})
# Forbidden edges and allow entries are kept where the workspace holds the targets they name;
# the others are named, never dropped in silence.

workspace_rules = {"layers": layers}
dropped = []
for key, fields in (("forbidden", ("from", "to")), ("allow", ("target",))):
    entries = rules.get(key, [])
    kept = [e for e in entries if all(holds(e[f]) for f in fields if f in e)]
    dropped += [f"{key} {json.dumps(e)}" for e in entries if e not in kept]
    if kept:
        workspace_rules[key] = kept
with open(os.path.join(out, "depgraph.json"), "w") as file:
    json.dump(workspace_rules, file, indent=2)
    file.write("\n")
for rule in dropped:
    print(f"note: left out of depgraph.json, as it names a target the workspace does not hold: {rule}")
for name, modules in sorted(packages.items()):
    print(f"{name}: {', '.join(modules)}")
PYTHON
