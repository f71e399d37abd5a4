"""Start-up: time to the game window's first paint, against a bare PySide6 window with one label.

Each run is a fresh process, timed from its launch (as the kernel counts it) to its first
paint; the bare window is the floor any Qt Widgets app pays. The game's window paints first
its frame on the table's backdrop, then the table once built over it: both are timed. Prints
each one's median over the runs and their ratio to the bare window's (the target for the first
paint is at most 1.5), on the clock and in processor time (which holds while other work loads
the machine). Every kind starts once untimed first, so that Python's compiled modules are
written and read as on an installed game.

Run with ``python benchmarks/startup.py [--runs N]`` (offscreen unless QT_QPA_PLATFORM says).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

FIRST_PAINT_WATCH = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from perudo_qt.since_launch import seconds_since_launch

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            painted.append((seconds_since_launch(), time.process_time()))
            QTimer.singleShot(0, report)
        return False

painted = []

def report():
    wall, processor = painted[0]
    times = f"{wall * 1000:.0f} ms (processor {processor * 1000:.0f} ms)"
    print(f"first paint after {times}", flush=True)
    QApplication.quit()

app = QApplication([])
watcher = FirstPaint()
"""

BARE = (
    FIRST_PAINT_WATCH
    + """
from PySide6.QtWidgets import QLabel
label = QLabel("Perudo")
label.installEventFilter(watcher)
label.show()
app.exec()
"""
)
"""A bare PySide6 window with one label: the floor any Qt Widgets app pays."""

PAINTED = re.compile(r"(first paint|table painted) after (\d+) ms \(processor (\d+) ms\)")


def paint_times(command: list[str], environment: dict[str, str]) -> dict[str, tuple[int, int]]:
    """Run ``command``; return each paint it reported: its time and its processor time, in ms."""
    result = subprocess.run(
        command, capture_output=True, text=True, env=environment, check=True, timeout=120
    )
    found = {what: (int(wall), int(cpu)) for what, wall, cpu in PAINTED.findall(result.stdout)}
    if "first paint" not in found:
        raise SystemExit(f"no first paint reported by {command}:\n{result.stdout}{result.stderr}")
    return found


def main() -> None:
    """Time both kinds of start, alternating, and print the medians and their ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="starts of each (default 7)")
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory(prefix="perudo-qt-startup-") as home:
        environment = {
            **os.environ,
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            "XDG_CONFIG_HOME": str(Path(home) / "config"),
            "XDG_DATA_HOME": str(Path(home) / "data"),
        }
        environment.pop("PYTHONDONTWRITEBYTECODE", None)
        commands = {
            "game": [sys.executable, "-m", "perudo_qt", "--exit-after-paint"],
            "bare": [sys.executable, "-c", BARE],
        }
        for command in commands.values():
            paint_times(command, environment)
        starts: dict[str, list[tuple[int, int]]] = {"game": [], "table": [], "bare": []}
        for _ in range(runs):
            game = paint_times(commands["game"], environment)
            starts["game"].append(game["first paint"])
            starts["table"].append(game["table painted"])
            starts["bare"].append(paint_times(commands["bare"], environment)["first paint"])
    for label, which in (("on the clock", 0), ("processor time", 1)):
        medians = {name: statistics.median(s[which] for s in starts[name]) for name in starts}
        bare_ms = medians["bare"]
        print(
            f"{label}: game window's first paint median {medians['game']:.0f} ms over {runs} "
            f"starts, bare PySide6 window {bare_ms:.0f} ms; ratio "
            f"{medians['game'] / bare_ms:.2f} (target: at most 1.5); the table painted "
            f"{medians['table']:.0f} ms, ratio {medians['table'] / bare_ms:.2f}"
        )


if __name__ == "__main__":
    main()
