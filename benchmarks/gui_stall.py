"""GUI-thread stall while a slow bot thinks: the longest gap between ticks of a 2 ms heartbeat.

A plugin bot that sleeps 0.25 s a turn (in its worker process) and a Normal bot play seeded
one-die games through the game controller at instant speed, with no window; a 2 ms timer on the
GUI thread notes the time between its ticks. Prints the number of ticks, the median and the
longest gap (the first few ticks, start-up, left out). A gap much longer than the heartbeat
means the GUI thread was held: by a bot, a timer, or the machine's load.

Run with ``python benchmarks/gui_stall.py [--games N]`` (offscreen unless QT_QPA_PLATFORM says).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

SLEEPER = '''
import time

from perudo_qt.bots import Decision, safe_action


class Sleeper:
    """Thinks for a quarter of a second, then plays safe."""

    name = "sleeper"

    def choose(self, view, legal, rng):
        time.sleep(0.25)
        return Decision(safe_action(legal), "slept on it")

    def consider_calza(self, view, rng):
        return None
'''

HEARTBEAT_MS = 2
WARM_UP_TICKS = 5
GIVE_UP_MS = 300_000


def measure(games: int, plugin: Path) -> list[int]:
    """Play ``games`` games with the sleeper at seat 0; return the heartbeat's gaps in ms."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from perudo_qt.controller.game_controller import GameController
    from perudo_qt.controller.pacing import Speed
    from perudo_qt.controller.table import SeatSetup, TableSetup
    from perudo_qt.rules import RuleOptions
    from perudo_qt.store.plugins import PluginFile

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    controller = GameController(Speed.INSTANT)
    controller.plugins.confirm(PluginFile.read(plugin))
    controller.events_happened.connect(lambda events, view: controller.proceed())
    seats = (SeatSetup("Slow", f"{plugin}:Sleeper"), SeatSetup("Bea", "normal"))
    table = TableSetup(seats, RuleOptions(dice_per_player=1))
    heartbeat, clock, gaps = QTimer(), QElapsedTimer(), []
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(lambda: gaps.append(clock.restart()))
    played = [0]

    def finished(winner: int) -> None:
        played[0] += 1
        if played[0] < games:
            QTimer.singleShot(0, lambda: controller.start(table, seed=played[0]))
        else:
            app.quit()

    controller.game_finished.connect(finished)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: app.exit(1))
    watchdog.start(GIVE_UP_MS)
    clock.start()
    heartbeat.start()
    controller.start(table, seed=0)
    status = app.exec()
    heartbeat.stop()
    controller.shutdown()
    if status:
        sys.exit(f"gui_stall: {played[0]} of {games} games finished in time; giving up")
    return gaps[WARM_UP_TICKS:]


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games to play (default 3)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="perudo-qt-gui-stall-") as folder:
        plugin = Path(folder) / "gui_stall_sleeper.py"
        plugin.write_text(SLEEPER)
        gaps = measure(args.games, plugin)
    print(
        f"{args.games} games, {len(gaps)} heartbeats every {HEARTBEAT_MS} ms: "
        f"median gap {statistics.median(gaps):.0f} ms, longest GUI-thread stall {max(gaps)} ms",
        flush=True,
    )


if __name__ == "__main__":
    main()
