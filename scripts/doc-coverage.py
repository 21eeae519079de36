#!/usr/bin/env python3
"""Fails when a public declaration of the given modules has no doc comment.

usage: scripts/doc-coverage.py SYMBOLGRAPH_DIR MODULE [MODULE ...]

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` writes, keeps
the public symbols declared in the module's folder (Sources/<MODULE>/, or a <MODULE>/ folder inside
another), and lists those without a doc comment. A protocol
requirement's implementation that SwiftUI documents (`body`, `body(content:)`, `makeBody(configuration:)`,
`resolve(in:)`) and synthesized members (`hash(into:)`, `hashValue`, `==`, `id` of Identifiable) are
not asked for one. Exit 0 when none is missing, 1 otherwise, 2 for bad usage.
"""
import glob
import json
import os
import sys

WITNESSES = {"body", "body(content:)", "makeBody(configuration:)", "resolve(in:)", "hash(into:)", "hashValue", "==(_:_:)", "id"}


def missing(directory, module):
    found = []
    for path in sorted(glob.glob(os.path.join(directory, module + "*.symbols.json"))):
        if os.path.basename(path).split(".")[0].split("@")[0] != module:
            continue
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location", {}).get("uri", "")
            # The module's own folder: Sources/<MODULE>/, or a folder of that name inside another
            # (PlatformFacts sits in Sources/DesignTokens/PlatformFacts/).
            relative = "/" + location.split("/Sources/")[-1] if "/Sources/" in location else ""
            if "/%s/" % module not in relative:
                continue
            if symbol["pathComponents"][-1] in WITNESSES or symbol.get("docComment"):
                continue
            line = symbol["location"]["position"]["line"] + 1
            found.append("%s:%d: %s %s" % (location.split("/Sources/")[-1], line,
                                            symbol["kind"]["identifier"].split(".")[-1], ".".join(symbol["pathComponents"])))
    return sorted(set(found))


def main():
    if len(sys.argv) < 3 or not os.path.isdir(sys.argv[1]):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    failures = 0
    for module in sys.argv[2:]:
        gaps = missing(sys.argv[1], module)
        print("doc-coverage: %s: %d public declarations without a doc comment" % (module, len(gaps)))
        for gap in gaps:
            print("  Sources/" + gap)
        failures += len(gaps)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
