"""``python -m puertorico_qt replay FILE``: the replay window of one game record or
saved game, on its own (no game is played; the settings only give the language).
A file that cannot be read or replayed: the reason on stderr and exit status 2."""

from __future__ import annotations

import argparse
import sys

from ... import persistence


def run_replay(app, args: argparse.Namespace) -> int:
    from ..i18n import Translations
    from ..settings import Settings
    from ..window_helpers import describe_save_error
    from .window import ReplayWindow

    translations = Translations()
    translations.set_language(args.replay_lang or args.lang or Settings().language)
    try:
        record = persistence.load_record(args.file)
        window = ReplayWindow(record)
    except persistence.SaveError as exc:
        print(describe_save_error(exc), file=sys.stderr)
        return 2
    window.show()
    return int(app.exec())


__all__ = ["run_replay"]
