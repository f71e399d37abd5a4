"""Cosmetic table themes: unlocked by the career and the achievements, as the games recorded."""

from __future__ import annotations

from pathlib import Path

from perudo_qt.career.achievements import Evidence
from perudo_qt.career.cosmetics import ALWAYS, COSMETICS, unlocked
from perudo_qt.career.stages import STAGES, Stage
from perudo_qt.store import StatsDatabase
from perudo_qt.store.stats import PlacedGame, PlacedSeat, Statistics

from .scripted import DUEL, flawless_duel, record


def won_stages(stages: tuple[Stage, ...]) -> list[PlacedGame]:
    """The person wins each of ``stages``, once each, in order."""
    return [
        PlacedGame(
            number,
            stage.id,
            (PlacedSeat(None, None, 1), *(PlacedSeat("x", name, 2) for name in stage.opponents)),
        )
        for number, stage in enumerate(stages)
    ]


def themes_after(stages: tuple[Stage, ...], wins: int = 0) -> frozenset[str]:
    statistics = Statistics(results=(True,) * wins)
    return unlocked(Evidence.of(statistics, [], won_stages(stages)))


def test_the_classic_and_high_contrast_tables_are_never_locked() -> None:
    assert unlocked(None) == frozenset(ALWAYS)
    assert themes_after(()) == frozenset(ALWAYS)
    assert "high-contrast" in ALWAYS


def test_each_rule_unlocks_its_theme_and_no_other() -> None:
    assert themes_after(STAGES[:1]) - set(ALWAYS) == {"midnight"}
    assert themes_after(STAGES[:2]) - set(ALWAYS) == {"midnight"}
    assert themes_after(STAGES[:3]) - set(ALWAYS) == {"midnight", "velvet"}
    boss = next(number for number, stage in enumerate(STAGES) if stage.boss is not None)
    assert "ocean" in themes_after(STAGES[: boss + 1])
    assert "ocean" not in themes_after(STAGES[:boss])


def test_ten_achievements_unlock_the_royal_table() -> None:
    # Ten wins earn "first-win" and "ten-wins"; the whole ladder earns many more.
    assert "royal" not in themes_after(STAGES[:1], wins=1)
    everything = themes_after(STAGES, wins=len(STAGES))
    assert everything == {*ALWAYS, *(cosmetic.id for cosmetic in COSMETICS)}


def test_unlocked_from_the_statistics_file_and_again_after_a_restart(tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    record(database, DUEL, flawless_duel(), STAGES[0].id, (None, *STAGES[0].opponents))

    def from_file(database: StatsDatabase) -> frozenset[str]:
        evidence = Evidence.of(database.statistics(), database.game_facts(), database.placings())
        return unlocked(evidence)

    assert from_file(database) == {*ALWAYS, "midnight"}
    database.close()
    assert from_file(StatsDatabase(tmp_path)) == {*ALWAYS, "midnight"}
