"""Learning: the hints, the coach's view, the tutorial and its tutor, the rules help."""
