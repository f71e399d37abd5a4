"""Expert's safe exploitation in the solved rounds: a budget, a model of habits, a best response."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots import make_bot
from perudo_qt.bots.exploit import cold_view
from perudo_qt.bots.round_values import round_value
from perudo_qt.bots.safe_play import HabitModel, SafePlay, departure_chance, seat_value
from perudo_qt.bots.solve import SolvedTable, Split, load_table
from perudo_qt.bots.solve.respond import Responder
from perudo_qt.bots.tendencies import Tendencies, chance_true, read_round
from perudo_qt.rules import (
    Bid,
    BidMade,
    DiceRevealed,
    Dudo,
    DudoCalled,
    PlayerView,
    RoundStarted,
    RuleOptions,
    count_matching,
)

PALIFICO_1V5 = Split(1, 5, palifico=True)


def table_of(split: Split) -> SolvedTable:
    """The shipped table of ``split``."""
    table = load_table(split)
    assert table is not None
    return table


def revealed_round(
    opener_die: int, hand: tuple[int, ...], face: int, doubter: int
) -> tuple[object, ...]:
    """A palifico round of seat 0's one die against seat 1's hand: "1 face", then Dudo."""
    bid = Bid(1, face)
    dice = ((opener_die,), hand)
    count = count_matching(dice, face, wild=False)
    return (
        RoundStarted(1, 0, True),
        BidMade(0, bid),
        DudoCalled(doubter, 0, bid),
        DiceRevealed(dice, bid, count, False),
    )


def view_after(
    events: tuple[object, ...], hand: tuple[int, ...], bids: tuple[Bid, ...]
) -> PlayerView:
    """The responder's view of a palifico 1v5 round after ``events`` (earlier rounds)."""
    view = cold_view(PALIFICO_1V5, 1, hand, bids)
    made = tuple(BidMade(number % 2, bid) for number, bid in enumerate(bids))
    history = (*events, RoundStarted(2, 0, True), *made)
    return dataclasses.replace(view, round_number=2, history=history)


def test_the_budget_is_what_the_solved_rounds_won_beyond_the_equilibrium() -> None:
    value = seat_value(table_of(PALIFICO_1V5).meta["value"], opener=False)
    won = SafePlay()
    won.update(view_after(revealed_round(3, (2, 4, 4, 5, 6), 1, doubter=1), (2, 2, 3, 4, 5), ()))
    assert won.budgets == {0: 1 - value}
    lost = SafePlay()
    lost.update(view_after(revealed_round(3, (2, 4, 4, 5, 6), 3, doubter=1), (2, 2, 3, 4, 5), ()))
    assert lost.budgets == {0: -1 - value}


def ordinary_round_won_by_the_doubter() -> tuple[object, ...]:
    """An ordinary round of five dice each: seat 0 bids "4 threes", seat 1 doubts, rightly."""
    cups = ((2, 3, 3, 5, 6), (1, 2, 4, 4, 6))
    bid = Bid(4, 3)
    return (
        RoundStarted(1, 0, False),
        BidMade(0, bid),
        DudoCalled(1, 0, bid),
        DiceRevealed(cups, bid, count_matching(cups, 3, wild=True), False),
    )


def test_a_round_outside_the_tables_counts_against_what_expert_wins_against_itself() -> None:
    """A five-dice round each, won: the budget gains a die less the responder's baseline."""
    baseline = round_value(Split(5, 5))
    assert baseline is not None
    view = view_after(ordinary_round_won_by_the_doubter(), (2, 2, 3, 4, 5), ())
    safe = SafePlay()
    safe.update(dataclasses.replace(view, options=RuleOptions(dice_per_player=5)))
    assert safe.budgets == {0: 1 - seat_value(baseline, opener=False)}


def test_a_round_neither_a_table_nor_the_baseline_covers_adds_nothing() -> None:
    """Heads-up with Calza allowed: no table, no baseline, no budget."""
    view = view_after(ordinary_round_won_by_the_doubter(), (2, 2, 3, 4, 5), ())
    safe = SafePlay()
    safe.update(dataclasses.replace(view, options=RuleOptions(dice_per_player=5, calza=True)))
    assert safe.budgets == {}


@given(st.floats(-3, 3), st.floats(-0.99, 0.99))
def test_a_departure_never_risks_more_than_the_budget(budget: float, value: float) -> None:
    chance = departure_chance(budget, value)
    assert 0 <= chance <= 1
    # The most a best response can lose per round against the equilibrium is 1 + value.
    assert chance * (1 + value) <= max(budget, 0.0) + 1e-12


def test_without_a_budget_expert_plays_the_equilibrium_exactly() -> None:
    """Its decisions, and what it draws from the rng, are those of the equilibrium sampled."""
    lost = revealed_round(3, (2, 4, 4, 5, 6), 3, doubter=1)
    view = view_after(lost, (2, 3, 3, 5, 6), (Bid(1, 3),))
    legal = (Bid(2, 3), Bid(3, 3), Bid(4, 3), Bid(5, 3), Bid(6, 3), Dudo())
    for seed in range(30):
        played, cold = random.Random(seed), random.Random(seed)
        decision = make_bot("expert").choose(view, legal, played)
        fresh = make_bot("expert").choose(
            cold_view(PALIFICO_1V5, 1, (2, 3, 3, 5, 6), (Bid(1, 3),)), legal, cold
        )
        assert decision == fresh
        assert played.random() == cold.random()


def test_the_coin_to_depart_is_drawn_once_a_round_and_only_with_a_budget() -> None:
    view = view_after((), (2, 3, 3, 5, 6), (Bid(1, 3),))
    safe, rng = SafePlay(), random.Random(1)
    untouched = rng.getstate()
    assert not safe.departs(view, PALIFICO_1V5, rng)
    assert rng.getstate() == untouched
    value = seat_value(table_of(PALIFICO_1V5).meta["value"], opener=False)
    safe.budgets[0] = 0.5 * (1 + value)
    outcomes = set()
    for seed in range(20):
        coin = random.Random(seed)
        expected = coin.random() < 0.5
        safe, rng = SafePlay(), random.Random(seed)
        safe.budgets[0] = 0.5 * (1 + value)
        assert safe.departs(view, PALIFICO_1V5, rng) is expected
        drawn = rng.getstate()
        assert safe.departs(view, PALIFICO_1V5, rng) is expected
        assert rng.getstate() == drawn
        next_round = dataclasses.replace(view, round_number=view.round_number + 1)
        safe.departs(next_round, PALIFICO_1V5, rng)
        assert rng.getstate() != drawn
        outcomes.add(expected)
    assert outcomes == {True, False}


def honest_tendencies() -> Tendencies:
    """Readings of an opener who always bids the face of their own die and doubts plainly."""
    tendencies: dict[int, Tendencies] = {}
    rng = random.Random(5)
    for _ in range(12):
        die = rng.randint(1, 6)
        hand = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
        read_round(revealed_round(die, hand, die, doubter=1), tendencies)
    return tendencies[0]


def test_the_tendencies_read_an_honest_opener() -> None:
    assert honest_tendencies().honesty > 0.7


def habit_opponent(die: int, bids: tuple[Bid, ...]) -> Bid | Dudo:
    """A one-die opener with a fixed habit: opens on its own die, doubts an unlikely bid."""
    if not bids:
        return Bid(1, die)
    bid = bids[-1]
    needed = bid.quantity - (die == bid.face)
    if chance_true(needed, 5, 1 / 6) < 0.5 or bid.quantity >= 6:
        return Dudo()
    return Bid(bid.quantity + 1, bid.face)


def rounds_won(exploit: bool, rounds: int, seed: int) -> int:
    """Rounds the five-dice responder wins against ``habit_opponent``, dealt from ``seed``."""
    table = table_of(PALIFICO_1V5)
    model = HabitModel(honest_tendencies(), PALIFICO_1V5, 1)
    rng = random.Random(seed)
    won = 0
    for _ in range(rounds):
        die = rng.randint(1, 6)
        hand = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
        bids: tuple[Bid, ...] = ()
        while True:
            if len(bids) % 2 == 0:
                action = habit_opponent(die, bids)
            else:
                action = responder_action(table, hand, bids, model if exploit else None, rng)
            if isinstance(action, Dudo):
                bid = bids[-1]
                true = count_matching(((die,), hand), bid.face, wild=False) >= bid.quantity
                bidder_won = true
                responder_bid_last = len(bids) % 2 == 0
                won += bidder_won == responder_bid_last
                break
            bids = (*bids, action)
    return won


def responder_action(
    table: SolvedTable,
    hand: tuple[int, ...],
    bids: tuple[Bid, ...],
    model: HabitModel | None,
    rng: random.Random,
) -> Bid | Dudo:
    """The responder's best response to ``model``, or the equilibrium without; off it, Dudo."""
    policy = table.policy(bids, hand)
    best = None if model is None else Responder(table, 1, hand, model).best(bids)
    if best is not None:
        action = best[0]
    elif policy is not None:
        action = rng.choices(list(policy), list(policy.values()))[0]
    else:
        return Dudo()
    assert isinstance(action, Bid | Dudo)
    return action


def test_against_a_fixed_habit_the_best_response_wins_more_rounds() -> None:
    equilibrium = rounds_won(exploit=False, rounds=300, seed=7)
    exploiting = rounds_won(exploit=True, rounds=300, seed=7)
    assert exploiting > equilibrium + 30


def test_a_departing_expert_is_deterministic_from_its_rng() -> None:
    won = revealed_round(3, (2, 4, 4, 5, 6), 1, doubter=1)
    view = view_after(won, (2, 3, 3, 5, 6), (Bid(1, 3),))
    legal = (Bid(2, 3), Bid(3, 3), Bid(4, 3), Bid(5, 3), Bid(6, 3), Dudo())
    for seed in range(10):
        first = make_bot("expert").choose(view, legal, random.Random(seed))
        second = make_bot("expert").choose(view, legal, random.Random(seed))
        assert first == second


def test_the_tendencies_read_an_eager_doubter() -> None:
    """A responder who doubts every opening of four, even at even odds, doubts above them."""
    tendencies: dict[int, Tendencies] = {}
    rng = random.Random(3)
    for _ in range(12):
        cups = tuple(tuple(sorted(rng.randint(1, 6) for _ in range(5))) for _ in range(2))
        bid = Bid(4, rng.randint(2, 6))
        events = (
            RoundStarted(1, 0, False),
            BidMade(0, bid),
            DudoCalled(1, 0, bid),
            DiceRevealed(cups, bid, count_matching(cups, bid.face, wild=True), True),
        )
        read_round(events, tendencies)
    eager = tendencies[1]
    assert eager.line > 0.5
    assert eager.fit > 0


def test_a_search_past_its_limit_leaves_the_decision_to_the_equilibrium() -> None:
    split = Split(2, 1)
    table = table_of(split)
    model = HabitModel(Tendencies(), split, 0)
    assert Responder(table, 0, (3, 5), model, limit=10).best(()) is None
    assert Responder(table, 0, (3, 5), model).best((Bid(1, 6), Bid(2, 6))) is not None
