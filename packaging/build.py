"""Build Perudo Qt's installers from a clean tree and smoke-test what was built.

    python packaging/build.py linux     # PyInstaller bundle, .tar.gz and .deb, each smoke-tested
    python packaging/build.py windows   # bundle + NSIS installer (on Windows, with makensis)
    python packaging/build.py macos     # .app + .dmg (on macOS)

Artefacts go to ``dist/``; the build fails when a smoke test fails. On Debian, ``make
dist-windows`` runs ``build.py windows --bundle-only`` under Wine and makes the installer with
the native makensis (packaging/windows/wine.py).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD, DIST = ROOT / "build", ROOT / "dist"
NAME = "perudo-qt"
APP_ID = "io.github.perudo_qt.PerudoQt"

# Qt modules the game never loads; leaving them out keeps the bundle lean.
UNUSED_QT = (
    "QtNetwork",
    "QtQml",
    "QtQuick",
    "QtQuickWidgets",
    "QtQuickControls2",
    "QtPdf",
    "QtPdfWidgets",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtSql",
    "QtTest",
    "QtXml",
    "QtConcurrent",
    "QtDBus",
    "QtDesigner",
    "QtHelp",
    "QtUiTools",
    "QtPrintSupport",
    "QtStateMachine",
    "QtSvgWidgets",
)


WINDOWS_LEFT_OUT = ("opengl32sw.dll", "Qt6Network.dll", "qtuiotouchplugin.dll")
"""Files of the Windows bundle the game never loads: Mesa's software OpenGL (20 MiB; the game
draws with QPainter), Qt's network module and the one plugin that needs it (TUIO touch input
over the network, loaded only when asked for)."""

TEST_ONLY = ROOT / "packaging" / "windows" / "testing"
"""Helpers for the Wine test prefix (the icuuc.dll stand-in): never part of an installer."""

NSIS_SCRIPT = ROOT / "packaging" / "windows" / "perudo-qt.nsi"
INSTALLER_BUDGET_MIB = 30
"""The Windows installer's largest allowed size: the build fails past it."""


def glibc_version() -> str:
    """Return the C library version of the build machine: the bundle needs at least that."""
    name_and_version = os.confstr("CS_GNU_LIBC_VERSION") if hasattr(os, "confstr") else None
    return (name_and_version or "glibc 2.36").split()[-1]


DEB_DEPENDS = ", ".join(
    (
        f"libc6 (>= {glibc_version()})",
        "libegl1",
        "libgl1",
        "libxcb1",
        "libxkbcommon-x11-0",
        "libxcb-cursor0",
        "fontconfig-config",
        "fonts-dejavu-core",
    )
)
MAINTAINER = "The Perudo Qt developers <perudo-qt@users.noreply.invalid>"
LANGUAGES = ("fr", "es", "nl", "it")
"""The languages besides English; Qt needs no file of its own for English."""


def version() -> str:
    """Return the version the package declares."""
    namespace: dict[str, str] = {}
    exec((ROOT / "perudo_qt" / "__init__.py").read_text(), namespace)
    return namespace["__version__"]


def run(*command: str | Path, env: dict[str, str] | None = None) -> str:
    """Run a command, echoing it; fail the build if it fails; return its output."""
    print("$", " ".join(map(str, command)), flush=True)
    result = subprocess.run(
        [str(part) for part in command], env=env, text=True, capture_output=True, check=False
    )
    if result.returncode != 0:
        print(result.stdout[-3000:], result.stderr[-3000:], sep="\n")
        raise SystemExit(f"build failed: {command[0]} exited {result.returncode}")
    return result.stdout


def size_mib(path: Path) -> float:
    """Return the size of a file, or of everything under a folder, in MiB."""
    if path.is_file():
        return path.stat().st_size / 2**20
    files = (item for item in path.rglob("*") if item.is_file() and not item.is_symlink())
    return sum(item.stat().st_size for item in files) / 2**20


def render_icons() -> Path:
    """Render the PNG and ICO icons from the SVG master."""
    out = BUILD / "icons"
    run(sys.executable, ROOT / "packaging" / "icons.py", out, env=offscreen_env())
    return out


def offscreen_env() -> dict[str, str]:
    """Return the environment with Qt drawing offscreen (no display needed)."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def compile_translations() -> Path:
    """Compile our translations (.ts -> .qm) into the build folder and return it."""
    out = BUILD / "i18n"
    run(sys.executable, ROOT / "packaging" / "translations.py", "compile", out)
    return out


def bundled_data(translations: Path) -> list[tuple[Path, str]]:
    """Return the data files the bundle carries: (source, folder in the bundle) each.

    The wheel's package data (pyproject.toml) says the same; ``translations`` is the folder
    of the compiled ``.qm`` files.
    """
    resources = ROOT / "resources"
    return [
        (resources / "art", "perudo_qt/resources/art"),
        (resources / "portraits", "perudo_qt/resources/portraits"),
        (resources / "badges", "perudo_qt/resources/badges"),
        (translations, "perudo_qt/resources/i18n"),
        (resources / "sounds", "perudo_qt/resources/sounds"),
        (resources / "solver", "perudo_qt/resources/solver"),
        (ROOT / "perudo_qt" / "career" / "ratings.json", "perudo_qt/career"),
    ]


def pyinstaller_bundle(icons: Path, windowed_app: bool = False) -> Path:
    """Build the one-folder bundle (a .app on macOS) and return its folder.

    PyInstaller's Qt hooks bring Qt's own translations (``qtbase_*.qm``); ours are added.
    """
    separator = ";" if sys.platform == "win32" else ":"
    translations = compile_translations()
    command: list[str | Path] = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--onedir",
        "--windowed",
        "--name",
        NAME,
        "--distpath",
        BUILD / "pyinstaller",
        "--workpath",
        BUILD / "work",
        "--specpath",
        BUILD,
        "--hidden-import",
        "perudo_qt.resources",
        *(
            argument
            for source, target in bundled_data(translations)
            for argument in ("--add-data", f"{source}{separator}{target}")
        ),
        # The sound thread imports miniaudio when the first sound plays; its compiled part
        # loads cffi's backend, which PyInstaller does not see.
        "--hidden-import",
        "miniaudio",
        "--hidden-import",
        "_cffi_backend",
    ]
    if sys.platform == "win32":
        command += ["--icon", icons / "perudo-qt.ico"]  # macOS gets its .icns in make_dmg.sh
    for module in UNUSED_QT:
        command += ["--exclude-module", f"PySide6.{module}"]
    # The solver needs NumPy; the game reads its tables without it (bots/solve/reader.py).
    command += ["--exclude-module", "numpy"]
    if sys.platform.startswith("linux"):
        command.append("--strip")  # drop debug symbols from the bundled libraries
    if windowed_app:
        command += ["--osx-bundle-identifier", APP_ID]
    command.append(ROOT / "packaging" / "launch.py")
    started = time.monotonic()
    run(*command)
    print(f"bundle built in {time.monotonic() - started:.1f} s")
    check_translations(BUILD / "pyinstaller")
    return BUILD / "pyinstaller" / NAME


def check_translations(bundle: Path) -> None:
    """Fail unless ``bundle`` carries our translations and Qt's own for every language."""
    wanted = [f"{name}_{code}.qm" for code in LANGUAGES for name in ("perudo_qt", "qtbase")]
    missing = [name for name in wanted if not any(bundle.rglob(name))]
    if missing:
        raise SystemExit(f"the bundle lacks translations: {', '.join(missing)}")
    print(f"translations bundled: {len(wanted)} files")


def smoke_test(executable: Path, french: bool = False) -> None:
    """Run the built app's smoke test: the window, one bots-only game, exit 0.

    With ``french``, the system speaks French and the window's menus must too: the
    translations made it into the package.
    """
    env = offscreen_env()
    if french:
        for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
            env.pop(name, None)
        env["LANG"] = "fr_FR.UTF-8"
    output = run(executable, "--smoke-test", env=env)
    # A windowed Windows app has no console to print to: there the exit status says it all.
    if sys.platform != "win32" and "smoke test passed" not in output:
        raise SystemExit(f"smoke test of {executable} did not pass:\n{output}")
    if french and "&Partie" not in output:
        raise SystemExit(f"{executable} did not speak French under LANG=fr_FR.UTF-8:\n{output}")
    print(f"smoke test passed{' in French' if french else ''}: {executable}")


def tarball(bundle: Path) -> Path:
    """Pack the bundle as a self-contained .tar.gz."""
    path = DIST / f"{NAME}-{version()}-linux-x86_64.tar.gz"
    with tarfile.open(path, "w:gz") as archive:
        archive.add(bundle, arcname=f"{NAME}-{version()}")
    return path


def deb(bundle: Path, icons: Path) -> Path:
    """Wrap the bundle as a .deb: /usr/lib/perudo-qt, a launcher, menu entry, icons, metainfo."""
    root = BUILD / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / "usr" / "lib" / NAME, symlinks=True)
    launcher = root / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    shutil.copy2(ROOT / "packaging" / "linux" / "perudo-qt.sh", launcher)
    launcher.chmod(0o755)
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(ROOT / "packaging" / "linux" / "perudo-qt.desktop", share / "applications")
    (share / "metainfo").mkdir(parents=True)
    shutil.copy2(ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(icons / f"perudo-qt-{size}.png", folder / "perudo-qt.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "art" / "icon.svg", scalable / "perudo-qt.svg")
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: {NAME}\nVersion: {version()}\nSection: games\nPriority: optional\n"
        f"Architecture: amd64\nInstalled-Size: {round(size_mib(root) * 1024)}\n"
        f"Depends: {DEB_DEPENDS}\nMaintainer: {MAINTAINER}\n"
        "Description: Perudo (liar's dice) against computer opponents\n"
        " Bid, bluff and call Dudo at a table of computer opponents of three levels\n"
        " and several personalities, with the optional rules of the original game.\n"
    )
    path = DIST / f"{NAME}_{version()}_amd64.deb"
    run("dpkg-deb", "--root-owner-group", "-Zxz", "--build", root, path)
    return path


def check_metadata() -> None:
    """Validate the desktop entry and the metainfo, when the validators are installed."""
    linux = ROOT / "packaging" / "linux"
    if shutil.which("desktop-file-validate"):
        run("desktop-file-validate", linux / "perudo-qt.desktop")
    else:
        print("desktop-file-validate not installed (Debian: desktop-file-utils); not checked")
    if shutil.which("appstreamcli"):
        run("appstreamcli", "validate", "--no-net", linux / f"{APP_ID}.metainfo.xml")
    else:
        print("appstreamcli not installed (Debian: appstream); not checked")


def smoke_test_deb(package: Path) -> None:
    """Install the .deb, smoke-test the installed app, remove it, and check nothing is left.

    Installing needs root; otherwise the package is unpacked into a folder and tested there.
    """
    if os.geteuid() != 0:
        unpacked = Path(tempfile.mkdtemp(prefix="perudo-deb-"))
        run("dpkg-deb", "-x", package, unpacked)
        smoke_test(unpacked / "usr" / "lib" / NAME / NAME, french=True)
        return
    run("apt-get", "install", "-y", "-qq", package.resolve())
    files = [Path(line) for line in run("dpkg", "-L", NAME).splitlines() if line.strip()]
    smoke_test(Path("/usr/bin") / NAME, french=True)
    run("dpkg", "-r", NAME)
    left = [path for path in files if path.is_file() or path.is_symlink()]
    left += [path for path in (Path("/usr/lib") / NAME,) if path.exists()]
    if left:
        raise SystemExit(f"dpkg -r left {len(left)} files behind, e.g. {left[:3]}")
    print(f"installed, smoke-tested and removed {package.name}: nothing left behind")


GTK_THEME_PLUGIN = Path("PySide6/Qt/plugins/platformthemes/libqgtk3.so")
"""Qt's GTK 3 theme plugin: it drags GTK, Cairo, Pango and ATK into the bundle (about 15 MB)
for native dialogs the game does not use; without it Qt draws its own."""


def needed_libraries(library: Path) -> set[str]:
    """Return the shared libraries ``library`` names as NEEDED (its direct dependencies)."""
    dynamic = run("readelf", "--dynamic", "--wide", library)
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic))


def drop_gtk_theme(bundle: Path) -> None:
    """Remove the GTK theme plugin and the libraries only it needed from a Linux bundle."""
    internal = bundle / "_internal"
    plugin = internal / GTK_THEME_PLUGIN
    if not plugin.exists():
        return
    bundled = {path.name: path for path in internal.glob("*.so*")}

    def closure(roots: list[Path]) -> set[str]:
        seen: set[str] = set()
        todo = list(roots)
        while todo:
            for name in needed_libraries(todo.pop()) & bundled.keys() - seen:
                seen.add(name)
                todo.append(bundled[name])
        return seen

    gtk = closure([plugin])
    others = [
        path
        for path in internal.rglob("*.so*")
        if path.is_file() and path != plugin and path.name not in gtk
    ]
    only_gtk = gtk - closure(others)
    plugin.unlink()
    for name in only_gtk:
        bundled[name].unlink()
    print(f"dropped the GTK theme plugin and {len(only_gtk)} libraries only it needed")


def build_linux() -> None:
    """Build and smoke-test the Linux bundle, tarball and .deb."""
    icons = render_icons()
    bundle = pyinstaller_bundle(icons)
    drop_gtk_theme(bundle)
    smoke_test(bundle / NAME)
    check_metadata()
    archive, package = tarball(bundle), deb(bundle, icons)
    smoke_test_deb(package)
    print(f"bundle  {bundle}: {size_mib(bundle):.0f} MiB")
    print(f"tarball {archive.name}: {size_mib(archive):.0f} MiB")
    print(f"deb     {package.name}: {size_mib(package):.0f} MiB")


def leave_out_unused(bundle: Path) -> None:
    """Delete the files of ``WINDOWS_LEFT_OUT`` from a Windows bundle, wherever they are."""
    left_out = [path for path in bundle.rglob("*") if path.name in WINDOWS_LEFT_OUT]
    saved = sum(size_mib(path) for path in left_out)
    for path in left_out:
        path.unlink()
    names = ", ".join(sorted(path.name for path in left_out)) or "nothing"
    print(f"left out of the bundle: {names} ({saved:.1f} MiB)")


def names_for_tests_only() -> set[str]:
    """Return the names of the test-only helpers and of the DLLs built from them."""
    sources = [path for path in TEST_ONLY.iterdir() if path.is_file()]
    return {path.name for path in sources} | {f"{path.stem}.dll" for path in sources}


def check_no_test_helpers(folder: Path) -> None:
    """Fail if anything under ``folder`` is one of the test prefix's helpers."""
    found = [path for path in folder.rglob("*") if path.name.lower() in names_for_tests_only()]
    if found:
        raise SystemExit(f"test-only files in {folder}: {', '.join(map(str, found))}")
    print(f"no test-only file in {folder}")


def installer_path() -> Path:
    """Return where the Windows installer goes."""
    return DIST / f"{NAME}-{version()}-setup.exe"


def nsis_defines(bundle: Path, icons: Path) -> dict[str, str]:
    """Return the symbols packaging/windows/perudo-qt.nsi needs, as makensis -D defines them."""
    return {
        "VERSION": version(),
        "BUNDLE": str(bundle),
        "ICON": str(icons / "perudo-qt.ico"),
        "OUTFILE": str(installer_path()),
    }


def nsis_installer(bundle: Path, icons: Path) -> Path:
    """Make the installer from the bundle with NSIS's makensis; return its path."""
    makensis = shutil.which("makensis") or r"C:\Program Files (x86)\NSIS\makensis.exe"
    defines = [f"-D{name}={value}" for name, value in nsis_defines(bundle, icons).items()]
    started = time.monotonic()
    run(makensis, "-V2", "-WX", *defines, NSIS_SCRIPT)
    path = installer_path()
    size = size_mib(path)
    print(f"installer {path.name}: {size:.1f} MiB in {time.monotonic() - started:.0f} s")
    if size > INSTALLER_BUDGET_MIB:
        raise SystemExit(
            f"{path.name} is {size:.1f} MiB, over the {INSTALLER_BUDGET_MIB} MiB budget"
        )
    return path


def windows_bundle() -> Path:
    """Build the Windows bundle, leave the unused files out and smoke-test it."""
    bundle = pyinstaller_bundle(render_icons())
    leave_out_unused(bundle)
    check_no_test_helpers(bundle)
    smoke_test(bundle / f"{NAME}.exe")
    print(f"bundle  {bundle}: {size_mib(bundle):.0f} MiB")
    return bundle


def build_windows(installer: bool = True) -> None:
    """Build and smoke-test the bundle, then the NSIS installer unless not ``installer``."""
    bundle = windows_bundle()
    if installer:
        nsis_installer(bundle, BUILD / "icons")


def build_macos() -> None:
    """Build the .app and the .dmg (needs macOS: iconutil and hdiutil)."""
    icons = render_icons()
    pyinstaller_bundle(icons, windowed_app=True)
    app = BUILD / "pyinstaller" / f"{NAME}.app"
    smoke_test(app / "Contents" / "MacOS" / NAME)
    run("bash", ROOT / "packaging" / "macos" / "make_dmg.sh", app, DIST / f"{NAME}-{version()}.dmg")


def main() -> None:
    """Build for the platform named on the command line."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("platform", choices=("linux", "windows", "macos"))
    parser.add_argument(
        "--bundle-only",
        action="store_true",
        help="windows: build and smoke-test the bundle only (the Wine build makes the installer)",
    )
    args = parser.parse_args()
    # Under Wine, packaging/windows/wine.py has emptied the folder from Linux already: Windows
    # code deleting a Unix symlink would delete its target.
    shutil.rmtree(BUILD, ignore_errors=True)
    DIST.mkdir(exist_ok=True)
    started = time.monotonic()
    if args.platform == "windows":
        build_windows(installer=not args.bundle_only)
    else:
        {"linux": build_linux, "macos": build_macos}[args.platform]()
    print(f"{args.platform} build finished in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
