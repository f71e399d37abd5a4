"""Bringing a window's game to the person's turn, for widget tests."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.main_window import MainWindow


def you_open() -> TableSetup:
    """Three seats, the person first to bid, lost dice shown."""
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "normal"))
    return TableSetup(seats, RuleOptions(lost_dice_visible=True), first_seat=0)


def start_at_my_turn(
    window: MainWindow, qtbot: QtBot, table: TableSetup | None = None, seed: int = 4
) -> None:
    """Activate ``window``, start a game at ``table`` (``you_open`` unless given) and return
    once it is the person's turn."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    with qtbot.waitSignal(
        window.controller.choices_changed,
        check_params_cb=lambda choices: choices.my_turn,
        timeout=10000,
    ):
        window.start_game(table or you_open(), seed=seed)
