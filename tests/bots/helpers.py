"""Playing whole games with bots, checking every answer against the rules."""

from __future__ import annotations

import random
from collections.abc import Sequence

from perudo_qt.bots import Bot
from perudo_qt.rules import Calza, Game


def play_out(game: Game, bots: Sequence[Bot], rng: random.Random) -> int:
    """Play ``game`` to its end, asking Calza out of turn first; return the turns played.

    Asserts that every answer is legal and every stated probability lies in [0, 1].
    """
    decisions = 0
    while not game.is_over:
        for seat in game.calza_priority():
            if seat != game.current_seat:
                answer = bots[seat].consider_calza(game.view_for(seat), rng)
                if answer is not None:
                    assert answer.action == Calza()
                    game.apply(Calza(), seat)
                    break
        else:
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions(seat)
            decision = bots[seat].choose(game.view_for(seat), legal, rng)
            assert decision.action in legal, (bots[seat].name, decision)
            assert decision.probability is None or 0.0 <= decision.probability <= 1.0
            game.apply(decision.action, seat)
            decisions += 1
    return decisions
