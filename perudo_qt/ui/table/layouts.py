"""The table's layouts at large texts, searched on a thread of their own.

At the designed text size a table's layout takes milliseconds; at twice the size, six seats
take up to a second of searching (``seating.drawn_layout``), which must not hold the GUI
thread. ``Layouts`` gives the scene a layout at once: the one asked for when it is known, else
the designed one while the one asked for is searched on the thread, and says when it is ready.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from perudo_qt.ui.table.seating import Layout, drawn_layout

LayoutKey = tuple[int, bool, float, float]
"""What a layout is for: the seats, whether the bottom one is the person's, the text scale and
the view's shape (width over height)."""


class _Relay(QObject):
    """Carries a searched layout from the search's thread to the GUI thread."""

    found = Signal(object, object)


class _Search(QRunnable):
    """Searches one layout (pure geometry on Qt's value types: no widget is touched)."""

    def __init__(self, relay: _Relay, key: LayoutKey) -> None:
        super().__init__()
        self._relay = relay
        self._key = key

    def run(self) -> None:
        """Search the layout and hand it over."""
        self._relay.found.emit(self._key, drawn_layout(*self._key))


class Layouts(QObject):
    """Layouts for the scene: known ones at once, others searched off the GUI thread.

    Signals:
        ready(): a layout asked for has been found: ask again to have it.
    """

    ready = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._known: dict[LayoutKey, Layout] = {}
        self._searching: set[LayoutKey] = set()
        # The pool before the relay: children go in the order they came, and the pool waits
        # for a search under way, whose answer the relay must still be there to carry.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.found.connect(self._on_found)

    @property
    def searching(self) -> bool:
        """Whether a layout asked for is still being searched."""
        return bool(self._searching)

    def layout(self, count: int, own_seat: bool, scale: float, aspect: float) -> Layout:
        """Return the layout asked for if known, else the designed one (searching the other).

        At the designed text size (``scale`` 1) the layout is laid out here: it is quick.
        """
        if scale == 1.0:
            return drawn_layout(count, own_seat, scale, aspect)
        key = (count, own_seat, scale, aspect)
        known = self._known.get(key)
        if known is not None:
            return known
        if key not in self._searching:
            self._searching.add(key)
            self._pool.start(_Search(self._relay, key))
        return drawn_layout(count, own_seat, 1.0, aspect)

    def _on_found(self, key: LayoutKey, layout: Layout) -> None:
        self._known[key] = layout
        self._searching.discard(key)
        self.ready.emit()
