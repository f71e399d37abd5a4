"""The career's own words: stage titles, the rules a stage adds, what beating it needs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from perudo_qt.bots import LEVELS
from perudo_qt.career.progress import HeadToHead, StageProgress, StageState
from perudo_qt.career.rating import Rating, nearest
from perudo_qt.career.stages import STAGES, Stage
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.words.wording import level_name, place_words, tr

RULE_FLAGS = ("lost_dice_visible", "calza", "single_step_raises")
"""The rules that widen as the person climbs, in the order a stage's rules are told."""


def stage_title(stage: Stage) -> str:
    """Return a stage's title: "The Harbour Table".

    Raises:
        KeyError: a stage this function has no title for.
    """
    return {
        "first-duel": tr("The First Duel", "a career stage"),
        "harbour-table": tr("The Harbour Table", "a career stage"),
        "school-duel": tr("The School Duel", "a career stage"),
        "market-table": tr("The Market Table", "a career stage"),
        "gambler-duel": tr("The Gambler's Duel", "a career stage"),
        "tavern-table": tr("The Tavern Table", "a career stage"),
        "pirate-duel": tr("The Pirate's Duel", "a career stage"),
        "deck-table": tr("The Deck Table", "a career stage"),
        "professor-duel": tr("The Professor's Duel", "a career stage"),
        "grand-table": tr("The Grand Table", "a career stage"),
        "sharp-duel": tr("The Sharp's Duel", "a career stage"),
        "summit-duel": tr("The Summit Duel", "a career stage"),
    }[stage.id]


def numbered_title(stage: Stage) -> str:
    """Return a stage's place on the ladder and its title: "Stage 3: The School Duel"."""
    return tr("Stage {number}: {title}").format(
        number=STAGES.index(stage) + 1, title=stage_title(stage)
    )


def table_words(stage: Stage) -> str:
    """Return the table's size: "A duel" or "A table of 4"."""
    if stage.is_duel:
        return tr("A duel")
    return tr("A table of {count}").format(count=stage.players)


def rule_words(flag: str, options: RuleOptions) -> str:
    """Return one of the widening rules as it stands in ``options``: "Calza", "Lost dice hidden"."""
    if flag == "lost_dice_visible":
        return tr("Lost dice visible") if options.lost_dice_visible else tr("Lost dice hidden")
    return {"calza": tr("Calza"), "single_step_raises": tr("Single-step raises")}[flag]


def rules_words(stage: Stage, previous: Stage | None) -> str:
    """Return a stage's rules, and what it adds to the stage before: "Rules: …; new here: …"."""
    options = stage.options
    told = [
        rule_words(flag, options)
        for flag in RULE_FLAGS
        if flag == "lost_dice_visible" or getattr(options, flag)
    ]
    text = tr("Rules: {rules}").format(rules=", ".join(told))
    if previous is None:
        return text
    new = [
        rule_words(flag, options)
        for flag in RULE_FLAGS
        if getattr(options, flag) != getattr(previous.options, flag)
    ]
    if not new:
        return text
    return tr("{rules}; new here: {new}").format(rules=text, new=", ".join(new))


def needs_words(stage: Stage) -> str:
    """Return what beating a stage takes: "To beat it: win"."""
    if stage.needed_place == 1:
        return tr("To beat it: win")
    return tr("To beat it: finish in the first {places}").format(places=stage.needed_place)


def state_words(state: StageState) -> str:
    """Return where a stage stands: "Beaten", "Open", "Locked"."""
    return {
        StageState.BEATEN: tr("Beaten", "a career stage"),
        StageState.OPEN: tr("Open", "a career stage"),
        StageState.LOCKED: tr("Locked", "a career stage"),
    }[state]


def attempts_words(item: StageProgress) -> str:
    """Return the games played on a stage and the best place: "Played 3 times, best 2nd"."""
    if not item.attempts:
        return tr("Not played yet")
    return tr("Played %n times, best place: {place}", "", item.attempts).format(
        place=place_words(item.best_place)
    )


def record_words(name: str, record: HeadToHead) -> str:
    """Return a character's record against the person: "3 games: you ahead 2, Mateo ahead 1"."""
    if not record.played:
        return tr("You have not met yet")
    return tr(
        "%n games together: you ahead {ahead}, {name} ahead {behind}", "", record.played
    ).format(ahead=record.ahead, name=name, behind=record.behind)


def rating_value_words(history: Sequence[float], table: Mapping[str, Rating]) -> str:
    """Return the person's rating and the level it is nearest: "1532, about as strong as Normal".

    ``history`` is the rating after each rated game, oldest first.
    """
    if not history:
        return tr("none yet", "a rating")
    levels = {level: table[level] for level in LEVELS if level in table}
    rating = f"{history[-1]:.0f}"
    if not levels:
        return rating
    return tr("{rating}, about as strong as {level}").format(
        rating=rating, level=level_name(nearest(history[-1], levels))
    )


def rating_words(history: Sequence[float], table: Mapping[str, Rating]) -> str:
    """Return "Your rating: 1532, about as strong as Normal" (see ``rating_value_words``)."""
    return tr("Your rating: {rating}").format(rating=rating_value_words(history, table))
