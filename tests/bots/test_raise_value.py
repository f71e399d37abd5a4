"""A raise's value is a chance even where the odds' running sums round past one."""

from __future__ import annotations

import random

from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.estimating import _raise_value
from perudo_qt.bots.levels import EXPERT
from perudo_qt.rules import Bid, Game


def test_a_hopeless_raise_is_worth_nothing_not_less() -> None:
    """Heads-up, opening with no paco, "8 pacos" is surely doubted and surely false.

    The chance of a doubt, summed over the next player's hands, comes to 1 plus a rounding
    error there; Expert's reason for a raise refuses a negative value, so a value below 0
    made its move a fault.
    """
    game = Game(["A", "B"], seed=0, first_seat=0)
    game.set_round_dice([[2, 3, 4, 5, 6], [2, 2, 3, 4, 5]])
    beliefs = estimate(game.view_for(0), EXPERT, random.Random(0))
    assert beliefs.doubt_chance(Bid(8, 1)) > 1.0  # the rounding error this guards against
    for quantity in range(1, 11):
        for face in range(1, 7):
            assert 0.0 <= _raise_value(Bid(quantity, face), beliefs, EXPERT) <= 1.0
