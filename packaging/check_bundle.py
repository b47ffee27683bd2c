"""Check a built bundle: contents, self-test, error path, size and time to first window.

    python packaging/check_bundle.py                        # reads dist/bundle-info.json
    python packaging/check_bundle.py --info DIR/bundle-info.json --json result.json
    python packaging/check_bundle.py --require-languages de,nl --max-size-mb 150

Runs the bundled executable (the console one on Windows), never the source tree, on
the offscreen Qt platform unless QT_QPA_PLATFORM says otherwise, with HOME-like
directories (XDG_*, APPDATA, LOCALAPPDATA) pointed into a temporary folder so that no
saved game or log of the user's is touched. Checks:

1. contents, as the bundled program sees them through ``puertorico_qt.paths``
   (``PRQT_BUNDLE_REPORT=1``): every file of ``resources/`` and every ``i18n/*.qm``
   of the source tree is inside, each translation loads, each SVG parses, the SVG
   image and icon plugins and the platform plugins are there, and a ``spawn``
   process pool (the Expert bot's) works in the frozen program;
2. the self-test: ``--selftest`` (a whole game of the board game and one of the card
   game between computer players, each saved and loaded back) when the bundle has the GUI; before ``puertorico_qt/gui/app.py``
   exists, ``engine new`` and ``selfplay --games 1`` instead;
3. the start-up error path: a simulated failure exits 1, writes the traceback to the
   log and shows the dialog (closed by itself after a moment); a Qt platform plugin
   that cannot load is reported the same way;
4. Windows: the console-less ``puertorico-qt.exe`` opens a window; macOS: the .app's
   ``Info.plist`` has the version and the icon;
5. the time to the first painted window (``PRQT_FIRST_WINDOW_PROBE=1``; wall clock from
   process start, median of warm runs) and the size unpacked and archived;
6. Linux: which shared libraries the bundle takes from the system (``ldd``).

Exit status 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGE_NAMES = {"de": "German", "nl": "Dutch", "en": "English"}
NATIVE_PLATFORM = {"linux": "xcb", "windows": "windows", "macos": "cocoa"}


class Checker:
    def __init__(self, info: dict, scratch: Path, verbose: bool) -> None:
        self.info = info
        self.scratch = scratch
        self.verbose = verbose
        self.failures: list[str] = []
        self.notes: list[str] = []
        self.result: dict = {"info": info, "checks": {}}
        self.exe = info["cli_executable"]

    # ------------------------------------------------------------------ helpers

    def env(self, **extra: str) -> dict[str, str]:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["LANG"] = "C.UTF-8"
        env.pop("LC_ALL", None)
        home = self.scratch / "home"
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[name] = str(home / name.lower())
        if sys.platform == "win32":
            env["APPDATA"] = str(home / "AppData" / "Roaming")
            env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
        for name in list(env):  # the source tree's settings must not leak in
            if name.startswith("PRQT_"):
                del env[name]
        env.update(extra)
        return env

    def run(self, args: list[str], timeout: float = 600, **env: str):
        start = time.perf_counter()
        try:
            proc = subprocess.run(
                [self.exe, *args],
                env=self.env(**env),
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=timeout,
                cwd=self.scratch,
            )
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
            err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
            return None, out, err + f"\n(timed out after {timeout} s)", time.perf_counter() - start
        return proc.returncode, proc.stdout, proc.stderr, time.perf_counter() - start

    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        self.result["checks"][name] = {"ok": bool(ok), "detail": detail}
        print(f"  [{'ok' if ok else 'FAIL'}] {name}{': ' + detail if detail else ''}", flush=True)
        if not ok:
            self.failures.append(name)
        return ok

    def note(self, text: str) -> None:
        self.notes.append(text)
        print(f"  [note] {text}", flush=True)

    def show_output(self, out: str, err: str, lines: int = 25) -> None:
        tail = (out + "\n" + err).strip().splitlines()[-lines:]
        for line in tail:
            print(f"      | {line}")

    # ------------------------------------------------------------------ 1. contents

    def contents(self, required_languages: list[str]) -> dict:
        print("contents (PRQT_BUNDLE_REPORT=1):")
        code, out, err, seconds = self.run([], timeout=300, PRQT_BUNDLE_REPORT="1")
        try:
            report = json.loads(out)
        except json.JSONDecodeError:
            self.check("bundle report", False, f"exit {code}, no JSON")
            self.show_output(out, err)
            return {}
        self.result["report"] = report
        self.check("bundle report", code == 0, f"{seconds:.1f} s, data root {report['data_root']}")
        self.check("frozen", report["frozen"] and report["meipass"] == report["data_root"])

        source_resources = sorted(
            p.relative_to(ROOT / "resources").as_posix()
            for p in (ROOT / "resources").rglob("*")
            if p.is_file()
        )
        missing = sorted(set(source_resources) - set(report["resources"]))
        self.check(
            "artwork inside",
            not missing and bool(report["resources"]),
            f"{len(report['resources'])} files under resources/, {report.get('svg_count', 0)} SVG"
            + (f"; missing: {missing[:10]}" if missing else ""),
        )
        if "qt_error" in report:
            self.check("Qt in the bundle", False, report["qt_error"])
            return report
        self.check(
            "artwork loads",
            not report["svg_invalid"] and report["svg_icon_ok"],
            "every SVG parses, the SVG app icon renders"
            if not report["svg_invalid"]
            else f"invalid: {report['svg_invalid']}",
        )

        source_qm = sorted(p.name for p in (ROOT / "i18n").glob("*.qm"))
        missing_qm = sorted(set(source_qm) - set(report["translations"]))
        not_loading = [n for n, ok in report.get("translations_loaded", {}).items() if not ok]
        self.check(
            "translations inside",
            not missing_qm and not not_loading,
            f"{len(report['translations'])} of {len(source_qm)} .qm files of i18n/"
            + (f"; missing: {missing_qm}" if missing_qm else "")
            + (f"; do not load: {not_loading}" if not_loading else ""),
        )
        for lang in ("de", "nl"):
            name = LANGUAGE_NAMES[lang]
            in_bundle = [n for n in report["translations"] if n.endswith(f"_{lang}.qm")]
            if in_bundle:
                loads = all(report["translations_loaded"].get(n) for n in in_bundle)
                self.check(
                    f"{name} translation",
                    loads,
                    f"{', '.join(in_bundle)} in {report['i18n_dir']}, "
                    + ("loads" if loads else "does NOT load"),
                )
            elif lang in required_languages:
                self.check(f"{name} translation", False, f"no i18n/*_{lang}.qm in the bundle")
            else:
                self.note(
                    f"{name} translation: none in the source tree's i18n/ yet, so none in the "
                    f"bundle (--require-languages {lang} makes this a failure)"
                )
        qt_qm = report.get("qt_translations", [])
        self.check(
            "Qt's own translations",
            all(f"qtbase_{lang}.qm" in qt_qm for lang in ("de", "nl")),
            ", ".join(qt_qm),
        )

        plugins = report.get("qt_plugins", [])
        native = NATIVE_PLATFORM[self.info["system"]]
        wanted = ["platforms/qoffscreen", f"platforms/q{native}", "imageformats/qsvg"]
        wanted.append("iconengines/qsvgicon")
        if self.info["system"] == "linux":
            wanted.append("platforms/qwayland")
        plugin_stems = {re.sub(r"^(.*/)(lib)?([^/.]+)\..*$", r"\1\3", p) for p in plugins}
        lacking = [w for w in wanted if w not in plugin_stems]
        self.check(
            "Qt plugins",
            not lacking and "svg" in report.get("image_formats", []),
            f"{len(plugins)} plugins"
            + (f"; missing: {lacking}" if lacking else f"; has {', '.join(wanted)}"),
        )
        pool = report.get("process_pool")
        self.check("spawn process pool in the frozen program", pool is True, str(pool))
        return report

    # ------------------------------------------------------------------ 2. self-test

    def selftest(self, gui: bool) -> None:
        print("self-test:")
        if gui:
            code, out, err, seconds = self.run(["--selftest"], timeout=600)
            ok = self.check("--selftest", code == 0, f"exit {code} in {seconds:.1f} s")
            self.result["selftest_seconds"] = round(seconds, 2)
            if not ok or self.verbose:
                self.show_output(out, err)
            return
        self.note(
            "the bundle has no puertorico_qt/gui/app.py yet: --selftest is not there; "
            "running the headless tools instead"
        )
        code, out, err, seconds = self.run(["engine", "new", "--players", "4", "--seed", "7"])
        try:
            state = json.loads(out)
            ok = code == 0 and state.get("format") == "puertorico-qt/state"
        except json.JSONDecodeError:
            ok = False
        if not self.check("engine new", ok, f"exit {code} in {seconds:.2f} s"):
            self.show_output(out, err)
        code, out, err, seconds = self.run(["selfplay", "--games", "1", "--seed", "3"])
        ok = code == 0 and "games of" in out
        if not self.check("selfplay --games 1", ok, f"exit {code} in {seconds:.2f} s"):
            self.show_output(out, err)
        code, out, err, seconds = self.run([], timeout=300)  # no GUI: a game between bots
        if not self.check("no arguments (headless game)", code == 0, f"exit {code}"):
            self.show_output(out, err)

    # ------------------------------------------------------------------ 3. errors

    def error_path(self) -> None:
        print("start-up error path:")
        code, out, err, _ = self.run(
            [],
            timeout=120,
            PRQT_SIMULATE_STARTUP_FAILURE="1",
            PRQT_ERROR_DIALOG="1",
            PRQT_ERROR_DIALOG_TIMEOUT_MS="300",
        )
        match = re.search(r"the details are in (.+)$", err, re.MULTILINE)
        log = Path(match.group(1).strip()) if match else None
        logged = (
            log is not None and log.exists() and "simulated start-up failure" in log.read_text()
        )
        shown = re.search(r"error dialog: (.+)$", err, re.MULTILINE)
        ok = code == 1 and logged and shown is not None and "none" not in shown.group(1)
        detail = f"exit {code}, log {'written' if logged else 'MISSING'}" + (
            f", dialog: {shown.group(1)}" if shown else ", no dialog"
        )
        if not self.check("exception at start-up: log and dialog", ok, detail):
            self.show_output(out, err)
        # a platform plugin that does not load: Qt aborts; the message handler reports it
        code, out, err, _ = self.run(
            [],
            timeout=120,
            QT_QPA_PLATFORM="no-such-platform",
            PRQT_FIRST_WINDOW_PROBE="1",  # opens a window even without the GUI package
            PRQT_ERROR_DIALOG="0",
        )
        ok = code == 1 and "the details are in" in err and "no-such-platform" in err
        if not self.check("Qt platform plugin failure: reported, exit 1", ok, f"exit {code}"):
            self.show_output(out, err)

    # ------------------------------------------------------------------ 4. windowed build

    def windowed(self) -> None:
        """Windows: the console-less .exe starts (a window, then exits 0 through the probe).

        macOS: the .app's Info.plist carries the version and the icon.
        """
        system = self.info["system"]
        if system == "windows" and self.info["executable"] != self.exe:
            print("windowed executable:")
            start = time.perf_counter()
            try:
                proc = subprocess.run(
                    [self.info["executable"]],
                    env=self.env(PRQT_FIRST_WINDOW_PROBE="1"),
                    timeout=120,
                    cwd=self.scratch,
                    check=False,
                )
                code = proc.returncode
            except subprocess.TimeoutExpired:
                code = None
            seconds = time.perf_counter() - start
            self.check(
                "puertorico-qt.exe (no console) opens a window",
                code == 0,
                f"exit {code}, {seconds:.1f} s",
            )
        elif system == "macos":
            import plistlib

            print("macOS application bundle:")
            contents = Path(self.info["bundle"]) / "Contents"
            plist = plistlib.loads((contents / "Info.plist").read_bytes())
            icon = contents / "Resources" / plist.get("CFBundleIconFile", "-")
            self.check(
                "Info.plist",
                plist.get("CFBundleShortVersionString") == self.info["version"] and icon.exists(),
                f"{plist.get('CFBundleIdentifier')} {plist.get('CFBundleShortVersionString')}, "
                f"icon {icon.name}{'' if icon.exists() else ' MISSING'}",
            )

    # ------------------------------------------------------------------ 5. timing, size

    def first_window(self, runs: int, limit: float | None) -> None:
        print("time to first window:")
        walls: list[float] = []
        inside: list[float] = []
        for _ in range(runs + 1):  # the first run is the cold one
            code, out, err, seconds = self.run([], timeout=120, PRQT_FIRST_WINDOW_PROBE="1")
            match = re.search(r"^first-window ([0-9.]+)$", err, re.MULTILINE)
            if code != 0 or match is None:
                self.check("first window", False, f"exit {code}, no first-window line")
                self.show_output(out, err)
                return
            walls.append(seconds)
            inside.append(float(match.group(1)))
        cold, warm = walls[0], walls[1:]
        median = statistics.median(warm)
        self.result["first_window"] = {
            "cold_s": round(cold, 3),
            "warm_median_s": round(median, 3),
            "warm_s": [round(w, 3) for w in warm],
            "in_process_median_s": round(statistics.median(inside[1:]), 3),
            "platform": self.env()["QT_QPA_PLATFORM"],
        }
        detail = (
            f"median {median:.2f} s of {runs} warm runs (cold {cold:.2f} s; "
            f"{statistics.median(inside[1:]):.2f} s of it after the Python start)"
        )
        self.check(
            "first window" + (f" <= {limit:g} s" if limit else ""),
            not limit or median <= limit,
            detail,
        )

    def sizes(self, limit_mb: float | None) -> None:
        print("size:")
        unpacked = self.info["size_unpacked"]
        detail = f"{unpacked / 2**20:.1f} MiB ({unpacked / 1e6:.1f} MB) unpacked"
        for archive in self.info.get("archives", []):
            detail += f"; {Path(archive['path']).name} {archive['size'] / 2**20:.1f} MiB"
        self.check(
            "size" + (f" <= {limit_mb:g} MB" if limit_mb else ""),
            not limit_mb or unpacked <= limit_mb * 2**20,
            detail,
        )

    # ------------------------------------------------------------------ 6. ldd

    def system_libraries(self) -> None:
        if self.info["system"] != "linux" or not shutil.which("ldd"):
            return
        print("system libraries (ldd):")
        data = Path(self.info["data_dir"])
        lib_dirs = {str(data), str(data / "PySide6" / "Qt" / "lib")}
        outside: dict[str, str] = {}
        not_found: dict[str, list[str]] = {}
        for path in [Path(self.exe), *data.rglob("*.so*")]:
            if not path.is_file() or path.is_symlink():
                continue
            env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(sorted(lib_dirs)))
            proc = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
            for line in proc.stdout.splitlines():
                match = re.match(r"\s*(\S+) => (not found|\S+)", line)
                if not match:
                    continue
                name, where = match.groups()
                if where == "not found":
                    not_found.setdefault(name, []).append(path.name)
                elif not where.startswith(str(data)):
                    outside[name] = where
        self.result["system_libraries"] = sorted(outside)
        self.result["libraries_not_found"] = not_found
        print(f"      from the system: {' '.join(sorted(outside))}")
        if not_found:
            self.note(
                "not on this machine (needed only by the plugins named): "
                + "; ".join(f"{k} ({', '.join(sorted(set(v))[:3])})" for k, v in not_found.items())
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--info", type=Path, default=ROOT / "dist" / "bundle-info.json")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument(
        "--require-languages",
        default="",
        help="comma-separated languages whose i18n/*_LANG.qm must be inside (e.g. de,nl)",
    )
    parser.add_argument("--runs", type=int, default=5, help="warm first-window runs")
    parser.add_argument("--max-first-window", type=float, default=3.0, help="seconds (0: no limit)")
    parser.add_argument("--max-size-mb", type=float, default=0, help="unpacked, MiB (0: no limit)")
    parser.add_argument("--skip-timing", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true", help="show the self-test output")
    args = parser.parse_args(argv)

    info = json.loads(args.info.read_text(encoding="utf-8"))
    if not Path(info["cli_executable"]).exists():
        print(f"check_bundle.py: no executable {info['cli_executable']}", file=sys.stderr)
        return 1
    required = [lang.strip() for lang in args.require_languages.split(",") if lang.strip()]
    print(f"check_bundle.py: {info['bundle']} ({info['system']}-{info['arch']}, {info['version']})")
    with tempfile.TemporaryDirectory(prefix="prqt-check-") as scratch:
        checker = Checker(info, Path(scratch), args.verbose)
        report = checker.contents(required)
        checker.selftest(bool(report.get("gui_available")))
        checker.error_path()
        checker.windowed()
        if not args.skip_timing:
            checker.first_window(args.runs, args.max_first_window or None)
        checker.sizes(args.max_size_mb or None)
        checker.system_libraries()
        if not report.get("gui_available"):
            checker.note("first window measured on a stand-in window (icon + artwork): no GUI yet")
        checker.result["gui_available"] = bool(report.get("gui_available"))
        checker.result["failures"] = checker.failures
        checker.result["notes"] = checker.notes
    if args.json:
        args.json.write_text(json.dumps(checker.result, indent=1) + "\n", encoding="utf-8")
    if checker.failures:
        print(f"check_bundle.py: FAILED: {', '.join(checker.failures)}")
        return 1
    print("check_bundle.py: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
