#!/usr/bin/env python3
"""Tests of scripts/mutants.py's choice of places: `python3 scripts/test_mutants.py` (CI runs it).

The fixture scripts/fixtures/mutants/Sample.swift holds every kind of place the script must find,
and the look-alikes it must leave: operators in comments, documentation and string literals, and
the `>` that closes a generic argument list broken over lines, a multi-line string literal's
content (a stylesheet's `+` combinator), a same-type requirement's `==`, and the `+` that joins
a string literal.
"""

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
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
            ],
        )

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
