"""The Settings dialog's Appearance group, on its Display page: theme, text size, motion."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from perudo_qt import settings_schema as schema
from perudo_qt.career.cosmetics import COSMETICS
from perudo_qt.ui.table.looks import Looks
from perudo_qt.ui.words.wording import tr


def theme_name(theme: str) -> str:
    """Return a table theme's name, in the person's language."""
    names = {
        "classic": tr("Classic"),
        "high-contrast": tr("High contrast"),
        "midnight": tr("Midnight"),
        "velvet": tr("Red velvet"),
        "ocean": tr("Ocean"),
        "royal": tr("Royal purple"),
    }
    return names[theme]


def unlock_words(rule: str) -> str:
    """Return what unlocks a cosmetic theme, in the person's language."""
    words = {
        "first-stage": tr("Beat the first stage of the career"),
        "third-stage": tr("Beat the third stage of the career"),
        "a-boss": tr("Beat a boss of the career"),
        "ten-achievements": tr("Earn ten achievements"),
    }
    return words[rule]


def text_size_name(percent: str) -> str:
    """Return a table text size's name, in the person's language ("Large (125 %)")."""
    names = {
        "100": tr("Normal", "table text size"),
        "125": tr("Large", "table text size"),
        "150": tr("Larger", "table text size"),
        "200": tr("Largest", "table text size"),
    }
    return tr("{size} ({percent} %)").format(size=names[percent], percent=percent)


class AppearanceSettings(QGroupBox):
    """The table's theme (locked ones shown with what unlocks them), text size, reduce motion."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Appearance"), parent)
        self.theme = QComboBox()
        self.theme.setAccessibleName(tr("Table theme"))
        self.theme.setToolTip(schema.TABLE_THEME.describe())
        self.text_size = QComboBox()
        self.text_size.setAccessibleName(tr("Table text size"))
        self.text_size.setToolTip(schema.TABLE_TEXT_SIZE.describe())
        for percent in schema.choices(schema.TABLE_TEXT_SIZE):
            self.text_size.addItem(text_size_name(percent), int(percent))
        self.still = QCheckBox(tr("Reduce motion"))
        self.still.setToolTip(schema.REDUCE_MOTION.describe())
        self.still.setAccessibleName(tr("Reduce motion"))
        note = QLabel(schema.REDUCE_MOTION.describe())
        note.setWordWrap(True)
        note.setIndent(24)
        form = QFormLayout(self)
        form.addRow(tr("Table theme:"), self.theme)
        form.addRow(tr("Table text size:"), self.text_size)
        form.addRow(self.still)
        form.addRow(note)
        self.set_values(Looks(), frozenset(schema.choices(schema.TABLE_THEME)))

    def set_values(self, looks: Looks, unlocked: frozenset[str]) -> None:
        """Show ``looks``; of the themes, only those ``unlocked`` may be chosen."""
        rules = {cosmetic.id: cosmetic.rule for cosmetic in COSMETICS}
        self.theme.clear()
        model = self.theme.model()
        assert isinstance(model, QStandardItemModel)
        for theme in schema.choices(schema.TABLE_THEME):
            if theme in unlocked:
                self.theme.addItem(theme_name(theme), theme)
                continue
            how = unlock_words(rules[theme])
            label = tr("{theme} (locked) · {how}").format(theme=theme_name(theme), how=how)
            self.theme.addItem(label, theme)
            item = model.item(self.theme.count() - 1)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setToolTip(how)
        chosen = looks.theme if looks.theme in unlocked else "classic"
        self.theme.setCurrentIndex(max(0, self.theme.findData(chosen)))
        self.still.setChecked(looks.still)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(looks.text_size)))

    def looks(self) -> Looks:
        """Return the looks chosen."""
        return Looks(
            str(self.theme.currentData()), self.still.isChecked(), int(self.text_size.currentData())
        )
