"""Start-up: time to the first painted table, against a bare PySide6 window with one label.

Each run is a fresh process, timed from its launch (as the kernel counts it) to its first
paint; the bare window is the floor any Qt Widgets app pays. Prints each one's median over the
runs and their ratio (the target is at most 1.5), on the clock and in processor time (which
holds while other work loads the machine).

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

BARE = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
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
label = QLabel("Perudo")
watcher = FirstPaint()
label.installEventFilter(watcher)
label.show()
app.exec()
"""

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
        game_command = [sys.executable, "-m", "perudo_qt", "--exit-after-paint"]
        bare_command = [sys.executable, "-c", BARE]
        game, bare = [], []
        for _ in range(runs):
            game.append(first_paint_ms(game_command, environment))
            bare.append(first_paint_ms(bare_command, environment))
    for label, which in (("on the clock", 0), ("processor time", 1)):
        game_ms = statistics.median(start[which] for start in game)
        bare_ms = statistics.median(start[which] for start in bare)
        print(
            f"{label}: game median {game_ms:.0f} ms over {runs} starts, bare PySide6 window "
            f"{bare_ms:.0f} ms; ratio {game_ms / bare_ms:.2f} (target: at most 1.5)"
        )


if __name__ == "__main__":
    main()
