"""What is kept between sessions: the game in progress, finished games and statistics (no Qt)."""

from .saves import SavedGame, SavedSeat, SaveFile, UnusableSaveError
from .stats import GameSummary, Statistics, StatsDatabase, summarize

__all__ = [
    "GameSummary",
    "SaveFile",
    "SavedGame",
    "SavedSeat",
    "Statistics",
    "StatsDatabase",
    "UnusableSaveError",
    "summarize",
]
