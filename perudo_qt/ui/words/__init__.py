"""Words: events, bids, reasons, faults and characters in the player's language; plain text."""
