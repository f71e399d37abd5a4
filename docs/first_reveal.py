"""For the screenshot scripts: play the person's seat until the cups lift, then shoot."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.ui.main_window import MainWindow


def shoot_at_first_reveal(window: MainWindow, shoot: Callable[[], None]) -> None:
    """Bid the least raise (Dudo on 6 dice or more) until the first reveal holds, then ``shoot``.

    Call before starting the game. ``shoot`` is called once, when the table has settled on the
    reveal and any layout of large texts has been found.
    """
    done = False

    def act(choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        standing = choices.standing
        if choices.may_dudo and standing is not None and standing.quantity >= 6:
            QTimer.singleShot(50, window.selector.dudo_requested.emit)
        else:
            QTimer.singleShot(50, window.selector.submit)

    def held(on: bool) -> None:
        nonlocal done
        if on and not done:
            done = True
            QTimer.singleShot(400, settled)

    def settled() -> None:
        if window.scene.layout_pending:  # searched off the GUI thread: shown once found
            QTimer.singleShot(100, settled)
            return
        shoot()

    window.controller.choices_changed.connect(act)
    window.scene.reveal_held_changed.connect(held)
