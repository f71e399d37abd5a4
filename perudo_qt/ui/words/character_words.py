"""The career's characters in words: each one's biography and way of playing."""

from __future__ import annotations

from perudo_qt.i18n import tr


def biography(character: str) -> str:
    """Return the short biography of the character whose id is ``character``.

    Raises:
        KeyError: no character has that id.
    """
    return {
        "mateo": tr(
            "Mateo learned the game last summer at his grandmother's. He still "
            "forgets that pacos are wild, but he never stops smiling."
        ),
        "lucia": tr(
            "Lucía runs the fish stall at the harbour and counts every coin twice. "
            "She bids low and rarely takes a risk."
        ),
        "barnaby": tr(
            "Barnaby swabs the decks and dreams of a ship of his own. He bluffs "
            "loudly and often, and is caught just as often."
        ),
        "ines": tr(
            "Inés teaches mathematics at the village school. She plays a clean, "
            "steady game: no tricks, few mistakes."
        ),
        "rosa": tr(
            "Rosa keeps the books for half the market. Her bids are almost always backed "
            "by the dice in her cup."
        ),
        "greta": tr(
            "Greta believes nothing she has not seen. Bid too high and she calls Dudo "
            "without blinking."
        ),
        "django": tr(
            "Django never met a bet he did not like. He loves a Calza and raises when "
            "others would stop."
        ),
        "morgana": tr(
            "Captain Morgana has won ships, crews and islands at the dice table. She "
            "bluffs boldly, and reads you while she does."
        ),
        "viktor": tr(
            "Viktor spent thirty years as a customs inspector. He has heard every "
            "lie, and he calls most of them."
        ),
        "soledad": tr(
            "Professor Soledad wrote the book on probability, twice. She reads every bid you make."
        ),
        "ezra": tr(
            "Ezra drifts from port to port and leaves empty purses behind him. Nobody "
            "has ever seen him miss a Calza."
        ),
        "condor": tr(
            "Nobody knows where El Cóndor comes from. They say he has never lost a "
            "game at the top of the mountain."
        ),
    }[character]


def style_words(style: str) -> str:
    """Return a way of playing (``Character.style``) in words: "Bids low, risks little".

    Raises:
        KeyError: no such style.
    """
    return {
        "beginner": tr("Plays by feel", "a career character's way of playing"),
        "cautious": tr("Bids low, risks little", "a career character's way of playing"),
        "bluffer": tr("Bluffs loudly", "a career character's way of playing"),
        "steady": tr("Steady and careful", "a career character's way of playing"),
        "doubter": tr("Calls Dudo often", "a career character's way of playing"),
        "gambler": tr("Loves a Calza", "a career character's way of playing"),
        "reader": tr("Reads every bid", "a career character's way of playing"),
        "master": tr("Plays close to perfect", "a career character's way of playing"),
    }[style]
