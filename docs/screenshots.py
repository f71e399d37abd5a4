"""Take the README's screenshots of the real window (run under Xvfb: ``make screenshots``).

Plays seeded games at normal speed and grabs the window at four moments: a normal turn, a
reveal, a palifico round, and the settings dialog.
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
from perudo_qt.ui.setup.dialogs import SettingsDialog

OUT = Path(__file__).parent


class Director:
    """Plays the person's seat and grabs the window when each wanted moment comes."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.shots: list[str] = []
        self.turns = 0
        window.controller.choices_changed.connect(self.on_choices)
        window.scene.reveal_held_changed.connect(self.on_held)

    def grab(self, name: str) -> None:
        if name in self.shots:
            return
        self.shots.append(name)
        self.window.grab().save(str(OUT / f"{name}.png"))
        print(f"saved docs/{name}.png", flush=True)

    def on_choices(self, choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        game = self.window.controller.game
        assert game is not None
        self.turns += 1
        if game.is_palifico_round and game.current_bid is not None:
            QTimer.singleShot(1200, lambda: self.grab("palifico"))
            QTimer.singleShot(2000, self.window.selector.dudo_requested.emit)
            return
        if self.turns == 2 and game.current_bid is not None:
            QTimer.singleShot(700, lambda: self.grab("turn"))
            QTimer.singleShot(1500, self.window.selector.dudo_requested.emit)
            return
        if choices.may_dudo and game.current_bid.quantity >= 3:
            QTimer.singleShot(300, self.window.selector.dudo_requested.emit)
        else:
            QTimer.singleShot(300, self.window.selector.submit)

    def on_held(self, held: bool) -> None:
        """Grab the first reveal the table holds on; go on from every reveal, as a player."""
        if not held:
            return
        wait = 0
        if "reveal" not in self.shots:
            wait = 600
            QTimer.singleShot(300, lambda: self.grab("reveal"))
        QTimer.singleShot(wait, self.window.scene.continue_reveal)


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "en")  # English plural forms, as the game loads them
    settings = Settings(Path(tempfile.mkdtemp()) / "screenshots.ini")
    window = MainWindow(settings, Speed.NORMAL, ask_after_game=False)
    window.resize(1500, 900)
    window.show()
    director = Director(window)
    seats = (
        SeatSetup("You"),
        SeatSetup("Ana", "normal"),
        SeatSetup("Bruno", "hard", "pirate"),
        SeatSetup("Carmen", "easy"),
        SeatSetup("Diego", "hard"),
    )
    options = RuleOptions(dice_per_player=3, calza=True, lost_dice_visible=True)
    window.start_game(TableSetup(seats, options), seed=11)

    def settings_shot() -> None:
        dialog = SettingsDialog(settings.table(), Speed.NORMAL, window)
        dialog.show()
        dialog.grab().save(str(OUT / "settings.png"))
        print("saved docs/settings.png", flush=True)
        dialog.close()

    def check() -> None:
        wanted = {"turn", "reveal", "palifico"}
        if wanted <= set(director.shots):
            settings_shot()
            window.close()
            app.quit()
        else:
            QTimer.singleShot(500, check)

    QTimer.singleShot(500, check)
    QTimer.singleShot(240000, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
