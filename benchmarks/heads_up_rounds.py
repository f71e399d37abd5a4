"""Where a level loses its dice heads-up against the league: the rounds lost, split by split.

Run with ``python benchmarks/heads_up_rounds.py LEVEL GAMES [--split tuning|held-out]``. Game
``g`` is played against member ``g % 16`` of the split, seats alternating, from game seed
``7000 + g``, so every level is dealt the same dice. Every round that ended with a die lost is
counted by its split (the level's dice, the member's, palifico or not); a round is "solved"
when Expert plays it from a table (palifico, or three dice or fewer in play). Prints the
games won, the share of first rounds lost (by the level's Dudo or by its bid doubted), the
share of solved and unsolved rounds lost, and the share per split.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from perudo_qt.bots.arena import make_seat_bot
from perudo_qt.bots.strangers import SPLITS
from perudo_qt.rules import DiceRevealed, DieLost, DudoCalled, Game, RoundStarted, RuleOptions

Split = tuple[int, int, bool]
"""The level's dice, the member's dice, and whether the round was a palifico round."""

SOLVED_DICE = 3
"""With this many dice in play or fewer, an ordinary heads-up round is in Expert's tables."""

LOST_BY_DUDO = "lost by its Dudo"
"""A first round the level lost by doubting a bid that stood."""

LOST_BY_BID = "lost by its bid"
"""A first round the level lost by a bid of its own doubted (Calza is off in these games)."""


def play(
    level: str,
    member: str,
    number: int,
    tally: dict[Split, list[int]],
    first_round: Counter[str],
) -> bool:
    """Play game ``number`` of ``level`` against ``member``; add its rounds to ``tally``.

    The game's first round is also counted in ``first_round`` when the level lost it, under
    ``LOST_BY_DUDO`` or ``LOST_BY_BID``. Returns whether the level won.
    """
    specs = [level, member] if number % 2 == 0 else [member, level]
    me = specs.index(level)
    bots = [make_seat_bot(spec) for spec in specs]
    rng = random.Random(number ^ 0x5EED)
    game = Game(specs, RuleOptions(), seed=7000 + number)
    palifico = False
    split: Split | None = None
    doubter: int | None = None
    reveals = 0
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view_for(seat), game.legal_actions(seat), rng).action
        for event in game.apply(action, seat):
            if isinstance(event, RoundStarted):
                palifico = event.palifico
                doubter = None
            elif isinstance(event, DudoCalled):
                doubter = event.seat
            elif isinstance(event, DiceRevealed):
                split = (len(event.dice[me]), len(event.dice[1 - me]), palifico)
                reveals += 1
            elif isinstance(event, DieLost) and split is not None:
                rounds = tally.setdefault(split, [0, 0])
                rounds[0] += 1
                rounds[1] += event.seat == me
                split = None
                if reveals == 1 and event.seat == me:
                    first_round[LOST_BY_DUDO if doubter == me else LOST_BY_BID] += 1
    return game.winner == me


def solved(split: Split) -> bool:
    """Whether Expert plays a round of ``split`` from a table."""
    mine, theirs, palifico = split
    return palifico or mine + theirs <= SOLVED_DICE


def main() -> None:
    """Play the games and print the rounds lost."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("level")
    parser.add_argument("games", type=int)
    parser.add_argument("--split", choices=sorted(SPLITS), default="tuning")
    args = parser.parse_args()
    seeds = SPLITS[args.split]
    tally: dict[Split, list[int]] = {}
    first_round: Counter[str] = Counter()
    won = sum(
        play(args.level, f"stranger:{seeds[number % len(seeds)]}", number, tally, first_round)
        for number in range(args.games)
    )
    print(f"{args.level}: won {won} of {args.games} against the {args.split} members")
    shares = {how: first_round[how] / args.games for how in (LOST_BY_DUDO, LOST_BY_BID)}
    print(
        f"  first rounds lost: {sum(shares.values()):.1%}, "
        + ", ".join(f"{share:.1%} {how}" for how, share in shares.items())
    )
    for in_tables in (False, True):
        rounds = [tally[split] for split in tally if solved(split) == in_tables]
        played, lost = sum(pair[0] for pair in rounds), sum(pair[1] for pair in rounds)
        name = "solved" if in_tables else "unsolved"
        print(f"  {name} rounds lost: {lost / max(played, 1):.1%} of {played}")
    for split in sorted(tally, reverse=True):
        played, lost = tally[split]
        mine, theirs, palifico = split
        kind = " palifico" if palifico else ""
        print(f"  {mine} dice against {theirs}{kind}: {lost / played:.0%} of {played} lost")


if __name__ == "__main__":
    main()
