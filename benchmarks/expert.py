"""Expert's speed: loading a solver table, one look-up, and a decision at a 30-dice table.

Run with ``python benchmarks/expert.py [--decisions N]``. Targets (issue 12): a table loads in
at most 20 ms, a look-up takes at most 1 ms, a decision at 30 dice has p99 ≤ 200 ms and
max ≤ 500 ms. Decisions over whole games, its look-ahead's rounds of few dice included, are
timed too.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from perudo_qt.bots import make_bot
from perudo_qt.bots.solve import Split
from perudo_qt.bots.solve.reader import read_table, table_path
from perudo_qt.rules import Bid, Game


def table_load_ms(name: str, player: int, repeats: int = 5) -> float:
    """Return the best time to read ``name``'s table and answer ``player``'s first look-up."""
    split = Split.parse(name)
    path = table_path(split)
    bids = () if player == 0 else (Bid(1, 3),)
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        read_table(path).policy(bids, (2,) * split.dice(player))
        timings.append(time.perf_counter() - start)
    return min(timings) * 1000


def lookup_us(name: str, samples: int = 2000) -> float:
    """Return the mean time of one look-up in ``name``'s table (an opening), in µs."""
    split = Split.parse(name)
    table = read_table(table_path(split))
    hand = (2,) * split.opener
    start = time.perf_counter()
    for _ in range(samples):
        table.policy((), hand)
        table.policy((Bid(1, 3),), (4,) * split.responder)
    return (time.perf_counter() - start) / (2 * samples) * 1e6


def decision_ms(decisions: int, players: int = 6, whole_games: bool = False) -> list[float]:
    """Time Expert's decisions in seeded games of ``players`` Experts.

    Only at the full table (30 dice with six players) unless ``whole_games``: then every
    decision to the game's end, the look-ahead's few-dice rounds included.
    """
    timings: list[float] = []
    seed = 0
    while len(timings) < decisions:
        seed += 1
        game = Game([f"P{seat}" for seat in range(players)], seed=seed)
        full_table = game.total_dice
        bots = [make_bot("expert") for _ in range(players)]
        rng = random.Random(seed)
        while not game.is_over and len(timings) < decisions:
            if not whole_games and game.total_dice < full_table:
                break
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions(seat)
            start = time.perf_counter()
            action = bots[seat].choose(game.view_for(seat), legal, rng).action
            timings.append((time.perf_counter() - start) * 1000)
            game.apply(action, seat)
    return timings


def describe(label: str, timings: list[float]) -> str:
    """Return ``label`` with the median, p99 and max of ``timings`` (ms)."""
    ordered = sorted(timings)
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    return (
        f"{label}, {len(ordered)} decisions: median {statistics.median(ordered):.1f} ms"
        f", p99 {p99:.1f} ms, max {ordered[-1]:.1f} ms"
    )


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=2000)
    args = parser.parse_args()
    for name in ("1v1", "2v1", "1v2", "pal-1v5-face"):
        print(
            f"table {name:13s} load + first look-up: opener {table_load_ms(name, 0):5.1f} ms, "
            f"responder {table_load_ms(name, 1):5.1f} ms; then a look-up {lookup_us(name):5.1f} µs"
        )
    print(describe("Expert at 30 dice", decision_ms(args.decisions)))
    for players in (6, 2):
        timings = decision_ms(args.decisions, players, whole_games=True)
        print(describe(f"Expert in whole {players}-player games", timings))


if __name__ == "__main__":
    main()
