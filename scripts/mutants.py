#!/usr/bin/env python3
"""Mutation testing for AirFit UI: does a module's own test target catch realistic one-line bugs?

`make mutants` (or `python3 scripts/mutants.py`) picks places in Swift sources, changes one
operator or literal at a time (a relational or equality operator swapped, `&&` for `||`, `+` for
`-`, `*` for `/`, `true` for `false`, `min` for `max`, a `!` dropped), rebuilds, and runs the
tests that should catch the change: the module's own test target (`<Module>Tests`) unless
`--tests` names others. A mutant is killed when those tests fail (or crash), survives when they
pass, and is unviable when it does not compile (not counted). The file is restored after each
mutant, also when the run is interrupted.

Which places: the Swift files a change touches (`git diff --name-only BASE`, `--base HEAD~1` by
default), or every file of `--module NAME`. Places are chosen evenly over the candidates, at most
`--max` of them (20 by default), so the same command on the same sources mutates the same places.

Which tests: the module's own test target; for a module without one (`HeadlessRuntime`), the
test targets that name it as a dependency in Package.swift (`swift package dump-package`), unless
`--tests` names others. In a change's run, a module no test target depends on is skipped, named.

It prints each mutant's verdict, then the score and every survivor with file, line and change, and
exits 1 when the score is below `--minimum` (0 by default, so a run reports without failing).
`--budget SECONDS` starts no mutant after that long (CI's run on the change it checks), and says
how many it left.

No well-kept mutation tool builds SwiftPM packages on Linux (muter and swift-mutation-testing need
Xcode's toolchain layout), so this is ours; each mutant costs an incremental build (about a minute
for a module low in the graph), which is why a run is bounded.

`--schemata` (with `--module`) builds every chosen mutant at once, each behind a switch read at run
time (scripts/mutant_schemata.py), in its own build directory (`--scratch-path`), and then runs the
tests once per mutant: a test run each instead of a build each, so that every place of a module can
be mutated (`--max 5000`). The sources are restored once the build is made.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import mutant_schemata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (name, pattern, replacement): each applied at one match at a time.
OPERATORS = [
    ("relational", re.compile(r"(?<=[\s)\]])<=(?=\s)"), "<"),
    ("relational", re.compile(r"(?<=[\s)\]])>=(?=\s)"), ">"),
    ("relational", re.compile(r"(?<=[\s)\]])<(?=\s)"), "<="),
    ("relational", re.compile(r"(?<=[\s)\]])>(?=\s)"), ">="),
    ("equality", re.compile(r"(?<=\s)==(?=\s)"), "!="),
    ("equality", re.compile(r"(?<=\s)!=(?=\s)"), "=="),
    ("logical", re.compile(r"(?<=\s)&&(?=\s)"), "||"),
    ("logical", re.compile(r"(?<=\s)\|\|(?=\s)"), "&&"),
    ("arithmetic", re.compile(r"(?<=\s)\+(?=\s)"), "-"),
    ("arithmetic", re.compile(r"(?<=\s)-(?=\s)"), "+"),
    ("arithmetic", re.compile(r"(?<=\s)\*(?=\s)"), "/"),
    ("arithmetic", re.compile(r"(?<=\s)/(?=\s)"), "*"),
    ("boolean", re.compile(r"\btrue\b"), "false"),
    ("boolean", re.compile(r"\bfalse\b"), "true"),
    ("bound", re.compile(r"\bmin\((?=[^)])"), "max("),
    ("bound", re.compile(r"\bmax\((?=[^)])"), "min("),
    ("negation", re.compile(r"(?<=[\s(])!(?=[a-z(])"), ""),
]

STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


class Failure(Exception):
    pass


def code_part(line: str) -> str:
    """The line with string literals blanked and any comment cut, so neither is mutated."""
    blanked = STRING.sub(lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', line)
    cut = blanked.find("//")
    return blanked if cut < 0 else blanked[:cut]


def sites(path: Path):
    """Every (line index, start, end, replacement, operator) a mutation can apply to in `path`."""
    found = []
    in_block_comment = False
    in_multiline_string = False
    for index, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
        stripped = line.strip()
        # A multi-line string literal (a stylesheet, a script) is content, as a one-line literal is.
        if line.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        if in_block_comment:
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith(("import ", "#", "@", "///", "//")) or not stripped:
            continue
        code = code_part(line)
        for name, pattern, replacement in OPERATORS:
            for match in pattern.finditer(code):
                # A line that opens with `>` or `<` closes or opens a generic argument list broken
                # over lines, not a comparison.
                if name == "relational" and not code[: match.start()].strip():
                    continue
                # A same-type requirement (`where Self == Circle`, `where T.Element == Int`) is not
                # a comparison: a type on the left of `==` in a `where` clause.
                before = code[: match.start()]
                if name == "equality" and re.search(r"\bwhere\b", before) and re.search(r"\b[A-Z][\w.]*\s*$", before):
                    continue
                # An operator's declaration (`static func < (lhs: Angle, rhs: Angle)`) names the
                # operator a type conforms with; only the operators in its body are places.
                if re.search(r"\bfunc\s*$", before):
                    continue
                # `+` joining a string literal is concatenation: `-` would not compile.
                if match.group(0) == "+" and (before.rstrip().endswith('"') or code[match.end() :].lstrip().startswith('"')):
                    continue
                found.append((index, match.start(), match.end(), replacement, name))
    return found


DEFAULT_VALUE = re.compile(r"\b(?:func|init|subscript)\b.*\b\w+\s*:\s*[^,()=]+=\s*$")


def in_default_argument(code_before):
    """Whether a place opens a parameter's default value (`func blur(radius: CGFloat, opaque: Bool = `).
    A caller compiles the default in: changing it recompiles the declaring module but not the test
    files that call it, so their tests would run with the old value unless they are recompiled."""
    return bool(DEFAULT_VALUE.search(code_before))


def test_files(tests):
    """The Swift files of the test targets a `--filter` names (`ATests|BTests`), for recompiling."""
    names = [name for name in tests.split("|") if (ROOT / "Tests" / name).is_dir()]
    return sorted(path for name in names for path in (ROOT / "Tests" / name).rglob("*.swift"))


def choose(candidates, maximum, seed=0):
    """At most `maximum` candidates, evenly spread, in order: the same sources and seed give the
    same choice. Seed 0 starts at the first place; another seed shifts every pick by its own
    fraction of the step (the golden ratio's, so successive seeds land between earlier picks),
    which draws a fresh sample of places no test was written for."""
    if len(candidates) <= maximum:
        return candidates
    step = len(candidates) / maximum
    shift = (seed * 0.6180339887498949) % 1 * step
    return [candidates[int(i * step + shift)] for i in range(maximum)]


def run(command, log):
    with open(log, "ab") as out:
        return subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT).returncode


def module_of(path: Path):
    parts = path.relative_to(ROOT).parts
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else None


def covering_tests(modules):
    """For each module, the `swift test --filter` of the test targets that should catch its bugs:
    its own `<Module>Tests`, else the test targets that depend on it directly; None when none does."""
    own = {module: f"{module}Tests" for module in modules if (ROOT / "Tests" / f"{module}Tests").is_dir()}
    if len(own) == len(modules):
        return own
    dependents = test_targets_depending_on(dump_package())
    return {module: own.get(module) or ("|".join(dependents[module]) if module in dependents else None) for module in modules}


def dump_package():
    """`swift package dump-package`'s JSON for the package at ROOT."""
    try:
        return json.loads(
            subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout
        )
    except (subprocess.CalledProcessError, json.JSONDecodeError) as error:
        raise Failure(f"swift package dump-package: cannot read the package's targets ({error})")


def direct_dependents(package, tests_only=False):
    """Target name → the names of the targets (only test targets when `tests_only`) that name it as
    a dependency, from `swift package dump-package`'s JSON."""
    dependents = {}
    for target in package["targets"]:
        if tests_only and target.get("type") != "test":
            continue
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    dependents.setdefault(dependency[kind][0], set()).add(target["name"])
    return dependents


def transitive_dependents(package, module):
    """The sorted names of the targets in `package` (dump-package's JSON) that depend on `module`,
    directly or through others."""
    direct = direct_dependents(package)
    found, pending = set(), [module]
    while pending:
        for dependent in direct.get(pending.pop(), ()):
            if dependent not in found:
                found.add(dependent)
                pending.append(dependent)
    return sorted(found)


def targets_to_rebuild(package, module, previous):
    """The targets a schemata build of `module` builds afresh: every one that depends on it (a
    caller compiles a public function's default arguments in), and, when the scratch build last
    switched another module (`previous`), that module and every one built on it. Their objects still
    call the previous run's switch function, and an incremental build does not recompile a target
    whose own sources did not change: the link then fails on `__airfitMutant_…`."""
    stale = set(transitive_dependents(package, module))
    if previous and previous != module:
        stale |= {previous, *transitive_dependents(package, previous)}
    return sorted(stale)


def test_targets_depending_on(package):
    """Module name → the sorted names of the test targets that name it as a dependency, from
    `swift package dump-package`'s JSON."""
    return {module: sorted(names) for module, names in direct_dependents(package, tests_only=True).items()}


def changed_files(base):
    try:
        names = subprocess.run(
            ["git", "diff", "--name-only", base, "--", "Sources"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout.split()
    except subprocess.CalledProcessError as error:
        raise Failure(f"--base {base}: git cannot compare with it ({error.stderr.strip()})")
    return [ROOT / name for name in names if name.endswith(".swift") and (ROOT / name).exists()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--module", help="mutate every file of Sources/MODULE")
    parser.add_argument("--base", default="HEAD~1", help="mutate the files changed since this commit (default HEAD~1)")
    parser.add_argument("--tests", help="the `swift test --filter` of the tests to run (default: MODULETests)")
    parser.add_argument("--max", type=int, default=20, help="at most this many mutants (default 20, 1…500)")
    parser.add_argument("--minimum", type=float, default=0, help="exit 1 when the score is below this percentage")
    parser.add_argument("--seed", type=int, default=0, help="draw another evenly spread sample of places (0…1000000)")
    parser.add_argument("--budget", type=float, help="start no mutant after this many seconds (1…86400)")
    parser.add_argument("--log", default=".build/mutants.log", help="where build and test output goes")
    parser.add_argument(
        "--schemata",
        action="store_true",
        help="build every mutant once, each behind a switch, and run the tests per mutant (with --module; --max up to 5000)",
    )
    parser.add_argument(
        "--rerun",
        metavar="LOG",
        help="mutate only the places an earlier run's printed output (LOG) reports as SURVIVED: the check of the tests written for them",
    )
    parser.add_argument(
        "--scratch-path",
        default=".build/schemata",
        help="the build directory of a --schemata run (default .build/schemata, apart from your own build)",
    )
    args = parser.parse_args()
    if not 0 <= args.seed <= 1_000_000:
        raise Failure(f"--seed {args.seed}: must be from 0 to 1000000")
    if args.budget is not None and not 1 <= args.budget <= 86400:
        raise Failure(f"--budget {args.budget:g}: must be from 1 to 86400 seconds")
    limit = 5000 if args.schemata else 500
    if not 1 <= args.max <= limit:
        raise Failure(f"--max {args.max}: must be from 1 to {limit}" + ("" if args.schemata else " (5000 with --schemata)"))
    if args.schemata and not args.module:
        raise Failure("--schemata: name the module whose places to switch with --module")
    if not 0 <= args.minimum <= 100:
        raise Failure(f"--minimum {args.minimum}: must be a percentage, 0 to 100")

    if args.module:
        folder = ROOT / "Sources" / args.module
        if not folder.is_dir():
            modules = sorted(p.name for p in (ROOT / "Sources").iterdir() if p.is_dir())
            raise Failure(f"--module {args.module}: no such module; the modules are {', '.join(modules)}")
        files = sorted(folder.rglob("*.swift"))
    else:
        files = sorted(changed_files(args.base))
    if not files:
        print(f"mutants: no Swift sources to mutate ({'module ' + args.module if args.module else 'changed since ' + args.base})")
        return 0

    tests_of = {}
    if not args.tests:
        tests_of = covering_tests(sorted({args.module or module_of(path) for path in files}))
        untested = sorted(module for module, tests in tests_of.items() if tests is None)
        if args.module and untested:
            raise Failure(f"{args.module}: no test target depends on it: name the tests that should catch its bugs with --tests")
        if untested:
            print(f"mutants: skipped {', '.join(untested)}: no test target depends on it")
            files = [path for path in files if module_of(path) not in untested]
            if not files:
                print("mutants: no Swift sources to mutate whose bugs a test target could catch")
                return 0
    candidates = [(path, *site) for path in files for site in sites(path)]
    if args.rerun:
        candidates = survivors_of(Path(args.rerun), candidates)
    chosen = choose(candidates, args.max, args.seed)
    log = ROOT / args.log
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_bytes(b"")

    # Restore the file being mutated however the run ends.
    current = {}

    def restore(*_):
        for path, text in current.items():
            path.write_text(text, encoding="utf-8")
        current.clear()

    signal.signal(signal.SIGINT, lambda *a: (restore(), sys.exit(130)))
    signal.signal(signal.SIGTERM, lambda *a: (restore(), sys.exit(143)))

    if args.schemata:
        return report(*run_schemata(args, chosen, args.tests or tests_of[args.module], log), candidates, args)

    killed, survivors, unviable = [], [], []
    left = 0
    started = time.monotonic()
    try:
        for number, (path, line, start, end, replacement, name) in enumerate(chosen, 1):
            if args.budget is not None and time.monotonic() - started > args.budget:
                left = len(chosen) - number + 1
                break
            original = path.read_text(encoding="utf-8")
            lines = original.split("\n")
            before = lines[line]
            lines[line] = before[:start] + replacement + before[end:]
            current[path] = original
            path.write_text("\n".join(lines), encoding="utf-8")
            where = where_of(path, line)
            change = describe(before, start, end, replacement)
            tests = args.tests or tests_of[args.module or module_of(path)]
            if in_default_argument(code_part(before)[:start]):
                # Recompile the callers in the tests: a comment changes each file's content.
                for test in test_files(tests):
                    text = test.read_text(encoding="utf-8")
                    current.setdefault(test, text)
                    test.write_text(text + "\n// mutants.py: recompile for a default argument's new value\n", encoding="utf-8")
            if run(["swift", "build", "--build-tests"], log) != 0:
                verdict = "unviable"
                unviable.append((where, change))
            elif run(["swift", "test", "--skip-build", "--filter", tests], log) != 0:
                verdict = "killed"
                killed.append((where, change))
            else:
                verdict = "SURVIVED"
                survivors.append((where, change, lines[line].strip()))
            restore()
            print(f"[{number}/{len(chosen)}] {verdict}: {where} {name} {change} ({tests})", flush=True)
    finally:
        restore()
        # Leave the build as the sources are.
        run(["swift", "build", "--build-tests"], log)

    return report(killed, survivors, unviable, left, started, candidates, args)


SURVIVOR_LINE = re.compile(r"^\[\d+/\d+\] SURVIVED: (\S+:\d+) \w+ (.+) \([^()]*\)$")


def survivors_of(log, candidates):
    """The candidates an earlier run's output `log` reports as survivors, matched by file, line and
    change (two alike on one line are both taken)."""
    try:
        text = log.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise Failure(f"--rerun {log}: cannot read it ({error})")
    wanted = {(match.group(1), match.group(2)) for match in map(SURVIVOR_LINE.match, text.split("\n")) if match}
    if not wanted:
        raise Failure(f"--rerun {log}: no `[n/N] SURVIVED: …` line in it; give the printed output of a run")
    lines = {}

    def key(candidate):
        path, line, start, end, replacement, _name = candidate
        if path not in lines:
            lines[path] = path.read_text(encoding="utf-8").split("\n")
        return (where_of(path, line), describe(lines[path][line], start, end, replacement))

    return [candidate for candidate in candidates if key(candidate) in wanted]


def report(killed, survivors, unviable, left, started, candidates, args):
    """Prints the score, the score of each module and every survivor; the exit status."""
    viable = len(killed) + len(survivors)
    score = 100.0 * len(killed) / viable if viable else 100.0
    print(
        f"mutants: {len(killed)} of {viable} killed ({score:.0f}%), {len(unviable)} unviable, "
        f"{len(candidates)} places, {time.monotonic() - started:.0f} s"
        + (f"; {left} not run, over the budget of {args.budget:g} s" if left else "")
    )
    for line in per_module(killed, survivors):
        print(line)
    for where, change, text in survivors:
        print(f"  survived {where}: {change} in `{text}`")
    return 1 if score < args.minimum else 0


def run_schemata(args, chosen, tests, log):
    """Every chosen place switched into one build (scripts/mutant_schemata.py), then the tests run
    once per place with `AIRFIT_MUTANT` naming it. The sources are restored as soon as the build
    is made, so that a developer may edit and build in the checkout while the tests run; the
    build lives in `--scratch-path`."""
    module = args.module
    places = dict(enumerate(chosen))
    texts = {path: path.read_text(encoding="utf-8") for path in {place[0] for place in places.values()}}
    lines = {path: text.split("\n") for path, text in texts.items()}

    def change(number):
        path, line, start, end, replacement, _ = places[number]
        return describe(lines[path][line], start, end, replacement)

    generated_path = ROOT / "Sources" / module / mutant_schemata.SWITCH_FILE
    scratch = ["--scratch-path", str(ROOT / args.scratch_path)]
    # Unviable places: number → (where, change).
    unviable = {
        number: (where_of(path, line), change(number))
        for number, (path, line, start, _end, _replacement, kind) in places.items()
        if not mutant_schemata.switchable(lines[path][line], start, kind)
    }
    started = time.monotonic()

    def restore(*_):
        for path, text in texts.items():
            path.write_text(text, encoding="utf-8")
        generated_path.unlink(missing_ok=True)

    signal.signal(signal.SIGINT, lambda *a: (restore(), sys.exit(130)))
    signal.signal(signal.SIGTERM, lambda *a: (restore(), sys.exit(143)))
    # A caller compiles a public function's default arguments in, and an incremental build does not
    # recompile a caller for a changed default: the targets that depend on the module are built
    # afresh, so that every call sees the switched defaults.
    # (SwiftPM builds a target for the tests in `<T>.build` or, when the package has macros,
    # `<T>-tool.build`.)
    # The module the scratch build was last switched for is recorded beside it (below).
    stamp = ROOT / args.scratch_path / "switched-module"
    previous = stamp.read_text(encoding="utf-8").strip() if stamp.is_file() else None
    for target in targets_to_rebuild(dump_package(), module, previous):
        for folder in (f"{target}.build", f"{target}-tool.build"):
            forget_objects(ROOT / args.scratch_path / "debug" / folder)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(module + "\n", encoding="utf-8")
    try:
        for attempt in range(1, 13):
            switched = {number: place for number, place in places.items() if number not in unviable}
            new, generated = mutant_schemata.rewrite(switched, texts, module)
            for path, text in new.items():
                path.write_text(text, encoding="utf-8")
            generated_path.write_text(generated, encoding="utf-8")
            print(f"schemata: build {attempt} with {len(switched)} places switched", flush=True)
            output = subprocess.run(
                ["swift", "build", "--build-tests", *scratch], cwd=ROOT, capture_output=True, text=True
            )
            with open(log, "a", encoding="utf-8") as out:
                out.write(output.stdout + output.stderr)
            if output.returncode == 0:
                break
            failing = mutant_schemata.failing_places(output.stdout + output.stderr, switched)
            if not failing:
                errors = [line for line in (output.stdout + output.stderr).split("\n") if "error:" in line][:10]
                raise Failure("--schemata: the build failed where no place was switched:\n" + "\n".join(errors))
            for number in sorted(failing):
                path, line, *_rest = places[number]
                unviable[number] = (where_of(path, line), change(number))
        else:
            raise Failure("--schemata: the build still fails after 12 attempts; see " + str(log))
    finally:
        restore()

    killed, survivors = [], []
    baseline_started = time.monotonic()
    command = test_command(ROOT / args.scratch_path, tests)
    baseline = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    with open(log, "a", encoding="utf-8") as out:
        out.write(baseline.stdout + baseline.stderr)
    if baseline.returncode != 0:
        raise Failure(f"--schemata: {tests} fail with no mutant switched on; see {log}")
    counts = re.findall(r"Test run with (\d+) tests?", baseline.stdout + baseline.stderr)
    if not counts or int(counts[-1]) == 0:
        raise Failure(f"--schemata: no test matches --tests {tests}; see {log}")
    timeout = max(60.0, 10 * (time.monotonic() - baseline_started))
    for number, place in places.items():
        path, line, start, end, replacement, name = place
        where, what = where_of(path, line), change(number)
        if number in unviable:
            print(f"[{number + 1}/{len(places)}] unviable: {where} {name} {what}", flush=True)
            continue
        with open(log, "ab") as out:
            status = run_bounded(command, out, timeout, {**os.environ, "AIRFIT_MUTANT": str(number)})
        if status == 0:
            verdict = "SURVIVED"
            mutated = lines[path][line]
            survivors.append((where, what, (mutated[:start] + replacement + mutated[end:]).strip()))
        else:
            verdict = "killed" + (" (timed out)" if status == "timeout" else "")
            killed.append((where, what))
        print(f"[{number + 1}/{len(places)}] {verdict}: {where} {name} {what} ({tests})", flush=True)
    return killed, survivors, [unviable[number] for number in sorted(unviable)], 0, started


COMPILED_SUFFIXES = (".o", ".swiftdeps", ".priors", ".d", ".dia", ".swiftmodule", ".swiftdoc", ".swiftsourceinfo")


def forget_objects(folder):
    """Removes what the compiler made in a target's build folder, so that the next build compiles
    every source of the target again. What SwiftPM wrote when it planned the build stays (its
    `DerivedSources`, such as a resource bundle's accessor, and the sources list): removing the
    whole folder fails the next build on those missing inputs."""
    if not folder.is_dir():
        return
    for path in folder.rglob("*"):
        if path.is_file() and path.name.endswith(COMPILED_SUFFIXES) and "DerivedSources" not in path.parts:
            path.unlink()


def run_bounded(command, out, timeout, env):
    """`command`'s exit status, or "timeout" when it runs longer than `timeout` seconds; then its
    whole process group is killed (`swift test` leaves its test process running when only it is
    killed: a mutant that loops would go on using a core and memory for the rest of the run)."""
    process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        return "timeout"


def test_command(scratch, tests):
    """How a schemata run runs its tests for one mutant: the package's test bundle directly with
    Swift Testing's own filter (0.7 s for `HeadlessLayoutTests`, where `swift test --skip-build`
    takes 4 s to plan a build it then skips), when the build has one; else `swift test`. Every test
    of the package is a Swift Testing test (none derives from XCTestCase), so nothing is left out."""
    bundles = sorted((scratch / "debug").glob("*PackageTests.xctest"))
    if len(bundles) == 1 and bundles[0].is_file() and os.access(bundles[0], os.X_OK):
        return [str(bundles[0]), "--testing-library", "swift-testing", "--filter", tests]
    return ["swift", "test", "--skip-build", "--scratch-path", str(scratch), "--filter", tests]


def where_of(path, line):
    """A place's file and line as the report writes it: `Sources/M/F.swift:12`."""
    return f"{path.relative_to(ROOT)}:{line + 1}"


def describe(line_text, start, end, replacement):
    """A place's change as the report writes it: `<` → `<=`, or `!` removed."""
    original = line_text[start:end]
    return f"`{original}` → `{replacement}`" if replacement else f"`{original}` removed"


def per_module(killed, survivors):
    """One line per module mutated: its killed of its viable mutants, by the `Sources/MODULE/…` of
    each mutant's place, in module order."""
    counts = {}
    for where, *_ in killed:
        counts.setdefault(where.split("/")[1], [0, 0])[0] += 1
    for where, *_ in survivors:
        counts.setdefault(where.split("/")[1], [0, 0])[1] += 1
    lines = []
    for module in sorted(counts):
        dead, alive = counts[module]
        lines.append(f"  {module}: {dead} of {dead + alive} killed ({100.0 * dead / (dead + alive):.0f}%)")
    return lines


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as failure:
        print(f"mutants: {failure}", file=sys.stderr)
        sys.exit(64)
