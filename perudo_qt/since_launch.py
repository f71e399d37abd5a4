"""How long ago this process was launched: the clock start-up is measured by.

Loads nothing but the standard library's ``os`` and ``time``, so that a bare window timed
against the game's pays nothing of the game.
"""

from __future__ import annotations

import os
import time

_LOADED = time.perf_counter()


def seconds_since_launch() -> float:
    """Return how long ago this process started (Linux), else since this module was loaded."""
    try:
        with open("/proc/uptime", encoding="ascii") as uptime_file:
            uptime = float(uptime_file.read().split()[0])
        with open("/proc/self/stat", encoding="ascii") as stat_file:
            start_ticks = int(stat_file.read().rsplit(")", 1)[1].split()[19])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _LOADED
