"""Whether a player is one our models foresee or a stranger (``Level.simple_estimates``)."""

from __future__ import annotations

import math
import random

import pytest

from perudo_qt.bots import ExpertBot, make_bot
from perudo_qt.bots.arena import make_seat_bot
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.evidence import CROWD_EVIDENCE, Evidence
from perudo_qt.rules import Game, PlayerView, RuleOptions

RULE = Evidence(ours=0.8, stranger=0.5, prior=-1.0)


def test_before_any_choice_the_prior_decides() -> None:
    assert RULE.log_odds(0, 0) == -1.0
    assert RULE.log_odds(0, 0) <= 0.0
    assert CROWD_EVIDENCE.log_odds(0, 0) > 0.0


def test_each_choice_adds_its_log_likelihood_ratio() -> None:
    hit, miss = math.log(0.8 / 0.5), math.log(0.2 / 0.5)
    assert RULE.log_odds(7, 10) == pytest.approx(-1.0 + 7 * hit + 3 * miss)


def test_foreseen_choices_favour_our_kind_and_missed_ones_a_stranger() -> None:
    assert RULE.log_odds(5, 5) > RULE.log_odds(4, 5) > RULE.log_odds(0, 5)
    assert RULE.log_odds(9, 10) > 0.0
    assert RULE.log_odds(5, 10) <= 0.0


def rounds_played(opponent: str, rounds: int, seed: int) -> tuple[EstimatingBot, PlayerView]:
    """Expert at three seats with two ``opponent`` seats, after ``rounds`` revealed rounds.

    Returns the Expert level's bot and its view at its next turn.
    """
    bots = [make_bot("expert"), make_seat_bot(opponent), make_seat_bot(opponent)]
    game = Game(["expert", "left", "right"], RuleOptions(), seed=seed, first_seat=0)
    rng = random.Random(seed)
    while game.round_number <= rounds or game.current_seat != 0:
        seat = game.current_seat
        assert seat is not None and not game.is_over
        game.apply(bots[seat].choose(game.view_for(seat), game.legal_actions(), rng).action)
    expert = bots[0]
    assert isinstance(expert, ExpertBot)
    return expert._fallback, game.view_for(0)


def test_before_any_reveal_expert_plays_its_own_estimates() -> None:
    """The prior leans to our kind: a cold Expert decides as before (Hard's estimates)."""
    bot, view = rounds_played("stranger:1", 0, 1)
    assert bot._simple is not None
    assert bot._simple_for(view) is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_players_built_like_ours_earn_the_modelled_estimates(seed: int) -> None:
    for opponent in ("hard", "normal"):
        bot, view = rounds_played(opponent, 3, seed)
        assert bot._simple_for(view) is None, opponent


@pytest.mark.parametrize("member", ["stranger:1", "stranger:2", "stranger:3", "stranger:4"])
def test_strangers_get_the_simple_estimates(member: str) -> None:
    """Each kind of league member, the plain odds player too (only Normal and Hard are ours).

    A few rounds at three seats reveal few choices, and a member's may happen to be ones our
    models make: the vote goes to the simple estimates in most games, not in every one.
    """
    simple = 0
    for seed in (1, 2, 3):
        bot, view = rounds_played(member, 5, seed)
        simple += bot._simple_for(view) is bot._simple
    assert simple >= 2


def test_the_vote_is_deterministic() -> None:
    votes = set()
    for _ in range(2):
        bot, view = rounds_played("stranger:2", 3, 5)
        planner = bot._planner
        assert planner is not None
        foreseen = tuple(planner.foreseen(seat, bot._ours) for seat in (1, 2))
        votes.add((foreseen, bot._simple_for(view) is None))
    assert len(votes) == 1
