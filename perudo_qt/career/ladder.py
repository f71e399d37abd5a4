"""The bots' ratings, measured: heads-up arena games between levels and characters, fitted.

    python -m perudo_qt.career.ladder --games 200 --character-games 100 --seed 1 --jobs 1

Writes the table ``perudo_qt/career/ratings.json`` (with the command that made it) after each
pair, so an interrupted run keeps the pairs it finished (marked incomplete).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from perudo_qt.bots.arena import run_arena, write_json
from perudo_qt.bots.arguments import whole_number
from perudo_qt.bots.league import DEFAULT_LEVELS
from perudo_qt.rules import RuleOptions

from .rating import PairResult, Rating, fit_ratings

TABLE = "ratings.json"
"""The committed table, beside this module."""

BUDGET_S = 60.0
"""A bot's time per decision: ample, so that a busy machine never has the referee play a safe
action for a slow Expert (which would measure the machine, not the bot)."""


RATED = (
    *DEFAULT_LEVELS,
    "easy:balanced",
    "easy:accountant",
    "easy:pirate",
    "normal:balanced",
    "normal:accountant",
    "normal:skeptic",
    "normal:gambler",
    "hard:pirate",
    "hard:skeptic",
    "hard:balanced",
    "expert:gambler",
    "expert:balanced",
)
"""Every rated bot spec: the four levels, then each level and personality measured for the
characters. Hard and Expert with the Balanced style were measured and left part of their
edge behind (in the committed table Expert with it won 62 % of its duels against Hard, Hard
with it 47 %), so the bosses at the top, Soledad and El Cóndor, play their level's own style,
which the levels' rows rate."""


def players() -> list[str]:
    """Return every rated bot spec, the four levels first."""
    return list(RATED)


LEVEL_PAIRS = len(DEFAULT_LEVELS) * (len(DEFAULT_LEVELS) - 1) // 2
"""The schedule's first pairs: the levels against one another."""


def schedule() -> list[tuple[str, str]]:
    """Return the heads-up pairs to play.

    The levels all meet one another; each character's spec meets its own level and the level
    below it (Easy's: the level above; Expert's: Hard and Normal, since games of two Experts
    are the slowest to play): enough games to tie every rating to the levels, at a fraction
    of the cost of every pair.
    """
    levels = list(DEFAULT_LEVELS)
    pairs = [(a, b) for index, a in enumerate(levels) for b in levels[index + 1 :]]
    for spec in players()[len(levels) :]:
        index = levels.index(spec.partition(":")[0])
        if index == 0:
            pairs += [(spec, levels[0]), (spec, levels[1])]
        elif index == len(levels) - 1:
            pairs += [(spec, levels[index - 1]), (spec, levels[index - 2])]
        else:
            pairs += [(spec, levels[index]), (spec, levels[index - 1])]
    return pairs


def play_pair(first: str, second: str, games: int, seed: int, jobs: int) -> PairResult:
    """Play ``games`` heads-up games (seats rotated) and return who won how many."""
    totals = run_arena([first, second], games, seed, RuleOptions(), jobs, budget_s=BUDGET_S)
    return PairResult(first, second, totals[first].wins, totals[second].wins)


def load_table() -> dict[str, Rating]:
    """Return the committed ratings table, by bot spec."""
    text = (resources.files("perudo_qt.career") / TABLE).read_text(encoding="utf-8")
    return {name: Rating(**row) for name, row in json.loads(text)["ratings"].items()}


def document(
    command: str, seed: int, results: Sequence[PairResult], complete: bool
) -> dict[str, Any]:
    """Return the table to write: the command, the pairs played and the fitted ratings.

    Raises:
        ValueError: the results do not bound every rating yet.
    """
    ratings = fit_ratings(results) if results else {}
    ordered = sorted(ratings.items(), key=lambda item: -item[1].rating)
    return {
        "command": command,
        "seed": seed,
        "options": RuleOptions().to_dict(),
        "complete": complete,
        "ratings": {
            name: {
                "rating": round(value.rating, 1),
                "low": round(value.low, 1),
                "high": round(value.high, 1),
                "games": value.games,
            }
            for name, value in ordered
        },
        "pairs": document_pairs(results),
    }


def document_pairs(results: Sequence[PairResult]) -> list[list[str | int]]:
    """Return the pairs' results as the table keeps them: first, second, and their wins."""
    return [[r.first, r.second, r.first_wins, r.second_wins] for r in results]


def played_pairs(path: Path) -> dict[tuple[str, str], PairResult]:
    """Return the pairs a table at ``path`` holds (none if there is no readable table)."""
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["pairs"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    return {(row[0], row[1]): PairResult(*row) for row in rows}


def main(argv: Sequence[str] | None = None) -> int:
    """Play the schedule, fit the ratings and write the table; return the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m perudo_qt.career.ladder",
        description="Heads-up games between levels and characters, fitted to Elo ratings.",
    )
    parser.add_argument("--games", type=whole_number(2), default=200, help="games per pair")
    parser.add_argument(
        "--character-games",
        type=whole_number(2),
        help="games per pair with a character's spec (default: --games)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=whole_number(1), default=1, help="worker processes")
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name(TABLE))
    parser.add_argument(
        "--pairs",
        type=_pair_slice,
        default=slice(None),
        metavar="FROM:TO",
        help="play only these pairs of the schedule (to share a run between processes, "
        "then --resume one table holding them all)",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep the pairs --out already holds with as many games (each pair has its own "
        "seed: they are the games this run would play)",
    )
    args = parser.parse_args(argv)
    command = "python -m perudo_qt.career.ladder " + shlex.join(
        sys.argv[1:] if argv is None else list(argv)
    )
    done = played_pairs(args.out) if args.resume else {}
    pairs = list(enumerate(schedule()))[args.pairs]
    results: list[PairResult] = []
    for number, (first, second) in pairs:
        games = args.games if number < LEVEL_PAIRS else (args.character_games or args.games)
        result = done.get((first, second))
        if result is None or result.first_wins + result.second_wins != games:
            result = play_pair(first, second, games, args.seed * 1000 + number, args.jobs)
        results.append(result)
        print(f"{first} {result.first_wins} - {result.second_wins} {second}", flush=True)
        complete = len(results) == len(schedule())
        try:
            table = document(command, args.seed, results, complete)
        except ValueError as error:
            if complete:
                print(f"ladder: {error}", file=sys.stderr)
                return 1
            # Not every rating is bounded yet: the pairs are kept, to be fitted with the rest.
            table = {"command": command, "complete": False, "pairs": document_pairs(results)}
        write_json(args.out, table)
    return 0


def _pair_slice(text: str) -> slice:
    """An argparse type: ``FROM:TO``, a slice of the schedule."""
    start, _, stop = text.partition(":")
    try:
        return slice(int(start) if start else None, int(stop) if stop else None)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not FROM:TO") from None


if __name__ == "__main__":
    sys.exit(main())
