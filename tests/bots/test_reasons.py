"""Bots give their reasons as data, and the referee keeps a plugin's words as its own text."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots import Decision, ask_turn, make_bot
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.faults import Fault, FaultKind
from perudo_qt.bots.levels import EASY
from perudo_qt.bots.reasons import Lapse, Reason, ReasonKind, reason_from_json, reason_to_json
from perudo_qt.bots.referee import MAX_REASON_LENGTH
from perudo_qt.bots.strangers import StrangerBot
from perudo_qt.rules import Bid, Calza, Dudo, Game, RuleOptions

BUILT_IN = ["easy", "normal", "hard", "expert", "random", "always-dudo", "min-raise", "threshold"]


@pytest.mark.parametrize("spec", BUILT_IN)
def test_every_built_in_bot_gives_a_reason_as_data(spec: str) -> None:
    bots = [make_bot(spec), make_bot("normal"), StrangerBot(7)]
    game = Game(["A", "B", "C"], RuleOptions(calza=True, dice_per_player=2), seed=5)
    rng = random.Random(5)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        decision = bots[seat].choose(game.view_for(seat), game.legal_actions(seat), rng)
        assert type(decision.reason) is Reason, (seat, decision)
        game.apply(decision.action, seat)


def test_a_bots_reason_holds_the_numbers_it_rests_on() -> None:
    game = Game(["A", "B"], seed=3, first_seat=0)
    game.set_round_dice([[2, 2, 2, 1, 6], [3, 3, 4, 5, 6]])
    game.apply(Bid(3, 6))
    decision = make_bot("normal").choose(game.view_for(1), game.legal_actions(1), random.Random(0))
    reason = decision.reason
    assert isinstance(reason, Reason)
    assert reason.chance == decision.probability
    bid = decision.action if isinstance(decision.action, Bid) else Bid(3, 6)
    assert reason.held == sum(die in (bid.face, 1) for die in (3, 3, 4, 5, 6))


@pytest.mark.parametrize(
    ("slips", "lapses"),
    [
        ({"forget_wild_chance": 1.0}, (Lapse.FORGOT_WILD,)),
        ({"miscount_chance": 1.0}, (Lapse.MISCOUNTED,)),
        (
            {"forget_wild_chance": 1.0, "miscount_chance": 1.0},
            (Lapse.FORGOT_WILD, Lapse.MISCOUNTED),
        ),
        ({}, ()),
    ],
)
def test_a_reason_tells_the_slips_its_numbers_rest_on(
    slips: dict[str, float], lapses: tuple[Lapse, ...]
) -> None:
    """Easy holding three pacos gave "1 two" 42 %: it had forgotten pacos are wild."""
    level = replace(EASY, forget_wild_chance=0.0, miscount_chance=0.0, blunder_chance=0.0)
    game = Game(["A", "B"], seed=3, first_seat=0)
    game.set_round_dice([[1, 1, 1, 6, 5], [3, 3, 4, 5, 6]])
    game.apply(Bid(1, 2))
    bot = EstimatingBot(replace(level, **slips))
    decision = bot.choose(game.view_for(1), game.legal_actions(1), random.Random(0))
    assert isinstance(decision.reason, Reason) and decision.reason.lapses == lapses


def test_a_palifico_round_has_no_wild_pacos_to_forget() -> None:
    game = Game(["A", "B"], seed=3, first_seat=0)
    view = game.view_for(0)
    palifico = replace(view, is_palifico_round=True)
    assert not palifico.pacos_wild
    bot = EstimatingBot(replace(EASY, forget_wild_chance=1.0, miscount_chance=0.0))
    decision = bot.choose(palifico, game.legal_actions(0), random.Random(0))
    assert isinstance(decision.reason, Reason) and decision.reason.lapses == ()


@pytest.mark.parametrize(
    "lapses", [["forgot"], "forgot_wild", [{}], [["x"]], ["miscounted"] * 3, ["forgot_wild"] * 2]
)
def test_a_saved_reasons_lapses_must_be_ours(lapses: object) -> None:
    document = {"kind": "dudo", "chance": 0.2, "lapses": lapses}
    with pytest.raises(ValueError, match="lapses"):
        reason_from_json(document)


class Speaks:
    """A plugin that gives its reason in its own words, or as a value it made."""

    name = "speaks"

    def __init__(self, reason: object) -> None:
        self.reason = reason

    def choose(self, view, legal, rng) -> Decision:
        return Decision(Dudo(), self.reason)  # type: ignore[arg-type]

    def consider_calza(self, view, rng) -> None:
        return None


@pytest.fixture
def game() -> Game:
    game = Game(["A", "B"], seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    return game


def test_a_plugins_words_stay_its_text_cut_to_length(game: Game) -> None:
    words = "mine " * 100
    ruling = ask_turn(Speaks(words), game.view_for(1), game.legal_actions(1), random.Random(1))  # type: ignore[arg-type]
    assert ruling.fault is None
    assert ruling.decision.reason == words[:MAX_REASON_LENGTH]


def test_a_plugins_reason_value_is_rebuilt(game: Game) -> None:
    reason = Reason(ReasonKind.DUDO, 1, 0.2, 0.5)
    ruling = ask_turn(Speaks(reason), game.view_for(1), game.legal_actions(1), random.Random(1))  # type: ignore[arg-type]
    assert ruling.fault is None
    assert ruling.decision.reason == reason and ruling.decision.reason is not reason


@pytest.mark.parametrize(
    "reason",
    [
        Reason(ReasonKind.REPLACED, fault=Fault(FaultKind.TOO_LATE)),  # only the table replaces
        object.__new__(Reason),  # no fields at all
        b"bytes",
        Reason(ReasonKind.LIKELY_RAISE, held=2**31),  # more than a seat holds: words overflow
        Reason(ReasonKind.DUDO, chance=1e300),  # no chance
    ],
)
def test_a_reason_that_is_not_one_is_a_fault(game: Game, reason: object) -> None:
    ruling = ask_turn(Speaks(reason), game.view_for(1), game.legal_actions(1), random.Random(1))  # type: ignore[arg-type]
    assert ruling.fault is not None and ruling.fault.kind is FaultKind.BAD_REASON
    assert isinstance(ruling.decision.reason, Reason)
    assert ruling.decision.reason.fault == ruling.fault


def test_a_fault_is_data_with_its_details(game: Game) -> None:
    class Illegal(Speaks):
        def choose(self, view, legal, rng) -> Decision:
            return Decision(Bid(1, 2))

    ruling = ask_turn(Illegal(""), game.view_for(1), game.legal_actions(1), random.Random(1))  # type: ignore[arg-type]
    assert ruling.fault == Fault(FaultKind.ILLEGAL, action=Bid(1, 2))
    assert str(ruling.fault) == "chose Bid(quantity=1, face=2), which is not legal now"


@pytest.mark.parametrize("value", [-0.5, float("nan"), "0.5", True])
def test_a_reason_refuses_a_number_that_is_none(value: object) -> None:
    with pytest.raises(ValueError, match="chance must be a finite number"):
        Reason(ReasonKind.BLUFF, chance=value)  # type: ignore[arg-type]


chances = st.one_of(st.none(), st.floats(0, 1))
counts = st.one_of(st.none(), st.floats(0, 30))
actions = st.one_of(
    st.none(),
    st.builds(Bid, st.integers(1, 30), st.integers(1, 6)),
    st.just(Dudo()),
    st.just(Calza()),
)
faults = st.builds(
    Fault,
    st.sampled_from(FaultKind),
    st.floats(0, 100),
    st.floats(0, 100),
    actions,
    st.text(max_size=20),
    st.text(max_size=20),
)
reasons = st.one_of(
    st.text(max_size=MAX_REASON_LENGTH),
    st.builds(
        Reason,
        st.sampled_from(ReasonKind),
        st.one_of(st.none(), st.integers(0, 5)),
        chances,
        chances,
        chances,
        chances,
        counts,
        st.one_of(st.none(), faults),
        st.lists(st.sampled_from(Lapse), max_size=2, unique=True).map(tuple),
    ),
)


@given(reasons)
def test_a_reason_comes_back_from_json_as_it_was(reason: Reason | str) -> None:
    """As a saved game keeps the bots' reasons for the log and History when it goes on."""
    written = json.dumps(reason_to_json(reason), allow_nan=False)
    assert reason_from_json(json.loads(written)) == reason


@pytest.mark.parametrize("probability", [10**400, float("nan"), True, "0.5"])
def test_a_probability_that_is_no_number_is_a_fault(game: Game, probability: object) -> None:
    """10**400 is an int no float holds: it was an OverflowError out of the referee."""

    class Sure(Speaks):
        def choose(self, view, legal, rng) -> Decision:  # type: ignore[no-untyped-def]
            return Decision(Dudo(), "sure", probability)  # type: ignore[arg-type]

    ruling = ask_turn(Sure("sure"), game.view_for(1), game.legal_actions(1), random.Random(1))  # type: ignore[arg-type]
    assert ruling.fault is not None and ruling.fault.kind is FaultKind.BAD_PROBABILITY
