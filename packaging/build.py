"""Build the installable bundle for the operating system this runs on.

    python packaging/build.py                  # -> dist/ (bundle + archive)
    python packaging/build.py --dist DIR --work DIR --no-archive

Needs PyInstaller in the running interpreter (``pip install -e ".[bundle]"``); with
Debian's own Python also ``binutils`` and ``libpython3.x``.

What it makes (VERSION from ``puertorico_qt.__version__``, ARCH from the machine):

- Linux: ``dist/puertorico-qt/`` (executable ``puertorico-qt``, plus
  ``puertorico-qt.desktop``, ``puertorico-qt.png`` and ``install.sh`` for a menu
  entry) and ``dist/puertorico-qt-VERSION-linux-ARCH.tar.gz``.
- macOS: ``dist/Puerto Rico.app`` and ``dist/puertorico-qt-VERSION-macos-ARCH.zip``
  (made with ``ditto``, which keeps the symbolic links and signatures of the bundle),
  plus a ``.dmg`` when ``hdiutil`` is there.
- Windows: ``dist/puertorico-qt/`` (``puertorico-qt.exe`` without a console window,
  ``puertorico-qt-cli.exe`` with one) and ``dist/puertorico-qt-VERSION-windows-ARCH.zip``.

It ends by writing ``dist/bundle-info.json`` (paths, sizes, build time), which
``packaging/check_bundle.py`` reads to run the bundle's self-test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "puertorico-qt.spec"
NAME = "puertorico-qt"
APP_TITLE = "Puerto Rico"


def version() -> str:
    """``puertorico_qt.__version__``, read without importing the package."""
    text = (ROOT / "puertorico_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.MULTILINE)
    if match is None:
        raise SystemExit("build.py: no __version__ in puertorico_qt/__init__.py")
    return match.group(1)


def system() -> str:
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def tree_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links not followed or counted)."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            file = Path(root, name)
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


# --------------------------------------------------------------------------- icons


def write_icns(target: Path) -> Path:
    """A macOS .icns from the PNG icons (PNG-coded entries; no Pillow, no iconutil)."""
    icons = ROOT / "resources" / "icons"
    entries = [  # type code, file (the 512-pixel slots reuse the 256-pixel picture)
        (b"icp4", "app_16.png"),
        (b"icp5", "app_32.png"),
        (b"icp6", "app_64.png"),
        (b"ic07", "app_128.png"),
        (b"ic08", "app_256.png"),
        (b"ic11", "app_32.png"),  # 16x16@2x
        (b"ic12", "app_64.png"),  # 32x32@2x
        (b"ic13", "app_256.png"),  # 128x128@2x
    ]
    body = b""
    for code, name in entries:
        data = (icons / name).read_bytes()
        body += code + struct.pack(">I", len(data) + 8) + data
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)
    return target


# --------------------------------------------------------------------------- archives


def make_tar_gz(folder: Path, target: Path) -> None:
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=folder.name)


def make_zip(folder: Path, target: Path) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for root, _dirs, files in os.walk(folder):
            for name in sorted(files):
                file = Path(root, name)
                archive.write(file, file.relative_to(folder.parent).as_posix())


def linux_extras(bundle: Path) -> None:
    """Desktop entry, icon and installer script next to the executable."""
    shutil.copy2(HERE / "linux" / f"{NAME}.desktop", bundle / f"{NAME}.desktop")
    shutil.copy2(ROOT / "resources" / "icons" / "app_256.png", bundle / f"{NAME}.png")
    shutil.copy2(HERE / "linux" / "install.sh", bundle / "install.sh")
    (bundle / "install.sh").chmod(0o755)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder",
    )
    parser.add_argument("--no-archive", action="store_true", help="the bundle only")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)

    try:
        import PyInstaller
    except ImportError:
        print(
            'build.py: PyInstaller is missing; install it with: pip install -e ".[bundle]"',
            file=sys.stderr,
        )
        return 2

    dist, work = args.dist.resolve(), args.work.resolve()
    ver, osname, machine = version(), system(), arch()
    env = dict(os.environ)
    if osname == "macos":
        env["PRQT_ICNS"] = str(write_icns(work / "app.icns"))

    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    if args.clean:
        command.append("--clean")
    command.append(str(SPEC))
    print(f"build.py: {NAME} {ver} for {osname}-{machine}, PyInstaller {PyInstaller.__version__}")
    print("build.py:", " ".join(command), flush=True)
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    build_seconds = time.perf_counter() - start

    folder = dist / NAME
    info: dict = {
        "name": NAME,
        "version": ver,
        "system": osname,
        "arch": machine,
        "python": platform.python_version(),
        "pyinstaller": PyInstaller.__version__,
        "build_seconds": round(build_seconds, 1),
        "bundle": str(folder),
        "archives": [],
    }
    if osname == "windows":
        info["executable"] = str(folder / f"{NAME}.exe")
        info["cli_executable"] = str(folder / f"{NAME}-cli.exe")
        info["data_dir"] = str(folder / "_internal")
    elif osname == "macos":
        app = dist / f"{APP_TITLE}.app"
        info["bundle"] = str(app)
        info["executable"] = info["cli_executable"] = str(app / "Contents" / "MacOS" / NAME)
        info["data_dir"] = str(app / "Contents" / "Frameworks")
    else:
        linux_extras(folder)
        info["executable"] = info["cli_executable"] = str(folder / NAME)
        info["data_dir"] = str(folder / "_internal")
    info["size_unpacked"] = tree_size(Path(info["bundle"]))

    if not args.no_archive:
        stem = f"{NAME}-{ver}-{osname}-{machine}"
        archives: list[Path] = []
        if osname == "linux":
            archives.append(dist / f"{stem}.tar.gz")
            make_tar_gz(folder, archives[-1])
        elif osname == "windows":
            archives.append(dist / f"{stem}.zip")
            make_zip(folder, archives[-1])
        else:
            app = Path(info["bundle"])
            archives.append(dist / f"{stem}.zip")
            archives[-1].unlink(missing_ok=True)
            subprocess.run(
                ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", app, archives[-1]],
                check=True,
            )
            if shutil.which("hdiutil"):
                dmg = dist / f"{stem}.dmg"
                dmg.unlink(missing_ok=True)
                made = subprocess.run(
                    [
                        *("hdiutil", "create", "-volname", APP_TITLE, "-srcfolder", app),
                        *("-ov", "-format", "UDZO", dmg),
                    ],
                    check=False,
                )
                if made.returncode == 0:
                    archives.append(dmg)
                else:
                    print("build.py: hdiutil failed; no .dmg (the .zip is there)", file=sys.stderr)
        info["archives"] = [{"path": str(a), "size": a.stat().st_size} for a in archives]

    (dist / "bundle-info.json").write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    print(f"build.py: built in {build_seconds:.1f} s")
    print(f"build.py: {info['bundle']}: {mib(info['size_unpacked'])} unpacked")
    for archive in info["archives"]:
        print(f"build.py: {archive['path']}: {mib(archive['size'])}")
    print(
        f"build.py: self-test: python packaging/check_bundle.py --info {dist / 'bundle-info.json'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
