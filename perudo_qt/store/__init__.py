"""What is kept between sessions: the game in progress, finished games and statistics (no Qt)."""

from .saves import SavedGame, SavedSeat, SaveFile, UnusableSaveError
from .stats import CareerEntry, GameSummary, Statistics, StatsDatabase, summarize

__all__ = [
    "CareerEntry",
    "GameSummary",
    "SaveFile",
    "SavedGame",
    "SavedSeat",
    "Statistics",
    "StatsDatabase",
    "UnusableSaveError",
    "summarize",
]
