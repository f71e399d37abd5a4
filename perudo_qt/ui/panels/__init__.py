"""Around the table: the log, dice in text, the result bar and the settings notice."""
