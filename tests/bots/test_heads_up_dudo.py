"""Heads-up, Expert's Dudo: the plan's against "one of ours", else weighed over every model."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from perudo_qt.bots import EXPERT
from perudo_qt.bots.estimating import DOUBT_ESTIMATE_WEIGHT, _raise_value, look_ahead_model
from perudo_qt.bots.lookahead import PRIOR_TRUST, ModelDoubt, RoundPlanner
from perudo_qt.rules import Action, Bid, Dudo

from .outlook import dudo_outlook, standing_outlook

PLANNED = 0.2
"""What the stubbed plan gives every option: the chance to keep every die."""

DOUBTS = [ModelDoubt(0.3, 0.9), ModelDoubt(0.1, 0.1), ModelDoubt(0.0, 0.5), ModelDoubt(0.0, 0.0)]
"""What the stubbed models make of the standing bid: how far each explains it, and its chance
of being false."""


def heads_up_outlook(
    monkeypatch: pytest.MonkeyPatch,
    foreseen: tuple[int, int],
    careful: float = 0.0,
    doubts: list[ModelDoubt] = DOUBTS,
) -> tuple[float, float]:
    """Expert's played-out value of Dudo heads-up, and the chance the standing bid is false.

    The opponent's revealed choices were ``foreseen`` (made by the best of our models, of
    how many), their answers showed them ``careful``, and the models make ``doubts`` of it.
    """
    monkeypatch.setattr(RoundPlanner, "carefulness", lambda planner, seat: careful)
    monkeypatch.setattr(RoundPlanner, "foreseen", lambda planner, seat, models: foreseen)
    monkeypatch.setattr(RoundPlanner, "answered", lambda planner, seat: foreseen[1])
    monkeypatch.setattr(
        RoundPlanner,
        "keep_chances",
        lambda planner, view, counts, options, rng: dict.fromkeys(options, PLANNED),
    )
    monkeypatch.setattr(RoundPlanner, "doubts_by_model", lambda planner, view, counts, rng: doubts)
    return dudo_outlook("AB")


def test_against_one_of_ours_the_plans_dudo_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Foreseen in 9 of 10 choices: one of ours, whose doubts the plan foresees."""
    asked: list[object] = []
    monkeypatch.setattr(RoundPlanner, "shares_foreseen", lambda planner, seat: asked.append(seat))
    value, _ = heads_up_outlook(monkeypatch, (9, 10))
    assert value == PLANNED
    assert asked == []


@pytest.mark.parametrize("careful", [0.0, 0.5, 1.0])
def test_against_a_stranger_dudo_weighs_each_model_by_how_far_it_explains(
    monkeypatch: pytest.MonkeyPatch, careful: float
) -> None:
    """Foreseen in 2 of 10 choices: a stranger, careful or not."""
    shares = [0.9, 0.5, 0.2, 0.1]
    monkeypatch.setattr(RoundPlanner, "shares_foreseen", lambda planner, seat: shares)
    value, false_chance = heads_up_outlook(monkeypatch, (2, 10), careful)
    weighed = 0.9 * 0.3 * 0.9 + 0.5 * 0.1 * 0.1 + DOUBT_ESTIMATE_WEIGHT * false_chance
    assert value == pytest.approx(weighed / (0.9 * 0.3 + 0.5 * 0.1 + DOUBT_ESTIMATE_WEIGHT))
    assert value != pytest.approx(PLANNED)
    assert value != pytest.approx(false_chance)


def test_before_any_reveal_dudo_weighs_every_model_alike_but_for_the_bids(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With no choice revealed the evidence leans to our kind, but no model stands for them."""
    value, false_chance = heads_up_outlook(monkeypatch, (0, 0))
    weighed = PRIOR_TRUST * (0.3 * 0.9 + 0.1 * 0.1) + DOUBT_ESTIMATE_WEIGHT * false_chance
    assert value == pytest.approx(weighed / (PRIOR_TRUST * 0.4 + DOUBT_ESTIMATE_WEIGHT))


def test_bids_no_model_explains_leave_dudo_to_the_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    value, false_chance = heads_up_outlook(monkeypatch, (0, 0), doubts=[ModelDoubt(0, 0.9)] * 4)
    assert value == pytest.approx(false_chance)


def test_one_revealed_round_of_a_stranger_is_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    """One choice foreseen of four outweighs the prior: the models weigh, not the plan."""
    value, _ = heads_up_outlook(monkeypatch, (1, 4), doubts=[ModelDoubt(1.0, 0.7)] * 4)
    assert value == pytest.approx(0.7, abs=0.02)


def test_the_models_share_foreseen_counts_from_the_prior() -> None:
    planner = RoundPlanner([look_ahead_model("normal"), look_ahead_model("threshold")], deals=1)
    assert planner.shares_foreseen(1) == [PRIOR_TRUST, PRIOR_TRUST]
    planner._matched[1], planner._answered[1] = [5, 0], 5
    assert planner.shares_foreseen(1) == pytest.approx([0.9, PRIOR_TRUST / 2])


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


def test_before_any_reveal_looking_ahead_for_its_dudo_alone_raises_as_expert_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Cold, both raise by their estimates; only Expert weighs its Dudo over the models, while
    looking ahead for its Dudo alone (how Expert doubts in a solved round against a stranger)
    keeps the plan's."""
    asked: list[int] = []
    original = RoundPlanner.doubts_by_model

    def doubts_by_model(planner: RoundPlanner, *args: Any) -> list[ModelDoubt]:
        asked.append(1)
        return original(planner, *args)

    monkeypatch.setattr(RoundPlanner, "doubts_by_model", doubts_by_model)
    expert, _ = standing_outlook("AB")
    assert asked == [1]
    doubt_only, _ = standing_outlook("AB", replace(EXPERT, look_ahead_doubt_only=True))
    assert asked == [1]
    assert Dudo() in doubt_only
    raises = {action: value for action, value in expert.items() if isinstance(action, Bid)}
    assert raises
    assert {action: doubt_only[action] for action in raises} == pytest.approx(raises)
