"""Learning how each opponent judges bids, from the rounds whose dice were revealed."""

from __future__ import annotations

from dataclasses import dataclass, field

from perudo_qt.rules import PACO, BidMade, DiceRevealed, DudoCalled, PlayerView, RoundStarted

from .probability import binomial, convolve, match_probability, tails, tilted_binomial
from .tracking import RevealedRounds


@dataclass(frozen=True, slots=True)
class JudgeModel:
    """How a player judges a bid: how far they read the bidder's hand, and when they doubt.

    Attributes:
        reading: how much they read the bidder's hand from the bid (0 = not at all).
        threshold: the odds below which they doubt.
    """

    reading: float
    threshold: float


MODELS = (JudgeModel(0.0, 0.5), JudgeModel(0.5, 0.5), JudgeModel(1.0, 0.5))
"""The candidate models an opponent is matched against. Learning the threshold as well was
tried and lost strength: a game reveals too few answers to tell nine models apart."""

DEFAULT_MODEL = JudgeModel(1.0, 0.5)
"""The model assumed by default of an opponent at a table of three or more before any revealed
round says otherwise: there, a bid is judged after others' bids on the same dice, and reading
it fully measured best against Normal players (1 Hard + 5 Normal: 32.1 % against 29.9 % with
the heads-up prior). Hard and Expert assume a plain odds player instead (see
``Level.crowd_prior_reading``): most players not built like ours read nothing into a bid."""

HEADS_UP_MODEL = JudgeModel(0.0, 0.5)
"""The model assumed of a lone opponent before any revealed round says otherwise: a plain odds
player, who doubts a bid its own dice make unlikely. Assuming they read this seat's bids fully
made a cold Hard expect no doubt on a low bid, so it opened "1 two" with any die in a one-die
endgame and lost 0.2 per round to the equilibrium (Normal: 0.04)."""


@dataclass(frozen=True, slots=True)
class _Response:
    """One answer to a standing bid: doubted or raised, with what the responder could see."""

    doubted: bool
    needed: int
    bidder_dice: int
    others: int
    p: float


@dataclass
class OpponentModel:
    """Per opponent, which judge model best predicts when they doubt.

    After each revealed round, every doubt-or-raise answer is replayed under each candidate
    model with the answerer's actual dice; the model that predicted the most answers wins.
    """

    scores: dict[int, list[int]] = field(default_factory=dict)
    _rounds: RevealedRounds = field(default_factory=RevealedRounds)

    def update(self, view: PlayerView) -> None:
        """Score the rounds revealed since the last update (starting over for a new game)."""
        restarted, rounds = self._rounds.read(view.history)
        if restarted:
            self.scores.clear()
        for round_events in rounds:
            for seat, response in _responses(round_events, view.seat):
                self._score(seat, response)

    def model(
        self, seat: int, heads_up: bool = False, crowd_prior: JudgeModel = DEFAULT_MODEL
    ) -> JudgeModel:
        """Return the judge model that best predicts ``seat``'s doubts so far.

        Before any answer tells the models apart: ``HEADS_UP_MODEL`` when ``heads_up``, else
        ``crowd_prior``.
        """
        scores = self.scores.get(seat)
        if not scores or len(set(scores)) == 1:
            return HEADS_UP_MODEL if heads_up else crowd_prior
        return MODELS[max(range(len(MODELS)), key=lambda index: scores[index])]

    def _score(self, seat: int, response: _Response) -> None:
        scores = self.scores.setdefault(seat, [0] * len(MODELS))
        needed = response.needed
        for index, model in enumerate(MODELS):
            seen = tilted_binomial(response.bidder_dice, response.p, model.reading)
            rest = tails(convolve(binomial(response.others, response.p), seen))
            odds = 1.0 if needed <= 0 else (rest[needed] if needed < len(rest) else 0.0)
            scores[index] += (odds < model.threshold) == response.doubted


def _responses(round_events: tuple[object, ...], me: int) -> list[tuple[int, _Response]]:
    """Every doubt-or-raise answer of another seat in one revealed round."""
    started = round_events[0]
    revealed = round_events[-1]
    if not isinstance(started, RoundStarted) or not isinstance(revealed, DiceRevealed):
        return []
    dice = revealed.dice
    total = sum(len(cup) for cup in dice)
    wild = not started.palifico
    bids = [event for event in round_events if isinstance(event, BidMade)]
    answers: list[tuple[int, bool]] = [(made.seat, False) for made in bids[1:]]
    doubt = next((event for event in round_events if isinstance(event, DudoCalled)), None)
    if doubt is not None:
        answers.append((doubt.seat, True))
    found: list[tuple[int, _Response]] = []
    for (seat, doubted), standing in zip(answers, bids, strict=False):
        if seat == me:
            continue
        face = standing.bid.face
        counts_wild = wild and face != PACO
        held = sum(1 for die in dice[seat] if die == face or (counts_wild and die == PACO))
        bidder_dice = len(dice[standing.seat])
        response = _Response(
            doubted=doubted,
            needed=standing.bid.quantity - held,
            bidder_dice=bidder_dice,
            others=total - len(dice[seat]) - bidder_dice,
            p=match_probability(face, counts_wild),
        )
        found.append((seat, response))
    return found
