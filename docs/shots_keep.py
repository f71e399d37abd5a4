"""Screenshots of what is kept between games (run under Xvfb: ``make screenshots``).

The resume prompt over a saved game, and the Statistics dialog after a few dozen games, from
a data folder filled by ``benchmarks/fill_store.py``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fill_store import fill
from perudo_qt.controller.pacing import Speed
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.statistics import StatisticsDialog

OUT = Path(__file__).parent


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    work = Path(tempfile.mkdtemp(prefix="perudo-shots-keep-"))
    fill(work / "data", games=36)
    settings = Settings(work / "settings.ini")
    window = MainWindow(settings, Speed.NORMAL, store_folder=work / "data")
    window.resize(1280, 800)
    window.show()
    window.start_or_resume(settings.table())

    def resume_prompt() -> None:
        # The prompt is a window of its own: grab the screen where the main window is.
        screen = QApplication.primaryScreen().grabWindow(0)
        screen.copy(window.frameGeometry()).save(str(OUT / "resume.png"))
        print("saved docs/resume.png", flush=True)
        assert window.resume_prompt is not None
        window.resume_prompt.buttons()[0].click()
        QTimer.singleShot(1500, statistics)

    def statistics() -> None:
        assert window.keeper is not None
        assert window.keeper.stats is not None
        dialog = StatisticsDialog(window.keeper.stats, window)
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
