"""Screenshots of the window's fit and flow (run under Xvfb: ``make screenshots``).

The first frame on a 1366x768 laptop, at 1024x700 and at 800x560 (the small ones in French too,
a longer language), the moment the person is out of the game, and the final placings after
skipping to the result.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.ui import main_window
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
SEATS = (
    SeatSetup("You"),
    SeatSetup("Lucía", "hard", "skeptic"),
    SeatSetup("Mateo", "normal", "gambler"),
    SeatSetup("Sofía", "easy"),
    SeatSetup("Tomás", "hard", "accountant"),
)


def save(window: MainWindow, name: str) -> None:
    window.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def window_on(screen: QRect, ask: bool = False) -> MainWindow:
    """A window opened as if on a screen whose free area is ``screen``."""
    main_window.available_geometry = lambda widget: screen  # type: ignore[assignment]
    settings = Settings(Path(tempfile.mkdtemp()) / "shots.ini")
    settings.set(TUTORIAL_OFFERED, True)  # no first-start offer over the table
    window = MainWindow(settings, Speed.FAST, ask_after_game=ask)
    window.scene.set_reveal_auto_continue(1)  # the person "presses Space" after a second
    window.show()
    return window


def first_frames(then: object) -> None:
    """The first frame of a game on a 1366x768 laptop (a 28 px panel), at 1024x700 and 800x560.

    At 800x560 the side panel folds away: the table keeps its text at 10 px or more.
    """
    shots = [
        ("window_1366x768", QRect(0, 0, 1366, 740), "en"),
        ("window_1024x700", QRect(0, 0, 1024, 700), "en"),
        ("window_800x560", QRect(0, 0, 800, 560), "en"),
        ("window_1024x700_fr", QRect(0, 0, 1024, 700), "fr"),
        ("window_800x560_fr", QRect(0, 0, 800, 560), "fr"),
    ]
    app = QApplication.instance()

    def next_shot() -> None:
        if not shots:
            install_translations(app, "en")  # type: ignore[arg-type]
            QTimer.singleShot(0, then)  # type: ignore[arg-type]
            return
        name, screen, language = shots.pop(0)
        install_translations(app, language)  # type: ignore[arg-type]
        window = window_on(screen)
        window.start_game(TableSetup(SEATS, RuleOptions(lost_dice_visible=True)), seed=11)

        def shoot() -> None:
            save(window, name)
            window.close()
            next_shot()

        QTimer.singleShot(2500, shoot)

    next_shot()


def out_and_result(done: object) -> None:
    """Bid recklessly until out, grab the "you are out" bar, skip, grab the placings."""
    window = window_on(QRect(0, 0, 1366, 740), ask=True)
    table = TableSetup(SEATS, RuleOptions(dice_per_player=2, lost_dice_visible=True))

    out_seen: list[bool] = []

    def reckless(choices: HumanChoices) -> None:
        if choices.my_turn:
            bid = max(choices.bids, key=lambda bid: (bid.quantity, bid.face), default=None)
            if bid is not None:
                QTimer.singleShot(200, lambda: window.controller.request_bid(bid))
            else:
                QTimer.singleShot(200, window.controller.request_dudo)

    def on_out_shown() -> None:
        if window.result_bar.watch_button.isVisible() and not out_seen:
            out_seen.append(True)
            QTimer.singleShot(1500, out_shot)

    def out_shot() -> None:
        save(window, "you_are_out")
        window.game_over_shown.connect(lambda _winner: QTimer.singleShot(1500, result_shot))
        window.result_bar.skip_button.click()

    def result_shot() -> None:
        save(window, "game_over")
        window.close()
        QTimer.singleShot(0, done)  # type: ignore[arg-type]

    window.controller.choices_changed.connect(reckless)
    window.scene.events_shown.connect(lambda _events: on_out_shown())
    window.start_game(table, seed=3)


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "en")  # English plural forms, as the game loads them
    app.setQuitOnLastWindowClosed(False)  # one window after another
    first_frames(lambda: out_and_result(app.quit))
    QTimer.singleShot(180000, lambda: app.exit(1))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
