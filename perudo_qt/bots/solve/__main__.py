"""Solve heads-up rounds and write their tables: ``python -m perudo_qt.bots.solve 1v1 2v1``.

With ``--population`` each seat's strategy is instead a restricted Nash response to the
players named (the league's tuning members, say): the near-equilibrium that wins most against
them, a best responder gaining at most a little more than against the equilibrium; a seat
where that wins next to nothing more keeps the equilibrium (``LEAST_GAIN``).
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from ..arena import make_seat_bot
from ..exploit import read_policy
from ..registry import BotSpecError
from ..strangers import SPLITS, member_specs
from .cfr import CfrPlus, Play, Restraint, Strategy, evaluate, root_value, values, with_seat
from .split import Split
from .table import quantised, save_table
from .tree import Tree

DEFAULT_OUT = Path(__file__).resolve().parents[3] / "resources" / "solver"

DEFAULT_WEIGHT = 0.1
"""The chance the population is held to: small, so that each response stays an equilibrium or
close to one (the shipped tables are at most 0.003 exploitable)."""

LEAST_GAIN = 0.005
"""What a seat's response must win per round against the population beyond the equilibrium
for the table to keep it. A response is purer than the equilibrium, and Expert's safe play
departs only to actions the table plays: where answering the population gains next to nothing
(palifico five against one die: 0.000), it would only narrow those departures (that round lost
36 % of the time with the response, 30 % with the equilibrium, on the held-out members)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Solve each split named on the command line; print values and exploitability."""
    parser = argparse.ArgumentParser(
        prog="python -m perudo_qt.bots.solve",
        description="Solve one heads-up round by CFR+ and print the opener's value and the "
        "exploitability (what a best responder gains per round, mean of both seats).",
    )
    parser.add_argument("splits", nargs="+", help="e.g. 1v1 2v1 1v2-step pal-1v3 pal-1v2-face")
    parser.add_argument("--iterations", type=int, default=2000, help="at most this many")
    parser.add_argument("--target", type=float, default=0.001, help="stop at this exploitability")
    parser.add_argument("--check-every", type=int, default=50, help="iterations between checks")
    parser.add_argument("--write", action="store_true", help="write the table (see --out)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where tables go")
    parser.add_argument(
        "--population",
        help="comma-separated bots each seat answers (a league split name stands for its "
        "members), e.g. tuning,normal,hard; each seat's response runs --iterations",
    )
    parser.add_argument(
        "--weight", type=float, help=f"the chance the population is held to ({DEFAULT_WEIGHT})"
    )
    args = parser.parse_args(argv)
    try:
        splits = [Split.parse(text) for text in args.splits]
        population = population_specs(args.population) if args.population else []
    except (ValueError, BotSpecError) as error:
        parser.error(str(error))
    if args.weight is not None and not population:
        parser.error("--weight needs --population")
    if args.weight is None:
        args.weight = DEFAULT_WEIGHT
    if not 0 < args.weight <= 1:
        parser.error(f"--weight must be above 0 and at most 1, not {args.weight}")
    for split in splits:
        _solve(split, args, population, argv if argv is not None else sys.argv[1:])
    return 0


def population_specs(text: str) -> list[str]:
    """Return the bot specs ``text`` names, a league split's name standing for its members.

    Raises:
        BotSpecError: an item names no bot.
    """
    specs: list[str] = []
    for item in text.split(","):
        if item in SPLITS:
            specs.extend(member_specs(item, len(SPLITS[item])))
        else:
            make_seat_bot(item)
            specs.append(item)
    return specs


def _solve(
    split: Split, args: argparse.Namespace, population: Sequence[str], argv: Sequence[str]
) -> None:
    started = time.monotonic()
    tree = Tree(split)
    print(f"{split.name}: {tree.size} nodes", flush=True)
    solver = CfrPlus(tree)
    while solver.iterations < args.iterations:
        solver.run(min(args.check_every, args.iterations - solver.iterations))
        result = evaluate(tree, solver.average())
        print(
            f"  {solver.iterations:5d} iterations  opener {result.value:+.4f}  "
            f"exploitability {result.exploitability:.5f}  {time.monotonic() - started:.0f} s",
            flush=True,
        )
        if result.exploitability <= args.target:
            break
    average = solver.average()
    equilibrium = quantised(tree, average)
    table, answers = equilibrium, [False, False]
    if population:
        responses, answers = _responses(tree, average, population, args.weight, args.iterations)
        table = quantised(tree, responses)
    stored = evaluate(tree, table)
    print(
        f"{split.name}: opener {stored.value:+.4f}, exploitability {stored.exploitability:.5f} "
        f"(as stored)",
        flush=True,
    )
    if args.write:
        args.out.mkdir(parents=True, exist_ok=True)
        plain = table is equilibrium  # no population answered: evaluated just above
        equilibrium_value = stored.value if plain else evaluate(tree, equilibrium).value
        meta = {
            "split": split.name,
            "iterations": solver.iterations,
            "value": round(equilibrium_value, 6),
            "exploitability": round(stored.exploitability, 6),
            "command": "python -m perudo_qt.bots.solve " + " ".join(argv),
            "seed": None,
        }
        if population:
            meta.update(
                population=list(population),
                weight=args.weight,
                answers=answers,
                table_value=round(stored.value, 6),
            )
        path = args.out / f"{split.name}.npz"
        kept = save_table(path, tree, table, meta)
        print(f"  wrote {path} ({kept} nodes, {path.stat().st_size} bytes)", flush=True)


def _responses(
    tree: Tree,
    equilibrium: Strategy,
    population: Sequence[str],
    weight: float,
    iterations: int,
) -> tuple[Strategy, list[bool]]:
    """Return each seat's restricted Nash response to ``population``, held with ``weight``.

    Each player of the population is read in the other seat as the evaluator reads a bot
    (``perudo_qt.bots.exploit.read_policy``); the seat's solver runs ``iterations``. A seat
    whose response wins less than ``LEAST_GAIN`` more than ``equilibrium`` against the
    population keeps the equilibrium. Also returns, per seat, whether it answers them.
    """
    seats: list[Strategy] = []
    answers: list[bool] = []
    for player in (0, 1):
        other = 1 - player
        play = Play.mean([Play.of(tree, _read(tree, other, spec), other) for spec in population])
        solver = CfrPlus(tree, Restraint(player, play, weight))
        solver.run(iterations)
        response = solver.average()
        gain = _value(tree, response, player, play) - _value(tree, equilibrium, player, play)
        answers.append(gain >= LEAST_GAIN)
        seats.append(response if answers[-1] else equilibrium)
        kept = "answers them" if answers[-1] else "keeps the equilibrium"
        print(f"  seat {player}: {gain:+.4f} a round against the population; {kept}", flush=True)
    return with_seat(tree, seats[0], seats[1], 0), answers


def _value(tree: Tree, strategy: Strategy, player: int, against: Play) -> float:
    """What ``player`` playing ``strategy`` wins per round against the play ``against``."""
    return root_value(tree, values(tree, strategy, player, against=against), player)


def _read(tree: Tree, player: int, spec: str) -> Strategy:
    return read_policy(tree, player, functools.partial(make_seat_bot, spec), queries=6)


if __name__ == "__main__":
    sys.exit(main())
