"""Asking before a bot from a file runs: once per file and content, before its table is seated."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

from perudo_qt.bots import is_plugin, plugin_path
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.table import TableSetup
from perudo_qt.store.plugins import FILE_NAME, ConfirmedPlugins, PluginFile
from perudo_qt.ui.panels.game_log import GameLog
from perudo_qt.ui.words.wording import tr

log = logging.getLogger(__name__)


class PluginTrust(QObject):
    """Asks the person about each plugin file of a table they have not confirmed yet.

    A table from the settings or a save may name a bot plugin: a program that would run with
    the person's rights. Before such a table is seated, the person is asked, one window-modal
    question per file that is new or changed since they last said yes (``question``, open
    without blocking); a yes is kept in ``folder`` (None: for this run only), a no lets the
    controller seat a Normal bot, which it says. It installs itself on ``window``: the record
    becomes the controller's, and a plugin slow to load is reported in the log and status bar.
    """

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        game_log: GameLog,
        folder: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._log = game_log
        self.plugins = ConfirmedPlugins(None if folder is None else folder / FILE_NAME)
        controller.plugins = self.plugins
        controller.bot_loading_slowly.connect(self._on_loading_slowly)
        self.question: QMessageBox | None = None
        self._paused = False

    def seat(self, table: TableSetup, go: Callable[[], None]) -> None:
        """Ask about ``table``'s unconfirmed plugin files, if any, then call ``go`` to seat it.

        A question still open for an earlier table is dropped with that table.
        """
        self._drop_question()
        files = self.plugins.unconfirmed(
            plugin_path(seat.bot_spec)
            for seat in table.seats
            if not seat.is_human and is_plugin(seat.bot_spec)
        )
        if files:
            self._controller.pause()
            self._paused = True
        self._ask(files, go)

    def confirm(self, files: tuple[PluginFile, ...]) -> None:
        """Record that the person asked for ``files`` to run (they picked them themselves)."""
        for plugin in files:
            self._confirm(plugin)

    def _ask(self, files: tuple[PluginFile, ...], go: Callable[[], None]) -> None:
        if not files:
            if self._paused:
                self._paused = False
                self._controller.resume()
            go()
            return
        plugin = files[0]
        box = QMessageBox(self._window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Run a bot from a file?"))
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is shown as it is
        box.setText(
            tr("{file} will run as a program with your rights. Run it?").format(
                file=plugin.path.name
            )
        )
        box.setInformativeText(
            tr(
                "A bot from a file can do whatever you can do: read and change your files, "
                "and see the other players' dice. Run only a file you trust; otherwise a "
                "Normal bot takes its seat."
            )
        )
        box.setDetailedText(
            tr("File: {path}\nSHA-256: {digest}").format(path=plugin.path, digest=plugin.digest)
        )
        run = box.addButton(tr("Run It"), QMessageBox.ButtonRole.AcceptRole)
        normal = box.addButton(tr("Play a Normal Bot"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(normal)
        box.setEscapeButton(normal)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered() -> None:
            if self.question is not box:
                return  # dropped with its table
            self.question = None
            box.deleteLater()
            if not self._window.isVisible():
                return  # the window was closed with the question open: nothing is seated
            if box.clickedButton() is run:
                self._confirm(plugin)
            self._ask(files[1:], go)

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _confirm(self, plugin: PluginFile) -> None:
        try:
            self.plugins.confirm(plugin)
        except OSError as error:
            log.warning("confirmed plugins cannot be kept: %s", error)
            self._window.statusBar().showMessage(
                tr("Your yes for {file} holds until you quit: it could not be kept.").format(
                    file=plugin.path.name
                ),
                10000,
            )

    def _drop_question(self) -> None:
        box, self.question = self.question, None
        if box is not None:
            box.close()
            box.deleteLater()
        if self._paused:
            self._paused = False
            self._controller.resume()

    def _on_loading_slowly(self, seat: int) -> None:
        setup = self._controller.setup
        if setup is None or not 0 <= seat < len(setup.seats):
            return
        text = tr(
            "{name}'s bot is still loading; if it is not ready soon, a Normal bot plays instead."
        ).format(name=setup.seats[seat].name)
        self._log.add_note(text, warning=True)
        self._window.statusBar().showMessage(text, 10000)
