"""A raise's value is a chance even where the odds' running sums round past one; the values a bot
compares are those it reports."""

from __future__ import annotations

import random

import pytest

from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.estimating import EstimatingBot, _raise_value
from perudo_qt.bots.levels import EXPERT, NORMAL_WITHOUT_LAPSES
from perudo_qt.bots.personality import Personality
from perudo_qt.rules import Bid, Dudo, Game


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


def test_the_option_values_are_those_its_choice_compares() -> None:
    """Without lapses, bluffs or boldness, a bot takes the option its values rank first.

    ``option_values`` is what ``benchmarks/table_decisions.py`` measures against what the other
    players then did: it must be what the bot's choice weighs, Dudo tilted by its suspicion.
    """
    plain = Personality(bluffing=0.0, boldness=0.0, suspicion=0.8)
    chosen_dudo = chosen_raise = 0
    for seed in range(40):
        game = Game(["A", "B", "C", "D"], seed=seed, first_seat=0)
        rng = random.Random(seed)
        while game.current_bid is None or game.current_seat != 3:
            seat = game.current_seat
            assert seat is not None
            bids = [action for action in game.legal_actions(seat) if isinstance(action, Bid)]
            game.apply(bids[rng.randrange(min(4, len(bids)))], seat)
        bot = EstimatingBot(NORMAL_WITHOUT_LAPSES, plain)
        view, legal = game.view_for(3), game.legal_actions(3)
        values = bot.option_values(view, legal, random.Random(0))
        beliefs = estimate(view, NORMAL_WITHOUT_LAPSES, random.Random(0))
        standing = view.current_bid
        assert standing is not None
        assert values[Dudo()] == pytest.approx(1.0 - beliefs.at_least(standing) + 0.3 * 0.3)
        best = max(values.values())
        picked = bot.choose(view, legal, random.Random(0)).action
        assert values[picked] == best
        chosen_dudo += picked == Dudo()
        chosen_raise += isinstance(picked, Bid)
    assert chosen_dudo and chosen_raise  # both kinds of choice were checked
