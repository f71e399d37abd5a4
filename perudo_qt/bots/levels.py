"""The levels of play, as data: what each level knows, forgets and infers."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .personality import Personality


@dataclass(frozen=True, slots=True)
class Level:
    """What separates an easy opponent from a hard one.

    Attributes:
        name: the level's id ("easy", "normal", "hard").
        miscount_chance: chance per decision of misjudging the dice in play by one or two.
        forget_wild_chance: chance per decision of forgetting that pacos are wild.
        blunder_chance: chance per turn facing a bid that its raise is picked carelessly,
            almost at random; it doubts instead when that raise looks worse than Dudo (an
            opening is never careless).
        calza_scale: multiplies the personality's Calza appetite (Easy rarely calls Calza).
        inference: how much the bot reads into opponents' bids this round (0 = not at all).
        crowd_inference: the same with three players or more, where a single bid says less
            about its bidder's dice (None: as ``inference``).
        palifico_reading: how surely it takes a palifico opening to show the opener's one die.
        mixing: softmax temperature over its best options, so no fixed rule can exploit it.
        models_reading: how much it expects the next player to read its own bid.
        adaptive: it learns each opponent's reading from revealed rounds instead.
        play_on_value: what it thinks a raise is worth when the next player does not doubt it.
        doubt_model: the odds below which it expects the next player to doubt a bid.
        look_ahead_dice: with at most this many dice in play, it plays each of its best options
            out to the round's end over dealt hidden dice instead of estimating (0 = never).
        look_ahead_deals: how many deals it plays each option out over.
        look_ahead_heads_up_deals: the same heads-up, where each deal is cheaper to play out
            and the plan decides every round (0: ``look_ahead_deals``).
        look_ahead_raises: how many of its best-looking raises it plays out, besides Dudo.
        look_ahead_models: who it imagines each opponent plays like, per opponent the one that
            fits them best: "normal" (a Normal player without its lapses), "threshold" (a
            plain odds player), "hard" (Hard's estimates, without its look-ahead) or "claimer"
            (the simple Dudo player of Neller and Knauss: the strongest claim true at even
            odds, else Dudo).
        look_ahead_trusting: heads-up, it looks ahead from the first round, before a model
            fits, and weighs each raise's played-out value against its estimate by how careful
            the next player's answers have shown them; its Dudo, unless the evidence says its
            models built like ours foresee them, weighs every model by how far it explains
            their bids (see ``perudo_qt.bots.estimating.DOUBT_ESTIMATE_WEIGHT``); at a bigger
            table it looks ahead once a model fits every opponent, and weighs each raise and
            its Dudo by how far the model has foreseen the next player (else it looks ahead
            only once a model fits them all, unweighed).
        look_ahead_doubt_only: on a trusting level, it plays out its Dudo alone, whose
            played-out chance stands against anyone, and its best ``look_ahead_raises`` raises
            keep their estimates (how Expert departs from its table in a solved round against
            a stranger; see ``perudo_qt.bots.expert.StrangerPlay``).
        crowd_prior_reading: at a table of three or more, how much it expects a player whose
            doubts it has not read yet to read its bids (1 = fully, as Normal nearly does;
            0 = not at all, as a plain odds player and most players not built like ours).
        look_ahead_face_tilt: heads-up, how much more a deal of the hidden dice counts per die
            a bidder holds of their bid's face (log-factor per die; 0 = no more).
        simple_estimates: at a table of three or more, the simpler level whose estimates it
            plays against players whose revealed choices do not show its models foresee them
            (see ``perudo_qt.bots.evidence``); None: its own everywhere.
        personality: the style it plays with unless given another.
    """

    name: str
    miscount_chance: float = 0.0
    forget_wild_chance: float = 0.0
    blunder_chance: float = 0.0
    calza_scale: float = 1.0
    inference: float = 0.0
    crowd_inference: float | None = None
    palifico_reading: float = 0.0
    mixing: float = 0.0
    models_reading: float = 0.0
    adaptive: bool = False
    play_on_value: float = 0.9
    doubt_model: float = 0.5
    look_ahead_dice: int = 0
    look_ahead_deals: int = 24
    look_ahead_heads_up_deals: int = 0
    look_ahead_raises: int = 4
    look_ahead_models: tuple[str, ...] = ("normal", "threshold")
    look_ahead_trusting: bool = False
    look_ahead_doubt_only: bool = False
    crowd_prior_reading: float = 1.0
    look_ahead_face_tilt: float = 0.0
    simple_estimates: Level | None = None
    personality: Personality = field(default_factory=Personality)

    def inference_at(self, players: int) -> float:
        """Return how much to read into bids with ``players`` players still in."""
        if players > 2 and self.crowd_inference is not None:
            return self.crowd_inference
        return self.inference


EASY = Level(
    "easy",
    miscount_chance=0.4,
    forget_wild_chance=0.25,
    blunder_chance=0.15,
    calza_scale=0.2,
    personality=Personality(bluffing=0.2, boldness=0.3),
)
NORMAL_WITHOUT_LAPSES = Level(
    "normal",
    inference=0.75,
    palifico_reading=5.0,
    personality=Personality(bluffing=0.0, boldness=0.1),
)
"""Normal's judgement without its lapses: how Expert plays a stranger at a table of three or
more, and the player Hard's and Expert's look-ahead imagine as "normal"."""
NORMAL = replace(NORMAL_WITHOUT_LAPSES, blunder_chance=0.1)
"""A sound player who now and then slips: the step between Easy and Hard against strangers."""
HARD = Level(
    "hard",
    inference=0.75,
    crowd_inference=0.55,
    palifico_reading=5.0,
    adaptive=True,
    crowd_prior_reading=0.0,
    mixing=0.01,
    look_ahead_dice=10,
    personality=Personality(bluffing=0.0, boldness=0.1, suspicion=0.6),
)

EXPERT = replace(
    HARD,
    name="expert",
    look_ahead_dice=20,
    look_ahead_deals=32,
    look_ahead_heads_up_deals=96,
    look_ahead_models=("normal", "threshold", "hard", "claimer"),
    look_ahead_trusting=True,
    look_ahead_face_tilt=0.75,
    simple_estimates=NORMAL_WITHOUT_LAPSES,
)
"""What Expert plays outside its solved endgames (see ``perudo_qt.bots.expert.ExpertBot``)."""

LEVELS: dict[str, Level] = {level.name: level for level in (EASY, NORMAL, HARD, EXPERT)}
"""The built-in levels by name, weakest first."""
