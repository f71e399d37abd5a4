"""Safe exploitation in the solved rounds: risk only what has been won beyond a baseline.

Against each opponent Expert keeps a budget: over the heads-up rounds it has played against
them, the dice it won (+1) or lost (-1) minus what the round is worth in its seat. A solved
round is worth its equilibrium's value; no equilibrium is known for the rounds with more dice,
so there the baseline is what Expert wins against itself (``perudo_qt.bots.round_values``).
The budget grows when the opponent gives away more than that, and in expectation stays near
zero against an equilibrium player in the solved rounds and against a player as strong as
Expert in the others (Ganzfried and Sandholm, "Safe opponent exploitation", 2015: "risk what
you've won"). The rounds of a game played before its solved endgame so fund a departure in it:
the first solved round of a game, often its last, is the one that decides it.

In a solved round, with a positive budget, Expert departs from the equilibrium with chance
``epsilon``, the choice made once per round (``SafePlay.departs``): to a best response to its
model of the opponent, or against a stranger, in most seats, to its estimates (see
``perudo_qt.bots.expert.StrangerPlay``). Whatever the opponent does, any play loses at most
``1 + v`` per round against the equilibrium's value ``v`` in that seat, so
``epsilon = budget / (1 + v)`` (at most 1) never risks more than the budget. The model is the
equilibrium moved toward what the opponent's revealed rounds show of their habits
(``perudo_qt.bots.tendencies``), as far as the evidence goes. Against an equilibrium player
the budget is zero in expectation, so Expert departs only with what luck has won it; with no
budget it draws nothing from the rng, playing exactly as before (the evaluator's cold bots have
none).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from perudo_qt.rules import (
    PACO,
    Action,
    Bid,
    DiceRevealed,
    Dudo,
    DudoCalled,
    PlayerView,
    RoundStarted,
    RuleOptions,
    count_matching,
)

from .probability import match_probability
from .round_values import round_value
from .solve import Split, load_table, round_split
from .solve.respond import Policy, Responder
from .solve.split import Hand
from .tendencies import Tendencies, chance_true, read_round
from .tracking import RevealedRounds


class SafePlay:
    """One Expert's budgets and readings of its opponents, over one game."""

    def __init__(self, round_worth: Callable[[Split], float | None] = round_value) -> None:
        """``round_worth`` says what a round is worth to its opener (None: it adds nothing)."""
        self.round_worth = round_worth
        self.budgets: dict[int, float] = {}
        self.tendencies: dict[int, Tendencies] = {}
        self._rounds = RevealedRounds()
        self._coins: dict[int, bool] = {}

    def update(self, view: PlayerView) -> None:
        """Read the rounds revealed since the last update (starting over for a new game)."""
        restarted, rounds = self._rounds.read(view.history)
        if restarted:
            self.budgets.clear()
            self.tendencies.clear()
            self._coins.clear()
        for round_events in rounds:
            read_round(round_events, self.tendencies)
            self._settle(round_events, view.seat, view.options)

    def _settle(self, round_events: tuple[object, ...], me: int, options: RuleOptions) -> None:
        """Add a heads-up round of this seat's to the budget against its opponent.

        A solved round counts against its table's value, any other against what Expert wins
        against itself there (``round_values``); a split neither covers adds nothing.
        """
        started, revealed = round_events[0], round_events[-1]
        doubt = next((event for event in round_events if isinstance(event, DudoCalled)), None)
        if not isinstance(started, RoundStarted) or not isinstance(revealed, DiceRevealed):
            return
        seats = [seat for seat, cup in enumerate(revealed.dice) if cup]
        if doubt is None or len(seats) != 2 or me not in seats:
            return
        opener = started.starting_seat
        other = seats[0] if seats[1] == opener else seats[1]
        dice = revealed.dice
        split = round_split(options, len(dice[opener]), len(dice[other]), started.palifico)
        opener_value = None if split is None else self.round_worth(split)
        if opener_value is None:
            return
        loser = doubt.seat if revealed.bid_stands else doubt.bidder
        opponent = other if me == opener else opener
        value = seat_value(opener_value, me == opener)
        self.budgets[opponent] = self.budgets.get(opponent, 0.0) + (
            (-1.0 if loser == me else 1.0) - value
        )

    def choose(
        self, view: PlayerView, split: Split, policy: Policy, rng: random.Random
    ) -> Action | None:
        """Return a best response to the model of the opponent, or None for the equilibrium.

        ``split`` is the round's, ``policy`` the equilibrium's here. Whether to depart from
        the equilibrium is drawn once per round (``departs``).
        """
        table = load_table(split)
        if table is None or not self.departs(view, split, rng):
            return None
        opponent = next(seat for seat in view.active_seats if seat != view.seat)
        player = 0 if view.seat == view.starting_seat else 1
        model = HabitModel(self.tendencies.get(opponent, Tendencies()), split, player)
        responder = Responder(table, player, tuple(sorted(view.own_dice)), model)
        best = responder.best(tuple(made.bid for made in view.round_bids))
        if best is None or best[0] not in policy:
            return None
        return best[0]

    def departs(self, view: PlayerView, split: Split, rng: random.Random) -> bool:
        """Whether the budget funds a departure from the equilibrium in this solved round.

        The coin is drawn once per round, at this seat's first decision of the round with a
        positive budget against the opponent, with chance ``departure`` of that budget; with
        no budget, or no table for ``split``, nothing is drawn from ``rng`` and the answer is
        no.
        """
        if view.round_number not in self._coins:
            table = load_table(split)
            if table is None:
                return False
            opponent = next(seat for seat in view.active_seats if seat != view.seat)
            value = seat_value(table.meta["value"], view.seat == view.starting_seat)
            chance = self.departure(self.budgets.get(opponent, 0.0), value)
            if chance <= 0:
                return False
            self._coins[view.round_number] = rng.random() < chance
        return self._coins[view.round_number]

    def departure(self, budget: float, value: float) -> float:
        """The chance of departing this round, given the budget and the seat's value."""
        return departure_chance(budget, value)


def departure_chance(budget: float, value: float) -> float:
    """The chance of a departure this round: what the budget covers of its worst loss.

    Any play loses at most ``1 + value`` against the equilibrium's ``value`` per round in this
    seat (a round costs at most one die), so a departure is played with at most the chance
    that keeps that loss within ``budget``.
    """
    if budget <= 0:
        return 0.0
    return min(1.0, budget / (1.0 + value))


def seat_value(opener_value: float, opener: bool) -> float:
    """The equilibrium's value per round for the opener or the responder."""
    return float(opener_value) if opener else -float(opener_value)


class HabitModel:
    """The opponent's play in a solved round: the equilibrium moved toward their habits.

    With weight ``tendencies.weight`` the opponent plays their habits: Dudo when the standing
    bid's chance from their own dice is below their line (as far as the line fits their
    answers; else as the equilibrium doubts), and bids as the equilibrium does but on faces
    they hold as often as their honesty says.
    """

    def __init__(self, tendencies: Tendencies, split: Split, player: int) -> None:
        self.tendencies = tendencies
        self.palifico = split.palifico
        self.unseen = split.dice(player)

    def __call__(
        self,
        bids: tuple[Bid, ...],
        hand: Hand,
        equilibrium: Policy | None,
        actions: Sequence[Action],
    ) -> Policy:
        """Return the opponent's chances of each action after ``bids`` holding ``hand``."""
        habits = self._habits(bids, hand, equilibrium, actions)
        weight = self.tendencies.weight
        if equilibrium is None or weight >= 1:
            return habits
        mixed = {action: (1 - weight) * chance for action, chance in equilibrium.items()}
        for action, chance in habits.items():
            mixed[action] = mixed.get(action, 0.0) + weight * chance
        return mixed

    def _habits(
        self,
        bids: tuple[Bid, ...],
        hand: Hand,
        equilibrium: Policy | None,
        actions: Sequence[Action],
    ) -> Policy:
        known = equilibrium or {action: 1.0 for action in actions}
        raises = {action: chance for action, chance in known.items() if isinstance(action, Bid)}
        doubt = 0.0
        if bids:
            bid = bids[-1]
            wild = not self.palifico and bid.face != PACO
            needed = bid.quantity - count_matching([hand], bid.face, wild)
            chance = chance_true(needed, self.unseen, match_probability(bid.face, wild))
            fit = self.tendencies.fit
            doubt = fit * (chance < self.tendencies.line) + (1 - fit) * known.get(Dudo(), 0.0)
            if not raises:
                doubt = 1.0
        played = _honest(raises, hand, self.palifico, self.tendencies.honesty)
        policy: Policy = {bid: (1 - doubt) * chance for bid, chance in played.items()}
        if doubt:
            policy[Dudo()] = doubt
        return policy


def _honest(
    raises: dict[Bid, float], hand: Hand, palifico: bool, honesty: float
) -> dict[Bid, float]:
    """``raises`` normalised, moved by ``honesty`` toward the faces ``hand`` holds."""
    total = sum(raises.values())
    if not total:
        return {}
    base = {bid: chance / total for bid, chance in raises.items()}
    held = {
        bid: chance
        for bid, chance in base.items()
        if count_matching([hand], bid.face, not palifico and bid.face != PACO) > 0
    }
    held_total = sum(held.values())
    if not held_total or not honesty:
        return base
    return {
        bid: (1 - honesty) * chance + honesty * held.get(bid, 0.0) / held_total
        for bid, chance in base.items()
    }
