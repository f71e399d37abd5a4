"""Fill a data folder as a long-time player's: N finished games in the statistics, a saved game.

The person's seat is played by a Normal bot; tables of 2 to 6 seats against mixed opponents.
Used to measure the launch (``perudo-qt --exit-after-paint``) and for the screenshots.

Run with ``python benchmarks/fill_store.py FOLDER [--games 200]``.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from perudo_qt.bots import ask_turn, make_bot
from perudo_qt.rules import Game, RuleOptions
from perudo_qt.store import SavedGame, SavedSeat, SaveFile, StatsDatabase, summarize

NAMES = ("You", "Ana", "Bruno", "Carmen", "Diego", "Elena")
OPPONENTS = (("easy", ""), ("normal", ""), ("hard", ""), ("normal", "pirate"), ("easy", "skeptic"))


def table(number: int) -> tuple[SavedSeat, ...]:
    """Return the seats of game ``number``: the person and 1 to 5 opponents."""
    rng = random.Random(number)
    size = 2 + number % 5
    return (
        SavedSeat(NAMES[0], None),
        *(SavedSeat(NAMES[seat], *rng.choice(OPPONENTS)) for seat in range(1, size)),
    )


def play(seats: tuple[SavedSeat, ...], seed: int, actions: int | None = None) -> Game:
    """Play a game at ``seats`` to the end, or for ``actions`` actions."""
    bots = [make_bot(seat.bot or "normal") for seat in seats]
    game = Game([seat.name for seat in seats], RuleOptions(calza=True), seed=seed)
    rng = random.Random(seed)
    while not game.is_over and (actions is None or len(game.record) < actions):
        seat = game.current_seat
        assert seat is not None
        ruling = ask_turn(bots[seat], game.view_for(seat), game.legal_actions(seat), rng, 5.0)
        game.apply(ruling.decision.action, seat)
    return game


def fill(folder: Path, games: int, seed: int = 1) -> None:
    """Add ``games`` finished games to the statistics in ``folder`` and save a game mid-round."""
    database = StatsDatabase(folder)
    for number in range(games):
        seats = table(seed + number)
        game = play(seats, seed + number)
        database.add_game(summarize(game, seats), seats, game)
    database.close()
    seats = table(seed + games)
    save_file = SaveFile(folder)
    save_file.save(SavedGame(play(seats, seed + games, actions=40), seats, "normal"))
    save_file.close()


def main() -> None:
    """Fill the folder given on the command line."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    fill(args.folder, args.games)
    print(f"{args.folder}: {args.games} finished games and a saved game")


if __name__ == "__main__":
    main()
