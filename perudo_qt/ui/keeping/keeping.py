"""Keeping games in the window: the saved game offered back, the History, the finished games.

The keeper itself (``perudo_qt.controller.keeper``) saves the live game beside the controller;
this module asks the person and shows what is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

from perudo_qt.career.stages import STAGES_BY_ID
from perudo_qt.controller.event_history import GameHistory
from perudo_qt.controller.keeper import GameKeeper, KeptGame
from perudo_qt.controller.table import TableSetup
from perudo_qt.ui.career.career_words import numbered_title
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.keeping.history import HistoryDialog
from perudo_qt.ui.words.plain import plain_message_box
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.keeping.replay import FinishedGamesDialog


class Keeping(QObject):
    """Keeps the game, statistics and confirmed plugins in ``folder`` (None: never).

    The game is saved after every action and offered again at the next start; the View menu
    opens the History, the Statistics and the finished games.
    """

    def __init__(self, folder: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = folder
        self.resume_prompt: QMessageBox | None = None

    def install(self, context: WindowContext) -> None:
        """Keep the games, and add the View menu."""
        self.context = context
        controller = context.controller
        self.keeper = (
            None if self._folder is None else GameKeeper(self._folder, controller, context.window)
        )
        if self.keeper is not None:
            self.keeper.problem_reported.connect(context.problem_reported)
        context.add_question(lambda: self.resume_prompt is not None)
        self.history = GameHistory(controller, context.window)
        context.parts.scene.events_shown.connect(self.history.add_events)
        context.parts.scene.events_passed_over.connect(self.history.add_events)
        self.history_dialog: HistoryDialog | None = None
        context.add_action(
            Menu.VIEW,
            10,
            tr("&History…"),
            self.show_history,
            Key.HISTORY,
            "historyAction",
        )
        kept = self.keeper is not None and self.keeper.stats is not None
        statistics = context.add_action(
            Menu.VIEW,
            20,
            tr("Stat&istics…"),
            self.show_statistics,
            Key.STATISTICS,
            "statisticsAction",
        )
        finished = context.add_action(
            Menu.VIEW,
            30,
            tr("&Finished Games…"),
            self.show_finished_games,
            Key.FINISHED_GAMES,
            "finishedGamesAction",
        )
        statistics.setEnabled(kept)
        finished.setEnabled(kept)
        if self.keeper is not None:
            context.closing.connect(self.keeper.close)

    def start_or_resume(self, table: TableSetup, seed: int | None = None) -> None:
        """Offer to resume the saved game, if there is one; otherwise start a game at ``table``."""
        start = self.context.start_game
        saved = self.keeper.saved_game() if self.keeper is not None else None
        if saved is None or self.keeper is None:
            start(table, seed)
            return
        keeper = self.keeper
        # The person who chose no name is named in today's language, as a new game would be.
        person = next((seat.name for seat in table.seats if seat.is_human), None)
        default = person if person == tr("You") else None

        def answered(resume: bool) -> None:
            self.resume_prompt = None
            if resume:  # at the speed it was played
                self.context.speed = self.context.controller.speed = saved.speed
                self.context.plugin_trust.seat(saved.table, lambda: keeper.resume(default))
            else:
                start(table, seed)

        # Behind the question, the bid controls show the saved game's rules (its Calza).
        self.context.parts.selector.set_calza_shown(saved.table.options.calza)
        self.resume_prompt = ask_resume(self.context.window, saved, answered)

    def show_history(self) -> None:
        """Open the History window beside the table; it follows the game."""
        if self.history_dialog is None:
            self.history_dialog = HistoryDialog(self.history, self.context.window)
            self.history_dialog.setObjectName("historyDialog")
            self.context.parts.scene.events_shown.connect(self.history_dialog.refresh)
            self.context.parts.scene.events_passed_over.connect(self.history_dialog.refresh)
            self.context.controller.game_started.connect(self.history_dialog.refresh)
        self.history_dialog.refresh()
        self.history_dialog.show()
        self.history_dialog.raise_()
        self.history_dialog.activateWindow()

    def show_finished_games(self) -> FinishedGamesDialog | None:
        """Open the list of finished games, to replay, export or import one."""
        from perudo_qt.ui.keeping.replay import FinishedGamesDialog

        if self.keeper is None or self.keeper.stats is None:
            return None
        window = self.context.window
        dialog = FinishedGamesDialog(self.keeper.stats, self.context.parts.artwork, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_statistics(self) -> None:
        """Open the Statistics dialog."""
        from perudo_qt.ui.keeping.statistics import StatisticsDialog

        if self.keeper is None or self.keeper.stats is None:
            return
        StatisticsDialog(self.keeper.stats, self.context.window).exec()


TITLE_BAR_CHROME = 160
"""Room a window manager's title bar takes beside the title: its icon and three buttons."""


def title_width(box: QWidget) -> int:
    """Return the width ``box``'s title bar needs for its title, with the application's name."""
    title = f"{box.windowTitle()} \N{EM DASH} {QApplication.applicationDisplayName()}"
    bold = QFont(box.font())
    bold.setBold(True)  # title bars often use a bold font, a little wider
    return QFontMetrics(bold).horizontalAdvance(title) + TITLE_BAR_CHROME


def fit_title(box: QMessageBox) -> None:
    """Keep ``box`` wide enough for its title bar to show the whole title (not "Resum…")."""
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        spacer = QSpacerItem(title_width(box), 0, QSizePolicy.Policy.Minimum)
        layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())


def ask_resume(parent: QWidget, kept: KeptGame, answered: Callable[[bool], None]) -> QMessageBox:
    """Open "Resume your game?" (Resume / New game) over ``parent``; ``answered(resume)`` follows.

    The question is window-modal but does not block: the table is painted behind it.
    """
    table, you = kept.table, kept.table.human_seat
    others = [seat.name for seat in table.seats if not seat.is_human]
    if you is not None:
        count = kept.dice_counts[you]
        dice = tr("you hold %n dice", "", count)
        detail = tr("Round {round} against {names}: {dice}.").format(
            round=kept.round_number, names=", ".join(others), dice=dice
        )
    else:
        detail = tr("Round {round}.").format(round=kept.round_number)
    if table.stage is not None:  # a career game says which stage it plays for
        stage = STAGES_BY_ID[table.stage]
        detail = f"{numbered_title(stage)}\n{detail}"
    # The opponents' names are shown as written.
    box = plain_message_box(
        QMessageBox.Icon.Question, tr("Resume your game?"), tr("Resume your game?"), parent, detail
    )
    fit_title(box)
    resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.setEscapeButton(resume)  # Escape never throws the saved game away

    def done(_result: int) -> None:
        clicked = box.clickedButton()
        if clicked is not None:  # closed with the window: the save stays for the next start
            answered(clicked is resume)

    box.finished.connect(done)
    box.open()
    return box
