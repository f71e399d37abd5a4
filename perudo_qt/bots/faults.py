"""What a bot did wrong, as data: the UI words a fault in the player's language.

A fault's ``str()`` is the developer's line for logs and the arena's output, in English; the
player never reads it (``perudo_qt.ui.words.wording.fault_words`` does the wording).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from perudo_qt.rules import Action
from perudo_qt.rules.record import action_from_dict, action_to_dict

from .documents import is_measure, kind_of


class FaultKind(Enum):
    """The kinds of misdeed a referee, a worker process or the game controller notes."""

    NOT_A_DECISION = "not_a_decision"
    """It answered something other than a ``Decision`` (``detail``: what it answered)."""
    NOT_AN_ACTION = "not_an_action"
    """It chose something that is not a Perudo action (``detail``: what it chose)."""
    ILLEGAL = "illegal"
    """It chose ``action``, which the rules do not allow now."""
    BAD_REASON = "bad_reason"
    """Its reason is neither text nor a reason value (``detail``: what it gave)."""
    BAD_PROBABILITY = "bad_probability"
    """Its probability is not a finite number (``detail``: what it gave)."""
    RAISED = "raised"
    """It raised an exception (``detail``: its type and message, as the bot wrote it)."""
    OVER_BUDGET = "over_budget"
    """It answered, but took ``seconds``, over its ``budget``."""
    NO_REPLY = "no_reply"
    """Its process did not ``detail`` (answer, start, load) within ``seconds``: it was stopped."""
    PROCESS_ENDED = "process_ended"
    """Its process ended under it."""
    STOPPED = "stopped"
    """It was asked after its table closed."""
    NOT_RESTARTED = "not_restarted"
    """Its process could not be started again (``detail``: why, from the loader)."""
    NOT_MADE = "not_made"
    """It could not be made for this game (``detail``: why, from the loader, if known)."""
    OUT_OF_TIME = "out_of_time"
    """The table stopped waiting for it after ``seconds``."""
    TOO_LATE = "too_late"
    """Its answer came after the table had moved on."""
    NOT_CONFIRMED = "not_confirmed"
    """Its plugin ``file`` was not confirmed to run, so another bot plays the seat."""
    NOT_LOADED = "not_loaded"
    """It could not be loaded (``detail``: why, from the loader)."""


_LOG_LINES = {
    FaultKind.NOT_A_DECISION: "answered {detail}, not a Decision",
    FaultKind.NOT_AN_ACTION: "chose {detail}, which is not a Perudo action",
    FaultKind.ILLEGAL: "chose {action!r}, which is not legal now",
    FaultKind.BAD_REASON: "gave a reason that is not text: {detail}",
    FaultKind.BAD_PROBABILITY: "gave a probability that is not a number: {detail}",
    FaultKind.RAISED: "raised {detail}",
    FaultKind.OVER_BUDGET: "took {seconds:.2f} s, over its {budget:.2f} s budget",
    FaultKind.NO_REPLY: "did not {detail} within {seconds:.2f} s; its process was stopped",
    FaultKind.PROCESS_ENDED: "ended its process",
    FaultKind.STOPPED: "was stopped",
    FaultKind.NOT_RESTARTED: "could not be restarted: {detail}",
    FaultKind.NOT_MADE: "could not be made: {detail}",
    FaultKind.OUT_OF_TIME: "took longer than {seconds:.2f} s",
    FaultKind.TOO_LATE: "answered too late",
    FaultKind.NOT_CONFIRMED: "{file} was not confirmed to run",
    FaultKind.NOT_LOADED: "could not be loaded: {detail}",
}


@dataclass(frozen=True, slots=True)
class Fault:
    """One misdeed of a bot: its kind, and the facts the UI words it with.

    Attributes:
        kind: what went wrong.
        seconds: how long it took, or how long it was waited for (timing kinds).
        budget: the time it had, in seconds (``OVER_BUDGET``).
        action: the action it chose (``ILLEGAL``).
        detail: text from the bot or its loader (what it answered, its exception): shown to
            the player as plain text only, never translated.
        file: the plugin file's name (``NOT_CONFIRMED``).
    """

    kind: FaultKind
    seconds: float = 0.0
    budget: float = 0.0
    action: Action | None = None
    detail: str = ""
    file: str = ""

    def __str__(self) -> str:
        """Return the developer's line for logs: "took 2.31 s, over its 2.00 s budget"."""
        return _LOG_LINES[self.kind].format(
            detail=self.detail,
            action=self.action,
            seconds=self.seconds,
            budget=self.budget,
            file=self.file,
        )


def fault_to_json(fault: Fault) -> dict[str, Any]:
    """Return ``fault`` as JSON data: its kind, and those of its facts that are set."""
    document: dict[str, Any] = {"kind": fault.kind.value}
    for name in ("seconds", "budget", "detail", "file"):
        if value := getattr(fault, name):
            document[name] = value
    if fault.action is not None:
        document["action"] = action_to_dict(fault.action)
    return document


def fault_from_json(document: Any) -> Fault:
    """Return the fault ``fault_to_json`` made ``document`` of.

    Raises:
        ValueError: ``document`` is not such data.
    """
    keys = ("seconds", "budget", "detail", "file", "action")
    kind = kind_of(document, "a fault", keys, FaultKind)
    times = [document.get(name, 0.0) for name in ("seconds", "budget")]
    if not all(is_measure(time) for time in times):
        raise ValueError(f"a fault's times are durations in seconds, not {times!r:.40}")
    texts = [document.get(name, "") for name in ("detail", "file")]
    if not all(isinstance(text, str) for text in texts):
        raise ValueError(f"a fault's detail and file are text, not {texts!r:.40}")
    step = document.get("action")
    try:
        action = None if step is None else action_from_dict(step)
    except (AttributeError, KeyError, TypeError, ValueError):
        raise ValueError(f"a fault's action is not one, but {step!r:.40}") from None
    return Fault(kind, float(times[0]), float(times[1]), action, texts[0], texts[1])
