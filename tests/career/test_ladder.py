"""The characters and the ladder: who plays, the rules widening, and the unlocking rules."""

from __future__ import annotations

import itertools

import pytest

from perudo_qt.bots import LEVELS, PRESETS, make_bot
from perudo_qt.career.characters import CHARACTERS, STYLES
from perudo_qt.career.progress import StageState, career_progress
from perudo_qt.career.stages import STAGES, Stage
from perudo_qt.store.stats import PlacedGame, PlacedSeat

LEVEL_ORDER = list(LEVELS)


def game(stage: str, you: int, *others: tuple[str, int], game_id: int = 1) -> PlacedGame:
    """A recorded career game: the person's place, then each character and its place."""
    seats = (PlacedSeat(None, None, you), *(PlacedSeat("x", name, at) for name, at in others))
    return PlacedGame(game_id, stage, seats)


def test_about_twelve_characters_from_easy_opponents_to_expert_bosses() -> None:
    characters = list(CHARACTERS.values())
    assert 10 <= len(characters) <= 14
    assert len({c.bot_spec for c in characters}) == len(characters)  # each rated on its own
    assert [LEVEL_ORDER.index(c.level) for c in characters] == sorted(
        LEVEL_ORDER.index(c.level) for c in characters
    )
    assert characters[0].level == "easy" and characters[-1].level == "expert"
    bosses = [c for c in characters if c.boss]
    assert bosses and all(c.level in ("hard", "expert") for c in bosses)
    assert {c.style for c in characters} == set(STYLES)
    for character in characters:
        assert make_bot(character.bot_spec).name == character.bot_spec
        assert character.voice in PRESETS
    # The bosses at the top play their level's own style, its strongest.
    assert (CHARACTERS["condor"].bot_spec, CHARACTERS["soledad"].bot_spec) == ("expert", "hard")


def test_a_character_of_an_unknown_level_or_personality_is_refused() -> None:
    from perudo_qt.career.characters import Character

    with pytest.raises(ValueError, match="level"):
        Character("x", "X", "godlike", "pirate", "bluffer")
    with pytest.raises(ValueError, match="personality"):
        Character("x", "X", "easy", "sloth", "bluffer")


def test_the_ladder_mixes_duels_and_tables_and_its_rules_widen() -> None:
    sizes = {stage.players for stage in STAGES}
    assert 2 in sizes and {3, 4, 5, 6} <= sizes
    assert STAGES[0].options.lost_dice_visible and not STAGES[0].options.calza
    assert not any(stage.options.single_step_raises for stage in STAGES[:6])
    last = STAGES[-1].options
    assert last.calza and last.single_step_raises and not last.lost_dice_visible
    for earlier, later in itertools.pairwise(STAGES):
        # A rule once added stays: Calza and single-step raises on, lost dice hidden.
        assert later.options.calza >= earlier.options.calza
        assert later.options.single_step_raises >= earlier.options.single_step_raises
        assert later.options.lost_dice_visible <= earlier.options.lost_dice_visible
    assert len({stage.id for stage in STAGES}) == len(STAGES)
    assert STAGES[-1].boss is not None and STAGES[-1].boss.level == "expert"
    assert {c.id for stage in STAGES for c in stage.characters} == set(CHARACTERS)


@pytest.mark.parametrize(
    ("opponents", "needed", "message"),
    [
        ((), 1, "1 to 5"),
        (("mateo",) * 6, 1, "1 to 5"),
        (("nobody",), 1, "unknown"),
        (("mateo",), 2, "cannot beat"),
    ],
)
def test_a_stage_that_cannot_be_played_is_refused(opponents, needed, message) -> None:
    with pytest.raises(ValueError, match=message):
        Stage("x", opponents, STAGES[0].options, needed)


def test_at_first_only_the_first_stage_is_open() -> None:
    progress = career_progress([])
    assert [item.state for item in progress.stages[:2]] == [StageState.OPEN, StageState.LOCKED]
    assert progress.next_stage is progress.stages[0]
    assert progress.is_open(STAGES[0].id) and not progress.is_open(STAGES[1].id)
    assert progress.records == {}


@pytest.mark.parametrize(
    ("stage_index", "place", "beaten"),
    [(0, 1, True), (0, 2, False), (5, 2, True), (5, 3, False), (9, 2, True), (9, 3, False)],
)
def test_a_stage_is_beaten_by_reaching_its_needed_place(stage_index, place, beaten) -> None:
    before = [game(stage.id, 1, game_id=n) for n, stage in enumerate(STAGES[:stage_index])]
    stage = STAGES[stage_index]
    others = [(name, 2 if place == 1 else 1) for name in stage.opponents]
    progress = career_progress([*before, game(stage.id, place, *others, game_id=99)])
    item = progress.stages[stage_index]
    assert item.state is (StageState.BEATEN if beaten else StageState.OPEN)
    assert (item.attempts, item.best_place) == (1, place)
    following = progress.stages[stage_index + 1].state
    assert following is (StageState.OPEN if beaten else StageState.LOCKED)


def test_beating_a_stage_opens_only_the_next() -> None:
    progress = career_progress([game("first-duel", 1, ("mateo", 2))])
    states = [item.state for item in progress.stages]
    assert states[:3] == [StageState.BEATEN, StageState.OPEN, StageState.LOCKED]
    assert progress.next_stage is not None and progress.next_stage.stage.id == "harbour-table"


def test_every_stage_beaten_leaves_nothing_next() -> None:
    progress = career_progress([game(stage.id, 1, game_id=n) for n, stage in enumerate(STAGES)])
    assert progress.beaten == {stage.id for stage in STAGES}
    assert progress.next_stage is None


def test_free_games_and_unknown_stages_do_not_count() -> None:
    games = [
        PlacedGame(1, None, (PlacedSeat(None, None, 1), PlacedSeat("easy", None, 2))),
        game("a-stage-of-a-newer-version", 1, ("mateo", 2)),
        game("harbour-table", 1, ("lucia", 2), ("barnaby", 3)),  # won out of order
    ]
    progress = career_progress(games)
    assert progress.beaten == frozenset()
    assert progress.stages[1].state is StageState.LOCKED
    assert progress.stages[1].attempts == 1


def test_each_characters_record_against_the_person() -> None:
    games = [
        game("first-duel", 2, ("mateo", 1), game_id=1),
        game("first-duel", 1, ("mateo", 2), game_id=2),
        game("harbour-table", 2, ("lucia", 3), ("barnaby", 1), game_id=3),
    ]
    records = career_progress(games).records
    assert (records["mateo"].played, records["mateo"].ahead, records["mateo"].behind) == (2, 1, 1)
    assert (records["lucia"].ahead, records["barnaby"].behind) == (1, 1)
    assert "greta" not in records
