"""The Achievements page: every achievement with its badge, what it takes, and the progress."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.career.achievements import Progress
from perudo_qt.ui.trophies.badges import badge_pixmap
from perudo_qt.ui.words.achievement_words import (
    achievement_description,
    achievement_name,
    progress_words,
)
from perudo_qt.ui.words.wording import tr

BADGE_PX = 48


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


class AchievementsDialog(QDialog):
    """Every achievement, earned ones in colour and the others greyed, with their progress."""

    def __init__(self, progress: Sequence[Progress], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("achievementsDialog")
        self.setWindowTitle(tr("Achievements"))
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
        self.list.setSpacing(3)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary.setBuddy(self.list)
        ratio = self.devicePixelRatioF()
        for item in progress:
            entry = QListWidgetItem(
                QIcon(badge_pixmap(item.achievement.id, BADGE_PX, ratio, item.earned)),
                item_words(item),
            )
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
        self.resize(620, 600)
