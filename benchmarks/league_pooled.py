"""Pool league runs over several seeds: each level's win rate, and each step between levels.

Run the league once per seed with ``--json``, then pool the files::

    for seed in $(seq 1 16); do
        python -m perudo_qt.arena --league 16 --games 1000 --seed "$seed" \\
            --league-split held-out --sizes 3,6 --jobs 2 --json "league-$seed.json"
    done
    python benchmarks/league_pooled.py league-*.json

For each table size it prints each level's wins pooled over every run with its 95 % Wilson
interval and the spread of its per-run rates, then each step between neighbouring levels (in
the order the runs list them, weakest first): the difference with its 95 % margin, whether the
two intervals part (issue 24's test of a step), and on how many runs the stronger level won
more. Runs must have the same members, options and table sizes, and be complete; the levels
pooled are those every run measured.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from perudo_qt.bots.arena import wilson_interval

Z = 1.96
"""The normal quantile of a 95 % interval."""


class RunError(ValueError):
    """A file is not a complete league run, or does not pool with the others."""


@dataclass(frozen=True, slots=True)
class Run:
    """One league run's wins, pooled over its members.

    Attributes:
        seed: the run's seed.
        key: what runs must share to pool: their members, options and table sizes.
        levels: the levels it measured, weakest first.
        wins: per table size and level, the wins and the games.
    """

    seed: int
    key: tuple[object, ...]
    levels: tuple[str, ...]
    wins: dict[str, dict[str, tuple[int, int]]]

    def rate(self, size: str, level: str) -> float:
        """Return ``level``'s win rate at ``size`` seats in this run."""
        wins, games = self.wins[size][level]
        return wins / games


def load_run(path: Path) -> Run:
    """Read the league run ``path`` (written by ``python -m perudo_qt.arena --league --json``).

    Raises:
        RunError: it cannot be read, is not a league run, or was interrupted.
    """
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        complete = bool(document["complete"])
        wins = {
            size: {
                level: (int(figures["pooled"]["wins"]), int(figures["pooled"]["seat_games"]))
                for level, figures in by_level.items()
            }
            for size, by_level in document["figures"].items()
        }
        options = json.dumps(document["options"], sort_keys=True)
        key = (tuple(document["members"]), options, tuple(sorted(wins)))
        run = Run(int(document["seed"]), key, tuple(document["levels"]), wins)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RunError(f"{path}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError):
        raise RunError(f"{path}: not a league run of python -m perudo_qt.arena --json") from None
    if not complete:
        raise RunError(f"{path}: an unfinished run; play it whole before pooling it")
    return run


def check_poolable(runs: Sequence[Run]) -> None:
    """Raise ``RunError`` unless every run has the first one's members, options and sizes.

    They must also have measured a level in common.
    """
    first = runs[0]
    for run in runs[1:]:
        if run.key != first.key:
            raise RunError(
                f"the runs of seeds {first.seed} and {run.seed} differ in members, options or "
                "table sizes: pool only runs of one command"
            )
    if not common_levels(runs):
        raise RunError("no level was measured in every run")


def common_levels(runs: Sequence[Run]) -> tuple[str, ...]:
    """Return the levels every run measured, in the first run's order (weakest first)."""
    return tuple(level for level in runs[0].levels if all(level in run.levels for run in runs))


def report(runs: Sequence[Run]) -> str:
    """Return the pooled figures of ``runs`` as text, one block per table size."""
    levels = common_levels(runs)
    seeds = ", ".join(str(run.seed) for run in sorted(runs, key=lambda run: run.seed))
    lines = [f"{len(runs)} runs pooled, seeds {seeds}; the levels every run measured"]
    width = max(len(name) for name in ["level", *levels])
    steps = [_step_name(*pair) for pair in itertools.pairwise(levels)]
    step_width = max(len(name) for name in ["step", *steps])
    for size in sorted(runs[0].wins, key=int):
        lines += ["", f"== {size} seats (fair share {100 / int(size):.1f} %)"]
        lines.append(f"{'level':<{width}} {'games':>6}  {'win % (95% CI)':<18} per run")
        totals: dict[str, tuple[int, int]] = {}
        for level in levels:
            wins = sum(run.wins[size][level][0] for run in runs)
            games = sum(run.wins[size][level][1] for run in runs)
            totals[level] = (wins, games)
            rates = [100 * run.rate(size, level) for run in runs]
            lines.append(
                f"{level:<{width}} {games:>6}  {_rate(wins, games):<18} "
                f"{min(rates):.1f} to {max(rates):.1f}"
            )
        lines.append(f"{'step':<{step_width}} {'difference':>12}  intervals  runs in order")
        for name, (weaker, stronger) in zip(steps, itertools.pairwise(levels), strict=True):
            lines.append(f"{name:<{step_width}} {_step(size, weaker, stronger, totals, runs)}")
    return "\n".join(lines)


def _rate(wins: int, games: int) -> str:
    low, high = wilson_interval(wins, games)
    return f"{100 * wins / games:.1f} ({100 * low:.1f}-{100 * high:.1f})"


def _step(
    size: str,
    weaker: str,
    stronger: str,
    totals: dict[str, tuple[int, int]],
    runs: Sequence[Run],
) -> str:
    """One step's figures: difference ± its 95 % margin, intervals apart, runs in order."""
    (weak_wins, weak_games), (strong_wins, strong_games) = totals[weaker], totals[stronger]
    weak, strong = weak_wins / weak_games, strong_wins / strong_games
    margin = Z * math.sqrt(weak * (1 - weak) / weak_games + strong * (1 - strong) / strong_games)
    weak_high = wilson_interval(weak_wins, weak_games)[1]
    parted = wilson_interval(strong_wins, strong_games)[0] > weak_high
    in_order = sum(run.rate(size, stronger) > run.rate(size, weaker) for run in runs)
    return (
        f"{100 * (strong - weak):+6.1f} ± {100 * margin:3.1f}  "
        f"{'part' if parted else 'overlap':<9}  {in_order} of {len(runs)}"
    )


def _step_name(weaker: str, stronger: str) -> str:
    return f"{weaker} < {stronger}"


def main(argv: Sequence[str] | None = None) -> int:
    """Pool the league runs named on the command line; return the exit status."""
    parser = argparse.ArgumentParser(
        prog="python benchmarks/league_pooled.py",
        description="Pool league runs (arena --league --json) over their seeds.",
    )
    parser.add_argument("runs", nargs="+", type=Path, help="league runs' JSON files")
    args = parser.parse_args(argv)
    try:
        runs = [load_run(path) for path in args.runs]
        check_poolable(runs)
    except RunError as error:
        print(f"league_pooled: {error}", file=sys.stderr)
        return 2
    print(report(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
