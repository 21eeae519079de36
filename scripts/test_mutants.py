#!/usr/bin/env python3
"""Tests of scripts/mutants.py's choice of places: `python3 scripts/test_mutants.py` (CI runs it).

The fixture scripts/fixtures/mutants/Sample.swift holds every kind of place the script must find,
and the look-alikes it must leave: operators in comments, documentation and string literals, and
the `>` that closes a generic argument list broken over lines, a multi-line string literal's
content (a stylesheet's `+` combinator), a same-type requirement's `==`, and the `+` that joins
a string literal.
"""

import os
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutant_schemata  # noqa: E402
import mutants  # noqa: E402

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "mutants" / "Sample.swift"


class SitesTests(unittest.TestCase):
    def setUp(self):
        self.lines = FIXTURE.read_text(encoding="utf-8").split("\n")
        self.found = [
            (index + 1, self.lines[index][start:end], replacement, name)
            for index, start, end, replacement, name in mutants.sites(FIXTURE)
        ]

    def test_every_operator_of_the_code_is_a_place(self):
        self.assertEqual(
            self.found,
            [
                (6, "<", "<=", "relational"),
                (7, ">=", ">", "relational"),
                (7, "!=", "==", "equality"),
                (7, "&&", "||", "logical"),
                (9, "+", "-", "arithmetic"),
                (9, "*", "/", "arithmetic"),
                (9, "max(", "min(", "bound"),
                (24, "+", "-", "arithmetic"),
                (29, "==", "!=", "equality"),
                (37, "<", "<=", "relational"),
            ],
        )

    def test_an_operator_declaration_is_not_a_place(self):
        self.assertEqual(self.lines[36], "    static func < (lhs: Turn, rhs: Turn) -> Bool { lhs.degrees < rhs.degrees }")
        self.assertEqual([start for line, *_, start in self._with_columns() if line == 37], [self.lines[36].rindex("<")])
        self.assertNotIn(38, [line for line, *_ in self.found])

    def _with_columns(self):
        return [(index + 1, name, start) for index, start, _end, _replacement, name in mutants.sites(FIXTURE)]

    def test_a_line_opening_with_a_generic_bracket_is_not_a_comparison(self):
        self.assertEqual(self.lines[14], "    > {")
        self.assertNotIn(15, [line for line, *_ in self.found])

    def test_a_same_type_requirement_is_not_a_comparison(self):
        self.assertEqual(self.lines[25], "extension Collection where Self.Element == Int {")
        self.assertNotIn(26, [line for line, *_ in self.found])

    def test_a_string_concatenation_is_not_arithmetic(self):
        self.assertEqual(self.lines[32], 'let joined = "changes/" + String(after) + "/"')
        self.assertNotIn(33, [line for line, *_ in self.found])

    def test_a_default_argument_is_recognised(self):
        self.assertTrue(mutants.in_default_argument("    nonisolated public func blur(radius: CGFloat, opaque: Bool = "))
        self.assertTrue(mutants.in_default_argument("    init(count: Int = 3, animated: Bool = "))
        self.assertFalse(mutants.in_default_argument("        let opaque: Bool = "))
        self.assertFalse(mutants.in_default_argument("        if value == "))
        self.assertFalse(mutants.in_default_argument("    func clamp(_ value: Int) -> Int { value + "))

    def test_the_choice_is_spread_evenly_and_repeatable(self):
        places = list(range(10))
        self.assertEqual(mutants.choose(places, 4), [0, 2, 5, 7])
        self.assertEqual(mutants.choose(places, 4), mutants.choose(places, 4))
        self.assertEqual(mutants.choose(places, 20), places)

    def test_another_seed_draws_other_places_as_evenly(self):
        places = list(range(100))
        first = mutants.choose(places, 10)
        fresh = mutants.choose(places, 10, seed=1)
        self.assertEqual(first, list(range(0, 100, 10)))
        self.assertEqual(fresh, [6 + 10 * i for i in range(10)])
        self.assertEqual(fresh, mutants.choose(places, 10, seed=1))
        self.assertTrue(set(first).isdisjoint(fresh))


class SchemataTests(unittest.TestCase):
    """`--schemata`: every place of a program switched into one build, each behaving as its text
    mutant when `AIRFIT_MUTANT` names it, and as the source when nothing does."""

    SOURCE = FIXTURE.with_name("Switched.swift")
    ORIGINAL = "false true false true true false true false true 4 0 5.0 0.5 2 7 false false true"

    @classmethod
    def setUpClass(cls):
        cls.places = dict(enumerate((cls.SOURCE, *site) for site in mutants.sites(cls.SOURCE)))
        new, generated = mutant_schemata.rewrite(cls.places, {cls.SOURCE: cls.SOURCE.read_text(encoding="utf-8")}, "Fixture")
        cls.folder = tempfile.TemporaryDirectory()
        folder = Path(cls.folder.name)
        (folder / "main.swift").write_text(new[cls.SOURCE], encoding="utf-8")
        (folder / mutant_schemata.SWITCH_FILE).write_text(generated, encoding="utf-8")
        cls.program = folder / "switched"
        subprocess.run(
            ["swiftc", "-swift-version", "6", "-o", str(cls.program), str(folder / "main.swift"), str(folder / mutant_schemata.SWITCH_FILE)],
            check=True,
        )

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def output(self, mutant=None):
        env = {key: value for key, value in os.environ.items() if key != "AIRFIT_MUTANT"}
        if mutant is not None:
            env["AIRFIT_MUTANT"] = str(mutant)
        return subprocess.run([str(self.program)], env=env, check=True, capture_output=True, text=True).stdout.strip()

    def test_every_kind_of_place_is_switched(self):
        self.assertEqual(
            sorted({name for _, _, _, _, _, name in self.places.values()}),
            ["arithmetic", "boolean", "bound", "equality", "logical", "negation", "relational"],
        )
        self.assertEqual(len(self.places), 20)

    def test_with_no_mutant_named_the_program_behaves_as_its_source(self):
        self.assertEqual(self.output(), self.ORIGINAL)
        self.assertEqual(self.output(mutant=999), self.ORIGINAL)

    def test_each_switch_applies_its_own_mutation_and_no_other(self):
        # Place → the printed values it changes (places come line by line, each line's by kind; the
        # last line compares pairs, as a sort's tiebreak does, and triples, as a type's `==` does).
        # `flag = true` with `false` changes `other || flag` and `!flag`; `other = false`, `flag && other`.
        expected = {0: [8, 15], 1: [7], 2: [1], 3: [3], 4: [0], 5: [2], 6: [4], 7: [6], 8: [5]}
        expected.update({place: [place - 2] for place in range(9, 20)})
        original = self.ORIGINAL.split(" ")
        for number in self.places:
            with self.subTest(place=number):
                changed = [i for i, (was, now) in enumerate(zip(original, self.output(number).split(" "))) if was != now]
                self.assertEqual(changed, expected[number])
        # `a < b` with `<=`: 2 < 2 is false, 2 <= 2 true; `a * 2.5` with `/`: 0.8; `min` with `max`: 7.
        self.assertEqual(self.output(4).split(" ")[0], "true")
        self.assertEqual(self.output(13).split(" ")[11], "0.8")
        self.assertEqual(self.output(15).split(" ")[13], "7")

    def test_a_loop_that_never_ends_is_not_switched(self):
        self.assertFalse(mutant_schemata.switchable("        while true {", 14, "boolean"))
        self.assertTrue(mutant_schemata.switchable("        let done = true", 19, "boolean"))
        self.assertTrue(mutant_schemata.switchable("        while a < b {", 16, "relational"))

    def test_a_build_error_names_the_place_on_its_line_or_the_nearest_below(self):
        source = self.SOURCE.resolve()
        places = {0: (source, 8, 4, 5, "<=", "relational"), 1: (source, 10, 4, 6, "||", "logical"), 2: (source, 11, 6, 7, "-", "arithmetic")}
        self.assertEqual(mutant_schemata.failing_places(f"{source}:9:5: error: cannot convert", places), {0})
        # An expression reported where it starts, a line above its place: the nearest place below
        # is taken, the farther one left.
        self.assertEqual(mutant_schemata.failing_places(f"{source}:10:1: error: x", places), {1})
        self.assertEqual(mutant_schemata.failing_places(f"{source}:9:1: error: x\n{source}:12:3: error: y", places), {0, 2})
        # A getter's closing brace, below the `while true` whose switch made it end without a return.
        self.assertEqual(mutant_schemata.failing_places(f"{source}:15:1: error: missing return", places), {2})
        self.assertEqual(mutant_schemata.failing_places(f"{source}:2:1: error: unrelated", places), set())


def processes_naming(marker):
    """The ids of the running processes whose command line holds `marker` (from /proc, as pgrep
    reads it; a process that ends while it is read is left out)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker.encode() in (entry / "cmdline").read_bytes():
                found.append(entry.name)
        except OSError:
            continue
    return found


class RunBoundedTests(unittest.TestCase):
    def test_a_run_over_its_time_is_stopped_with_the_processes_it_started(self):
        marker = f"airfit-mutants-{os.getpid()}"
        with tempfile.TemporaryFile() as out:
            # A child that starts a grandchild, as `swift test` starts the test bundle.
            status = mutants.run_bounded(["bash", "-c", f"exec -a {marker} sleep 30 & wait"], out, 0.5, dict(os.environ))
            self.assertEqual(status, "timeout")
            self.assertEqual(mutants.run_bounded(["bash", "-c", "exit 3"], out, 5, dict(os.environ)), 3)
        self.assertTrue(Path("/proc/self/cmdline").exists(), "no /proc to look for processes in")
        self.assertEqual(processes_naming(marker), [])
        # The check can see such a process: a sleep started here, under the marker, is found.
        sleeper = subprocess.Popen(["bash", "-c", f"exec -a {marker} sleep 30"])
        try:
            time.sleep(0.2)
            self.assertEqual(processes_naming(marker), [str(sleeper.pid)])
        finally:
            sleeper.kill()
            sleeper.wait()


class CoveringTestsTests(unittest.TestCase):
    def test_a_module_is_covered_by_the_test_targets_that_depend_on_it(self):
        package = {
            "targets": [
                {"name": "Runtime", "type": "regular", "dependencies": [{"byName": ["Core", None]}]},
                {"name": "CoreTests", "type": "test", "dependencies": [{"byName": ["Runtime", None]}]},
                {"name": "LayoutTests", "type": "test", "dependencies": [{"target": ["Runtime", None]}, {"product": ["X", "x", None, None]}]},
            ]
        }
        self.assertEqual(mutants.test_targets_depending_on(package), {"Runtime": ["CoreTests", "LayoutTests"]})

    def test_every_target_built_on_a_module_is_rebuilt_for_its_defaults(self):
        # Core ← Runtime ← App ← AppTests, and Core ← CoreTests; Other depends on none of them.
        package = {
            "targets": [
                {"name": "Core", "type": "regular", "dependencies": []},
                {"name": "Runtime", "type": "regular", "dependencies": [{"byName": ["Core", None]}]},
                {"name": "App", "type": "regular", "dependencies": [{"target": ["Runtime", None]}]},
                {"name": "AppTests", "type": "test", "dependencies": [{"byName": ["App", None]}]},
                {"name": "CoreTests", "type": "test", "dependencies": [{"byName": ["Core", None]}]},
                {"name": "Other", "type": "regular", "dependencies": [{"product": ["X", "x", None, None]}]},
            ]
        }
        self.assertEqual(mutants.transitive_dependents(package, "Core"), ["App", "AppTests", "CoreTests", "Runtime"])
        self.assertEqual(mutants.transitive_dependents(package, "App"), ["AppTests"])
        self.assertEqual(mutants.transitive_dependents(package, "Other"), [])
        # A build last switched for Runtime holds App's and AppTests' objects calling Runtime's
        # switch: a build switched for Other rebuilds them too, and Runtime.
        self.assertEqual(mutants.targets_to_rebuild(package, "Other", "Runtime"), ["App", "AppTests", "Runtime"])
        self.assertEqual(mutants.targets_to_rebuild(package, "Core", "Core"), ["App", "AppTests", "CoreTests", "Runtime"])
        self.assertEqual(mutants.targets_to_rebuild(package, "App", None), ["AppTests"])


class ForgetObjectsTests(unittest.TestCase):
    def test_the_compilers_outputs_go_and_what_the_plan_wrote_stays(self):
        with tempfile.TemporaryDirectory() as directory:
            folder = Path(directory) / "AppTests-tool.build"
            kept = [folder / "sources", folder / "output-file-map.json", folder / "DerivedSources" / "resource_bundle_accessor.swift"]
            removed = [folder / "Row.swift.o", folder / "Row.swiftdeps", folder / "master.priors", folder / "Row.d", folder / "Row.dia"]
            for path in kept + removed:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text("x")
            mutants.forget_objects(folder)
            self.assertEqual([path.exists() for path in kept], [True] * len(kept))
            self.assertEqual([path.exists() for path in removed], [False] * len(removed))
            mutants.forget_objects(Path(directory) / "Missing.build")


class RerunTests(unittest.TestCase):
    def test_a_rerun_takes_exactly_the_places_reported_as_survivors(self):
        candidates = [(FIXTURE, *site) for site in mutants.sites(FIXTURE)]
        where = f"{FIXTURE.relative_to(mutants.ROOT)}"
        with tempfile.TemporaryDirectory() as folder:
            log = Path(folder) / "run.log"
            log.write_text(
                "schemata: build 1 with 10 places switched\n"
                f"[1/10] killed: {where}:6 relational `<` → `<=` (Tests)\n"
                f"[2/10] SURVIVED: {where}:7 equality `!=` → `==` (Tests)\n"
                f"[5/10] SURVIVED: {where}:9 bound `max(` → `min(` (Tests)\n"
                f"[6/10] unviable: {where}:24 arithmetic `+` → `-` (Tests)\n",
                encoding="utf-8",
            )
            chosen = mutants.survivors_of(log, candidates)
            self.assertEqual([(line + 1, replacement) for _path, line, _s, _e, replacement, _n in chosen], [(7, "=="), (9, "min(")])
            log.write_text("mutants: 3 of 4 killed (75%)\n", encoding="utf-8")
            with self.assertRaisesRegex(mutants.Failure, "no `\\[n/N\\] SURVIVED"):
                mutants.survivors_of(log, candidates)


class ScoreTests(unittest.TestCase):
    def test_the_score_is_given_per_module(self):
        killed = [("Sources/Motion/A.swift:3", "`<` → `<=`"), ("Sources/LayoutCheck/B.swift:9", "`+` → `-`")]
        survivors = [("Sources/LayoutCheck/C.swift:1", "`==` → `!=`", "a == b")]
        self.assertEqual(
            mutants.per_module(killed, survivors),
            ["  LayoutCheck: 1 of 2 killed (50%)", "  Motion: 1 of 1 killed (100%)"],
        )


if __name__ == "__main__":
    unittest.main()
