"""The game side of the AT-SPI test: a real window on X, played by keys up to the first reveal.

Run with the project's python under an X server and ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``.
The person bids with Enter and calls Dudo with D; once the table holds on the reveal, the
window stays open ``--linger`` seconds for the reader, then closes. It prints, as JSON lines,
what the accessibility feature announced, for the test to compare with what the reader heard.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.main_window import MainWindow


def main() -> int:
    """Play one round by keys, hold on the reveal, then close."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--settings", type=Path, required=True)
    parser.add_argument("--linger", type=float, default=6.0)
    parser.add_argument("--think", type=float, default=2.0, help="seconds before each key")
    arguments = parser.parse_args()
    app = QApplication(sys.argv[:1])
    app.setApplicationName("perudo-qt")
    install_translations(app, "en")  # the English plural forms: "1 two"
    window = MainWindow(Settings(arguments.settings), Speed.FAST, ask_after_game=False)
    window.scene.set_reveal_auto_continue(None)
    accessibility = window.findChild(Accessibility)
    assert accessibility is not None
    accessibility.announced.connect(
        lambda text, assertive: print(
            json.dumps({"said": text, "assertive": assertive}), flush=True
        )
    )

    def act(choices: HumanChoices) -> None:
        if choices.my_turn:
            standing = choices.standing
            dudo = choices.may_dudo and standing is not None and standing.quantity >= 3
            key = Qt.Key.Key_D if dudo else Qt.Key.Key_Return
            QTimer.singleShot(round(arguments.think * 1000), lambda: QTest.keyClick(window, key))

    def held(holding: bool) -> None:
        if holding:
            print(json.dumps({"held": True}), flush=True)
            QTimer.singleShot(round(arguments.linger * 1000), window.close)

    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    window.scene.reveal_held_changed.connect(held)
    window.show()
    window.activateWindow()  # no window manager under Xvfb: the window takes the focus itself
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "normal"))
    table = TableSetup(seats, RuleOptions(lost_dice_visible=True), first_seat=0)
    QTimer.singleShot(500, lambda: window.start_game(table, seed=4))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
