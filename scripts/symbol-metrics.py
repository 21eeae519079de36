#!/usr/bin/env python3
"""Writes Sources/HeadlessLayout/Text/SymbolMetricsTable.swift: each SF Symbol name the renderer
draws (the keys of Sources/Renderer/Symbols/SymbolGlyphs.swift) with its advance, leading bearing,
ink width and ink top and bottom, as SF Symbols itself lays the symbol out (decision D231).

usage: scripts/symbol-metrics.py TEMPLATES_GIT FONT_EXPORT_GIT > Sources/HeadlessLayout/Text/SymbolMetricsTable.swift

TEMPLATES_GIT is a clone of github.com/marcprux/symbols (commit 7d75966a48e5): SF Symbols 5's own
"Export Template" of each system symbol (template v5.0, "Typeset at 100.0 points"). A template
holds the Ultralight, Regular and Black masters at the small scale, each between its
left-margin and right-margin guides, on a baseline with SF Pro's cap line 70.459 above it.

FONT_EXPORT_GIT is a clone of github.com/brendanballon/sfsymbols-svg (commit 5a94bfadd51f): every
SF Symbols 1.1 glyph exported from the SF Symbols font with davedelong/sfsymbols' defaults
(regular weight, medium scale, 44 pt), each SVG as wide as its ink plus its leading bearing on both
sides. It is used for the names no template exists for (renamed or older symbols), at the regular
weight only, and to measure the medium scale: across the symbols both sources hold, a medium
glyph's ink is 1.2 x the small one's (median 1.1995 of widths, 344 symbols), scaled about the middle
of the cap height, where SF Symbols centres its scales on text.

The numbers are metrics, measured from the outlines; no outline is copied. Output is
deterministic: names sorted, values rounded to 0.01.
"""
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MASTERS = ("Ultralight-S", "Regular-S", "Black-S")
# A medium glyph over a small one (measured, see above) and the font export's point size.
MEDIUM_OVER_SMALL = 1.2
EXPORT_POINT_SIZE = 44.0
CAP_HEIGHT = 70.459
ARGUMENT_COUNTS = {"M": 2, "L": 2, "C": 6, "S": 4, "Q": 4, "T": 2, "H": 1, "V": 1, "Z": 0}


def show(repository, path):
    result = subprocess.run(["git", "-C", repository, "show", f"HEAD:{path}"], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def path_bounds(data):
    """The box of an absolute SVG path's points (on-curve and control points)."""
    tokens = re.findall(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:[eE]-?\d+)?", data)
    xs, ys, index, command, x, y = [], [], 0, None, 0.0, 0.0
    while index < len(tokens):
        if tokens[index].isalpha():
            command = tokens[index]
            index += 1
        if command.upper() == "Z":
            continue
        if command.islower() or command.upper() not in ARGUMENT_COUNTS:
            raise ValueError(f"unsupported path command {command}")
        count = ARGUMENT_COUNTS[command]
        values = [float(value) for value in tokens[index:index + count]]
        index += count
        if command == "H":
            x = values[0]
        elif command == "V":
            y = values[0]
        else:
            xs += values[0::2]
            ys += values[1::2]
            x, y = values[-2], values[-1]
        xs.append(x)
        ys.append(y)
        if command == "M":
            command = "L"
    return min(xs), max(xs), min(ys), max(ys)


def template_master(svg, master):
    """advance, leading bearing, ink width, ink top, ink bottom (y up from the baseline), at 100 pt, small."""
    left = float(re.search(rf'id="left-margin-{master}"[^>]*x1="([-\d.]+)"', svg).group(1))
    right = float(re.search(rf'id="right-margin-{master}"[^>]*x1="([-\d.]+)"', svg).group(1))
    group = re.search(rf'<g id="{master}" transform="matrix\(1 0 0 1 ([-\d.]+) ([-\d.]+)\)">(.*?)</g>', svg, re.S)
    origin = float(group.group(1))
    boxes = [path_bounds(data) for data in re.findall(r' d="([^"]+)"', group.group(3))]
    x0 = min(box[0] for box in boxes) + origin
    x1 = max(box[1] for box in boxes) + origin
    return (right - left, x0 - left, x1 - x0, -min(box[2] for box in boxes), -max(box[3] for box in boxes))


def font_export(svg):
    """The same five numbers from a font export, converted to the small scale at 100 pt. The export
    pads the ink symmetrically, so whether the ink starts above or below the baseline is not in the
    file: the reading that centres the ink nearer SF Pro's cap line's middle is taken."""
    width = float(re.search(r"width='([\d.]+)px'", svg).group(1))
    x0, x1, y0, y1 = path_bounds(svg.split("d='")[1].split("'")[0])
    height = y1 - y0
    centre = CAP_HEIGHT / 2 * EXPORT_POINT_SIZE / 100
    bottom = y0 if abs(y0 + height / 2 - centre) <= abs(-y0 + height / 2 - centre) else -y0
    # Widths scale with the glyph; heights scale about the cap line's middle, where SF Symbols
    # centres each scale on the text.
    scale = 100 / EXPORT_POINT_SIZE / MEDIUM_OVER_SMALL
    middle = CAP_HEIGHT / 2

    def vertical(y):
        return middle + (y * 100 / EXPORT_POINT_SIZE - middle) / MEDIUM_OVER_SMALL

    return (width * scale, x0 * scale, (x1 - x0) * scale, vertical(bottom + height), vertical(bottom))


def main():
    templates, export = sys.argv[1], sys.argv[2]
    glyphs = open(os.path.join(ROOT, "Sources/Renderer/Symbols/SymbolGlyphs.swift")).read()
    names = sorted(set(re.findall(r'"([a-z0-9][a-z0-9.]*)": "', glyphs)))
    rows, unmeasured, ratios = [], [], []
    for name in names:
        template, old = show(templates, f"{name}.svg"), show(export, f"symbols/{name}.svg")
        if template:
            masters = [template_master(template, master) for master in MASTERS]
            rows.append((name, "5", masters))
            if old:
                medium = font_export(old)
                ratios.append(medium[2] / masters[1][2])
        elif old:
            rows.append((name, "1", [font_export(old)] * 3))
        else:
            unmeasured.append(name)
    print(f"medium/small check on {len(ratios)} names: median {statistics.median(ratios) * MEDIUM_OVER_SMALL:.4f}", file=sys.stderr)
    lines = [f"{name} {source} " + " ".join(f"{value:.2f}" for master in masters for value in master) for name, source, masters in rows]
    body = "\n".join(" " * 8 + line for line in lines)
    print(f"""// Generated by scripts/symbol-metrics.py; do not edit. Sources and method: that script and D231.

extension SymbolMetrics {{
    /// One line per symbol: its name; `5` where the numbers come from SF Symbols 5's export template,
    /// `1` where from the SF Symbols 1.1 font (regular weight only); then for the Ultralight, Regular
    /// and Black masters, at the small scale and 100 pt: advance, leading bearing, ink width, ink top
    /// and ink bottom (up from the baseline).
    static let measuredSource = \"\"\"
{body}
        \"\"\"

    /// Names the renderer draws that neither source measures (Apple product symbols and names
    /// outside both exports): they keep the square of D131.
    public static let unmeasuredNames: Set<String> = [
        {", ".join(f'"{name}"' for name in unmeasured)},
    ]
}}""")


if __name__ == "__main__":
    main()
