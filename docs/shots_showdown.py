"""Take the showdown's screenshots of the real window (run under Xvfb: ``make screenshots``).

A six-seat table with long names plays at instant speed, the reveal held as for a person: the
first reveal is grabbed at 1366x768 and at 1024x700, then the game runs to its end and the
table is grabbed with the winner marked and the last reveal still on the felt.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
SEATS = (
    SeatSetup("Maximiliano de la Cruz Herrera"),
    SeatSetup("Anastasia Valentina Rodríguez", "normal", "accountant"),
    SeatSetup("Bartolomé Esteban Murillo Ruiz", "hard", "pirate"),
    SeatSetup("Carmen Guadalupe Fernández Gil", "easy", "gambler"),
    SeatSetup("Diego Alejandro Santos Navarro", "hard", "skeptic"),
    SeatSetup("Elena Margarita Castillo Ortiz", "normal", "balanced"),
)


class Director:
    """Plays the person's seat and grabs the window at the wanted moments."""

    def __init__(self, window: MainWindow, app: QApplication) -> None:
        self.window = window
        self.app = app
        self.reveals = 0
        window.controller.choices_changed.connect(self.on_choices)
        window.scene.reveal_held_changed.connect(self.on_held)
        window.game_over_shown.connect(self.on_game_over)

    def grab(self, name: str) -> None:
        self.window.grab().save(str(OUT / f"{name}.png"))
        print(f"saved docs/{name}.png", flush=True)

    def on_choices(self, choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        standing = choices.standing
        if choices.may_dudo and standing is not None and standing.quantity >= 8:
            QTimer.singleShot(50, self.window.selector.dudo_requested.emit)
        else:
            QTimer.singleShot(50, self.window.selector.submit)

    def on_held(self, held: bool) -> None:
        if not held:
            return
        self.reveals += 1
        if self.reveals == 1:
            QTimer.singleShot(300, self.first_reveal)
        else:
            QTimer.singleShot(0, self.window.scene.continue_reveal)

    def first_reveal(self) -> None:
        self.grab("showdown_six_seats")
        self.window.resize(1024, 700)
        QTimer.singleShot(400, self.small_reveal)

    def small_reveal(self) -> None:
        self.grab("showdown_1024x700")
        self.window.resize(1366, 768)
        QTimer.singleShot(300, self.window.scene.continue_reveal)

    def on_game_over(self, winner: int) -> None:
        QTimer.singleShot(400, self.game_over)

    def game_over(self) -> None:
        self.grab("showdown_game_over")
        self.window.close()
        self.app.quit()


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "en")  # English plural forms, as the game loads them
    settings = Settings(Path(tempfile.mkdtemp()) / "screenshots.ini")
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    window.resize(1366, 768)
    window.show()
    director = Director(window, app)
    options = RuleOptions(dice_per_player=5, calza=True, lost_dice_visible=True)
    window.start_game(TableSetup(SEATS, options), seed=7)
    QTimer.singleShot(240000, app.quit)
    status = app.exec()
    return status if director.reveals else 1


if __name__ == "__main__":
    sys.exit(main())
