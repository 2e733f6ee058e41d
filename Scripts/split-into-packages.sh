#!/usr/bin/env bash
# Writes ModuleBridge's sample app as a workspace of local packages, the layout a team reaches
# when each module gets its own Package.swift: one package per library module (Routing,
# BridgeFramework, ColorServiceModule, LoginModule) and an App package for the composition
# root (AppMain, with CommandLineSupport, whose `package` access cannot cross packages). Each
# package depends on the packages of its module's dependencies and declares their products;
# depgraph.json at the workspace root keeps the sample's layers. Everything is derived from
# this repository's manifest (`swift package describe`) and depgraph.json, and the sources are
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
mkdir -p "$out"
touch "$out/$marker"
python3 - "$root" "$out" "$scratch/describe.json" <<'PYTHON'
import json, os, re, shutil, sys

root, out, describe = sys.argv[1], sys.argv[2], sys.argv[3]
package = json.load(open(describe))
targets = {t["name"]: t for t in package["targets"]}

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

settings = """
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
"""
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
        declarations += f'    .{kind}(name: "{m}", dependencies: [{", ".join(deps)}]),\n'
        shutil.copytree(os.path.join(root, targets[m]["path"]),
                        os.path.join(folder, "Sources", m),
                        ignore=shutil.ignore_patterns("*.docc"))
    dependencies = "".join(f'    .package(path: "../{p}"),\n' for p in external)
    manifest = f"""// swift-tools-version: {package["tools_version"]}
// Written by Scripts/split-into-packages.sh from ModuleBridge's manifest.
import PackageDescription

let package = Package(
  name: "{name}",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
{products}  ],
  dependencies: [
{dependencies}  ],
  targets: [
{declarations}  ]
)
{settings}"""
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(manifest)

# The sample's layers, for the modules the workspace holds.
rules = json.load(open(os.path.join(root, "depgraph.json")))
layers = []
for layer in rules["layers"]:
    kept = [t for t in layer["targets"] if t in home]
    if kept:
        layers.append({**layer, "targets": kept})
with open(os.path.join(out, "depgraph.json"), "w") as file:
    json.dump({"layers": layers}, file, indent=2)
    file.write("\n")
for name, modules in sorted(packages.items()):
    print(f"{name}: {', '.join(modules)}")
PYTHON
