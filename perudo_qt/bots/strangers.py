"""The league of strangers: seeded fixed strategies, unlike our levels, to measure the levels by.

A member is named ``stranger:SEED``; the seed picks its kind and draws its parameters, so the
same name always plays the same way. The kinds:

- ``style``: a family of habits, each drawn from a range: when it doubts (timid to reckless),
  how often it bluffs, how big it opens, how far it raises, how loyal it stays to the standing
  face, how readily it calls Calza, and how much it reads the other players' bids.
- ``simple``: the simple Dudo player of Neller and Knauss's "Dudo: Exploring the Incan Bluffing
  Dice Game" (the strongest claim that is true with at least a given chance, drawn near one
  half; Dudo when there is none).
- ``expected``: the "play the probabilities" rule of thumb players teach (e.g. the Perudo
  strategy article of boardgamestrategy.blog): a face's expected count is one's own matches
  plus a third of the unseen dice (a sixth for pacos or in palifico); bid no higher than that
  plus a margin, doubt any bid above it.
- ``odds``: a plain odds player: doubt below a drawn chance, else the likeliest raise.

Every member chooses only among the actions the game offers it (``legal``), and out of turn is
asked for Calza only when the game allows it: the rules engine is the authority on legality.
Tuning uses the members of ``TUNING_SEEDS``; figures are reported on ``HELD_OUT_SEEDS``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from perudo_qt.rules import PACO, Action, Bid, Calza, Dudo, PlayerView

from .base import Decision
from .fixed import least_raise
from .odds import chance_at_least, chance_exactly, own_matches
from .probability import binomial, binomial_tails, match_probability
from .reasons import Reason, ReasonKind
from .tracking import dice_counts

PREFIX = "stranger:"
"""A league member's spec is this prefix and its seed."""

KINDS = ("style", "simple", "expected", "odds")
"""The kinds of member; a member's seed picks one in turn (seed modulo their number)."""

TUNING_SEEDS: tuple[int, ...] = tuple(range(1, 17))
"""The members levels may be tuned against."""

HELD_OUT_SEEDS: tuple[int, ...] = tuple(range(1001, 1017))
"""The members figures are reported on: never used for tuning."""

SPLITS: dict[str, tuple[int, ...]] = {"held-out": HELD_OUT_SEEDS, "tuning": TUNING_SEEDS}
"""The two fixed splits of the league, by name."""


@dataclass(frozen=True, slots=True)
class Habits:
    """What a member does, drawn from its seed (not every kind uses every habit).

    Attributes:
        kind: one of ``KINDS``.
        doubt_below: it calls Dudo when the standing bid is true with less than this chance.
        bluff_rate: how often it raises to a bid it thinks more likely false than true.
        opening: its opening quantity, as a share of its best face's expected count.
        raise_step: how many dice above the least raise on its face it bids.
        face_loyalty: how often it raises on the standing face rather than its own best face.
        calza_at: it calls Calza when the standing bid is exact with this chance or more
            (None: never).
        reading: how many dice of a face it credits each other player who bid that face this
            round with (0 = it reads nothing into bids).
        claim_at: the simple player's least chance for a claim.
        margin: the expected-count player's margin, in dice, above the expected count.
    """

    kind: str
    doubt_below: float = 0.5
    bluff_rate: float = 0.0
    opening: float = 1.0
    raise_step: int = 0
    face_loyalty: float = 0.5
    calza_at: float | None = None
    reading: float = 0.0
    claim_at: float = 0.5
    margin: float = 0.0

    def describe(self) -> str:
        """Return the habits that matter for this kind, in a few words."""
        if self.kind == "simple":
            return f"simple claim>={self.claim_at:.2f}"
        if self.kind == "expected":
            return f"expected margin {self.margin:+.1f}"
        if self.kind == "odds":
            return f"odds doubt<{self.doubt_below:.2f}"
        calza = "never" if self.calza_at is None else f"{self.calza_at:.2f}"
        return (
            f"style doubt<{self.doubt_below:.2f} bluff {self.bluff_rate:.2f} "
            f"open {self.opening:.2f} step {self.raise_step} loyal {self.face_loyalty:.2f} "
            f"calza {calza} read {self.reading:.2f}"
        )


def draw_habits(seed: int) -> Habits:
    """Return the habits of member ``seed``: its kind in turn, its parameters drawn."""
    kind = KINDS[seed % len(KINDS)]
    draw = random.Random(f"perudo-league-{seed}")
    if kind == "simple":
        return Habits(kind, claim_at=draw.uniform(0.4, 0.6))
    if kind == "expected":
        return Habits(kind, margin=draw.uniform(-0.5, 1.5))
    if kind == "odds":
        return Habits(kind, doubt_below=draw.uniform(0.3, 0.6))
    return Habits(
        kind,
        doubt_below=draw.uniform(0.12, 0.65),
        bluff_rate=draw.uniform(0.0, 0.5),
        opening=draw.uniform(0.4, 1.2),
        raise_step=draw.choice((0, 0, 1, 2)),
        face_loyalty=draw.random(),
        calza_at=None if draw.random() < 0.3 else draw.uniform(0.25, 0.6),
        reading=draw.choice((0.0, draw.uniform(0.3, 1.5))),
    )


def is_stranger(spec: str) -> bool:
    """Return whether ``spec`` names a league member (``stranger:SEED``)."""
    return spec.strip().startswith(PREFIX)


def stranger_seed(spec: str) -> int:
    """Return the seed of the member ``spec`` names.

    Raises:
        ValueError: the part after ``stranger:`` is not a whole number.
    """
    text = spec.strip().removeprefix(PREFIX)
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"a league member is stranger:SEED, not {spec!r}") from None


def member_specs(split: str, count: int) -> list[str]:
    """Return the specs of the first ``count`` members of the split named ``split``.

    Raises:
        ValueError: no such split, or ``count`` is not 1 to the split's size.
    """
    if split not in SPLITS:
        raise ValueError(f"unknown league split {split!r}; known: {', '.join(SPLITS)}")
    seeds = SPLITS[split]
    if not 1 <= count <= len(seeds):
        raise ValueError(f"the {split} league has 1 to {len(seeds)} members, not {count}")
    return [f"{PREFIX}{seed}" for seed in seeds[:count]]


class _Reckoner:
    """One decision's plain odds, as the member reckons them (with its reading of bids)."""

    def __init__(self, view: PlayerView, reading: float) -> None:
        counts = dice_counts(view)
        self.own = view.own_dice
        self.hidden = sum(counts) - counts[view.seat]
        self.wild = view.pacos_wild
        self.credit: dict[int, int] = {}
        if reading:
            bidders: dict[int, set[int]] = {}
            for made in view.round_bids:
                if made.seat != view.seat:
                    bidders.setdefault(made.bid.face, set()).add(made.seat)
            self.credit = {face: round(reading * len(seats)) for face, seats in bidders.items()}

    def _known(self, face: int) -> tuple[int, int]:
        """Return the matches it counts as known for ``face`` and the dice left unseen."""
        credit = min(self.credit.get(face, 0), self.hidden)
        return own_matches(self.own, face, self.wild) + credit, self.hidden - credit

    def at_least(self, bid: Bid) -> float:
        """Return its chance that ``bid`` is true."""
        known, unseen = self._known(bid.face)
        tails = binomial_tails(unseen, match_probability(bid.face, self.wild))
        return chance_at_least(tails, bid.quantity - known)

    def exactly(self, bid: Bid) -> float:
        """Return its chance that ``bid`` is exactly right."""
        known, unseen = self._known(bid.face)
        dist = binomial(unseen, match_probability(bid.face, self.wild))
        return chance_exactly(dist, bid.quantity - known)

    def expected(self, face: int) -> float:
        """Return its expected count of ``face`` on the table."""
        known, unseen = self._known(face)
        return known + unseen * match_probability(face, self.wild)

    def best_face(self, faces: Sequence[int]) -> int:
        """Return the face of ``faces`` with the highest expected count (higher face on ties)."""
        return max(faces, key=lambda face: (self.expected(face), face))


def _bids(legal: Sequence[Action]) -> list[Bid]:
    return [action for action in legal if isinstance(action, Bid)]


def _strength(bid: Bid, wild: bool) -> tuple[float, int]:
    """A bid's rank for "the strongest claim": a paco counts for two dice when pacos are wild."""
    return (bid.quantity * (2 if wild and bid.face == PACO else 1), bid.face)


class StrangerBot:
    """A league member: a fixed strategy of the kind and habits its seed drew.

    Given ``habits``, it plays those instead: that is how Expert's look-ahead imagines a
    player of one of the published heuristics (see ``perudo_qt.bots.estimating``).
    """

    def __init__(self, seed: int, habits: Habits | None = None) -> None:
        self.seed = seed
        self.habits = habits or draw_habits(seed)
        self.name = f"{PREFIX}{seed}"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick one of ``legal`` by this member's kind and habits."""
        habits = self.habits
        odds = _Reckoner(view, habits.reading)
        if habits.kind == "simple":
            return self._simple(odds, legal)
        if habits.kind == "expected":
            return self._expected(view, odds, legal)
        standing = view.current_bid
        if (
            standing is not None
            and Dudo() in legal
            and odds.at_least(standing) < habits.doubt_below
        ):
            chance = odds.at_least(standing)
            reason = Reason(ReasonKind.DUDO, chance=chance, threshold=habits.doubt_below)
            return Decision(Dudo(), reason, chance)
        if habits.kind == "odds":
            return self._likeliest(odds, legal)
        if standing is not None and Calza() in legal and self._calls_calza(odds, standing):
            return _calza(odds, standing, habits.calza_at)
        return self._styled_raise(view, odds, legal, rng)

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Out of turn, with Calza legal: call it when this member's habits say so."""
        standing = view.current_bid
        if self.habits.kind != "style" or standing is None:
            return None
        odds = _Reckoner(view, self.habits.reading)
        if self._calls_calza(odds, standing):
            return _calza(odds, standing, self.habits.calza_at)
        return None

    def _calls_calza(self, odds: _Reckoner, standing: Bid) -> bool:
        return self.habits.calza_at is not None and odds.exactly(standing) >= self.habits.calza_at

    def _simple(self, odds: _Reckoner, legal: Sequence[Action]) -> Decision:
        """The strongest claim true with at least ``claim_at``; else Dudo (or the least raise)."""
        good = [bid for bid in _bids(legal) if odds.at_least(bid) >= self.habits.claim_at]
        if good:
            bid = max(good, key=lambda bid: _strength(bid, odds.wild))
            return _raise(ReasonKind.LIKELIEST_RAISE, bid, odds)
        return _nothing_better(legal)

    def _expected(self, view: PlayerView, odds: _Reckoner, legal: Sequence[Action]) -> Decision:
        """Doubt above the expected count plus the margin; else bid up to it on the best face."""
        limit = self.habits.margin
        standing = view.current_bid
        above = standing is not None and standing.quantity > odds.expected(standing.face) + limit
        if above and Dudo() in legal:
            expected = odds.expected(standing.face) if standing is not None else None
            return Decision(Dudo(), Reason(ReasonKind.OVER_EXPECTED, expected=expected))
        within = [bid for bid in _bids(legal) if bid.quantity <= odds.expected(bid.face) + limit]
        if not within:
            return _nothing_better(legal)
        face = odds.best_face(sorted({bid.face for bid in within}))
        bid = min((bid for bid in within if bid.face == face), key=lambda bid: bid.quantity)
        return _raise(ReasonKind.HABIT_RAISE, bid, odds)

    def _likeliest(self, odds: _Reckoner, legal: Sequence[Action]) -> Decision:
        bids = _bids(legal)
        if not bids:
            return _nothing_better(legal)
        bid = max(bids, key=lambda bid: (odds.at_least(bid), -bid.quantity, -bid.face))
        return _raise(ReasonKind.LIKELIEST_RAISE, bid, odds)

    def _styled_raise(
        self, view: PlayerView, odds: _Reckoner, legal: Sequence[Action], rng: random.Random
    ) -> Decision:
        """Raise on the standing face or its best one, by its step; bluff or fall back."""
        habits = self.habits
        bids = _bids(legal)
        if not bids:
            return _nothing_better(legal)
        faces = sorted({bid.face for bid in bids})
        standing = view.current_bid
        loyal = (
            standing is not None and standing.face in faces and rng.random() < habits.face_loyalty
        )
        face = standing.face if loyal and standing is not None else odds.best_face(faces)
        on_face = sorted((bid for bid in bids if bid.face == face), key=lambda bid: bid.quantity)
        step = habits.raise_step
        if standing is None:
            wanted = round(habits.opening * odds.expected(face))
            step = max(0, wanted - on_face[0].quantity)
        bid = on_face[min(step, len(on_face) - 1)]
        if odds.at_least(bid) >= 0.5 or rng.random() < habits.bluff_rate:
            return _raise(ReasonKind.HABIT_RAISE, bid, odds)
        likely = [other for other in bids if odds.at_least(other) >= 0.5]
        if likely:
            bid = min(likely, key=lambda bid: _strength(bid, odds.wild))
            return _raise(ReasonKind.LIKELIEST_RAISE, bid, odds)
        if Dudo() in legal:
            return _nothing_better(legal)
        return _raise(ReasonKind.HABIT_RAISE, bid, odds)


def _raise(kind: ReasonKind, bid: Bid, odds: _Reckoner) -> Decision:
    """Bid ``bid``, for a reason of ``kind`` with the chance this member gave it."""
    chance = odds.at_least(bid)
    return Decision(bid, Reason(kind, chance=chance), chance)


def _calza(odds: _Reckoner, standing: Bid, threshold: float | None) -> Decision:
    """Call Calza on ``standing``, which looks exact enough."""
    chance = odds.exactly(standing)
    return Decision(Calza(), Reason(ReasonKind.CALZA, chance=chance, threshold=threshold), chance)


def _nothing_better(legal: Sequence[Action]) -> Decision:
    """Call Dudo, or make the least raise where Dudo is not allowed: no bid this member likes."""
    return Decision(
        Dudo() if Dudo() in legal else least_raise(legal), Reason(ReasonKind.NOTHING_BETTER)
    )
