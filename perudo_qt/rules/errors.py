"""The exception raised for an action the rules do not allow."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action the rules forbid; the message starts with the rule id from RULES.md.

    Attributes:
        rule: the rule id, e.g. ``"R11"``.
        reason: the plain-words reason, without the rule id.
        case: which refusal of that rule it is, as a stable key a front end can word in its
            own language (e.g. ``"own_bid"`` for R16), or "" when the rule has only one.

    """

    def __init__(self, rule: str, reason: str, case: str = "") -> None:
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason
        self.case = case
