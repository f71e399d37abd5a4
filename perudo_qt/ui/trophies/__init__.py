"""Achievements in the window: their badges, a toast when one is earned, and their page."""
