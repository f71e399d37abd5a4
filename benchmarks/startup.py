"""Start-up: time to the first painted table, against a bare PySide6 window with one label.

Each run is a fresh process, timed from its launch (as the kernel counts it) to its first
paint; the bare window is the floor any Qt Widgets app pays. Prints each one's median over the
runs and their ratio (the target is at most 1.5).

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
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
from perudo_qt.app import seconds_since_launch

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False

def report():
    print(f"first paint after {seconds_since_launch() * 1000:.0f} ms", flush=True)
    QApplication.quit()

app = QApplication([])
label = QLabel("Perudo")
watcher = FirstPaint()
label.installEventFilter(watcher)
label.show()
app.exec()
"""

FIRST_PAINT = re.compile(r"first paint after (\d+) ms")


def first_paint_ms(command: list[str], environment: dict[str, str]) -> int:
    """Run ``command`` and return the first-paint time it printed, in milliseconds."""
    result = subprocess.run(
        command, capture_output=True, text=True, env=environment, check=True, timeout=120
    )
    found = FIRST_PAINT.search(result.stdout)
    if found is None:
        raise SystemExit(f"no first paint reported by {command}:\n{result.stdout}{result.stderr}")
    return int(found.group(1))


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
    game_ms, bare_ms = statistics.median(game), statistics.median(bare)
    print(f"game: median {game_ms:.0f} ms over {runs} starts ({min(game)}-{max(game)} ms)")
    print(f"bare PySide6 window: median {bare_ms:.0f} ms ({min(bare)}-{max(bare)} ms)")
    print(f"ratio: {game_ms / bare_ms:.2f} (target: at most 1.5)")


if __name__ == "__main__":
    main()
