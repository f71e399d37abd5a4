"""Take the characters' screenshots: a six-seat career table, portraits and a reaction bubble.

Run under Xvfb (``make screenshots``). Each shot is taken by a run of its own, as the language
and the scale factor (``QT_SCALE_FACTOR``) are set when the application starts: in English at
1366x768 and 1024x700, in French at 1366x768, and in English at 1024x700 on a screen of
twice the pixels. The person bids the least raise, and calls Dudo from six dice on; the
window is grabbed while a character's line is on the table.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import Event, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
SEATS = (
    SeatSetup("Maximiliano"),
    SeatSetup("Morgana", "hard", "pirate", character="morgana"),
    SeatSetup("Lucía", "easy", "accountant", character="lucia"),
    SeatSetup("El Cóndor", "expert", character="condor"),
    SeatSetup("Django", "normal", "gambler", character="django"),
    SeatSetup("Anastasia Valentina Rodríguez", "normal", "skeptic"),
)
SHOTS = {
    "characters_1366x768": ("en", 1, (1366, 768)),
    "characters_1024x700": ("en", 1, (1024, 700)),
    "characters_fr": ("fr", 1, (1366, 768)),
    "characters_2x": ("en", 2, (1024, 700)),
}
"""Each shot: its language, its scale factor and the window's size (in logical pixels)."""


class Director:
    """Plays the person's seat and grabs the window while a character speaks."""

    def __init__(self, window: MainWindow, app: QApplication, name: str) -> None:
        self.window = window
        self.app = app
        self.name = name
        self.taken = False
        window.controller.choices_changed.connect(self.on_choices)
        window.scene.events_shown.connect(self.on_shown)
        window.scene.reveal_held_changed.connect(self.on_held)

    def on_choices(self, choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        standing = choices.standing
        if choices.may_dudo and standing is not None and standing.quantity >= 6:
            QTimer.singleShot(50, self.window.selector.dudo_requested.emit)
        else:
            QTimer.singleShot(50, self.window.selector.submit)

    def on_held(self, held: bool) -> None:
        if held:
            QTimer.singleShot(1200, self.window.scene.continue_reveal)

    def on_shown(self, events: tuple[Event, ...]) -> None:
        scene = self.window.scene
        speaking = any(scene.speech(seat).isVisible() for seat in range(len(SEATS)))
        if speaking and not self.taken:
            self.taken = True
            QTimer.singleShot(700, self.grab)

    def grab(self) -> None:
        self.window.grab().save(str(OUT / f"{self.name}.png"))
        print(f"saved docs/{self.name}.png", flush=True)
        self.window.close()
        self.app.quit()


def shoot(name: str) -> int:
    """Take one shot in this process (its language and scale already in the environment)."""
    language, _, size = SHOTS[name]
    app = QApplication(sys.argv[:1])
    install_translations(app, language)
    settings = Settings(Path(tempfile.mkdtemp()) / "screenshots.ini")
    window = MainWindow(settings, Speed.NORMAL, ask_after_game=False)
    window.resize(*size)
    window.show()
    director = Director(window, app, name)
    options = RuleOptions(lost_dice_visible=True)
    window.start_game(TableSetup(SEATS, options), seed=11)
    QTimer.singleShot(120000, app.quit)
    app.exec()
    return 0 if director.taken else 1


def main() -> int:
    if len(sys.argv) > 1:
        return shoot(sys.argv[1])
    for name, (_, scale, _) in SHOTS.items():
        env = {**os.environ, "QT_SCALE_FACTOR": str(scale)}
        if subprocess.run([sys.executable, __file__, name], env=env, check=False).returncode:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
