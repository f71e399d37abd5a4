"""Keeping count of the dice in play from the public record, as a person at the table would."""

from __future__ import annotations

from perudo_qt.rules import DieGained, DieLost, PlayerView


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
