"""Perudo Qt: Perudo (Liar's Dice) against computer opponents; this module holds the version."""

__version__ = "0.1.0"
