"""The achievements feature: the View menu's Achievements page, and a toast after each game.

When a game ends (after its last reveal is shown: the controller's ``game_finished``), the
keeping feature has recorded it; the achievements are computed again from the statistics
database, and those earned since the game began are toasted.
"""

from __future__ import annotations

import logging
import sqlite3
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, Qt

from perudo_qt.career.achievements import Evidence, Progress, achievement_progress
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.keeping.keeping import Keeping
from perudo_qt.ui.trophies.toast import AchievementToast
from perudo_qt.ui.words.wording import tr

# Imported when first opened, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.trophies.page import AchievementsDialog

log = logging.getLogger(__name__)


def progress_in(database: StatsDatabase) -> tuple[Progress, ...]:
    """Return every achievement with the person's progress, as ``database`` has it now."""
    evidence = Evidence.of(database.statistics(), database.game_facts(), database.placings())
    return achievement_progress(evidence)


def earned_ids(progress: tuple[Progress, ...]) -> frozenset[str]:
    """Return the ids of the achievements earned in ``progress``."""
    return frozenset(item.achievement.id for item in progress if item.earned)


class Trophies(QObject):
    """Achievements in the window, read from the statistics database ``keeping`` keeps.

    Installed after ``keeping``, whose keeper records each finished game.
    """

    def __init__(self, keeping: Keeping, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keeping = keeping
        self._before: frozenset[str] | None = None

    def install(self, context: WindowContext) -> None:
        """Add the Achievements entry, and the toast over the table."""
        self.context = context
        views = context.parts.scene.views()
        self.toast = AchievementToast(views[0] if views else context.window, self._seats_shown)
        action = context.add_action(
            Menu.VIEW, 25, tr("&Achievements…"), self.show_page, name="achievementsAction"
        )
        action.setEnabled(self._database() is not None)
        context.controller.game_started.connect(self._on_game_started)
        context.controller.game_finished.connect(self._on_game_finished)
        context.closing.connect(self._forget)

    def _seats_shown(self) -> list[QRect]:
        """Return the seats' plates and lines shown on the table, where the toast sits over it.

        The toast keeps clear of them: it named its achievements over a character's line.
        """
        scene = self.context.parts.scene
        views = scene.views()
        if not views:
            return []
        view = views[0]
        offset = view.viewport().pos()
        areas = []
        for seat in range(len(scene.names)):
            for item in (scene.plate(seat), scene.speech(seat)):
                if item.isVisible():
                    shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    areas.append(shown.translated(offset))
        return areas

    def _database(self) -> StatsDatabase | None:
        keeper = self._keeping.keeper
        return keeper.stats if keeper is not None else None

    def progress(self) -> tuple[Progress, ...] | None:
        """Return every achievement with its progress, or None if the database cannot say."""
        database = self._database()
        if database is None:
            return None
        try:
            return progress_in(database)
        except sqlite3.Error as error:
            log.warning("could not read the achievements: %s", error)
            return None

    def show_page(self) -> AchievementsDialog | None:
        """Open the Achievements page, the table paused until it closes; return it."""
        from perudo_qt.ui.trophies.page import AchievementsDialog

        progress = self.progress()
        if progress is None:
            return None
        dialog = AchievementsDialog(progress, self.context.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.context.open_paused(dialog)
        return dialog

    def _forget(self) -> None:
        """The window closes (and the keeper with it): a game ending now earns no toast."""
        self._before = None

    def _on_game_started(self) -> None:
        progress = self.progress()
        self._before = None if progress is None else earned_ids(progress)

    def _on_game_finished(self) -> None:
        # The keeper recorded the game when its last events came; they are shown by now.
        before = self._before
        if before is None:
            return
        progress = self.progress()
        if progress is None:
            return
        self._before = earned_ids(progress)
        new = [
            item.achievement
            for item in progress
            if item.earned and item.achievement.id not in before
        ]
        self.toast.show_earned(new)
