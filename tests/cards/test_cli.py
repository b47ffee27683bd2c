"""The headless command line with ``--game cards``: ``engine new|legal|apply|score`` on
card-game state files, ``selfplay`` and ``tournament`` of card-game bots; options of the
other game are refused with a message, never ignored."""

from __future__ import annotations

import json
import random

import pytest

from puertorico_qt import cards
from tests.engine.test_cli import run


def new_state(*extra: str) -> dict:
    r = run("engine", "new", "--game", "cards", "--players", "3", "--seed", "4", *extra)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_engine_new_prints_the_card_game_state_of_that_seed():
    d = new_state()
    assert d["format"] == cards.CardState.from_dict(d).to_dict()["format"]
    assert cards.CardState.from_dict(d) == cards.new_game(cards.CardConfig(players=3), 4)
    variant = cards.CardState.from_dict(new_state("--variant"))
    assert variant.config.variant


def test_legal_apply_and_score_read_a_card_state_file(tmp_path):
    state = cards.new_game(cards.CardConfig(players=2), 8)
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state.to_dict()), encoding="utf-8")
    r = run("engine", "legal", str(path))
    assert r.returncode == 0, r.stderr
    lines = r.stdout.split("\n")[:-1]
    assert lines == [state.format_action(a) for a in state.legal_actions()]
    r = run("engine", "apply", str(path), lines[0])
    assert r.returncode == 0, r.stderr
    state.apply(state.parse_action(lines[0]))
    assert cards.CardState.from_dict(json.loads(r.stdout)) == state
    r = run("engine", "score", str(path))
    assert r.returncode == 0, r.stderr
    scores = json.loads(r.stdout)
    assert scores["game_over"] is False
    assert [p["total"] for p in scores["players"]] == [1, 1]  # an indigo plant each


def test_a_finished_card_game_scores_with_its_winners(tmp_path):
    state = cards.new_game(cards.CardConfig(players=3), 2)
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "end.json"
    path.write_text(json.dumps(state.to_dict()), encoding="utf-8")
    scores = json.loads(run("engine", "score", str(path)).stdout)
    assert scores["game_over"] is True
    assert scores["winners"] == cards.winners(state)
    assert [p["total"] for p in scores["players"]] == state.scores()


def test_illegal_and_unknown_card_actions_exit_2_with_the_reason(tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(new_state()), encoding="utf-8")
    r = run("engine", "apply", str(path), "build palace")
    assert r.returncode == 2
    assert "illegal action" in r.stderr
    r = run("engine", "apply", str(path), "settle corn")
    assert r.returncode == 2
    assert "not an action" in r.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--edition", "1897"), "--edition is an option of the board game"),
        (("--draft",), "--draft is an option of the board game"),
        (("--players", "5"), "2 to 4 players"),
        (("--expansions", "nobles"), "nobles"),
    ],
)
def test_options_of_the_board_game_are_refused_for_the_card_game(args, message):
    r = run("engine", "new", "--game", "cards", *args)
    assert r.returncode == 2
    assert message in r.stderr


def test_the_variant_is_refused_for_the_board_game():
    r = run("engine", "new", "--variant")
    assert r.returncode == 2
    assert "--variant is an option of the card game" in r.stderr


def test_selfplay_plays_card_games_and_prints_the_same_json_shape():
    r = run(
        "selfplay", "--game", "cards", "--players", "3", "--games", "3", "--seed", "5", "--json"
    )
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)
    assert result["game"] == "cards"
    assert result["games"] == 3
    assert result["errors"] == []
    assert sum(result["wins"]) == pytest.approx(3)
    assert "edition" not in result
    again = json.loads(
        run(
            "selfplay", "--game", "cards", "--players", "3", "--games", "3", "--seed", "5", "--json"
        ).stdout
    )
    assert again["mean_scores"] == result["mean_scores"]


def test_selfplay_log_prints_card_moves_and_the_score_sources():
    r = run("selfplay", "--game", "cards", "--players", "2", "--games", "1", "--log")
    assert r.returncode == 0, r.stderr
    assert "role " in r.stdout
    assert "buildings" in r.stdout
    assert "winner(s):" in r.stdout


def test_the_new_buildings_on_the_command_line(tmp_path):
    """``--expansions buildings`` with ``--game cards``: engine new, selfplay and a
    tournament play the card game with the expansion "Die neuen Gebäude"."""
    d = new_state("--expansions", "buildings")
    state = cards.CardState.from_dict(d)
    assert state.config.expansions == ("buildings",) and "buildings" in d
    assert state == cards.new_game(cards.CardConfig(players=3, expansions=("buildings",)), 4)
    path = tmp_path / "state.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    r = run("engine", "legal", str(path))
    assert r.returncode == 0 and r.stdout.startswith("role ")
    r = run(
        "selfplay", "--game", "cards", "--expansions", "buildings", "--players", "4",
        "--games", "2", "--bot", "normal", "--json",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)
    assert result["expansions"] == ["buildings"] and result["errors"] == []
    r = run(
        "tournament", "--game", "cards", "--expansions", "buildings", "--players", "2",
        "--games", "2", "--bots", "normal,beginner", "--json",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)
    assert result["game"] == "cards" and result["expansions"] == ["buildings"]
    r = run("engine", "new", "--game", "cards", "--expansions", "buildings,nobles")
    assert r.returncode == 2 and "nobles" in r.stderr
