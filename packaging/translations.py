"""Update the translation sources from the code, and compile them for the game.

    python packaging/translations.py update            # lupdate: resources/i18n/*.ts
    python packaging/translations.py compile [FOLDER]   # lrelease: *.qm (default: next to the .ts)
    python packaging/translations.py fill fr words.json # write translations into perudo_qt_fr.ts

The ``.ts`` files are the translations' source of truth (Qt Linguist edits them); the ``.qm``
files are built from them by ``make``, the wheel build (``setup.py``) and ``packaging/build.py``,
and never committed. English is the source language: its file holds only plural forms.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "resources" / "i18n"
LANGUAGES = ("fr", "es", "nl", "it")


def qt_tool(name: str, *arguments: str | Path) -> str:
    """Run PySide6's ``lupdate`` or ``lrelease`` and return what it printed."""
    launcher = (
        "import sys; from PySide6.scripts import pyside_tool; "
        f"sys.argv[0] = {name!r}; pyside_tool.{name}()"
    )
    result = subprocess.run(
        [sys.executable, "-c", launcher, *map(str, arguments)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(f"{name} failed:\n{result.stdout}{result.stderr}")
    return result.stdout + result.stderr


def modules() -> list[Path]:
    """Return every module of the game: lupdate finds the visible strings in them."""
    return sorted((ROOT / "perudo_qt").rglob("*.py"))


def ts_files() -> list[Path]:
    """Return the translation sources: one per language, and English's plural forms."""
    return [SOURCES / f"perudo_qt_{code}.ts" for code in ("en", *LANGUAGES)]


def update() -> None:
    """Bring every ``.ts`` up to date with the strings in the code, keeping translations."""
    SOURCES.mkdir(parents=True, exist_ok=True)
    english, *others = ts_files()
    common = ("-locations", "relative", "-no-obsolete")
    print(qt_tool("lupdate", *common, *modules(), "-ts", *others))
    print(qt_tool("lupdate", *common, "-pluralonly", *modules(), "-ts", english))


def compile_translations(target: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` into ``target`` (default: beside it); return the ``.qm`` files."""
    built = []
    for source in ts_files():
        output = (target or source.parent) / source.with_suffix(".qm").name
        output.parent.mkdir(parents=True, exist_ok=True)
        if not output.exists() or output.stat().st_mtime < source.stat().st_mtime:
            qt_tool("lrelease", "-silent", source, "-qm", output)
        built.append(output)
    return built


def message_key(message: ET.Element) -> str:
    """Return how a dictionary of translations names ``message``: "comment|source" or "source"."""
    source = message.findtext("source") or ""
    comment = message.findtext("comment")
    return f"{comment}|{source}" if comment else source


def fill(code: str, words: dict[str, str | list[str]]) -> int:
    """Write ``words`` (see ``message_key``) into ``code``'s ``.ts``; return how many were set.

    A plural message takes a list of forms, in the language's order. Entries for messages
    the code no longer has are ignored; other messages are left as they are.
    """
    path = SOURCES / f"perudo_qt_{code}.ts"
    tree = ET.parse(path)
    done = 0
    for message in tree.iter("message"):
        wanted = words.get(message_key(message))
        translation = message.find("translation")
        if wanted is None or translation is None:
            continue
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = translation.findall("numerusform")
            if not isinstance(wanted, list) or len(wanted) != len(forms):
                raise SystemExit(f"{code}: {message_key(message)!r} needs {len(forms)} forms")
            for form, text in zip(forms, wanted, strict=True):
                form.text = text
        else:
            translation.text = str(wanted)
        done += 1
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n')
    return done


def main() -> None:
    """Update or compile, as the command line says."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="update the .ts files from the code")
    build = commands.add_parser("compile", help="compile the .ts files into .qm files")
    build.add_argument("folder", nargs="?", type=Path, help="where to put the .qm files")
    filling = commands.add_parser("fill", help="write translations from a JSON dictionary")
    filling.add_argument("language", choices=("en", *LANGUAGES))
    filling.add_argument("words", type=Path, help='JSON: {"source" or "comment|source": text}')
    arguments = parser.parse_args()
    if arguments.command == "update":
        update()
    elif arguments.command == "fill":
        words = json.loads(arguments.words.read_text(encoding="utf-8"))
        update()  # every string of the code is in the file before it is filled
        print(f"{fill(arguments.language, words)} translations written")
        update()  # lupdate rewrites the file in its own layout
    else:
        for path in compile_translations(arguments.folder):
            print(path)


if __name__ == "__main__":
    main()
