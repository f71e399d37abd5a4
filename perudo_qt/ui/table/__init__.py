"""The table: the scene, its pieces and artwork, seating, the reveal, animations, play."""
