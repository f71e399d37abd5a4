"""Whether a player is one our models foresee or a stranger (``Level.simple_estimates``)."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from perudo_qt.bots import EXPERT, Decision, ExpertBot, make_bot
from perudo_qt.bots.arena import make_seat_bot
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.evidence import CROWD_EVIDENCE, Evidence
from perudo_qt.bots.expert import StrangerPlay, stranger_play
from perudo_qt.bots.exploit import cold_view
from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.bots.safe_play import SafePlay
from perudo_qt.bots.solve import Split, solved_policy, split_of
from perudo_qt.bots.tracking import dice_counts
from perudo_qt.rules import (
    Action,
    Bid,
    Game,
    PlayerView,
    RaiseContext,
    RuleOptions,
    turn_actions,
)

TABLE, PLANNED_DUDO, ESTIMATES = (
    StrangerPlay.TABLE,
    StrangerPlay.PLANNED_DUDO,
    StrangerPlay.ESTIMATES,
)

ESTIMATES_BY_PLAY = {
    PLANNED_DUDO: replace(EXPERT, look_ahead_doubt_only=True),
    ESTIMATES: replace(EXPERT, look_ahead_dice=0),
}
"""Built here, apart from ``expert.stranger_levels``: the estimates each play must make."""

RULE = Evidence(ours=0.8, stranger=0.5, prior=-1.0)


class FundedPlay(SafePlay):
    """A stub whose budget funds every departure without touching the rng."""

    def departs(self, view: PlayerView, split: Split, rng: random.Random) -> bool:
        return True


class UnfundedPlay(SafePlay):
    """A stub whose budget funds no departure: Expert before it has won anything."""

    def departs(self, view: PlayerView, split: Split, rng: random.Random) -> bool:
        return False


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


SolvedTurn = tuple[StrangerPlay, Decision, Decision | None]
"""At one of Expert's turns in a solved round: how it plays there (by its seat against a
stranger, its opponent unforeseen; else its table), its decision, and the decision of a fresh
bot of that play's estimates given the same coin (None for the table)."""


def solved_turns(opponent: str, seed: int, safe_play: SafePlay | None = None) -> list[SolvedTurn]:
    """Play a heads-up game of Expert against ``opponent``; return Expert's solved turns.

    Expert's budgets are ``safe_play`` (by default funding every departure).
    """
    expert = ExpertBot(safe_play=safe_play or FundedPlay())
    other = make_seat_bot(opponent)
    game = Game(["expert", opponent], RuleOptions(), seed=seed)
    rng = random.Random(seed)
    turns: list[SolvedTurn] = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        view, legal = game.view_for(seat), game.legal_actions()
        if seat == 1:
            game.apply(other.choose(view, legal, rng).action)
            continue
        coin = rng.random()
        decision = expert.choose(view, legal, random.Random(coin))
        counts = dice_counts(view)
        split = split_of(view, counts)
        if solved_policy(view, counts) is not None and split is not None:
            play = StrangerPlay.TABLE
            if not expert._fallback.foresees(view, 1):
                play = stranger_play(split, 0 if view.starting_seat == 0 else 1)
            level = ESTIMATES_BY_PLAY.get(play)
            fresh = None
            if level is not None:
                fresh = EstimatingBot(level).choose(view, legal, random.Random(coin))
            turns.append((play, decision, fresh))
        game.apply(decision.action)
    return turns


@pytest.mark.parametrize("member", ["stranger:1", "stranger:2", "stranger:3", "stranger:4"])
def test_against_a_stranger_expert_plays_the_solved_rounds_with_its_estimates(
    member: str,
) -> None:
    """Where the evidence says stranger, the decision is its seat's estimates' (which read
    habits), doubting as the look-ahead plans in most seats."""
    turns = [turn for seed in (1, 2, 3, 4) for turn in solved_turns(member, seed)]
    strange = [(decision, fresh) for play, decision, fresh in turns if fresh is not None]
    assert strange
    assert all(decision == fresh for decision, fresh in strange)
    assert any(play is StrangerPlay.PLANNED_DUDO for play, _, _ in turns)
    assert all(
        decision.reason.kind is ReasonKind.SOLVED
        for play, decision, _ in turns
        if play is StrangerPlay.TABLE
    )


@pytest.mark.parametrize("member", ["stranger:1", "stranger:2"])
def test_against_a_stranger_expert_departs_only_as_its_budget_funds(member: str) -> None:
    """With no budget against them, Expert plays the equilibrium where the evidence says
    stranger too: it risks nothing the equilibrium has not won."""
    turns = [turn for seed in (1, 2) for turn in solved_turns(member, seed, UnfundedPlay())]
    assert any(play is not StrangerPlay.TABLE for play, _, _ in turns)
    assert all(decision.reason.kind is ReasonKind.SOLVED for _, decision, _ in turns)


@pytest.mark.parametrize("opponent", ["hard", "normal"])
def test_against_our_kind_expert_plays_its_table_in_the_solved_rounds(
    opponent: str,
) -> None:
    """Funded or not, its departures against our kind are the table's best response, never
    its estimates."""
    turns = [turn for seed in (1, 2) for turn in solved_turns(opponent, seed)]
    assert turns
    assert all(play is StrangerPlay.TABLE for play, _, _ in turns)
    assert all(decision.reason.kind is ReasonKind.SOLVED for _, decision, _ in turns)


STRANGER_SEAT = (Split(1, 1), 1, (3,), (Bid(1, 4),))
"""A solved seat Expert plays by its estimates against a stranger, facing an opening."""


def stranger_expert(
    monkeypatch: pytest.MonkeyPatch, budget: float
) -> tuple[ExpertBot, PlayerView, tuple[Action, ...]]:
    """An Expert whose evidence says stranger, its budget against them, and its turn."""
    split, seat, hand, bids = STRANGER_SEAT
    expert = ExpertBot()
    monkeypatch.setattr(expert._fallback, "foresees", lambda view, seat: False)
    expert._safe.budgets[0] = budget
    view = cold_view(split, seat, hand, bids)
    context = RaiseContext(palifico_round=split.palifico, single_step=split.single_step)
    return expert, view, turn_actions(bids[-1], context, split.total)


def test_against_a_stranger_with_no_budget_expert_samples_its_table_exactly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Its decisions, and what it draws from the rng, are those of a cold Expert."""
    for seed in range(20):
        expert, view, legal = stranger_expert(monkeypatch, 0.0)
        played, cold = random.Random(seed), random.Random(seed)
        decision = expert.choose(view, legal, played)
        assert decision == make_bot("expert").choose(view, legal, cold)
        assert played.getstate() == cold.getstate()


def test_against_a_stranger_a_funded_coin_plays_the_estimates_an_unfunded_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    split = STRANGER_SEAT[0]
    kinds = set()
    for seed in range(20):
        expert, view, legal = stranger_expert(monkeypatch, 0.3)
        rng = random.Random(seed)
        decision = expert.choose(view, legal, rng)
        departed = expert._safe.departs(view, split, random.Random(0))
        assert isinstance(decision.reason, Reason)
        solved = decision.reason.kind is ReasonKind.SOLVED
        assert solved is not departed
        kinds.add(solved)
    assert kinds == {True, False}


@pytest.mark.parametrize(
    ("split", "seat", "hand", "bids", "play"),
    [
        (Split(1, 2), 1, (3, 5), (Bid(1, 4),), TABLE),
        (Split(2, 1), 1, (3,), (Bid(2, 4),), PLANNED_DUDO),
        (Split(1, 2, palifico=True), 1, (3, 5), (Bid(1, 4),), TABLE),
        (Split(1, 3, palifico=True), 1, (2, 2, 6), (Bid(1, 2),), TABLE),
        (Split(1, 5, palifico=True), 0, (6,), (Bid(1, 6), Bid(3, 6)), PLANNED_DUDO),
        (Split(2, 1), 0, (3, 5), (Bid(1, 3), Bid(2, 3)), PLANNED_DUDO),
        (Split(1, 1), 1, (3,), (Bid(1, 4),), PLANNED_DUDO),
        (Split(1, 4, palifico=True), 0, (5,), (Bid(1, 5), Bid(2, 5)), ESTIMATES),
        (Split(1, 2, single_step=True), 1, (3, 5), (Bid(1, 4),), TABLE),
        (Split(1, 3, palifico=True, may_change_face=True), 1, (2, 2, 6), (Bid(1, 2),), TABLE),
    ],
)
def test_against_a_stranger_expert_plays_each_seat_as_chosen(
    monkeypatch: pytest.MonkeyPatch,
    split: Split,
    seat: int,
    hand: tuple[int, ...],
    bids: tuple[Bid, ...],
    play: StrangerPlay,
) -> None:
    """Each row facing a bid is one where the two ways of playing by the estimates differ."""
    expert = ExpertBot(safe_play=FundedPlay())
    monkeypatch.setattr(expert._fallback, "foresees", lambda view, seat: False)
    view = cold_view(split, seat, hand, bids)
    context = RaiseContext(palifico_round=split.palifico, single_step=split.single_step)
    legal = turn_actions(bids[-1] if bids else None, context, split.total)
    decision = expert.choose(view, legal, random.Random(1))
    level = ESTIMATES_BY_PLAY.get(play)
    if level is None:
        assert decision.reason.kind is ReasonKind.SOLVED
    else:
        assert decision == EstimatingBot(level).choose(view, legal, random.Random(1))
        other = next(other for other in ESTIMATES_BY_PLAY.values() if other != level)
        assert decision != EstimatingBot(other).choose(view, legal, random.Random(1))
