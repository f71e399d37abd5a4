"""CFR+ over a heads-up round's bid tree, vectorised over hands; values and best responses."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from .tree import FloatArray, IntArray, Tree


@dataclass
class Strategy:
    """A behaviour strategy for both players, level by level.

    ``edge[d][n, h]`` is the chance that the player acting at the parent of node ``n`` (depth
    ``d``) makes the bid leading to it, holding hand ``h``; ``dudo[d][n, h]`` the chance that
    the player acting at node ``n`` calls Dudo. Depth 0 (the root) has no edge and no Dudo.
    """

    edge: list[FloatArray]
    dudo: list[FloatArray]

    @classmethod
    def zeros(cls, tree: Tree) -> Strategy:
        """Return an all-zero strategy shaped for ``tree``."""
        edge: list[FloatArray] = []
        dudo: list[FloatArray] = []
        for depth, level in enumerate(tree.levels):
            size = len(level.bids)
            edge.append(np.zeros((size, len(tree.hands[(depth - 1) % 2]))))
            dudo.append(np.zeros((size, len(tree.hands[depth % 2]))))
        return cls(edge, dudo)

    def normalised(self, tree: Tree) -> Strategy:
        """Return this table of non-negative weights as probabilities, uniform where all zero."""
        result = Strategy.zeros(tree)
        levels = tree.levels
        for depth, level in enumerate(levels):
            has_dudo = depth > 0
            children = (
                _segment_sum(self.edge[depth + 1], level.start, level.end)
                if depth + 1 < len(levels)
                else np.zeros_like(self.dudo[depth])
            )
            total = children + (self.dudo[depth] if has_dudo else 0.0)
            count = (level.end - level.start)[:, None] + (1 if has_dudo else 0)
            empty = total <= 0
            safe = np.where(empty, 1.0, total)
            if has_dudo:
                result.dudo[depth] = np.where(empty, 1.0 / count, self.dudo[depth] / safe)
            if depth + 1 < len(levels):
                parent = levels[depth + 1].parent
                result.edge[depth + 1] = np.where(
                    empty[parent], 1.0 / count[parent], self.edge[depth + 1] / safe[parent]
                )
        return result


def with_seat(tree: Tree, seat_play: Strategy, rest: Strategy, player: int) -> Strategy:
    """Return ``seat_play``'s choices for ``player`` (0 opens) and ``rest``'s for the other."""
    depths = range(len(tree.levels))
    return Strategy(
        [seat_play.edge[d] if (d - 1) % 2 == player else rest.edge[d] for d in depths],
        [seat_play.dudo[d] if d % 2 == player else rest.dudo[d] for d in depths],
    )


@dataclass(frozen=True)
class Play:
    """How one player's choices weigh each node, per level and hand: what the other faces.

    ``reach[d][n, h]`` is the chance that the player's own choices lead to node ``n`` holding
    hand ``h``; ``doubt[d][n, h]`` that and their Dudo there, at the depths where they act (at
    the others it is ``reach``). A mixture of strategies is the mean of their plays, which a
    mixture of behaviour strategies is not.
    """

    reach: list[FloatArray]
    doubt: list[FloatArray]

    @classmethod
    def of(cls, tree: Tree, strategy: Strategy, player: int) -> Play:
        """Return the play of ``player`` following ``strategy``."""
        reaches = reach(tree, strategy, player)
        acts = [depth > 0 and depth % 2 == player for depth in range(len(reaches))]
        doubt = [
            reaches[depth] * strategy.dudo[depth] if acts[depth] else reaches[depth]
            for depth in range(len(reaches))
        ]
        return cls(reaches, doubt)

    @classmethod
    def mean(cls, plays: Sequence[Play], weights: Sequence[float] | None = None) -> Play:
        """Return the mixture of ``plays``, equally weighted unless ``weights`` are given."""
        share = list(weights) if weights is not None else [1.0 / len(plays)] * len(plays)
        depths = range(len(plays[0].reach))
        return cls(
            [_weighted([play.reach[d] for play in plays], share) for d in depths],
            [_weighted([play.doubt[d] for play in plays], share) for d in depths],
        )


def _weighted(arrays: Sequence[FloatArray], weights: Sequence[float]) -> FloatArray:
    """Return the sum of ``arrays``, each times its weight."""
    total = np.zeros_like(arrays[0])
    for array, weight in zip(arrays, weights, strict=True):
        total += weight * array
    return total


@dataclass(frozen=True)
class Restraint:
    """A restricted Nash response for ``player``: the other plays ``play`` with ``weight``.

    With chance ``weight`` the opponent is held to a fixed ``play`` (a population's, say),
    otherwise free; ``player``'s average then converges to the strategy that maximises
    ``weight`` times what it wins against that play plus ``1 - weight`` times what it keeps
    against a best responder (Johanson, Zinkevich and Bowling, "Computing robust
    counter-strategies", 2007). At a small weight it is an equilibrium, or close to one,
    chosen for what it wins against the play.
    """

    player: int
    play: Play
    weight: float


def _segment_sum(values: FloatArray, start: IntArray, end: IntArray) -> FloatArray:
    """Sum rows ``start[n]`` to ``end[n] - 1`` of ``values`` for each ``n`` (empty: zero).

    Segments are consecutive and cover ``values``, as a level's children do.
    """
    result = np.zeros((len(start), values.shape[1]))
    nonempty = np.flatnonzero(end > start)
    if len(nonempty):
        result[nonempty] = np.add.reduceat(values, start[nonempty], axis=0)
    return result


def reach(tree: Tree, strategy: Strategy, player: int) -> list[FloatArray]:
    """Return, per level, the chance ``player``'s own choices lead to each node, per hand."""
    levels = tree.levels
    reaches = [np.ones((1, len(tree.hands[player])))]
    for depth in range(1, len(levels)):
        above = reaches[-1][levels[depth].parent]
        reaches.append(above * strategy.edge[depth] if (depth - 1) % 2 == player else above)
    return reaches


Update = Callable[[int, FloatArray, FloatArray, FloatArray], None]
"""Called per level where the traverser acts: depth, node values, child values, Dudo values."""


def values(
    tree: Tree,
    strategy: Strategy,
    player: int,
    best: bool = False,
    update: Update | None = None,
    against: Play | None = None,
) -> list[FloatArray]:
    """Return ``player``'s counterfactual values per level, node and hand.

    The other player plays ``strategy`` (chance weights included), or ``against`` when given;
    ``player`` plays ``strategy`` too, or a best response when ``best``. ``update`` sees each
    level where ``player`` acts.
    """
    other = 1 - player
    other_reach = reach(tree, strategy, other) if against is None else against.reach
    weights = tree.weights[other]
    levels = tree.levels
    result: list[FloatArray] = [np.zeros(0)] * len(levels)
    for depth in range(len(levels) - 1, -1, -1):
        level = levels[depth]
        actor = depth % 2
        dudo = np.zeros((len(level.bids), len(tree.hands[player])))
        if depth:
            if against is not None and actor == other:
                at_dudo = against.doubt[depth] * weights
            else:
                at_dudo = other_reach[depth] * weights
                if actor == other:
                    at_dudo = at_dudo * strategy.dudo[depth]
            sign = 1.0 if player != actor else -1.0  # the bidder wins when the bid is true
            for code, rows in level.groups:
                table = tree.truth[code]
                dudo[rows] = sign * (at_dudo[rows] @ (table.T if player == 0 else table))
        last = depth + 1 == len(levels)
        child = np.zeros((0, dudo.shape[1])) if last else result[depth + 1]
        if actor == other:
            result[depth] = dudo + _segment_sum(child, level.start, level.end)
            continue
        if best:
            result[depth] = _segment_max(child, level.start, level.end, dudo, depth > 0)
            continue
        edge = strategy.edge[depth + 1] if depth + 1 < len(levels) else child
        node = _segment_sum(child * edge, level.start, level.end)
        if depth:
            node = node + dudo * strategy.dudo[depth]
        result[depth] = node
        if update is not None:
            update(depth, node, child, dudo)
    return result


def _segment_max(
    child: FloatArray, start: IntArray, end: IntArray, dudo: FloatArray, has_dudo: bool
) -> FloatArray:
    best = np.where(has_dudo, dudo, -np.inf) * np.ones_like(dudo)
    nonempty = np.flatnonzero(end > start)
    if len(nonempty):
        maxima = np.maximum.reduceat(child, start[nonempty], axis=0)
        best[nonempty] = np.maximum(best[nonempty], maxima)
    return best


def root_value(tree: Tree, node_values: list[FloatArray], player: int) -> float:
    """Return ``player``'s expected value at the root from their counterfactual values."""
    return float(node_values[0][0] @ tree.weights[player])


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What a strategy pair is worth to the opener, and how far from equilibrium it is.

    Attributes:
        value: the opener's expected payoff per round (±1 per die).
        best_opener: what a best-responding opener wins against the responder's strategy.
        best_responder: what a best-responding responder wins against the opener's strategy.
    """

    value: float
    best_opener: float
    best_responder: float

    @property
    def exploitability(self) -> float:
        """The mean gain of a best responder over the equilibrium, over both seats."""
        return (self.best_opener + self.best_responder) / 2


def evaluate(tree: Tree, strategy: Strategy) -> Evaluation:
    """Return the value of ``strategy`` for the opener and both best responses to it."""
    return Evaluation(
        root_value(tree, values(tree, strategy, 0), 0),
        root_value(tree, values(tree, strategy, 0, best=True), 0),
        root_value(tree, values(tree, strategy, 1, best=True), 1),
    )


class CfrPlus:
    """CFR+ with alternating updates and linearly weighted averages.

    Regrets are floored at zero after every update; the average strategy weighs iteration
    ``t`` by ``t`` (Tammelin et al., 2015).
    """

    def __init__(self, tree: Tree, restraint: Restraint | None = None) -> None:
        """Solve ``tree``; with a ``restraint``, its player's restricted Nash response."""
        self.tree = tree
        self.restraint = restraint
        self.iterations = 0
        self._regret = Strategy.zeros(tree)
        self._sum = Strategy.zeros(tree)
        self.current = self._regret.normalised(tree)

    def run(self, iterations: int) -> None:
        """Run ``iterations`` more iterations."""
        for _ in range(iterations):
            self.iterations += 1
            for player in (0, 1):
                self._iterate(player)

    def average(self) -> Strategy:
        """Return the average strategy: the one that converges to an equilibrium."""
        return self._sum.normalised(self.tree)

    def _facing(self, player: int) -> Play | None:
        """The play ``player`` answers: the restraint's mixture for its player, else None."""
        restraint = self.restraint
        if restraint is None or restraint.player != player:
            return None
        free = Play.of(self.tree, self.current, 1 - player)
        held = restraint.weight
        return Play.mean([restraint.play, free], [held, 1.0 - held])

    def _iterate(self, player: int) -> None:
        tree = self.tree
        regret, current = self._regret, self.current
        levels = tree.levels

        def update(depth: int, node: FloatArray, child: FloatArray, dudo: FloatArray) -> None:
            if depth + 1 < len(levels):
                parent = levels[depth + 1].parent
                gained = regret.edge[depth + 1] + child - node[parent]
                regret.edge[depth + 1] = np.maximum(gained, 0.0)
            if depth:
                regret.dudo[depth] = np.maximum(regret.dudo[depth] + dudo - node, 0.0)

        values(tree, current, player, update=update, against=self._facing(player))
        own = reach(tree, current, player)
        weight = float(self.iterations)
        for depth in range(len(levels)):
            if depth % 2 != player:
                continue
            if depth:
                self._sum.dudo[depth] += weight * own[depth] * current.dudo[depth]
            if depth + 1 < len(levels):
                parent = levels[depth + 1].parent
                step = own[depth][parent] * current.edge[depth + 1]
                self._sum.edge[depth + 1] += weight * step
        fresh = regret.normalised(tree)
        for depth in range(len(levels)):
            if depth % 2 == player:
                current.dudo[depth] = fresh.dudo[depth]
                if depth + 1 < len(levels):
                    current.edge[depth + 1] = fresh.edge[depth + 1]
