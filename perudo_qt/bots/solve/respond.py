"""A best response inside a solved round to a model of the opponent, with the standard library.

The search starts where the round stands, holding this player's own hand, and weighs every
hand the opponent may hold by its chance and by how likely the model makes the bids they
have made so far. At this player's own decisions it picks among the actions the equilibrium
plays with that hand (so the search stays inside the table and small); at the opponent's it
follows the model. It counts the histories it visits and gives up past a limit, so that a
decision never waits for it: the caller then plays the equilibrium.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import factorial, prod

from perudo_qt.rules import PACO, Action, Bid, count_matching

from .reader import SolvedTable, action_of
from .split import Hand, bid_code, hands_of

Policy = dict[Action, float]

OpponentModel = Callable[[tuple[Bid, ...], Hand, Policy | None, Sequence[Action]], Policy]
"""The opponent's chances of each action after ``bids`` holding ``hand``, given what the
equilibrium plays there with that hand (None: the equilibrium never holds it there) and every
action the equilibrium plays there with any hand."""

SEARCH_LIMIT = 1000
"""The most histories one search visits before it gives up: at most about 0.15 s in CPython."""


class SearchTooBigError(Exception):
    """The search passed ``SEARCH_LIMIT`` histories."""


def hand_chance(hand: Hand) -> float:
    """Return the chance of rolling ``hand`` as a multiset."""
    ways = factorial(len(hand)) // prod(factorial(hand.count(face)) for face in set(hand))
    return float(ways / 6 ** len(hand))


def row_policies(table: SolvedTable, player: int, bids: tuple[Bid, ...]) -> dict[int, Policy]:
    """Return, per hand index of ``player`` the table holds after ``bids``, its policy."""
    side = table.side(player)
    row = side.find(bytes(bid_code(bid) for bid in bids))
    if row is None:
        return {}
    policies: dict[int, Policy] = {}
    for hand, (begin, end) in side.entries(row).items():
        weights = side.probs[begin:end]
        total = sum(weights)
        if total:
            policies[hand] = {
                action_of(code): weight / total
                for code, weight in zip(side.actions[begin:end], weights, strict=True)
            }
    return policies


@dataclass
class Responder:
    """Searches one decision of ``player`` (0 the opener) holding ``hand`` in ``table``'s round.

    Attributes:
        table: the round's equilibrium.
        player: whose decision it is.
        hand: that player's dice.
        model: the opponent's strategy, as this player believes it.
        limit: the most histories a search visits.
    """

    table: SolvedTable
    player: int
    hand: Hand
    model: OpponentModel
    limit: int = SEARCH_LIMIT

    def __post_init__(self) -> None:
        self._other_hands = hands_of(self.table.split.dice(1 - self.player))
        self._visited = 0

    def opponent_reach(self, bids: tuple[Bid, ...]) -> list[float]:
        """Return each opponent hand's chance times the model's chance of their bids so far."""
        reach = [hand_chance(hand) for hand in self._other_hands]
        other = 1 - self.player
        for depth in range(other, len(bids), 2):
            before = bids[:depth]
            policies = row_policies(self.table, other, before)
            actions = _union(policies)
            for index, hand in enumerate(self._other_hands):
                if reach[index]:
                    chances = self.model(before, hand, policies.get(index), actions)
                    reach[index] *= chances.get(bids[depth], 0.0)
        return reach

    def best(self, bids: tuple[Bid, ...]) -> tuple[Action, float] | None:
        """Return the best action after ``bids`` and its value per round (given the bids).

        None when the equilibrium has no policy here for this hand, the bids are impossible
        under the model, or the search passes its limit.
        """
        policy = self.table.policy(bids, self.hand)
        reach = self.opponent_reach(bids)
        mass = sum(reach)
        if policy is None or mass <= 0:
            return None
        self._visited = 0
        try:
            scored = [(self._after(bids, action, reach) / mass, action) for action in policy]
        except SearchTooBigError:
            return None
        # The best value; among equals the action the equilibrium plays most.
        value, action = max(scored, key=lambda item: (round(item[0], 9), policy[item[1]]))
        return action, value

    def _after(self, bids: tuple[Bid, ...], action: Action, reach: list[float]) -> float:
        if not isinstance(action, Bid):
            return self._dudo(bids, reach, doubter=self.player)
        return self._opponent((*bids, action), reach)

    def _mine(self, bids: tuple[Bid, ...], reach: list[float]) -> float:
        policy = self.table.policy(bids, self.hand)
        if policy is None:
            return self._dudo(bids, reach, doubter=self.player)
        return max(self._after(bids, action, reach) for action in policy)

    def _opponent(self, bids: tuple[Bid, ...], reach: list[float]) -> float:
        self._visited += 1
        if self._visited > self.limit:
            raise SearchTooBigError
        other = 1 - self.player
        policies = row_policies(self.table, other, bids)
        actions = _union(policies)
        if not actions:
            return self._dudo(bids, reach, doubter=other)
        dudo = [0.0] * len(reach)
        onward: dict[Bid, list[float]] = {}
        for index, hand in enumerate(self._other_hands):
            if not reach[index]:
                continue
            for action, chance in self.model(bids, hand, policies.get(index), actions).items():
                if chance <= 0:
                    continue
                if isinstance(action, Bid):
                    onward.setdefault(action, [0.0] * len(reach))[index] += reach[index] * chance
                else:
                    dudo[index] += reach[index] * chance
        value = self._dudo(bids, dudo, doubter=other) if any(dudo) else 0.0
        for bid, weights in onward.items():
            value += self._mine((*bids, bid), weights)
        return value

    def _dudo(self, bids: tuple[Bid, ...], reach: list[float], doubter: int) -> float:
        """This player's payoff, weighted by ``reach``, when ``doubter`` doubts the last bid."""
        if not bids:
            return 0.0
        bid = bids[-1]
        bidder = 1 - doubter
        wild = not self.table.split.palifico and bid.face != PACO
        own = count_matching([self.hand], bid.face, wild)
        value = 0.0
        for index, hand in enumerate(self._other_hands):
            if reach[index]:
                true = own + count_matching([hand], bid.face, wild) >= bid.quantity
                winner = bidder if true else doubter
                value += reach[index] if winner == self.player else -reach[index]
        return value


def _union(policies: dict[int, Policy]) -> tuple[Action, ...]:
    """Every action any hand plays, in a fixed order."""
    seen: dict[Action, None] = {}
    for policy in policies.values():
        for action in policy:
            seen.setdefault(action)
    return tuple(seen)
