"""The finishing order: the winner first, then the players in reverse order of going out."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from perudo_qt.rules import (
    Bid,
    BidMade,
    CalzaCalled,
    DieLost,
    DudoCalled,
    Event,
    Game,
    GameOver,
    PlayerEliminated,
    RuleOptions,
)
from perudo_qt.rules.standings import (
    finishing_order,
    finishing_places,
    has_played,
    place_of,
    went_out,
)

from .strategies import random_step

OUT_2_0_3_THEN_1_WINS = (PlayerEliminated(2), PlayerEliminated(0), PlayerEliminated(3), GameOver(1))


@pytest.mark.parametrize(
    ("history", "players", "order"),
    [
        (OUT_2_0_3_THEN_1_WINS, 4, (1, 3, 0, 2)),
        (OUT_2_0_3_THEN_1_WINS[:2], 4, (1, 3, 0, 2)),  # the two still playing share 1st-2nd
        ((), 3, (0, 1, 2)),
        ((PlayerEliminated(0), GameOver(1)), 2, (1, 0)),
    ],
)
def test_the_order_of_a_history(
    history: tuple[Event, ...], players: int, order: tuple[int, ...]
) -> None:
    assert finishing_order(history, players) == order
    assert [place_of(seat, history, players) for seat in order] == list(range(1, players + 1))


@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
@hypothesis_settings(max_examples=40, deadline=None)
def test_a_finished_game_places_the_winner_first_and_the_first_out_last(
    seed: int, players: int
) -> None:
    rng = random.Random(seed)
    game = Game([f"P{seat}" for seat in range(players)], RuleOptions(dice_per_player=2), seed=seed)
    while not game.is_over:
        seat, action = random_step(game, rng)
        game.apply(action, seat)  # type: ignore[arg-type]
    out = [event.seat for event in game.history if isinstance(event, PlayerEliminated)]
    order = finishing_order(game.history, players)
    assert sorted(order) == list(range(players))
    assert order[0] == game.winner
    assert place_of(order[0], game.history, players) == 1
    assert place_of(out[0], game.history, players) == players
    places = finishing_places(game.history, players)
    assert places == tuple(place_of(seat, game.history, players) for seat in range(players))


@pytest.mark.parametrize(
    ("seat", "events", "out"),
    [
        (2, (PlayerEliminated(1), PlayerEliminated(2)), True),
        (0, (PlayerEliminated(1), GameOver(2)), False),
        (None, (PlayerEliminated(0),), False),  # a table of bots: nobody's seat
        (0, (), False),
    ],
)
def test_went_out(seat: int | None, events: tuple[Event, ...], out: bool) -> None:
    assert went_out(seat, events) is out


@pytest.mark.parametrize(
    ("seat", "events", "played"),
    [
        (0, (BidMade(1, Bid(2, 3)), DudoCalled(2, 1, Bid(2, 3))), False),  # the others' moves
        (0, (BidMade(1, Bid(2, 3)), DieLost(0)), False),  # a die lost is no move of theirs
        (1, (BidMade(1, Bid(2, 3)),), True),
        (2, (BidMade(1, Bid(2, 3)), DudoCalled(2, 1, Bid(2, 3))), True),
        (3, (BidMade(1, Bid(2, 3)), CalzaCalled(3, 1, Bid(2, 3))), True),
        (None, (BidMade(0, Bid(2, 3)),), False),  # a table of bots: nobody's seat
        (0, (), False),
    ],
)
def test_has_played(seat: int | None, events: tuple[Event, ...], played: bool) -> None:
    assert has_played(seat, events) is played
