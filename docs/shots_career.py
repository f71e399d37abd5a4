"""Screenshots of the career (``make screenshots``; offscreen works too).

A data folder with a dozen free games and a few career stages climbed (the person's seat played
by a Normal bot, every game seeded), then at 1366x768, in English and in French: the ladder
screen, and the Statistics dialog with the rating chart.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import QApplication, QDialog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fill_store import fill, play
from perudo_qt.career.stages import STAGES
from perudo_qt.controller.keeper import career_entry, saved_seats
from perudo_qt.controller.pacing import Speed
from perudo_qt.i18n import install_translations
from perudo_qt.settings import Settings
from perudo_qt.store import StatsDatabase, summarize
from perudo_qt.store.saves import FILE_NAME
from perudo_qt.ui.career.ladder_screen import LadderDialog
from perudo_qt.ui.career.stage_table import stage_table
from perudo_qt.ui.keeping.statistics import StatisticsDialog
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
SIZE = (1366, 768)
STAGES_TO_BEAT = 4


def climb(folder: Path) -> None:
    """Record career games, stage after stage, until ``STAGES_TO_BEAT`` stages are beaten."""
    database = StatsDatabase(folder)
    seed = 100
    for stage in STAGES[:STAGES_TO_BEAT]:
        table = stage_table(stage, "You")
        seats = saved_seats(table)
        while True:
            seed += 1
            game = play(seats, seed)
            database.add_game(summarize(game, seats), seats, game, None, career_entry(table))
            if game.winner is not None and summarize(game, seats).place <= stage.needed_place:
                break
    database.close()


def grab(window: MainWindow, dialog: QDialog, name: str) -> None:
    """Save the window with ``dialog`` drawn over it where it stands (any platform, offscreen
    included: the screen itself is not read)."""
    shot = window.grab()
    painter = QPainter(shot)
    painter.drawPixmap(dialog.pos() - window.pos(), dialog.grab())
    painter.end()
    shot.save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def main() -> int:
    """Take the English shots, then the French ones, each in a process of its own."""
    if len(sys.argv) > 1:
        return shoot(sys.argv[1])
    for language in ("en", "fr"):
        subprocess.run([sys.executable, __file__, language], check=True)
    return 0


def shoot(language: str) -> int:
    """Fill a data folder, then take the shots in ``language``."""
    app = QApplication.instance() or QApplication(sys.argv)
    work = Path(tempfile.mkdtemp(prefix="perudo-shots-career-"))
    fill(work / "data", games=12)
    (work / "data" / FILE_NAME).unlink()  # no resume question over the ladder
    climb(work / "data")

    def open_ladder() -> None:
        install_translations(app, language)
        suffix = "" if language == "en" else f"_{language}"
        window = MainWindow(
            Settings(work / f"settings-{language}.ini"),
            Speed.FAST,
            ask_after_game=False,
            store_folder=work / "data",
        )
        window.setGeometry(0, 0, *SIZE)
        window.show()
        action = window.findChild(QAction, "careerAction")
        assert action is not None
        action.trigger()
        ladder = window.findChild(LadderDialog)
        assert ladder is not None
        ladder.resize(1240, 720)
        ladder.move(63, 24)

        def ladder_shot() -> None:
            grab(window, ladder, f"career_ladder{suffix}")
            ladder.close()
            keeper = window.keeping.keeper
            assert keeper is not None
            assert keeper.stats is not None
            dialog = StatisticsDialog(keeper.stats, window)
            dialog.resize(1100, 680)
            dialog.move(133, 44)
            dialog.show()
            QTimer.singleShot(500, lambda: statistics_shot(dialog))

        def statistics_shot(dialog: QDialog) -> None:
            grab(window, dialog, f"career_rating{suffix}")
            dialog.close()
            window.close()
            app.quit()

        QTimer.singleShot(900, ladder_shot)

    QTimer.singleShot(0, open_ladder)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
