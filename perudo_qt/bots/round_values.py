"""What a heads-up round outside the solved tables is worth to its opener: Expert against itself.

The solved tables say what their rounds are worth at equilibrium; no table covers the rounds
with more dice, whose equilibrium is unknown. For those, the baseline is what Expert wins
against itself: the mean die won by the opener (+1 when the responder loses it, -1 when the
opener does) over many heads-up games of Expert against Expert, per split (the opener of a
round is the last round's loser, so a game reaches five dice against five in its first round
only, and no ordinary round of one die against five: that is a palifico round). Safe play
(``perudo_qt.bots.safe_play``) counts what Expert wins against an opponent beyond that
baseline: against a player as strong as Expert it stays near nothing, against a weaker one it
grows with every round they give away.

``python -m perudo_qt.bots.round_values --seed 1`` plays the games and writes the values to
``perudo_qt/resources/solver/round_values.json`` (adding to those there; ``--single-step``
measures the rounds with single-step raises); the game reads them from there.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from perudo_qt.rules import DieLost, Game, RoundStarted, RuleOptions

from .arguments import whole_number
from .solve import Split, load_table, split_of

if TYPE_CHECKING:
    from importlib.abc import Traversable

FILE_NAME = "round_values.json"

ABOUT = "What a heads-up round is worth to its opener: Expert against Expert, per split."


def values_path() -> Traversable:
    """The shipped file of values (in the package's ``resources.solver``)."""
    return resources.files("perudo_qt.resources") / "solver" / FILE_NAME


@cache
def shipped_values() -> dict[str, float]:
    """The shipped values per split name; empty when the file is missing or damaged."""
    try:
        document = json.loads(values_path().read_text(encoding="utf-8"))
        values = document["values"]
        return {str(name): float(entry["value"]) for name, entry in values.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def table_value(split: Split) -> float | None:
    """What a round of ``split`` is worth to its opener at equilibrium; None without a table."""
    table = load_table(split)
    return None if table is None else float(table.meta["value"])


def round_value(split: Split) -> float | None:
    """What a round of ``split`` is worth to its opener: the table's, else Expert's own.

    None when neither a table nor the shipped values cover it (Calza allowed heads-up, or a
    split Expert's games against itself never reached).
    """
    value = table_value(split)
    return value if value is not None else shipped_values().get(split.name)


def tally_game(
    seed: int, options: RuleOptions, tally: dict[Split, list[int]], first: int = 0
) -> None:
    """Play one heads-up game of Expert against Expert; add each round's result to ``tally``.

    ``tally`` maps a split to [rounds, the opener's dice won minus dice lost]. Both Experts
    fund their safe play from the solved rounds alone, so the values never depend on the
    values shipped before them.
    """
    from .expert import ExpertBot
    from .safe_play import SafePlay

    bots = [ExpertBot(safe_play=SafePlay(table_value)) for _ in range(2)]
    rng = random.Random(seed ^ 0x5EED)
    game = Game(["Expert", "Expert too"], options, seed=seed, first_seat=first)
    split = split_of(game.view_for(0), game.dice_counts)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view_for(seat), game.legal_actions(seat), rng).action
        opener = game.starting_seat
        for event in game.apply(action, seat):
            if isinstance(event, DieLost) and split is not None:
                entry = tally.setdefault(split, [0, 0])
                entry[0] += 1
                entry[1] += 1 if event.seat != opener else -1
            elif isinstance(event, RoundStarted):
                split = split_of(game.view_for(0), game.dice_counts)


def measure(games: int, seed: int, options: RuleOptions) -> dict[str, dict[str, float | int]]:
    """Play ``games`` games (first player alternating); return the value of each split seen.

    The splits with a table are left out: the table holds their value.
    """
    tally: dict[Split, list[int]] = {}
    for number in range(games):
        tally_game(seed * 1_000_003 + number, options, tally, first=number % 2)
    return {
        split.name: {"value": round(won / rounds, 4), "rounds": rounds}
        for split, (rounds, won) in sorted(tally.items(), key=lambda item: item[0].name)
        if load_table(split) is None
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Play Expert against itself and write the values of the rounds outside the tables."""
    from .arena import write_json

    parser = argparse.ArgumentParser(
        prog="python -m perudo_qt.bots.round_values",
        description="Measure what heads-up rounds are worth to their opener, Expert vs Expert.",
    )
    parser.add_argument("--games", type=whole_number(1), default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--single-step", action="store_true", help="option single_step_raises")
    parser.add_argument("--out", type=Path, default=Path(str(values_path())))
    args = parser.parse_args(argv)
    options = RuleOptions(single_step_raises=args.single_step)
    values = measure(args.games, args.seed, options)
    command = "python -m perudo_qt.bots.round_values " + " ".join(
        argv if argv is not None else sys.argv[1:]
    )
    commands: list[str] = []
    known: dict[str, object] = {}
    if args.out.exists():
        earlier = json.loads(args.out.read_text(encoding="utf-8"))
        commands, known = list(earlier["commands"]), dict(earlier["values"])
    known.update(values)
    document: dict[str, object] = {
        "about": ABOUT,
        "commands": [*commands, command],
        "values": dict(sorted(known.items())),
    }
    write_json(args.out, document)
    print(f"{len(values)} splits written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
