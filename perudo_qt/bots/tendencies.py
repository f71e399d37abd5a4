"""Two habits of an opponent read from the rounds whose dice were revealed, at any table.

- Honesty: how much more often than chance the faces they bid are faces they hold.
- Doubting: the chance of the standing bid, judged from their own dice, below which they call
  Dudo, and how well one such line explains their answers.

Both transfer from round to round whatever the dice counts, so the rounds of a game played
before a solved endgame tell what the opponent will do in it (see ``perudo_qt.bots.safe_play``,
which turns them into a model of the opponent's play there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from perudo_qt.rules import (
    PACO,
    BidMade,
    DiceRevealed,
    DudoCalled,
    RoundStarted,
    count_matching,
)

from .odds import chance_at_least
from .probability import binomial_tails, match_probability

THRESHOLDS = (0.2, 0.35, 0.5, 0.65, 0.8)
"""The doubt lines an opponent is matched against."""

PLAIN_LINE = 2
"""The line assumed while the answers cannot tell the lines apart (index into THRESHOLDS)."""

HONESTY_PRIOR = 2.0
"""Honesty is shrunk toward none as if this much room for it had shown none."""

EVIDENCE_PRIOR = 6.0
"""How many bids and answers seen count as much as the equilibrium's own play, in the model."""


@dataclass
class Tendencies:
    """What one opponent's revealed rounds show of their habits.

    Attributes:
        honest_gain: over their bids, held faces minus the chance of holding one.
        honest_room: over their bids, one minus the chance of holding one.
        bids: their bids seen with their dice.
        answers: their answers to a standing bid (raise or Dudo) seen with their dice.
        hits: per line of ``THRESHOLDS``, how many answers it predicted.
    """

    honest_gain: float = 0.0
    honest_room: float = 0.0
    bids: int = 0
    answers: int = 0
    hits: list[int] = field(default_factory=lambda: [0] * len(THRESHOLDS))

    @property
    def honesty(self) -> float:
        """From 0 (their faces tell nothing) to 1 (they only bid faces they hold)."""
        return max(0.0, self.honest_gain) / (self.honest_room + HONESTY_PRIOR)

    @property
    def line(self) -> float:
        """The doubt line that predicted most answers (the plain one among equals)."""
        best = max(self.hits)
        if self.hits[PLAIN_LINE] == best:
            return THRESHOLDS[PLAIN_LINE]
        return THRESHOLDS[self.hits.index(best)]

    @property
    def fit(self) -> float:
        """How well the line explains their answers: 0 no better than a coin, 1 every one."""
        if not self.answers:
            return 0.0
        return max(0.0, 2 * max(self.hits) / self.answers - 1)

    @property
    def weight(self) -> float:
        """How far the evidence moves the model of them away from the equilibrium, 0 to 1."""
        seen = self.bids + self.answers
        return seen / (seen + EVIDENCE_PRIOR)


def read_round(round_events: tuple[object, ...], tendencies: dict[int, Tendencies]) -> None:
    """Add one revealed round's bids and answers to every seat's ``tendencies``."""
    started, revealed = round_events[0], round_events[-1]
    if not isinstance(started, RoundStarted) or not isinstance(revealed, DiceRevealed):
        return
    dice = revealed.dice
    total = sum(len(cup) for cup in dice)
    bids = [event for event in round_events if isinstance(event, BidMade)]
    for made in bids:
        cup = dice[made.seat]
        wild = not started.palifico and made.bid.face != PACO
        chance = 1 - (1 - match_probability(made.bid.face, wild)) ** len(cup)
        mine = tendencies.setdefault(made.seat, Tendencies())
        mine.honest_gain += (count_matching([cup], made.bid.face, wild) > 0) - chance
        mine.honest_room += 1 - chance
        mine.bids += 1
    answers = [(made.seat, False) for made in bids[1:]]
    doubt = next((event for event in round_events if isinstance(event, DudoCalled)), None)
    if doubt is not None:
        answers.append((doubt.seat, True))
    for (seat, doubted), standing in zip(answers, bids, strict=False):
        bid = standing.bid
        wild = not started.palifico and bid.face != PACO
        cup = dice[seat]
        needed = bid.quantity - count_matching([cup], bid.face, wild)
        chance = chance_true(needed, total - len(cup), match_probability(bid.face, wild))
        mine = tendencies.setdefault(seat, Tendencies())
        mine.answers += 1
        for index, line in enumerate(THRESHOLDS):
            mine.hits[index] += (chance < line) == doubted


def chance_true(needed: int, unseen: int, p: float) -> float:
    """The chance that ``unseen`` dice hold ``needed`` more matches, each with chance ``p``."""
    return chance_at_least(binomial_tails(unseen, p), needed)
