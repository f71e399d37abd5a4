"""A game's transcript replayed one step at a time, with what each seat knew then."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from perudo_qt.rules import Action, Event, Game, PlayerView, Transcript
from perudo_qt.rules.game import DiceRecord


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a replayed game, with what its seat knew and could do just before it.

    Attributes:
        index: the action's place in the record, from 0 (a stable seed for the advisor).
        seat: who acted.
        action: what they did.
        view: the seat's view just before the action: its own dice and the public record.
        legal: every action the seat could take then.
        events: what the action caused.

    """

    index: int
    seat: int
    action: Action
    view: PlayerView
    legal: tuple[Action, ...]
    events: tuple[Event, ...]


def replay(transcript: Transcript) -> Iterator[Step]:
    """Replay ``transcript`` through the rules engine, yielding each action as a ``Step``."""
    game = Game(transcript.players, transcript.options, transcript.seed, transcript.first_seat)
    for index, entry in enumerate(transcript.record):
        if isinstance(entry, DiceRecord):
            game.set_round_dice(entry.dice)
            continue
        view, legal = game.view_for(entry.seat), game.legal_actions(entry.seat)
        events = game.apply(entry.action, entry.seat)
        yield Step(index, entry.seat, entry.action, view, legal, events)
