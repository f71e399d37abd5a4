"""Whether a screen reader on the accessibility bus (AT-SPI, Linux) listens for announcements.

Orca 43 (Debian 12) does not listen for ``object:announcement``; newer Orca does. The notices
(:mod:`.notice`) are for the first kind only, so that a reader hears each message once: on Linux
they are used unless a listener on the accessibility bus gets announcements.

The bus's registry knows who listens for what. GLib's ``gdbus`` asks it (PySide cannot read its
answer, an array of structures, and the bundles leave Qt D-Bus out), and then follows its
signals as readers come and go, all as :class:`QProcess` es: nothing waits on the GUI thread.
Until it has found the bus there are no notices; without ``gdbus`` they are used on Linux.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QStandardPaths

REGISTRY = "org.a11y.atspi.Registry"
"""The registry's service and interface name on the accessibility bus."""

REGISTRY_PATH = "/org/a11y/atspi/registry"
"""The registry's object path."""

WATCH = 'gdbus="$1"; shift; "$gdbus" "$@" & read -r _; kill $!'
"""How gdbus monitor runs: under a shell that stops it when its input ends, as it does when the
game quits or dies (gdbus itself would live on, as it ignores a closed output)."""

_QUOTED = re.compile(r"(['\"])(.*?)\1")


def quoted(text: str) -> list[str]:
    """The quoted strings in ``text``, as gdbus prints them, in order."""
    return [match.group(2) for match in _QUOTED.finditer(text)]


def hears_announcements(event: str) -> bool:
    """Whether a listener registered for ``event`` gets announcements.

    The registry names events like ``Object:Announcement:``; ``Object::`` is every object event.
    """
    kind, _, rest = event.lower().partition(":")
    return kind == "object" and rest.split(":")[0] in ("", "announcement")


def announcement_listeners_in(answer: str) -> set[str]:
    """The bus names that get announcements, from gdbus's answer to ``GetRegisteredEvents``.

    The answer is a list of (bus name, event) pairs: ``([(':1.0', 'Focus::'), ...],)``.
    """
    strings = quoted(answer)
    pairs = zip(strings[0::2], strings[1::2], strict=False)
    return {bus for bus, event in pairs if hears_announcements(event)}


class AnnouncementListeners(QObject):
    """Follows the accessibility bus's registry: does any reader listen for announcements?

    Attributes:
        bus_found: there is an accessibility bus (Linux; or no gdbus to tell, then it is assumed).
        listeners: the bus names of the listeners that get announcements.
        settled: the first answers are in (until then, what is known may still change).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bus_found = False
        self.listeners: set[str] = set()
        self.settled = False
        self._waiting: list[Callable[[], None]] = []
        self._gdbus = ""
        self._monitor: QProcess | None = None
        self._pending = b""

    @property
    def notices_needed(self) -> bool:
        """Whether messages need the notices: a bus, and nobody on it hears announcements."""
        return self.settled and self.bus_found and not self.listeners

    def when_settled(self, then: Callable[[], None]) -> None:
        """Call ``then`` once the first answers are in; now if they are.

        The game's first words may come before gdbus has answered.
        """
        if self.settled:
            then()
        else:
            self._waiting.append(then)

    def settle(self) -> None:
        """Take what is known as the first answer, and call what was waiting for it."""
        self.settled = True
        waiting, self._waiting = self._waiting, []
        for then in waiting:
            then()

    def start(self, gdbus: str | None = None) -> None:
        """On Linux, find the accessibility bus and follow its registry (answers come later).

        ``gdbus`` is the tool to run; by default the one on the PATH.
        """
        if not sys.platform.startswith("linux"):
            self.settle()
            return
        self._gdbus = gdbus if gdbus is not None else QStandardPaths.findExecutable("gdbus")
        if not self._gdbus:
            self.bus_found = True  # no way to know: better twice than never
            self.settle()
            return
        address = os.environ.get("AT_SPI_BUS_ADDRESS", "")
        if address:
            self._follow(address)
            return
        bus = ("--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus")
        self._run(
            ["call", "--session", *bus, "--method", "org.a11y.Bus.GetAddress"], self._on_address
        )

    def stop(self) -> None:
        """Stop following the registry (the application is quitting)."""
        monitor, self._monitor = self._monitor, None
        if monitor is not None:
            monitor.closeWriteChannel()  # the shell stops gdbus and ends
            if not monitor.waitForFinished(1000):
                monitor.kill()
                monitor.waitForFinished(1000)

    def _run(self, arguments: list[str], answered: Callable[[str | None], None]) -> None:
        """Run gdbus with ``arguments``; give ``answered`` its output, or None if it failed.

        It fails without a session bus or an accessibility bus on it. The process stays this
        object's child: there are two in all.
        """
        process = QProcess(self)

        def finished(code: int, status: QProcess.ExitStatus) -> None:
            output = bytes(process.readAllStandardOutput().data()).decode(errors="replace")
            ok = status == QProcess.ExitStatus.NormalExit and code == 0
            answered(output if ok else None)

        def failed(error: QProcess.ProcessError) -> None:
            if error == QProcess.ProcessError.FailedToStart:
                answered(None)

        process.finished.connect(finished)
        process.errorOccurred.connect(failed)
        process.start(self._gdbus, arguments)

    def _on_address(self, answer: str | None) -> None:
        addresses = quoted(answer or "")
        if addresses:
            self._follow(addresses[0])
        else:
            self.settle()

    def _on_registered(self, answer: str | None) -> None:
        self.listeners.update(announcement_listeners_in(answer or ""))
        self.settle()

    def _follow(self, address: str) -> None:
        """Follow the registry's signals on the bus at ``address``, then ask who listens."""
        self.bus_found = True
        registry = ["--address", address, "--dest", REGISTRY]
        monitor = self._monitor = QProcess(self)
        monitor.readyReadStandardOutput.connect(self._on_signals)
        monitor.start("/bin/sh", ["-c", WATCH, "sh", self._gdbus, "monitor", *registry])
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        method = f"{REGISTRY}.GetRegisteredEvents"
        self._run(
            ["call", *registry, "--object-path", REGISTRY_PATH, "--method", method],
            self._on_registered,
        )

    def _on_signals(self) -> None:
        monitor = self._monitor
        if monitor is None:
            return
        lines = (self._pending + bytes(monitor.readAllStandardOutput().data())).split(b"\n")
        self._pending = lines.pop()
        self.follow_lines(line.decode(errors="replace") for line in lines)

    def follow_lines(self, lines: Iterable[str]) -> None:
        """Follow the registry's signals, one gdbus monitor line each.

        ``EventListenerRegistered (':1.7', 'Object:Announcement:', @as [])`` adds a listener;
        ``EventListenerDeregistered (':1.7', '')`` (a reader gone) or with that event removes it.
        """
        for line in lines:
            words = quoted(line)
            if len(words) < 2:
                continue
            bus, event = words[0], words[1]
            if ".EventListenerRegistered " in line and hears_announcements(event):
                self.listeners.add(bus)
            elif ".EventListenerDeregistered " in line and (
                not event or hears_announcements(event)
            ):
                self.listeners.discard(bus)


_listeners: AnnouncementListeners | None = None


def announcement_listeners() -> AnnouncementListeners:
    """The application's :class:`AnnouncementListeners`, started the first time it is asked for."""
    global _listeners
    if _listeners is None:
        _listeners = AnnouncementListeners(QCoreApplication.instance())
        _listeners.start()
    return _listeners
