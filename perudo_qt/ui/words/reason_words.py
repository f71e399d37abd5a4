"""Bots' reasons and faults in the player's words: plain sentences, no notation."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale

from perudo_qt.bots.faults import Fault, FaultKind
from perudo_qt.bots.reasons import Lapse, Reason, ReasonKind
from perudo_qt.rules import BidMade, CalzaCalled, Dudo, DudoCalled
from perudo_qt.ui.words.wording import action_words, bid_words, dice_glyphs, percent_words, tr

NO_RAISE_LINE = 1.0
"""A Dudo line of certainty (shown as 100 %): the bot believed no bid, for no raise was worth
making, and its reason says that instead of a line nobody could reach."""

SAFE_ANYWAY = 0.95
"""A careless bid at least this likely is said to be safe by luck, not careless."""

Move = BidMade | DudoCalled | CalzaCalled
"""The moves a bot gives a reason for."""


def reason_words(
    event: Move, held: Sequence[int], names: Sequence[str], reason: Reason | str
) -> str:
    """Return a bot's move with the dice it held and why, for after the reveal.

    "Bruno held ⚀⚀⚄ and bid 7 fives. 3 of them counted. A bluff: Bruno gave it only 35 %
    and said it anyway."
    """
    if isinstance(event, BidMade):
        text = tr("{name} held {dice} and bid {bid}.")
    elif isinstance(event, DudoCalled):
        text = tr("{name} held {dice} and called Dudo on {bid}.")
    else:
        text = tr("{name} held {dice} and called Calza on {bid}.")
    head = text.format(name=names[event.seat], dice=dice_glyphs(held), bid=bid_words(event.bid))
    return f"{head} {why_words(reason, event, names)}"


def why_words(reason: Reason | str, event: Move, names: Sequence[str]) -> str:
    """Return why a bot made ``event``: its reason worded, or a plugin's words marked as such.

    A plugin's text is returned as it wrote it: the caller shows it as plain text.
    """
    name = names[event.seat]
    if isinstance(reason, str):
        return tr("In its own words: “{words}”").format(words=reason)
    if reason.held is None or reason.kind is ReasonKind.REPLACED:
        held = ""
    elif reason.held == 0:
        held = tr("None of them counted.") + " "
    else:
        held = tr("%n of them counted.", "dice held", reason.held) + " "
    return held + _kind_words(reason, event, name) + _lapse_words(reason, name)


def _lapse_words(reason: Reason, name: str) -> str:
    """Return the slips the reason's numbers rest on, each a sentence, after a space."""
    words = {
        Lapse.FORGOT_WILD: tr("{name} forgot for a moment that pacos are wild."),
        Lapse.MISCOUNTED: tr("{name} misjudged how many dice another player held."),
    }
    return "".join(" " + words[lapse].format(name=name) for lapse in reason.lapses)


def _kind_words(reason: Reason, event: Move, name: str) -> str:
    """Return the sentence for ``reason``'s kind."""
    kind = reason.kind
    numbers = {
        "name": name,
        "chance": _percent(reason.chance),
        "threshold": _percent(reason.threshold),
        "doubt": _percent(reason.doubt),
        "kept": _percent(reason.kept),
    }
    if kind is ReasonKind.WEIGHED:
        text = tr(
            "{name} played the rest of the round out in thought and weighed it against the "
            "odds: with this bid, {name} expected to keep every die {kept} of the time."
        )
    elif kind is ReasonKind.PLAYED_OUT:
        text = (
            tr(
                "{name} played the rest of the round out in thought: calling Dudo kept every "
                "die {kept} of the time, and the bid looked {chance} likely."
            )
            if isinstance(event, DudoCalled)
            else tr(
                "{name} played the rest of the round out in thought: with this bid, {name} "
                "kept every die {kept} of the time."
            )
        )
    elif kind is ReasonKind.DUDO:
        below = (
            reason.chance is None or reason.threshold is None or reason.chance < reason.threshold
        )
        # A line of 100 % says no raise was worth making: said so, in the game's words.
        no_raise = reason.threshold is not None and reason.threshold >= NO_RAISE_LINE
        # Two figures that round alike ("48 %, below the 48 %") are not set side by side.
        alike = numbers["chance"] == numbers["threshold"]
        if below and no_raise:
            text = tr(
                "{name} thought the bid only {chance} likely, and no raise looked safer than Dudo."
            )
        elif below and alike:
            text = tr(
                "{name} thought the bid only {chance} likely, just short of what {name} needs to "
                "believe one."
            )
        elif below:
            text = tr(
                "{name} thought the bid only {chance} likely, below the {threshold} {name} "
                "needs to believe one."
            )
        elif alike:
            text = tr(
                "{name} thought the bid {chance} likely, just what {name} usually needs, and "
                "doubted it anyway."
            )
        else:
            text = tr(
                "{name} thought the bid {chance} likely, above the {threshold} {name} usually "
                "needs, and doubted it anyway."
            )
    elif kind is ReasonKind.CARELESS and reason.chance is not None and reason.chance >= SAFE_ANYWAY:
        # "A careless bid … (100 % likely)" read as a contradiction: said as luck instead.
        text = tr("A bid {name} did not weigh, safe by luck ({chance} likely).")
    elif kind is ReasonKind.CALZA and reason.threshold is not None:
        text = tr(
            "{name} thought the count {chance} likely to be exactly right: enough for a Calza "
            "({name} needs {threshold})."
        )
    elif kind is ReasonKind.OVER_EXPECTED and reason.expected is not None:
        return tr("{name} expected about {expected} on the table, fewer than the bid.").format(
            name=name, expected=QLocale().toString(reason.expected, "f", 1)
        )
    elif kind is ReasonKind.REPLACED and reason.fault is not None:
        return tr("The table played a safe move for {name}: the bot {fault}.").format(
            name=name, fault=fault_words(reason.fault)
        )
    else:
        text = _plain_kinds().get(kind, tr("{name} saw no bid worth making."))
    return text.format(**numbers)


def _plain_kinds() -> dict[ReasonKind, str]:
    """The sentences of the kinds that need no choice between forms."""
    return {
        ReasonKind.LIKELY_RAISE: tr(
            "{name} thought it {chance} likely to be true and expected a Dudo on it {doubt} of "
            "the time."
        ),
        ReasonKind.BLUFF: tr("A bluff: {name} gave it only {chance} and said it anyway."),
        ReasonKind.CARELESS: tr("A careless bid: {name} did not weigh it ({chance} likely)."),
        ReasonKind.CALZA: tr("{name} thought the count {chance} likely to be exactly right."),
        ReasonKind.SOLVED: tr(
            "In this final duel {name} follows a solved strategy, which makes this move {chance} "
            "of the time."
        ),
        ReasonKind.RANDOM: tr("{name} plays at random."),
        ReasonKind.ALWAYS_DUDO: tr(
            "{name} calls Dudo whenever allowed, and otherwise bids as little as possible."
        ),
        ReasonKind.LEAST_RAISE: tr("{name} always makes the smallest raise allowed."),
        ReasonKind.LIKELIEST_RAISE: tr("{name} chose the bid most likely to be true: {chance}."),
        ReasonKind.HABIT_RAISE: tr("{name} raised out of habit; the bid was {chance} likely."),
    }


def _percent(chance: float | None) -> str:
    """Return a chance as the hints show it, or "?" when the bot gave none."""
    return "?" if chance is None else percent_words(min(chance, 1.0))


def _seconds(seconds: float) -> str:
    """Return a time in seconds in the language's own way: "2.5", "2,5"."""
    return QLocale().toString(seconds, "f", 2 if seconds < 1 else 1)


def fault_words(fault: Fault) -> str:
    """Return what a bot did wrong, as the end of "the bot ...": "took longer than 2 seconds".

    Text that comes from the bot or its loader (``fault.detail``) is kept as it is.
    """
    kind = fault.kind
    if kind is FaultKind.OUT_OF_TIME:
        seconds = round(fault.seconds)
        if seconds <= 1:
            return tr("took longer than a second")
        return tr("took longer than {seconds} seconds").format(seconds=seconds)
    if kind is FaultKind.ILLEGAL:
        action = fault.action if fault.action is not None else Dudo()
        return tr("chose {action}, which is not allowed now").format(action=action_words(action))
    if kind is FaultKind.NOT_MADE and not fault.detail:
        return tr("could not be made for this game")
    if kind is FaultKind.NOT_LOADED:
        return fault.detail
    texts = {
        FaultKind.NOT_A_DECISION: tr("answered {detail} instead of a move"),
        FaultKind.NOT_AN_ACTION: tr("chose {detail}, which is not a move of the game"),
        FaultKind.BAD_REASON: tr("gave a reason that is not text: {detail}"),
        FaultKind.BAD_PROBABILITY: tr("gave a chance that is not a number: {detail}"),
        FaultKind.RAISED: tr("stopped with an error: {detail}"),
        FaultKind.OVER_BUDGET: tr("took {seconds} s, more than its {budget} s"),
        FaultKind.NO_REPLY: tr("did not answer within {seconds} s, so its process was stopped"),
        FaultKind.PROCESS_ENDED: tr("ended its own process"),
        FaultKind.STOPPED: tr("was asked after the table closed"),
        FaultKind.NOT_RESTARTED: tr("could not be started again: {detail}"),
        FaultKind.NOT_MADE: tr("could not be made for this game: {detail}"),
        FaultKind.TOO_LATE: tr("answered after the table had moved on"),
        FaultKind.NOT_CONFIRMED: tr("{file} was not confirmed to run"),
    }
    return texts[kind].format(
        detail=fault.detail,
        seconds=_seconds(fault.seconds),
        budget=_seconds(fault.budget),
        file=fault.file,
    )
