"""Start-up: time to the first painted table, against a bare PySide6 window with one label.

Each run is a fresh process, timed from its launch (as the kernel counts it) to its first
paint; the bare window is the floor any Qt Widgets app pays. Prints each one's median over the
runs and their ratio (the target is at most 1.5), on the clock and in processor time (which
holds while other work loads the machine), and the same for a window of only the table, the
bid selector and the log (what a first paint that left every other feature for later would
cost).

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
from perudo_qt.app import seconds_since_launch

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

TABLE_ONLY = (
    FIRST_PAINT_WATCH
    + """
import tempfile
from pathlib import Path
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget
from perudo_qt.settings import Settings
from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.panels.game_log import GameLog
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.table_view import TableView

settings = Settings(Path(tempfile.mkdtemp()) / "settings.ini")
settings.table()
window = QMainWindow()
artwork = Artwork()
artwork.prepare()
view = TableView(TableScene(artwork, window))
central = QWidget()
layout = QVBoxLayout(central)
for part in (view, BidSelector(artwork), GameLog(artwork=artwork)):
    layout.addWidget(part)
window.setCentralWidget(central)
view.viewport().installEventFilter(watcher)
window.resize(1366, 768)
window.show()
app.exec()
"""
)
"""A window of only what draws the table, the bid selector and the log, with the settings read:
what the game's first paint could cost if every other feature came after it."""

FIRST_PAINT = re.compile(r"first paint after (\d+) ms \(processor (\d+) ms\)")


def first_paint_ms(command: list[str], environment: dict[str, str]) -> tuple[int, int]:
    """Run ``command``; return the first-paint time it printed and its processor time, in ms."""
    result = subprocess.run(
        command, capture_output=True, text=True, env=environment, check=True, timeout=120
    )
    found = FIRST_PAINT.search(result.stdout)
    if found is None:
        raise SystemExit(f"no first paint reported by {command}:\n{result.stdout}{result.stderr}")
    return int(found.group(1)), int(found.group(2))


def main() -> None:
    """Time both kinds of start, alternating, and print the medians and their ratio."""
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
        commands = {
            "game": [sys.executable, "-m", "perudo_qt", "--exit-after-paint"],
            "table only": [sys.executable, "-c", TABLE_ONLY],
            "bare": [sys.executable, "-c", BARE],
        }
        starts: dict[str, list[tuple[int, int]]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                starts[name].append(first_paint_ms(command, environment))
    for label, which in (("on the clock", 0), ("processor time", 1)):
        medians = {name: statistics.median(s[which] for s in starts[name]) for name in starts}
        bare_ms = medians["bare"]
        print(
            f"{label}: game median {medians['game']:.0f} ms over {runs} starts, bare PySide6 "
            f"window {bare_ms:.0f} ms; ratio {medians['game'] / bare_ms:.2f} (target: at most "
            f"1.5); the table, selector and log alone {medians['table only']:.0f} ms, ratio "
            f"{medians['table only'] / bare_ms:.2f}"
        )


if __name__ == "__main__":
    main()
