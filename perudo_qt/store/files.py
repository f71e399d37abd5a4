"""File helpers of the store: bounded reads, atomic writes, keeping a bad file aside.

A path of ours holds a regular file we wrote, or nothing. Anything else found there (a folder,
a pipe, a device, a link) is not ours: it is never opened for reading, written over, renamed or
deleted, and ``NotAFileError`` says so.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import stat
import time
from pathlib import Path

_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a pipe opens at once, instead of waiting for a writer
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
_WRITE_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
)


class ForeignFileError(OSError):
    """Something at a path of ours that we did not write: it is left exactly as it is."""


class NotAFileError(ForeignFileError):
    """A folder, pipe, device or link where a file of ours belongs."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


def check_ours(path: Path) -> None:
    """Return if ``path`` holds a regular file or nothing (it is not followed if a link).

    Raises:
        NotAFileError: something else is there.
        OSError: ``path`` cannot be looked at.
    """
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotAFileError(path)


def read_file(path: Path, limit: int, follow_links: bool = False) -> bytes:
    """Return the bytes of the regular file ``path``, at most ``limit + 1`` of them.

    The file is opened without blocking and checked before a byte is read: a pipe or a
    device never hangs the caller or fills its memory. A link is followed only if
    ``follow_links`` (a file the person chose), never at a path of ours. A result longer than
    ``limit`` tells the caller the file is too long, without reading it whole.

    Raises:
        FileNotFoundError: there is nothing at ``path``.
        NotAFileError: ``path`` is (or links to) a folder, a pipe or a device, or is a link
            not to be followed.
        OSError: the file cannot be read.
    """
    try:
        descriptor = os.open(path, _READ_FLAGS if follow_links else _READ_FLAGS | _NO_FOLLOW)
    except OSError as error:
        if error.errno == errno.ELOOP:  # O_NOFOLLOW met a link
            raise NotAFileError(path) from None
        raise
    try:
        regular = stat.S_ISREG(os.fstat(descriptor).st_mode)
    except OSError:
        os.close(descriptor)
        raise
    if not regular:
        os.close(descriptor)
        raise NotAFileError(path)
    with os.fdopen(descriptor, "rb") as file:
        return file.read(limit + 1)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    The bytes go to a temporary file of a name of its own in the same folder (two writers
    never share one), are flushed to the disk, and the temporary file is renamed over ``path``
    (a rename within a folder is atomic). A file replaced keeps its permissions. The temporary
    file is removed if anything fails.

    Raises:
        NotAFileError: ``path`` holds something other than a regular file (left as it is).
        OSError: the folder cannot be written (read-only, full disk...).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    check_ours(path)
    temporary, descriptor = _create_beside(path)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(FileNotFoundError):
            shutil.copymode(path, temporary)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):
        # The rename itself is durable only once the folder's entry is on the disk too.
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _create_beside(path: Path) -> tuple[Path, int]:
    """Create a new, empty file of a unique name beside ``path``; return it and its descriptor."""
    for _ in range(100):  # as tempfile does: a name taken is another writer's, try another
        temporary = path.with_name(f"{path.name}.{secrets.token_hex(6)}.tmp")
        try:
            return temporary, os.open(temporary, _WRITE_FLAGS, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(path.parent))


def remove(path: Path) -> None:
    """Delete the regular file ``path`` if there is one.

    Raises:
        NotAFileError: ``path`` holds something other than a regular file (left as it is).
        OSError: the file cannot be deleted.
    """
    check_ours(path)
    path.unlink(missing_ok=True)


def reserve_aside(path: Path, kind: str = "bad") -> Path:
    """Create a new, empty file named after ``path``, the time and ``kind``; return its path.

    The name is ``<name>.<date>-<time>.<kind>`` (``-2``, ``-3``... before ``.<kind>`` when
    taken): a name already there, another instance's included, is never reused, so nothing
    kept aside is ever written over. The caller moves or copies the file into it.

    Raises:
        OSError: the folder cannot be written, or every name is taken.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 1000):
        counter = f"-{number}" if number > 1 else ""
        aside = path.with_name(f"{path.name}.{stamp}{counter}.{kind}")
        try:
            os.close(os.open(aside, _WRITE_FLAGS, 0o600))
        except FileExistsError:
            continue
        return aside
    raise FileExistsError(errno.EEXIST, "no free name to keep a file aside", str(path))


def keep_aside(path: Path, kind: str = "bad") -> Path:
    """Rename ``path`` to a name of its own beside it (see ``reserve_aside``); return that name.

    Never deletes and never writes over anything: when the rename fails, the name reserved
    is given up and ``path`` is left as it is.

    Raises:
        NotAFileError: ``path`` holds something other than a regular file (left as it is).
        FileNotFoundError: there is nothing at ``path`` (another instance moved it first).
        OSError: it cannot be renamed.
    """
    check_ours(path)
    aside = reserve_aside(path, kind)
    try:
        os.replace(path, aside)
    except BaseException:
        aside.unlink(missing_ok=True)
        raise
    return aside
