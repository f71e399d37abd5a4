"""Build step: compile the translations (.ts -> .qm) into the package as it is built.

Everything else about the package is declared in pyproject.toml.
"""

from __future__ import annotations

import runpy
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithTranslations(build_py):
    """Build the Python package, then compile our translations into its resources."""

    def run(self) -> None:
        """Copy the modules and data as usual, then add the compiled ``.qm`` files."""
        super().run()
        tool = runpy.run_path(str(ROOT / "packaging" / "translations.py"))
        target = Path(self.build_lib) / "perudo_qt" / "resources" / "i18n"
        for path in tool["compile_translations"](target):
            print(f"compiled {path.name}")


setup(cmdclass={"build_py": BuildWithTranslations})
