"""The plugin files a person confirmed may run: each file's resolved path and content's SHA-256.

A bot plugin is a program that runs with the person's rights. One named by a settings file or a
save runs only once the person has confirmed that very file with that very content; a changed
file is a new question. The record is a small JSON file in the data folder.
"""

from __future__ import annotations

import errno
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from perudo_qt.bots import plugin_digest
from perudo_qt.rules.record import parse_json

from .files import keep_aside, read_file, write_atomically

log = logging.getLogger(__name__)

FILE_NAME = "confirmed-plugins.json"
"""The record's name in the data folder."""

FORMAT = "perudo-qt-confirmed-plugins"
VERSION = 1
MAX_BYTES = 1_000_000
"""A record larger than this is not ours to read: it is kept aside."""
MAX_PLUGIN_BYTES = 10_000_000
"""A bot plugin larger than this is not read (nor run)."""


def read_plugin_source(path: Path) -> bytes:
    """Return the content of the plugin file ``path`` (a link is followed: the person named it).

    Only a regular file is read, without blocking, and at most ``MAX_PLUGIN_BYTES``: a pipe or
    a device named as a plugin can neither hang the start nor fill the memory.

    Raises:
        OSError: the file is missing, not a regular file, unreadable, or too large.
    """
    data = read_file(path, MAX_PLUGIN_BYTES, follow_links=True)
    if len(data) > MAX_PLUGIN_BYTES:
        raise OSError(errno.EFBIG, f"larger than {MAX_PLUGIN_BYTES:,} bytes", str(path))
    return data


@dataclass(frozen=True, slots=True)
class PluginFile:
    """A plugin file as it is now: its resolved path and the SHA-256 of its content (hex)."""

    path: Path
    digest: str

    @classmethod
    def read(cls, path: Path) -> PluginFile:
        """Read the file at ``path`` now.

        Raises:
            OSError: it cannot be read (missing, a folder, no permission...).
        """
        resolved = path.resolve()
        return cls(resolved, plugin_digest(read_plugin_source(resolved)))


class ConfirmedPlugins:
    """The plugin files confirmed to run, kept in the JSON file ``path`` (None: this run only).

    A record that cannot be read (damaged, not ours) is renamed aside, never deleted, and the
    person is asked again; one that cannot be written keeps this run's confirmations in memory.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._confirmed: set[tuple[str, str]] = set()
        if path is not None:
            self._confirmed = self._read(path)

    def is_confirmed(self, plugin: PluginFile) -> bool:
        """Whether ``plugin``, this path with this content, was confirmed."""
        return (str(plugin.path), plugin.digest) in self._confirmed

    def unconfirmed(self, paths: Iterable[Path]) -> tuple[PluginFile, ...]:
        """Return the files among ``paths`` that can be read and are not confirmed, once each."""
        found: dict[Path, PluginFile] = {}
        for path in paths:
            try:
                plugin = PluginFile.read(path)
            except OSError:
                continue  # it cannot run either: loading it says why
            if not self.is_confirmed(plugin):
                found.setdefault(plugin.path, plugin)
        return tuple(found.values())

    def confirm(self, plugin: PluginFile) -> None:
        """Record that the person lets ``plugin`` run: from now on, and at later starts.

        Raises:
            OSError: the record cannot be written; the confirmation holds for this run.
        """
        self._confirmed.add((str(plugin.path), plugin.digest))
        if self.path is None:
            return
        entries = [{"path": path, "sha256": digest} for path, digest in sorted(self._confirmed)]
        text = json.dumps({"format": FORMAT, "version": VERSION, "confirmed": entries}, indent=1)
        write_atomically(self.path, text.encode("utf-8"))

    @staticmethod
    def _read(path: Path) -> set[tuple[str, str]]:
        try:
            text = read_file(path, MAX_BYTES)
            if len(text) > MAX_BYTES:
                raise ValueError(f"larger than {MAX_BYTES} bytes")
            data = parse_json(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a record of confirmed plugins")
            if data.get("version") != VERSION:
                raise ValueError(f"version {data.get('version')!r}, not {VERSION}")
            entries = data["confirmed"]
            if not isinstance(entries, list):
                raise ValueError("no list of confirmed plugins")
            confirmed = set()
            for entry in entries:
                if not isinstance(entry, dict):
                    raise ValueError("an entry is not a path and a digest")
                file, digest = entry.get("path"), entry.get("sha256")
                if not isinstance(file, str) or not isinstance(digest, str):
                    raise ValueError("an entry is not a path and a digest")
                confirmed.add((file, digest))
        except FileNotFoundError:
            return set()
        except OSError as error:
            log.warning("the confirmed plugins in %s cannot be read: %s", path, error)
            return set()
        except (ValueError, KeyError) as error:  # JSONDecodeError and UnicodeError included
            log.warning("the confirmed plugins in %s are unusable: %s", path, error)
            try:
                log.warning("%s is kept as %s", path, keep_aside(path))
            except OSError as failure:
                log.warning("%s cannot be kept aside: %s", path, failure)
            return set()
        return confirmed
