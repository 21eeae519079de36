"""Mutant schemata: every mutant of a run compiled into one build, each behind a run-time switch.

`mutants.py --schemata` rewrites each chosen place so that it behaves as the source does unless
the environment variable AIRFIT_MUTANT names it, and then as the mutant does. One build then
serves every mutant: each is a test run with `AIRFIT_MUTANT=<number>`, a few seconds instead of an
incremental build (a minute for a module low in the graph). This is what muter and
swift-mutation-testing call schemata; neither builds SwiftPM packages on Linux.

How a place is switched, by kind (the mutation is the same one `mutants.py` applies as text):
- a binary operator (`<`, `==`, `&&`, `+`, `*`, ...) becomes an operator of its own, named by the
  operator and the place's number in box-drawing characters (`<├┤`), declared in the original's
  precedence group, whose function applies the original or the mutant's operator;
- `!` becomes a prefix operator of its own in the same way;
- `true` and `false` become `(__airfitMutant_MODULE(N) ? false : true)`;
- `min(` and `max(` become `__airfitMutantMin_MODULE(N, ` and `__airfitMutantMax_MODULE(N, `.
The declarations go into one generated file of the module (`AirFitMutantSchemata.swift`), public
so that a default argument's value, which its callers compile in, can name them. A place whose
switch does not compile (an operator of a type the generic function does not cover: `String`'s
`+`, `Date`'s `-`) is put back as it was and counted unviable, as its text mutant mostly would be.
"""

import re
from pathlib import Path

SWITCH_FILE = "AirFitMutantSchemata.swift"

PRECEDENCE = {
    "<": "ComparisonPrecedence",
    "<=": "ComparisonPrecedence",
    ">": "ComparisonPrecedence",
    ">=": "ComparisonPrecedence",
    "==": "ComparisonPrecedence",
    "!=": "ComparisonPrecedence",
    "&&": "LogicalConjunctionPrecedence",
    "||": "LogicalDisjunctionPrecedence",
    "+": "AdditionPrecedence",
    "-": "AdditionPrecedence",
    "*": "MultiplicationPrecedence",
    "/": "MultiplicationPrecedence",
}


def switchable(line, start, kind):
    """Whether a place can be switched at all. `while true` cannot: behind a switch the loop may
    end, so the function around it "misses a return", as `while false` would; such a place is
    unviable, as its text mutant is."""
    return not (kind == "boolean" and re.search(r"\bwhile\s+$", line[:start]))


def tag(number):
    """Two operator characters (U+2500…U+25FF, box drawing) naming place `number` (0…65535)."""
    if not 0 <= number < 65536:
        raise ValueError(f"place {number}: schemata name at most 65536 places")
    return chr(0x2500 + number // 256) + chr(0x2500 + number % 256)


def replacement_text(number, original, replacement, kind):
    """The source text that stands for place `number` in the schemata build."""
    if kind == "boolean":
        return f"(__airfitMutant_MODULE({number}) ? {replacement} : {original})"
    if kind == "bound":
        function = "__airfitMutantMin_MODULE" if original == "min(" else "__airfitMutantMax_MODULE"
        return f"{function}({number}, "
    return original + tag(number)


def declarations(number, original, replacement, kind):
    """The Swift declarations place `number`'s switched operator needs (none for a literal or a bound)."""
    if kind in ("boolean", "bound"):
        return ""
    name = original + tag(number)
    on = f"__airfitMutant_MODULE({number})"
    if kind == "negation":
        return f"prefix operator {name}\n@inline(__always) public prefix func {name}(value: Bool) -> Bool {{ {on} ? value : !value }}\n"
    header = f"infix operator {name} : {PRECEDENCE[original]}\n"
    if kind == "logical":
        return header + (
            f"@inline(__always) public func {name}(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool "
            f"{{ {on} ? (try lhs {replacement} rhs()) : (try lhs {original} rhs()) }}\n"
        )
    body = f"{{ {on} ? lhs {replacement} rhs : lhs {original} rhs }}"
    if kind == "relational":
        # Pairs compare in order, as the standard library's tuple comparisons do (a sort's tiebreak).
        return header + (
            f"@inline(__always) public func {name}<T: Comparable>(lhs: T, rhs: T) -> Bool {body}\n"
            f"@inline(__always) public func {name}<A: Comparable, B: Comparable>(lhs: (A, B), rhs: (A, B)) -> Bool {body}\n"
        )
    if kind == "equality":
        nil_body = f"{{ {on} ? lhs {replacement} nil : lhs {original} nil }}"
        # Tuples of two to four, as the standard library compares them (a value type's `==` over its fields).
        tuples = "".join(
            f"@inline(__always) public func {name}<{', '.join(f'{t}: Equatable' for t in types)}>"
            f"(lhs: ({', '.join(types)}), rhs: ({', '.join(types)})) -> Bool {body}\n"
            for types in (["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"])
        )
        return header + (
            f"@inline(__always) public func {name}<T: Equatable>(lhs: T, rhs: T) -> Bool {body}\n"
            f"@inline(__always) public func {name}<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool {nil_body}\n"
        ) + tuples
    if original in ("+", "-"):
        return header + f"@inline(__always) public func {name}<T: AdditiveArithmetic>(lhs: T, rhs: T) -> T {body}\n"
    # `*` and `/`: no one protocol has both, so one function for floating point and one for integers.
    return header + (
        f"@inline(__always) public func {name}<T: FloatingPoint>(lhs: T, rhs: T) -> T {body}\n"
        f"@inline(__always) public func {name}<T: BinaryInteger>(lhs: T, rhs: T) -> T {body}\n"
    )


PREAMBLE = """// Generated by scripts/mutants.py --schemata for one run, and removed after it. Not source.
import Foundation

/// The place a run's test process mutates: `AIRFIT_MUTANT`, or none.
public let __airfitMutantNumber_MODULE: Int = ProcessInfo.processInfo.environment["AIRFIT_MUTANT"].flatMap { Int($0) } ?? -1

@inline(__always) public func __airfitMutant_MODULE(_ number: Int) -> Bool { __airfitMutantNumber_MODULE == number }

public func __airfitMutantMin_MODULE<T: Comparable>(_ number: Int, _ a: T, _ b: T, _ rest: T...) -> T {
    let all = [a, b] + rest
    return __airfitMutant_MODULE(number) ? all.max()! : all.min()!
}

public func __airfitMutantMax_MODULE<T: Comparable>(_ number: Int, _ a: T, _ b: T, _ rest: T...) -> T {
    let all = [a, b] + rest
    return __airfitMutant_MODULE(number) ? all.min()! : all.max()!
}

"""


def rewrite(places, texts, module):
    """Every place of `places` (number → (path, line, start, end, replacement, kind)) switched in
    `texts` (path → original text) of `module`: the new texts by path and the generated
    declarations. The switch's helpers carry the module's name, so that a test importing two
    mutated modules names each module's own."""

    def named(text):
        return text.replace("_MODULE", "_" + module)

    by_line = {}
    for number, (path, line, start, end, replacement, kind) in places.items():
        by_line.setdefault((path, line), []).append((start, end, number, replacement, kind))
    original_lines = {path: text.split("\n") for path, text in texts.items()}
    new = {path: list(lines) for path, lines in original_lines.items()}
    for (path, line), found in by_line.items():
        text = new[path][line]
        # Right to left, so that each earlier place's columns still hold.
        for start, end, number, replacement, kind in sorted(found, reverse=True):
            original = text[start:end]
            # `Swift.max(` names the standard library's own: the switch takes its place whole.
            if kind == "bound" and text[:start].endswith("Swift."):
                start -= len("Swift.")
            text = text[:start] + named(replacement_text(number, original, replacement, kind)) + text[end:]
        new[path][line] = text
    generated = named(PREAMBLE) + "".join(
        named(declarations(number, original_lines[path][line][start:end], replacement, kind))
        for number, (path, line, start, end, replacement, kind) in sorted(places.items())
    )
    return {path: "\n".join(lines) for path, lines in new.items()}, generated


ERROR = re.compile(r"^(/[^:\n]+\.swift):(\d+):\d+: error:", re.MULTILINE)


def failing_places(output, places, below=3, above=10):
    """The places whose switch a build's `output` reports an error on: those on an error's line,
    else those on the nearest line of the `below` lines under it (an expression that fails to
    type-check is reported where it starts), else those on the nearest of the `above` lines over
    it (`while true` switched no longer ends a getter: "missing return" at its closing brace).
    An empty set means the build failed for another reason."""
    errors = {(Path(path).resolve(), int(line) - 1) for path, line in ERROR.findall(output)}
    failing = set()
    for where, at in errors:
        near = {
            number: line - at
            for number, (path, line, *_rest) in places.items()
            if Path(path).resolve() == where and -above <= line - at <= below
        }
        if near:
            # On the line, then below (0, 1, 2, ...), then above (-1, -2, ...).
            closest = min(near.values(), key=lambda distance: (distance < 0, abs(distance)))
            failing |= {number for number, distance in near.items() if distance == closest}
    return failing
