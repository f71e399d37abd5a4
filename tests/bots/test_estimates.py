"""The odds the bots reason with, their count of dice in play, and what they learn."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots import EASY, EXPERT, HARD, NORMAL, make_bot
from perudo_qt.bots.arena import run_arena, summarize
from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.estimating import BLUFF_FLOOR, EstimatingBot, look_ahead_model
from perudo_qt.bots.levels import NORMAL_WITHOUT_LAPSES, Level
from perudo_qt.bots.opponents import MODELS, OpponentModel
from perudo_qt.bots.personality import Personality
from perudo_qt.bots.probability import binomial, convolve, tails, tilted_binomial
from perudo_qt.bots.reasons import ReasonKind
from perudo_qt.bots.referee import ask_turn
from perudo_qt.bots.tracking import dice_counts
from perudo_qt.rules import Bid, Game, RuleOptions

from ..rules.helpers import make_seat_lose


@given(st.integers(0, 30), st.sampled_from([1 / 6, 1 / 3]))
def test_binomial_is_a_distribution(dice: int, p: float) -> None:
    dist = binomial(dice, p)
    assert len(dist) == dice + 1
    assert math.isclose(sum(dist), 1.0)
    assert math.isclose(sum(k * q for k, q in enumerate(dist)), dice * p)


@given(st.integers(0, 10), st.integers(0, 10))
def test_convolution_adds_counts(first: int, second: int) -> None:
    assert convolve(binomial(first, 1 / 3), binomial(second, 1 / 3)) == pytest.approx(
        binomial(first + second, 1 / 3)
    )


def test_tails() -> None:
    assert tails((0.25, 0.5, 0.25)) == pytest.approx((1.0, 0.75, 0.25, 0.0))


def test_a_hinted_bidder_holds_more() -> None:
    plain, hinted = binomial(5, 1 / 3), tilted_binomial(5, 1 / 3, 1.0)
    mean = lambda dist: sum(k * p for k, p in enumerate(dist))  # noqa: E731
    assert mean(hinted) > mean(plain)
    assert tilted_binomial(5, 1 / 3, 0.0) == plain


def test_worked_round_odds_from_d_seat() -> None:
    """From a seat holding two fives and a paco, 9 fives among 21 dice (000 worked round)."""
    game = Game(["A", "B"], seed=1, first_seat=0)
    game.set_round_dice([[2, 3, 4, 6, 6], [1, 5, 5, 2, 3]])
    beliefs = estimate(game.view_for(1), NORMAL, random.Random(0))
    assert beliefs.own[5] == 3
    assert beliefs.at_least(Bid(3, 5)) == 1.0
    assert beliefs.at_least(Bid(4, 5)) == pytest.approx(1 - (2 / 3) ** 5)
    assert beliefs.exactly(Bid(3, 5)) == pytest.approx((2 / 3) ** 5)
    assert beliefs.at_least(Bid(9, 5)) == 0.0


@pytest.mark.parametrize("visible", [False, True])
def test_bots_count_the_dice_from_the_public_record(visible: bool) -> None:
    game = Game("ABCD", RuleOptions(lost_dice_visible=visible, calza=True), seed=3, first_seat=0)
    for seat in (1, 1, 3, 0):
        make_seat_lose(game, seat)
    assert dice_counts(game.view_for(2)) == game.dice_counts == (4, 3, 5, 4)


def test_easy_sometimes_miscounts_normal_never() -> None:
    game = Game("ABCD", seed=3, first_seat=0)
    view = game.view_for(0)
    easy_totals = {len(estimate(view, EASY, random.Random(n)).unseen[2]) for n in range(50)}
    normal_totals = {len(estimate(view, NORMAL, random.Random(n)).unseen[2]) for n in range(50)}
    assert normal_totals == {16}
    assert len(easy_totals) > 1


def test_the_opponent_model_learns_that_the_threshold_bot_reads_nothing() -> None:
    bots = [make_bot("normal"), make_bot("threshold")]
    game = Game(["normal", "threshold"], seed=4)
    rng = random.Random(4)
    model = OpponentModel()
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        view = game.view_for(seat)
        game.apply(ask_turn(bots[seat], view, game.legal_actions(), rng).decision.action)
    model.update(game.view_for(0))
    assert model.model(1) == MODELS[0]
    assert model.model(1).reading == 0.0


def test_personality_shows_in_the_arena() -> None:
    """The Pirate makes false bids far more often than the Cautious Accountant."""
    totals = run_arena(["normal:pirate", "normal:accountant", "normal"], 120, 3, RuleOptions())
    figures = summarize(totals, 3)
    assert figures["normal:pirate"]["bluff_rate"] > figures["normal:accountant"]["bluff_rate"] + 0.1


def test_the_gambler_calls_calza_and_easy_rarely_does() -> None:
    totals = run_arena(["normal:gambler", "easy", "easy"], 120, 3, RuleOptions(calza=True))
    gambler = totals["normal:gambler"].calzas / totals["normal:gambler"].games
    easy = totals["easy"].calzas / totals["easy"].games
    assert gambler > 3 * easy


def test_hard_reads_bids_less_at_a_crowded_table() -> None:
    """A bid says less about its bidder's dice when more players are in."""
    assert HARD.inference_at(2) == HARD.inference
    assert HARD.inference_at(6) < HARD.inference
    assert NORMAL.inference_at(6) == NORMAL.inference


@given(st.integers(0, 10_000), st.integers(2, 6), st.integers(0, 12))
def test_doubt_chance_counts_every_hand_the_next_player_would_doubt_with(
    seed: int, players: int, steps: int
) -> None:
    """The quick form agrees with summing, hand by hand, the next player's doubting hands."""
    game = Game([str(seat) for seat in range(players)], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        bids = [action for action in game.legal_actions() if isinstance(action, Bid)]
        if not bids:
            break
        game.apply(rng.choice(bids[:12]))
    seat = game.current_seat
    assert seat is not None
    beliefs = estimate(game.view_for(seat), HARD, rng)
    for bid in (action for action in game.legal_actions() if isinstance(action, Bid)):
        rest = beliefs.next_rest[bid.face]
        expected = 0.0
        for held, chance in enumerate(beliefs.next_matches[bid.face]):
            needed = bid.quantity - held
            if needed > 0 and (needed >= len(rest) or rest[needed] < beliefs.next_threshold):
                expected += chance
        assert beliefs.doubt_chance(bid) == expected


def careless_share(spec: str, *, opening: bool, deals: int = 300) -> float:
    """The share of ``spec``'s decisions that are careless raises, opening or over a bid."""
    careless = 0
    for seed in range(deals):
        game = Game(["a", "b", "c"], seed=seed, first_seat=0)
        if not opening:
            game.apply(Bid(1, 3))
        view = game.view_for(game.current_seat or 0)
        decision = make_bot(spec).choose(view, game.legal_actions(), random.Random(seed))
        careless += getattr(decision.reason, "kind", None) is ReasonKind.CARELESS
    return careless / deals


def test_normal_raises_carelessly_now_and_then_but_never_opens_carelessly() -> None:
    """Normal's lapse, between Easy's and none: a careless raise over a standing bid."""
    assert careless_share("normal", opening=True) == 0.0
    assert careless_share("easy", opening=True) == 0.0
    normal = careless_share("normal", opening=False)
    assert 0.04 < normal < careless_share("easy", opening=False)
    assert careless_share("hard", opening=False) == 0.0


def test_expert_judges_and_imagines_a_normal_player_without_its_lapses() -> None:
    """Expert plays Normal's estimates at a table, never its careless raises."""
    assert EXPERT.simple_estimates is NORMAL_WITHOUT_LAPSES
    assert NORMAL_WITHOUT_LAPSES.blunder_chance == 0.0
    assert replace(NORMAL, blunder_chance=0.0) == NORMAL_WITHOUT_LAPSES
    model = look_ahead_model("normal")
    assert isinstance(model, EstimatingBot) and model.level is NORMAL_WITHOUT_LAPSES


BLUFFER = Personality(bluffing=1.0, boldness=0.0)
"""A player whose chosen raise becomes a bluff half the time, when it has one to make."""

HONEST = Personality(bluffing=0.0, boldness=0.0)
"""The same player without bluffing."""


def positions(count: int) -> list[tuple[Game, int]]:
    """Seeded three-seat rounds, each after 0 to 3 low bids, with their seed."""
    found = []
    for seed in range(count):
        game = Game("ABC", seed=seed, first_seat=seed % 3)
        chooser = random.Random(seed)
        for _ in range(seed % 4):
            bids = [action for action in game.legal_actions() if isinstance(action, Bid)]
            game.apply(chooser.choice(bids[:6]))
        found.append((game, seed))
    return found


def test_a_bluff_is_believed_false_but_not_hopeless() -> None:
    """Every bluff is a raise its bluffer gives a chance from ``BLUFF_FLOOR`` to one half."""
    chances = []
    for game, seed in positions(120):
        bot = EstimatingBot(NORMAL_WITHOUT_LAPSES, BLUFFER)
        seat = game.current_seat
        assert seat is not None
        decision = bot.choose(game.view_for(seat), game.legal_actions(), random.Random(seed))
        if getattr(decision.reason, "kind", None) is ReasonKind.BLUFF:
            assert isinstance(decision.action, Bid) and decision.probability is not None
            chances.append(decision.probability)
    assert len(chances) > 20
    assert all(BLUFF_FLOOR <= chance < 0.5 for chance in chances)


@pytest.mark.parametrize(
    "level", [NORMAL_WITHOUT_LAPSES, NORMAL, EASY], ids=lambda level: level.name
)
def test_bluffing_shapes_how_a_bot_raises_never_whether(level: Level) -> None:
    """Where the honest twin doubts, the bluffer doubts; where it raises, the bluffer raises.

    Both draw the same chances in the same order, so bluffing changes no other choice, and a
    personality that does not bluff plays as if bluffing did not exist.
    """
    raised = bluffed = 0
    for game, seed in positions(120):
        seat = game.current_seat
        assert seat is not None
        view, legal = game.view_for(seat), game.legal_actions()
        honest_rng, bluffer_rng = random.Random(seed), random.Random(seed)
        honest = EstimatingBot(level, HONEST).choose(view, legal, honest_rng)
        bluffer = EstimatingBot(level, BLUFFER).choose(view, legal, bluffer_rng)
        assert bluffer_rng.getstate() == honest_rng.getstate()
        assert isinstance(bluffer.action, Bid) == isinstance(honest.action, Bid)
        if not isinstance(honest.action, Bid):
            assert bluffer.action == honest.action
        raised += isinstance(honest.action, Bid)
        bluffed += bluffer.action != honest.action
    assert raised > 60
    assert bluffed > 20
