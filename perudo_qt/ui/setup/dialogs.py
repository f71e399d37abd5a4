"""The modal dialogs: a new game, the settings, and a yes-or-no question."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from perudo_qt import settings_schema as schema
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import LANGUAGES, system_language
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.access.choices import speak_choices
from perudo_qt.ui.setup.appearance import AppearanceSettings
from perudo_qt.ui.setup.editors import RulesEditor, TableEditor
from perudo_qt.ui.setup.keys_page import KeysPage
from perudo_qt.ui.setup.wheel_guard import guard_wheel
from perudo_qt.ui.sound import SoundControls
from perudo_qt.ui.table.artwork import app_icon
from perudo_qt.ui.words.wording import tr


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

    def __init__(
        self,
        table: TableSetup,
        parent: QWidget | None = None,
        spares: Sequence[SeatSetup] = (),
    ) -> None:
        """``spares``: the opponents kept past the table's, for the rows it may grow to."""
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.table_editor = TableEditor(table, spares=spares)
        self.rules_editor = RulesEditor(table.options)
        tabs = QTabWidget()
        tabs.addTab(self.table_editor, tr("Table"))
        tabs.addTab(self.rules_editor, tr("Rules"))
        buttons = _ok_cancel(self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}")))
        self.seed_edit.setAccessibleName(tr("Seed"))
        self.seed_edit.setToolTip(tr("The seed of an earlier game deals the same dice again."))
        seed_row = QFormLayout()
        seed_row.addRow(tr("Seed:"), self.seed_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addLayout(seed_row)
        layout.addWidget(buttons)
        speak_choices(self)
        guard_wheel(self)

    def table(self) -> TableSetup:
        """Return the table chosen."""
        return self.table_editor.table(self.rules_editor.options())

    def seed(self) -> int | None:
        """Return the seed entered, or None for a random deal."""
        text = self.seed_edit.text()
        return int(text) if text else None


class LanguageChoice(QWidget):
    """The game's language: the system's, or one we speak; it applies at the next start."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox()
        system = tr("System default ({language})").format(language=LANGUAGES[system_language()])
        for code in schema.choices(schema.LANGUAGE):
            self.combo.addItem(LANGUAGES[code] if code else system, code)
        self.combo.setCurrentIndex(max(0, self.combo.findData(language)))
        self.combo.setAccessibleName(tr("Language"))
        note = QLabel(tr("A new language applies the next time the game starts."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addWidget(note)

    def language(self) -> str:
        """Return the language chosen: a code, or "" for the system's."""
        return str(self.combo.currentData())


class SettingsDialog(QDialog):
    """The rules, the default table and the animation speed; applied from the next game on."""

    def __init__(
        self,
        table: TableSetup,
        speed: Speed,
        parent: QWidget | None = None,
        language: str = "",
        auto_continue: float | None = None,
        spares: Sequence[SeatSetup] = (),
    ) -> None:
        """``spares``: the opponents kept past the table's, for the rows it may grow to."""
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.rules_editor = RulesEditor(table.options)
        self.table_editor = TableEditor(table, spares=spares)
        self.speed = QComboBox()
        labels = {Speed.NORMAL: tr("Normal"), Speed.FAST: tr("Fast"), Speed.INSTANT: tr("Instant")}
        for choice in schema.members(schema.SPEED):
            self.speed.addItem(labels[choice], choice.value)
        self.speed.setCurrentIndex(self.speed.findData(speed.value))
        self.speed.setAccessibleName(tr("Animation speed"))
        self.speed.setToolTip(schema.SPEED.describe())
        display = QWidget()
        form = QFormLayout(display)
        form.addRow(tr("Animation speed:"), self.speed)
        self.language = LanguageChoice(language)
        form.addRow(tr("Language:"), self.language)
        language_label = form.labelForField(self.language)
        if isinstance(language_label, QLabel):  # a reader names the combo box by its label
            language_label.setBuddy(self.language.combo)
        self.sound = SoundControls()
        form.addRow(tr("Sound:"), self.sound)
        self.auto_continue = self._auto_continue_choice(auto_continue)
        form.addRow(tr("After a reveal:"), self.auto_continue)
        self.appearance = AppearanceSettings()
        form.addRow(self.appearance)
        note = QLabel(
            tr("Rule changes apply from the next game; a game in progress keeps its rules.")
        )
        note.setWordWrap(True)
        tabs = QTabWidget()
        tabs.addTab(self.rules_editor, tr("Rules"))
        tabs.addTab(self.table_editor, tr("Default table"))
        tabs.addTab(display, tr("Display"))
        self.learning = LearningSettings()
        tabs.addTab(self.learning, tr("Coach"))
        self.keys = KeysPage()
        tabs.addTab(self.keys, tr("Keys"))
        buttons = _ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(note)
        layout.addWidget(buttons)
        speak_choices(self)
        guard_wheel(self)

    def options(self) -> RuleOptions:
        """Return the rules chosen."""
        return self.rules_editor.options()

    def table(self) -> TableSetup:
        """Return the default table chosen, with the rules chosen."""
        return self.table_editor.table(self.options())

    def chosen_speed(self) -> Speed:
        """Return the animation speed chosen."""
        return Speed(self.speed.currentData())

    def chosen_language(self) -> str:
        """Return the language chosen: a code, or "" for the system's."""
        return self.language.language()

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


class LearningSettings(QWidget):
    """The hints panel and when the coach reviews, for the Settings dialog; applied at once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hints = QCheckBox(tr("Show hints: the odds of the standing bid and of each raise"))
        self.hints.setToolTip(tr("From your own dice and the bids made so far (key H)."))
        self.coach = QComboBox()
        labels = {
            CoachMode.OFF: tr("Off"),
            CoachMode.AFTER_ROUND: tr("After each round"),
            CoachMode.AFTER_GAME: tr("After each game"),
        }
        for mode in schema.members(schema.COACH):
            self.coach.addItem(labels[mode], int(mode))
        self.coach.setAccessibleName(tr("Coach's review"))
        form = QFormLayout(self)
        form.addRow(self.hints)
        form.addRow(tr("Coach's review:"), self.coach)

    def set_values(self, hints_shown: bool, mode: CoachMode) -> None:
        """Show the current settings."""
        self.hints.setChecked(hints_shown)
        self.coach.setCurrentIndex(self.coach.findData(int(mode)))

    def hints_shown(self) -> bool:
        """Return whether hints are wanted."""
        return self.hints.isChecked()

    def coach_mode(self) -> CoachMode:
        """Return when the coach's review should show."""
        return CoachMode(self.coach.currentData())


class QuestionDialog(QDialog):
    """The game's icon, a headline, a line of text, and two answers: yes and no."""

    def __init__(
        self,
        title: str,
        headline: str,
        detail: str,
        answers: tuple[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        picture = QLabel()
        picture.setPixmap(app_icon().pixmap(72, 72))
        text = QLabel(f"<h2>{headline}</h2><p>{detail}</p>")
        text.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(picture)
        row.addWidget(text, 1)
        buttons = QDialogButtonBox()
        self.yes = buttons.addButton(answers[0], QDialogButtonBox.ButtonRole.AcceptRole)
        self.yes.setDefault(True)
        buttons.addButton(answers[1], QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)
