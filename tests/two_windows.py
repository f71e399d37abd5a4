"""One of two windows on one data folder, for the two-process test: plays until told to stop.

    python tests/two_windows.py DATA_FOLDER SETTINGS_FILE SECONDS

Builds the real window at instant speed, keeping games in DATA_FOLDER when it wins the data
folder's lock (as the app does), plays the person's seat with the first legal bid or a Dudo,
starts a new short game against Easy after each one ends, and after SECONDS closes the window
as a person would.
Prints ``kept`` or ``not kept``, then one line ``finished N`` per game (a game that ended as
the window closed, before its end was shown, counts too) and ``done`` at the end.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt.app import claim_keeping
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow

TABLE = TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy")), RuleOptions(dice_per_player=2))
"""Short games: a person against Easy, two dice each."""


def main() -> int:
    """Play for the given seconds; return 0."""
    folder, settings_path, seconds = Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3])
    app = QApplication([sys.argv[0]])
    lock, _ = claim_keeping(folder)
    print("kept" if lock is not None else "not kept", flush=True)
    window = MainWindow(
        Settings(settings_path),
        Speed.INSTANT,
        ask_after_game=False,
        store_folder=folder if lock is not None else None,
    )
    window.scene.set_reveal_auto_continue(0)
    controller = window.controller
    rng = random.Random()
    finished = [0]
    shown = [False]  # whether the game at the table has been shown ending

    def act(choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        if choices.may_dudo and (rng.random() < 0.4 or not choices.bids):
            QTimer.singleShot(0, controller.request_dudo)
        elif choices.bids:
            bid = choices.bids[0]
            QTimer.singleShot(0, lambda: controller.request_bid(bid))

    def game_over(_winner: int) -> None:
        finished[0] += 1
        shown[0] = True
        print(f"finished {finished[0]}", flush=True)
        QTimer.singleShot(0, next_game)

    def next_game() -> None:
        shown[0] = False
        window.start_game(TABLE)

    def stop() -> None:
        # A game can end (and be kept) as the window closes, before its end is shown.
        snapshot = controller.snapshot
        if snapshot is not None and snapshot.winner is not None and not shown[0]:
            finished[0] += 1
            print(f"finished {finished[0]} as the window closed", flush=True)
        window.close()
        app.quit()

    controller.choices_changed.connect(act)
    window.game_over_shown.connect(game_over)
    QTimer.singleShot(round(seconds * 1000), stop)
    window.show()
    window.start_or_resume(TABLE)
    app.exec()
    controller.shutdown()
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
