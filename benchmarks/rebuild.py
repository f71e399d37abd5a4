"""Rebuilding a kept game: what the Finished games list does once per lost game to name its winner.

Plays the golden six-seat game to its end, writes it as JSON, and times ``game_from_json`` on it
(the engine replays every record). Run with ``python benchmarks/rebuild.py [--runs N]`` from the
repository's root.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from perudo_qt.rules import Game, game_from_json, game_to_json
from tests.rules.golden import CASES, choose


def main() -> None:
    """Print the records of the game and the median and worst time of one rebuild."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    case = next(case for case in CASES if case.name == "six-seats")
    game = Game([f"P{seat}" for seat in range(6)], case.options, case.seed)
    chooser = random.Random(3)
    while not game.is_over:
        game.apply(*reversed(choose(game, chooser)))
    text = game_to_json(game)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        game_from_json(text)
        times.append((time.perf_counter() - start) * 1000)
    print(
        f"{len(game.record)} records: median {statistics.median(times):.1f} ms, "
        f"worst {max(times):.1f} ms a rebuild ({runs} runs)"
    )


if __name__ == "__main__":
    main()
