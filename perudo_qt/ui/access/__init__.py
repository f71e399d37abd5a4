"""Playing without sight: the table in words, announcements and the review keys."""
