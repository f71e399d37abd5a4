"""Career games with known results, recorded in a statistics database."""

from __future__ import annotations

from perudo_qt.rules import Bid, Dudo, Game, RuleOptions
from perudo_qt.store import CareerEntry, StatsDatabase, summarize
from perudo_qt.store.saves import SavedSeat
from tests.rules.helpers import make_seat_lose
from tests.store.scripted import THREE_SEATS, TWO_SEATS, lost_game, won_game

DUEL = (SavedSeat("You", None), SavedSeat("Mateo", "easy", "balanced"))


def flawless_duel() -> Game:
    """The person wins a duel of two dice each without losing one."""
    game = Game(["You", "Mateo"], RuleOptions(dice_per_player=2), seed=9, first_seat=0)
    make_seat_lose(game, 1)
    make_seat_lose(game, 1)
    assert game.winner == 0
    return game


def one_die_comeback() -> Game:
    """The person falls to one die, survives their palifico round, and wins."""
    game = Game(["You", "Mateo"], RuleOptions(dice_per_player=2), seed=10, first_seat=0)
    make_seat_lose(game, 0)  # one die left: a palifico round, which the person opens (R14)
    assert game.is_palifico_round and game.current_seat == 0
    game.set_round_dice([[3], [4, 4]])
    game.apply(Bid(2, 4), 0)  # true: two fours
    game.apply(Dudo(), 1)  # wrong: Mateo loses a die
    make_seat_lose(game, 1)
    assert game.winner == 0
    return game


def record(
    database: StatsDatabase,
    seats: tuple[SavedSeat, ...],
    game: Game,
    stage: str | None = None,
    characters: tuple[str | None, ...] = (),
    game_id: str | None = None,
) -> bool:
    """Record ``game`` as the keeper does, as a career game when ``stage`` is given."""
    career = CareerEntry(stage, characters) if stage is not None else None
    return database.add_game(summarize(game, seats), seats, game, game_id, career)


__all__ = ["THREE_SEATS", "TWO_SEATS", "lost_game", "won_game"]
