"""Judging a decision by the odds known when it was made; what the strongest level would do."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from perudo_qt.bots import make_bot
from perudo_qt.bots.odds import SeatOdds, seat_odds
from perudo_qt.rules import Action, Bid, Calza, Dudo

from .replay import Step

STRONGEST_LEVEL = "expert"
"""The bot spec whose choices the coach shows: the strongest level the game has."""

SAFE = 0.8
"""A choice that keeps the die at least this often, if tested, is never faulted."""
CLOSE = 0.1
"""Within this much of the safest choice, a choice counts as one of the safest."""
GAP = 0.3
"""A choice this much less safe than the safest, and more likely lost than kept, is a mistake."""
NEAR_CERTAIN = 0.95
"""Dudo on a bid at least this likely pays a die almost surely, whatever else was possible."""
CALZA_GOOD = 0.5
"""A Calza that may win a die back is worth it from even odds of an exact count (R16)."""
CALZA_RISKY = 0.3
"""Below these odds of an exact count, a Calza is a mistake."""


class Verdict(Enum):
    """The coach's word on a decision."""

    GOOD = "good"
    RISKY = "risky"
    MISTAKE = "mistake"


class Why(Enum):
    """What the verdict rests on, so the window can say it in words."""

    SAFE_ENOUGH = "safe enough"
    """The choice was (nearly) the safest one, or safe in itself."""
    SAFER_CHOICE = "safer choice"
    """A safer choice was there: by a little (risky) or by a lot (a mistake)."""
    NEAR_CERTAIN = "near certain"
    """Dudo on a bid that was almost surely true."""
    CALZA_ODDS = "calza odds"
    """A Calza that could win a die back, judged by the odds of an exact count."""
    NOTHING_TO_WIN = "nothing to win"
    """A Calza out of turn with every die still held: only a die to lose (R16)."""
    STRONGEST_AGREES = "strongest agrees"
    """Far from the safest by the plain odds, but the strongest level, reading the other
    players' bids, chose the same: risky, not a mistake."""


@dataclass(frozen=True, slots=True)
class Advice:
    """What the strongest level would have done in the person's place.

    Attributes:
        action: its choice; None when, out of turn, it would not have called Calza.
        chance: the chance its own estimate gave the bid its choice turns on, if any.

    """

    action: Action | None
    chance: float | None


Advisor = Callable[[Step, int], Advice]
"""Answers ``(step, seed)`` with the advice for the person's place at that step."""


def strongest_advice(step: Step, seed: int) -> Advice:
    """Ask a fresh bot of ``STRONGEST_LEVEL``, seeded with ``seed``, what it would have done.

    It sees only the view the person had, so its advice uses nothing the person could not know.
    """
    bot = make_bot(STRONGEST_LEVEL)
    rng = random.Random(seed)
    if step.view.current_seat != step.seat:
        decision = bot.consider_calza(step.view, rng)
        if decision is None:
            return Advice(None, None)
    else:
        decision = bot.choose(step.view, step.legal, rng)
    return Advice(decision.action, decision.probability)


@dataclass(frozen=True, slots=True)
class Judgement:
    """One decision of the person, judged by the odds they could know at that moment.

    Attributes:
        round_number: the round it was made in.
        action: what the person did.
        own_dice: their dice then.
        hidden: the dice they could not see (counted from the public record, R17).
        wild: whether pacos were wild (R13; not in a palifico round, R14).
        standing: the standing bid then, if any.
        bidder: who made it.
        standing_chance: the chance the standing bid was true, if one stood.
        chance: the chance the person's choice kept their die had it been tested: their bid
            true, the standing bid false for Dudo, an exact count for Calza.
        safest: the legal choice with the best such chance.
        safest_chance: its chance.
        advice: what the strongest level would have done.
        verdict: good, risky or a mistake.
        why: what the verdict rests on.
        out_of_turn: a Calza called while another player was to act (R16).

    """

    round_number: int
    action: Action
    own_dice: tuple[int, ...]
    hidden: int
    wild: bool
    standing: Bid | None
    bidder: int | None
    standing_chance: float | None
    chance: float
    safest: Action
    safest_chance: float
    advice: Advice
    verdict: Verdict
    why: Why
    out_of_turn: bool


def keep_chance(action: Action, odds: SeatOdds, standing: Bid | None) -> float:
    """Return the chance ``action`` keeps the actor's die if tested, by ``odds``."""
    if isinstance(action, Bid):
        return odds.at_least(action)
    assert standing is not None, "Dudo and Calza need a standing bid"
    if isinstance(action, Dudo):
        return 1.0 - odds.at_least(standing)
    return odds.exactly(standing)


def verdict_for(
    action: Action,
    chance: float,
    safest_chance: float,
    standing_chance: float | None,
    may_gain: bool,
    out_of_turn: bool,
    advised: bool = False,
) -> tuple[Verdict, Why]:
    """Return the verdict on a choice that keeps the die with ``chance``.

    ``safest_chance`` is the best such chance among the legal choices; ``standing_chance`` the
    chance the standing bid was true; ``may_gain`` whether a right Calza would win a die back
    (the caller is below the dice they started with, R16); ``out_of_turn`` whether a Calza came
    while another player was to act; ``advised`` whether the strongest level chose the same.
    """
    if isinstance(action, Dudo) and standing_chance is not None and standing_chance >= NEAR_CERTAIN:
        return Verdict.MISTAKE, Why.NEAR_CERTAIN
    if isinstance(action, Calza) and out_of_turn and not may_gain:
        return Verdict.MISTAKE, Why.NOTHING_TO_WIN
    if isinstance(action, Calza) and may_gain:
        if chance >= CALZA_GOOD:
            return Verdict.GOOD, Why.CALZA_ODDS
        return (Verdict.RISKY if chance >= CALZA_RISKY else Verdict.MISTAKE), Why.CALZA_ODDS
    if chance >= SAFE or safest_chance - chance <= CLOSE:
        return Verdict.GOOD, Why.SAFE_ENOUGH
    if safest_chance - chance >= GAP and chance < 0.5:
        if advised:
            return Verdict.RISKY, Why.STRONGEST_AGREES
        return Verdict.MISTAKE, Why.SAFER_CHOICE
    return Verdict.RISKY, Why.SAFER_CHOICE


def judge(step: Step, advice: Advice) -> Judgement:
    """Judge the person's action at ``step`` by the plain odds of their own view."""
    view = step.view
    odds = seat_odds(view)
    standing = view.current_bid
    standing_chance = odds.at_least(standing) if standing is not None else None
    chances = {action: keep_chance(action, odds, standing) for action in step.legal}
    safest = max(chances, key=lambda action: chances[action])
    chance = chances[step.action]
    out_of_turn = view.current_seat != step.seat
    may_gain = len(view.own_dice) < view.options.dice_per_player
    verdict, why = verdict_for(
        step.action,
        chance,
        chances[safest],
        standing_chance,
        may_gain,
        out_of_turn,
        advised=advice.action == step.action,
    )
    return Judgement(
        round_number=view.round_number,
        action=step.action,
        own_dice=view.own_dice,
        hidden=odds.hidden,
        wild=odds.wild,
        standing=standing,
        bidder=view.bidder,
        standing_chance=standing_chance,
        chance=chance,
        safest=safest,
        safest_chance=chances[safest],
        advice=advice,
        verdict=verdict,
        why=why,
        out_of_turn=out_of_turn,
    )
