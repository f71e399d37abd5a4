"""Hypothesis strategies and a random-legal player for property tests."""

from __future__ import annotations

import itertools
import random

from hypothesis import strategies as st

from perudo_qt.rules import Calza, Game, RuleOptions

TOGGLES = RuleOptions.toggle_names()

ALL_OPTION_SETS = [
    RuleOptions(dice_per_player=dice, **dict(zip(TOGGLES, flags, strict=True)))
    for dice in (1, 2, 5)
    for flags in itertools.product((False, True), repeat=len(TOGGLES))
]
"""Every combination of the on/off options, at three dice counts."""

options_strategy = st.builds(
    RuleOptions,
    dice_per_player=st.integers(1, 5),
    **{name: st.booleans() for name in TOGGLES},
)


def advance(game: Game, rng: random.Random, steps: int | None = None) -> None:
    """Play ``steps`` random legal actions (all of them to the end when None)."""
    done = 0
    while not game.is_over and (steps is None or done < steps):
        seat, action = random_step(game, rng)
        game.apply(action, seat)  # type: ignore[arg-type]
        done += 1


def random_step(game: Game, rng: random.Random) -> tuple[int, object]:
    """Pick a seat and one of its legal actions at random; Calza out of turn now and then."""
    seat = game.current_seat
    assert seat is not None
    if game.options.calza and rng.random() < 0.1:
        callers = [other for other in game.active_seats if Calza() in game.legal_actions(other)]
        if callers:
            return rng.choice(callers), Calza()
    return seat, rng.choice(game.legal_actions(seat))
