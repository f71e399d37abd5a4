"""Keeping count of the dice in play from the public record, as a person at the table would."""

from __future__ import annotations

from collections.abc import Sequence

from perudo_qt.rules import DiceRevealed, DieGained, DieLost, Event, PlayerView, RoundStarted


def dice_counts(view: PlayerView) -> tuple[int, ...]:
    """Return every seat's dice count: shown when lost dice are visible, else tallied (R17).

    With hidden lost dice a careful player counts every announced loss and gain; this does the
    same from the view's public history.
    """
    if view.dice_counts is not None:
        return view.dice_counts
    counts = [view.options.dice_per_player] * len(view.players)
    for event in view.history:
        if isinstance(event, DieLost):
            counts[event.seat] -= 1
        elif isinstance(event, DieGained):
            counts[event.seat] += 1
    return tuple(counts)


class RevealedRounds:
    """Reads the rounds whose dice were revealed from a game's public history, each once."""

    def __init__(self) -> None:
        self._seen = 0

    def read(self, history: Sequence[Event]) -> tuple[bool, list[tuple[Event, ...]]]:
        """Return whether a new game began since the last read, and the rounds revealed since.

        Each round runs from its ``RoundStarted`` to its ``DiceRevealed`` event.
        """
        restarted = len(history) < self._seen
        if restarted:
            self._seen = 0
        rounds: list[tuple[Event, ...]] = []
        round_start = self._seen
        for index in range(self._seen, len(history)):
            event = history[index]
            if isinstance(event, RoundStarted):
                round_start = index
            elif isinstance(event, DiceRevealed):
                rounds.append(tuple(history[round_start : index + 1]))
                round_start = index + 1
        self._seen = round_start
        return restarted, rounds
