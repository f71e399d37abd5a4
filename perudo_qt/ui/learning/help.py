"""The rules help (F1): each rule in a few words with pictures of our dice, and every key."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from perudo_qt.rules import PACO
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.controls.key_map import Key, KeyMap, key_words, keys_text
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.wording import face_words, tr

DIE_PIXELS = 34
HELP_SEAT = 1
"""The seat whose colours the help's dice wear (blue reads well on white)."""


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


def rule_sections() -> list[tuple[str, str]]:
    """Return each rule's title and HTML text, with its dice pictures."""
    return [
        (
            tr("The aim"),
            tr(
                "Everyone rolls their dice under a cup and looks only at their own. "
                "Bids are about all the dice on the table: {example} means "
                "“at least 5 fours among everyone's dice”. The last player with dice wins."
            ).format(example=times(5, 4)),
        ),
        (
            tr("Raising"),
            tr(
                "Each player in turn raises the bid: more dice of any face, or as many "
                "dice of a higher face. After {bid}, {more} and {higher} are both raises."
            ).format(bid=times(5, 4), more=times(6, 2), higher=times(5, 6)),
        ),
        (
            tr("Pacos are wild"),
            tr(
                "The paco {paco} counts for every face. This hand holds three fours for a "
                "bid on fours: {hand}"
            ).format(paco=dice([PACO]), hand=dice([4, 1, 4, 6, 2])),
        ),
        (
            tr("Bidding pacos"),
            tr(
                "To bid on pacos, halve the quantity and round up: after {bid}, {pacos} "
                "is enough. A round cannot open on pacos, except in a palifico round."
            ).format(bid=times(7, 4), pacos=times(4, PACO)),
        ),
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
        (
            tr("Palifico"),
            tr(
                "A player who falls to a single die {die} opens the next round, a palifico "
                "round: pacos are not wild, and every bid keeps the opening face, only the "
                "quantity goes up."
            ).format(die=dice([3])),
        ),
        (
            tr("Calza (optional)"),
            tr(
                "Anyone but the bidder may call Calza: the bid is exactly right. After "
                "{bid}, a table showing {shown} proves it: the caller wins a die back. "
                "Any other count costs the caller a die."
            ).format(bid=times(3, 5), shown=dice([5, 1, 5])),
        ),
        (
            tr("Lost dice (optional)"),
            tr(
                "Lost dice usually hide in the lid, so nobody knows exactly how many dice "
                "are left. With the lid open, everyone sees them and the dice in play are "
                "counted on the table."
            ),
        ),
    ]


def key_rows(window: QWidget) -> list[tuple[str, str]]:
    """Return the keys in use in ``window`` and what each does, from its key map.

    Read from the key map the window's entries and shortcuts take their keys from, so a key
    changed in the settings shows as it now is.
    """
    key_map = KeyMap.of(window)
    return [(keys_text(key_map.keys(key)), key_words(key)) for key in Key]


class HelpWindow(QDialog):
    """The rules in short, each with pictures of the dice, then every key of ``window``.

    The keys are those in use: the page is written again when they change in the settings.
    """

    def __init__(self, artwork: Artwork, window: QWidget) -> None:
        super().__init__(window)
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
        self.resize(620, 640)

    def _show_page(self) -> None:
        self.browser.setHtml(self.page(key_rows(self._window)))

    @staticmethod
    def page(keys: Sequence[tuple[str, str]]) -> str:
        """Return the whole help page as HTML."""
        title, keys_title = tr("Perudo in a nutshell"), tr("Keys")
        parts = [f"<h2>{title}</h2>"]
        for title, text in rule_sections():
            parts.append(f"<h3>{title}</h3><p>{text}</p>")
        parts.append(f"<h3>{keys_title}</h3><table cellpadding='3'>")
        for key, what in keys:
            parts.append(f"<tr><td><b>{literal(key)}</b></td><td>{literal(what)}</td></tr>")
        parts.append("</table>")
        return "".join(parts)
