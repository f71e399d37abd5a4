"""Perudo Qt's artwork and translations, installed as the package ``perudo_qt.resources``."""
