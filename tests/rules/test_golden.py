"""Golden transcripts: a dozen seeded games under different rules, replayed line for line."""

from __future__ import annotations

import pytest

from perudo_qt.rules import IllegalActionError

from .golden import CASES, FOLDER, Case, action_text, parse_action, parse_header, play, step_lines

HEADER_LINES = 4


def replayed(lines: list[str]) -> list[str]:
    """Return the transcript the engine gives when the actions of ``lines`` are replayed."""
    game = parse_header(lines[:HEADER_LINES])
    result = lines[:HEADER_LINES] + list(step_lines(game, 0, game.history))
    for line in lines[HEADER_LINES:]:
        if not line.startswith("action "):
            continue
        seat, action = parse_action(line)
        rounds = game.round_number
        result.append(action_text(seat, action))
        result += step_lines(game, rounds, game.apply(action, seat))
    assert game.is_over
    return result


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_replaying_a_golden_game_gives_its_transcript(case: Case) -> None:
    lines = (FOLDER / f"{case.name}.txt").read_text(encoding="utf-8").splitlines()
    assert replayed(lines) == lines


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_each_golden_game_is_the_one_its_case_plays(case: Case) -> None:
    """The committed file is what ``python -m tests.rules.golden`` writes: nothing edited."""
    assert (FOLDER / f"{case.name}.txt").read_text(encoding="utf-8") == "\n".join(play(case)) + "\n"


def test_every_golden_file_has_its_case() -> None:
    assert sorted(path.stem for path in FOLDER.glob("*.txt")) == sorted(c.name for c in CASES)


def replays_exactly(lines: list[str]) -> bool:
    """Whether the engine gives ``lines`` back when their actions are replayed."""
    try:
        return replayed(lines) == lines
    except (IllegalActionError, AssertionError):
        return False


def test_a_changed_action_is_caught() -> None:
    """The comparison is exact: a transcript with one bid changed does not replay."""
    lines = (FOLDER / "heads-up.txt").read_text(encoding="utf-8").splitlines()
    assert replays_exactly(lines)
    first = next(n for n, line in enumerate(lines) if " bid " in line)
    _, seat, _, quantity, face = lines[first].split()
    lines[first] = f"action {seat} bid {int(quantity) + 1} {face}"
    assert not replays_exactly(lines)
