"""The career in the window: the ladder screen, its games, and the person's rating."""
