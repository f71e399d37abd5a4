"""The coach's reviews: each revealed round's decisions of one seat, and a summary per game."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from perudo_qt.bots.odds import own_matches
from perudo_qt.rules import (
    Bid,
    BidMade,
    Calza,
    CalzaCalled,
    DiceRevealed,
    Dudo,
    DudoCalled,
    Transcript,
)

from .judge import Advisor, Judgement, Verdict, judge, strongest_advice
from .replay import Step, replay


@dataclass(frozen=True, slots=True)
class FellFor:
    """Another player's bid, false when made, that the person raised on or called Calza on.

    Attributes:
        bidder: who made it.
        bid: the bid.
        count: how many dice the reveal showed for it.
        response: what the person did while it stood.

    """

    bidder: int
    bid: Bid
    count: int
    response: Bid | Calza


@dataclass(frozen=True, slots=True)
class RoundReview:
    """One revealed round seen from the person's seat.

    Attributes:
        round_number: the round.
        judgements: each of the person's decisions, judged by the odds known then.
        fell_for: the false bids they raised on or called Calza on (known after the reveal).
        call: the Dudo or Calza that ended the round.
        revealed: the reveal: every die, and the count for the called bid.
        bluffs: the person's bids that were false when made (by the revealed dice).
        caught: whether the person's own bid was doubted and found short.

    """

    round_number: int
    judgements: tuple[Judgement, ...]
    fell_for: tuple[FellFor, ...]
    call: DudoCalled | CalzaCalled
    revealed: DiceRevealed
    bluffs: tuple[Bid, ...]
    caught: bool


@dataclass(frozen=True, slots=True)
class GameSummary:
    """The person's game in numbers, from its reviewed rounds.

    Attributes:
        rounds: the rounds reviewed.
        dudo_right: Dudo calls on bids that were short.
        dudo_wrong: Dudo calls on bids that stood.
        calza_right: Calza calls that were exact.
        calza_wrong: Calza calls that were not.
        raises_doubted: the person's bids someone called Dudo on.
        raises_held: of those, the bids that stood.
        bluffs: the person's bids that were false when made.
        bluffs_caught: of those, the ones doubted on the spot.
        fell_for: the false bids the person raised on or called Calza on.
        verdicts: how many decisions got each verdict.

    """

    rounds: int = 0
    dudo_right: int = 0
    dudo_wrong: int = 0
    calza_right: int = 0
    calza_wrong: int = 0
    raises_doubted: int = 0
    raises_held: int = 0
    bluffs: int = 0
    bluffs_caught: int = 0
    fell_for: int = 0
    verdicts: dict[Verdict, int] = field(default_factory=dict)

    @classmethod
    def of(cls, reviews: Sequence[RoundReview], seat: int) -> GameSummary:
        """Return the summary of ``seat``'s ``reviews``."""
        tally: dict[str, int] = dict.fromkeys(
            (
                "dudo_right",
                "dudo_wrong",
                "calza_right",
                "calza_wrong",
                "raises_doubted",
                "raises_held",
            ),
            0,
        )
        verdicts = dict.fromkeys(Verdict, 0)
        for review in reviews:
            for judgement in review.judgements:
                verdicts[judgement.verdict] += 1
            call, revealed = review.call, review.revealed
            if call.seat == seat and isinstance(call, DudoCalled):
                tally["dudo_wrong" if revealed.bid_stands else "dudo_right"] += 1
            elif call.seat == seat:
                tally["calza_right" if revealed.exact else "calza_wrong"] += 1
            if call.bidder == seat and isinstance(call, DudoCalled):
                tally["raises_doubted"] += 1
                tally["raises_held"] += revealed.bid_stands
        return cls(
            rounds=len(reviews),
            bluffs=sum(len(review.bluffs) for review in reviews),
            bluffs_caught=sum(review.caught for review in reviews),
            fell_for=sum(len(review.fell_for) for review in reviews),
            verdicts=verdicts,
            **tally,
        )


def review_rounds(
    transcript: Transcript,
    seat: int,
    rounds: Collection[int] | None = None,
    advisor: Advisor = strongest_advice,
) -> tuple[RoundReview, ...]:
    """Review ``seat``'s decisions in each revealed round of ``transcript`` (or in ``rounds``).

    Each decision point is rebuilt by replaying the record through the rules engine and judged
    on that seat's view alone; the revealed dice are used only for what can be known after the
    reveal (bluffs fallen for, bluffs caught). Rounds without a decision of ``seat`` are left
    out, and so is a round still being played.
    """
    reviews: list[RoundReview] = []
    judgements: list[Judgement] = []
    responses: list[tuple[BidMade, Bid | Calza]] = []
    own_bids: list[Bid] = []
    for step in replay(transcript):
        view = step.view
        wanted = rounds is None or view.round_number in rounds
        if step.seat == seat and wanted:
            advice = advisor(step, (transcript.seed * 1_000_003 + step.index) & 0xFFFFFFFF)
            judgements.append(judge(step, advice))
            if view.round_bids and not isinstance(step.action, Dudo):
                assert isinstance(step.action, (Bid, Calza))
                responses.append((view.round_bids[-1], step.action))
            if isinstance(step.action, Bid):
                own_bids.append(step.action)
        call = next((e for e in step.events if isinstance(e, (DudoCalled, CalzaCalled))), None)
        if call is None:
            continue
        revealed = next(e for e in step.events if isinstance(e, DiceRevealed))
        if judgements:
            reviews.append(
                _round_review(step, seat, judgements, responses, own_bids, call, revealed)
            )
        judgements, responses, own_bids = [], [], []
    return tuple(reviews)


def _round_review(
    step: Step,
    seat: int,
    judgements: Sequence[Judgement],
    responses: Sequence[tuple[BidMade, Bid | Calza]],
    own_bids: Sequence[Bid],
    call: DudoCalled | CalzaCalled,
    revealed: DiceRevealed,
) -> RoundReview:
    palifico = step.view.is_palifico_round

    def count(bid: Bid) -> int:
        # R12-R14: the count a reveal gives any bid of this round.
        return sum(own_matches(cup, bid.face, not palifico) for cup in revealed.dice)

    fell_for = tuple(
        FellFor(made.seat, made.bid, count(made.bid), response)
        for made, response in responses
        if made.seat != seat and count(made.bid) < made.bid.quantity
    )
    bluffs = tuple(bid for bid in own_bids if count(bid) < bid.quantity)
    caught = isinstance(call, DudoCalled) and call.bidder == seat and not revealed.bid_stands
    return RoundReview(
        step.view.round_number, tuple(judgements), fell_for, call, revealed, bluffs, caught
    )
