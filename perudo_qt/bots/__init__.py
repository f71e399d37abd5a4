"""Computer opponents: pure Python, they see only their seat's view and choose a legal action.

The names below are imported from their modules when first used (``perudo_qt.lazy``): a
module that needs one bot's value type does not load every bot.
"""

from typing import TYPE_CHECKING

from perudo_qt.lazy import lazy_exports

if TYPE_CHECKING:
    from .base import Bot as Bot
    from .base import Decision as Decision
    from .estimating import EstimatingBot as EstimatingBot
    from .expert import ExpertBot as ExpertBot
    from .faults import Fault as Fault
    from .faults import FaultKind as FaultKind
    from .fixed import AlwaysDudoBot as AlwaysDudoBot
    from .fixed import MinimumRaiseBot as MinimumRaiseBot
    from .fixed import RandomBot as RandomBot
    from .fixed import ThresholdBot as ThresholdBot
    from .levels import EASY as EASY
    from .levels import EXPERT as EXPERT
    from .levels import HARD as HARD
    from .levels import LEVELS as LEVELS
    from .levels import NORMAL as NORMAL
    from .levels import Level as Level
    from .personality import PRESETS as PRESETS
    from .personality import Personality as Personality
    from .reasons import Reason as Reason
    from .reasons import ReasonKind as ReasonKind
    from .referee import Ruling as Ruling
    from .referee import ask_calza as ask_calza
    from .referee import ask_turn as ask_turn
    from .referee import safe_action as safe_action
    from .registry import BotSpecError as BotSpecError
    from .registry import load_plugin as load_plugin
    from .registry import make_bot as make_bot
    from .specs import is_plugin as is_plugin
    from .specs import plugin_class as plugin_class
    from .specs import plugin_digest as plugin_digest
    from .specs import plugin_path as plugin_path

__getattr__, __all__ = lazy_exports(
    __name__,
    {
        "base": ("Bot", "Decision"),
        "estimating": ("EstimatingBot",),
        "expert": ("ExpertBot",),
        "faults": ("Fault", "FaultKind"),
        "fixed": ("AlwaysDudoBot", "MinimumRaiseBot", "RandomBot", "ThresholdBot"),
        "levels": ("EASY", "EXPERT", "HARD", "LEVELS", "NORMAL", "Level"),
        "personality": ("PRESETS", "Personality"),
        "reasons": ("Reason", "ReasonKind"),
        "referee": ("Ruling", "ask_calza", "ask_turn", "safe_action"),
        "registry": ("BotSpecError", "load_plugin", "make_bot"),
        "specs": ("is_plugin", "plugin_class", "plugin_digest", "plugin_path"),
    },
)
