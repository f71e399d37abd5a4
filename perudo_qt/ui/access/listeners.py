"""Whether a screen reader on the accessibility bus (AT-SPI, Linux) listens for announcements.

Orca 43 (Debian 12) does not listen for ``object:announcement``; newer Orca does. The notices
(:mod:`.notice`) are for the first kind only, so that a reader hears each message once: they are
used while the accessibility bus is there and nobody on it listens for announcements.

The bus's registry lists who listens for what. PySide cannot read its answer (an array of
structures), so ``gdbus`` or ``busctl`` asks it, as a :class:`QProcess` (nothing waits on the GUI
thread), again whenever a listener comes or goes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from PySide6.QtCore import SLOT, QCoreApplication, QObject, QProcess, QStandardPaths, Slot
from PySide6.QtDBus import (
    QDBusConnection,
    QDBusMessage,
    QDBusPendingCall,
    QDBusPendingCallWatcher,
)

REGISTRY = "org.a11y.atspi.Registry"
"""The registry's service and interface name on the accessibility bus."""

REGISTRY_PATH = "/org/a11y/atspi/registry"
"""The registry's object path."""

_QUOTED = re.compile(r"(['\"])(.*?)\1")


def hears_announcements(events: Iterable[str]) -> bool:
    """Whether a listener registered for one of ``events`` gets announcements.

    The registry names events like ``Object:Announcement:``; ``Object::`` is every object event.
    """
    for event in events:
        kind, _, rest = event.lower().partition(":")
        if kind == "object" and rest.split(":")[0] in ("", "announcement"):
            return True
    return False


def registered_events(answer: str) -> list[str]:
    """The event names in gdbus's or busctl's printed answer to ``GetRegisteredEvents``.

    Both print (bus name, event) pairs of quoted strings.
    """
    strings = [match.group(2) for match in _QUOTED.finditer(answer)]
    return strings[1::2]


def registry_command(address: str) -> tuple[str, list[str]] | None:
    """The program and arguments that print the registered events; None without either tool."""
    gdbus = QStandardPaths.findExecutable("gdbus")
    if gdbus:
        method = f"{REGISTRY}.GetRegisteredEvents"
        return gdbus, [
            "call",
            *("--address", address, "--dest", REGISTRY),
            *("--object-path", REGISTRY_PATH, "--method", method),
        ]
    busctl = QStandardPaths.findExecutable("busctl")
    if busctl:
        return busctl, [
            f"--address={address}",
            *("call", REGISTRY, REGISTRY_PATH, REGISTRY, "GetRegisteredEvents"),
        ]
    return None


class AnnouncementListeners(QObject):
    """Follows the accessibility bus's registry: does any reader listen for announcements?

    Attributes:
        bus_found: the accessibility bus was reached (a reader may be running).
        heard: some listener gets announcements (the last time the registry was asked).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bus_found = False
        self.heard = False
        self._watcher: QDBusPendingCallWatcher | None = None
        self._process: QProcess | None = None
        self._address = ""
        self._again = False

    @property
    def notices_needed(self) -> bool:
        """Whether messages need the notices: there is a bus, and nobody hears announcements."""
        return self.bus_found and not self.heard

    @property
    def asking(self) -> bool:
        """Whether the registry is being asked (a tool is running)."""
        return self._process is not None

    def start(self) -> None:
        """Find the accessibility bus and ask its registry (the answers come later)."""
        address = os.environ.get("AT_SPI_BUS_ADDRESS", "")
        if address:
            self._connect(address)
            return
        session = QDBusConnection.sessionBus()
        if not session.isConnected():
            return
        ask = QDBusMessage.createMethodCall(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"
        )
        self._watcher = QDBusPendingCallWatcher(session.asyncCall(ask), self)
        self._watcher.finished.connect(self._on_address)

    def _on_address(self, call: QDBusPendingCall) -> None:
        reply = call.reply()
        arguments = reply.arguments()
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and arguments:
            self._connect(str(arguments[0]))

    def _connect(self, address: str) -> None:
        bus = QDBusConnection.connectToBus(address, "perudoQtAccessibilityRegistry")
        if not bus.isConnected():
            return
        self.bus_found = True
        self._address = address
        slot = SLOT("ask()")  # a str: PySide's stub says bytes, which the binding refuses
        for change in ("EventListenerRegistered", "EventListenerDeregistered"):
            bus.connect(REGISTRY, REGISTRY_PATH, REGISTRY, change, self, slot)  # type: ignore[call-overload]
        self.ask()

    @Slot()
    def ask(self) -> None:
        """Ask the registry who listens for what (again, once it answers, if already asking)."""
        if self._process is not None:
            self._again = True
            return
        command = registry_command(self._address)
        if command is None:
            return
        process = self._process = QProcess(self)
        process.finished.connect(self._on_answer)
        process.errorOccurred.connect(self._on_error)
        process.start(*command)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        """A tool that cannot start will not answer: leave what is known, and ask again later."""
        if error == QProcess.ProcessError.FailedToStart and self._process is not None:
            self._process.deleteLater()
            self._process = None

    def _on_answer(self, code: int, status: QProcess.ExitStatus) -> None:
        process = self._process
        assert process is not None
        if status == QProcess.ExitStatus.NormalExit and code == 0:
            answer = bytes(process.readAllStandardOutput().data()).decode(errors="replace")
            self.heard = hears_announcements(registered_events(answer))
        process.deleteLater()
        self._process = None
        if self._again:
            self._again = False
            self.ask()


_listeners: AnnouncementListeners | None = None


def announcement_listeners() -> AnnouncementListeners:
    """The application's :class:`AnnouncementListeners`, started the first time it is asked for."""
    global _listeners
    if _listeners is None:
        _listeners = AnnouncementListeners(QCoreApplication.instance())
        _listeners.start()
    return _listeners
