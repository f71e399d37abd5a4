"""The Help menu's own entries: the rules with every key of the game, and the About boxes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from perudo_qt.rules import RuleOptions
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.learning.help import HelpWindow


class HelpMenu(QObject):
    """Rules, About Perudo and About Qt in the Help menu (the tutorial is the learning's)."""

    def install(self, context: WindowContext) -> None:
        """Add the entries to the Help menu."""
        self.context = context
        self._help: HelpWindow | None = None
        context.add_action(
            Menu.HELP,
            10,
            tr("&Rules"),
            self.show_rules,
            Key.RULES,
            "rulesAction",
        )
        context.add_action(Menu.HELP, 30, tr("&About Perudo"), self.show_about, name="aboutAction")
        context.add_action(Menu.HELP, 40, tr("About &Qt"), self.show_about_qt, name="aboutQtAction")

    def table_rules(self) -> RuleOptions:
        """Return the rules of the game on the table, else those a new game would start with.

        A finished game's stay until the next starts: the table still shows its end (and the
        controller, ahead of the table, may have finished a game the table is still showing).
        """
        setup = self.context.controller.setup
        return setup.options if setup is not None else self.context.settings.rule_options()

    def show_rules(self) -> None:
        """Show the rules help for the table's rules; the table waits while it is open."""
        from perudo_qt.ui.learning.help import HelpWindow

        rules = self.table_rules()
        if self._help is None:
            self._help = HelpWindow(self.context.parts.artwork, self.context.window, rules)
        self._help.show_rules(rules)
        self.context.run_dialog(self._help)

    def show_about(self) -> None:
        """Show the version, the licence and the credits."""
        from perudo_qt.ui.about import about_box

        self.context.run_dialog(about_box(self.context.window))

    def show_about_qt(self) -> None:
        """Show Qt's own About box."""
        with self.context.controller.paused():
            QApplication.aboutQt()
