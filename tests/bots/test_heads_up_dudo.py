"""Heads-up, Expert weighs its Dudo against its estimate unless the evidence says "one of ours",
and before any reveal over every model of the look-ahead by how far each explains the bids."""

from __future__ import annotations

from dataclasses import replace

import pytest

from perudo_qt.bots import EXPERT, HARD
from perudo_qt.bots.estimating import UNREAD_ESTIMATE_WEIGHT, _raise_value
from perudo_qt.bots.lookahead import ModelDoubt, RoundPlanner
from perudo_qt.rules import Action, Bid, Dudo

from .outlook import dudo_outlook, standing_outlook

PLANNED = 0.2
"""What the stubbed plan gives every option: the chance to keep every die."""


def heads_up_outlook(
    monkeypatch: pytest.MonkeyPatch, foreseen: tuple[int, int], careful: float
) -> tuple[float, float]:
    """Expert's played-out value of Dudo heads-up, and the chance the standing bid is false.

    The opponent's revealed choices were ``foreseen`` (made by the best of our models, of
    how many) and their answers showed them ``careful``.
    """
    monkeypatch.setattr(RoundPlanner, "carefulness", lambda planner, seat: careful)
    monkeypatch.setattr(RoundPlanner, "foreseen", lambda planner, seat, models: foreseen)
    monkeypatch.setattr(RoundPlanner, "answered", lambda planner, seat: foreseen[1])
    monkeypatch.setattr(
        RoundPlanner,
        "keep_chances",
        lambda planner, view, counts, options, rng: dict.fromkeys(options, PLANNED),
    )
    return dudo_outlook("AB")


def unread_outlook(
    monkeypatch: pytest.MonkeyPatch, doubts: list[ModelDoubt]
) -> tuple[float, float]:
    """Expert's value of Dudo heads-up before any reveal, the models making ``doubts`` of the
    bid, and the chance the standing bid is false by its estimate."""
    monkeypatch.setattr(RoundPlanner, "doubts_by_model", lambda planner, view, counts, rng: doubts)
    return heads_up_outlook(monkeypatch, (0, 0), careful=0.0)


def test_against_a_stranger_dudo_is_weighed_by_carefulness(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Foreseen in 2 of 10 choices: a stranger; careful halfway, Dudo is halfway."""
    value, false_chance = heads_up_outlook(monkeypatch, (2, 10), careful=0.5)
    assert false_chance != pytest.approx(PLANNED)
    assert value == pytest.approx(0.5 * PLANNED + 0.5 * false_chance)


def test_against_a_careless_stranger_dudo_is_its_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    value, false_chance = heads_up_outlook(monkeypatch, (2, 10), careful=0.0)
    assert value == pytest.approx(false_chance)


def test_against_one_of_ours_the_plans_dudo_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Foreseen in 9 of 10 choices: one of ours, whose doubts the plan foresees."""
    value, _ = heads_up_outlook(monkeypatch, (9, 10), careful=0.0)
    assert value == PLANNED


def test_before_any_reveal_dudo_weighs_each_model_by_how_far_it_explains_the_bids(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doubts = [ModelDoubt(0.3, 0.9), ModelDoubt(0.1, 0.1), ModelDoubt(0.0, 0.5), ModelDoubt(0, 0)]
    value, false_chance = unread_outlook(monkeypatch, doubts)
    weighed = 0.3 * 0.9 + 0.1 * 0.1 + UNREAD_ESTIMATE_WEIGHT * false_chance
    assert value == pytest.approx(weighed / (0.4 + UNREAD_ESTIMATE_WEIGHT))
    assert value != pytest.approx(PLANNED)


def test_before_any_reveal_bids_no_model_explains_leave_dudo_to_the_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    value, false_chance = unread_outlook(monkeypatch, [ModelDoubt(0.0, 0.9)] * 4)
    assert value == pytest.approx(false_chance)


def test_once_a_choice_of_theirs_is_revealed_the_models_are_not_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One of ours (9 of 10 foreseen): the plan's Dudo stands, as read by their best model."""
    asked: list[object] = []
    monkeypatch.setattr(
        RoundPlanner, "doubts_by_model", lambda planner, *args: asked.append(args) or []
    )
    value, _ = heads_up_outlook(monkeypatch, (9, 10), careful=0.0)
    assert value == PLANNED
    assert asked == []


def test_only_a_level_that_weighs_its_dudo_by_models_asks_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert EXPERT.look_ahead_doubt_by_models and not HARD.look_ahead_doubt_by_models
    monkeypatch.setattr(RoundPlanner, "answered", lambda planner, seat: 0)
    monkeypatch.setattr(
        RoundPlanner, "doubts_by_model", lambda planner, *args: pytest.fail("asked the models")
    )
    outlook, _ = standing_outlook("AB", replace(EXPERT, look_ahead_doubt_by_models=False))
    assert Dudo() in outlook


def test_one_revealed_round_of_a_stranger_is_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    """One choice foreseen of four outweighs the prior: Dudo is weighed."""
    value, false_chance = heads_up_outlook(monkeypatch, (1, 4), careful=0.0)
    assert value == pytest.approx(false_chance)


def test_looking_ahead_for_its_dudo_alone_the_plans_dudo_stands_against_a_stranger(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """How Expert doubts in a solved round against a stranger: only Dudo is played out."""
    played_out: list[list[Action]] = []
    monkeypatch.setattr(RoundPlanner, "carefulness", lambda planner, seat: 0.5)
    monkeypatch.setattr(RoundPlanner, "foreseen", lambda planner, seat, models: (2, 10))
    monkeypatch.setattr(RoundPlanner, "answered", lambda planner, seat: 10)

    def keep_chances(
        planner: RoundPlanner, view: object, counts: object, options: list[Action], rng: object
    ) -> dict[Action, float]:
        played_out.append(list(options))
        return dict.fromkeys(options, PLANNED)

    monkeypatch.setattr(RoundPlanner, "keep_chances", keep_chances)
    level = replace(EXPERT, look_ahead_doubt_only=True)
    outlook, beliefs = standing_outlook("AB", level)
    assert played_out == [[Dudo()]]
    assert outlook[Dudo()] == PLANNED
    raises = [action for action in outlook if isinstance(action, Bid)]
    assert 0 < len(raises) <= level.look_ahead_raises
    assert all(outlook[bid] == _raise_value(bid, beliefs, level) for bid in raises)


def test_before_any_reveal_looking_ahead_for_its_dudo_alone_changes_nothing() -> None:
    """Cold, Expert's estimates already doubt as the plan says and raise as they estimate:
    what the figures read cold is what Expert plays against a stranger."""
    expert, _ = standing_outlook("AB")
    doubt_only, _ = standing_outlook("AB", replace(EXPERT, look_ahead_doubt_only=True))
    assert doubt_only == pytest.approx(expert)
    assert Dudo() in doubt_only
