#!/usr/bin/env python3
"""Renders the pastel dashboard at iPhone 16 @3x to a PNG, as a whole process, with `airfit render` and
with headless Chromium on the equivalent page, in turn, and prints both and the ratio.

usage: scripts/compare-chromium.py AIRFIT_BINARY [PEER_PAGE] [--runs N]

PEER_PAGE defaults to Benchmarks/dashboard-peer.html in this repository (the performance
issue's page: same gradient, four glass cards with a 12 px backdrop blur, a per-letter title, a
393 × 852 viewport). Chromium comes from Debian's `chromium` package. Each run is a fresh process
writing a 1179 × 2556 PNG into a temporary folder; runs alternate so both see the same machine
state. Wall time and CPU (user + system) are medians; memory is the largest process's peak resident
set (getrusage of the children), which for Chromium leaves out its helper processes' own peaks.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(command):
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)
    return wall, cpu, after.ru_maxrss / 1024


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--runs")]
    runs = 7
    for a in sys.argv[1:]:
        if a.startswith("--runs"):
            runs = int(a.split("=", 1)[1]) if "=" in a else 7
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    airfit = args[0]
    page = args[1] if len(args) > 1 else os.path.join(ROOT, "Benchmarks", "dashboard-peer.html")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("compare-chromium: Chromium is not installed (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    if not os.path.exists(page):
        print(f"compare-chromium: the peer page {page} does not exist", file=sys.stderr)
        return 2
    ours, theirs = [], []
    with tempfile.TemporaryDirectory() as folder:
        ours_command = [airfit, "render", "dashboard", "--scale", "3", "--output", os.path.join(folder, "airfit.png")]
        theirs_command = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=3",
            "--window-size=393,852", "--screenshot=" + os.path.join(folder, "chromium.png"), "file://" + os.path.abspath(page),
        ]
        # One warm-up each (page cache, font cache), then alternate. getrusage's peak only grows, so
        # airfit's is read from its warm-up, before Chromium has run.
        our_peak = measure(ours_command)[2]
        measure(theirs_command)
        for _ in range(runs):
            ours.append(measure(ours_command))
            theirs.append(measure(theirs_command))
    their_peak = max(s[2] for s in theirs)

    def summary(samples):
        return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)
    (our_wall, our_cpu), (their_wall, their_cpu) = summary(ours), summary(theirs)
    print(f"airfit render dashboard @3x: {our_wall:.3f} s wall, {our_cpu:.3f} s CPU (median of {runs}), peak {our_peak:.0f} MB")
    print(f"headless Chromium, {os.path.basename(page)} @3x: {their_wall:.3f} s wall, {their_cpu:.3f} s CPU (median of {runs}), largest process {their_peak:.0f} MB")
    print(f"ratio: airfit is {their_wall / our_wall:.1f}x faster in wall time, {their_cpu / our_cpu:.1f}x in CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
