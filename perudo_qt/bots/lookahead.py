"""Looking ahead: play the rest of a round out over dealt hidden dice to score each option."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from perudo_qt.rules import (
    FACES,
    Action,
    Bid,
    BidMade,
    Calza,
    DiceRevealed,
    Dudo,
    DudoCalled,
    Event,
    PlayerView,
    RaiseContext,
    RoundStarted,
    count_matching,
    turn_actions,
)

from .base import Decision
from .tracking import RevealedRounds

MISMATCH_WEIGHT = 0.05
"""How much a deal counts, per bid of this round the model would not have made with its dice."""

FIT_NEEDED = 0.8
"""The share of an opponent's revealed choices a model must reproduce to stand for them."""

FIT_EVIDENCE = 5
"""How many of an opponent's revealed choices it takes before a model can stand for them."""

PRIOR_TRUST = 0.8
"""How far a model is trusted to foresee an opponent before any of their choices is revealed."""

PRIOR_CHOICES = 5
"""How many revealed choices that first trust weighs as (see ``RoundPlanner.trust``)."""

RELIANCE_FROM = 0.6
"""The share of an opponent's choices foreseen above which the plan is relied on at all at a
table of three or more, and where a stranger starts (see ``RoundPlanner.reliance``)."""

RELIED_FROM = 0.85
"""The share of an opponent's choices foreseen from which the plan is fully relied on there."""

CARELESS_BELOW = 0.86
"""The share of an opponent's answers foreseen, Dudo or not, below which they count as careless."""

CAREFUL_FROM = 0.94
"""The share of an opponent's answers foreseen from which they count as fully careful."""

Hand = tuple[int, ...]
_Situation = tuple[int, int, Hand, tuple[BidMade, ...]]
"""A model's index, the seat it plays, that seat's dice and the bids before its choice."""


@dataclass(frozen=True, slots=True)
class ModelDoubt:
    """What one model makes of the standing bid, over deals of the hidden dice.

    Attributes:
        explains: the share of deals under which the model, standing for every other seat,
            would have made each of their bids this round.
        false_chance: the chance the standing bid is false, over the deals weighed as
            ``RoundPlanner.keep_chances`` weighs them with this model standing for them.
    """

    explains: float
    false_chance: float


class Policy(Protocol):
    """Who plays every seat in the rounds the planner imagines."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick one of ``legal`` for ``view.seat``."""
        ...


class RoundPlanner:
    """Scores a seat's options by playing the round to its end over deals of the hidden dice.

    Each opponent is played by the model of the given ``models`` that best fits them (see
    ``read_players``); the planning seat by the first model. Each other seat's dice are dealt
    at random, and a deal counts as much as it explains that seat's bids so far this round:
    for each bid its model would not have made with those dice, the deal weighs
    ``MISMATCH_WEIGHT`` times less; heads-up, it also weighs ``exp(face_tilt)`` times more
    for each die its bidder holds of each bid's face, as players bid what they hold whether
    or not a model would have made their exact bid. From every deal, each option is played
    out with the models choosing for every seat until a Dudo ends the round. The imagined
    rounds have no Calza after the option itself.
    """

    def __init__(
        self,
        models: Sequence[Policy],
        deals: int,
        face_tilt: float = 0.0,
        heads_up_deals: int = 0,
    ) -> None:
        self.models = tuple(models)
        self.deals = deals
        self.heads_up_deals = heads_up_deals or deals
        self.face_tilt = face_tilt
        self._choices: dict[_Situation, Action] = {}
        self._matched: dict[int, list[int]] = {}
        self._answered: dict[int, int] = {}
        self._doubts_matched: dict[int, list[int]] = {}
        self._doubts_answered: dict[int, int] = {}
        self._model_of: dict[int, int] = {}
        self._rounds = RevealedRounds()

    def fits_players(self, view: PlayerView) -> bool:
        """Whether a model plays like each active opponent, judged on their revealed choices.

        A model that does not play like the opponents would mislead the plan, so a model
        stands for an opponent (see ``read_players``) once it has made at least
        ``FIT_NEEDED`` of their choices (``FIT_EVIDENCE`` or more) with their dice.
        """
        self.read_players(view)
        for seat in view.active_seats:
            if seat == view.seat:
                continue
            answered = self._answered.get(seat, 0)
            matched = self._matched.get(seat, [0])
            if answered < FIT_EVIDENCE or max(matched) < FIT_NEEDED * answered:
                return False
        return True

    def read_players(self, view: PlayerView) -> None:
        """Stand for each opponent the model that made the most of their revealed choices.

        Every round revealed since the last call is replayed, each model choosing for each
        opponent with the dice they held (starting over for a new game). An opponent with
        nothing revealed yet is played by the first model.
        """
        self._replay_revealed_rounds(view)
        self._model_of.clear()
        for seat, matched in self._matched.items():
            self._model_of[seat] = max(range(len(self.models)), key=matched.__getitem__)

    def trust(self, seat: int) -> float:
        """Return how far the model standing for ``seat`` can be trusted to foresee them.

        That is the share of their revealed choices it made, counted as if ``PRIOR_CHOICES``
        earlier choices had matched ``PRIOR_TRUST`` of the time: a stranger starts trusted
        that far, and an opponent whom no model foresees, such as a careless player, soon
        is not.
        """
        return _share_foreseen(self._matched.get(seat, [0]), self._answered.get(seat, 0))

    def reliance(self, seat: int) -> float:
        """Return how far to rely on the plan against ``seat`` at a bigger table, from 0 to 1.

        It rises from 0 at ``RELIANCE_FROM`` to 1 at ``RELIED_FROM`` with the share of their
        revealed choices the best model made, counted as if ``PRIOR_CHOICES`` earlier choices
        had matched ``RELIANCE_FROM`` of the time: a stranger is not relied on until their
        choices show that a model foresees them (the models foresee 0.67 to 0.95 of Hard's
        choices, most strangers' 0.35 to 0.6).
        """
        matched, answered = self._matched.get(seat, [0]), self._answered.get(seat, 0)
        share = _share_foreseen(matched, answered, RELIANCE_FROM)
        return min(max((share - RELIANCE_FROM) / (RELIED_FROM - RELIANCE_FROM), 0.0), 1.0)

    def foreseen(self, seat: int, models: Sequence[int]) -> tuple[int, int]:
        """Return how many of ``seat``'s revealed choices the best of ``models`` made, of how many.

        ``models`` are indices into the planner's models.
        """
        matched = self._matched.get(seat)
        best = max(matched[index] for index in models) if matched else 0
        return best, self._answered.get(seat, 0)

    def shares_foreseen(self, seat: int) -> list[float]:
        """Return, per model, the share of ``seat``'s revealed choices it made.

        Each is counted like ``trust``: as if ``PRIOR_CHOICES`` earlier choices had matched
        ``PRIOR_TRUST`` of the time, so before any reveal every model stands alike.
        """
        answered = self._answered.get(seat, 0)
        matched = self._matched.get(seat, [0] * len(self.models))
        return [_share_foreseen([made], answered) for made in matched]

    def answered(self, seat: int) -> int:
        """Return how many of ``seat``'s choices the revealed rounds have shown."""
        return self._answered.get(seat, 0)

    def carefulness(self, seat: int) -> float:
        """Return how far ``seat``'s answers to a bid have shown them careful, from 0 to 1.

        Their answers are the times they doubted or raised a standing bid; a model foresees
        one when it would have doubted exactly when they did. The share the best model
        foresaw, counted like ``trust`` from ``PRIOR_TRUST`` as if from ``PRIOR_CHOICES``
        answers, rises from 0 at ``CARELESS_BELOW`` to 1 at ``CAREFUL_FROM``. A stranger
        counts as careless until their answers show otherwise: a careless player doubts
        bids a careful one would raise (the models foresee about 0.81 of Easy's answers,
        against 0.90 to 0.94 of Normal's and Hard's).
        """
        share = _share_foreseen(
            self._doubts_matched.get(seat, [0]), self._doubts_answered.get(seat, 0)
        )
        return min(max((share - CARELESS_BELOW) / (CAREFUL_FROM - CARELESS_BELOW), 0.0), 1.0)

    def keep_chances(
        self,
        view: PlayerView,
        counts: Sequence[int],
        options: Sequence[Action],
        rng: random.Random,
    ) -> dict[Action, float]:
        """Return, per option, the chance ``view.seat`` ends the round without losing a die.

        ``counts`` are every seat's dice, as the seat knows them. Heads-up it plays them out
        over ``heads_up_deals`` deals, elsewhere over ``deals``.
        """
        self._choices = {}
        table = _Table(view, counts)
        kept = dict.fromkeys(options, 0.0)
        total_weight = 0.0
        for _ in range(self._deals_for(view)):
            dice = table.deal(rng)
            weight = self._weight(table, dice, rng)
            total_weight += weight
            seed = rng.getrandbits(32)
            for option in options:
                if not self._loses_die(table, dice, option, random.Random(seed)):
                    kept[option] += weight
        return {option: value / total_weight for option, value in kept.items()}

    def doubts_by_model(
        self, view: PlayerView, counts: Sequence[int], rng: random.Random
    ) -> list[ModelDoubt]:
        """Return, per model, how far it explains this round's bids and what it makes of the last.

        ``counts`` are every seat's dice, as the seat knows them; the round must have a
        standing bid. The same deals (as many as ``keep_chances`` plays) serve every model.
        """
        self._choices = {}
        table = _Table(view, counts)
        standing = view.round_bids[-1].bid
        deals = self._deals_for(view)
        explained = [0] * len(self.models)
        weights = [0.0] * len(self.models)
        false_weights = [0.0] * len(self.models)
        for _ in range(deals):
            dice = table.deal(rng)
            matches = count_matching(list(dice.values()), standing.face, view.pacos_wild)
            tilt = self._tilt(view, dice)
            for model in range(len(self.models)):
                mismatches = self._mismatches(table, dice, rng, model)
                weight = tilt * MISMATCH_WEIGHT**mismatches
                explained[model] += mismatches == 0
                weights[model] += weight
                false_weights[model] += weight if matches < standing.quantity else 0.0
        return [
            ModelDoubt(explained[model] / deals, false_weights[model] / weights[model])
            for model in range(len(self.models))
        ]

    def _deals_for(self, view: PlayerView) -> int:
        """Return how many deals to play: ``heads_up_deals`` heads-up, else ``deals``."""
        return self.heads_up_deals if len(view.active_seats) == 2 else self.deals

    def _replay_revealed_rounds(self, view: PlayerView) -> None:
        restarted, rounds = self._rounds.read(view.history)
        if restarted:
            self._matched.clear()
            self._answered.clear()
            self._doubts_matched.clear()
            self._doubts_answered.clear()
        for round_events in rounds:
            self._score_round(view, round_events)

    def _score_round(self, view: PlayerView, events: tuple[Event, ...]) -> None:
        """Count which of the other seats' choices in one revealed round each model makes.

        Answers to a standing bid are counted apart too, by whether each model would have
        doubted when the seat did (see ``carefulness``).
        """
        started, revealed = events[0], events[-1]
        if not isinstance(started, RoundStarted) or not isinstance(revealed, DiceRevealed):
            return
        counts = tuple(len(cup) for cup in revealed.dice)
        round_view = replace(
            view,
            own_dice=revealed.dice[view.seat],
            active_seats=tuple(seat for seat, count in enumerate(counts) if count),
            dice_counts=counts,
            round_bids=(),
            is_palifico_round=started.palifico,
            history=(),
        )
        table = _Table(round_view, counts)
        bids = tuple(event for event in events if isinstance(event, BidMade))
        choices: list[tuple[int, tuple[BidMade, ...], Action]] = [
            (made.seat, bids[:number], made.bid) for number, made in enumerate(bids)
        ]
        choices.extend((e.seat, bids, Dudo()) for e in events if isinstance(e, DudoCalled))
        rng = random.Random(0)
        for seat, before, made in choices:
            if seat == view.seat:
                continue
            shown, legal = table.situation(seat, revealed.dice[seat], before)
            matched = self._matched.setdefault(seat, [0] * len(self.models))
            doubts_matched = self._doubts_matched.setdefault(seat, [0] * len(self.models))
            for number, model in enumerate(self.models):
                choice = model.choose(shown, legal, rng).action
                matched[number] += choice == made
                if before:
                    doubts_matched[number] += (choice == Dudo()) == (made == Dudo())
            self._answered[seat] = self._answered.get(seat, 0) + 1
            if before:
                self._doubts_answered[seat] = self._doubts_answered.get(seat, 0) + 1

    def _weight(self, table: _Table, dice: dict[int, Hand], rng: random.Random) -> float:
        return self._tilt(table.view, dice) * MISMATCH_WEIGHT ** self._mismatches(table, dice, rng)

    def _mismatches(
        self, table: _Table, dice: dict[int, Hand], rng: random.Random, model: int | None = None
    ) -> int:
        """Count this round's bids by other seats their model would not have made with ``dice``.

        Each seat is played by ``model`` if given, else by the model standing for them.
        """
        bids = table.view.round_bids
        return sum(
            self._model_choice(table, dice, made.seat, bids[:number], rng, model) != made.bid
            for number, made in enumerate(bids)
            if made.seat != table.view.seat
        )

    def _tilt(self, view: PlayerView, dice: dict[int, Hand]) -> float:
        """Heads-up, ``exp(face_tilt)`` per die each bidder holds of their bids' faces; else 1."""
        if self.face_tilt <= 0 or len(view.active_seats) != 2:
            return 1.0
        held = sum(
            count_matching([dice[made.seat]], made.bid.face, view.pacos_wild)
            for made in view.round_bids
            if made.seat != view.seat
        )
        return math.exp(self.face_tilt * held)

    def _loses_die(
        self, table: _Table, dice: dict[int, Hand], option: Action, rng: random.Random
    ) -> bool:
        me = table.view.seat
        seat = me
        bids = table.view.round_bids
        action = option
        while isinstance(action, Bid):
            bids = (*bids, BidMade(seat, action))
            seat = table.next_seat(seat)
            action = self._model_choice(table, dice, seat, bids, rng)
        standing = bids[-1]
        matches = count_matching(list(dice.values()), standing.bid.face, table.view.pacos_wild)
        if isinstance(action, Calza):
            return matches != standing.bid.quantity
        loser = seat if matches >= standing.bid.quantity else standing.seat
        return loser == me

    def _model_choice(
        self,
        table: _Table,
        dice: dict[int, Hand],
        seat: int,
        bids: tuple[BidMade, ...],
        rng: random.Random,
        model: int | None = None,
    ) -> Action:
        """Return what ``model`` (else the one standing for ``seat``) plays there with ``dice``."""
        if model is None:
            model = self._model_of.get(seat, 0)
        situation = (model, seat, dice[seat], bids)
        choice = self._choices.get(situation)
        if choice is None:
            view, legal = table.situation(seat, dice[seat], bids)
            choice = self.models[model].choose(view, legal, rng).action
            self._choices[situation] = choice
        return choice


def _share_foreseen(matched: Sequence[int], answered: int, prior: float = PRIOR_TRUST) -> float:
    """Return the best model's share of ``answered`` choices, from ``matched`` per model.

    It is counted as if ``PRIOR_CHOICES`` earlier choices had matched ``prior`` of the time.
    """
    return (max(matched) + prior * PRIOR_CHOICES) / (answered + PRIOR_CHOICES)


class _Table:
    """The public facts of the round being planned, and the views the model is shown."""

    def __init__(self, view: PlayerView, counts: Sequence[int]) -> None:
        self.view = view
        self.counts = tuple(counts)
        self.max_quantity = sum(counts)  # a higher bid is surely false: nobody would make it
        self._options = replace(view.options, lost_dice_visible=True)
        self._others = [seat for seat in view.active_seats if seat != view.seat]

    def deal(self, rng: random.Random) -> dict[int, Hand]:
        """Deal every other active seat its dice at random; this seat keeps its own."""
        dice = {self.view.seat: self.view.own_dice}
        for seat in self._others:
            dice[seat] = tuple(sorted(rng.choices(FACES, k=self.counts[seat])))
        return dice

    def next_seat(self, seat: int) -> int:
        """Return the next active seat to the left of ``seat``."""
        seats = self.view.active_seats
        return seats[(seats.index(seat) + 1) % len(seats)]

    def situation(
        self, seat: int, hand: Hand, bids: tuple[BidMade, ...]
    ) -> tuple[PlayerView, tuple[Action, ...]]:
        """Return ``seat``'s view holding ``hand`` after ``bids``, and its legal actions.

        Calza is left out: the imagined round goes on until a Dudo.
        """
        view = self.view
        shown = PlayerView(
            seat=seat,
            players=view.players,
            options=self._options,
            own_dice=hand,
            active_seats=view.active_seats,
            dice_counts=self.counts,
            round_number=view.round_number,
            starting_seat=view.starting_seat,
            current_seat=seat,
            round_bids=bids,
            is_palifico_round=view.is_palifico_round,
            history=(),
        )
        context = RaiseContext.for_bidder(view.options, view.is_palifico_round, len(hand))
        standing = bids[-1].bid if bids else None
        return shown, turn_actions(standing, context, self.max_quantity)
