"""The career in words: every personality's lines and every character's story, translated."""

from __future__ import annotations

import pytest

from perudo_qt.bots import PRESETS
from perudo_qt.career.characters import CHARACTERS, STYLES
from perudo_qt.career.reactions import LINES_PER_MOMENT, Moment
from perudo_qt.i18n import install_translations
from perudo_qt.ui.words.character_words import biography, style_words
from perudo_qt.ui.words.reaction_words import reaction_lines, reaction_words

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


@pytest.mark.parametrize("code", ["fr", "es", "nl", "it"])
def test_every_line_and_story_is_translated(qapp, code: str) -> None:
    english = (
        [line for p in PRESETS for lines in reaction_lines(p).values() for line in lines],
        [biography(name) for name in CHARACTERS],
        [style_words(style) for style in STYLES],
    )
    install_translations(qapp, code)
    try:
        translated = (
            [line for p in PRESETS for lines in reaction_lines(p).values() for line in lines],
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
