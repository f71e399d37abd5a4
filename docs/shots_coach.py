"""Take the README's screenshots of the hints and the coach (run under Xvfb: ``make screenshots``).

Plays a seeded game at 1366x768 with the hints shown and the coach reviewing each round, and
grabs the window on a turn of the person's with a bid standing, on a round's review that
faults a decision, and on the game's review at its end.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt.coach import CoachMode
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import COACH, HINTS
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
WANTED = {"hints", "coach", "coach_game"}


class Director:
    """Plays the person's seat: grabs the hints on a turn, then the coach after a round."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.missing = set(WANTED)
        self.turns = 0
        window.controller.choices_changed.connect(self.on_choices)
        window.learning.coach_view.textChanged.connect(self.on_review)

    def grab(self, name: str) -> None:
        """Save the window as ``docs/<name>.png`` once; quit when every shot is taken."""
        if name in self.missing:
            self.missing.remove(name)
            self.window.grab().save(str(OUT / f"{name}.png"))
            print(f"saved docs/{name}.png", flush=True)
        if not self.missing:
            self.window.close()
            QApplication.quit()

    def on_choices(self, choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        self.turns += 1
        standing = choices.standing
        if standing is not None and "hints" in self.missing and self.turns >= 2:
            QTimer.singleShot(600, lambda: self.grab("hints"))
            QTimer.singleShot(1200, self.window.selector.submit)
            return
        if choices.may_dudo and standing is not None and standing.quantity >= 4:
            QTimer.singleShot(300, self.window.selector.dudo_requested.emit)
        else:
            QTimer.singleShot(300, self.window.selector.submit)

    def on_review(self) -> None:
        """Grab a round's review that faults a decision, then the game's summary at its end."""
        text = self.window.learning.coach_view.toPlainText()
        if text.startswith("This game"):
            QTimer.singleShot(400, lambda: self.grab("coach_game"))
        elif "hints" not in self.missing and ("Risky" in text or "mistake" in text):
            QTimer.singleShot(400, lambda: self.grab("coach"))


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "en")  # English plural forms, as the game loads them
    settings = Settings(Path(tempfile.mkdtemp()) / "shots-coach.ini")
    settings.set(HINTS, True)
    settings.set(COACH, CoachMode.AFTER_ROUND)
    window = MainWindow(settings, Speed.FAST, ask_after_game=False)
    window.scene.set_reveal_auto_continue(1)  # reveals go on after a second
    window.resize(1366, 768)
    window.show()
    director = Director(window)  # held here: its slots take the shots
    seats = (
        SeatSetup("You"),
        SeatSetup("Ana", "normal"),
        SeatSetup("Bruno", "hard", "pirate"),
        SeatSetup("Carmen", "normal"),
    )
    director.window.start_game(TableSetup(seats, RuleOptions(dice_per_player=4)), seed=5)
    QTimer.singleShot(180000, app.quit)  # a safety net: the game ends well before
    status = app.exec()
    return 1 if director.missing else status


if __name__ == "__main__":
    sys.exit(main())
