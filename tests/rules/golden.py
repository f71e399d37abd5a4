"""Golden transcripts: seeded games written as text, one line per step, to replay exactly.

    python -m tests.rules.golden      # writes tests/rules/golden/*.txt again

A transcript opens with the game's players, seed, first seat and options. Then, in order: the
dice of each round as it is rolled (``dice``), each action with the seat that took it
(``action``), and each event the engine reported (``event``). The actions come from a seeded
random player, which the transcript does not need: replaying the actions must give the same
dice and events, line for line (the model is OpenSpiel's playthrough tests).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from perudo_qt.rules import Action, Bid, Calza, Dudo, Event, Game, RuleOptions

FOLDER = Path(__file__).with_name("golden")


@dataclass(frozen=True)
class Case:
    """One golden game: its table, seed and rules."""

    name: str
    players: int
    seed: int
    options: RuleOptions = field(default_factory=RuleOptions)


CASES = (
    Case("heads-up", 2, 1),
    Case("three-seats", 3, 2),
    Case("six-seats", 6, 3),
    Case("calza", 4, 4, RuleOptions(calza=True)),
    Case("calza-restricted", 3, 5, RuleOptions(calza=True, calza_restricted=True)),
    Case("lost-dice-visible", 4, 6, RuleOptions(lost_dice_visible=True)),
    Case("no-palifico", 3, 7, RuleOptions(palifico=False)),
    Case("palifico-every-time", 3, 8, RuleOptions(palifico_once_per_player=False)),
    Case("palifico-face-change", 4, 9, RuleOptions(palifico_one_die_may_change_face=True)),
    Case("single-step-raises", 3, 10, RuleOptions(single_step_raises=True)),
    Case("two-dice", 5, 11, RuleOptions(dice_per_player=2, calza=True)),
    Case(
        "everything",
        4,
        12,
        RuleOptions(
            dice_per_player=3,
            calza=True,
            lost_dice_visible=True,
            palifico_once_per_player=False,
            palifico_one_die_may_change_face=True,
            single_step_raises=True,
        ),
    ),
)


def action_text(seat: int, action: Action) -> str:
    """Return ``action`` by ``seat`` as a transcript line."""
    if isinstance(action, Bid):
        return f"action {seat} bid {action.quantity} {action.face}"
    return f"action {seat} {'dudo' if isinstance(action, Dudo) else 'calza'}"


def parse_action(line: str) -> tuple[int, Action]:
    """Return the seat and the action of an ``action`` line."""
    _, seat, kind, *numbers = line.split()
    if kind == "bid":
        return int(seat), Bid(int(numbers[0]), int(numbers[1]))
    return int(seat), Dudo() if kind == "dudo" else Calza()


def header(game: Game) -> list[str]:
    """Return the lines that set up ``game``: players, seed, first seat, options."""
    options = " ".join(f"{name}={value}" for name, value in game.options.to_dict().items())
    return [
        f"players {len(game.players)}",
        f"seed {game.seed}",
        f"first_seat {game.first_seat}",
        f"options {options}",
    ]


def parse_header(lines: list[str]) -> Game:
    """Return the game the header ``lines`` set up."""
    values = dict(line.split(" ", 1) for line in lines)
    options: dict[str, object] = {}
    for pair in values["options"].split():
        name, value = pair.split("=")
        options[name] = int(value) if value.isdigit() else value == "True"
    players = [f"P{seat}" for seat in range(int(values["players"]))]
    return Game(
        players, RuleOptions.from_dict(options), int(values["seed"]), int(values["first_seat"])
    )


def step_lines(game: Game, seen_rounds: int, events: tuple[Event, ...]) -> Iterator[str]:
    """Yield the lines of ``events``, then the dice of a round rolled since ``seen_rounds``."""
    for event in events:
        yield f"event {event!r}"
    if game.round_number != seen_rounds and not game.is_over:
        yield f"dice {game.round_number} {list(map(list, game.all_dice()))}"


def play(case: Case) -> list[str]:
    """Play ``case`` with a seeded random player and return its transcript's lines."""
    game = Game([f"P{seat}" for seat in range(case.players)], case.options, case.seed)
    chooser = random.Random(case.seed * 7919)
    lines = header(game)
    lines += step_lines(game, 0, game.history)
    while not game.is_over:
        seat, action = choose(game, chooser)
        rounds = game.round_number
        lines.append(action_text(seat, action))
        lines += step_lines(game, rounds, game.apply(action, seat))
    return lines


def choose(game: Game, chooser: random.Random) -> tuple[int, Action]:
    """Return a seat and a legal action for it: a Calza now and then, else a low raise or Dudo."""
    for seat in game.calza_priority():
        if chooser.random() < 0.05:
            return seat, Calza()
    seat = game.current_seat
    assert seat is not None
    legal = game.legal_actions(seat)
    bids = [action for action in legal if isinstance(action, Bid)]
    if Dudo() in legal and (not bids or chooser.random() < 0.3):
        return seat, Dudo()
    lowest = sorted(bids, key=lambda bid: (bid.quantity, bid.face))[:6]
    return seat, chooser.choice(lowest)


def main() -> None:
    """Write every case's transcript."""
    FOLDER.mkdir(exist_ok=True)
    for case in CASES:
        path = FOLDER / f"{case.name}.txt"
        path.write_text("\n".join(play(case)) + "\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()
