#!/usr/bin/env python3
"""Prints the peak memory of `airfit animate` for 100 and 2,000 frames: it streams, so the two match.

usage: scripts/animate-memory.py AIRFIT_BINARY

Each run renders the pastel dashboard at 1x, 60 fps, into a temporary folder, as its own process;
the peak is the child's maximum resident set size (getrusage), the time its wall clock.
"""
import os
import resource
import subprocess
import sys
import tempfile
import time


def run(binary, frames, folder):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.monotonic()
    subprocess.run(
        [binary, "animate", "dashboard", "--scale", "1", "--fps", "60", "--to", str((frames - 1) / 60),
         "--output", os.path.join(folder, f"{frames}.png")],
        check=True, stdout=subprocess.DEVNULL)
    elapsed = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    size = os.path.getsize(os.path.join(folder, f"{frames}.png"))
    # RUSAGE_CHILDREN keeps the largest child so far: runs go smallest first, so a later run's peak
    # is its own unless it stayed under an earlier one (then it is at most that).
    return elapsed, max(peak, before) / 1024, size / 1e6


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        results = [(frames, *run(sys.argv[1], frames, folder)) for frames in (100, 2000)]
    for frames, seconds, peak, megabytes in results:
        print(f"airfit animate, {frames} frames at 1x: {seconds:.1f} s, peak resident memory {peak:.0f} MB, file {megabytes:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
