"""The coach's review in the window: each round's decisions in words, and a summary per game."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtWidgets import QTextBrowser, QWidget

from perudo_qt.bots.estimating import BELIEVED_FALSE
from perudo_qt.coach import (
    STRONGEST_LEVEL,
    CoachMode,
    GameSummary,
    Judgement,
    RoundReview,
    Verdict,
    Why,
)
from perudo_qt.rules import Bid, Calza, Dudo
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.words.legibility import on_palette
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.wording import (
    action_words,
    bid_words,
    hand_words,
    level_name,
    percent_words,
    quantity_words,
    tr,
)

log = logging.getLogger(__name__)

VERDICT_COLOURS = {Verdict.GOOD: "#2e7d32", Verdict.RISKY: "#9c5d00", Verdict.MISTAKE: "#b3261e"}


def verdict_words(verdict: Verdict) -> str:
    """Return the coach's word for a verdict."""
    words = {
        Verdict.GOOD: tr("Good move"),
        Verdict.RISKY: tr("Risky"),
        Verdict.MISTAKE: tr("A mistake"),
    }
    return words[verdict]


def decision_words(judgement: Judgement, names: Sequence[str]) -> str:
    """Say what the person did and how likely it was to hold, by the odds known then."""
    action, standing = judgement.action, judgement.standing
    if standing is None or judgement.bidder is None or judgement.standing_chance is None:
        text = tr("You opened with {bid}, {percent} likely to be true.")
        return text.format(bid=action_words(action), percent=percent_words(judgement.chance))
    if isinstance(action, Dudo):
        text = tr("You called Dudo on {name}'s {bid}, which was {percent} likely to be true.")
        percent = percent_words(judgement.standing_chance)
    elif isinstance(action, Calza):
        text = tr("You called Calza on {name}'s {bid}: exactly {bid} was {percent} likely.")
        percent = percent_words(judgement.chance)
    else:
        text = tr("You raised {name}'s {bid} ({percent} likely) to {raise_to}, {chance} likely.")
        percent = percent_words(judgement.standing_chance)
    return text.format(
        name=names[judgement.bidder],
        bid=bid_words(standing),
        percent=percent,
        raise_to=action_words(action),
        chance=percent_words(judgement.chance),
    )


def known_words(judgement: Judgement) -> str:
    """Say what the person knew: their dice, the dice hidden from them, whether pacos were wild."""
    wild = tr("pacos wild") if judgement.wild else tr("pacos not wild (palifico)")
    return tr("You held {dice}; dice hidden from you: {hidden}; {wild}.").format(
        dice=hand_words(judgement.own_dice), hidden=judgement.hidden, wild=wild
    )


def why_words(judgement: Judgement) -> str:
    """Say what the verdict rests on.

    A choice among the safest, when even the safest more likely lost the die than kept it, is
    said to be good for want of better: "good" beside a Dudo on a likely bid read as a
    contradiction.
    """
    safest = action_words(judgement.safest)
    percent = percent_words(judgement.safest_chance)
    if judgement.why is Why.SAFE_ENOUGH and judgement.safest_chance < 0.5:
        return tr(
            "By the odds you could see, nothing was much safer: the safest, {safest}, kept "
            "your die only {percent} of the time."
        ).format(safest=safest, percent=percent)
    texts = {
        Why.SAFE_ENOUGH: tr("Among the safest choices you had."),
        Why.SAFER_CHOICE: tr(
            "Safer: {safest}, which would have kept your die {percent} of the time."
        ),
        Why.NEAR_CERTAIN: tr("The bid was all but sure: a raise leaves the risk to others."),
        Why.CALZA_ODDS: tr(
            "A right Calza wins a die back: it is worth calling from 50 % odds of an exact count."
        ),
        Why.NOTHING_TO_WIN: tr(
            "You held all your dice: a right Calza wins nothing, a wrong one costs a die."
        ),
        Why.STRONGEST_AGREES: tr(
            "By the plain odds {safest} was safer ({percent}), but reading the bids changes that."
        ),
    }
    return texts[judgement.why].format(safest=safest, percent=percent)


def advice_words(judgement: Judgement) -> str:
    """Say what the strongest level would have done, and the chance it gave the bid."""
    level = level_name(STRONGEST_LEVEL)
    advice = judgement.advice
    if advice.action is None:
        return tr("{level} would not have called Calza.").format(level=level)
    if advice.action == judgement.action:
        return tr("{level} would have done the same.").format(level=level)
    if advice.chance is None:
        return tr("{level} would have chosen {choice}.").format(
            level=level, choice=action_words(advice.action)
        )
    percent = percent_words(advice.chance)
    if isinstance(advice.action, Bid) and advice.chance < BELIEVED_FALSE:
        # A bid it thinks false is no slip: it is a bluff, chosen over the rest.
        if isinstance(judgement.action, Dudo):
            text = tr(
                "{level} would have bluffed with {bid} ({percent} likely by its reading of the "
                "bids), preferring that to a Dudo."
            )
        else:
            text = tr("{level} would have bluffed with {bid}, {percent} likely by its reading.")
        return text.format(level=level, bid=bid_words(advice.action), percent=percent)
    if isinstance(advice.action, Bid):
        text = tr("{level} would have bid {bid}, {percent} likely by its reading of the bids.")
        return text.format(level=level, bid=bid_words(advice.action), percent=percent)
    standing = bid_words(judgement.standing) if judgement.standing else ""
    if isinstance(advice.action, Dudo):
        text = tr("{level} would have called Dudo: {bid} was {percent} likely by its reading.")
    else:
        text = tr(
            "{level} would have called Calza: by its reading, exactly {bid} was {percent} likely."
        )
    return text.format(level=level, bid=standing, percent=percent)


def fell_for_words(review: RoundReview, names: Sequence[str]) -> list[str]:
    """Name the false bids the person raised on or called Calza on (after the reveal)."""
    lines = []
    for fell in review.fell_for:
        shown = quantity_words(fell.count, fell.bid.face)
        if isinstance(fell.response, Calza):
            text = tr(
                "{name}'s {bid} was a bluff (the cups showed {shown}); you called Calza on it."
            )
        else:
            text = tr("{name}'s {bid} was a bluff (the cups showed {shown}): you raised on it.")
        lines.append(text.format(name=names[fell.bidder], bid=bid_words(fell.bid), shown=shown))
    return lines


class CoachView(QTextBrowser):
    """Shows the coach's reviews: a round's decisions, or a whole game's with its summary."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Coach"))
        self.setOpenLinks(False)
        make_readable(self)
        self.show_intro()

    def show_intro(self) -> None:
        """Say what the coach does, before there is anything to review."""
        self.show_message(
            self.tr(
                "After a round, the coach goes over your bids and calls: how likely each was "
                "by what you knew then, and what the strongest level would have done."
            )
        )

    def show_game_ahead(self, mode: CoachMode) -> None:
        """Say when the coach will review the game just started (nothing of the last one)."""
        texts = {
            CoachMode.OFF: self.tr(
                "The coach reviews this game when you ask: Coach, Review This Game."
            ),
            CoachMode.AFTER_ROUND: self.tr(
                "The coach reviews each round of this game once its cups are revealed."
            ),
            CoachMode.AFTER_GAME: self.tr("The coach reviews this game when it ends."),
        }
        self.show_message(texts[mode])

    def show_message(self, text: str) -> None:
        """Show a line of text instead of a review."""
        self.setHtml(f"<p>{literal(text)}</p>")

    def show_round(self, review: RoundReview, names: Sequence[str]) -> None:
        """Show the review of one round."""
        self.setHtml(self._round_html(review, names))

    def show_game(self, reviews: Sequence[RoundReview], names: Sequence[str], seat: int) -> None:
        """Show the summary of a game, then the review of each of its rounds."""
        if not reviews:
            self.show_message(self.tr("No round with a decision of yours has been revealed yet."))
            return
        parts = [self._summary_html(GameSummary.of(reviews, seat))]
        parts.extend(self._round_html(review, names) for review in reviews)
        self.setHtml("".join(parts))

    def _round_html(self, review: RoundReview, names: Sequence[str]) -> str:
        title = literal(self.tr("Round {number}").format(number=review.round_number))
        parts = [f"<h3>{title}</h3>"]
        for judgement in review.judgements:
            colour = on_palette(VERDICT_COLOURS[judgement.verdict])
            verdict = literal(verdict_words(judgement.verdict))
            lines = [
                decision_words(judgement, names),
                known_words(judgement),
                *([] if judgement.why is Why.SAFE_ENOUGH else [why_words(judgement)]),
                advice_words(judgement),
            ]
            body = "<br>".join(literal(line) for line in lines)
            parts.append(f'<p><b style="color:{colour}">{verdict}.</b> {body}</p>')
        fell_for = fell_for_words(review, names)
        if fell_for:
            heading = literal(self.tr("After the reveal"))
            items = "".join(f"<li>{literal(line)}</li>" for line in fell_for)
            parts.append(f"<p><i>{heading}:</i></p><ul>{items}</ul>")
        return "".join(parts)

    def _summary_html(self, summary: GameSummary) -> str:
        # "Label: %n" reads right for any number in English; translators get numerus forms.
        verdicts = summary.verdicts
        lines = [
            self.tr("Dudo calls right: %n", "", summary.dudo_right),
            self.tr("Dudo calls wrong: %n", "", summary.dudo_wrong),
        ]
        if summary.calza_right or summary.calza_wrong:
            lines.append(self.tr("Calza calls right: %n", "", summary.calza_right))
            lines.append(self.tr("Calza calls wrong: %n", "", summary.calza_wrong))
        lines += [
            self.tr("Your bids doubted: %n", "", summary.raises_doubted)
            + self.tr(", true when doubted: %n", "", summary.raises_held),
            self.tr("Your bluffs: %n", "", summary.bluffs)
            + self.tr(", caught: %n", "", summary.bluffs_caught),
            self.tr("Bluffs you fell for: %n", "", summary.fell_for),
            self.tr("Good moves: %n", "", verdicts.get(Verdict.GOOD, 0))
            + self.tr("; risky: %n", "", verdicts.get(Verdict.RISKY, 0))
            + self.tr("; mistakes: %n", "", verdicts.get(Verdict.MISTAKE, 0)),
        ]
        title = literal(self.tr("This game"))
        items = "".join(f"<li>{literal(line)}</li>" for line in lines)
        return f"<h3>{title}</h3><ul>{items}</ul>"
