"""Python's cyclic garbage, collected on the GUI thread only.

Python collects reference cycles in whichever thread happens to allocate past its threshold:
often the bot thread, which allocates the most. A cycle that holds a Qt object of the GUI
thread (a dialog's closure, a timer, an animation) is then destroyed on the bot thread, where
Qt may not touch it: "QBasicTimer::stop: Failed. Possibly trying to stop from a different
thread", then a crash in a later event loop. ``GarbageCollector`` turns automatic collection
off and collects from a timer on the GUI thread instead, generation by generation as Python's
own thresholds would (the way calibre keeps its Qt objects on their thread).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 500
"""How often the GUI thread looks at the allocation counts (the collection itself is short)."""


class GarbageCollector(QObject):
    """While it lives, cycles are collected on the thread that made it (the GUI thread).

    Automatic collection is off from its creation until ``stop``; every ``CHECK_MS`` the
    generations whose counts passed Python's thresholds are collected.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect the generations past their thresholds, as automatic collection would.

        Returns how many unreachable objects were found.
        """
        counts = gc.get_count()
        generation = -1
        for level, (count, threshold) in enumerate(zip(counts, self._thresholds, strict=True)):
            if threshold <= 0 or count <= threshold:
                break
            generation = level
        return gc.collect(generation) if generation >= 0 else 0

    def stop(self) -> None:
        """Collect what is left here, and give collection back to Python."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
