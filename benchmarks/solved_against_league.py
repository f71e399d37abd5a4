"""What Expert's table and each level win in a solved heads-up round against the league, exactly.

Run with ``python benchmarks/solved_against_league.py [--splits pal-1v4,1v1] [--levels hard]
[--league-split held-out|tuning] [--queries 6]``. Each member's strategy in the round is read
from its answers to cold views at every history it can reach (as ``perudo_qt.bots.exploit``
reads a bot's), and so is each level's; then the round's tree gives, with no dice dealt at
random, what each wins per round against each member in each seat: the table Expert plays
(``perudo_qt.bots.solve``), an equilibrium (the table when it is one, else solved now), each
level, and a best responder who knows the member's strategy as read (the most any player could
win, a little more for a mixed member read from few answers).
Beside them, each way Expert can play a seat against a stranger
(``perudo_qt.bots.expert.StrangerPlay``), its estimates read cold like the levels, and
``AGAINST_A_STRANGER``: in each seat the way it plays there once the evidence of earlier rounds
shows its opponent a stranger and its budget funds a departure from the table
(``perudo_qt.bots.expert.stranger_play``, chosen by these figures on the tuning members).
Figures are printed as the share of rounds lost, the measure of issue 24's §3, with the number
of members against whom each level loses fewer rounds than the table. Cold bots know nothing
of the game before the round, so Expert's departures from the table funded by earlier rounds
(``perudo_qt.bots.safe_play``) are not in these figures; the games of
``benchmarks/heads_up_rounds.py`` measure them, with the dice's noise.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Sequence

from perudo_qt.bots.arena import make_seat_bot
from perudo_qt.bots.arguments import whole_number
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.expert import StrangerPlay, stranger_levels, stranger_play
from perudo_qt.bots.exploit import equilibrium, read_policy
from perudo_qt.bots.solve import load_table
from perudo_qt.bots.solve.cfr import Strategy, root_value, values, with_seat
from perudo_qt.bots.solve.split import Split
from perudo_qt.bots.solve.table import table_strategy
from perudo_qt.bots.solve.tree import Tree
from perudo_qt.bots.strangers import SPLITS, member_specs

DEFAULT_SPLITS = "1v1,pal-1v2,pal-1v3,pal-1v4,pal-1v5"
"""The solved rounds small enough to read every member in seconds (1v2 and 2v1 take minutes)."""

SEATS = ("opener", "responder")

TABLE = "Expert's table"
EQUILIBRIUM = "an equilibrium"
AGAINST_A_STRANGER = "Expert against a stranger"

STRANGER_COLUMNS = {
    StrangerPlay.PLANNED_DUDO: "Expert doubting as its look-ahead plans",
    StrangerPlay.ESTIMATES: "Expert's estimates alone",
    StrangerPlay.TABLE: TABLE,
}
"""The column of each way Expert can play a seat against a stranger."""


def lost_share(value: float) -> float:
    """The share of rounds lost for a payoff per round of ``value`` (+1 won, -1 lost)."""
    return (1.0 - value) / 2.0


def seat_figures(
    tree: Tree, player: int, plays: dict[str, Strategy], member: Strategy
) -> dict[str, float]:
    """What each of ``plays`` (``TABLE`` among them) and a best response win against ``member``.

    Each plays as ``player``; the values are per round, +1 a round won, -1 a round lost.
    """
    figures = {
        name: root_value(tree, values(tree, with_seat(tree, play, member, player), player), player)
        for name, play in plays.items()
    }
    table_beside = with_seat(tree, plays[TABLE], member, player)
    figures["best response"] = root_value(
        tree, values(tree, table_beside, player, best=True), player
    )
    return figures


def report_split(split: Split, levels: Sequence[str], members: Sequence[str], queries: int) -> str:
    """Read every member and level in ``split`` and return the figures, seat by seat."""
    tree = Tree(split)
    nash = equilibrium(tree)
    shipped = load_table(split)
    table = nash if shipped is None else table_strategy(shipped, tree)
    lines = [f"{split.name}:"]
    for player, seat in enumerate(SEATS):
        plays = {TABLE: table, EQUILIBRIUM: nash}
        for play, stranger in stranger_levels().items():
            estimates = functools.partial(EstimatingBot, stranger)
            plays[STRANGER_COLUMNS[play]] = read_policy(tree, player, estimates, queries)
        plays[AGAINST_A_STRANGER] = plays[STRANGER_COLUMNS[stranger_play(split, player)]]
        for level in levels:
            reader = functools.partial(make_seat_bot, level)
            plays[level] = read_policy(tree, player, reader, queries)
        compared = [AGAINST_A_STRANGER, *levels]
        totals = dict.fromkeys([*plays, "best response"], 0.0)
        better = dict.fromkeys(compared, 0)
        for member in members:
            factory = functools.partial(make_seat_bot, member)
            their_play = read_policy(tree, 1 - player, factory, queries)
            figures = seat_figures(tree, player, plays, their_play)
            for name, value in figures.items():
                totals[name] += value / len(members)
            for level in compared:
                better[level] += figures[level] > figures[TABLE] + 1e-9
        shares = ", ".join(f"{name} {lost_share(value):.1%}" for name, value in totals.items())
        lines.append(f"  as {seat}: rounds lost, mean over {len(members)} members: {shares}")
        for level in compared:
            lines.append(
                f"    {level} loses fewer than Expert's table against {better[level]} of "
                f"{len(members)} members"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures for each split named."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--splits", default=DEFAULT_SPLITS, help="e.g. 1v1,pal-1v4")
    parser.add_argument("--levels", default="hard", help="levels read beside Expert's table")
    parser.add_argument("--league-split", choices=sorted(SPLITS), default="held-out")
    parser.add_argument("--league", type=whole_number(1), default=16, help="how many members")
    parser.add_argument(
        "--queries", type=whole_number(1), default=6, help="answers read per decision"
    )
    args = parser.parse_args(argv)
    try:
        splits = [Split.parse(text) for text in args.splits.split(",")]
        members = member_specs(args.league_split, args.league)
    except ValueError as error:
        parser.error(str(error))
    levels = [level for level in args.levels.split(",") if level]
    for split in splits:
        print(report_split(split, levels, members, args.queries), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
