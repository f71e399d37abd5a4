"""The faces in words: "fours", "9 fives", in the form that goes with the number of dice."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from perudo_qt.i18n import tr
from perudo_qt.rules import FACES


def face_words(face: int, quantity: int = 2) -> str:
    """Return a face's name, in the form that goes with ``quantity`` dice: "paco", "fours"."""
    names = {
        1: tr("pacos", "face name", quantity),
        2: tr("twos", "face name", quantity),
        3: tr("threes", "face name", quantity),
        4: tr("fours", "face name", quantity),
        5: tr("fives", "face name", quantity),
        6: tr("sixes", "face name", quantity),
    }
    return names[face]


def quantity_words(quantity: int, face: int) -> str:
    """Return a number of dice of one face in words: "1 paco", "9 fives"."""
    words = {
        1: tr("%n pacos", "dice of a face", quantity),
        2: tr("%n twos", "dice of a face", quantity),
        3: tr("%n threes", "dice of a face", quantity),
        4: tr("%n fours", "dice of a face", quantity),
        5: tr("%n fives", "dice of a face", quantity),
        6: tr("%n sixes", "dice of a face", quantity),
    }
    return words[face]


def hand_words(faces: Sequence[int]) -> str:
    """Return a hand in words, pacos first: "2 pacos, 1 three, 1 five" (empty: no dice)."""
    held = Counter(faces)
    return tr(", ").join(quantity_words(held[face], face) for face in FACES if held[face])
