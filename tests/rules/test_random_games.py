"""Thousands of seeded random-legal games over every option combination, invariants checked."""

from __future__ import annotations

import random

import pytest

from perudo_qt.rules import (
    Bid,
    Calza,
    DiceRevealed,
    DieGained,
    DieLost,
    Dudo,
    Game,
    GameOver,
    PalificoDeclared,
    PlayerEliminated,
    RoundStarted,
    RuleOptions,
    count_matching,
)

from .strategies import ALL_OPTION_SETS, random_step

GAMES_PER_OPTION_SET = 53  # 3 dice counts x 128 toggle sets x 53 = 20,352 games


def check_invariants(game: Game, options: RuleOptions, history_before: int) -> None:
    counts = game.dice_counts
    assert all(0 <= count <= options.dice_per_player for count in counts)
    assert game.total_dice == sum(counts)
    if not game.is_over:
        assert game.current_seat in game.active_seats
        assert all(len(game.dice(seat)) == counts[seat] for seat in range(len(counts)))
    for event in game.history[history_before:]:
        if isinstance(event, DiceRevealed):
            assert event.count == count_matching(event.dice, event.bid.face, event.wild)
        if isinstance(event, DieGained):
            assert options.calza
        if isinstance(event, PalificoDeclared):
            assert options.palifico
        if isinstance(event, RoundStarted) and event.palifico:
            assert options.palifico and counts[event.starting_seat] == 1


@pytest.mark.parametrize("options", ALL_OPTION_SETS, ids=str)
def test_random_games_keep_every_invariant(options: RuleOptions) -> None:
    for number in range(GAMES_PER_OPTION_SET):
        seed = hash((options, number)) & 0xFFFFFFFF
        rng = random.Random(seed)
        players = 2 + number % 5
        game = Game([f"P{n}" for n in range(players)], options, seed=seed)
        palificos: dict[int, int] = {}
        while not game.is_over:
            seat, action = random_step(game, rng)
            assert isinstance(action, (Bid, Dudo, Calza))
            before = len(game.history)
            game.apply(action, seat)
            check_invariants(game, options, before)
        for event in game.history:
            if isinstance(event, PalificoDeclared):
                palificos[event.seat] = palificos.get(event.seat, 0) + 1
        if options.palifico_once_per_player:
            assert all(times == 1 for times in palificos.values())
        eliminated = [event.seat for event in game.history if isinstance(event, PlayerEliminated)]
        assert sorted([*eliminated, game.winner]) == list(range(players))
        assert isinstance(game.history[-1], GameOver)
        lost = sum(isinstance(event, DieLost) for event in game.history)
        gained = sum(isinstance(event, DieGained) for event in game.history)
        assert players * options.dice_per_player - lost + gained == game.total_dice
