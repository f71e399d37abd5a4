"""Computer opponents: pure Python, they see only their seat's view and choose a legal action."""

from .base import Bot, Decision
from .estimating import EstimatingBot
from .expert import ExpertBot
from .faults import Fault, FaultKind
from .fixed import AlwaysDudoBot, MinimumRaiseBot, RandomBot, ThresholdBot
from .levels import EASY, EXPERT, HARD, LEVELS, NORMAL, Level
from .personality import PRESETS, Personality
from .reasons import Reason, ReasonKind
from .referee import Ruling, ask_calza, ask_turn, safe_action
from .registry import (
    BotSpecError,
    is_plugin,
    load_plugin,
    make_bot,
    plugin_class,
    plugin_digest,
    plugin_path,
)

__all__ = [
    "EASY",
    "EXPERT",
    "HARD",
    "LEVELS",
    "NORMAL",
    "PRESETS",
    "AlwaysDudoBot",
    "Bot",
    "BotSpecError",
    "Decision",
    "EstimatingBot",
    "ExpertBot",
    "Fault",
    "FaultKind",
    "Level",
    "MinimumRaiseBot",
    "Personality",
    "RandomBot",
    "Reason",
    "ReasonKind",
    "Ruling",
    "ThresholdBot",
    "ask_calza",
    "ask_turn",
    "is_plugin",
    "load_plugin",
    "make_bot",
    "plugin_class",
    "plugin_digest",
    "plugin_path",
    "safe_action",
]
