"""The program's settings, kept in ``QSettings`` with typed getters and defaults.

Every getter survives a damaged or hand-edited settings file: a value of the
wrong type or out of range gives the default, never an exception.  The file
carries a ``version``; ``migrate()`` upgrades older layouts (Frescobaldi's way),
so a key can be renamed later without losing what people chose.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings

from ..engine.config import ConfigError, check_building_set
from ..persistence import SeatInfo
from .session import LEVELS, NewGameSetup
from .session.setup import DEFAULT_MARKET

SETTINGS_VERSION = 2

# "" = the system's language.
LANGUAGES = ("", "de", "en", "nl")
NAMINGS = ("classic", "1897")
# Presets offered for the speed of the computer players (bot delay in ms).
SPEEDS = (0, 300, 700, 1200, 2000)
MAX_RECENT = 8


@dataclass(frozen=True, slots=True)
class Defaults:
    language: str = ""
    naming: str = "classic"
    bot_delay_ms: int = 700
    confirm_useless_role: bool = True
    player_name: str = ""
    keep_finished_games: bool = True
    show_win_chances: bool = True


DEFAULTS = Defaults()


def _valid_set(ids: tuple[str, ...] | list[str]) -> bool:
    """Do ``ids`` fill the board's non-production spaces (``engine.config.check_building_set``)?"""
    try:
        check_building_set(tuple(ids))
    except ConfigError:
        return False
    return bool(ids)


class Settings:
    """Typed access to the program's ``QSettings``.

    ``Settings()`` uses the application's organisation and name (set by
    ``app.main``); tests pass ``QSettings(path, QSettings.IniFormat)``.
    """

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings if qsettings is not None else QSettings()
        self.migrate()

    # ---- low-level, forgiving reads -------------------------------------------------

    def _raw(self, key: str) -> object:
        try:
            return self.q.value(key)
        except Exception:  # a value Qt cannot even decode
            return None

    def _str(self, key: str, default: str, choices: tuple[str, ...] | None = None) -> str:
        value = self._raw(key)
        if not isinstance(value, str):
            return default
        if choices is not None and value not in choices:
            return default
        return value

    def _int(self, key: str, default: int, lo: int, hi: int) -> int:
        value = self._raw(key)
        try:
            number = int(value)  # type: ignore[call-overload]  # QSettings hands back anything
        except (TypeError, ValueError):
            return default
        return number if lo <= number <= hi else default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._raw(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
            return value.lower() in ("true", "1")
        if isinstance(value, int):
            return bool(value)
        return default

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._raw(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    # ---- settings --------------------------------------------------------------------

    def migrate(self) -> None:
        version = self._int("version", 0, 0, 10_000)
        if version > SETTINGS_VERSION:
            return  # written by a newer program: read what we know, change nothing
        if version < SETTINGS_VERSION:
            # version 0 = nothing written yet; then one step per version
            if version < 2 and self._raw("confirmations") is not None:
                # Version 1 had a second key for the same warning ("confirmations", from
                # the table's "Don't ask again"); switched off there, it stays off.
                if not self._bool("confirmations", True):
                    self.confirm_useless_role = False
                self.q.remove("confirmations")
            self.q.setValue("version", SETTINGS_VERSION)

    @property
    def language(self) -> str:
        return self._str("language", DEFAULTS.language, LANGUAGES)

    @language.setter
    def language(self, value: str) -> None:
        self.q.setValue("language", value if value in LANGUAGES else "")

    @property
    def naming(self) -> str:
        """The default naming (edition) for new games: "classic" or "1897"."""
        return self._str("naming", DEFAULTS.naming, NAMINGS)

    @naming.setter
    def naming(self, value: str) -> None:
        self.q.setValue("naming", value if value in NAMINGS else DEFAULTS.naming)

    @property
    def bot_delay_ms(self) -> int:
        return self._int("bot_delay_ms", DEFAULTS.bot_delay_ms, 0, 10_000)

    @bot_delay_ms.setter
    def bot_delay_ms(self, value: int) -> None:
        self.q.setValue("bot_delay_ms", max(0, min(10_000, int(value))))

    @property
    def confirm_useless_role(self) -> bool:
        return self._bool("confirm_useless_role", DEFAULTS.confirm_useless_role)

    @confirm_useless_role.setter
    def confirm_useless_role(self, value: bool) -> None:
        self.q.setValue("confirm_useless_role", bool(value))

    @property
    def keep_finished_games(self) -> bool:
        """Keep every finished game in the archive (``records/``), for replays and the
        statistics."""
        return self._bool("keep_finished_games", DEFAULTS.keep_finished_games)

    @keep_finished_games.setter
    def keep_finished_games(self, value: bool) -> None:
        self.q.setValue("keep_finished_games", bool(value))

    @property
    def show_win_chances(self) -> bool:
        """Show the chart "Chances to win" beside the table."""
        return self._bool("show_win_chances", DEFAULTS.show_win_chances)

    @show_win_chances.setter
    def show_win_chances(self, value: bool) -> None:
        self.q.setValue("show_win_chances", bool(value))

    @property
    def player_name(self) -> str:
        return self._str("player_name", DEFAULTS.player_name)[:40]

    @player_name.setter
    def player_name(self, value: str) -> None:
        self.q.setValue("player_name", str(value)[:40])

    @property
    def recent_files(self) -> list[str]:
        value = self._raw("recent_files")
        if isinstance(value, str):
            value = [value]  # QSettings returns one-element lists as a plain string
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, str) and v][:MAX_RECENT]

    def add_recent_file(self, path: str) -> None:
        files = [f for f in self.recent_files if f != path]
        self.q.setValue("recent_files", [path, *files][:MAX_RECENT])

    def remove_recent_file(self, path: str) -> None:
        self.q.setValue("recent_files", [f for f in self.recent_files if f != path])

    @property
    def last_setup(self) -> NewGameSetup | None:
        """The setup of the last new game (the new-game dialog starts from it)."""
        text = self._raw("last_setup")
        if not isinstance(text, str):
            return None
        try:
            d = json.loads(text)
            seats = [SeatInfo.from_dict(s) for s in d["seats"]]
            if not 2 <= len(seats) <= 5:
                return None
            for seat in seats:
                if seat.level not in LEVELS:
                    seat.level = "normal"
            edition = d.get("edition", "classic")
            seed = d.get("seed")
            game = d.get("game", "puertorico")
            setup = NewGameSetup.from_config(
                seats,
                d,
                seed if isinstance(seed, int) and not isinstance(seed, bool) else None,
                game if isinstance(game, str) else "puertorico",
            )
            setup.edition = edition if edition in NAMINGS else "classic"
            if setup.market == "chosen" and not _valid_set(setup.chosen):
                setup.market, setup.chosen = DEFAULT_MARKET, ()
            return setup
        except Exception:
            return None

    @last_setup.setter
    def last_setup(self, setup: NewGameSetup) -> None:
        self.q.setValue(
            "last_setup",
            json.dumps(
                {
                    "seats": [s.to_dict() for s in setup.seats],
                    "edition": setup.edition,
                    "hidden_vp": setup.hidden_vp,
                    "seed": setup.seed,
                    "expansions": list(setup.expansions),
                    "market": setup.market,
                    "chosen": list(setup.chosen),
                    "game": setup.game,
                    "variant": setup.variant,
                }
            ),
        )

    @property
    def building_set(self) -> tuple[str, ...]:
        """The last drafted or chosen set of non-production buildings (expansion I), as
        building ids; () when none is saved or the saved one is not a legal set."""
        value = self._raw("building_set")
        if isinstance(value, str):
            value = [value]  # QSettings returns one-element lists as a plain string
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return ()
        ids = tuple(value)
        return ids if _valid_set(ids) else ()

    @building_set.setter
    def building_set(self, ids: tuple[str, ...] | list[str]) -> None:
        ids = tuple(ids)
        if _valid_set(ids):
            self.q.setValue("building_set", list(ids))

    @property
    def geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.q.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.q.setValue("window/state", value)

    def sync(self) -> None:
        self.q.sync()
