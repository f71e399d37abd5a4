"""How often each level loses the solved heads-up rounds against league members.

Plays heads-up games of each level against each member of a league split (seats alternating
game by game; every level is dealt the same games) and counts, per level and split, the solved
rounds played (a heads-up round whose split has a shipped table) and the ones the level lost a
die in, with a 95 % interval:

    nice -n 15 python benchmarks/solved_rounds.py --levels hard,expert --league 16 \\
        --league-split tuning --games 25
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Sequence

from perudo_qt.bots import ask_calza, ask_turn
from perudo_qt.bots.arena import make_seat_bot, wilson_interval
from perudo_qt.bots.solve import load_table, round_split
from perudo_qt.bots.strangers import PREFIX, SPLITS
from perudo_qt.rules import DieLost, Game, RoundStarted, RuleOptions

Tally = Counter[str]
"""Per split name: rounds played (``name``) and lost (``name:lost``); and ``games``, ``won``."""


def play(level: str, member: str, seed: int, level_seat: int, tally: Tally) -> None:
    """Play one heads-up game of ``level`` against ``member`` and add its rounds to ``tally``."""
    specs = [member, member]
    specs[level_seat] = level
    bots = [make_seat_bot(spec) for spec in specs]
    rng = random.Random(seed ^ 0x5EED)
    options = RuleOptions()
    game = Game(specs, options, seed=seed)
    split_name = _split_name(game, options)
    while not game.is_over:
        current = game.current_seat
        assert current is not None
        ruling = None
        for seat in game.calza_priority():
            if seat != current:
                ruling = ask_calza(bots[seat], game.view_for(seat), rng).call
                if ruling is not None:
                    current = seat
                    break
        if ruling is None:
            ruling = ask_turn(bots[current], game.view_for(current), game.legal_actions(), rng)
        for event in game.apply(ruling.decision.action, current):
            if isinstance(event, DieLost) and split_name is not None:
                tally[split_name] += 1
                tally[f"{split_name}:lost"] += event.seat == level_seat
            elif isinstance(event, RoundStarted):
                split_name = _split_name(game, options)
    tally["games"] += 1
    tally["won"] += game.winner == level_seat


def _split_name(game: Game, options: RuleOptions) -> str | None:
    """The name of the round's split when it is heads-up and a table covers it."""
    seats = game.active_seats
    if len(seats) != 2:
        return None
    opener = game.starting_seat
    other = seats[0] if seats[1] == opener else seats[1]
    counts = game.dice_counts
    split = round_split(options, counts[opener], counts[other], game.is_palifico_round)
    if split is None or load_table(split) is None:
        return None
    return split.name


def report(level: str, tally: Tally) -> str:
    """Return a level's figures: solved rounds lost, overall and per split; games won."""
    names = sorted(key for key in tally if ":" not in key and key not in ("games", "won"))
    played = sum(tally[name] for name in names)
    lost = sum(tally[f"{name}:lost"] for name in names)
    low, high = wilson_interval(lost, played)
    lines = [
        f"{level}: lost {lost} of {played} solved rounds ({_share(lost, played)}, "
        f"95 % {low:.1%}-{high:.1%}); won {tally['won']} of {tally['games']} games"
    ]
    for name in names:
        count = tally[name]
        lines.append(
            f"  {name:10s} lost {tally[f'{name}:lost']:4d} of {count:4d} "
            f"({_share(tally[f'{name}:lost'], count)})"
        )
    return "\n".join(lines)


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games and print each level's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="hard,expert")
    parser.add_argument("--league", type=int, default=16, help="how many members")
    parser.add_argument("--league-split", choices=sorted(SPLITS), default="tuning")
    parser.add_argument("--games", type=int, default=25, help="games per member and level")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    members = [f"{PREFIX}{seed}" for seed in SPLITS[args.league_split][: args.league]]
    for level in args.levels.split(","):
        tally: Tally = Counter()
        for index, member in enumerate(members):
            for number in range(args.games):
                seed = args.seed * 1_000_000 + index * 1000 + number
                play(level, member, seed, number % 2, tally)
        print(report(level, tally), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
