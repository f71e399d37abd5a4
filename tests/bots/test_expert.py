"""Expert plays the solved equilibrium in heads-up endgames; Hard holds up against it there."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter

import pytest

from perudo_qt.bots import EXPERT, HARD, LEVELS, EstimatingBot, ExpertBot, make_bot
from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.exploit import cold_view, measure
from perudo_qt.bots.levels import Level
from perudo_qt.bots.opponents import DEFAULT_MODEL, HEADS_UP_MODEL, JudgeModel, OpponentModel
from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.bots.solve import Split, load_table
from perudo_qt.rules import Bid, Dudo, Game, RaiseContext, RuleOptions, turn_actions

from .helpers import play_out

TOGGLES = RuleOptions.toggle_names()


def test_expert_is_a_level_the_game_offers() -> None:
    assert list(LEVELS)[-1] == "expert"
    assert LEVELS["expert"] is EXPERT
    bot = make_bot("expert:skeptic")
    assert isinstance(bot, ExpertBot)
    assert bot.personality.suspicion == 0.85


def expert_openings(spec: str, hand: tuple[int, ...], times: int) -> Counter[object]:
    view = cold_view(Split(1, 1), 0, hand, ())
    legal = turn_actions(None, RaiseContext(), 2)
    return Counter(
        make_bot(spec).choose(view, legal, random.Random(seed)).action for seed in range(times)
    )


def test_expert_samples_the_equilibrium_in_a_solved_round() -> None:
    table = load_table(Split(1, 1))
    assert table is not None
    policy = table.policy((), (3,))
    assert policy is not None
    counts = expert_openings("expert", (3,), 2000)
    assert set(counts) == set(policy)
    for action, chance in policy.items():
        assert counts[action] / 2000 == pytest.approx(chance, abs=0.04)


def test_expert_explains_a_solved_decision() -> None:
    view = cold_view(Split(1, 1), 1, (2,), (Bid(2, 6),))
    legal = turn_actions(Bid(2, 6), RaiseContext(), 2)
    decision = make_bot("expert").choose(view, legal, random.Random(1))
    assert decision.action == Dudo()
    assert isinstance(decision.reason, Reason) and decision.reason.kind is ReasonKind.SOLVED


def test_a_suspicious_expert_doubts_more_often_in_a_solved_round() -> None:
    split = Split(2, 1)
    table = load_table(split)
    assert table is not None
    standing = Bid(2, 4)
    view = cold_view(split, 1, (3,), (standing,))
    legal = turn_actions(standing, RaiseContext(), 3)
    doubts = {}
    for spec in ("expert", "expert:skeptic"):
        choices = [make_bot(spec).choose(view, legal, random.Random(n)).action for n in range(600)]
        doubts[spec] = choices.count(Dudo())
    assert doubts["expert:skeptic"] > doubts["expert"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("dice", [1, 2, 3])
def test_expert_plays_legally_in_every_option_set(dice: int) -> None:
    for number, flags in enumerate(itertools.product((False, True), repeat=len(TOGGLES))):
        options = RuleOptions(dice_per_player=dice, **dict(zip(TOGGLES, flags, strict=True)))
        specs = ["expert", "hard", "expert:pirate"][: 2 + number % 2]
        bots = [make_bot(spec) for spec in specs]
        game = Game(specs, options, seed=number)
        assert play_out(game, bots, random.Random(number)) > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", ["1v1", "1v2-step", "pal-1v2", "pal-1v3"])
def test_cold_hard_is_no_weaker_than_normal_in_endgames(name: str) -> None:
    """Hard's loss to the equilibrium and what a best responder wins against it: both ≤ Normal."""
    split = Split.parse(name)
    hard = measure(split, functools.partial(make_bot, "hard"), 10)
    normal = measure(split, functools.partial(make_bot, "normal"), 10)
    assert hard.loss <= normal.loss + 0.005
    assert hard.exploitability <= normal.exploitability + 0.005


@pytest.mark.slow
def test_expert_is_near_the_equilibrium_in_one_die_rounds() -> None:
    report = measure(Split(1, 1), functools.partial(make_bot, "expert"), 200)
    assert abs(report.loss) <= 0.005
    assert report.exploitability <= 0.02


def test_a_cold_opponent_model_expects_doubts_heads_up_only() -> None:
    cold = OpponentModel()
    assert cold.model(1, heads_up=True) == HEADS_UP_MODEL
    assert cold.model(1, heads_up=True).reading == 0.0
    assert cold.model(1) == DEFAULT_MODEL


PLAIN_ODDS = JudgeModel(0.0, 0.5)


@pytest.mark.parametrize("level", [HARD, EXPERT])
def test_a_stranger_at_three_seats_is_expected_to_judge_by_plain_odds(level: Level) -> None:
    """Most players not built like ours read nothing into a bid (the league's do not)."""
    game = Game(["A", "B", "C"], seed=5, first_seat=1)
    game.set_round_dice([[2, 3, 4, 5, 5], [2, 2, 3, 3, 4], [6, 6, 6, 1, 1]])
    game.apply(Bid(2, 3))
    game.apply(Bid(3, 3))
    view = game.view_for(0)
    beliefs = EstimatingBot(level)._estimate(view, random.Random(1))
    assert beliefs == estimate(view, level, random.Random(1), PLAIN_ODDS)
    assert beliefs != estimate(view, level, random.Random(1), DEFAULT_MODEL)


def test_the_opponent_model_starts_from_the_prior_it_is_given() -> None:
    model = OpponentModel()
    assert model.model(1, heads_up=False, crowd_prior=PLAIN_ODDS) == PLAIN_ODDS
    assert model.model(1, heads_up=True, crowd_prior=PLAIN_ODDS) == HEADS_UP_MODEL


@pytest.mark.parametrize("seed", range(6))
def test_at_three_seats_expert_plays_hards_estimates_until_a_model_fits(seed: int) -> None:
    """Before any round is revealed no model can tell Expert what kind of player it faces."""
    game = Game(["expert", "threshold", "threshold"], seed=seed)
    others = [make_bot("threshold"), make_bot("threshold")]
    while game.round_number == 1:
        seat = game.current_seat
        assert seat is not None
        view, legal = game.view_for(seat), game.legal_actions(seat)
        if seat == 0:
            expert = make_bot("expert").choose(view, legal, random.Random(seed))
            hard = make_bot("hard").choose(view, legal, random.Random(seed))
            assert expert == hard
            action = expert.action
        else:
            action = others[seat - 1].choose(view, legal, random.Random(seed)).action
        game.apply(action)
