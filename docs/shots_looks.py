"""Screenshots of the table's looks (run under Xvfb: ``make screenshots``).

At 1366x768, a five-seat table held on its first reveal in each look: the high-contrast theme,
a cosmetic set the career unlocks (Midnight), and the classic table under a dark system
palette (the side panel's coloured text following it); then the Settings' Display page and
its Appearance group, locked themes shown with what unlocks them.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from first_reveal import shoot_at_first_reveal
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QTabWidget

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.table.looks import Looks
from perudo_qt.ui.table.themes import THEMES

OUT = Path(__file__).parent
SEATS = (
    SeatSetup("You"),
    SeatSetup("Lucía", "hard", "skeptic"),
    SeatSetup("Mateo", "normal", "gambler"),
    SeatSetup("Sofía", "easy"),
    SeatSetup("Tomás", "hard", "accountant"),
)


def dark_palette() -> QPalette:
    """A dark desktop theme: light text on a near-black ground."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#eeeeee"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#2b2b2b"),
        (QPalette.ColorRole.Text, "#f0f0f0"),
        (QPalette.ColorRole.Button, "#3a3a3a"),
        (QPalette.ColorRole.ButtonText, "#eeeeee"),
        (QPalette.ColorRole.Highlight, "#3d7ab8"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


def save(window: MainWindow | SettingsDialog, name: str) -> None:
    window.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def at_first_reveal(app: QApplication, name: str, theme: str, then: Callable[[], None]) -> None:
    """Play a game in ``theme`` to its first reveal, grab it as ``name``, then go on."""
    settings = Settings(Path(tempfile.mkdtemp()) / "shots.ini")
    settings.set(TUTORIAL_OFFERED, True)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    # Drawn as if unlocked: a screenshot shows the set, whoever earned it.
    window.artwork.set_theme(THEMES[theme])
    window.scene.apply_theme()
    window.resize(1366, 768)
    window.show()

    def shoot() -> None:
        save(window, name)
        window.controller.shutdown()
        window.close()
        then()

    shoot_at_first_reveal(window, shoot)
    window.start_game(TableSetup(SEATS, RuleOptions(lost_dice_visible=True)), seed=11)


def appearance_page(app: QApplication) -> None:
    """The Settings dialog's Appearance group, with no career progress yet."""
    dialog = SettingsDialog(TableSetup.default(), Speed.NORMAL)
    dialog.appearance.set_values(Looks("high-contrast"), frozenset({"classic", "high-contrast"}))
    dialog.show()
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    tabs.setCurrentIndex(2)  # Display, with the Appearance group
    dialog.appearance.theme.showPopup()

    def shoot() -> None:
        frame = dialog.frameGeometry().united(dialog.appearance.theme.view().window().geometry())
        picture = app.primaryScreen().grabWindow(
            0, frame.x(), frame.y(), frame.width(), frame.height()
        )
        picture.save(str(OUT / "looks_settings.png"))
        print("saved docs/looks_settings.png", flush=True)
        dialog.appearance.theme.hidePopup()
        dialog.close()
        app.quit()

    QTimer.singleShot(600, shoot)


def main() -> int:
    app = QApplication(sys.argv)
    install_translations(app, "en")

    def dark() -> None:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        at_first_reveal(app, "looks_dark_palette", "classic", lambda: appearance_page(app))

    at_first_reveal(
        app,
        "looks_high_contrast",
        "high-contrast",
        lambda: at_first_reveal(app, "looks_midnight", "midnight", dark),
    )
    QTimer.singleShot(240000, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
