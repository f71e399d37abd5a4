"""The Game menu's own entries: New Game, Play Again and Quit, asking before a game is left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from perudo_qt.controller.table import TableSetup
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.setup.dialogs import NewGameDialog


class GameEntries(QObject):
    """New Game (the dialog, filled in from the saved table), Play Again, and Quit."""

    def install(self, context: WindowContext) -> None:
        """Add the entries to the Game menu and the result bar's buttons."""
        self.context = context
        new, again = Key.NEW_GAME, Key.PLAY_AGAIN
        context.add_action(Menu.GAME, 10, tr("&New Game…"), self.ask_new_game, new, "newGameAction")
        context.add_action(Menu.GAME, 11, tr("Play &Again"), self.play_again, again, "againAction")
        context.add_separator(Menu.GAME, 60)
        context.add_action(Menu.GAME, 70, tr("&Quit"), context.window.close, Key.QUIT, "quitAction")
        context.parts.result_bar.new_game_requested.connect(self.ask_new_game)
        context.parts.result_bar.play_again_requested.connect(self.play_again)

    def game_in_progress(self) -> bool:
        """Whether the person is still playing a game that is not over, and has played in it.

        A game they have made no move in yet loses them nothing: it is left without asking.
        """
        snapshot = self.context.controller.snapshot
        return snapshot is not None and snapshot.person_playing and snapshot.person_has_played

    def confirm_leaving_game(self, question: str, asker: QWidget | None = None) -> bool:
        """Ask before abandoning a game the person is still in; True when there is none.

        The question is shown over ``asker`` (by default the window).
        """
        if not self.context.asks or not self.game_in_progress():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Leave this game?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            asker or self.context.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        with self.context.controller.paused():
            return box.exec() == QMessageBox.StandardButton.Yes

    def new_game_dialog(self) -> NewGameDialog:
        """Return the new-game dialog, filled in from the saved table and rules."""
        from perudo_qt.ui.setup.dialogs import NewGameDialog

        settings = self.context.settings
        return NewGameDialog(settings.table(), self.context.window, settings.opponents())

    def ask_new_game(self) -> None:
        """Open the new-game dialog; start the game chosen and keep it as the default table."""
        if not self.confirm_leaving_game(tr("Abandon this game and set up a new one?")):
            return
        dialog = self.new_game_dialog()
        if not self.context.run_dialog(dialog):
            return
        table = dialog.table()
        settings = self.context.settings
        self.context.plugin_trust.confirm(dialog.table_editor.plugin_picker.picked(table))
        settings.set_table(table)
        settings.set_rule_options(table.options)
        settings.sync()
        self.context.start_game(table, dialog.seed())

    def next_table(self) -> TableSetup:
        """Return the table Play Again seats: the last game's players, the rules saved now.

        A career stage is played again at its own table, under its own rules.
        """
        setup = self.context.controller.setup
        if setup is None:
            return self.context.settings.table()
        if setup.stage is not None:  # a career stage is played again as it stands
            return setup
        return TableSetup(setup.seats, self.context.settings.rule_options())

    def play_again(self) -> None:
        """Start another game with the same players, under the rules saved now."""
        if self.confirm_leaving_game(tr("Abandon this game and start again?")):
            self.context.start_game(self.next_table())
