"""Keeping games: resume, the History, finished games and replays, statistics."""
