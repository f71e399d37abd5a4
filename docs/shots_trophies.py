"""Screenshots of the achievements (run under Xvfb: ``make screenshots``).

From a data folder of 24 finished games (``benchmarks/fill_store.py``), one more game is played
at a duel table, the person's seat by the least raise or a Dudo: the 25th game earns "Regular",
and its toast is taken after the last reveal; then the Achievements page over the window. Both
at 1366x768, in English and French.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fill_store import fill
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.store.saves import FILE_NAME as SAVE_FILE
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.trophies.toast import FADE_IN_MS, AchievementToast
from perudo_qt.ui.trophies.trophies import Trophies

OUT = Path(__file__).parent
SIZE = (1366, 768)
TABLE = TableSetup(
    (SeatSetup("You"), SeatSetup("Mateo", "easy", "balanced")), RuleOptions(dice_per_player=3)
)


def save_over(window: QWidget, dialog: QWidget | None, name: str) -> None:
    """Save the window, with ``dialog`` drawn where it stands over it."""
    image = window.grab()
    if dialog is not None:
        painter = QPainter(image)
        painter.drawPixmap(
            dialog.mapToGlobal(QPoint()) - window.mapToGlobal(QPoint()), dialog.grab()
        )
        painter.end()
    image.save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def autoplay(window: MainWindow) -> None:
    """Play the person's seat: Dudo on a bid of half the dice or more, else the least raise."""

    def act(choices: HumanChoices) -> None:
        game = window.controller.game
        if not choices.my_turn or game is None:
            return
        standing = game.current_bid
        if choices.may_dudo and standing is not None and standing.quantity * 2 >= game.total_dice:
            QTimer.singleShot(200, window.controller.request_dudo)
        else:
            QTimer.singleShot(200, lambda: window.controller.request_bid(choices.bids[0]))

    window.controller.choices_changed.connect(act)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    work = Path(tempfile.mkdtemp(prefix="perudo-shots-trophies-"))
    filled = work / "filled"
    fill(filled, games=24)
    (filled / SAVE_FILE).unlink()  # no game to resume: the toast's game starts at once
    steps: list[Callable[[], None]] = []

    def next_step() -> None:
        if steps:
            steps.pop(0)()
        else:
            app.quit()

    def shots_in(code: str) -> Callable[[], None]:
        def shoot() -> None:
            install_translations(app, code)
            data = work / code
            shutil.copytree(filled, data)
            settings = Settings(work / f"{code}.ini")
            settings.set(TUTORIAL_OFFERED, True)  # not a first start: no tutorial offered
            window = MainWindow(settings, Speed.FAST, store_folder=data)
            window.scene.set_reveal_auto_continue(1)  # reveals go on after a second
            window.resize(*SIZE)
            window.show()
            toast = window.findChild(AchievementToast)
            trophies = window.findChild(Trophies)
            assert toast is not None
            assert trophies is not None

            def grab_toast() -> None:
                save_over(window, None, f"trophies_toast_{code}")
                page = trophies.show_page()
                QTimer.singleShot(500, lambda: grab_page(page))

            def grab_page(page: QWidget | None) -> None:
                save_over(window, page, f"trophies_page_{code}")
                if page is not None:
                    page.close()
                window.close()
                next_step()

            toast.shown.connect(lambda _: QTimer.singleShot(FADE_IN_MS + 300, grab_toast))
            autoplay(window)
            window.start_game(TABLE, seed=5)

        return shoot

    steps += [shots_in("en"), shots_in("fr")]
    QTimer.singleShot(0, next_step)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
