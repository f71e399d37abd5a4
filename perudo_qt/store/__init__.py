"""What is kept between sessions: the game in progress, finished games and statistics (no Qt).

The names below are imported from their modules when first used (``perudo_qt.lazy``): the
settings' atomic writes do not load the database.
"""

from typing import TYPE_CHECKING

from perudo_qt.lazy import lazy_exports

if TYPE_CHECKING:
    from .saves import SavedGame as SavedGame
    from .saves import SavedSeat as SavedSeat
    from .saves import SaveFile as SaveFile
    from .saves import UnusableSaveError as UnusableSaveError
    from .stats import CareerEntry as CareerEntry
    from .stats import GameSummary as GameSummary
    from .stats import Statistics as Statistics
    from .stats import StatsDatabase as StatsDatabase
    from .stats import summarize as summarize

__getattr__, __all__ = lazy_exports(
    __name__,
    {
        "saves": ("SavedGame", "SavedSeat", "SaveFile", "UnusableSaveError"),
        "stats": ("CareerEntry", "GameSummary", "Statistics", "StatsDatabase", "summarize"),
    },
)
