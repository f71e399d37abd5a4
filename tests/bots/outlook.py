"""Expert's look-ahead asked about one Dudo: its played-out value beside the plain chance."""

from __future__ import annotations

import random

from perudo_qt.bots import EXPERT
from perudo_qt.bots.beliefs import Beliefs
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.levels import Level
from perudo_qt.rules import Action, Bid, Dudo, Game, RuleOptions

STANDING = Bid(3, 4)
"""The bid the first seat opens with, that the second weighs calling Dudo on."""


def standing_outlook(players: str, level: Level = EXPERT) -> tuple[dict[Action, float], Beliefs]:
    """Return ``level``'s look-ahead values facing ``STANDING``, and the beliefs it holds.

    Seen from the second seat of a game of ``players`` with three dice each.
    """
    game = Game(players, RuleOptions(dice_per_player=3), seed=1, first_seat=0)
    game.apply(STANDING)
    view = game.view_for(1)
    bot = EstimatingBot(level)
    beliefs = bot._estimate(view, random.Random(1))
    legal = game.legal_actions(1)
    bids = [action for action in legal if isinstance(action, Bid)]
    outlook = bot._look_ahead(view, legal, bids, beliefs, random.Random(1))
    assert outlook is not None
    return outlook, beliefs


def dudo_outlook(players: str) -> tuple[float, float]:
    """Return Expert's played-out value of Dudo on ``STANDING``, seen from the second seat of a
    game of ``players`` with three dice each, and the chance that bid is false."""
    outlook, beliefs = standing_outlook(players)
    return outlook[Dudo()], 1.0 - beliefs.at_least(STANDING)
