"""The person's controls: the bid selector, the game's keys, the focus ring."""
