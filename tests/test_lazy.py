"""Lazy packages: what type checkers read and what is imported on first use name the same things."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from perudo_qt.lazy import lazy_exports

LAZY_PACKAGES = ("perudo_qt.bots", "perudo_qt.coach", "perudo_qt.rules", "perudo_qt.store")


def checked_imports(package: str) -> dict[str, str]:
    """Return each name the package's ``if TYPE_CHECKING:`` block imports, with its module."""
    source = Path(importlib.import_module(package).__file__ or "").read_text(encoding="utf-8")
    names: dict[str, str] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom), ast.unparse(statement)
                for alias in statement.names:
                    assert alias.asname == alias.name, "re-exported names keep their name"
                    names[alias.name] = f"{package}.{statement.module}"
    return names


@pytest.mark.parametrize("package", LAZY_PACKAGES)
def test_every_exported_name_comes_from_the_module_type_checkers_read(package: str) -> None:
    checked = checked_imports(package)
    module = importlib.import_module(package)
    assert sorted(checked) == sorted(module.__all__)
    for name, home in checked.items():
        assert getattr(module, name) is getattr(importlib.import_module(home), name)


@pytest.mark.parametrize("package", LAZY_PACKAGES)
def test_a_name_the_package_does_not_export_is_a_missing_attribute(package: str) -> None:
    module = importlib.import_module(package)
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = module.no_such_name


def test_one_name_loads_its_module_only() -> None:
    program = (
        "import sys\n"
        "from perudo_qt.bots import PRESETS\n"
        "from perudo_qt.store import SaveFile\n"
        "print(sorted(name for name in sys.modules if name.startswith('perudo_qt.')))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    ).stdout
    assert "perudo_qt.bots.personality" in loaded
    assert "perudo_qt.store.saves" in loaded
    for heavy in ("perudo_qt.bots.expert", "perudo_qt.bots.registry", "perudo_qt.store.stats"):
        assert heavy not in loaded


def test_a_name_that_is_also_a_module_is_refused() -> None:
    with pytest.raises(ValueError, match="judge would be hidden"):
        lazy_exports("perudo_qt.coach", {"judge": ("judge", "Verdict")})
