"""Checks the claims of unreviewed findings in Tests/RealWorld/<name>.txt against a codebase's
files, independently of depgraph, and proposes a verdict for each:

    python3 Scripts/real_world_review.py DIR            # print the proposals
    python3 Scripts/real_world_review.py --apply DIR    # write them into the file

It reads manifests with `swift package dump-package` and Xcode projects with a few regular
expressions, and source lines as text. A claim it can confirm gets `true: <what was checked>`;
one it contradicts gets `false? <what it found>`, and one it cannot check `check by hand`: both
are left for a person to read the code and decide. It never writes `false:`.
"""

import glob
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?`?(\w+)")


def c99(name):
    name = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return "_" + name if name[:1].isdigit() else name


class Codebase:
    def __init__(self, root, arguments):
        self.root = root
        self.packages = {}  # target name -> (package folder, dump target)
        self.products = {}  # product name -> [target names]
        self.project_targets = {}  # Xcode target -> set of declared names
        folders = [root]
        projects = []
        if "--project" in arguments:
            given = os.path.join(root, arguments[arguments.index("--project") + 1])
            if given.endswith(".xcworkspace"):
                members = self.workspace_members(given)
                projects = [member for member in members if member.endswith(".xcodeproj")]
                folders = [member for member in members if not member.endswith(".xcodeproj")]
            else:
                projects, folders = [given], []
        elif "--workspace" in arguments:
            projects, folders = self.search(root)
        # A project a workspace lists but that is not there (CocoaPods' Pods before `pod
        # install`) has nothing to read.
        for project in [p for p in projects if os.path.exists(os.path.join(p, "project.pbxproj"))]:
            self.read_project(project)
            folders += self.local_packages(project)
        seen = set()
        while folders:
            folder = os.path.normpath(folders.pop())
            if folder in seen or not os.path.exists(os.path.join(folder, "Package.swift")):
                continue
            seen.add(folder)
            dump = self.dump(folder)
            for product in dump.get("products", []):
                self.products.setdefault(product["name"], []).extend(product["targets"])
            for target in dump["targets"]:
                self.packages[target["name"]] = (folder, target)
            for dependency in dump.get("dependencies", []):
                local = dependency.get("fileSystem")
                if local:
                    folders.append(local[0]["path"])

    @staticmethod
    def workspace_members(workspace):
        """The projects and folders a contents.xcworkspacedata lists, as Xcode resolves
        `group:` locations against the enclosing groups and `container:` against the folder
        that holds the workspace."""
        import xml.etree.ElementTree as ElementTree
        folder = os.path.dirname(workspace)
        members = []

        def visit(element, base):
            for child in element:
                kind, _, path = (child.get("location") or "").partition(":")
                location = os.path.normpath(os.path.join(
                    folder if kind in ("container", "self") else base, path)) if path else base
                if child.tag == "Group":
                    visit(child, location)
                elif child.tag == "FileRef":
                    members.append(location)

        visit(ElementTree.parse(os.path.join(workspace, "contents.xcworkspacedata")).getroot(),
              folder)
        return members

    @staticmethod
    def search(root):
        """Every .xcodeproj and package folder below root, as --workspace finds them."""
        skipped = {".build", "DerivedData", "Pods", "Carthage", "checkouts", "SourcePackages",
                   "node_modules"}
        projects, folders = [], []
        for folder, names, _ in os.walk(root):
            is_package = os.path.exists(os.path.join(folder, "Package.swift"))
            if is_package:
                folders.append(folder)
            projects += [os.path.join(folder, name) for name in names
                         if name.endswith(".xcodeproj")]
            names[:] = [name for name in names
                        if not name.startswith(".") and name not in skipped
                        and not name.endswith((".xcodeproj", ".xcworkspace"))
                        and not (is_package and name in ("Sources", "Tests"))]
        return projects, folders

    @staticmethod
    def dump(folder):
        run = subprocess.run(["swift", "package", "dump-package"], cwd=folder,
                             capture_output=True, text=True)
        return json.loads(run.stdout) if run.returncode == 0 else {"targets": []}

    def read_project(self, project):
        text = open(os.path.join(project, "project.pbxproj"), encoding="utf-8").read()
        objects = {}
        for match in re.finditer(r"\n\t\t(\w{24}) (?:/\* (.*?) \*/ )?= \{(.*?)\n\t\t\};", text,
                                 re.S):
            objects[match.group(1)] = (match.group(2) or "", match.group(3))
        for identifier, (name, body) in objects.items():
            if "isa = PBXNativeTarget;" not in body:
                continue
            declared = set()
            for listed in re.findall(r"(\w{24}) /\* ([^*]*?) \*/,", body):
                dependency = objects.get(listed[0])
                if dependency and "isa = PBXTargetDependency;" in dependency[1]:
                    target = re.search(r"target = \w{24} /\* (.*?) \*/", dependency[1])
                    declared.add(target.group(1) if target else listed[1])
                else:
                    declared.add(listed[1])
            for phase in re.findall(r"(\w{24}) /\* Frameworks \*/", body):
                for file in re.findall(r"/\* (.*?) in Frameworks \*/", objects.get(phase,
                                                                                  ("", ""))[1]):
                    declared.add(file.rsplit(".", 1)[0])
            # Two projects may have targets of one name: each keeps what either declares.
            self.project_targets.setdefault(name, set()).update(declared)

    def local_packages(self, project):
        text = open(os.path.join(project, "project.pbxproj"), encoding="utf-8").read()
        folder = os.path.dirname(project)
        paths = re.findall(r"relativePath = \"?([^\";]+)\"?;", text)
        paths += re.findall(r"path = \"?([^\";]+)\"?; sourceTree", text)
        return [os.path.join(folder, path) for path in paths]

    def declared(self, target):
        """The module names the target declares directly, or None when it is unknown."""
        if target in self.project_targets:
            names = self.project_targets[target]
            modules = set(names)
            for name in names:
                modules.update(self.products.get(name, []))
            return {c99(name) for name in modules}
        if target not in self.packages:
            return None
        _, dump = self.packages[target]
        modules = set()
        for dependency in dump.get("dependencies", []):
            kind, values = next(iter(dependency.items()))
            modules.add(values[0])
            if kind in ("product", "byName"):
                modules.update(self.products.get(values[0], []))
        return {c99(name) for name in modules}

    def imports(self, path, line):
        try:
            text = open(os.path.join(self.root, path), encoding="utf-8").read().split("\n")
        except OSError:
            return None
        match = IMPORT.match(text[line - 1]) if 0 < line <= len(text) else None
        return match.group(1) if match else None

    def target_imports(self, target, module):
        """Whether any Swift file in a package target's folder imports `module`."""
        if target not in self.packages:
            return None
        folder, dump = self.packages[target]
        kind = "Tests" if dump["type"] == "test" else "Sources"
        path = os.path.join(folder, dump.get("path") or os.path.join(kind, target))
        for file in glob.glob(os.path.join(path, "**", "*.swift"), recursive=True):
            with open(file, encoding="utf-8", errors="replace") as source:
                for line in source:
                    match = IMPORT.match(line)
                    if match and match.group(1) == module:
                        return True
        return False


def propose(codebase, key):
    mode, severity, rule, target, module, place = (
        field.replace("%20", " ") for field in key.split(" "))
    if rule in ("transitive-import", "undeclared-import"):
        path, _, line = place.rpartition(":")
        imported = codebase.imports(path, int(line))
        declared = codebase.declared(target)
        if imported != module:
            return f"false? {place} does not import {module}"
        if declared is None:
            return "check by hand"
        if module in declared:
            return f"false? {target} declares {module}"
        return (f"true: {place} imports {module}; {target} does not declare it"
                + (" nor a product offering it" if rule == "transitive-import" else ""))
    if rule == "unused-dependency":
        found = codebase.target_imports(target, module)
        if found is None:
            return "check by hand"
        return ("false? a source of it imports it" if found
                else f"true: no Swift file in {target}'s folder imports {module}")
    if rule == "unresolved-dependency" and place != "-":
        return "true: a remote package with no checkout on this machine, which has no network"
    return "check by hand"


def main():
    apply = sys.argv[1] == "--apply"
    root = os.path.normpath(sys.argv[2] if apply else sys.argv[1])
    path = os.path.join("Tests/RealWorld", os.path.basename(root) + ".txt")
    lines = open(path, encoding="utf-8").read().split("\n")
    arguments = next(line for line in lines if line.startswith("arguments ")).split()[1:]
    codebase = Codebase(root, arguments)
    out = []
    for line in lines:
        if line.endswith(" | unreviewed"):
            key = line[: -len(" | unreviewed")]
            verdict = propose(codebase, key)
            print(f"{key} | {verdict}")
            if apply and verdict.startswith("true:"):
                line = f"{key} | {verdict}"
        out.append(line)
    if apply:
        open(path, "w", encoding="utf-8").write("\n".join(out))


if __name__ == "__main__":
    main()
