"""Engine speed: random-legal 6-player games per second, and legal_actions() on a 30-dice table.

Run with ``python benchmarks/engine.py [--games N]`` (or ``make bench``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from perudo_qt.rules import Bid, Game, RuleOptions


def play_random_game(seed: int, options: RuleOptions) -> int:
    """Play one 6-player game with uniformly random legal actions; return its action count."""
    rng = random.Random(seed)
    game = Game(["P0", "P1", "P2", "P3", "P4", "P5"], options, seed=seed)
    actions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    return actions


def games_per_second(games: int, options: RuleOptions) -> tuple[float, float]:
    """Return (games per second, mean actions per game) over ``games`` seeded games."""
    start = time.perf_counter()
    actions = sum(play_random_game(seed, options) for seed in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games


def legal_actions_median_us(samples: int) -> float:
    """Median time of one uncached legal_actions() call on a fresh 30-dice table, in µs."""
    timings = []
    for seed in range(samples):
        game = Game(["P0", "P1", "P2", "P3", "P4", "P5"], seed=seed)
        game.apply(Bid(3 + seed % 5, 2 + seed % 5))
        start = time.perf_counter_ns()
        game.legal_actions()
        timings.append(time.perf_counter_ns() - start)
    return statistics.median(timings) / 1000


def main() -> None:
    """Print the engine figures the README quotes."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--samples", type=int, default=20000)
    args = parser.parse_args()
    for label, options in (("default rules", RuleOptions()), ("calza on", RuleOptions(calza=True))):
        rate, length = games_per_second(args.games, options)
        print(
            f"6-player random-legal games, {label}: {rate:,.0f} games/s ({length:.0f} actions/game)"
        )
    median = legal_actions_median_us(args.samples)
    print(f"legal_actions() on a 30-dice table: median {median:.1f} µs ({args.samples} samples)")


if __name__ == "__main__":
    main()
