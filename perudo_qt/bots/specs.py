"""What a bot spec names when it names a plugin: its file, its class, the digest a person confirms.

Plain string and byte functions, apart from the registry that builds bots, so that seating a
table or reading the settings does not load every bot.
"""

from __future__ import annotations

from pathlib import Path


def is_plugin(spec: str) -> bool:
    """Whether ``spec`` names a bot loaded from a file (``path/to/bot.py:ClassName``)."""
    return ".py:" in spec


def plugin_path(spec: str) -> Path:
    """Return the file a plugin ``spec`` names, as written (not resolved)."""
    return Path(spec.strip().rpartition(":")[0])


def plugin_class(spec: str) -> str:
    """Return the name of the class a plugin ``spec`` names (what follows the last colon)."""
    return spec.strip().rpartition(":")[2]


def plugin_digest(source: bytes) -> str:
    """Return the SHA-256 of a plugin file's ``source``, as hex: what a person confirms."""
    import hashlib  # here: only plugins need it, and it is slow to load before the first paint

    return hashlib.sha256(source).hexdigest()
