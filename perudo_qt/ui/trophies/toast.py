"""A toast over the table naming the achievements just earned, with their badges.

It fades in, stays a few seconds and fades out (Qt's animation framework); it never takes the
focus nor the mouse, and the screen reader is told what it says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QPauseAnimation,
    QPoint,
    QPropertyAnimation,
    QRect,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.career.achievements import Achievement
from perudo_qt.ui.access.accessibility import announce
from perudo_qt.ui.trophies.badges import badge_pixmap
from perudo_qt.ui.words.achievement_words import achievement_name
from perudo_qt.ui.words.wording import tr

FADE_IN_MS = 300
FADE_OUT_MS = 700
HOLD_MS = 5000
"""How long a toast of one achievement stays; each more adds ``HOLD_EACH_MS``."""
HOLD_EACH_MS = 1500
MAX_ROWS = 4
"""The most achievements one toast names: more wait for the next, so it fits a small window."""
BADGE_PX = 34
MARGIN_PX = 14
"""Room between the toast and the corner of the table it stands in."""

STYLE = """
#achievementToast { background: rgba(24, 30, 38, 235); border: 2px solid #e0a526;
    border-radius: 12px; }
#achievementToast QLabel { color: #fdf8ec; background: transparent; }
"""


def toast_title(count: int) -> str:
    """Return the toast's title for ``count`` achievements earned at once."""
    return tr("%n achievements earned!", "", count)


class AchievementToast(QFrame):
    """A non-modal toast in a corner of ``parent``: achievements just earned, with badges.

    ``show_earned`` shows a toast listing them (four at most); while one shows, the next waits
    its turn. It stands in the corner that covers least of what ``keep_clear`` names (the
    seats' plates and what their players say, in ``parent``'s coordinates), the top left when
    none is clearer.

    Signals:
        shown(str): a toast began to show; what the screen reader was told.
    """

    shown = Signal(str)

    def __init__(
        self, parent: QWidget, keep_clear: Callable[[], Sequence[QRect]] = lambda: ()
    ) -> None:
        super().__init__(parent)
        self._keep_clear = keep_clear
        self.setObjectName("achievementToast")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self._waiting: list[tuple[Achievement, ...]] = []
        self.earned: tuple[Achievement, ...] = ()
        """The achievements the toast names now (or named last)."""
        self._title = QLabel()
        self._title.setObjectName("achievementToastTitle")
        title_font = self._title.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.15)
        self._title.setFont(title_font)
        self._rows = QGridLayout()
        self._rows.setHorizontalSpacing(10)
        self._rows.setVerticalSpacing(4)
        self._rows.setColumnStretch(1, 1)  # the names, beside their badges
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 18, 12)
        layout.addWidget(self._title)
        layout.addLayout(self._rows)
        self.opacity = QGraphicsOpacityEffect(self)
        self.opacity.setOpacity(0.0)
        self.setGraphicsEffect(self.opacity)
        self._hold = QPauseAnimation(HOLD_MS, self)
        self.animation = QSequentialAnimationGroup(self)
        """Fading in, holding, fading out; the toast hides when it finishes."""
        self.animation.addAnimation(self._fade(0.0, 1.0, FADE_IN_MS))
        self.animation.addAnimation(self._hold)
        self.animation.addAnimation(self._fade(1.0, 0.0, FADE_OUT_MS))
        self.animation.finished.connect(self._done)
        self.move(MARGIN_PX, MARGIN_PX)
        self.hide()

    def show_earned(self, earned: Sequence[Achievement]) -> None:
        """Show toasts naming ``earned``, up to ``MAX_ROWS`` each: now, or after the one showing."""
        for start in range(0, len(earned), MAX_ROWS):
            self._waiting.append(tuple(earned[start : start + MAX_ROWS]))
        if self._waiting and not self.isVisible():
            self._show(self._waiting.pop(0))

    def _show(self, earned: tuple[Achievement, ...]) -> None:
        self.earned = earned
        title = toast_title(len(earned))
        self._title.setText(title)
        self._fill(earned)
        names = ", ".join(achievement_name(item.id) for item in earned)
        self.setAccessibleName(title)
        self.setAccessibleDescription(names)
        self.adjustSize()
        self.move(self._clearest_corner())
        self.raise_()
        self.show()
        self._hold.setDuration(HOLD_MS + HOLD_EACH_MS * (len(earned) - 1))
        self.animation.start()
        message = tr("{title} {names}.").format(title=title, names=names)
        announce(self, message)
        self.shown.emit(message)

    def _clearest_corner(self) -> QPoint:
        """Return where the toast covers least of what it keeps clear of: a corner's top left.

        The corners are tried top left, top right, bottom left, bottom right; a later one is
        taken only when it covers less.
        """
        parent = self.parentWidget()
        if parent is None:
            return self.pos()
        room = parent.rect()
        size = self.size()
        left, top = MARGIN_PX, MARGIN_PX
        right = max(room.width() - size.width() - MARGIN_PX, left)
        bottom = max(room.height() - size.height() - MARGIN_PX, top)
        corners = [QPoint(x, y) for y in (top, bottom) for x in (left, right)]
        busy = list(self._keep_clear())

        def covered(corner: QPoint) -> int:
            spot = QRect(corner, size)
            overlaps = (spot.intersected(area) for area in busy)
            return sum(overlap.width() * overlap.height() for overlap in overlaps)

        return min(corners, key=covered)

    def _fill(self, earned: tuple[Achievement, ...]) -> None:
        while self._rows.count():
            item = self._rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        ratio = self.devicePixelRatioF()
        for row, achievement in enumerate(earned):
            badge = QLabel()
            badge.setPixmap(badge_pixmap(achievement.id, BADGE_PX, ratio))
            name = QLabel(achievement_name(achievement.id))
            name.setTextFormat(Qt.TextFormat.PlainText)
            font = name.font()
            font.setBold(True)
            name.setFont(font)
            self._rows.addWidget(badge, row, 0)
            self._rows.addWidget(name, row, 1)

    def _fade(self, start: float, end: float, duration_ms: int) -> QPropertyAnimation:
        fade = QPropertyAnimation(self.opacity, b"opacity", self)
        fade.setStartValue(start)
        fade.setEndValue(end)
        fade.setDuration(duration_ms)
        return fade

    def _done(self) -> None:
        self.hide()
        if self._waiting:
            self._show(self._waiting.pop(0))
