"""Every bot answers with a legal action, for every option set, and sees only its own dice."""

from __future__ import annotations

import itertools
import random

import pytest

from perudo_qt.bots import EstimatingBot, make_bot
from perudo_qt.bots.reasons import Reason
from perudo_qt.bots.registry import YARDSTICKS
from perudo_qt.rules import Bid, Game, RuleOptions

from .helpers import play_out

TOGGLES = RuleOptions.toggle_names()
OPTION_SETS = [
    RuleOptions(dice_per_player=dice, **dict(zip(TOGGLES, flags, strict=True)))
    for dice in (2, 5)
    for flags in itertools.product((False, True), repeat=len(TOGGLES))
]
LEVEL_SPECS = ["easy", "normal", "hard", "hard:pirate", "easy:gambler", "normal:accountant"]
YARDSTICK_SPECS = list(YARDSTICKS)


@pytest.mark.parametrize("options", OPTION_SETS, ids=str)
def test_bots_choose_only_legal_actions(options: RuleOptions) -> None:
    number = OPTION_SETS.index(options)
    specs = [
        LEVEL_SPECS[number % 6],
        LEVEL_SPECS[(number + 1) % 6],
        LEVEL_SPECS[(number + 2) % 6],
        YARDSTICK_SPECS[number % 4],
    ]
    bots = [make_bot(spec) for spec in specs]
    game = Game(specs, options, seed=number)
    decisions = play_out(game, bots, random.Random(number))
    assert decisions > 0


@pytest.mark.parametrize("spec", LEVEL_SPECS + YARDSTICK_SPECS)
def test_a_decision_depends_on_the_own_dice_only(spec: str) -> None:
    """Tables that differ only in the other seats' dice give seat 0 the same view and answer."""
    views = []
    for others in ([2, 2, 3, 3, 4], [6, 6, 6, 1, 1]):
        game = Game(["A", "B", "C"], RuleOptions(calza=True), seed=5, first_seat=1)
        game.set_round_dice([[2, 3, 4, 5, 5], others, list(reversed(others))])
        game.apply(Bid(2, 3))
        game.apply(Bid(3, 3))
        views.append((game.view_for(0), game.legal_actions(0)))
    assert views[0] == views[1]
    answers = [make_bot(spec).choose(view, legal, random.Random(9)) for view, legal in views]
    assert answers[0] == answers[1]


def test_estimating_bot_explains_itself() -> None:
    game = Game(["A", "B"], seed=3, first_seat=0)
    game.set_round_dice([[2, 2, 2, 1, 6], [3, 3, 4, 5, 6]])
    game.apply(game.legal_actions()[0])
    decision = EstimatingBot().choose(game.view_for(1), game.legal_actions(1), random.Random(0))
    assert isinstance(decision.reason, Reason) and decision.reason.chance is not None
    assert decision.probability is not None
