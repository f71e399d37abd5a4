"""Expert: the solved equilibrium in heads-up endgames, a search everywhere else."""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType

from perudo_qt.rules import Action, Dudo, PlayerView

from .base import Decision
from .estimating import EstimatingBot
from .levels import EXPERT, Level
from .personality import Personality
from .reasons import Reason, ReasonKind
from .safe_play import SafePlay
from .solve.split import Split
from .tracking import dice_counts


class StrangerPlay(enum.Enum):
    """How Expert plays a solved seat once the evidence shows its opponent a stranger.

    A way other than ``TABLE`` is a departure from the equilibrium, played only in the rounds
    its budget against that opponent funds (``SafePlay.departs``).
    """

    PLANNED_DUDO = "its estimates, doubting as its look-ahead plans"
    """Its raises by its estimates, its Dudo by the chance its look-ahead gives the bid (most
    seats): what its estimates play before the evidence has read anyone."""
    ESTIMATES = "its estimates alone"
    """Its estimates, raises and Dudo, with no look-ahead (as Hard plays before a model fits)."""
    TABLE = "its table"
    """The table, as against anyone else."""


SeatKey = tuple[int, int, bool, int]
"""A solved seat: the opener's dice, the responder's dice, palifico, and 0 the opener or 1 the
responder."""

STRANGER_PLAY_EXCEPTIONS: Mapping[SeatKey, StrangerPlay] = MappingProxyType(
    {
        (1, 2, False, 1): StrangerPlay.TABLE,
        (1, 2, True, 1): StrangerPlay.TABLE,
        (1, 3, True, 1): StrangerPlay.TABLE,
        (1, 4, True, 0): StrangerPlay.ESTIMATES,
    }
)
"""The solved seats Expert plays otherwise than ``PLANNED_DUDO`` against a stranger, whatever
the raise and face options, chosen by what lost fewest rounds to the league's tuning members
(``benchmarks/solved_against_league.py --league-split tuning``, default options). Its table
when answering a one-die opener with two dice, in an ordinary or a palifico round, or with
three in a palifico round (25.3 against 26.4 %; palifico 61.7 against 67.8 % and 52.0 against
57.3 %). Its estimates alone when opening a palifico round with one die against four (16.5
against 22.5 %)."""


def stranger_levels(level: Level = EXPERT) -> dict[StrangerPlay, Level]:
    """Return, for an Expert of ``level``, the level whose estimates play each way but the table."""
    return {
        StrangerPlay.PLANNED_DUDO: replace(level, look_ahead_doubt_only=True),
        StrangerPlay.ESTIMATES: replace(level, look_ahead_dice=0),
    }


SUSPICION_TILT = 0.5
"""How far a personality's suspicion, beside the level's own, tilts the equilibrium's Dudo
(log-odds per unit): an Expert skeptic doubts a little more often, and stays near the
equilibrium; the level's own personality plays it exactly."""


class ExpertBot:
    """Plays a solved heads-up round's equilibrium, sampled; elsewhere Hard's reasoning, deeper.

    In a heads-up round with a shipped table (see ``perudo_qt.bots.solve``) it samples its
    action from the equilibrium's mixed strategy, so no rule wins more than a few thousandths of
    a die per round from it there; it departs toward a best response to the opponent's habits
    only as far as what it has won against them beyond what the rounds were worth covers
    (``safe_play``, by default a ``SafePlay`` of its own). Against an opponent whose revealed
    choices show that its models built like our levels do not foresee them (a stranger, see
    ``evidence``) that departure is instead to its estimates, which read the stranger's habits
    as Hard's do, doubting as its look-ahead plans, except in the seats of
    ``STRANGER_PLAY_EXCEPTIONS`` (see ``StrangerPlay``); the budget funds it alike, so it
    risks no more than the equilibrium has already won against them. Before any reveal the
    evidence leans to our kind, and a cold Expert (the evaluator's) has no budget: it plays the
    equilibrium.

    Outside the tables (three or more players, more dice, Calza allowed heads-up, or a bid
    history the equilibrium never reaches) it plays as an ``EstimatingBot`` of the ``EXPERT``
    level: beliefs over each opponent's dice from their bids, and with few dice in play a
    look-ahead over dealt hands, heads-up from the first round, at a bigger table once a model
    fits every opponent. Each raise's played-out value is weighed against its estimate: heads-up
    by how careful the opponent's revealed answers have shown them (against a stranger its
    raises keep to the estimates until then), at a bigger table by how far its model has
    foreseen the next player, so that the less it knows a player, the more it plays its
    estimates against them; at a bigger table its Dudo too. Heads-up its plan's Dudo stands
    against a player its models built like our levels foresee; before any of the opponent's
    choices is revealed, and against a stranger, its Dudo weighs each of its models by how far
    it explains their bids this round and has foreseen their revealed choices, beside its
    estimate, so that it does not read a stranger's bids as one of ours would mean them. At a
    bigger table whose players its models do not foresee (``evidence``), it plays
    Normal's simpler estimates. Its personality shapes that play, and
    its suspicion tilts the equilibrium's Dudo slightly.
    """

    def __init__(
        self,
        personality: Personality | None = None,
        name: str = "",
        level: Level = EXPERT,
        safe_play: SafePlay | None = None,
    ) -> None:
        self.level = level
        self.personality = personality or level.personality
        self.name = name or level.name
        self._fallback = EstimatingBot(level, self.personality, self.name)
        # Each reads the game from the view's history when it plays, as the fallback does.
        self._against_strangers = {
            play: EstimatingBot(stranger, self.personality, self.name)
            for play, stranger in stranger_levels(level).items()
        }
        self._safe = safe_play or SafePlay()

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Sample the equilibrium in a solved round, else decide as the Expert level."""
        # The tables (and NumPy) load on the first Expert decision, not when the game starts.
        from .solve import solved_policy, split_of

        counts = dice_counts(view)
        policy = solved_policy(view, counts)
        split = split_of(view, counts)
        if policy is not None and split is not None:
            self._safe.update(view)
            play = self._solved_play(view, split)
            if play is not StrangerPlay.TABLE and self._safe.departs(view, split, rng):
                return self._against_strangers[play].choose(view, legal, rng)
            exploit = self._safe.choose(view, split, policy, rng)
            if exploit is not None and exploit in legal:
                return Decision(exploit, Reason(ReasonKind.SOLVED, chance=policy[exploit]))
            weights = {
                action: chance * self._tilt(action)
                for action, chance in policy.items()
                if action in legal and chance > 0
            }
            if weights:
                actions = list(weights)
                action = rng.choices(actions, [weights[action] for action in actions])[0]
                chance = policy[action]
                return Decision(action, Reason(ReasonKind.SOLVED, chance=chance))
        return self._fallback.choose(view, legal, rng)

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Call Calza out of turn as the Expert level would (solved rounds have no Calza)."""
        return self._fallback.consider_calza(view, rng)

    def _solved_play(self, view: PlayerView, split: Split) -> StrangerPlay:
        """Where a funded departure goes this round.

        Against a stranger, the way of its seat; else ``TABLE``, the table's best response.
        """
        opponent = next(other for other in view.active_seats if other != view.seat)
        if self._fallback.foresees(view, opponent):
            return StrangerPlay.TABLE
        return stranger_play(split, 0 if view.seat == view.starting_seat else 1)

    def _tilt(self, action: Action) -> float:
        if action != Dudo():
            return 1.0
        tilt = self.personality.suspicion - self.level.personality.suspicion
        return math.exp(tilt * SUSPICION_TILT)


def stranger_play(split: Split, seat: int) -> StrangerPlay:
    """How Expert plays ``split`` in ``seat`` (0 opens) against a stranger when it departs."""
    key = (split.opener, split.responder, split.palifico, seat)
    return STRANGER_PLAY_EXCEPTIONS.get(key, StrangerPlay.PLANNED_DUDO)
