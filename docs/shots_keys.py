"""Screenshots of the keys and the focus (run under Xvfb: ``make screenshots``).

Saves the Settings' Keys page just after a key another action has was refused, the rules
help's list of keys once Dudo is on Q, the window at 1366x768 with the focus on the quantity
and on the log, and the Settings' Display page with the focus on the speed.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.i18n import install_translations
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SOUND_MUTED, SOUND_VOLUME, TUTORIAL_OFFERED
from perudo_qt.ui.controls.focus_style import FocusIndicator
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.learning.help import HelpWindow
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog

OUT = Path(__file__).parent
SIZE = (1366, 768)


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def main() -> int:
    app = QApplication(sys.argv[:1])
    install_translations(app, "en")
    FocusIndicator.install(app)
    settings = Settings(Path(tempfile.mkdtemp(prefix="perudo-shots-")) / "keys.ini")
    settings.set(TUTORIAL_OFFERED, True)
    window = MainWindow(settings, Speed.FAST, ask_after_game=False)
    window.resize(*SIZE)
    window.show()
    window.activateWindow()
    steps: list[Callable[[], None]] = []

    def next_step() -> None:
        if steps:
            QTimer.singleShot(400, steps.pop(0))
        else:
            app.quit()

    def on_choices(choices: HumanChoices) -> None:
        if choices.my_turn:
            window.controller.choices_changed.disconnect(on_choices)
            next_step()

    def focus_on_quantity() -> None:
        window.selector.quantity.setFocus(Qt.FocusReason.TabFocusReason)
        QTimer.singleShot(300, lambda: (save(window, "focus_quantity"), next_step()))

    def focus_on_log() -> None:
        window.game_log.setFocus(Qt.FocusReason.TabFocusReason)
        QTimer.singleShot(300, lambda: (save(window, "focus_log"), next_step()))

    def settings_dialog(page: int) -> SettingsDialog:
        dialog = SettingsDialog(settings.table(), window.speed, window)
        dialog.keys.set_bindings({**window.context.key_map.bindings(), Key.DUDO: ("Q",)})
        dialog.sound.set_level(settings.get(SOUND_VOLUME), settings.get(SOUND_MUTED))
        dialog.resize(720, 620)
        dialog.show()
        dialog.activateWindow()
        tabs = dialog.findChild(QTabWidget)
        assert tabs is not None
        tabs.setCurrentIndex(page)
        return dialog

    def keys_page() -> None:
        dialog = settings_dialog(4)
        table = dialog.keys.table

        def press() -> None:  # once the dialog is the active window, as it is when opened
            table.setFocus(Qt.FocusReason.TabFocusReason)
            table.setCurrentCell(list(Key).index(Key.CALZA), 0)
            QTest.keyClick(table, Qt.Key.Key_Return)
            QTest.keyClick(table, Qt.Key.Key_H)  # the hints' key: refused
            QTimer.singleShot(400, shoot)

        def shoot() -> None:
            save(dialog, "keys_page")
            dialog.close()
            next_step()

        QTimer.singleShot(400, press)

    def display_page() -> None:
        dialog = settings_dialog(2)
        dialog.speed.setFocus(Qt.FocusReason.TabFocusReason)

        def shoot() -> None:
            save(dialog, "focus_settings")
            dialog.close()
            next_step()

        QTimer.singleShot(400, shoot)

    def help_keys() -> None:
        window.context.key_map.set_bindings({Key.DUDO: ("Q",)})
        helper = HelpWindow(window.artwork, window)
        helper.resize(620, 700)
        helper.show()
        bar = helper.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

        def shoot() -> None:
            save(helper, "help_keys")
            helper.close()
            next_step()

        QTimer.singleShot(400, shoot)

    steps += [focus_on_quantity, focus_on_log, keys_page, display_page, help_keys]
    window.controller.choices_changed.connect(on_choices)
    window.start_game(settings.table(), seed=11)
    status = app.exec()
    window.close()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
