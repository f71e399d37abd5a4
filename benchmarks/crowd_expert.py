"""Expert with Normal's estimates at every table of three or more, whoever sits there.

Against the league of strangers at six seats it wins clearly more than Expert did, and against
our own levels clearly less (README, "What was tried"). Expert now makes that choice per table
from the evidence of the players' revealed choices (``perudo_qt.bots.evidence``); this plugin
keeps the unconditional form, so both can be measured side by side:

    python -m perudo_qt.arena --league 16 --league-split tuning --sizes 6 --games 480 \\
        --levels expert,benchmarks/crowd_expert.py:CrowdExpert --jobs 1
    python -m perudo_qt.arena --games 400 --seed 1 --jobs 1 \\
        --seats benchmarks/crowd_expert.py:CrowdExpert,hard,hard,hard,hard,hard
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from perudo_qt.bots import Decision, EstimatingBot, ExpertBot
from perudo_qt.bots.levels import NORMAL_WITHOUT_LAPSES
from perudo_qt.rules import Action, PlayerView


class CrowdExpert:
    """Plays Normal's estimates while three or more players are in, then as Expert."""

    def __init__(self) -> None:
        self.name = "crowd-expert"
        self._heads_up = ExpertBot()
        self._crowd = EstimatingBot(NORMAL_WITHOUT_LAPSES)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Decide as Normal at a table of three or more, else as Expert."""
        return self._player(view).choose(view, legal, rng)

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Call Calza out of turn as the player for this table size would."""
        return self._player(view).consider_calza(view, rng)

    def _player(self, view: PlayerView) -> EstimatingBot | ExpertBot:
        return self._crowd if len(view.active_seats) > 2 else self._heads_up
