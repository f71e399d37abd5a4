"""Screenshots of the languages and the tutorial (run under Xvfb: ``make screenshots``).

Saves the table in French and in Spanish at 1366x768, the tutorial's worked round mid-way,
and the guided round with its tutor.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.i18n import install_translations
from perudo_qt.settings import Settings
from perudo_qt.ui.learning.tutorial import TutorialDialog
from perudo_qt.ui.main_window import MainWindow

OUT = Path(__file__).parent
SIZE = (1366, 768)


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / f"{name}.png"))
    print(f"saved docs/{name}.png", flush=True)


def on_second_turn(window: MainWindow, then: Callable[[], None]) -> None:
    """Call ``then`` when the person's second turn of the game has come and been drawn."""
    turns = [0]

    def on_choices(choices: HumanChoices) -> None:
        if choices.my_turn:
            turns[0] += 1
            if turns[0] == 2:
                window.controller.choices_changed.disconnect(on_choices)
                QTimer.singleShot(600, then)
            else:
                QTimer.singleShot(300, window.selector.submit)

    window.controller.choices_changed.connect(on_choices)


def main() -> int:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="perudo-shots-"))
    steps: list[Callable[[], None]] = []

    def next_step() -> None:
        if steps:
            steps.pop(0)()
        else:
            app.quit()

    def table_in(code: str) -> Callable[[], None]:
        def shoot() -> None:
            install_translations(app, code)
            window = MainWindow(Settings(folder / f"{code}.ini"), Speed.FAST, ask_after_game=False)
            window.scene.set_reveal_auto_continue(1)  # reveals go on after a second
            window.resize(*SIZE)
            window.show()

            def grab() -> None:
                save(window, f"table_{code}")
                window.close()
                next_step()

            on_second_turn(window, grab)
            window.start_game(window.settings.table(), seed=11)

        return shoot

    def tutorial() -> None:
        install_translations(app, "en")
        window = MainWindow(Settings(folder / "en.ini"), Speed.FAST, ask_after_game=False)
        window.scene.set_reveal_auto_continue(1)  # reveals go on after a second
        window.resize(*SIZE)
        window.show()
        dialog = TutorialDialog(window.artwork, window)
        dialog.show()
        dialog.show_step(3)

        def grab_tutorial() -> None:
            save(dialog, "tutorial")
            dialog.close()
            window.learning.start_guided_round()
            on_second_turn(window, grab_tutor)

        def grab_tutor() -> None:
            window.selector.step_quantity(1)
            save(window, "tutor")
            window.close()
            next_step()

        QTimer.singleShot(500, grab_tutorial)

    steps += [table_in("fr"), table_in("es"), tutorial]
    QTimer.singleShot(0, next_step)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
