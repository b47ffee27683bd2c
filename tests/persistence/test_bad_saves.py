"""Bad saved games found by fuzzing: each is refused with a short ``SaveError``, never
an other exception, a hang or a message that quotes the bad content whole."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from puertorico_qt import engine, persistence
from puertorico_qt.engine import config as engine_config
from puertorico_qt.persistence import GameRecord, SaveError, SeatInfo

DATA = Path(__file__).resolve().parent / "data"
MESSAGE_LIMIT = 500  # characters, the path of the file included


@pytest.fixture
def save(make_record: Callable[..., GameRecord]) -> dict:
    """The JSON of a real save (30 random-bot moves) to spoil."""
    return make_record().to_dict()


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")
    return path


def refused(
    path: Path, codes: str | tuple[str, ...] = "invalid", seconds: float = 2.0
) -> SaveError:
    """Loading ``path`` raises SaveError with one of ``codes``, quickly, with a short message."""
    codes = (codes,) if isinstance(codes, str) else codes
    start = time.monotonic()
    with pytest.raises(SaveError) as info:
        persistence.load_game(path)
    assert time.monotonic() - start < seconds
    message = str(info.value)
    assert info.value.code in codes, message
    assert len(message) < MESSAGE_LIMIT, message[:1000]
    message.encode("utf-8")  # the message itself can be shown and logged
    return info.value


# --------------------------------------------------------------------------- 1. nesting


@pytest.mark.parametrize("text", ["[" * 5000, "{" + '"a":{' * 3000, "[" * 100_000 + "]" * 100_000])
def test_deeply_nested_json_is_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    error = refused(path, ("not_json", "invalid"))
    assert "nested" in str(error)


@pytest.mark.parametrize("field", ["config", "seed", "seats", "actions", "version", "finished"])
def test_deep_nesting_inside_a_field_is_refused(tmp_path: Path, save: dict, field: str) -> None:
    text = json.dumps({**save, field: None}).replace("null", "[" * 3000 + "]" * 3000)
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    refused(path, ("not_json", "invalid", "version"))
    # a little less deep than the parser's limit: parsed, then refused by its shape
    text = json.dumps({**save, field: None}).replace("null", "[" * 900 + "]" * 900)
    path.write_text(text, encoding="utf-8")
    refused(path, ("not_json", "invalid", "version"))


# --------------------------------------------------------------------------- 2. numbers


@pytest.mark.parametrize(
    ("field", "literal"),
    [
        ("seed", "9" * 5000),
        ("seed", "-" + "9" * 5000),
        ("seed", "1e400"),
        ("seed", "Infinity"),
        ("seed", "NaN"),
        ("seed", "-Infinity"),
        ("version", "1e400"),
        ("players", "1e400"),
        ("players", "NaN"),
        ("players", "Infinity"),
        ("players", "4" * 5000),
    ],
)
def test_absurd_numbers_are_refused(tmp_path: Path, save: dict, field: str, literal: str) -> None:
    if field == "players":
        save["config"]["players"] = "@@"
    else:
        save[field] = "@@"
    path = tmp_path / "num.json"
    path.write_text(json.dumps(save).replace('"@@"', literal), encoding="utf-8")
    error = refused(path, ("not_json", "invalid", "version"))
    assert "9999999999999999999999999999999999999999" not in str(error)


# --------------------------------------------------------------------------- 3. lone surrogates


@pytest.mark.parametrize("where", ["name", "level", "created", "updated", "app_version", "action"])
def test_lone_surrogates_are_refused_on_load(tmp_path: Path, save: dict, where: str) -> None:
    bad = "Ann\ud800a"
    if where in ("name", "level"):
        save["seats"][1][where] = bad
    elif where == "action":
        save["actions"][3] = bad
    else:
        save[where] = bad
    path = write(tmp_path / "sur.json", save)
    assert "\\ud800" in path.read_text(encoding="utf-8")
    error = refused(path, ("invalid", "illegal_action"))
    assert where != "action" or error.code == "invalid"


def test_a_lone_surrogate_never_reaches_a_saved_file(tmp_path: Path, make_record) -> None:
    """A name made in the program is normalised; what is set later is cleaned on writing."""
    seat = SeatInfo("Zo\udce9", True, "nor\ud800mal")
    assert seat.name == "Zo\ufffd" and seat.level == "nor\ufffdmal"
    record = make_record(decisions=6)
    record.seats[2] = SeatInfo("\udfff", False, "random")
    record.seats[1].name = "B\ud83d"  # changed after it was made
    path = tmp_path / "g.json"
    persistence.save_record(path, record)
    loaded, _ = persistence.load_game(path)
    assert [s.name for s in loaded.seats[1:3]] == ["B\ufffd", "\ufffd"]
    persistence.save_record(path, loaded)  # and again: nothing lost
    assert persistence.load_record(path).actions == record.actions


def test_save_record_turns_encoding_problems_into_save_error(tmp_path: Path, make_record) -> None:
    path = tmp_path / "g.json"
    persistence.save_record(path, make_record(decisions=4))
    before = path.read_bytes()
    record = make_record(decisions=8)
    record.config["note"] = "\ud800"  # nothing in the program does this, but if it did
    with pytest.raises(SaveError) as info:
        persistence.save_record(path, record)
    assert info.value.code == "write_failed"
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


# --------------------------------------------------------------------------- 4. sizes


def test_limits_are_named_and_sane() -> None:
    assert 40 <= persistence.MAX_NAME_LENGTH <= 60
    assert len("store corn,indigo,sugar keep coffee") * 2 <= persistence.MAX_ACTION_LENGTH
    assert 1000 <= persistence.MAX_ACTIONS <= 100_000
    assert 100_000 <= persistence.MAX_SAVE_BYTES <= 4 * 1024 * 1024


@pytest.mark.parametrize(
    ("where", "size"),
    [
        ("name", persistence.MAX_NAME_LENGTH + 1),
        ("name", 1_000_000),
        ("level", persistence.MAX_LEVEL_LENGTH + 1),
        ("action", persistence.MAX_ACTION_LENGTH + 1),
        ("action", 1_500_000),
        ("created", 100_000),
        ("app_version", 100_000),
    ],
)
def test_long_texts_are_refused_quickly(tmp_path: Path, save: dict, where: str, size: int) -> None:
    text = "x" * size
    if where in ("name", "level"):
        save["seats"][0][where] = text
    elif where == "action":
        save["actions"][2] = text
    else:
        save[where] = text
    error = refused(write(tmp_path / "long.json", save), seconds=1.0)
    assert "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" not in str(error)


def test_a_name_of_the_maximum_length_loads(tmp_path: Path, save: dict) -> None:
    save["seats"][0]["name"] = "N" * persistence.MAX_NAME_LENGTH
    record, _ = persistence.load_game(write(tmp_path / "ok.json", save))
    assert record.seats[0].name == "N" * persistence.MAX_NAME_LENGTH


def test_names_made_in_the_program_are_cut_to_the_limit(tmp_path: Path, make_record) -> None:
    assert SeatInfo("A" * 1000, True).name == "A" * persistence.MAX_NAME_LENGTH
    record = make_record(decisions=3)
    record.seats[0].name = "B" * 1000  # changed after it was made: cut when written
    path = tmp_path / "g.json"
    persistence.save_record(path, record)
    assert persistence.load_record(path).seats[0].name == "B" * persistence.MAX_NAME_LENGTH


def test_too_many_actions_are_refused(tmp_path: Path, save: dict) -> None:
    save["actions"] = ["pass"] * (persistence.MAX_ACTIONS + 1)
    error = refused(write(tmp_path / "many.json", save))
    assert "actions" in str(error)


def test_too_large_a_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as fh:
        fh.truncate(persistence.MAX_SAVE_BYTES + 1)
    refused(path, ("foreign", "invalid", "unreadable"))


def test_a_device_is_not_read_forever(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    refused(Path("/dev/zero"), ("unreadable", "foreign", "not_json"))


# --------------------------------------------------------------------------- 5. strict types


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("version", True),
        ("version", 1.0),
        ("version", "1"),
        ("seed", True),
        ("seed", 3.0),
        ("seed", "3"),
        ("finished", "no"),
        ("finished", 0),
        ("finished", None),
        ("created", 5),
        ("updated", ["x"]),
        ("app_version", {"a": 1}),
        ("game", 7),
        ("config.players", "4"),
        ("config.players", 4.5),
        ("config.players", 4.0),
        ("config.players", True),
        ("config.players", None),
        ("config.players", "missing"),
        ("config.hidden_vp", "yes"),
        ("config.hidden_vp", "false"),
        ("config.hidden_vp", 1),
        ("config.hidden_vp", 0),
        ("config.hidden_vp", None),
        ("config.edition", 1),
        ("config.edition", ["classic"]),
        ("config.edition", None),
        ("config.edition", "x" * 100_000),
        ("config.expansions", "nobles"),
        ("config.expansions", [1]),
        ("config.expansions", None),
        ("config.expansions", {"nobles": True}),
        ("config", ["players", 4]),
        ("seats.0.human", "yes"),
        ("seats.0.human", 1),
        ("seats.0.name", None),
        ("seats.0.level", 3),
        ("seats.0", "Anna"),
        ("actions", "role mayor"),
        ("actions", [1, 2]),
    ],
)
def test_wrong_types_are_refused(tmp_path: Path, save: dict, key: str, value: object) -> None:
    *parents, last = key.split(".")
    target: object = save
    for part in parents:
        target = target[int(part)] if isinstance(target, list) else target[part]  # type: ignore[index]
    if value == "missing":
        del target[last]  # type: ignore[union-attr]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value  # type: ignore[index]
    refused(write(tmp_path / "types.json", save), ("invalid", "version", "foreign"))


def test_hidden_vp_false_as_text_does_not_turn_the_option_on(tmp_path: Path, save: dict) -> None:
    save["config"]["hidden_vp"] = "false"
    error = refused(write(tmp_path / "h.json", save))
    assert "hidden_vp" in str(error)


def test_game_config_from_dict_is_strict() -> None:
    good = {"players": 3, "edition": "1897", "hidden_vp": True, "expansions": []}
    config = engine.GameConfig.from_dict(good)
    assert config.players == 3 and config.hidden_vp is True
    assert engine.GameConfig.from_dict({"players": 2}) == engine.GameConfig(players=2)
    for bad in (
        {**good, "players": "3"},
        {**good, "players": 3.0},
        {**good, "players": True},
        {**good, "hidden_vp": "false"},
        {**good, "hidden_vp": 1},
        {**good, "hidden_vp": None},
        {**good, "edition": 0},
        {**good, "expansions": "x"},
        {**good, "expansions": [None]},
        {"edition": "classic"},
        ["players", 3],
        None,
    ):
        with pytest.raises(engine.ConfigError) as info:
            engine.GameConfig.from_dict(bad)  # type: ignore[arg-type]
        assert len(str(info.value)) < 200


# --------------------------------------------------------------------------- 6. messages


def test_short_repr() -> None:
    assert engine_config.short_repr("abc") == "'abc'"
    assert engine_config.short_repr(True) == "True"
    long = engine_config.short_repr("x" * 1_000_000)
    assert len(long) <= 40 and long.endswith("…")
    assert len(engine_config.short_repr(10**4000)) <= 40
    assert len(engine_config.short_repr([[[[[[[[[[1]]]]]]]]]] * 1000)) <= 40
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert len(engine_config.short_repr(deep)) <= 40
    assert engine_config.short_repr("\ud800").isascii()


@pytest.mark.parametrize(
    ("key", "code"),
    [
        ("version", "invalid"),
        ("seed", "invalid"),
        ("config.edition", "invalid"),
        ("game", "foreign"),
        ("format", "foreign"),
    ],
)
def test_huge_values_are_not_quoted_whole(tmp_path: Path, save: dict, key: str, code: str) -> None:
    value = "7" * 1_000_000
    if key.startswith("config."):
        save["config"][key[7:]] = value
    else:
        save[key] = value
    error = refused(write(tmp_path / "huge.json", save), code, seconds=1.0)
    assert "7" * 50 not in str(error)


def test_a_long_version_number_is_refused_as_a_version(tmp_path: Path, save: dict) -> None:
    save["version"] = int("7" * 40)  # the longest number the reader takes
    error = refused(write(tmp_path / "v.json", save), "version")
    assert "is not supported" in str(error)
    save["version"] = int("7" * 41)
    error = refused(write(tmp_path / "v.json", save), "invalid")
    assert "7" * 41 not in str(error)


def test_an_illegal_action_message_is_short(tmp_path: Path, save: dict) -> None:
    save["actions"][4] = "build " + "fortress" * 11  # 94 characters, within the limit
    error = refused(write(tmp_path / "act.json", save), "illegal_action")
    assert error.action_index == 4 and "action 5" in str(error)


# --------------------------------------------------------------------------- 7. temp files


def _old(path: Path, seconds: float) -> Path:
    path.write_text("{", encoding="utf-8")
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_stale_temporary_files_are_removed(tmp_path: Path, make_record) -> None:
    target = tmp_path / "autosave.json"
    stale = [_old(tmp_path / f".autosave.json.{name}.tmp", 3600) for name in ("ab12_xyz", "q9")]
    fresh = _old(tmp_path / ".autosave.json.k3j4h5g6.tmp", 5)  # a writer at work
    other = _old(tmp_path / ".game.json.a1b2c3d4.tmp", 3600)  # another file's writer
    unrelated = _old(tmp_path / "autosave.json.notes.tmp", 3600)
    persistence.save_record(target, make_record(decisions=3))
    left = {p.name for p in tmp_path.iterdir()}
    assert not any(p.name in left for p in stale)
    assert {fresh.name, other.name, unrelated.name, target.name} <= left
    # the function itself: what it removed, and nothing when nothing is stale
    _old(tmp_path / ".game.json.zz.tmp", 120)
    assert persistence.remove_stale_temp_files(tmp_path / "game.json") == 2
    assert persistence.remove_stale_temp_files(tmp_path / "game.json") == 0
    assert persistence.remove_stale_temp_files(tmp_path / "nowhere" / "x.json") == 0
    assert fresh.exists()


# --------------------------------------------------------------------------- 8. the game's name


def test_saves_name_their_game(tmp_path: Path, make_record) -> None:
    path = tmp_path / "g.json"
    persistence.save_record(path, make_record(decisions=2))
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == persistence.GAME == "puertorico"


def test_a_save_of_another_game_is_refused(tmp_path: Path, save: dict) -> None:
    save["game"] = "sanjuan"
    error = refused(write(tmp_path / "card.json", save), "foreign")
    assert "sanjuan" in str(error) and "another game" in str(error)


def test_a_save_without_the_game_field_loads(tmp_path: Path, save: dict) -> None:
    save.pop("game", None)
    record, state = persistence.load_game(write(tmp_path / "old.json", save))
    assert record.actions == save["actions"] and not state.is_terminal()


@pytest.mark.parametrize("name", ["before-issue-11-classic.json", "before-issue-11-1897.json"])
def test_saves_written_before_issue_11_load_and_play_on(tmp_path: Path, name: str) -> None:
    path = DATA / name
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "game" not in data
    record, state = persistence.load_game(path)
    assert record.actions == data["actions"] and record.seed == data["seed"]
    assert [s.name for s in record.seats] == [s["name"] for s in data["seats"]]
    assert state == record.replay()
    # it plays on, and saves again (now with the game's name) to the same game
    for _ in range(5):
        action = state.legal_actions()[0]
        record.actions.append(state.format_action(action))
        state.apply(action)
    copy = tmp_path / name
    persistence.save_record(copy, record)
    assert json.loads(copy.read_text(encoding="utf-8"))["game"] == "puertorico"
    again, again_state = persistence.load_game(copy)
    assert again.actions == record.actions and again_state == record.replay()


# --------------------------------------------------------------------------- listing


def test_list_saves_survives_bad_files(tmp_path: Path, save: dict) -> None:
    write(tmp_path / "good.json", save)
    (tmp_path / "deep.json").write_text("[" * 5000, encoding="utf-8")
    huge = json.loads(json.dumps(save))
    huge["seats"][0]["name"] = "y" * 1_000_000
    huge["updated"] = [[[["x"]]]]
    write(tmp_path / "huge.json", huge)
    sur = json.loads(json.dumps(save))
    sur["seats"][0]["name"] = "\ud800"
    write(tmp_path / "sur.json", sur)
    other = json.loads(json.dumps(save))
    other["game"] = "sanjuan"
    write(tmp_path / "other.json", other)
    by_name = {s.path.name: s for s in persistence.list_saves(tmp_path)}
    assert set(by_name) == {"good.json", "deep.json", "huge.json", "sur.json", "other.json"}
    assert by_name["good.json"].error is None
    assert by_name["deep.json"].error and by_name["other.json"].error
    for info in by_name.values():
        assert all(len(p) <= persistence.MAX_NAME_LENGTH for p in info.players)
        assert len(info.updated) <= 100
        "".join(info.players).encode("utf-8")
        assert info.error is None or len(info.error) < MESSAGE_LIMIT


def test_a_save_with_a_refused_move_loads_up_to_the_move_before(tmp_path: Path, save: dict) -> None:
    """What a corrected rule leaves of an older save: the position before the move it
    now refuses (``load_game(path, keep)``), the file untouched."""
    from puertorico_qt.persistence import load_game

    save["actions"][4] = "build fortress"
    path = write(tmp_path / "old.json", save)
    text = path.read_text(encoding="utf-8")
    error = refused(path, "illegal_action")
    record, state = load_game(path, keep=error.action_index)
    assert record.actions == save["actions"][:4]
    assert state.to_dict() == record.replay().to_dict()
    assert path.read_text(encoding="utf-8") == text
    with pytest.raises(SaveError):
        load_game(path)


def test_a_cut_string_is_told_in_plain_words(tmp_path: Path) -> None:
    """json's own "Unterminated string starting at" gets its line once ("at at" was
    said)."""
    path = tmp_path / "cut.json"
    path.write_text('{"format": "puertorico-qt", "seats": ["An', encoding="utf-8")
    error = refused(path, ("not_json",))
    assert "Unterminated string starting at line 1, column" in str(error)
    assert " at at " not in str(error)
