"""The rules help (F1): each rule in a few words with pictures of our dice, and every key."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from perudo_qt.rules import PACO, RuleOptions
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.controls.key_map import Key, KeyMap, key_words, keys_text
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.wording import face_words, tr

DIE_PIXELS = 34
HELP_SEAT = 1
"""The seat whose colours the help's dice wear (blue reads well on white)."""
DEFAULT_RULES = RuleOptions()
"""The rules the help describes until it is told the table's."""


def add_dice_pictures(document: QTextDocument, artwork: Artwork, ratio: float) -> None:
    """Register the six die faces as ``die:1`` to ``die:6`` images of ``document``."""
    for face in range(1, 7):
        picture = artwork.die(face, HELP_SEAT, DIE_PIXELS, ratio).toImage()
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"die:{face}"), picture)


def dice(faces: Iterable[int]) -> str:
    """Return HTML pictures of ``faces``, for a document given ``add_dice_pictures``."""
    return "".join(
        f'<img src="die:{face}" alt="{literal(face_words(face, 1))}" align="middle"> '
        for face in faces
    )


def times(quantity: int, face: int) -> str:
    """Return a quantity and one die's picture in HTML: "7 times [four]"."""
    return f"<b>{quantity}</b> &times; {dice([face])}"


def rule_sections(options: RuleOptions) -> list[tuple[str, str]]:
    """Return each rule's title and HTML text, with its dice pictures, for the table's ``options``.

    The default rules read as they always have; each option changes the sections it touches.
    """
    return [
        (
            tr("The aim"),
            tr(
                "Everyone rolls their dice under a cup and looks only at their own. "
                "Bids are about all the dice on the table: {example} means "
                "“at least 5 fours among everyone's dice”. The last player with dice wins."
            ).format(example=times(5, 4)),
        ),
        (tr("Raising"), raising_text(options)),
        (
            tr("Pacos are wild"),
            tr(
                "The paco {paco} counts for every face. This hand holds three fours for a "
                "bid on fours: {hand}"
            ).format(paco=dice([PACO]), hand=dice([4, 1, 4, 6, 2])),
        ),
        (tr("Bidding pacos"), pacos_text(options)),
        (
            tr("Back from pacos"),
            tr(
                "To leave pacos for another face, double the quantity and add one: after "
                "{pacos}, the least bid is {bid} (any face will do)."
            ).format(pacos=times(4, PACO), bid=times(9, 5)),
        ),
        (
            tr("Dudo"),
            tr(
                "Instead of raising, call Dudo when you think the bid is too high. The cups "
                "lift and the dice are counted, pacos included. Short of the bid: the bidder "
                "loses a die. Otherwise the one who called Dudo loses it. The loser opens "
                "the next round."
            ),
        ),
        palifico_section(options),
        calza_section(options),
        (
            tr("Lost dice (visible at this table)")
            if options.lost_dice_visible
            else tr("Lost dice (hidden at this table)"),
            tr(
                "Lost dice usually hide in the lid, so nobody knows exactly how many dice "
                "are left. With the lid open, everyone sees them and the dice in play are "
                "counted on the table."
            ),
        ),
    ]


def raising_text(options: RuleOptions) -> str:
    """Return how a bid is raised: any face with more dice, or one step at a time."""
    if not options.single_step_raises:
        return tr(
            "Each player in turn raises the bid: more dice of any face, or as many "
            "dice of a higher face. After {bid}, {more} and {higher} are both raises."
        ).format(bid=times(5, 4), more=times(6, 2), higher=times(5, 6))
    return tr(
        "Each player in turn raises the bid, changing the quantity or the face, never both: "
        "more dice of the same face, or as many dice of a higher face. After {bid}, {more} "
        "and {higher} are raises, but {both} is not. Bidding pacos and leaving them still "
        "change both, as the next sections show."
    ).format(bid=times(5, 4), more=times(6, 4), higher=times(5, 6), both=times(6, 2))


def pacos_text(options: RuleOptions) -> str:
    """Return how to bid pacos, and whether a round may open on them (only palifico rounds)."""
    text = (
        tr(
            "To bid on pacos, halve the quantity and round up: after {bid}, {pacos} "
            "is enough. A round cannot open on pacos, except in a palifico round."
        )
        if options.palifico
        else tr(
            "To bid on pacos, halve the quantity and round up: after {bid}, {pacos} "
            "is enough. A round cannot open on pacos."
        )
    )
    return text.format(bid=times(7, 4), pacos=times(4, PACO))


def palifico_section(options: RuleOptions) -> tuple[str, str]:
    """Return the palifico rounds' title and text: off, or on with the table's variants."""
    die = dice([3])
    if not options.palifico:
        return tr("Palifico (not played at this table)"), tr(
            "A player who falls to a single die {die} plays the next round like any other: "
            "pacos stay wild and bids may change face."
        ).format(die=die)
    if not options.palifico_one_die_may_change_face:
        sentences = [
            tr(
                "A player who falls to a single die {die} opens the next round, a palifico "
                "round: pacos are not wild, and every bid keeps the opening face, only the "
                "quantity goes up."
            ).format(die=die)
        ]
    else:
        sentences = [
            tr(
                "A player who falls to a single die {die} opens the next round, a palifico "
                "round: pacos are not wild, and a player holding more than one die keeps the "
                "face of the bid before theirs and only raises the quantity."
            ).format(die=die),
            tr(
                "A player holding a single die may also change the face, but never the "
                "quantity with it: as many dice of a higher face, pacos counting as an "
                "ordinary face, the lowest."
            )
            if options.single_step_raises
            else tr(
                "A player holding a single die may change the face: more dice of any face, "
                "or as many dice of a higher face, pacos counting as an ordinary face, "
                "the lowest."
            ),
        ]
    if options.calza and options.palifico_once_per_player:
        sentences.append(
            tr(
                "Each player has palifico once per game: falling to one die again after "
                "winning a die back with a Calza brings no second palifico round."
            )
        )
    return tr("Palifico"), " ".join(sentences)


def calza_section(options: RuleOptions) -> tuple[str, str]:
    """Return the Calza's title, saying whether this table plays it, and its text."""
    text = tr(
        "Anyone but the bidder may call Calza: the bid is exactly right. After "
        "{bid}, a table showing {shown} proves it: the caller wins a die back. "
        "Any other count costs the caller a die."
    ).format(bid=times(3, 5), shown=dice([5, 1, 5]))
    if not options.calza:
        return tr("Calza (not played at this table)"), text
    if options.calza_restricted:
        text += " " + (
            tr("Calza may not be called in a palifico round, nor when only two players are left.")
            if options.palifico
            else tr("Calza may not be called when only two players are left.")
        )
    return tr("Calza (played at this table)"), text


def key_rows(window: QWidget) -> list[tuple[str, str]]:
    """Return the keys in use in ``window`` and what each does, from its key map.

    Read from the key map the window's entries and shortcuts take their keys from, so a key
    changed in the settings shows as it now is.
    """
    key_map = KeyMap.of(window)
    return [(keys_text(key_map.keys(key)), key_words(key)) for key in Key]


class HelpWindow(QDialog):
    """The table's rules in short, each with pictures of the dice, then every key of ``window``.

    The keys are those in use: the page is written again when they change in the settings,
    and when ``show_rules`` gives other rules.
    """

    def __init__(
        self, artwork: Artwork, window: QWidget, rules: RuleOptions = DEFAULT_RULES
    ) -> None:
        super().__init__(window)
        self.rules = rules
        """The options of the rules the page describes."""
        self.setWindowTitle(tr("How to play"))
        self.browser = make_readable(QTextBrowser())
        self.browser.setAccessibleName(tr("Rules"))
        add_dice_pictures(self.browser.document(), artwork, self.devicePixelRatioF())
        self._window = window
        self._show_page()
        KeyMap.of(window).changed.connect(self._show_page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        resize_within_screen(self, 620, 640)

    def show_rules(self, rules: RuleOptions) -> None:
        """Describe ``rules`` from now on; the page is written again if they differ."""
        if rules != self.rules:
            self.rules = rules
            self._show_page()

    def _show_page(self) -> None:
        self.browser.setHtml(self.page(key_rows(self._window), self.rules))

    @staticmethod
    def page(keys: Sequence[tuple[str, str]], rules: RuleOptions = DEFAULT_RULES) -> str:
        """Return the whole help page as HTML: the rules of ``rules``, then ``keys``."""
        title, keys_title = tr("Perudo in a nutshell"), tr("Keys")
        parts = [f"<h2>{title}</h2>"]
        for title, text in rule_sections(rules):
            parts.append(f"<h3>{title}</h3><p>{text}</p>")
        parts.append(f"<h3>{keys_title}</h3><table cellpadding='3'>")
        for key, what in keys:
            parts.append(f"<tr><td><b>{literal(key)}</b></td><td>{literal(what)}</td></tr>")
        parts.append("</table>")
        return "".join(parts)
