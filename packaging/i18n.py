"""Translations: the one command that updates, compiles and checks ``i18n/``.

    python packaging/i18n.py update    # code -> i18n/puertorico_qt_{de,en,nl}.ts (pyside6-lupdate)
    python packaging/i18n.py compile   # .ts -> i18n/puertorico_qt_{de,en,nl}.qm (pyside6-lrelease)
    python packaging/i18n.py check     # exit 1 if anything is missing, unfinished or stale
    python packaging/i18n.py status    # count messages; list the unfinished ones
    python packaging/i18n.py screenshots [DIR]  # the table in each language (docs/screenshots)
    python packaging/i18n.py fill A.json …  # unfinished messages from {context: {source: {de, nl}}}
    python packaging/i18n.py fix A.json …   # the same tables, finished messages too (corrections)

``update`` scans ``puertorico_qt/`` (``-extensions py``: without it lupdate finds
nothing) and drops messages the code no longer has (``-no-obsolete``).  The ``.ts``
carry no source locations (``-locations none``): a file changes only when a string
changes, not whenever someone adds a line above it.  The comments lupdate would copy
from ``#:`` lines are left out: here they document attributes, not strings.

``check`` is what ``tests/i18n/`` runs:

- every message of every ``.ts`` is finished, none is empty, every plural (``%n``)
  message has all the forms its language needs;
- ``lupdate`` run into a temporary copy finds no message the ``.ts`` lacks (the
  catalogues are up to date with the code);
- ``lrelease`` run into a temporary folder gives byte for byte the committed ``.qm``.

The tools come with PySide6 (``PySide6/lupdate``, ``PySide6/lrelease``, the same
programs ``pyside6-lupdate`` and ``pyside6-lrelease`` start).  See ``i18n/README.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
SOURCE_DIR = ROOT / "puertorico_qt"
CATALOG = "puertorico_qt"
LANGUAGES = ("de", "en", "nl")
# The plural forms Qt expects per language (Germanic languages: one, other).
NUMERUS_FORMS = {"de": 2, "en": 2, "nl": 2}


def ts_path(lang: str, folder: Path = I18N) -> Path:
    return folder / f"{CATALOG}_{lang}.ts"


def qm_path(lang: str, folder: Path = I18N) -> Path:
    return folder / f"{CATALOG}_{lang}.qm"


def tool(name: str) -> str:
    """The path of a Qt tool shipped inside the PySide6 wheel (``lupdate``, ``lrelease``)."""
    import PySide6

    package = Path(PySide6.__file__).resolve().parent
    for candidate in (package / name, package / f"{name}.exe", package / "Qt" / "bin" / name):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    raise FileNotFoundError(f"{name} not found in {package} nor as pyside6-{name} on PATH")


def _run(args: list[str]) -> str:
    env = dict(os.environ)
    env.setdefault("LANG", "C.UTF-8")
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout + done.stderr


def lupdate(ts_files: list[Path], *, source_dir: Path = SOURCE_DIR) -> str:
    """Collect the strings of ``source_dir`` into ``ts_files`` (one lupdate per language,
    so that each new file gets its own target language)."""
    out = []
    for ts in ts_files:
        lang = ts.stem.rsplit("_", 1)[-1]
        out.append(
            _run(
                [
                    tool("lupdate"),
                    "-extensions",
                    "py",
                    "-no-obsolete",
                    "-locations",
                    "none",
                    "-source-language",
                    "en",
                    "-target-language",
                    lang,
                    str(source_dir),
                    "-ts",
                    str(ts),
                ]
            )
        )
        strip_code_comments(ts)
    return "".join(out)


# lupdate takes a ``#:`` comment before a string for a note to its translator; in this
# code ``#:`` documents the attribute below it (Sphinx's style), and such notes only
# confused a translator ("Keywords for ``KeyMomentsDialog`` (tests: a cheap analyser)").
_EXTRACOMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


def strip_code_comments(ts: Path) -> None:
    """Drop the ``<extracomment>`` lupdate made of ``#:`` attribute docs (the .qm never
    holds them: the compiled catalogues stay the same)."""
    text = ts.read_text(encoding="utf-8")
    stripped = _EXTRACOMMENT.sub("", text)
    if stripped != text:
        ts.write_text(stripped, encoding="utf-8")


def lrelease(ts: Path, qm: Path) -> str:
    return _run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)])


# --------------------------------------------------------------------------- reading .ts


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    kind: str = ""  # the translation's type attribute: "", "unfinished", "obsolete", "vanished"
    forms: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)

    @property
    def live(self) -> bool:
        return self.kind not in ("obsolete", "vanished")


def read_ts(path: Path) -> list[Message]:
    root = ET.parse(path).getroot()
    messages = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                kind, forms = "unfinished", []
            else:
                kind = tr.get("type", "")
                if numerus:
                    forms = [f.text or "" for f in tr.iter("numerusform")]
                else:
                    forms = [tr.text or ""]
            messages.append(
                Message(
                    context=name,
                    source=msg.findtext("source", ""),
                    comment=msg.findtext("comment", ""),
                    numerus=numerus,
                    kind=kind,
                    forms=forms,
                )
            )
    return messages


def ts_language(path: Path) -> str:
    return (ET.parse(path).getroot().get("language") or "").split("_")[0]


# --------------------------------------------------------------------------- checks


def unfinished(path: Path) -> list[str]:
    """Problems of one ``.ts``: unfinished, empty, missing plural forms, wrong language."""
    lang = path.stem.rsplit("_", 1)[-1]
    problems = []
    if ts_language(path) != lang:
        problems.append(f"{path.name}: language is {ts_language(path)!r}, not {lang!r}")
    need = NUMERUS_FORMS.get(lang, 2)
    for m in read_ts(path):
        if not m.live:
            continue
        where = f"{path.name}: [{m.context}] {m.source!r}"
        if m.kind == "unfinished":
            problems.append(f"{where}: unfinished")
        elif m.numerus and (len(m.forms) != need or not all(f.strip() for f in m.forms)):
            problems.append(f"{where}: {len(m.forms)} plural forms, {need} needed, or one empty")
        elif not m.numerus and not (m.forms and m.forms[0].strip()):
            problems.append(f"{where}: empty translation")
        if m.numerus and "%n" in m.source and m.forms and "%n" not in m.forms[-1]:
            problems.append(f"{where}: the plural form lacks %n")
    return problems


def placeholders_kept(path: Path) -> list[str]:
    """Each translation uses the same ``{name}``/``%1`` placeholders as its source: none
    lost, none unknown (``str.format`` would raise KeyError).  A placeholder may be used
    twice; the singular form of a plural may spell the number out instead of ``%n``."""
    import re

    pattern = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}|%\d|%L?n")
    problems = []
    for m in read_ts(path):
        if not m.live or m.kind == "unfinished":
            continue
        want = set(pattern.findall(m.source))
        for i, form in enumerate(m.forms):
            got = set(pattern.findall(form))
            need = want - {"%n", "%Ln"} if m.numerus and i < len(m.forms) - 1 else want
            if not need <= got or not got <= want:
                problems.append(
                    f"{path.name}: [{m.context}] {m.source!r}: placeholders "
                    f"{sorted(got)} in {form!r}, expected {sorted(want)}"
                )
    return problems


def stale(folder: Path = I18N) -> tuple[list[str], list[str]]:
    """(messages lupdate would add, messages the code no longer has), from a temporary copy."""
    added, gone = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            committed = ts_path(lang, folder)
            copy = ts_path(lang, Path(tmp))
            if committed.exists():
                shutil.copy2(committed, copy)
            lupdate([copy])
            before = {m.key for m in read_ts(committed) if m.live} if committed.exists() else set()
            after = {m.key for m in read_ts(copy) if m.live}
            added += [f"{committed.name}: [{k[0]}] {k[1]!r}" for k in sorted(after - before)]
            gone += [f"{committed.name}: [{k[0]}] {k[1]!r}" for k in sorted(before - after)]
    return added, gone


def qm_outdated(folder: Path = I18N) -> list[str]:
    """The committed ``.qm`` that differ from what lrelease makes of the committed ``.ts``."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            ts, qm = ts_path(lang, folder), qm_path(lang, folder)
            if not ts.exists():
                continue
            fresh = qm_path(lang, Path(tmp))
            lrelease(ts, fresh)
            if not qm.exists():
                problems.append(f"{qm.name} is missing: run `python packaging/i18n.py compile`")
            elif qm.read_bytes() != fresh.read_bytes():
                problems.append(
                    f"{qm.name} is older than {ts.name}: run `python packaging/i18n.py compile`"
                )
    return problems


# --------------------------------------------------------------------------- commands


def cmd_update() -> int:
    I18N.mkdir(exist_ok=True)
    print(lupdate([ts_path(lang) for lang in LANGUAGES]).strip())
    return 0


def compile_catalogs(folder: Path = I18N) -> list[Path]:
    """lrelease every ``.ts`` of ``folder`` into a new ``.qm`` that replaces the old by
    a rename.  lrelease itself rewrites a file in place, and a program started from this
    tree has its ``.qm`` mapped into memory: its next translation then read the new
    bytes at the old offsets and crashed (a bus error or a segfault in QTranslator, seen
    on a click).  A renamed file leaves a running program the old one."""
    written = []
    for lang in LANGUAGES:
        target = qm_path(lang, folder)
        fresh = target.with_suffix(".qm.new")
        lrelease(ts_path(lang, folder), fresh)
        os.replace(fresh, target)
        written.append(target)
    return written


def cmd_compile() -> int:
    for qm in compile_catalogs():
        print(f"{qm.relative_to(ROOT)}: {qm.stat().st_size} bytes")
    return 0


def fill(
    ts: Path, lang: str, table: dict[str, dict[str, dict[str, str]]], fix: bool = False
) -> list[str]:
    """Translate ``ts``'s unfinished singular messages from ``table`` ({context: {source:
    {lang: text}}}); English takes its source.  Returns the messages still unfinished.
    ``fix``: replace the finished translations ``table`` names as well (a correction:
    ``fill`` alone leaves a finished message as it is), and return what ``table`` names
    that ``ts`` lacks.  Edits the text in place (lupdate's layout is kept, so a diff
    shows only the changed translations)."""
    import html
    import re
    from xml.sax.saxutils import escape

    text = ts.read_text(encoding="utf-8")
    missing: list[str] = []
    found: set[tuple[str, str]] = set()

    def context_block(match: re.Match[str]) -> str:
        block = match.group(0)
        name = html.unescape(re.search(r"<name>(.*?)</name>", block, re.S).group(1))  # type: ignore[union-attr]

        def message(m: re.Match[str]) -> str:
            msg = m.group(0)
            if 'numerus="yes"' in msg:
                return msg
            source = html.unescape(re.search(r"<source>(.*?)</source>", msg, re.S).group(1))  # type: ignore[union-attr]
            if fix and lang != "en" and table.get(name, {}).get(source, {}).get(lang):
                found.add((name, source))
                done = f"<translation>{escape(table[name][source][lang])}</translation>"
                return re.sub(
                    r"<translation[^>]*>.*?</translation>|<translation[^>]*/>",
                    lambda _: done,
                    msg,
                    count=1,
                    flags=re.S,
                )
            if 'type="unfinished"' not in msg:
                return msg
            wanted = source if lang == "en" else table.get(name, {}).get(source, {}).get(lang)
            if not wanted:
                missing.append(f"[{name}] {source!r}")
                return msg
            done = f"<translation>{escape(wanted)}</translation>"
            return re.sub(
                r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>',
                lambda _: done,
                msg,
                flags=re.S,
            )

        return re.sub(r"<message>.*?</message>", message, block, flags=re.S)

    text = re.sub(r"<context>.*?</context>", context_block, text, flags=re.S)
    ts.write_text(text, encoding="utf-8")
    if fix and lang != "en":
        missing += [
            f"[{context}] {source!r}: no such message"
            for context, sources in table.items()
            for source, texts in sources.items()
            if lang in texts and (context, source) not in found
        ]
    return missing


def cmd_fill(files: list[Path], fix: bool = False) -> int:
    """``fill A.json [B.json …]``: the unfinished messages of the three .ts from tables of
    {context: {source: {"de": …, "nl": …}}} (a helper's or a translator's list);
    ``fix``: the finished ones those tables name too."""
    table: dict[str, dict[str, dict[str, str]]] = {}
    for path in files:
        for context, sources in json.loads(path.read_text(encoding="utf-8")).items():
            table.setdefault(context, {}).update(sources)
    status = 0
    for lang in LANGUAGES:
        for line in fill(ts_path(lang), lang, table, fix):
            print(f"{lang}: {'not fixed' if fix else 'still unfinished'}: {line}")
            status = 1
    return status


def cmd_status() -> int:
    for lang in LANGUAGES:
        messages = [m for m in read_ts(ts_path(lang)) if m.live]
        open_ = [m for m in messages if m.kind == "unfinished"]
        plural = sum(m.numerus for m in messages)
        print(f"{lang}: {len(messages)} messages ({plural} plural), {len(open_)} unfinished")
        for m in open_:
            print(f"    [{m.context}] {m.source!r}")
    return 0


def check(folder: Path = I18N, notes: list[str] | None = None) -> list[str]:
    """Everything wrong with the catalogues in ``folder`` (empty when all is well);
    messages the code no longer has go to ``notes`` (harmless: ``update`` drops them)."""
    problems = []
    for lang in LANGUAGES:
        ts = ts_path(lang, folder)
        if not ts.exists():
            problems.append(f"{ts.name} is missing: run `python packaging/i18n.py update`")
            continue
        problems += unfinished(ts)
        problems += placeholders_kept(ts)
    added, gone = stale(folder)
    problems += [f"not yet in the .ts (run update, then translate): {a}" for a in added]
    if notes is not None:
        notes += [f"no longer in the code (update drops it): {g}" for g in gone]
    problems += qm_outdated(folder)
    return problems


def cmd_check() -> int:
    notes: list[str] = []
    problems = check(notes=notes)
    for n in notes:
        print(f"note: {n}")
    for p in problems:
        print(p)
    print("translations: OK" if not problems else f"translations: {len(problems)} problem(s)")
    return 1 if problems else 0


# --------------------------------------------------------------------------- screenshots

# (file name, naming, phase): the viewer's own Mayor and Captain turns where a game has them.
SCENES = (
    ("mayor", "classic", "MAYOR"),
    ("captain", "classic", "CAPTAIN"),
    ("1897_mayor", "1897", "MAYOR"),
    ("1897_captain", "1897", "CAPTAIN"),
)
SHOT_SEEDS = (7, 3, 11, 5)
SHOT_PLAYERS = 4


def find_actions(edition: str, phase: str, limit: int = 150) -> tuple[int, int]:
    """(seed, K) such that ``python -m puertorico_qt screenshot --seed S --actions K``
    shows ``phase`` with the person (seat 0) to move; another seat's turn if no seed has one.

    Replays what the screenshot command does (``GameSession.play_now(K, "beginner",
    seed)``: one bot, seeded once, choosing for every seat) one decision at a time."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from puertorico_qt import engine
    from puertorico_qt.engine.state import Phase
    from puertorico_qt.gui.app import SCREENSHOT_NAMES
    from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo

    _app = QApplication.instance() or QApplication([])
    fallback = None
    for seed in SHOT_SEEDS:
        session = GameSession(autosave_path=None, bot_delay_ms=0)
        session.paused = True
        seats = [SeatInfo(SCREENSHOT_NAMES[0], True, "normal")] + [
            SeatInfo(SCREENSHOT_NAMES[i], False, "normal") for i in range(1, SHOT_PLAYERS)
        ]
        session.new_game(NewGameSetup(seats=seats, edition=edition, seed=seed))
        bot = session._bots.factory("beginner", seed * 100_003)  # as play_now() makes it
        try:
            for k in range(limit):
                state = session.state
                if state.is_terminal():
                    break
                if k >= 20 and Phase(state.phase).name == phase:
                    if state.current_player == 0:
                        return seed, k
                    fallback = fallback or (seed, k)
                action = bot.choose(engine.observe(state, state.current_player))
                session.apply_decisions([action])
        finally:
            session.shutdown()
    if fallback is None:
        raise RuntimeError(f"no {phase} phase in the first {limit} decisions")
    return fallback


def cmd_screenshots(out: Path) -> int:
    """The main window at 1366x768 in every language, in the Mayor and Captain phases of
    both namings (``docs/screenshots/i18n_<lang>_<scene>.png``, palette PNG < 400 KB)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage

    from puertorico_qt.gui.table.screenshots import save_png

    out.mkdir(parents=True, exist_ok=True)
    for scene, edition, phase in SCENES:
        seed, actions = find_actions(edition, phase)
        for lang in LANGUAGES:
            target = out / f"i18n_{lang}_{scene}.png"
            with tempfile.TemporaryDirectory() as tmp:
                raw = Path(tmp) / "shot.png"
                _run(
                    [
                        sys.executable, "-m", "puertorico_qt", "screenshot",
                        "--out", str(raw), "--lang", lang, "--size", "1366x768",
                        "--players", str(SHOT_PLAYERS), "--edition", edition,
                        "--seed", str(seed), "--actions", str(actions),
                    ]
                )  # fmt: skip
                save_png(QImage(str(raw)), target)
            print(f"{target}: seed {seed}, {actions} decisions, {phase.lower()}"
                  f" phase, {target.stat().st_size // 1024} KB")  # fmt: skip
    return 0


DEFAULT_SHOTS = ROOT / "docs" / "screenshots"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/i18n.py", description=__doc__.split("\n")[0])
    parser.add_argument(
        "command", choices=["update", "compile", "check", "status", "screenshots", "fill", "fix"]
    )
    parser.add_argument("folder", nargs="*", help="screenshots: the folder; fill: JSON files")
    args = parser.parse_args(argv)
    if args.command == "screenshots":
        return cmd_screenshots(Path(args.folder[0] if args.folder else DEFAULT_SHOTS))
    if args.command in ("fill", "fix"):
        return cmd_fill([Path(f) for f in args.folder], fix=args.command == "fix")
    return {
        "update": cmd_update,
        "compile": cmd_compile,
        "check": cmd_check,
        "status": cmd_status,
    }[args.command]()


if __name__ == "__main__":
    sys.exit(main())
