"""Setting up: the new-game and settings dialogs, their editors, plugins, the Game menu."""
