"""Two scripted games with a person at seat 0, whose statistics are known exactly."""

from __future__ import annotations

import sqlite3

from perudo_qt.rules import Bid, Calza, Dudo, Game, RuleOptions
from perudo_qt.store import SavedSeat
from tests.rules.helpers import make_seat_lose

THREE_SEATS = (
    SavedSeat("You", None),
    SavedSeat("Ana", "normal"),
    SavedSeat("Bruno", "hard", "pirate"),
)
TWO_SEATS = (SavedSeat("You", None), SavedSeat("Ana", "normal"))


def lost_game() -> Game:
    """The person is out first: 2 Dudo calls (1 right), their one bluff caught."""
    options = RuleOptions(dice_per_player=2, calza=True, palifico=False)
    game = Game([seat.name for seat in THREE_SEATS], options, seed=5, first_seat=0)
    game.set_round_dice([[2, 2], [3, 3], [4, 4]])
    game.apply(Bid(3, 3), 0)  # a bluff: two threes
    game.apply(Dudo(), 1)  # caught
    assert game.current_seat == 0
    game.set_round_dice([[5], [3, 3], [4, 4]])
    game.apply(Bid(1, 5), 0)
    game.apply(Bid(2, 3), 1)
    game.apply(Bid(3, 3), 2)  # false
    game.apply(Dudo(), 0)  # right: Bruno loses a die
    assert game.current_seat == 2
    game.set_round_dice([[5], [3, 3], [4]])
    game.apply(Bid(1, 4), 2)  # true
    game.apply(Dudo(), 0)  # wrong: the person is out
    make_seat_lose(game, 2)
    assert game.winner == 1
    return game


def won_game() -> Game:
    """The person wins with one exact Calza."""
    options = RuleOptions(dice_per_player=1, calza=True, palifico=False)
    game = Game([seat.name for seat in TWO_SEATS], options, seed=6, first_seat=0)
    game.set_round_dice([[2], [3]])
    game.apply(Bid(1, 2), 0)
    game.apply(Bid(1, 3), 1)
    game.apply(Calza(), 0)  # exactly one three
    make_seat_lose(game, 1)
    assert game.winner == 0
    return game


def insert_old_game(db: sqlite3.Connection, players: int) -> None:
    """Insert a won game of ``players`` as the first releases recorded it: its counts alone."""
    db.execute(
        "INSERT INTO games (finished_at, seed, players, place, won, rounds, dudo_calls,"
        " dudo_right, calza_calls, calza_right, bluffs_called)"
        " VALUES ('2026-01-01 10:00:00', 1, ?, 1, 1, 12, 3, 2, 0, 0, 1)",
        (players,),
    )
