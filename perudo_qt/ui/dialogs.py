"""The modal dialogs: a new game, the settings, the end of a game, and the rules summary."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import RuleOptions

from .artwork import app_icon
from .editors import RulesEditor, TableEditor
from .wording import tr


def _ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """Return OK and Cancel buttons wired to ``dialog``."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class NewGameDialog(QDialog):
    """Choose the opponents and the rules of the next game."""

    def __init__(self, table: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.table_editor = TableEditor(table)
        self.rules_editor = RulesEditor(table.options)
        tabs = QTabWidget()
        tabs.addTab(self.table_editor, tr("Table"))
        tabs.addTab(self.rules_editor, tr("Rules"))
        buttons = _ok_cancel(self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)

    def table(self) -> TableSetup:
        """Return the table chosen."""
        return self.table_editor.table(self.rules_editor.options())


class SettingsDialog(QDialog):
    """The rules, the default table and the animation speed; applied from the next game on."""

    def __init__(
        self,
        table: TableSetup,
        speed: Speed,
        parent: QWidget | None = None,
        auto_continue: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.rules_editor = RulesEditor(table.options)
        self.table_editor = TableEditor(table)
        self.speed = QComboBox()
        for choice, label in (
            (Speed.NORMAL, tr("Normal")),
            (Speed.FAST, tr("Fast")),
            (Speed.INSTANT, tr("Instant")),
        ):
            self.speed.addItem(label, choice.value)
        self.speed.setCurrentIndex(self.speed.findData(speed.value))
        self.speed.setAccessibleName(tr("Animation speed"))
        display = QWidget()
        form = QFormLayout(display)
        form.addRow(tr("Animation speed:"), self.speed)
        self.auto_continue = self._auto_continue_choice(auto_continue)
        form.addRow(tr("After a reveal:"), self.auto_continue)
        note = QLabel(
            tr("Rule changes apply from the next game; a game in progress keeps its rules.")
        )
        note.setWordWrap(True)
        tabs = QTabWidget()
        tabs.addTab(self.rules_editor, tr("Rules"))
        tabs.addTab(self.table_editor, tr("Default table"))
        tabs.addTab(display, tr("Display"))
        buttons = _ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def options(self) -> RuleOptions:
        """Return the rules chosen."""
        return self.rules_editor.options()

    def table(self) -> TableSetup:
        """Return the default table chosen, with the rules chosen."""
        return self.table_editor.table(self.options())

    def chosen_speed(self) -> Speed:
        """Return the animation speed chosen."""
        return Speed(self.speed.currentData())

    @staticmethod
    def _auto_continue_choice(seconds: float | None) -> QComboBox:
        """A choice of whether the table goes on from a reveal by itself, and when."""
        choice = QComboBox()
        choice.addItem(tr("Wait until I continue"), 0)
        choice.addItem(tr("Continue after 3 seconds"), 3)
        choice.addItem(tr("Continue after 6 seconds"), 6)
        index = choice.findData(round(seconds) if seconds else 0)
        choice.setCurrentIndex(max(index, 0))
        choice.setAccessibleName(tr("After a reveal"))
        choice.setToolTip(tr("Click the table or press Space or Enter to go on at any time."))
        return choice

    def chosen_auto_continue(self) -> float | None:
        """Return after how many seconds a reveal goes on by itself, or None."""
        seconds = int(self.auto_continue.currentData())
        return float(seconds) if seconds else None


class GameOverDialog(QDialog):
    """Who won, and a button for another game at the same table."""

    def __init__(self, winner: str, you_won: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Game over"))
        if you_won:
            headline = tr("You win!")
            detail = tr("Yours is the last cup with dice in it.")
        else:
            headline = tr("{name} wins.").format(name=winner)
            detail = tr("Another game at the same table?")
        picture = QLabel()
        picture.setPixmap(app_icon().pixmap(72, 72))
        text = QLabel(f"<h2>{headline}</h2><p>{detail}</p>")
        text.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(picture)
        row.addWidget(text, 1)
        buttons = QDialogButtonBox()
        self.again = buttons.addButton(tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.again.setDefault(True)
        buttons.addButton(tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)


RULES_SUMMARY = """
<h2>Perudo in a nutshell</h2>
<p>Everyone shakes a cup of dice and peeks only at their own. Bids are about the <b>whole
table</b>: "at least 6 fours among all the dice". The face showing the toucan, the
<b>paco</b>, counts for every other face, unless the round is a palifico round.</p>
<h3>On your turn</h3>
<ul>
<li><b>Raise</b>: more dice of any face, or as many dice of a higher face.</li>
<li>To <b>switch to pacos</b>, halve the quantity, rounding up (after 7 fours: 4 pacos).</li>
<li>To <b>leave pacos</b>, double the quantity and add one (after 4 pacos: 9 of a face).</li>
<li>Or call <b>Dudo</b> if you doubt the bid. The cups lift: if the bid was short, the
bidder loses a die; otherwise you do. The loser opens the next round.</li>
</ul>
<h3>Palifico</h3>
<p>A player who falls to a single die opens the next round, a palifico round: pacos are not
wild, and nobody may change the face chosen in the opening bid; only the quantity rises.</p>
<h3>Options</h3>
<p><b>Calza</b>: anyone but the bidder may claim the bid is exact. Right, they win a die back;
wrong, they lose one. <b>Lost dice visible</b>: the lid stays open, so the number of dice
in play is known. More variants are in the settings, each explained there.</p>
<p>The last player with dice wins.</p>
<h3>Keys</h3>
<p>Arrows or +/- change the quantity, 1 to 6 pick the face, Enter bids, D calls Dudo,
C calls Calza, Ctrl+N starts a new game.</p>
"""


class RulesDialog(QDialog):
    """A short summary of the rules, written for this game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("How to play"))
        browser = QTextBrowser()
        browser.setHtml(tr(RULES_SUMMARY))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        self.resize(560, 620)
