"""The table beside the side panel: the panel narrows, then folds, before the table's text shrinks.

The table takes the width its height lets it use; the side panel (log, coach, bid selector) has
what is left, up to the width the player gave it and down to its minimum, and folds away when
even that would draw the table's smallest text under ``MIN_TEXT_PX``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QByteArray, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

from perudo_qt.ui.table.seating import SCENE
from perudo_qt.ui.table.table_scene import SMALLEST_TEXT_PX

SIDE_WIDTH = 360
"""The side panel's first width; it narrows to its minimum on small screens, the table first."""

MIN_TEXT_PX = 10.0
"""No text on the table is drawn smaller than this while the window has room to avoid it."""


def table_scale(width: int, height: int) -> float:
    """Return the scale the table is drawn at in a view of ``width`` by ``height``."""
    return min(width / SCENE.width(), height / SCENE.height())


def side_width(total: int, table_height: int, preferred: int, minimum: int) -> int:
    """Return the side panel's width in a splitter ``total`` wide (its handle left out).

    The table takes the width its height lets it use; the panel has the rest, up to the
    ``preferred`` width (the player's, or the first one) and down to its ``minimum``; when even
    that would draw the table's text under ``MIN_TEXT_PX``, the panel folds (0), the table first.
    """
    full = math.ceil(table_height * SCENE.width() / SCENE.height())
    side = min(preferred, max(total - full, minimum))
    if side == 0:
        return 0
    shown = table_scale(total - side, table_height) * SMALLEST_TEXT_PX
    folded = table_scale(total, table_height) * SMALLEST_TEXT_PX
    return 0 if shown < MIN_TEXT_PX and folded > shown else side


class TableSplit(QSplitter):
    """The table's column and the side panel, refitted whenever the window changes size.

    ``below`` is the widget under the table whose height the table does not get (the result
    bar, when it shows).

    Signals:
        folded_changed(bool): the side panel folded away (True) or came back (False).
    """

    folded_changed = Signal(bool)

    def __init__(self, table: QWidget, side: QWidget, below: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.side, self._below = side, below
        self.addWidget(table)
        self.addWidget(side)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setCollapsible(0, False)
        self.setCollapsible(1, True)
        self._preferred_side = SIDE_WIDTH
        self._kept_size: QSize | None = None
        self._chosen = False  # the split is the player's: dragged now, or kept from a start
        self._folded = False
        self._unfolded = False  # the player brought the folded panel back
        self.splitterMoved.connect(self._on_moved)

    def restore(self, state: QByteArray | None, wanted: int, window_size: QSize) -> None:
        """Split as the player left it (``state``), until the window leaves ``window_size``.

        From then on the side panel is ``wanted`` wide where the window has room (0: as wide
        as ``state`` left it), the width the player chose even if a small window narrowed it.
        """
        if state is not None and self.restoreState(state):
            self._preferred_side = wanted or self.sizes()[1]
            self._kept_size = window_size
            self._chosen = True
            self._tell_folded()
        else:
            self.fit()

    def state_to_keep(self) -> QByteArray | None:
        """Return the split to restore next time: the player's, or None to fit it anew.

        A split the window made by itself is not kept: the side panel a small window narrowed
        would stay that narrow in a larger one.
        """
        return self.saveState() if self._chosen else None

    def wanted_side(self) -> int | None:
        """Return the side panel's width the player chose (None: the window's own).

        A small window may have narrowed the panel since: this is the width it goes back to.
        """
        return self._preferred_side if self._chosen else None

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Fit the side panel to the new size."""
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Narrow, then fold, the side panel before the table's text gets too small to read."""
        if self._kept_size is not None:
            window = self.window()
            if window.size() == self._kept_size:
                self._tell_folded()
                return
            self._kept_size = None
        total = self.width() - self.handleWidth()
        bar = self._below.height() if self._below.isVisible() else 0
        least = self.side.minimumWidth()
        side = side_width(total, self.height() - bar, self._preferred_side, least)
        if self._unfolded and not side:
            side = least  # brought back by the player: it stays, the table drawn smaller
        self._unfolded = self._unfolded and side == least
        self.setSizes([total - side, side])
        self._tell_folded()

    def unfold(self) -> None:
        """Bring the folded side panel back at its least width, the table drawn smaller.

        It stays while the window is too small for more; it is not kept as a width the player
        chose (a larger window gives the panel its room back, now and at the next start).
        """
        self._unfolded = True
        self._kept_size = None  # folded as the player left it last time: it opens all the same
        self.fit()

    def _on_moved(self) -> None:
        """The player set the side panel's width: keep it while the window has room for it."""
        self._preferred_side = self.sizes()[1]
        self._chosen = True
        self._tell_folded()

    def _tell_folded(self) -> None:
        folded = self.sizes()[1] == 0
        if folded != self._folded:
            self._folded = folded
            self.folded_changed.emit(folded)
