"""Asking a bot safely: its answer is re-checked, and a crash or overrun becomes a safe action."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from perudo_qt.rules import Action, Calza, Dudo, PlayerView

from .base import Bot, Decision
from .fixed import least_raise

log = logging.getLogger(__name__)

DEFAULT_BUDGET_S = 2.0
"""How long a bot may think before its answer is replaced."""


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
    fault: str | None = None


def safe_action(legal: Sequence[Action]) -> Action:
    """Return the action that stands in for a failed bot: Dudo if legal, else the least raise."""
    return Dudo() if Dudo() in legal else least_raise(legal)


def ask_turn(
    bot: Bot,
    view: PlayerView,
    legal: Sequence[Action],
    rng: random.Random,
    budget_s: float = DEFAULT_BUDGET_S,
) -> Ruling:
    """Ask ``bot`` for its turn; never raises, always returns one of ``legal``."""
    start = time.perf_counter()
    try:
        decision = bot.choose(view, legal, rng)
        fault = _fault(decision, legal)
    except Exception as error:  # a plugin may raise anything: the game must go on
        decision, fault = None, f"raised {error!r}"
    seconds = time.perf_counter() - start
    if fault is None and seconds > budget_s:
        fault = f"took {seconds:.2f} s, over its {budget_s:.2f} s budget"
    if fault is None and decision is not None:
        return Ruling(decision, seconds)
    log.warning("bot %s at seat %d %s; playing a safe action", bot.name, view.seat, fault)
    replacement = Decision(safe_action(legal), f"replaced: the bot {fault}")
    return Ruling(replacement, seconds, fault)


def ask_calza(
    bot: Bot, view: PlayerView, rng: random.Random, budget_s: float = DEFAULT_BUDGET_S
) -> Ruling | None:
    """Ask ``bot`` whether it calls Calza out of turn; a failure counts as "no"."""
    start = time.perf_counter()
    try:
        decision = bot.consider_calza(view, rng)
    except Exception as error:  # a plugin may raise anything: the game must go on
        log.warning("bot %s at seat %d raised %r on Calza; taken as no", bot.name, view.seat, error)
        return None
    seconds = time.perf_counter() - start
    if decision is None:
        return None
    if not isinstance(decision, Decision) or not isinstance(decision.action, Calza):
        log.warning(
            "bot %s at seat %d answered %r to Calza; taken as no", bot.name, view.seat, decision
        )
        return None
    if seconds > budget_s:
        log.warning(
            "bot %s at seat %d took %.2f s on Calza; taken as no", bot.name, view.seat, seconds
        )
        return None
    return Ruling(decision, seconds)


def _fault(decision: object, legal: Sequence[Action]) -> str | None:
    if not isinstance(decision, Decision):
        return f"answered {decision!r}, not a Decision"
    if decision.action not in legal:
        return f"chose {decision.action!r}, which is not legal now"
    return None
