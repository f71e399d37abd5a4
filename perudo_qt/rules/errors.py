"""The exception raised for an action the rules do not allow."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action the rules forbid; the message starts with the rule id from RULES.md.

    Attributes:
        rule: the rule id, e.g. ``"R11"``.
        reason: the plain-words reason, without the rule id.

    """

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason
