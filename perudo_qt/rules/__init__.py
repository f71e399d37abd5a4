"""The Perudo rules engine: pure Python (stdlib only), deterministic, the authority on legality.

The names below are imported from their modules when first used (``perudo_qt.lazy``): reading
the rule options does not load the engine.
"""

from typing import TYPE_CHECKING

from perudo_qt.lazy import lazy_exports

if TYPE_CHECKING:
    from .actions import FACES as FACES
    from .actions import PACO as PACO
    from .actions import Action as Action
    from .actions import Bid as Bid
    from .actions import Calza as Calza
    from .actions import Dudo as Dudo
    from .actions import face_word as face_word
    from .bidding import FaceRange as FaceRange
    from .bidding import RaiseContext as RaiseContext
    from .bidding import legal_bids as legal_bids
    from .bidding import turn_actions as turn_actions
    from .errors import IllegalActionError as IllegalActionError
    from .events import BidMade as BidMade
    from .events import CalzaCalled as CalzaCalled
    from .events import DiceRevealed as DiceRevealed
    from .events import DieGained as DieGained
    from .events import DieLost as DieLost
    from .events import DudoCalled as DudoCalled
    from .events import Event as Event
    from .events import GameOver as GameOver
    from .events import PalificoDeclared as PalificoDeclared
    from .events import PlayerEliminated as PlayerEliminated
    from .events import RoundStarted as RoundStarted
    from .game import Game as Game
    from .game import count_matching as count_matching
    from .options import MAX_DICE_PER_PLAYER as MAX_DICE_PER_PLAYER
    from .options import MAX_PLAYERS as MAX_PLAYERS
    from .options import MIN_PLAYERS as MIN_PLAYERS
    from .options import RuleOptions as RuleOptions
    from .record import Transcript as Transcript
    from .record import game_from_json as game_from_json
    from .record import game_to_json as game_to_json
    from .view import PlayerView as PlayerView

__getattr__, __all__ = lazy_exports(
    __name__,
    {
        "actions": ("FACES", "PACO", "Action", "Bid", "Calza", "Dudo", "face_word"),
        "bidding": ("FaceRange", "RaiseContext", "legal_bids", "turn_actions"),
        "errors": ("IllegalActionError",),
        "events": (
            "BidMade",
            "CalzaCalled",
            "DiceRevealed",
            "DieGained",
            "DieLost",
            "DudoCalled",
            "Event",
            "GameOver",
            "PalificoDeclared",
            "PlayerEliminated",
            "RoundStarted",
        ),
        "game": ("Game", "count_matching"),
        "options": ("MAX_DICE_PER_PLAYER", "MAX_PLAYERS", "MIN_PLAYERS", "RuleOptions"),
        "record": ("Transcript", "game_from_json", "game_to_json"),
        "view": ("PlayerView",),
    },
)
