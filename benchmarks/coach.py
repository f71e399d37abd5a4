"""Coach speed: how long reviewing one round takes after its reveal, as the window does it.

Plays seeded 4-player games of Normal bots and, after each revealed round, reviews seat 0's
decisions in it the way the window's coach does (replay of the record, plain odds, Hard's
advice). Run with ``python benchmarks/coach.py [--games N]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from perudo_qt.bots import make_bot
from perudo_qt.coach import Transcript, review_rounds
from perudo_qt.rules import Game


def round_review_times(seed: int) -> tuple[list[float], float]:
    """Play one game; return the time of each round's review and of the whole game's."""
    game = Game(["You", "Ana", "Bruno", "Carmen"], seed=seed)
    bots = [make_bot("normal") for _ in game.players]
    rng = random.Random(seed)
    timings = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        round_number = game.round_number
        game.apply(bots[seat].choose(game.view_for(seat), game.legal_actions(), rng).action)
        if game.round_number != round_number or game.is_over:
            start = time.perf_counter()
            review_rounds(Transcript.of(game), 0, {round_number})
            timings.append(time.perf_counter() - start)
    start = time.perf_counter()
    review_rounds(Transcript.of(game), 0)
    return timings, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    games = parser.parse_args().games
    rounds: list[float] = []
    whole: list[float] = []
    for seed in range(games):
        timings, game_time = round_review_times(seed)
        rounds += timings
        whole.append(game_time)
    rounds_ms = sorted(1000 * value for value in rounds)
    print(f"{games} games, {len(rounds)} rounds reviewed one by one after their reveal")
    print(
        f"round review: median {statistics.median(rounds_ms):.1f} ms, "
        f"95th percentile {rounds_ms[int(0.95 * (len(rounds_ms) - 1))]:.1f} ms, "
        f"max {rounds_ms[-1]:.1f} ms"
    )
    print(f"whole game reviewed at once: median {1000 * statistics.median(whole):.0f} ms")


if __name__ == "__main__":
    main()
