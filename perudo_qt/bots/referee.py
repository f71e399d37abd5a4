"""Asking a bot safely: its answer is re-checked, and a crash or overrun becomes a safe action."""

from __future__ import annotations

import logging
import pickle
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from perudo_qt.rules import Action, Bid, Calza, Dudo, PlayerView

from .base import Bot, Decision
from .documents import is_finite
from .faults import Fault, FaultKind
from .fixed import least_raise
from .reasons import Reason, plausible, replaced

log = logging.getLogger(__name__)

DEFAULT_BUDGET_S = 2.0
"""How long a bot may think before its answer is replaced."""

MAX_REASON_LENGTH = 300
"""A reason longer than this is cut: it is a tooltip, not a report."""


class BotError(Exception):
    """What a bot did wrong, as a ``Fault``: its answer is replaced and the fault counted."""

    def __init__(self, fault: Fault) -> None:
        super().__init__(str(fault))
        self.fault = fault


@dataclass(frozen=True, slots=True)
class Ruling:
    """What a bot was made to do, and whether its own answer was overruled.

    Attributes:
        decision: the action taken (the bot's, or the safe replacement).
        seconds: how long the bot took.
        fault: why the bot's answer was replaced, or None when it stood.
    """

    decision: Decision
    seconds: float
    fault: Fault | None = None


@dataclass(frozen=True, slots=True)
class CalzaAnswer:
    """A bot's answer to "do you call Calza?", asked out of turn.

    Attributes:
        call: its Calza, or None when it does not call (or its answer was not taken).
        seconds: how long the bot took.
        fault: why its answer was not taken (it failed, lied or was too slow), or None.
    """

    call: Ruling | None
    seconds: float
    fault: Fault | None = None


def safe_action(legal: Sequence[Action]) -> Action:
    """Return the action that stands in for a failed bot: Dudo if legal, else the least raise."""
    return Dudo() if Dudo() in legal else least_raise(legal)


def checked_decision(answer: object, legal: Sequence[Action]) -> Decision:
    """Return ``answer`` rebuilt from plain values if it is a legal decision, else raise.

    Every part is checked by its exact type before its value: an object that claims to equal
    every action, or a subclass of ``Bid``, is refused. The decision returned holds new
    objects, never the bot's own.

    Raises:
        BotError: the answer is not a ``Decision`` of a legal action with a reason (text, or
            a ``Reason`` of its own) and a number (or None) for its probability.
    """
    if type(answer) is not Decision:
        raise BotError(Fault(FaultKind.NOT_A_DECISION, detail=_shown(answer)))
    action = _plain_action(answer.action)
    if action not in legal:
        raise BotError(Fault(FaultKind.ILLEGAL, action=action))
    probability = answer.probability
    reason = _plain_reason(answer.reason)
    if probability is not None and not is_finite(probability):
        raise BotError(Fault(FaultKind.BAD_PROBABILITY, detail=_shown(probability)))
    return Decision(action, reason, None if probability is None else float(probability))


def _plain_reason(reason: object) -> Reason | str:
    """Return ``reason`` rebuilt from plain values: text (cut), or a ``Reason`` with no fault.

    A bot cannot claim a fault: only the referee replaces a move.
    """
    if type(reason) is str:
        return reason[:MAX_REASON_LENGTH]
    if type(reason) is Reason:
        try:  # a Reason unpickled from a plugin's process may lack any field, or hold anything
            if reason.fault is None:
                return plausible(
                    Reason(
                        reason.kind,
                        reason.held,
                        reason.chance,
                        reason.threshold,
                        reason.doubt,
                        reason.kept,
                        reason.expected,
                    )
                )
        except (AttributeError, ValueError, TypeError):
            pass
    raise BotError(Fault(FaultKind.BAD_REASON, detail=_shown(reason)))


def _plain_action(action: object) -> Action:
    """Return a new action equal to ``action``, which must be exactly a Bid, Dudo or Calza."""
    kind = type(action)
    if kind is Dudo:
        return Dudo()
    if kind is Calza:
        return Calza()
    if kind is Bid:
        assert isinstance(action, Bid)
        quantity, face = action.quantity, action.face
        if type(quantity) is int and type(face) is int:
            return Bid(quantity, face)
    raise BotError(Fault(FaultKind.NOT_AN_ACTION, detail=_shown(action)))


def _shown(value: object) -> str:
    """Name what a bot answered without trusting its ``__repr__``."""
    if type(value) in (str, int, float, bool, type(None)):
        text = repr(value)
        return text if len(text) <= 60 else text[:57] + "..."
    return f"an object of type {type(value).__name__}"


def describe_error(error: BaseException) -> str:
    """Name an exception a bot raised, e.g. ``RuntimeError: 'boom'``, whatever its ``__str__``."""
    try:
        text = str(error)
    except BaseException:  # a plugin's exception may fail even to print itself
        text = "?"
    return f"{type(error).__name__}: {_shown(text)}"


def is_ours(bot: object) -> bool:
    """Whether ``bot`` is one of the built-in bots, which never change what they are handed."""
    return type(bot).__module__.startswith("perudo_qt.bots.")


def handed_to(
    bot: object, view: PlayerView, legal: Sequence[Action]
) -> tuple[PlayerView, tuple[Action, ...]]:
    """Return what ``bot`` may be handed: the game's own objects for ours, else copies.

    A bot from a file could otherwise change the standing bid through the view, or the bids
    every later game offers through ``legal``.
    """
    if is_ours(bot):
        return view, tuple(legal)
    copied: tuple[PlayerView, tuple[Action, ...]] = pickle.loads(
        pickle.dumps((view, tuple(legal)), pickle.HIGHEST_PROTOCOL)
    )
    return copied


def _refereed(
    ask: Callable[[], object], legal: Sequence[Action], budget_s: float, may_pass: bool
) -> tuple[Decision | None, float, Fault | None]:
    """Call ``ask`` and check its answer: the decision (None when it passed), seconds, fault.

    Whatever the bot raises is a fault, ``SystemExit`` and ``KeyboardInterrupt`` included: a
    bot cannot end the game, the bot thread or the arena.
    """
    start = time.perf_counter()
    decision: Decision | None = None
    fault: Fault | None = None
    try:
        answer = ask()
        if answer is not None or not may_pass:
            decision = checked_decision(answer, legal)
    except BotError as error:
        fault = error.fault
    except BaseException as error:  # a plugin may raise anything: the game must go on
        fault = Fault(FaultKind.RAISED, detail=describe_error(error))
    seconds = time.perf_counter() - start
    if fault is None and seconds > budget_s:
        fault = Fault(FaultKind.OVER_BUDGET, seconds=seconds, budget=budget_s)
    return (None, seconds, fault) if fault is not None else (decision, seconds, None)


def ask_turn(
    bot: Bot,
    view: PlayerView,
    legal: Sequence[Action],
    rng: random.Random,
    budget_s: float = DEFAULT_BUDGET_S,
) -> Ruling:
    """Ask ``bot`` for its turn; never raises, always returns one of ``legal``.

    A bot that fails, lies or overruns is overruled: a safe action is played for it.
    """
    their_view, their_legal = handed_to(bot, view, legal)
    decision, seconds, fault = _refereed(
        lambda: bot.choose(their_view, their_legal, rng), legal, budget_s, may_pass=False
    )
    if decision is not None:
        return Ruling(decision, seconds)
    assert fault is not None  # no decision on a turn means a fault
    log.warning("bot at seat %d %s; playing a safe action", view.seat, fault)
    replacement = Decision(safe_action(legal), replaced(fault))
    return Ruling(replacement, seconds, fault)


def ask_calza(
    bot: Bot, view: PlayerView, rng: random.Random, budget_s: float = DEFAULT_BUDGET_S
) -> CalzaAnswer:
    """Ask ``bot`` whether it calls Calza out of turn; never raises.

    A bot that fails, lies or overruns does not call, and its fault is counted like a turn's.
    """
    their_view, _ = handed_to(bot, view, ())
    decision, seconds, fault = _refereed(
        lambda: bot.consider_calza(their_view, rng), (Calza(),), budget_s, may_pass=True
    )
    if fault is not None:
        log.warning("bot at seat %d %s on Calza; taken as no", view.seat, fault)
    return CalzaAnswer(None if decision is None else Ruling(decision, seconds), seconds, fault)
