"""What a bot believes about the unseen dice: per face, its own matches and the odds of the rest."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import accumulate

from perudo_qt.rules import FACES, Bid, PlayerView

from .levels import Level
from .odds import chance_at_least, chance_exactly, own_matches
from .opponents import JudgeModel
from .probability import (
    Distribution,
    binomial,
    binomial_tails,
    convolve,
    match_probability,
    tails,
    tilted_binomial,
)
from .reasons import Lapse
from .tracking import dice_counts


@dataclass(frozen=True, slots=True)
class Beliefs:
    """A seat's estimate of the table's dice for one decision.

    Attributes:
        own: per face, how many of the seat's own dice count for it.
        unseen: per face, the distribution of matches among the other seats' dice.
        wild: whether the estimate counts pacos as wild (Easy may forget they are).
        next_matches: per face, the distribution of matches among the next player's dice.
        next_rest: per face, the tails of the matches the next player cannot see, as they would
            judge them after this seat bid on that face.
        next_threshold: the odds below which the next player is expected to doubt.
        lapses: the level's slips this estimate rests on (Easy's).
    """

    own: dict[int, int]
    unseen: dict[int, Distribution]
    wild: bool
    next_matches: dict[int, Distribution]
    next_rest: dict[int, Distribution]
    next_threshold: float
    _tails: dict[int, Distribution]
    _doubt_from: dict[int, int]
    _held_at_most: dict[int, Distribution]
    lapses: tuple[Lapse, ...] = ()

    def at_least(self, bid: Bid) -> float:
        """Return the estimated chance that ``bid`` is true."""
        return chance_at_least(self._tails[bid.face], bid.quantity - self.own[bid.face])

    def expected(self, face: int) -> float:
        """Return the count of ``face`` it expects on the table: its own and the unseen dice's."""
        unseen = sum(count * chance for count, chance in enumerate(self.unseen[face]))
        return self.own[face] + unseen

    def exactly(self, bid: Bid) -> float:
        """Return the estimated chance that exactly ``bid.quantity`` dice count for ``bid``."""
        return chance_exactly(self.unseen[bid.face], bid.quantity - self.own[bid.face])

    def doubt_chance(self, bid: Bid) -> float:
        """Return the chance the next player doubts ``bid``, judging it from their own dice.

        They doubt when the dice they cannot see would need to show ``_doubt_from[face]``
        matches or more, so when they hold at most ``bid.quantity - _doubt_from[face]``.
        """
        most_held = bid.quantity - self._doubt_from[bid.face]
        if most_held < 0:
            return 0.0
        held_at_most = self._held_at_most[bid.face]
        return held_at_most[min(most_held, len(held_at_most) - 1)]


def estimate(
    view: PlayerView, level: Level, rng: random.Random, next_judge: JudgeModel | None = None
) -> Beliefs:
    """Build ``view.seat``'s beliefs, with the level's lapses and inference.

    ``next_judge`` is how the next player is thought to judge this seat's bids; by default
    the level's ``models_reading`` and ``doubt_model``.
    """
    forget_wild = level.forget_wild_chance and rng.random() < level.forget_wild_chance
    wild = view.pacos_wild and not forget_wild
    lapses = [Lapse.FORGOT_WILD] if wild != view.pacos_wild else []
    counts = list(dice_counts(view))
    if level.miscount_chance and rng.random() < level.miscount_chance:
        others = [seat for seat, count in enumerate(counts) if count and seat != view.seat]
        if others:
            seat = rng.choice(others)
            counts[seat] = max(counts[seat] + rng.choice((-2, -1, 1, 2)), 0)
            lapses.append(Lapse.MISCOUNTED)
    unseen_by_next = sum(counts) - len(view.own_dice)
    counts[view.seat] = 0
    next_seat = next_seat_of(view)
    own = {face: own_matches(view.own_dice, face, wild) for face in FACES}
    hints = _bid_hints(view, level)
    judge = next_judge or JudgeModel(level.models_reading, level.doubt_model)
    reading = judge.reading
    unseen: dict[int, Distribution] = {}
    next_matches: dict[int, Distribution] = {}
    next_rest: dict[int, Distribution] = {}
    for face in FACES:
        p = match_probability(face, wild)
        per_seat = {
            seat: tilted_binomial(counts[seat], p, weights[face])
            for seat, weights in hints.items()
            if weights.get(face) and counts[seat]
        }
        dist = binomial(sum(counts) - sum(counts[seat] for seat in per_seat), p)
        for seat_dist in per_seat.values():
            dist = convolve(dist, seat_dist)
        unseen[face] = dist
        next_matches[face] = per_seat.get(next_seat) or binomial(counts[next_seat], p)
        third_parties = unseen_by_next - counts[next_seat]
        if reading:
            mine = tilted_binomial(len(view.own_dice), p, reading)
            next_rest[face] = tails(convolve(binomial(third_parties, p), mine))
        else:
            next_rest[face] = binomial_tails(third_parties + len(view.own_dice), p)
    return Beliefs(
        own,
        unseen,
        wild,
        next_matches,
        next_rest,
        judge.threshold,
        {face: tails(dist) for face, dist in unseen.items()},
        {face: _least_doubted(rest, judge.threshold) for face, rest in next_rest.items()},
        {face: tuple(accumulate(dist)) for face, dist in next_matches.items()},
        tuple(lapses),
    )


def _least_doubted(rest: Distribution, threshold: float) -> int:
    """Return the fewest unseen matches (one or more) whose odds ``rest`` puts below ``threshold``.

    ``rest`` only falls as the matches needed grow, so every greater need is doubted too.
    """
    needed = 1
    while needed < len(rest) and rest[needed] >= threshold:
        needed += 1
    return needed


def next_seat_of(view: PlayerView) -> int:
    """Return the next active seat to this seat's left: the one who answers its bid."""
    later = [seat for seat in view.active_seats if seat > view.seat]
    earlier = [seat for seat in view.active_seats if seat < view.seat]
    return (later or earlier or [view.seat])[0]


def _bid_hints(view: PlayerView, level: Level) -> dict[int, dict[int, float]]:
    """How strongly each other seat's play this round hints that it holds each face.

    With the level's inference, a bid hints at its face (the latest bid most), and raising
    rather than doubting a bid hints, more weakly, at that bid's face. A palifico round's
    opening says most: its opener holds one die (R14) and chose the face that locks the round;
    reading it is the level's ``palifico_reading``.
    """
    hints: dict[int, dict[int, float]] = {}
    previous_face: int | None = None
    inference = level.inference_at(len(view.active_seats))
    for number, made in enumerate(view.round_bids):
        if made.seat != view.seat:
            weights = hints.setdefault(made.seat, {})
            for face in weights:
                weights[face] *= 0.5
            if view.is_palifico_round and number == 0:
                strength = level.palifico_reading
            else:
                strength = inference
            weights[made.bid.face] = weights.get(made.bid.face, 0.0) + strength
            if previous_face is not None and previous_face != made.bid.face:
                weights[previous_face] = weights.get(previous_face, 0.0) + inference / 2
        previous_face = made.bid.face
    return hints
