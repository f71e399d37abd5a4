"""What the wheel and the installers ship: every package, and every data file the game reads."""

from __future__ import annotations

import re
from pathlib import Path

from .test_windows_installer import ROOT, build

PYPROJECT = (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def listed_packages() -> set[str]:
    """The packages pyproject.toml's [tool.setuptools] lists (read without tomllib: 3.10)."""
    block = re.search(r"^packages = \[(.*?)^\]", PYPROJECT, flags=re.MULTILINE | re.DOTALL)
    assert block is not None
    return set(re.findall(r'"([\w.]+)"', block.group(1)))


def packages_with_data() -> set[str]:
    """The packages whose data files the wheel carries ([tool.setuptools.package-data])."""
    table = PYPROJECT.split("[tool.setuptools.package-data]", 1)[1].split("\n\n", 1)[0]
    return {name.strip('"') for name in re.findall(r"^(\S+) = \[", table, flags=re.MULTILINE)}


def test_the_wheel_lists_every_package_of_the_game() -> None:
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "perudo_qt").rglob("__init__.py")
    }
    assert "perudo_qt.ui.career" in found
    assert found <= listed_packages()


def test_the_installers_carry_every_data_file_the_wheel_does() -> None:
    bundled = {target for _, target in build.bundled_data(Path("i18n"))}
    wanted = packages_with_data() - {"perudo_qt"}  # py.typed: for type checkers only
    assert {"perudo_qt.resources.portraits", "perudo_qt.career"} <= wanted
    assert {package.replace(".", "/") for package in wanted} <= bundled


def test_the_data_bundled_is_there() -> None:
    for source, target in build.bundled_data(ROOT / "resources" / "i18n"):
        assert source.exists(), target
