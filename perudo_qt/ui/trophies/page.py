"""The Achievements page: every achievement with its badge, what it takes, and the progress."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.career.achievements import Progress
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.trophies.badges import badge_pixmap
from perudo_qt.ui.words.achievement_words import (
    achievement_description,
    achievement_name,
    progress_words,
)
from perudo_qt.ui.words.wording import tr

BADGE_PX = 48
PAD_PX = 6
"""Room around an entry's badge and its lines."""


def item_words(progress: Progress) -> str:
    """Return one achievement as its list entry says it: name, what it takes, progress."""
    achievement = progress.achievement
    return "\n".join(
        (
            achievement_name(achievement.id),
            achievement_description(achievement),
            progress_words(progress),
        )
    )


def spoken_words(progress: Progress) -> str:
    """Return one achievement as a screen reader says it, on one line."""
    achievement = progress.achievement
    return tr("{name}: {description} {progress}.").format(
        name=achievement_name(achievement.id),
        description=achievement_description(achievement),
        progress=progress_words(progress),
    )


class EntryDelegate(QStyledItemDelegate):
    """Draws an entry's lines beside its badge, the first (the achievement's name) in bold."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        """Draw the badge and the selection as usual, then the lines."""
        entry = QStyleOptionViewItem(option)
        self.initStyleOption(entry, index)
        lines = entry.text.splitlines()  # Qt made each newline a line separator (U+2028)
        entry.text = ""
        widget = entry.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, entry, painter, widget)
        selected = bool(entry.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        rect = entry.rect
        painter.save()
        painter.setPen(entry.palette.color(role))
        at = QPoint(rect.left() + BADGE_PX + 3 * PAD_PX, rect.top() + PAD_PX)
        for number, line in enumerate(lines):
            font = self._font(entry.font, bold=number == 0)
            metrics = QFontMetrics(font)
            painter.setFont(font)
            painter.drawText(at + QPoint(0, metrics.ascent()), line)
            at += QPoint(0, metrics.lineSpacing())
        painter.restore()

    def sizeHint(  # noqa: N802 - Qt API
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """Return room for the badge and every line."""
        lines = str(index.data(Qt.ItemDataRole.DisplayRole)).splitlines()
        width, height = 0, 0
        for number, line in enumerate(lines):
            metrics = QFontMetrics(self._font(option.font, bold=number == 0))
            width = max(width, metrics.horizontalAdvance(line))
            height += metrics.lineSpacing()
        return QSize(width + BADGE_PX + 4 * PAD_PX, max(height, BADGE_PX) + 2 * PAD_PX)

    @staticmethod
    def _font(font: QFont, bold: bool) -> QFont:
        chosen = QFont(font)
        chosen.setBold(bold)
        return chosen


class AchievementsDialog(QDialog):
    """Every achievement, earned ones first and in colour, the others greyed, with progress."""

    def __init__(self, progress: Sequence[Progress], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("achievementsDialog")
        self.setWindowTitle(tr("Achievements"))
        self.setAccessibleName(tr("Achievements"))
        earned = sum(item.earned for item in progress)
        self.summary = QLabel(
            tr("You have earned {earned} of {total} achievements.").format(
                earned=earned, total=len(progress)
            )
        )
        self.summary.setObjectName("achievementsSummary")
        self.list = QListWidget()
        self.list.setObjectName("achievementList")
        self.list.setAccessibleName(tr("Achievements"))
        self.list.setIconSize(QSize(BADGE_PX, BADGE_PX))
        self.list.setSpacing(2)
        self.list.setItemDelegate(EntryDelegate(self.list))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary.setBuddy(self.list)
        ratio = self.devicePixelRatioF()
        backdrop = self.list.palette().color(QPalette.ColorRole.Base)
        # Earned first; sorted() keeps the achievements' own order within each group.
        for item in sorted(progress, key=lambda item: not item.earned):
            pixmap = badge_pixmap(item.achievement.id, BADGE_PX, ratio, item.earned, backdrop)
            badge = QIcon()
            # For the Selected mode too: else the style tints the badge with the highlight.
            for mode in (QIcon.Mode.Normal, QIcon.Mode.Selected):
                badge.addPixmap(pixmap, mode)
            entry = QListWidgetItem(badge, item_words(item))
            entry.setData(Qt.ItemDataRole.AccessibleTextRole, spoken_words(item))
            entry.setData(Qt.ItemDataRole.UserRole, item.achievement.id)
            self.list.addItem(entry)
        self.list.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        resize_within_screen(self, 620, 600)
