"""Expert's choices at a table of strangers, weighed by what the league's members then did.

Run with ``python benchmarks/table_decisions.py [--games 480] [--size 6] [--split tuning]
[--rollouts 6]``. The seat plays the estimates Expert plays at a table of three or more
against players its models do not foresee (``Level.simple_estimates`` with Expert's
personality), among the split's members as the arena seats a level: game ``g`` at the table
led by member ``g % 16``, the seats rotated, from game seed ``9000 + g``. At each of its
decisions with three or more players in, Dudo and the raises it weighs are valued by its
estimates (``EstimatingBot.option_values``) and played out: from the game as it stands to the
round's end, by copies of every player, ``--rollouts`` times with their own draws (a Dudo's
outcome is the dice's). Prints:

- Dudo against the best raise, by the difference of their values (Dudo's less the raise's, to
  the tenth): how often each kept the seat's dice. Where the two cross is where it should
  doubt; its own line is where the difference is 0.
- Its raises by their value (to the tenth): how often they kept its dice.
- Picking a raise: how often the best-valued raise kept its dice, beside the five best-valued
  raises' best (a bound, raised by chance over few playouts) and simple rules of thumb.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from perudo_qt.bots import Bot, EstimatingBot
from perudo_qt.bots.arena import make_seat_bot, seat_specs
from perudo_qt.bots.levels import EXPERT
from perudo_qt.bots.strangers import SPLITS, member_specs
from perudo_qt.rules import Action, Bid, DieLost, Dudo, Game, RuleOptions, count_matching

SEAT = "expert-table"
"""The seat's name in the games: Expert's estimates at a table of strangers."""

PICKED = 5
"""How many of its best-valued raises are played out at each decision."""


@dataclass(frozen=True)
class Weighed:
    """One option at one decision: what the seat's estimates made of it, and what it kept."""

    action: Action
    value: float
    kept: float


def table_estimates() -> EstimatingBot:
    """Return the seat: the estimates Expert plays against strangers at a table."""
    assert EXPERT.simple_estimates is not None
    return EstimatingBot(EXPERT.simple_estimates, EXPERT.personality, SEAT)


def keeps(game: Game, bots: Sequence[Bot], seat: int, action: Action, seed: int) -> int:
    """Play ``action`` for ``seat``, the round out by copies of ``bots``: 1 if it kept its dice."""
    game, bots = copy.deepcopy(game), copy.deepcopy(bots)
    rng = random.Random(seed)
    events = game.apply(action, seat)
    while True:
        for event in events:
            if isinstance(event, DieLost):
                return int(event.seat != seat)
        player = game.current_seat
        assert player is not None
        decision = bots[player].choose(game.view_for(player), game.legal_actions(player), rng)
        events = game.apply(decision.action, player)


def dudo_keeps(game: Game) -> int:
    """1 if a Dudo on the standing bid now wins: the bid is false by the dice."""
    standing = game.current_bid
    assert standing is not None
    wild = not game.is_palifico_round and standing.face != 1
    return int(count_matching(game.all_dice(), standing.face, wild) < standing.quantity)


def weigh(game: Game, bots: Sequence[Bot], seat: int, rollouts: int, seed: int) -> list[Weighed]:
    """Value the seat's options now and play them out: Dudo first if legal, then the raises."""
    view, legal = game.view_for(seat), game.legal_actions(seat)
    bot = bots[seat]
    assert isinstance(bot, EstimatingBot)
    values = bot.option_values(view, legal, random.Random(seed))
    weighed = []
    if Dudo() in values:
        weighed.append(Weighed(Dudo(), values.pop(Dudo()), dudo_keeps(game)))
    ranked = sorted(values, key=values.__getitem__, reverse=True)[:PICKED]
    for action in ranked:
        outcomes = [keeps(game, bots, seat, action, seed * 101 + k) for k in range(rollouts)]
        weighed.append(Weighed(action, values[action], statistics.fmean(outcomes)))
    return weighed


def play(number: int, members: Sequence[str], size: int, rollouts: int) -> list[list[Weighed]]:
    """Play game ``number``; return the seat's options weighed at each of its table decisions."""
    lead = number % len(members)
    others = tuple(members[(lead + offset) % len(members)] for offset in range(size - 1))
    specs = seat_specs((SEAT, *others), number // len(members))
    bots: list[Bot] = [table_estimates() if spec == SEAT else make_seat_bot(spec) for spec in specs]
    game = Game(list(specs), RuleOptions(), seed=9000 + number)
    rng = random.Random(number ^ 0x5EED)
    me = specs.index(SEAT)
    decisions = []
    while not game.is_over:
        player = game.current_seat
        assert player is not None
        if player == me and len(game.active_seats) > 2:
            seed = number * 1000 + len(decisions)
            decisions.append(weigh(game, bots, me, rollouts, seed))
        decision = bots[player].choose(game.view_for(player), game.legal_actions(player), rng)
        game.apply(decision.action, player)
    return decisions


def tenth(value: float) -> float:
    """Return ``value`` to the nearest tenth."""
    return round(value * 10) / 10


def print_dudo_against_raise(decisions: Sequence[list[Weighed]]) -> None:
    """Print how often Dudo and the best raise kept the dice, by the difference of values."""
    by_difference: dict[float, list[tuple[float, float]]] = defaultdict(list)
    for options in decisions:
        raises = [option for option in options if option.action != Dudo()]
        if options and options[0].action == Dudo() and raises:
            dudo, best = options[0], raises[0]
            by_difference[tenth(dudo.value - best.value)].append((dudo.kept, best.kept))
    print("Dudo against the best raise (value difference: decisions, kept by Dudo / by the raise)")
    for difference in sorted(by_difference):
        rows = by_difference[difference]
        if len(rows) >= 10:
            dudo = statistics.fmean(row[0] for row in rows)
            best = statistics.fmean(row[1] for row in rows)
            gap = dudo - best
            print(f"  {difference:+.1f}: {len(rows):5d}  {dudo:.3f} / {best:.3f}  {gap:+.3f}")


def print_raises_by_value(decisions: Sequence[list[Weighed]]) -> None:
    """Print how often the raises it weighed kept the dice, by their value."""
    by_value: dict[float, list[float]] = defaultdict(list)
    for options in decisions:
        for option in options:
            if option.action != Dudo():
                by_value[tenth(option.value)].append(option.kept)
    print("Raises by their value (value: raises, kept)")
    for value in sorted(by_value):
        kept = by_value[value]
        print(f"  {value:.1f}: {len(kept):6d}  {statistics.fmean(kept):.3f}")


def print_picking(decisions: Sequence[list[Weighed]]) -> None:
    """Print how often each way of picking among the best-valued raises kept the dice."""
    raises = [[option for option in options if option.action != Dudo()] for options in decisions]
    raises = [options for options in raises if options]
    rules: dict[str, Callable[[list[Weighed]], Weighed]] = {
        "the best-valued (as it plays)": lambda options: options[0],
        "the fewest dice": lambda options: min(options, key=lambda o: _quantity(o.action)),
        "the most dice": lambda options: max(options, key=lambda o: _quantity(o.action)),
        "the second-best-valued": lambda options: options[min(1, len(options) - 1)],
        "the best kept (a bound)": lambda options: max(options, key=lambda o: o.kept),
    }
    print(f"Picking a raise ({len(raises)} decisions; kept)")
    for name, rule in rules.items():
        print(f"  {name}: {statistics.fmean(rule(options).kept for options in raises):.3f}")


def _quantity(action: Action) -> int:
    return action.quantity if isinstance(action, Bid) else 0


def main() -> None:
    """Play the games and print the three tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=480)
    parser.add_argument("--size", type=int, default=6)
    parser.add_argument("--split", choices=SPLITS, default="tuning")
    parser.add_argument("--rollouts", type=int, default=6)
    args = parser.parse_args()
    members = member_specs(args.split, 16)
    decisions = [
        options
        for number in range(args.games)
        for options in play(number, members, args.size, args.rollouts)
    ]
    print(f"{args.games} games at {args.size} seats, {args.split} members:", end=" ")
    print(f"{len(decisions)} decisions")
    print_dudo_against_raise(decisions)
    print_raises_by_value(decisions)
    print_picking(decisions)


if __name__ == "__main__":
    main()
