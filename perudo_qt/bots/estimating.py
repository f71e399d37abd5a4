"""The built-in opponents: estimate the odds of every bid, then decide in character."""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from perudo_qt.rules import Action, Bid, Calza, Dudo, PlayerView

from .base import Decision
from .beliefs import Beliefs, estimate, next_seat_of
from .evidence import CROWD_EVIDENCE
from .fixed import ThresholdBot
from .levels import HARD, NORMAL, NORMAL_WITHOUT_LAPSES, Level
from .lookahead import Policy, RoundPlanner
from .odds import own_matches
from .opponents import DEFAULT_MODEL, JudgeModel, OpponentModel
from .personality import Personality
from .reasons import Reason, ReasonKind
from .strangers import Habits, StrangerBot
from .tracking import dice_counts

log = logging.getLogger(__name__)

RAISE_SPAN = 6
"""How many quantities per face, from the least legal one, a bot weighs when raising."""

OPENING_TABLE = 4
"""With at least this many players in, a bot opens as high as its personality's ``opening``."""

CLAIMER_CHANCE = 0.5
"""The "claimer" look-ahead model bids the strongest claim true with at least this chance."""

BLUFF_SHARE = 0.5
"""A raise a bot chose becomes a bluff with chance its personality's bluffing times this."""

BELIEVED_FALSE = 0.5
"""A bid a bot gives less than this chance it believes false: raising to one is a bluff."""

BLUFF_FLOOR = 0.3
"""The least chance, by its own estimate, of a bid a bot bluffs with: below it a bluff is
doubted and lost too often (README, "Personalities that cost less")."""

OURS = ("normal", "hard")
"""The look-ahead models built like our levels: a player they foresee is of our kind. A plain
odds player ("threshold") is foreseen as well by a stranger's plain odds rule, so it is no
evidence that our modelled estimates fit."""


DOUBT_ESTIMATE_WEIGHT = 0.02
"""Where a trusting level weighs its Dudo over its look-ahead's models (heads-up; see
``EstimatingBot._look_ahead``), how much its own estimate counts beside them, as a share of
deals a model explains: each model counts by the share of deals under which it would have made
the next player's bids this round, times the share of their revealed choices it made; most
strangers' bids every model explains in few deals or none (README, "Expert's Dudo weighed over
every model")."""


@dataclass(frozen=True, slots=True)
class _Option:
    """One action weighed: its value, the decision, and for a raise the bluff to make instead."""

    value: float
    decision: Decision
    bluff: Decision | None = None


class EstimatingBot:
    """A bot of any level and personality: both are data, the reasoning is shared.

    It scores Dudo by the chance the standing bid is false, a raise by the chance it is true,
    and Calza by the chance the count is exact; its personality tilts those scores and picks
    among near-equal raises, and its level decides what it forgets or infers. With few dice
    left, a level that looks ahead scores Dudo and its best raises by playing the round out
    instead (see ``RoundPlanner``), with a Normal player without its lapses or a plain odds player
    (the threshold yardstick) as the model of each seat, whichever plays like them. A level with
    ``simple_estimates`` (Expert) plays that simpler level's estimates at a table of three or
    more whenever the other players' revealed choices show its models do not foresee them.
    """

    def __init__(
        self, level: Level = NORMAL, personality: Personality | None = None, name: str = ""
    ) -> None:
        self.level = level
        self.personality = personality or level.personality
        self.name = name or level.name
        self._opponents = OpponentModel()
        self._planner: RoundPlanner | None = None
        if level.look_ahead_dice:
            models = [look_ahead_model(name) for name in level.look_ahead_models]
            self._planner = RoundPlanner(
                models,
                level.look_ahead_deals,
                level.look_ahead_face_tilt,
                level.look_ahead_heads_up_deals,
            )
        self._simple: EstimatingBot | None = None
        self._ours = [index for index, name in enumerate(level.look_ahead_models) if name in OURS]
        if level.simple_estimates is not None:
            self._simple = EstimatingBot(level.simple_estimates, personality, self.name)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick a bid, Dudo or Calza on this bot's turn."""
        simple = self._simple_for(view)
        if simple is not None:
            return simple.choose(view, legal, rng)
        beliefs = self._estimate(view, rng)
        bids = [action for action in legal if isinstance(action, Bid)]
        candidates = self._candidates(view, bids, beliefs)
        outlook = self._look_ahead(view, legal, candidates, beliefs, rng)
        options: list[_Option] = []
        standing = view.current_bid
        if bids:
            options.append(self._raise_option(candidates, beliefs, rng, outlook, standing))
        if standing is not None and Dudo() in legal:
            options.append(self._dudo_option(standing, beliefs, options, outlook))
        if Calza() in legal and standing is not None:
            calza = self._calza_option(view, standing, beliefs)
            if calza is not None:
                options.append(calza)
        picked = self._pick(options, rng)
        chosen = picked.decision if picked.bluff is None else picked.bluff
        decision = _with_basis(chosen, view, beliefs)
        log.debug("%s (seat %d): %s, %s", self.name, view.seat, decision.action, decision.reason)
        return decision

    def option_values(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> dict[Action, float]:
        """Return what its estimates make of the raises it weighs and of Dudo, by their chance.

        A raise is worth the chance it keeps the bot's dice (doubted, the chance it is true;
        else what playing on is worth), Dudo the chance the standing bid is false, tilted by
        its suspicion: the values ``choose`` compares when it does not look ahead, before its
        lapses and its personality's bluffs. They are measured against what the other players
        then do in ``benchmarks/table_decisions.py``.
        """
        beliefs = self._estimate(view, rng)
        bids = [action for action in legal if isinstance(action, Bid)]
        candidates = self._candidates(view, bids, beliefs)
        values: dict[Action, float] = {
            bid: _raise_value(bid, beliefs, self.level) for bid in candidates
        }
        standing = view.current_bid
        if standing is not None and Dudo() in legal:
            values[Dudo()] = 1.0 - beliefs.at_least(standing) + self._suspicion_bias()
        return values

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Call Calza out of turn when the exact count looks likely enough."""
        simple = self._simple_for(view)
        if simple is not None:
            return simple.consider_calza(view, rng)
        standing = view.current_bid
        if standing is None:
            return None
        beliefs = self._estimate(view, rng)
        option = self._calza_option(view, standing, beliefs)
        if option is None or option.value < self._calza_threshold(view) + 0.05:
            return None
        return _with_basis(option.decision, view, beliefs)

    def _simple_for(self, view: PlayerView) -> EstimatingBot | None:
        """Return the simpler bot to decide for it here, or None to decide itself.

        At a table of three or more, a level with ``simple_estimates`` plays them unless the
        evidence of the other players' revealed choices, weighed per player and averaged over
        the players still in, shows that its models built like our levels (``OURS``) foresee
        them (see ``perudo_qt.bots.evidence``).
        """
        planner = self._planner
        if self._simple is None or planner is None or len(view.active_seats) <= 2:
            return None
        planner.read_players(view)
        seats = [seat for seat in view.active_seats if seat != view.seat]
        return None if self._foreseen_as_ours(planner, seats) else self._simple

    def foresees(self, view: PlayerView, seat: int) -> bool:
        """Whether ``seat``'s revealed choices show its models built like our levels foresee them.

        The evidence is weighed as at a table (``_foreseen_as_ours``); before any reveal it
        leans to our kind. A level that does not look ahead has no models, and foresees all.
        """
        planner = self._planner
        if planner is None:
            return True
        planner.read_players(view)
        return self._foreseen_as_ours(planner, [seat])

    def _foreseen_as_ours(self, planner: RoundPlanner, seats: Sequence[int]) -> bool:
        """Whether the evidence, averaged over ``seats``, says they are players of our kind.

        That is, whether their revealed choices (read by ``planner``) show that its models
        built like our levels (``OURS``) foresee them (see ``perudo_qt.bots.evidence``).
        """
        odds = [CROWD_EVIDENCE.log_odds(*planner.foreseen(seat, self._ours)) for seat in seats]
        return sum(odds) / len(odds) > 0.0

    def _estimate(self, view: PlayerView, rng: random.Random) -> Beliefs:
        if not self.level.adaptive:
            return estimate(view, self.level, rng)
        self._opponents.update(view)
        crowd_prior = JudgeModel(self.level.crowd_prior_reading, DEFAULT_MODEL.threshold)
        judge = self._opponents.model(next_seat_of(view), len(view.active_seats) == 2, crowd_prior)
        return estimate(view, self.level, rng, judge)

    def _candidates(self, view: PlayerView, bids: list[Bid], beliefs: Beliefs) -> list[Bid]:
        """Return the raises worth weighing: per face, the fewest dice it would bid.

        Opening a round at a table of ``OPENING_TABLE`` or more, it bids no fewer of a face
        than its personality's ``opening`` share of the count it expects of it.
        """
        share = self.personality.opening
        if view.current_bid is not None or len(view.active_seats) < OPENING_TABLE or not share:
            return _lowest_per_face(bids, RAISE_SPAN)
        floors = {face: max(round(share * beliefs.expected(face)), 1) for face in beliefs.own}
        high_enough = [bid for bid in bids if bid.quantity >= floors[bid.face]]
        return _lowest_per_face(high_enough or bids, RAISE_SPAN)

    def _look_ahead(
        self,
        view: PlayerView,
        legal: Sequence[Action],
        candidates: list[Bid],
        beliefs: Beliefs,
        rng: random.Random,
    ) -> dict[Action, float] | None:
        """Per option worth playing out, the chance to keep every die; None when not looking.

        A level looks ahead once a model fits every opponent; a trusting one heads-up from the
        first round. A trusting level weighs each raise's played-out chance against its
        estimate (``_raise_value``): heads-up by how far the next player's answers have shown
        them careful (a careless player's doubts catch the raises a plan for careful answers
        makes), at a bigger table by how far its model has foreseen the next player. At a
        bigger table its Dudo is weighed the same way against its estimate (the chance the bid
        is false). Heads-up against a player the evidence shows its models built like our
        levels foresee (``_foreseen_as_ours``), the plan's Dudo stands; against a stranger, and
        before any of the next player's choices is revealed, it weighs its Dudo over every
        model instead (``_doubt_by_models``), as a stranger's bids mislead a plan that reads
        them as one of ours would mean them. A level that looks ahead for its Dudo only
        (``look_ahead_doubt_only``) plays out that one option, whose plan stands against
        anyone, and its best ``look_ahead_raises`` raises keep their estimates.
        """
        planner = self._planner
        if planner is None:
            return None
        heads_up = len(view.active_seats) == 2
        trust = 1.0
        answerer = next_seat_of(view)
        if self.level.look_ahead_trusting:
            planner.read_players(view)
            trust = planner.carefulness(answerer) if heads_up else planner.reliance(answerer)
            if trust <= 0.0 and not heads_up:
                return None
        elif not planner.fits_players(view):
            return None
        counts = dice_counts(view)
        if sum(counts) > self.level.look_ahead_dice:
            return None
        estimates: dict[Action, float] = {
            bid: _raise_value(bid, beliefs, self.level) for bid in candidates
        }
        ranked = sorted(candidates, key=estimates.__getitem__, reverse=True)
        options: list[Action] = [*ranked[: self.level.look_ahead_raises]]
        if Dudo() in legal:
            options.append(Dudo())
        if len(options) < 2:
            return None
        standing = view.current_bid
        trusting = self.level.look_ahead_trusting
        plan_stands = trusting and heads_up and self._foreseen_as_ours(planner, [answerer])
        by_models = (
            trusting
            and not self.level.look_ahead_doubt_only
            and heads_up
            and Dudo() in options
            and not (plan_stands and planner.answered(answerer))
        )
        kept: dict[Action, float] = {}
        if by_models and standing is not None:
            kept[Dudo()] = self._doubt_by_models(planner, view, counts, standing, beliefs, rng)
        # A raise the plan is not trusted for at all keeps its estimate: no need to play it out.
        raises_estimated = self.level.look_ahead_doubt_only or trust <= 0.0
        played = [
            option
            for option in options
            if option not in kept and (option == Dudo() or not raises_estimated)
        ]
        if played:
            kept.update(planner.keep_chances(view, counts, played, rng))
        if raises_estimated:
            best = ranked[: self.level.look_ahead_raises]
            kept = {**{bid: estimates[bid] for bid in best}, **kept}
        if self.level.look_ahead_doubt_only or not trusting:
            return kept
        if standing is not None and not plan_stands and not by_models:
            estimates[Dudo()] = 1.0 - beliefs.at_least(standing)
        return {
            option: trust * chance + (1.0 - trust) * estimates[option]
            if option in estimates
            else chance
            for option, chance in kept.items()
        }

    def _doubt_by_models(
        self,
        planner: RoundPlanner,
        view: PlayerView,
        counts: Sequence[int],
        standing: Bid,
        beliefs: Beliefs,
        rng: random.Random,
    ) -> float:
        """Return the chance ``standing`` is false, each model's counted by how far it explains.

        Each of the look-ahead's models counts by the share of deals under which it would have
        made the next player's bids this round, times the share of their revealed choices it
        made (``RoundPlanner.shares_foreseen``), its own estimate by ``DOUBT_ESTIMATE_WEIGHT``:
        against a player of our kind the models built like our levels explain the bids and
        their chance carries it; against a stranger, whose bids every model explains in few
        deals, the estimate counts for more.
        """
        doubts = planner.doubts_by_model(view, counts, rng)
        shares = planner.shares_foreseen(next_seat_of(view))
        estimate = 1.0 - beliefs.at_least(standing)
        weighed, total = DOUBT_ESTIMATE_WEIGHT * estimate, DOUBT_ESTIMATE_WEIGHT
        for share, doubt in zip(shares, doubts, strict=True):
            weighed += share * doubt.explains * doubt.false_chance
            total += share * doubt.explains
        return weighed / total

    def _raise_option(
        self,
        candidates: list[Bid],
        beliefs: Beliefs,
        rng: random.Random,
        outlook: dict[Action, float] | None,
        standing: Bid | None,
    ) -> _Option:
        """Return its raise, or a careless one over the ``standing`` bid by the level's lapses.

        By its bluffing, now and then the raise carries a bluff to make instead should it be
        picked (see ``_bluff``): bluffing shapes how it raises, never whether it raises rather
        than doubting.
        """
        traits = self.personality
        lapses = self.level.blunder_chance if standing is not None else 0.0
        if lapses and rng.random() < lapses:
            bid = rng.choice(_lowest_per_face(candidates))
            chance = beliefs.at_least(bid)
            return _Option(
                chance, Decision(bid, Reason(ReasonKind.CARELESS, chance=chance), chance)
            )
        bluffing = rng.random() < traits.bluffing * BLUFF_SHARE
        bluff = self._bluff(candidates, beliefs) if bluffing else None
        if outlook is not None:
            scored = [(value, bid) for bid, value in outlook.items() if isinstance(bid, Bid)]
        else:
            scored = [(_raise_value(bid, beliefs, self.level), bid) for bid in candidates]
        best = max(value for value, _ in scored)
        margin = 0.01 + 0.1 * traits.boldness
        near_best = [item for item in scored if item[0] >= best - margin]
        if rng.random() < traits.boldness:
            value, bid = max(near_best, key=lambda item: (item[1].quantity, item[0]))
        else:
            value, bid = max(near_best, key=lambda item: (item[0], -item[1].quantity))
        chance = beliefs.at_least(bid)
        if outlook is not None and not self.level.look_ahead_doubt_only:
            how = ReasonKind.WEIGHED if self.level.look_ahead_trusting else ReasonKind.PLAYED_OUT
            reason = Reason(how, chance=chance, kept=value)
        else:
            doubt = beliefs.doubt_chance(bid)
            reason = Reason(ReasonKind.LIKELY_RAISE, chance=chance, doubt=doubt)
        if bluff is not None and bluff.action == bid:
            bluff = None
        return _Option(value, Decision(bid, reason, chance), bluff)

    def _bluff(self, candidates: list[Bid], beliefs: Beliefs) -> Decision | None:
        """Return the bluff worth most against the next player's doubts, if there is one.

        A bluff is a raise it believes false, but true at least ``BLUFF_FLOOR`` of the time. It
        is weighed by its estimate (``_raise_value``), even when the bot looks ahead: the
        played-out values cover only the raises it judged best.
        """
        bluffs = [
            bid for bid in candidates if BLUFF_FLOOR <= beliefs.at_least(bid) < BELIEVED_FALSE
        ]
        if not bluffs:
            return None
        bid = max(bluffs, key=lambda bluff: _raise_value(bluff, beliefs, self.level))
        chance = beliefs.at_least(bid)
        return Decision(bid, Reason(ReasonKind.BLUFF, chance=chance), chance)

    def _dudo_option(
        self,
        standing: Bid,
        beliefs: Beliefs,
        options: list[_Option],
        outlook: dict[Action, float] | None,
    ) -> _Option:
        chance = beliefs.at_least(standing)
        bias = self._suspicion_bias()
        if outlook is not None:
            kept = outlook[Dudo()]
            reason = Reason(ReasonKind.PLAYED_OUT, chance=chance, kept=kept)
            return _Option(kept + bias, Decision(Dudo(), reason, chance))
        raise_value = options[0].value if options else 0.0
        threshold = min(max(1.0 - raise_value + bias, 0.0), 1.0)
        reason = Reason(ReasonKind.DUDO, chance=chance, threshold=threshold)
        return _Option(1.0 - chance + bias, Decision(Dudo(), reason, chance))

    def _suspicion_bias(self) -> float:
        """How much its suspicion adds to Dudo's value (none for a suspicion of one half)."""
        return (self.personality.suspicion - 0.5) * 0.3

    def _calza_threshold(self, view: PlayerView) -> float:
        appetite = self.personality.calza_appetite * self.level.calza_scale
        threshold = 0.6 - 0.35 * appetite
        if len(view.own_dice) >= view.options.dice_per_player:
            threshold += 0.15  # nothing to win back: only the risk remains
        return threshold

    def _calza_option(self, view: PlayerView, standing: Bid, beliefs: Beliefs) -> _Option | None:
        chance = beliefs.exactly(standing)
        threshold = self._calza_threshold(view)
        if chance < threshold:
            return None
        reason = Reason(ReasonKind.CALZA, chance=chance, threshold=threshold)
        return _Option(chance, Decision(Calza(), reason, chance))

    def _pick(self, options: list[_Option], rng: random.Random) -> _Option:
        """Return the option worth most, or one drawn by value at the level's ``mixing``."""
        temperature = self.level.mixing
        if temperature <= 0 or len(options) == 1:
            return max(options, key=lambda option: option.value)
        top = max(option.value for option in options)
        weights = [math.exp((option.value - top) / temperature) for option in options]
        return rng.choices(options, weights)[0]


def _with_basis(decision: Decision, view: PlayerView, beliefs: Beliefs) -> Decision:
    """Add to ``decision``'s reason what it rests on: the bot's dice that count, its lapses.

    The dice are counted as the rules count them; the lapses are those ``beliefs`` rest on.
    """
    action, reason = decision.action, decision.reason
    bid = action if isinstance(action, Bid) else view.current_bid
    if bid is None or not isinstance(reason, Reason):
        return decision
    held = own_matches(view.own_dice, bid.face, view.pacos_wild)
    return replace(decision, reason=replace(reason, held=held, lapses=beliefs.lapses))


def look_ahead_model(name: str) -> Policy:
    """Return the look-ahead's model of a player who plays like ``name``."""
    if name == "threshold":
        return ThresholdBot()
    if name == "claimer":
        return StrangerBot(0, Habits("simple", claim_at=CLAIMER_CHANCE))
    if name == "hard":
        return EstimatingBot(replace(HARD, look_ahead_dice=0))
    return EstimatingBot(NORMAL_WITHOUT_LAPSES)


def _raise_value(bid: Bid, beliefs: Beliefs, level: Level) -> float:
    """Score a raise: if doubted, the chance it is true; else what playing on is worth."""
    # The doubt chance can pass 1 by a rounding error; a raise's value stays a chance.
    doubt = min(beliefs.doubt_chance(bid), 1.0)
    return doubt * beliefs.at_least(bid) + (1.0 - doubt) * level.play_on_value


def _lowest_per_face(bids: Sequence[Bid], span: int = 1) -> list[Bid]:
    """Return, for each face among ``bids``, its ``span`` bids with the fewest dice."""
    by_face: dict[int, list[Bid]] = {}
    for bid in bids:
        by_face.setdefault(bid.face, []).append(bid)
    lowest: list[Bid] = []
    for face_bids in by_face.values():
        lowest.extend(sorted(face_bids, key=lambda bid: bid.quantity)[:span])
    return lowest
