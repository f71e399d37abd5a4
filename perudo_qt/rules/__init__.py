"""The Perudo rules engine: pure Python (stdlib only), deterministic, the authority on legality."""

from .actions import FACES, PACO, Action, Bid, Calza, Dudo, face_word
from .bidding import FaceRange, RaiseContext, legal_bids, turn_actions
from .errors import IllegalActionError
from .events import (
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    DudoCalled,
    Event,
    GameOver,
    PalificoDeclared,
    PlayerEliminated,
    RoundStarted,
)
from .game import Game, count_matching
from .options import MAX_DICE_PER_PLAYER, MAX_PLAYERS, MIN_PLAYERS, RuleOptions
from .record import Transcript, game_from_json, game_to_json
from .view import PlayerView

__all__ = [
    "FACES",
    "MAX_DICE_PER_PLAYER",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PACO",
    "Action",
    "Bid",
    "BidMade",
    "Calza",
    "CalzaCalled",
    "DiceRevealed",
    "DieGained",
    "DieLost",
    "Dudo",
    "DudoCalled",
    "Event",
    "FaceRange",
    "Game",
    "GameOver",
    "IllegalActionError",
    "PalificoDeclared",
    "PlayerEliminated",
    "PlayerView",
    "RaiseContext",
    "RoundStarted",
    "RuleOptions",
    "Transcript",
    "count_matching",
    "face_word",
    "game_from_json",
    "game_to_json",
    "legal_bids",
    "turn_actions",
]
