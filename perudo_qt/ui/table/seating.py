"""Where things stand around the table: plates, cups, bubbles and revealed dice, for 2 to 6 seats.

Sizes are scene units. The table view scales the 1120 x 900 scene down to about 0.59 in a
1024 x 700 window, so texts are at least 18 units high (10 pixels there) and dice 50 (28). The
scene is nearly as tall as it is wide because the view beside the side panel is too.

With larger texts (``table_layout``'s scale) the plates, bubbles, speech and the showdown card
grow with them; the seats stand further out where they need the room, and the scene grows.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF

from perudo_qt.rules import MAX_DICE_PER_PLAYER

SCENE = QRectF(0, 0, 1120, 900)
CENTRE = QPointF(560, 440)
RADII = (430.0, 330.0)

OWN_DIE = 56.0
REVEAL_DIE = 50.0
DIE_GAP = 8.0
PLATE_SIZE = (256.0, 70.0)
"""A plate's width and height at a table of four or more."""
WIDE_PLATES = {2: 360.0, 3: 336.0}
"""The plates' widest at the tables whose seats leave room beside them, for longer names whole
(a duel's "Fácil · el Equilibrado"): as wide as the scene holds without growing."""
PLATE_MARGINS = (8.0, 18.0, 8.0, 8.0)
"""How far a plate's halo and badges reach beyond it: left, top, right, bottom."""
CUP_WIDTH = 84.0
CUP_HEIGHT = CUP_WIDTH * 130 / 120
BUBBLE_SIZE = (176.0, 46.0)
SPEECH_SIZE = (200.0, 88.0)
"""The box of what a seat says (three lines at most), over its cup."""
LID = QRectF(CENTRE.x() - 75, CENTRE.y() - 75, 150, 150)
"""The lid; its caption below gives way to the showdown card."""
CARD = QRectF(CENTRE.x() - 250, LID.bottom() + 4, 500, 178)
"""The showdown card, between the lid and the person's dice."""
CARD_NARROWING = (0.0, 12.0, 24.0, 36.0, 48.0, 60.0)
"""How much narrower than designed the showdown card may stand, at a height where it would
otherwise touch the plates beside it."""
CARD_PLATE_GAP = 6.0
"""The least room between the card's box and a plate's: their borders are drawn on their
boxes' edges (the high-contrast theme's twice as thick), and must not touch."""

_MARGIN = 4.0
_STEP = 8.0
_REACH = 360.0
"""How far from where it is wanted a piece may be moved to find room."""
SPEECH_SHIFT = 80.0
"""How far, at the designed text size, what a seat says may move from over its cup to stand
clear of the revealed dice; farther, it would seem said by another seat."""


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's pieces stand.

    Attributes:
        position: the seat's point on the table's ellipse.
        plate: the plate's box, its halo and badges included.
        cup_home: the cup's centre while the dice are hidden.
        own_row: the centre of the bottom seat's dice row: the person's own dice, and the
            bottom seat's dice at a reveal.
        bubble: the centre of the bid bubble.
        speech: the centre of what the seat says: over its cup, clear of the plates, the other
            cups and every bid bubble.
        reveal: the centre of the block of dice shown at a reveal (the row, at the bottom).
        columns: how many revealed dice stand side by side there.
    """

    position: QPointF
    plate: QRectF
    cup_home: QPointF
    own_row: QPointF
    bubble: QPointF
    reveal: QPointF
    columns: int
    speech: QPointF


def _distance(first: QPointF, second: QPointF) -> float:
    return math.hypot(first.x() - second.x(), first.y() - second.y())


def _centred(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def row_width(dice: int, size: float) -> float:
    """Return the width of a row of ``dice`` dice of ``size``."""
    return dice * size + max(0, dice - 1) * DIE_GAP


def _grid(dice: int, columns: int) -> tuple[int, int]:
    """Return the columns and rows a block of ``dice`` takes, at most ``columns`` wide."""
    across = min(dice, columns)
    return across, math.ceil(dice / across) if dice else 0


def block_points(centre: QPointF, dice: int, columns: int) -> list[QPointF]:
    """Return where each revealed die stands, in rows of ``columns``, centred on ``centre``."""
    across, rows = _grid(dice, columns)
    pitch = REVEAL_DIE + DIE_GAP
    points = []
    for index in range(dice):
        row, column = divmod(index, across)
        in_row = min(across, dice - row * across)
        points.append(
            QPointF(
                centre.x() + (column - (in_row - 1) / 2) * pitch,
                centre.y() + (row - (rows - 1) / 2) * pitch,
            )
        )
    return points


def block_rect(centre: QPointF, dice: int, columns: int) -> QRectF:
    """Return the box a block of revealed dice takes, glow included."""
    across, rows = _grid(dice, columns)
    pitch = REVEAL_DIE + DIE_GAP
    return _centred(centre, across * pitch + 8, rows * pitch + 8)


def row_points(centre: QPointF, dice: int, size: float = OWN_DIE) -> list[QPointF]:
    """Return where each of the person's own dice stands, in one row centred on ``centre``."""
    pitch = size + DIE_GAP
    return [
        QPointF(centre.x() + (index - (dice - 1) / 2) * pitch, centre.y()) for index in range(dice)
    ]


Edges = tuple[float, float, float, float]
"""A box as its left, top, right and bottom edges (the layout's searches count in floats)."""

Fits = Callable[[float, float, float, float], bool]
"""Whether a box of these edges (left, top, right, bottom) may stand where it is."""


def _edges(rect: QRectF) -> Edges:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _felt_check(felt: tuple[float, float]) -> Fits:
    """Return whether a box lies wholly on a felt of half axes ``felt`` (inside the rim)."""
    cx, cy = CENTRE.x(), CENTRE.y()

    def on_felt(left: float, top: float, right: float, bottom: float) -> bool:
        dx = max(abs(left - cx), abs(right - cx)) / felt[0]
        dy = max(abs(top - cy), abs(bottom - cy)) / felt[1]
        return dx * dx + dy * dy <= 1

    return on_felt


def _inside(rect: QRectF) -> Fits:
    """Return whether a box lies wholly inside ``rect``."""
    edges = _edges(rect)

    def inside(left: float, top: float, right: float, bottom: float) -> bool:
        return edges[0] <= left and edges[1] <= top and right <= edges[2] and bottom <= edges[3]

    return inside


@cache
def _offsets() -> tuple[tuple[float, float], ...]:
    """Grid offsets of the search, nearest first."""
    reach = int(_REACH / _STEP)
    grid = [
        (x * _STEP, y * _STEP) for x in range(-reach, reach + 1) for y in range(-reach, reach + 1)
    ]
    return tuple(sorted(grid, key=lambda offset: offset[0] ** 2 + offset[1] ** 2))


def _anywhere(left: float, top: float, right: float, bottom: float) -> bool:
    """Any box fits (the scene grows to hold it)."""
    return True


def _nearest_free(
    wanted: QPointF,
    width: float,
    height: float,
    taken: Sequence[QRectF],
    fits: Fits,
) -> QPointF | None:
    """Return the point nearest ``wanted`` where a box of this size ``fits`` and is clear.

    None when there is none within ``_REACH``: a table too crowded to clear.
    """
    boxes = [_edges(other) for other in taken]
    half_width, half_height = width / 2, height / 2
    pad_width, pad_height = half_width + _MARGIN, half_height + _MARGIN
    for dx, dy in _offsets():
        x, y = wanted.x() + dx, wanted.y() + dy
        if not fits(x - half_width, y - half_height, x + half_width, y + half_height):
            continue
        left, top, right, bottom = x - pad_width, y - pad_height, x + pad_width, y + pad_height
        if not any(
            left < box[2] and box[0] < right and top < box[3] and box[1] < bottom for box in boxes
        ):
            return QPointF(x, y)
    return None


def _inward_spot(
    start: QPointF, taken: Sequence[QRectF], on_felt: Fits
) -> tuple[QPointF | None, int, float]:
    """Return the nearest clear centre for a block of revealed dice, inward of ``start``.

    The block walks from ``start`` towards the centre of the table, or towards the lid's
    side nearer ``start``, and stops where it is first clear; the shortest walk wins (a
    block of three columns or two; one row where neither is clear on the way in). Where
    no walk is clear, the nearest clear place anywhere, at an infinite price (None: none).
    """
    best: tuple[float, int, QPointF] | None = None
    targets = [CENTRE]
    if abs(start.x() - CENTRE.x()) > 1:
        targets.append(CENTRE + QPointF(math.copysign(240, start.x() - CENTRE.x()), -40))
    # Three dice wide or two; one row of them all only where neither finds room.
    for widths in ((3, 2), (MAX_DICE_PER_PLAYER,)):
        for target in targets:
            way = target - start
            length = math.hypot(way.x(), way.y())
            for columns in widths:
                distance = 0.0
                while distance < length and (best is None or distance < best[0]):
                    centre = start + way * (distance / length)
                    rect = block_rect(centre, MAX_DICE_PER_PLAYER, columns)
                    padded = rect.adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)
                    if on_felt(*_edges(rect)) and not any(padded.intersects(o) for o in taken):
                        best = (distance, columns, centre)
                        break
                    distance += _STEP / 2
        if best is not None:
            break
    if best is None:
        # Nothing clear on the way in: the nearest clear place anywhere, at a high price.
        size = block_rect(QPointF(), MAX_DICE_PER_PLAYER, 3).size()
        spot = _nearest_free(start, size.width(), size.height(), taken, on_felt)
        return spot, 3, math.inf
    return best[2], best[1], best[0]


@dataclass(frozen=True)
class Layout:
    """A whole table laid out for one text scale.

    Attributes:
        places: every seat's place, the bottom seat first, play passing to its left.
        scale: how much larger than designed the table's texts are drawn (1: as designed);
            the plates, bubbles, speech and the showdown card grow with them.
        room: how far out the seats stand, across and down, as multiples of ``RADII``:
            more than 1 when the larger texts need more room than the designed table has.
        scene: the scene's box: ``SCENE``, grown with the room and to hold every piece.
        card: the box kept for the showdown card: as much room as its texts take at this
            scale (their lines wrap more on a card that grows less than they do).
        plate_width: the plates' width before the scale (see ``_lay_out_table``).
    """

    places: tuple[SeatPlace, ...]
    scale: float
    room: tuple[float, float]
    scene: QRectF
    card: QRectF
    plate_width: float


def scaled(size: tuple[float, float], scale: float) -> tuple[float, float]:
    """Return ``size`` grown ``scale`` times."""
    return size[0] * scale, size[1] * scale


def plate_box(position: QPointF, scale: float, width: float = PLATE_SIZE[0]) -> QRectF:
    """Return the box of a plate ``width`` wide at ``position``: halo and badges included."""
    width, height = width * scale, PLATE_SIZE[1] * scale
    left, top, right, bottom = (margin * scale for margin in PLATE_MARGINS)
    return QRectF(position.x() - width / 2, position.y() + 18, width, height).adjusted(
        -left, -top, right, bottom
    )


def _card_place(
    own_row: QPointF, scale: float, bodies: Sequence[QRectF], on_felt: Fits
) -> QRectF | None:
    """Return where the showdown card stands, clear of the plates' ``bodies``; None: nowhere.

    The card holds as much text as at the designed size, ``scale`` times as large: it grows
    half as fast across as its texts (their lines wrap more, to stay clear of the plates
    beside it), and as much more down as its area needs. It stands as low as it is clear, under
    the lid or, when it grows, higher, over it, and at each height as wide as it is clear
    there (``CARD_NARROWING``: at six seats the lower plates come within a few units of it),
    its borders ``CARD_PLATE_GAP`` off the plates': its bottom never lower than the top of the
    bottom seat's row of dice, its middle no higher than the lid's top.
    """
    widest = CARD.width() * (1 + (scale - 1) / 2)
    gap = CARD_PLATE_GAP * scale
    padded = [body.adjusted(-gap, -gap, gap, gap) for body in bodies]
    bottom = own_row.y() - (OWN_DIE + 8) / 2 - 1  # the lowest the card's bottom may come
    shapes = []
    for narrowing in CARD_NARROWING:
        width = widest - narrowing * scale
        shapes.append((width, CARD.width() * CARD.height() * scale * scale / width))
    top = min(CARD.top(), bottom - shapes[0][1])
    while any(top + height / 2 >= LID.top() for _, height in shapes):
        for width, height in shapes:  # as wide as it may stand this high
            if top + height > bottom or top + height / 2 < LID.top():
                continue
            card = QRectF(CENTRE.x() - width / 2, top, width, height)
            if on_felt(*_edges(card)) and not any(card.intersects(body) for body in padded):
                return card
        top -= _STEP
    return None


ROOM_STEPS = tuple(1 + step / 10 for step in range(21))
"""How far out the seats may stand, across or down: 1 is the designed table, up to 1.8."""

VIEW_ASPECT = 1.4
"""The width of the table's view over its height in a usual window (1366 x 768 gives 1.38),
for a layout made before the view says its own."""


def _positions(count: int, radii: tuple[float, float]) -> list[QPointF]:
    """Return the seats' points on the ellipse of half axes ``radii``, the first at the bottom."""
    points = []
    for step in range(count):
        angle = math.pi / 2 + step * 2 * math.pi / count
        points.append(
            QPointF(
                CENTRE.x() + radii[0] * math.cos(angle), CENTRE.y() + radii[1] * math.sin(angle)
            )
        )
    return points


def _scene_box(count: int, scale: float, radii: tuple[float, float]) -> QRectF:
    """Return the scene's box round a table of ``radii``, with room for its plates.

    It grows as much as the table does, keeping the designed margins round it, and to hold
    the plates.
    """
    across, down = radii[0] - RADII[0], radii[1] - RADII[1]
    scene = SCENE.adjusted(-across, -down, across, down)
    for position in _positions(count, radii):
        scene = scene.united(plate_box(position, scale))
    return scene


def _plate_width(count: int, scale: float, positions: Sequence[QPointF], scene: QRectF) -> float:
    """Return the plates' width: up to ``WIDE_PLATES``' for ``count`` seats, inside ``scene``.

    The scene is the one the plates of ``PLATE_SIZE`` need, so wider plates never draw the
    table smaller; where it has no room beside a seat, the plates keep ``PLATE_SIZE``.
    """
    widest = WIDE_PLATES.get(count, PLATE_SIZE[0])
    left, _, right, _ = (margin * scale for margin in PLATE_MARGINS)
    for position in positions:
        beside = min(position.x() - scene.left() - left, scene.right() - position.x() - right)
        widest = min(widest, 2 * beside / scale)
    return max(widest, PLATE_SIZE[0])


def _speech_wanted(x: float, plate: QRectF, scale: float) -> QRectF:
    """Return where a seat's speech is wanted: over its cup at ``x``, just above its plate."""
    width, height = scaled(SPEECH_SIZE, scale)
    return QRectF(x - width / 2, plate.top() - height - 2, width, height)


def shown_size(scene: QRectF, aspect: float) -> float:
    """Return how small a view ``aspect`` times as wide as high draws ``scene``.

    It is the scene's height, or its width over ``aspect`` where the width decides: the larger
    the number, the smaller the table is drawn.
    """
    return max(scene.width() / aspect, scene.height())


LAYOUT_TRIES = 8
"""How many more rooms are tried, once one is clear, for one drawn larger."""


@cache
def _rooms(
    count: int, scale: float, aspect: float
) -> tuple[tuple[float, tuple[float, float]], ...]:
    """Return the rooms to try, each after the least ``shown_size`` its scene can have.

    That is its plates' box's: those that may be drawn largest come first, then the least grown.
    """
    rooms = []
    for room in itertools.product(ROOM_STEPS, ROOM_STEPS):
        box = _scene_box(count, scale, (RADII[0] * room[0], RADII[1] * room[1]))
        rooms.append((shown_size(box, aspect), room))
    return tuple(sorted(rooms, key=lambda entry: (entry[0], sum(entry[1]), entry[1])))


@cache
def table_layout(
    count: int, own_seat: bool, scale: float = 1.0, aspect: float = VIEW_ASPECT
) -> Layout:
    """Return the layout of ``count`` seats with texts ``scale`` times as large as designed.

    The seats stand as far out as the pieces need to be clear of each other: of the rooms
    where they are, the one a view ``aspect`` times as wide as high draws largest (at the
    designed size, the designed table; the largest room, crowded, where none is clear). The
    rooms are tried from those that may be drawn largest, until none may beat the best found
    (or ``LAYOUT_TRIES`` more have been tried: the search stays within a fraction of a second).
    """
    best: Layout | None = None
    best_size = math.inf
    tries = 0
    for least, room in _rooms(count, scale, aspect):
        if least >= best_size or tries == LAYOUT_TRIES:
            break
        layout = _lay_out_table(count, own_seat, scale, room)
        tries += best is not None
        if layout is not None and shown_size(layout.scene, aspect) < best_size:
            best, best_size = layout, shown_size(layout.scene, aspect)
    if best is None:
        best = _lay_out_table(count, own_seat, scale, (ROOM_STEPS[-1],) * 2, crowded=True)
    assert best is not None
    return best


@cache
def drawn_layout(count: int, own_seat: bool, scale: float, aspect: float = VIEW_ASPECT) -> Layout:
    """Return the layout whose texts a view ``aspect`` times as wide as high draws largest.

    That is the layout of texts ``scale`` times as large, or of a smaller text scale (``scale``
    over 1.25, 1.5 or 2, not under 1) where the larger texts would need a table grown so much
    that they would be drawn smaller: a larger text size never draws the texts smaller.
    """
    scales = sorted({scale, *(max(1.0, round(scale / less, 2)) for less in (1.25, 1.5, 2))})
    layouts = [table_layout(count, own_seat, each, aspect) for each in reversed(scales)]
    return max(layouts, key=lambda layout: layout.scale / shown_size(layout.scene, aspect))


def seat_places(count: int, own_seat: bool) -> tuple[SeatPlace, ...]:
    """Return the places of ``count`` seats at texts of the designed size (``table_layout``)."""
    return table_layout(count, own_seat).places


def _in_front(reveals: dict[int, tuple[QPointF, int]], plates: Sequence[QRectF]) -> bool:
    """Whether each seat's revealed dice stand nearer its own plate than any other."""
    for seat, (spot, _) in reveals.items():
        gaps = [math.hypot(*(spot - plate.center()).toTuple()) for plate in plates]
        if min(range(len(plates)), key=gaps.__getitem__) != seat:
            return False
    return True


def _lay_out_table(
    count: int, own_seat: bool, scale: float, room: tuple[float, float], crowded: bool = False
) -> Layout | None:
    """Return the layout of ``count`` seats on an ellipse ``room`` times ``RADII`` (across, down).

    ``own_seat`` says whether the bottom seat is the person's: their cup then stands beside
    their dice, which are shown face up all round. None when a piece finds no clear place
    (unless ``crowded``: it then stands where wanted). The plates are as wide as the scene
    holds (``_plate_width``), or of ``PLATE_SIZE`` where wider ones leave a piece no place:
    wider plates never take a room from the table.
    """
    radii = RADII[0] * room[0], RADII[1] * room[1]
    scene = _scene_box(count, scale, radii)
    widest = _plate_width(count, scale, _positions(count, radii), scene)
    for width in dict.fromkeys((widest, PLATE_SIZE[0])):
        layout = _lay_out_plates(count, own_seat, scale, room, width, crowded)
        if layout is not None:
            return layout
    return None


def _lay_out_plates(
    count: int,
    own_seat: bool,
    scale: float,
    room: tuple[float, float],
    width: float,
    crowded: bool,
) -> Layout | None:
    """Return the layout of ``_lay_out_table`` with plates ``width`` wide; None: none clear."""
    radii = RADII[0] * room[0], RADII[1] * room[1]
    felt = _felt_check((radii[0] + 30, radii[1] + 30))  # the green inside of the rim
    scene = _scene_box(count, scale, radii)
    positions = _positions(count, radii)
    plates = [plate_box(p, scale, width) for p in positions]
    bubble_size = scaled(BUBBLE_SIZE, scale)
    speech_size = scaled(SPEECH_SIZE, scale)
    # The bottom seat's row of dice stands over its plate, clear of the plate's badges.
    row_y = min(positions[0].y() - 40, plates[0].top() - 4 - (OWN_DIE + 8) / 2)
    own_row = QPointF(positions[0].x(), row_y)
    own_half = row_width(MAX_DICE_PER_PLAYER, OWN_DIE) / 2
    cups = [p + QPointF(0, -42) for p in positions]
    if own_seat:
        # The person's cup stands clear of their widest row of dice.
        cups[0] = QPointF(own_row.x() - own_half - CUP_WIDTH / 2 - 16, own_row.y())
    cup_rects = [_centred(cup, CUP_WIDTH, CUP_HEIGHT) for cup in cups]
    own_rect = _centred(own_row, 2 * own_half + 8, OWN_DIE + 8)
    # Every plate clear of the others and of the lid; the showdown card clear of the plates,
    # their borders included.
    for index, plate in enumerate(plates):
        if any(plate.intersects(other) for other in [*plates[index + 1 :], LID]) and not crowded:
            return None
    left, top, right, bottom = (margin * scale for margin in PLATE_MARGINS)
    bodies = [plate.adjusted(left, top, -right, -bottom) for plate in plates]
    card = _card_place(own_row, scale, bodies, felt)
    if card is None:
        if not crowded:
            return None
        card = _centred(CENTRE, *scaled(CARD.size().toTuple(), scale))

    # Revealed dice: nearest each cup, clear of plates, the person's row and the showdown card.
    # A block stands on the way from its cup inward, as near the cup as it is clear; three dice
    # wide, or two where that brings it nearer. The bottom seat's dice show in a row, where the
    # person sees their own. The seats choose in turn: below the lid first (there is least
    # room there), or above it first, whichever order brings the blocks nearer their seats.
    def lay_out(order: Sequence[int]) -> tuple[float, dict[int, tuple[QPointF, int]]]:
        taken = [*plates, card, LID, own_rect]
        reveals = {0: (own_row, MAX_DICE_PER_PLAYER)}
        total = 0.0
        for index in order:
            found, columns, walk = _inward_spot(cups[index], taken, felt)
            spot = cups[index] if found is None else found
            if found is None:
                total = math.nan  # no clear place: the table is too crowded
                if not crowded:
                    return total, reveals  # and this order will not be taken
            reveals[index] = (spot, columns)
            total += walk
            taken.append(block_rect(spot, MAX_DICE_PER_PLAYER, columns))
        return total, reveals

    def below_first(index: int) -> tuple[bool, int]:
        across = round(abs(positions[index].x() - CENTRE.x()))
        below = positions[index].y() > CENTRE.y() + 1
        return not below, -across if below else across

    first = sorted(range(1, count), key=below_first)
    above = [index for index in first if positions[index].y() <= CENTRE.y() + 1]
    second = above + [index for index in first if index not in above]
    walked, reveals = min(
        (lay_out(first), lay_out(second)),
        key=lambda layout: math.inf if math.isnan(layout[0]) else layout[0],
    )
    if (math.isnan(walked) or not _in_front(reveals, plates)) and not crowded:
        return None
    # Bubbles: nearest a point inward of the seat, clear of plates, cups, the lid and each other.
    taken = [*plates, *cup_rects, LID, own_rect]
    bubbles = []
    for position in positions:
        inward = CENTRE - position
        length = math.hypot(inward.x(), inward.y())
        wanted = position + inward * (150 / length) + QPointF(0, -30)
        spot = _nearest_free(wanted, *bubble_size, taken, felt)
        if spot is None:
            if not crowded:
                return None
            spot = wanted
        bubbles.append(spot)
        taken.append(_centred(spot, *bubble_size))
    # Speech: over the seat's own cup, just above its plate (the cup is only a cup meanwhile,
    # and lifted at a reveal), clear of everything else, and of the revealed dice where a
    # place clear of them is near (else it lies under them: the line is in the log too).
    taken = [*plates, LID, own_rect, *(_centred(spot, *bubble_size) for spot in bubbles)]
    blocks = [block_rect(spot, MAX_DICE_PER_PLAYER, columns) for spot, columns in reveals.values()]
    speeches = []
    for index, cup in enumerate(cups):
        others = [rect for other, rect in enumerate(cup_rects) if other != index]
        wanted = _speech_wanted(cup.x(), plates[index], scale).center()
        spot = _nearest_free(wanted, *speech_size, [*taken, *others, *blocks], _inside(scene))
        if spot is None or _distance(spot, wanted) > SPEECH_SHIFT * scale:
            spot = _nearest_free(wanted, *speech_size, [*taken, *others], _inside(scene))
        if spot is None:  # large texts: the scene grows to hold it
            spot = _nearest_free(wanted, *speech_size, [*taken, *others], _anywhere)
        if spot is None:
            if not crowded:
                return None
            spot = wanted
        speeches.append(spot)
        taken.append(_centred(spot, *speech_size))
    for spot in speeches:
        scene = scene.united(_centred(spot, *speech_size))
    places = tuple(
        SeatPlace(positions[i], plates[i], cups[i], own_row, bubbles[i], *reveals[i], speeches[i])
        for i in range(count)
    )
    return Layout(places, scale, room, scene, card, width)
