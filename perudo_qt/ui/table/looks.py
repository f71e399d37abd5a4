"""How the table looks: its theme, its texts' size and whether it moves, applied at once.

The window's feature reads the settings at start and after Settings, and applies them to the
shared artwork (the table, the replay table, the dice in the panels) and to the table scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject

from perudo_qt.career.achievements import Evidence
from perudo_qt.career.cosmetics import unlocked
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import REDUCE_MOTION, TABLE_TEXT_SIZE, TABLE_THEME
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.feature import WindowContext
from perudo_qt.ui.table.text_scale import table_text_scale
from perudo_qt.ui.table.themes import CLASSIC, THEMES, TableTheme


@dataclass(frozen=True, slots=True)
class Looks:
    """The person's choice of how the table looks.

    Attributes:
        theme: the table theme's id.
        still: reduce motion: nothing shakes, flies or counts up.
        text_size: the table's text size, in percent of the system font's (one of
            ``TABLE_TEXT_SIZE``'s choices).
    """

    theme: str = CLASSIC.id
    still: bool = False
    text_size: int = 100

    @classmethod
    def read(cls, settings: Settings) -> Looks:
        """Return the choice kept in ``settings``."""
        size = int(settings.get(TABLE_TEXT_SIZE))
        return cls(settings.get(TABLE_THEME), settings.get(REDUCE_MOTION), size)

    def write(self, settings: Settings) -> None:
        """Keep this choice in ``settings``."""
        settings.set(TABLE_THEME, self.theme)
        settings.set(REDUCE_MOTION, self.still)
        settings.set(TABLE_TEXT_SIZE, str(self.text_size))

    def table_theme(self, allowed: frozenset[str]) -> TableTheme:
        """Return the theme to draw: the one chosen if ``allowed`` (unlocked), else the classic."""
        return THEMES[self.theme] if self.theme in allowed else CLASSIC


def evidence_in(database: StatsDatabase | None) -> Evidence | None:
    """Return what the statistics ``database`` says for achievements (None: none is kept)."""
    if database is None:
        return None
    return Evidence.of(database.statistics(), database.game_facts(), database.placings())


class TableLooks(QObject):
    """Applies the table's looks from the settings, at start and whenever they are saved.

    ``database`` gives the statistics database (None when none is kept): the cosmetic themes
    its games unlock are the ones that may be drawn.
    """

    def __init__(
        self, database: Callable[[], StatsDatabase | None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._database = database

    def install(self, context: WindowContext) -> None:
        """Draw the table as the settings say, now and after each change."""
        self.context = context
        context.settings_applied.connect(self.apply)
        self.apply()

    def unlocked(self) -> frozenset[str]:
        """Return the ids of the themes the person may choose."""
        return unlocked(evidence_in(self._database()))

    def looks(self) -> Looks:
        """Return the looks kept in the settings."""
        return Looks.read(self.context.settings)

    def apply(self) -> None:
        """Draw the table as the settings now say."""
        looks = self.looks()
        parts = self.context.parts
        parts.artwork.set_theme(looks.table_theme(self.unlocked()))
        parts.scene.apply_theme()
        parts.selector.show_dice(parts.artwork)
        parts.scene.set_reduce_motion(looks.still)
        parts.scene.set_text_scale(table_text_scale(looks.text_size))
