"""Editors shared by the new-game and settings dialogs: the rules, and the table of opponents."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from perudo_qt import settings_schema as schema
from perudo_qt.bots import LEVELS
from perudo_qt.controller.table import DEFAULT_NAMES, SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.rules.names import MAX_NAME_LENGTH
from perudo_qt.ui.access.labels import name_by_label
from perudo_qt.ui.setup.plugin_pick import PluginPicker
from perudo_qt.ui.words.legibility import mute
from perudo_qt.ui.words.plain import plain_label
from perudo_qt.ui.words.wording import (
    capitalized,
    level_name,
    level_words,
    personality_name,
    personality_words,
    tr,
)

TOOLTIP = Qt.ItemDataRole.ToolTipRole

NAME_FIELD_CHARACTERS = 40
"""A name field's least width, in average characters: a 30-character name shows whole."""

_FOCUS_COMES_BACK = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)
"""Why a field may lose the focus and get it back as it was: another window, a menu."""

PALIFICO_VARIANTS = ("palifico_once_per_player", "palifico_one_die_may_change_face")
"""Options that only mean something when palifico rounds are played."""


def option_texts() -> dict[str, tuple[str, str]]:
    """Each on/off option's label and one-line explanation (the setting's description)."""
    labels = {
        "calza": tr("Calza"),
        "lost_dice_visible": tr("Lost dice visible"),
        "palifico": tr("Palifico rounds"),
        "palifico_once_per_player": tr("Palifico once per player"),
        "palifico_one_die_may_change_face": tr("One-die players may change the face"),
        "single_step_raises": tr("Single-step raises"),
        "calza_restricted": tr("Restricted Calza"),
    }
    return {
        name: (labels[name], setting.describe()) for name, setting in schema.RULE_TOGGLES.items()
    }


class RulesEditor(QWidget):
    """Every option of the rules, each with its explanation."""

    def __init__(self, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.dice = QSpinBox()
        self.dice.setRange(*schema.bounds(schema.DICE_PER_PLAYER))
        self.dice.setValue(options.dice_per_player)
        self.dice.setAccessibleName(tr("Dice per player"))
        self.dice.setToolTip(schema.DICE_PER_PLAYER.describe())
        form.addRow(tr("Dice per player:"), self.dice)
        layout.addLayout(form)
        self.toggles: dict[str, QCheckBox] = {}
        self.notes: dict[str, QLabel] = {}
        for name, (label, explanation) in option_texts().items():
            box = QCheckBox(label)
            box.setChecked(getattr(options, name))
            box.setToolTip(explanation)
            box.setAccessibleName(label)
            note = QLabel(explanation)
            note.setWordWrap(True)
            note.setIndent(24)
            mute(note)
            layout.addWidget(box)
            layout.addWidget(note)
            self.toggles[name] = box
            self.notes[name] = note
        self._depend("calza", ("calza_restricted",))
        self._depend("palifico", PALIFICO_VARIANTS)
        layout.addStretch()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Give each explanation the height its wrapped lines take at its width.

        In a tab page the layout does not ask a label's height for its width, so a wrapped
        explanation would be cut at the top and bottom. A width narrower than the note's own
        hint counts as that hint: the page passes through such widths as a window maps, and
        their heights (a word a line) made the dialog taller than the screen for good.
        """
        super().resizeEvent(event)
        for note in self.notes.values():
            width = max(note.width(), note.sizeHint().width())
            note.setMinimumHeight(note.heightForWidth(width))

    def _depend(self, main: str, variants: tuple[str, ...]) -> None:
        """Enable ``variants`` (and their notes) only while option ``main`` is on."""
        for variant in variants:
            for widget in (self.toggles[variant], self.notes[variant]):
                widget.setEnabled(self.toggles[main].isChecked())
                self.toggles[main].toggled.connect(widget.setEnabled)

    def options(self) -> RuleOptions:
        """Return the options as edited."""
        values: dict[str, bool | int] = {"dice_per_player": self.dice.value()}
        values.update({name: box.isChecked() for name, box in self.toggles.items()})
        return RuleOptions.from_dict(values)


class TableEditor(QWidget):
    """The person's name, the number of opponents (1 to 5), and each one's name, level and style.

    The rows past the table's opponents show ``spares`` (the seats kept from a bigger table,
    see ``Settings.opponents``), else a Normal opponent of a name of its own.
    """

    def __init__(
        self,
        table: TableSetup,
        parent: QWidget | None = None,
        spares: Sequence[SeatSetup] = (),
    ) -> None:
        super().__init__(parent)
        human = next((seat for seat in table.seats if seat.is_human), SeatSetup(tr("You")))
        opponents = [seat for seat in table.seats if not seat.is_human]
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name_count = QLabel()
        self.name_count.setObjectName("nameCount")
        self.player_name = self._name_field(human.name)
        self.player_name.setAccessibleName(tr("Your name"))
        form.addRow(tr("Your name:"), self.player_name)
        self.count = QSpinBox()
        least, most = schema.bounds(schema.OPPONENT_COUNT)
        self.count.setRange(least, most)
        self.count.setValue(len(opponents))
        self.count.setAccessibleName(tr("Number of opponents"))
        form.addRow(tr("Opponents:"), self.count)
        layout.addLayout(form)
        grid = QGridLayout()
        for column, title in enumerate((tr("Name"), tr("Level"), tr("Personality"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        levels = level_words()
        styles = personality_words()
        self.plugin_picker = PluginPicker(self)
        for number in range(most):
            if number < len(opponents):
                seat = opponents[number]
            elif number < len(spares):
                seat = spares[number]
            else:
                seat = SeatSetup(DEFAULT_NAMES[number + 1], "normal")
            name = self._name_field(seat.name)
            name.setAccessibleName(tr("Opponent {number} name").format(number=number + 1))
            level = QComboBox()
            for key in LEVELS:
                level.addItem(level_name(key), key)
                level.setItemData(level.count() - 1, levels.get(key, ("", ""))[1], TOOLTIP)
            level.setCurrentIndex(max(0, level.findData(seat.bot)))
            self.plugin_picker.offer(level, seat.bot)
            name_by_label(level, tr("Opponent {number} level").format(number=number + 1), self)
            style = QComboBox()
            for key in schema.choices(schema.OPPONENT_PERSONALITY):
                style.addItem(personality_name(key) if key else tr("level default"), key)
            for index in range(style.count()):
                style.setItemData(index, styles.get(style.itemData(index), ""), TOOLTIP)
            style.setCurrentIndex(max(0, style.findData(seat.personality)))
            name_by_label(
                style, tr("Opponent {number} personality").format(number=number + 1), self
            )
            for column, widget in enumerate((name, level, style)):
                grid.addWidget(widget, number + 1, column)
            self.rows.append((name, level, style))
            for box in (level, style):
                box.currentIndexChanged.connect(lambda _, number=number: self._explain(number))
        grid.setColumnStretch(0, 1)  # the names take the room the level and style leave
        layout.addLayout(grid)
        mute(self.name_count)
        layout.addWidget(self.name_count)
        self.explanation = plain_label()  # a bot from a file is named by its file
        self.explanation.setWordWrap(True)
        mute(self.explanation)
        layout.addWidget(self.explanation)
        layout.addStretch()
        self._explain(0)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows(self.count.value())

    def _name_field(self, name: str) -> QLineEdit:
        """Return a field for a seat's name, at most ``MAX_NAME_LENGTH`` characters.

        While it has the focus, its count and the limit show under the table of opponents.
        """
        field = QLineEdit(name[:MAX_NAME_LENGTH])
        field.setMaxLength(MAX_NAME_LENGTH)
        field.setCursorPosition(0)  # a name longer than the field shows its start, not its tail
        # Wide enough for a long name whole (a 30-character one showed only its tail).
        field.setMinimumWidth(field.fontMetrics().averageCharWidth() * NAME_FIELD_CHARACTERS)
        field.setToolTip(tr("At most {limit} characters").format(limit=MAX_NAME_LENGTH))
        field.textEdited.connect(self._count_name)
        field.installEventFilter(self)
        return field

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Count the name of the field that takes the focus; count none once it leaves.

        A field the focus leaves for another control shows its name from the start (not for
        another window or a menu: the typing goes on where it was when the focus is back).
        """
        if isinstance(watched, QLineEdit):
            if event.type() == QEvent.Type.FocusIn:
                self._count_name(watched.text())
            elif isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusOut:
                self.name_count.clear()
                if event.reason() not in _FOCUS_COMES_BACK:
                    watched.setCursorPosition(0)  # edited, it shows its start again
        return super().eventFilter(watched, event)

    def _count_name(self, text: str) -> None:
        """Say how long the name being typed is, against the limit."""
        self.name_count.setText(
            tr("Name: {count} of {limit} characters").format(count=len(text), limit=MAX_NAME_LENGTH)
        )

    def _explain(self, number: int) -> None:
        """Say under the grid how opponent ``number``'s level and personality play."""
        _, level, style = self.rows[number]
        how = level_words().get(level.currentData(), ("", ""))[1]
        text = tr("{name}: {how}").format(name=level.currentText(), how=how)
        if style.currentData():
            text += " " + tr("{name}: {how}").format(
                name=capitalized(style.currentText()),
                how=personality_words().get(style.currentData(), ""),
            )
        self.explanation.setText(text)

    def _show_rows(self, count: int) -> None:
        for number, row in enumerate(self.rows):
            for widget in row:
                widget.setEnabled(number < count)

    def table(self, options: RuleOptions) -> TableSetup:
        """Return the table as edited, with ``options``."""
        seats = [SeatSetup(self.player_name.text().strip() or tr("You"))]
        for number, (name, level, style) in enumerate(self.rows[: self.count.value()]):
            seats.append(
                SeatSetup(
                    name.text().strip() or DEFAULT_NAMES[number + 1],
                    level.currentData(),
                    style.currentData(),
                )
            )
        return TableSetup(tuple(seats), options)
