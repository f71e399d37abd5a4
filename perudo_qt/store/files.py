"""File helpers of the store: atomic writes and keeping a bad file aside."""

from __future__ import annotations

import os
import time
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    The bytes go to a temporary file in the same folder, are flushed to the disk, and the
    temporary file is renamed over ``path`` (a rename within a folder is atomic).

    Raises:
        OSError: the folder cannot be written (read-only, full disk...).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    with open(temporary, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)
    if hasattr(os, "O_DIRECTORY"):
        # The rename itself is durable only once the folder's entry is on the disk too.
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def keep_aside(path: Path) -> Path:
    """Rename ``path`` to a timestamped name beside it and return that name (never deletes)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{stamp}.bad")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.{stamp}-{number}.bad")
    os.replace(path, aside)
    return aside
