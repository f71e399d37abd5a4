"""Levels against the league of strangers: heads-up and among them at bigger tables.

``python -m perudo_qt.arena --league N`` plays each level against the first N members of the
held-out league (see ``perudo_qt.bots.strangers``), at every table size asked for, and prints
each level's win rate with its 95 % interval, pooled over the members and per member.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from perudo_qt.rules import RuleOptions

from .arena import SeatTally, run_arena, summarize, wilson_interval, write_json
from .referee import DEFAULT_BUDGET_S
from .strangers import StrangerBot, stranger_seed

DEFAULT_LEVELS = ("easy", "normal", "hard", "expert")
"""The levels a league run measures unless told otherwise."""

TABLE_SIZES = (2, 3, 6)
"""Heads-up, three seats and six: one level among league members."""


@dataclass(frozen=True, slots=True)
class LeagueTable:
    """One table of a league run: a level, the member it is counted against, every seat.

    Attributes:
        level: the level's spec.
        member: the member whose table this is (the level's opponent heads-up; at a bigger
            table the first of the members, the others following it in the league's order).
        specs: every seat's spec, the level first (the arena rotates them game by game).
        games: how many games it plays.
        seed: its arena seed; a member's table has the same seed for every level, so every
            level is dealt the same dice.
    """

    level: str
    member: str
    specs: tuple[str, ...]
    games: int
    seed: int


def league_tables(
    level: str, members: Sequence[str], size: int, games: int, seed: int
) -> list[LeagueTable]:
    """Return the tables that play ``games`` games of ``level`` at ``size`` seats.

    Each member leads one table, seated with the members after it in turn; the games are
    shared out as evenly as they go, the first members taking one more when they do not.
    """
    count = len(members)
    tables = []
    for index, member in enumerate(members):
        others = tuple(members[(index + offset) % count] for offset in range(size - 1))
        share = games // count + (index < games % count)
        if share:
            tables.append(LeagueTable(level, member, (level, *others), share, seed * 1000 + index))
    return tables


LeagueTallies = dict[int, dict[str, dict[str, SeatTally]]]
"""The level's tallies by table size, level and member."""


def run_league(
    levels: Sequence[str],
    members: Sequence[str],
    sizes: Sequence[int],
    games: int,
    seed: int,
    options: RuleOptions,
    jobs: int = 1,
    budget_s: float = DEFAULT_BUDGET_S,
    on_table: Callable[[LeagueTallies], None] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    stop_now: Any = None,
) -> LeagueTallies:
    """Play every level at every size against the members; return the levels' own tallies.

    ``on_table`` is called after each table with the tallies so far; the run ends early when
    ``should_stop()`` says so (between games) or ``stop_now`` is set (at once).
    """
    tallies: LeagueTallies = {}
    for size in sizes:
        by_level = tallies.setdefault(size, {})
        for level in levels:
            by_member = by_level.setdefault(level, {})
            for table in league_tables(level, members, size, games, seed):
                if should_stop():
                    return tallies
                totals = run_arena(
                    table.specs,
                    table.games,
                    table.seed,
                    options,
                    jobs,
                    budget_s=budget_s,
                    should_stop=should_stop,
                    stop_now=stop_now,
                )
                by_member[table.member] = totals[level]
                if on_table is not None:
                    on_table(tallies)
    return tallies


def pooled(by_member: dict[str, SeatTally]) -> SeatTally:
    """Return one level's tallies summed over the members."""
    total = SeatTally()
    for tally in by_member.values():
        total.add(tally)
    return total


def league_figures(tallies: LeagueTallies) -> dict[str, object]:
    """Return the figures of a league run, for JSON: per size and level, pooled and per member."""
    return {
        str(size): {
            level: {
                "pooled": summarize({level: pooled(by_member)}, size)[level],
                "members": {
                    member: summarize({member: tally}, size)[member]
                    for member, tally in by_member.items()
                },
            }
            for level, by_member in by_level.items()
        }
        for size, by_level in tallies.items()
    }


def _rate(tally: SeatTally) -> str:
    low, high = wilson_interval(tally.wins, tally.games)
    rate = tally.wins / tally.games if tally.games else 0.0
    return f"{rate * 100:5.1f} ({low * 100:4.1f}-{high * 100:4.1f})"


def format_league(tallies: LeagueTallies, members: Sequence[str]) -> str:
    """Return the league's tables: per size, each level pooled, then per member.

    Heads-up a member's row is the level against that member; at a bigger table it is the table
    the member leads (see ``league_tables``).
    """
    lines = []
    for size, by_level in tallies.items():
        seats = "heads-up" if size == 2 else f"{size} seats (one level, {size - 1} members)"
        lines += [f"== {seats}: win % (95% CI), fair share {100 / size:.1f} %", ""]
        lines.append(
            f"{'level':<10} {'games':>6} {'win % (95% CI)':>18} {'1st-round loss':>14} {'bluff':>6}"
        )
        for level, by_member in by_level.items():
            total = pooled(by_member)
            first = total.first_round_losses / total.games if total.games else 0.0
            bluff = total.false_bids / total.bids if total.bids else 0.0
            lines.append(
                f"{level:<10} {total.games:6d} {_rate(total):>18} {first * 100:13.1f}% "
                f"{bluff * 100:5.1f}%"
            )
        heading = "member" if size == 2 else "table led by"
        lines += ["", f"{heading:<16} " + " ".join(f"{level:>18}" for level in by_level)]
        for member in members:
            if not any(member in by_member for by_member in by_level.values()):
                continue
            cells = [
                _rate(by_member[member]) if member in by_member else "-"
                for by_member in by_level.values()
            ]
            habits = StrangerBot(stranger_seed(member)).habits.describe()
            lines.append(
                f"{member:<16} " + " ".join(f"{cell:>18}" for cell in cells) + f"  {habits}"
            )
        lines.append("")
    return "\n".join(lines)


def play_league(
    levels: Sequence[str],
    members: Sequence[str],
    sizes: Sequence[int],
    games: int,
    seed: int,
    options: RuleOptions,
    jobs: int,
    budget_s: float,
    json_path: Path | None,
    should_stop: Callable[[], bool],
    stop_now: Any,
) -> LeagueTallies:
    """Run the league, writing its JSON after every table, and print its tables."""
    header = {
        "levels": list(levels),
        "members": list(members),
        "games_per_level_and_size": games,
        "seed": seed,
        "options": options.to_dict(),
    }

    def save(tallies: LeagueTallies, complete: bool) -> None:
        if json_path is not None:
            document = {**header, "complete": complete, "figures": league_figures(tallies)}
            write_json(json_path, document)

    tallies = run_league(
        levels,
        members,
        sizes,
        games,
        seed,
        options,
        jobs,
        budget_s,
        lambda so_far: save(so_far, complete=False),
        should_stop,
        stop_now,
    )
    save(tallies, complete=not should_stop())
    print(
        f"league of {len(members)}, seed {seed}, options {options}, "
        f"{games} games per level and size"
    )
    print(format_league(tallies, members))
    sys.stdout.flush()
    return tallies
