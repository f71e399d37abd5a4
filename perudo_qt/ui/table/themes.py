"""Table themes: the felt, the cups and dice of each seat, and the colours of the table's texts.

One mechanism for the cosmetic sets the career unlocks and for the high-contrast table: a theme
is data. Every theme keeps the seats apart for every colour vision and its texts readable
(tests/ui/test_colours.py measures each one).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from perudo_qt.ui.words.legibility import contrast_ratio


@dataclass(frozen=True, slots=True)
class SeatColours:
    """A seat's colours: the die and cup body, its edge, the pips, and the counting ring.

    The ring is drawn round a die that counts for the bid being checked, inside the accent
    glow: it stands out from the die's body.
    """

    body: str
    edge: str
    pip: str
    ring: str


_GOLD, _INK, _CREAM, _DARK_PIP = "#f5c542", "#2b1d12", "#fbf3e4", "#2b2116"


def _more_contrast(body: str, first: str, second: str) -> str:
    ground = QColor(body)
    return (
        first
        if contrast_ratio(ground, QColor(first)) >= contrast_ratio(ground, QColor(second))
        else second
    )


def seat_colours(body: str, edge: str = "") -> SeatColours:
    """Return the colours of a seat whose dice and cup are ``body``.

    The pips and the ring take whichever of light or dark stands out more from the body; the
    edge, unless given, is the body darkened.
    """
    return SeatColours(
        body,
        edge or QColor(body).darker(220).name(),
        _more_contrast(body, _CREAM, _DARK_PIP),
        _more_contrast(body, _GOLD, _INK),
    )


@dataclass(frozen=True, slots=True)
class TableTheme:
    """How the table looks.

    Attributes:
        id: the theme's id, kept in the settings (never shown).
        seats: each seat's colours, in seat order.
        felt: the felt's colour at the centre and at the rim.
        rim: the wooden rim and its edge.
        backdrop: what lies around the table.
        ink: the texts on plates, cards and the felt.
        muted: the plates' second lines.
        accent: the glow round counting dice, the winner, the hint to go on.
        plate: the plates' and badges' ground (may be translucent: ``#aarrggbb``).
        card: the in-scene messages' ground (may be translucent).
        bubble: the bid bubbles' ground, and ``bubble_ink`` their text.
        faded: the opacity (0 to 255) of the bubble of a bid raised since.
        palifico: the palifico badge's ground (its text is the classic ink).
        outline: how much thicker than the classic table borders are drawn.
    """

    id: str
    seats: tuple[SeatColours, ...]
    felt: tuple[str, str]
    rim: tuple[str, str]
    backdrop: str
    ink: str
    muted: str
    accent: str
    plate: str
    card: str
    bubble: str
    bubble_ink: str
    faded: int = 140
    palifico: str = "#b3261e"
    outline: float = 1.0

    def seat(self, seat: int) -> SeatColours:
        """Return ``seat``'s colours (a seventh seat would wear the first's again)."""
        return self.seats[seat % len(self.seats)]


CLASSIC = TableTheme(
    "classic",
    (
        SeatColours("#ac3939", "#5f1f1f", _CREAM, _GOLD),  # red
        SeatColours("#176782", "#0d3948", _CREAM, _GOLD),  # blue
        SeatColours("#39ac8a", "#1f5f4c", _DARK_PIP, _INK),  # green
        SeatColours("#f7ea6e", "#baa90a", _DARK_PIP, _INK),  # yellow
        SeatColours("#ae55f6", "#6409ad", _DARK_PIP, _INK),  # purple
        SeatColours("#e67519", "#7f400e", _DARK_PIP, _INK),  # orange
    ),
    felt=("#2f7d4a", "#1a4d2c"),
    rim=("#5a3418", "#3a200e"),
    backdrop="#2a1a10",
    ink="#fdf6e3",
    muted="#e6dac4",
    accent=_GOLD,
    plate="#d7140e0a",
    card="#aa000000",
    bubble="#fdf6e3",
    bubble_ink="#2b1d12",
)
"""The table as it always was: green felt, the six cups of the box."""

HIGH_CONTRAST = TableTheme(
    "high-contrast",
    tuple(seat_colours(colours.body, "#ffffff") for colours in CLASSIC.seats),
    felt=("#000000", "#000000"),
    rim=("#3a3a3a", "#ffffff"),
    backdrop="#000000",
    ink="#ffffff",
    muted="#ffff80",
    accent="#ffd400",
    plate="#000000",
    card="#000000",
    bubble="#ffffff",
    bubble_ink="#000000",
    faded=200,
    palifico="#8b0000",
    outline=2.0,
)
"""Black felt, white and yellow text at 7:1 or more, every die and cup outlined in white."""

MIDNIGHT = TableTheme(
    "midnight",
    tuple(
        seat_colours(body)
        for body in ("#3d1815", "#3d6a7c", "#41bb9b", "#e2ff63", "#c094ff", "#c64219")
    ),
    felt=("#25467a", "#142949"),
    rim=("#2b2f3a", "#14161c"),
    backdrop="#0d1420",
    ink="#f4f6fb",
    muted="#d5dced",
    accent="#f5c542",
    plate="#d70b1220",
    card="#b3000000",
    bubble="#f4f6fb",
    bubble_ink="#14213a",
)
"""Navy felt and bright cups: beating the career's first stage unlocks it."""

VELVET = TableTheme(
    "velvet",
    tuple(
        seat_colours(body)
        for body in ("#382419", "#47657a", "#90cabf", "#f3f88f", "#a780ef", "#a36322")
    ),
    felt=("#8a2432", "#4d111b"),
    rim=("#3d2418", "#22130c"),
    backdrop="#1c0d0a",
    ink="#fff4ec",
    muted="#f2dcd0",
    accent="#f5c542",
    plate="#d7180a0a",
    card="#b3000000",
    bubble="#fff4ec",
    bubble_ink="#3a1016",
)
"""Red velvet and cups of wood and pastel: beating the career's third stage unlocks it."""

OCEAN = TableTheme(
    "ocean",
    tuple(
        seat_colours(body)
        for body in ("#59352f", "#281f52", "#86c5cb", "#d7dba3", "#8f69ea", "#c9611b")
    ),
    felt=("#1f6f6f", "#0f3d3d"),
    rim=("#6b5332", "#3f2f1a"),
    backdrop="#0b1e1e",
    ink="#f1fbf9",
    muted="#d4ece8",
    accent="#f5c542",
    plate="#d7081414",
    card="#b3000000",
    bubble="#f1fbf9",
    bubble_ink="#0f2e2e",
)
"""Sea-green felt and weathered cups: beating a boss of the career unlocks it."""

ROYAL = TableTheme(
    "royal",
    tuple(
        seat_colours(body)
        for body in ("#983532", "#0a1f2d", "#36c8b6", "#fffd45", "#9e4ffb", "#bf8717")
    ),
    felt=("#55307a", "#2c1744"),
    rim=("#5e4a16", "#3a2c08"),
    backdrop="#160b22",
    ink="#fbf5ff",
    muted="#e6d8f2",
    accent="#f5c542",
    plate="#d7120a1a",
    card="#b3000000",
    bubble="#fbf5ff",
    bubble_ink="#2c1744",
)
"""Royal purple felt and jewel cups: ten achievements unlock it."""

THEMES: dict[str, TableTheme] = {
    theme.id: theme for theme in (CLASSIC, HIGH_CONTRAST, MIDNIGHT, VELVET, OCEAN, ROYAL)
}
"""Every theme by id, in the order Settings lists them."""


def theme_of(item: QGraphicsItem) -> TableTheme:
    """Return the theme of the table ``item`` stands on (the classic one off any table)."""
    theme = getattr(item.scene(), "theme", None)
    return theme if isinstance(theme, TableTheme) else CLASSIC
