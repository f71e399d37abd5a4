"""Hypothesis properties of the engine over random legal play."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from perudo_qt.rules import (
    FACES,
    Bid,
    BidMade,
    Calza,
    CalzaCalled,
    DieGained,
    DieLost,
    Dudo,
    DudoCalled,
    Game,
    GameOver,
    RuleOptions,
)

from .strategies import advance, options_strategy, random_step

seeds = st.integers(0, 2**32)
player_counts = st.integers(2, 6)


def bid_beats(new: Bid, old: Bid, game: Game) -> bool:
    """An independent statement of "strictly higher", for normal and palifico rounds."""
    if game.is_palifico_round and game.options.palifico_one_die_may_change_face:
        return True  # checked by the bidding tables; the order there depends on the bidder
    if game.is_palifico_round:
        return new.face == old.face and new.quantity > old.quantity
    if old.face != 1 and new.face != 1:
        return new.quantity > old.quantity or (new.quantity == old.quantity and new.face > old.face)
    if new.face == 1 and old.face != 1:
        return 2 * new.quantity >= old.quantity
    if new.face == 1:
        return new.quantity > old.quantity
    return new.quantity > 2 * old.quantity


@settings(max_examples=150, deadline=None)
@given(seed=seeds, players=player_counts, options=options_strategy)
def test_legal_bids_are_higher_and_dice_move_by_one(
    seed: int, players: int, options: RuleOptions
) -> None:
    game = Game([f"P{n}" for n in range(players)], options, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        before_total = game.total_dice
        standing = game.current_bid
        seat, action = random_step(game, rng)
        events = game.apply(action, seat)  # type: ignore[arg-type]
        if isinstance(action, Bid):
            assert events == (BidMade(seat, action),)
            if standing is not None:
                assert bid_beats(action, standing, game)
        elif isinstance(action, Dudo):
            assert game.total_dice == before_total - 1
            assert sum(isinstance(event, DieLost) for event in events) == 1
            assert isinstance(events[0], DudoCalled)
        else:
            assert isinstance(events[0], CalzaCalled)
            moved = sum(isinstance(event, (DieLost, DieGained)) for event in events)
            assert game.total_dice - before_total in (-1, 0, 1)
            assert moved == abs(game.total_dice - before_total)
    winners = [event for event in game.history if isinstance(event, GameOver)]
    assert len(winners) == 1
    assert game.active_seats == (winners[0].winner,)


@settings(max_examples=150, deadline=None)
@given(seed=seeds, players=player_counts, options=options_strategy, steps=st.integers(0, 60))
def test_legal_actions_is_exactly_what_is_legal_accepts(
    seed: int, players: int, options: RuleOptions, steps: int
) -> None:
    game = Game([f"P{n}" for n in range(players)], options, seed=seed)
    advance(game, random.Random(seed), steps)
    universe = [Bid(q, f) for q in range(1, game.max_quantity + 1) for f in FACES]
    universe += [Dudo(), Calza()]
    for seat in range(players):
        offered = set(game.legal_actions(seat))
        accepted = {action for action in universe if game.is_legal(action, seat)}
        assert offered == accepted
        assert len(offered) == len(game.legal_actions(seat))  # no duplicates


@settings(max_examples=60, deadline=None)
@given(seed=seeds, players=player_counts, options=options_strategy)
def test_same_seed_and_choices_replay_the_same_game(
    seed: int, players: int, options: RuleOptions
) -> None:
    names = [f"P{n}" for n in range(players)]
    transcripts = []
    for _ in range(2):
        game = Game(names, options, seed=seed)
        advance(game, random.Random(seed))
        transcripts.append(game.history)
    assert transcripts[0] == transcripts[1]


@settings(max_examples=100, deadline=None)
@given(seed=seeds, players=player_counts, options=options_strategy, steps=st.integers(0, 80))
def test_views_never_hold_other_seats_dice(
    seed: int, players: int, options: RuleOptions, steps: int
) -> None:
    game = Game([f"P{n}" for n in range(players)], options, seed=seed)
    advance(game, random.Random(seed), steps)
    for seat in range(players):
        view = game.view_for(seat)
        assert view.own_dice == game.dice(seat)
        assert (view.dice_counts is not None) is options.lost_dice_visible
    # A view's fields are reviewed one by one: a new field must be added here knowingly.
    assert set(type(view).__slots__) == {
        "seat",
        "players",
        "options",
        "own_dice",
        "active_seats",
        "dice_counts",
        "round_number",
        "starting_seat",
        "current_seat",
        "round_bids",
        "is_palifico_round",
        "history",
    }
