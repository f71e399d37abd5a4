"""The achievements in words: each one's name, what it takes, and how far the person has come."""

from __future__ import annotations

from perudo_qt.career.achievements import Achievement, Progress
from perudo_qt.career.characters import CHARACTERS
from perudo_qt.i18n import tr

BOSS_PREFIX = "beat-"
"""The id of the achievement for beating a boss is this prefix and the boss's id."""


def achievement_name(achievement: str) -> str:
    """Return the name of the achievement whose id is ``achievement``: "Bluff Hunter".

    Raises:
        KeyError: no achievement has that id.
    """
    return {
        "first-win": tr("First Victory", "an achievement"),
        "ten-wins": tr("Ten Victories", "an achievement"),
        "three-in-a-row": tr("Hat Trick", "an achievement"),
        "regular": tr("Regular", "an achievement"),
        "first-bluff-caught": tr("Caught You!", "an achievement"),
        "bluff-hunter": tr("Bluff Hunter", "an achievement"),
        "bluff-master": tr("Bluff Master", "an achievement"),
        "first-calza": tr("Spot On", "an achievement"),
        "calza-artist": tr("Calza Artist", "an achievement"),
        "last-die-standing": tr("Last Die Standing", "an achievement"),
        "flawless": tr("Flawless", "an achievement"),
        "palifico-survivor": tr("Palifico Survivor", "an achievement"),
        "duelist": tr("Duelist", "an achievement"),
        "full-table": tr("Full Table", "an achievement"),
        "marathon": tr("Marathon", "an achievement"),
        "first-stage": tr("On the Ladder", "an achievement"),
        "halfway": tr("Halfway Up", "an achievement"),
        "beat-morgana": tr("Mutiny", "an achievement"),
        "beat-soledad": tr("Top of the Class", "an achievement"),
        "beat-ezra": tr("Luck Runs Out", "an achievement"),
        "beat-condor": tr("King of the Mountain", "an achievement"),
        "champion": tr("Champion", "an achievement"),
    }[achievement]


def achievement_description(achievement: Achievement) -> str:
    """Return what earning ``achievement`` takes: "Catch 10 bluffs with Dudo.".

    Raises:
        KeyError: an achievement this module does not word.
    """
    target, key = achievement.target, achievement.id
    if key.startswith(BOSS_PREFIX):
        name = CHARACTERS[key.removeprefix(BOSS_PREFIX)].name
        return tr("Finish ahead of {name} in a career game.").format(name=name)
    words = {
        "first-win": tr("Win a game."),
        "ten-wins": tr("Win %n games.", "", target),
        "three-in-a-row": tr("Win %n games in a row.", "", target),
        "regular": tr("Play %n games to the end.", "", target),
        "first-bluff-caught": tr("Call Dudo on a bid that was too high."),
        "bluff-hunter": tr("Catch %n bluffs with Dudo.", "", target),
        "bluff-master": tr("Catch %n bluffs with Dudo.", "", target),
        "first-calza": tr("Call Calza and be right."),
        "calza-artist": tr("Be right with Calza %n times.", "", target),
        "last-die-standing": tr("Win a game after falling to your last die."),
        "flawless": tr("Win a game without losing a die."),
        "palifico-survivor": tr("Keep your last die through your own Palifico round."),
        "duelist": tr("Win %n games of two players.", "", target),
        "full-table": tr("Win a game of six players."),
        "marathon": tr("Play a game of 30 rounds or more."),
        "first-stage": tr("Beat your first stage of the career."),
        "halfway": tr("Beat %n stages of the career.", "", target),
        "champion": tr("Beat every stage of the career."),
    }
    return words[key]


def progress_words(progress: Progress) -> str:
    """Return how far the person has come: "7 of 10 bluffs caught", "Earned" or "Not yet"."""
    if progress.earned:
        return tr("Earned", "an achievement")
    target, count = progress.achievement.target, progress.count
    counted = {
        "ten-wins": tr("{count} of %n games won", "", target),
        "three-in-a-row": tr("{count} of %n wins in a row", "", target),
        "regular": tr("{count} of %n games played", "", target),
        "bluff-hunter": tr("{count} of %n bluffs caught", "", target),
        "bluff-master": tr("{count} of %n bluffs caught", "", target),
        "calza-artist": tr("{count} of %n Calzas right", "", target),
        "duelist": tr("{count} of %n duels won", "", target),
        "halfway": tr("{count} of %n stages beaten", "", target),
        "champion": tr("{count} of %n stages beaten", "", target),
    }
    words = counted.get(progress.achievement.id)
    if words is None or target == 1:
        return tr("Not yet", "an achievement")
    return words.format(count=count)
