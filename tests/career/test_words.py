"""The career in words: every personality's lines and every character's story, translated."""

from __future__ import annotations

import pytest

from perudo_qt.bots import PRESETS
from perudo_qt.career.characters import CHARACTERS, STYLES
from perudo_qt.career.reactions import LINES_PER_MOMENT, Moment
from perudo_qt.i18n import install_translations
from perudo_qt.ui.words.character_words import biography, style_words
from perudo_qt.ui.words.reaction_words import character_lines, reaction_lines, reaction_words

pytestmark = pytest.mark.gui


def test_every_personality_has_its_own_lines_for_every_moment() -> None:
    seen: set[str] = set()
    for personality in PRESETS:
        lines = reaction_lines(personality)
        assert set(lines) == set(Moment)
        for moment in Moment:
            assert len(set(lines[moment])) == LINES_PER_MOMENT
            seen.update(lines[moment])
    assert len(seen) == len(PRESETS) * len(Moment) * LINES_PER_MOMENT
    assert reaction_words("pirate", Moment.WON_GAME, 0) == "The treasure is mine!"
    with pytest.raises(KeyError):
        reaction_lines("sloth")


def test_every_character_has_two_lines_of_its_own_for_every_moment() -> None:
    stock = {line for p in PRESETS for lines in reaction_lines(p).values() for line in lines}
    seen: set[str] = set()
    for character in CHARACTERS:
        lines = character_lines(character)
        assert set(lines) == set(Moment)
        for moment in Moment:
            assert len(set(lines[moment])) == 2
            seen.update(lines[moment])
    assert len(seen) == len(CHARACTERS) * len(Moment) * 2
    assert not seen & stock  # their own words, not a personality's
    assert character_lines("condor")[Moment.WON_GAME][1] == "Come back when you can fly."
    with pytest.raises(KeyError):
        character_lines("nobody")


def all_lines() -> list[str]:
    """Every personality's and every character's lines, in a fixed order."""
    return [
        line
        for lines in [
            *(reaction_lines(personality) for personality in PRESETS),
            *(character_lines(character) for character in CHARACTERS),
        ]
        for moment_lines in lines.values()
        for line in moment_lines
    ]


@pytest.mark.parametrize("code", ["fr", "es", "nl", "it"])
def test_every_line_and_story_is_translated(qapp, code: str) -> None:
    english = (
        all_lines(),
        [biography(name) for name in CHARACTERS],
        [style_words(style) for style in STYLES],
    )
    install_translations(qapp, code)
    try:
        translated = (
            all_lines(),
            [biography(name) for name in CHARACTERS],
            [style_words(style) for style in STYLES],
        )
    finally:
        install_translations(qapp, "en")
    for before, after in zip(english, translated, strict=True):
        # A line may read the same in two languages ("Jackpot!"), a story never.
        changed = sum(a != b for a, b in zip(before, after, strict=True))
        assert changed >= len(before) - 3
    assert all(a != b for a, b in zip(english[1], translated[1], strict=True))
