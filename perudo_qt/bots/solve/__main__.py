"""Solve heads-up rounds and write their tables: ``python -m perudo_qt.bots.solve 1v1 2v1``."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .cfr import CfrPlus, evaluate
from .split import Split
from .table import quantised, save_table
from .tree import Tree

DEFAULT_OUT = Path(__file__).resolve().parents[3] / "resources" / "solver"


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
    args = parser.parse_args(argv)
    try:
        splits = [Split.parse(text) for text in args.splits]
    except ValueError as error:
        parser.error(str(error))
    for split in splits:
        _solve(split, args, argv if argv is not None else sys.argv[1:])
    return 0


def _solve(split: Split, args: argparse.Namespace, argv: Sequence[str]) -> None:
    started = time.monotonic()
    tree = Tree(split)
    solver = CfrPlus(tree)
    print(f"{split.name}: {tree.size} nodes", flush=True)
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
    table = quantised(tree, solver.average())
    stored = evaluate(tree, table)
    print(
        f"{split.name}: opener {stored.value:+.4f}, exploitability {stored.exploitability:.5f} "
        f"(as stored)",
        flush=True,
    )
    if args.write:
        args.out.mkdir(parents=True, exist_ok=True)
        meta = {
            "split": split.name,
            "iterations": solver.iterations,
            "value": round(stored.value, 6),
            "exploitability": round(stored.exploitability, 6),
            "command": "python -m perudo_qt.bots.solve " + " ".join(argv),
            "seed": None,
        }
        path = args.out / f"{split.name}.npz"
        kept = save_table(path, tree, table, meta)
        print(f"  wrote {path} ({kept} nodes, {path.stat().st_size} bytes)", flush=True)


if __name__ == "__main__":
    sys.exit(main())
