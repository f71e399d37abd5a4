"""One window at a time keeps the person's games: a lock on the data folder."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)

LOCK_NAME = "perudo-qt.lock"


def claim_data_folder(folder: Path) -> QLockFile | None:
    """Return the lock that makes this process the one keeping games in ``folder``.

    Returns None when another running Perudo holds it. The lock lasts while the returned
    object lives (or until ``unlock()``); a lock left by a process that died is taken over.

    Raises:
        OSError: the folder cannot be made or locked (read-only, full disk...).
    """
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / LOCK_NAME))
    # Held for the whole session: only a dead holder makes it stale, never its age.
    lock.setStaleLockTime(0)
    if lock.tryLock(100):
        return lock
    if lock.error() is QLockFile.LockError.LockFailedError:
        log.info("another Perudo keeps the games in %s", folder)
        return None
    raise OSError(f"{folder / LOCK_NAME} cannot be made ({lock.error().name})")
