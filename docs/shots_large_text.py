"""Screenshots of the table with large text (run under Xvfb: ``make screenshots``).

In French, six seats with long names held on their first reveal: the table text size at 150 %
and 200 %, in windows of 1366x768 and 1024x700; then the high-contrast theme at 1366x768 with
the text at 150 %. Each shot prints the on-screen height of a plate's name, in pixels.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from first_reveal import shoot_at_first_reveal
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt import settings_schema as schema
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table.themes import THEMES

OUT = Path(__file__).parent
SEATS = (
    SeatSetup("Maximiliano de la Cruz"),
    SeatSetup("Anastasia Valentina", "hard", "skeptic"),
    SeatSetup("Bartolomé Esteban", "normal", "gambler"),
    SeatSetup("Carmen Guadalupe", "easy"),
    SeatSetup("Diego Alejandro", "hard", "accountant"),
    SeatSetup("Elena Margarita", "normal", "pirate"),
)
SHOTS = (
    ("table_large_text_150", (1366, 768), "150", "classic"),
    ("table_large_text_200", (1366, 768), "200", "classic"),
    ("table_large_text_150_1024x700", (1024, 700), "150", "classic"),
    ("table_large_text_200_1024x700", (1024, 700), "200", "classic"),
    ("table_high_contrast", (1366, 768), "150", "high-contrast"),
)


def name_pixels(window: MainWindow) -> float:
    """Return the on-screen pixel height of a plate's name: font, plate and view scales."""
    plate = window.scene.plate(0)
    return plate.fonts()[0].pixelSize() * plate.scale() * window.table_view.transform().m11()


def at_first_reveal(
    name: str, size: tuple[int, int], percent: str, theme: str, then: Callable[[], None]
) -> None:
    """Play a game to its first reveal with the text at ``percent``, grab it as ``name``."""
    settings = Settings(Path(tempfile.mkdtemp()) / "shots.ini")
    settings.set(schema.TUTORIAL_OFFERED, True)
    settings.set(schema.TABLE_TEXT_SIZE, percent)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    window.artwork.set_theme(THEMES[theme])  # drawn as if unlocked
    window.scene.apply_theme()
    window.resize(*size)
    window.show()

    def shoot() -> None:
        window.grab().save(str(OUT / f"{name}.png"))
        print(f"saved docs/{name}.png: names {name_pixels(window):.1f} px high", flush=True)
        window.controller.shutdown()
        window.close()
        then()

    shoot_at_first_reveal(window, shoot)
    window.start_game(TableSetup(SEATS, RuleOptions(lost_dice_visible=True)), seed=11)


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "fr")

    def shoot_from(index: int) -> None:
        if index == len(SHOTS):
            app.quit()
            return
        name, size, percent, theme = SHOTS[index]
        at_first_reveal(name, size, percent, theme, lambda: shoot_from(index + 1))

    shoot_from(0)
    QTimer.singleShot(240000, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
