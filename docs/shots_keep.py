"""Screenshots of what is kept between games (run under Xvfb: ``make screenshots``).

From a data folder filled by ``benchmarks/fill_store.py`` (three dozen finished games and a
game in progress): the resume prompt, the history after a few more rounds, a replay with the
cups open, and the Statistics dialog.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fill_store import fill
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.i18n import install_translations
from perudo_qt.settings import Settings
from perudo_qt.ui.keeping.statistics import StatisticsDialog
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    install_translations(app, "en")  # English plural forms, as the game loads them
    work = Path(tempfile.mkdtemp(prefix="perudo-shots-keep-"))
    fill(work / "data", games=36)
    settings = Settings(work / "settings.ini")
    window = MainWindow(settings, Speed.FAST, store_folder=work / "data")
    window.scene.set_reveal_auto_continue(1)  # reveals go on after a second
    window.resize(1280, 800)
    window.show()
    window.start_or_resume(settings.table())
    rounds_to_play = [0]

    def resume_prompt() -> None:
        # The prompt is a window of its own: grab the screen where the main window is.
        screen = QApplication.primaryScreen().grabWindow(0)
        screen.copy(window.frameGeometry()).save(str(OUT / "resume.png"))
        print("saved docs/resume.png", flush=True)
        assert window.keeping.resume_prompt is not None
        window.keeping.resume_prompt.buttons()[0].click()
        game = window.controller.game
        assert game is not None
        rounds_to_play[0] = game.round_number + 2
        window.controller.choices_changed.connect(play)

    def play(choices: HumanChoices) -> None:
        game = window.controller.game
        if not choices.my_turn or game is None:
            return
        if game.round_number >= rounds_to_play[0]:
            window.controller.choices_changed.disconnect(play)
            QTimer.singleShot(500, history)
            return
        standing = game.current_bid
        if choices.may_dudo and standing is not None and standing.quantity >= game.total_dice // 3:
            QTimer.singleShot(300, window.controller.request_dudo)
        else:
            QTimer.singleShot(300, lambda: window.controller.request_bid(choices.bids[0]))

    def history() -> None:
        window.keeping.show_history()
        dialog = window.keeping.history_dialog
        assert dialog is not None
        dialog.resize(560, 760)
        QTimer.singleShot(400, lambda: (save(dialog, "history"), dialog.close(), replay()))

    def replay() -> None:
        games = window.keeping.show_finished_games()
        assert games is not None
        games.games.setCurrentRow(3)
        games.replay_selected()
        shown = games.replay
        assert shown is not None
        shown.resize(1280, 780)
        shown.cups_open.setChecked(True)
        shown.go_to(5)
        QTimer.singleShot(
            600, lambda: (save(shown, "replay"), shown.close(), games.close(), statistics())
        )

    def statistics() -> None:
        assert window.keeping.keeper is not None
        assert window.keeping.keeper.stats is not None
        dialog = StatisticsDialog(window.keeping.keeper.stats, window)
        dialog.show()
        QTimer.singleShot(300, lambda: finish(dialog))

    def finish(dialog: StatisticsDialog) -> None:
        save(dialog, "statistics")
        dialog.close()
        window.close()
        app.quit()

    QTimer.singleShot(1200, resume_prompt)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
