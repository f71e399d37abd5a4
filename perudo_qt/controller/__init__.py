"""Qt without widgets: the game controller, the bot thread and the pace of play."""
