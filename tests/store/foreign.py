"""Things that are not a file of ours, put where one belongs: folders, pipes, links."""

from __future__ import annotations

import contextlib
import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def released(fifo: Path) -> Iterator[list[str]]:
    """Watch a pipe (else nothing): a reader stuck on it at the end is let go (it reads EOF).

    Yields a list that names the stuck reader if there was one: the code under test opened
    the pipe and waited for a writer, which would hang a start for ever.
    """
    stuck: list[str] = []
    if not stat.S_ISFIFO(os.lstat(fifo).st_mode):
        yield stuck
        return
    done = threading.Event()

    def watch() -> None:
        while not done.wait(0.2):
            try:
                writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # no reader is waiting on the pipe
                continue
            stuck.append("a reader waited on the pipe")
            os.close(writer)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield stuck
    finally:
        done.set()
        watcher.join()


def not_a_file(kind: str, path: Path) -> None:
    """Put something that is not a regular file at ``path`` (a link to a file: "theirs.json")."""
    if kind == "folder":
        path.mkdir()
        (path / "inside").write_text("theirs")
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "link to a device":
        path.symlink_to("/dev/zero")
    else:
        target = path.with_name("theirs.json")
        target.write_text('{"format": "perudo-qt-save"}')
        path.symlink_to(target)


NOT_FILES = ["folder", "pipe", "link to a device", "link to a file"]


def same_thing(path: Path, kind: str) -> bool:
    if kind == "folder":
        return path.is_dir() and (path / "inside").read_text() == "theirs"
    if kind == "pipe":
        return stat.S_ISFIFO(path.lstat().st_mode)
    return path.is_symlink()
