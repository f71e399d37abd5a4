"""Bots by name: the built-in levels, personalities and yardsticks, and plugins from files."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from types import ModuleType

from .base import Bot
from .estimating import EstimatingBot
from .expert import ExpertBot
from .fixed import AlwaysDudoBot, MinimumRaiseBot, RandomBot, ThresholdBot
from .levels import LEVELS
from .personality import PRESETS
from .referee import describe_error
from .specs import is_plugin, plugin_class, plugin_digest, plugin_path


class BotSpecError(ValueError):
    """A bot name or plugin path that cannot be turned into a bot."""


YARDSTICKS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "always-dudo": AlwaysDudoBot,
    "min-raise": MinimumRaiseBot,
    "threshold": ThresholdBot,
}
"""The fixed strategies, for the arena."""


def make_bot(spec: str, digest: str | None = None) -> Bot:
    """Return a new bot from its spec.

    Specs: a level (``easy``, ``normal``, ``hard``, ``expert``), optionally with a personality
    (``hard:pirate``); a yardstick (``random``, ``always-dudo``, ``min-raise``, ``threshold``);
    or a plugin, ``path/to/bot.py:ClassName``, whose class takes no arguments. A plugin is run
    only if its file holds ``digest`` (see ``load_plugin``).

    Raises:
        BotSpecError: the spec names no bot, or the plugin cannot be loaded.
    """
    spec = spec.strip()
    if is_plugin(spec):
        return load_plugin(spec, digest)
    level_name, _, preset = spec.partition(":")
    if level_name in YARDSTICKS and not preset:
        return YARDSTICKS[level_name]()
    if level_name not in LEVELS:
        known = ", ".join([*LEVELS, *YARDSTICKS])
        raise BotSpecError(f"unknown bot {spec!r}; known: {known}, or path/to/bot.py:ClassName")
    if preset and preset not in PRESETS:
        raise BotSpecError(f"unknown personality {preset!r}; known: {', '.join(PRESETS)}")
    personality = PRESETS[preset] if preset else None
    if level_name == "expert":
        return ExpertBot(personality, name=spec)
    return EstimatingBot(LEVELS[level_name], personality, name=spec)


def load_plugin(spec: str, digest: str | None = None) -> Bot:
    """Load ``path/to/bot.py:ClassName`` and return an instance of the class.

    With ``digest`` (a ``plugin_digest``), the file is run only if its content has that digest:
    what runs is the very bytes a person confirmed, read once. The file is executed once per
    content, not once per bot: an arena makes a bot for every game.

    Raises:
        BotSpecError: the file or class is missing, the file changed since it was confirmed,
            the module fails to import, or the class does not have the Bot methods.
    """
    class_name = plugin_class(spec)
    path = plugin_path(spec)
    if not path.is_file():
        raise BotSpecError(f"bot plugin {path} not found")
    try:
        source = path.read_bytes()
    except OSError as error:
        raise BotSpecError(f"bot plugin {path} cannot be read: {error.strerror}") from None
    if digest is not None and plugin_digest(source) != digest:
        raise BotSpecError(f"bot plugin {path} changed since it was confirmed")
    try:
        module = _plugin_module(path.resolve(), source)
    except BotSpecError:
        raise
    except BaseException as error:  # SystemExit on import is a failure to load, not an exit
        raise BotSpecError(f"bot plugin {spec} failed to load: {describe_error(error)}") from error
    bot_class = getattr(module, class_name, None)
    if bot_class is None:
        raise BotSpecError(f"bot plugin {path} has no class {class_name}")
    try:
        bot = bot_class()
    except BaseException as error:  # a plugin may raise anything
        raise BotSpecError(f"bot plugin {spec} failed to load: {describe_error(error)}") from error
    if not isinstance(bot, Bot):
        raise BotSpecError(f"{spec} lacks the Bot methods name, choose() and consider_calza()")
    if type(bot.name) is not str:
        raise BotSpecError(f"{spec}: a bot's name must be text, not {type(bot.name).__name__}")
    return bot


@lru_cache(maxsize=32)
def _plugin_module(path: Path, source: bytes) -> ModuleType:
    """Execute ``source``, read from ``path``, as a module (cached per path and content)."""
    module_name = f"perudo_plugin_{path.stem}_{plugin_digest(source)[:16]}"
    module_spec = importlib.util.spec_from_file_location(module_name, path)
    if module_spec is None:
        raise BotSpecError(f"bot plugin {path} is not a Python module")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[module_name] = module
    # The bytes already read and checked are run, not the file as it may be by now.
    exec(compile(source, str(path), "exec", dont_inherit=True), module.__dict__)
    return module
