#!/usr/bin/env python3
"""Every target declares the package modules it imports.

An import of a package module that a target does not depend on (directly or through its dependencies) builds only
when SwiftPM happens to build that module first: a warm .build hides it and a fresh clone fails with "no such
module". This compares each target's `import` lines with `swift package dump-package` (the manifest as evaluated on
this platform) and exits 1 naming each such import. Imports under `#if` are platform choices and are skipped, as
are modules the package does not define (the platform's, and products of other packages).

usage: scripts/check-imports.py [PACKAGE_DIR]     (CI runs it before anything is built)
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@[\w()\".,\s]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


def direct_dependencies(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def reachable(name, targets):
    seen, stack = set(), [name]
    while stack:
        for dependency in direct_dependencies(targets[stack.pop()]):
            if dependency not in seen:
                seen.add(dependency)
                if dependency in targets:
                    stack.append(dependency)
    return seen


def unconditional_imports(path):
    depth, found = 0, set()
    with open(path, encoding="utf-8", errors="replace") as source:
        for line in source:
            token = line.strip()
            if token.startswith("#if"):
                depth += 1
            elif token.startswith("#endif"):
                depth -= 1
            elif depth == 0:
                match = IMPORT.match(line)
                if match:
                    found.add(match.group(1))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    manifest = subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True)
    if manifest.returncode != 0:
        sys.exit(f"check-imports: `swift package dump-package` failed in {root}:\n{manifest.stderr}")
    targets = {target["name"]: target for target in json.loads(manifest.stdout)["targets"]}
    problems = []
    for name, target in sorted(targets.items()):
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        folder = os.path.join(root, folder)
        if not os.path.isdir(folder):
            continue
        visible = reachable(name, targets)
        for base, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(base, file)
                for module in sorted(unconditional_imports(path)):
                    if module != name and module in targets and module not in visible:
                        problems.append(f"{os.path.relpath(path, root)}: target {name} imports {module}, "
                                        f"which it does not depend on (add it to {name}'s dependencies in Package.swift)")
    for problem in problems:
        print(f"check-imports: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-imports: every import of the {len(targets)} targets is declared")


if __name__ == "__main__":
    main()
