"""Fit the card game's leaf evaluation (``ai/cards/evaluation.py``) to game outcomes.

Hard's search stops its play-outs at a role choice and asks the evaluation for each
seat's chance to win; the other seats of the search are played by the Normal rules,
and against Normal bots so are the real opponents.  So the right target for the leaf
is: who wins when Normal players play the game on from here.  This script plays
games between Normal bots, records every seat's features at each role choice
(``evaluation.features``) and the winner (a shared win as a share), and fits the
weights of a conditional logit — each seat's chance ``softmax`` over the table of
``sum(w_k × x_k)`` — by Newton's method, one weight table per player count (held-out
games for the figures).  It prints the log-loss and how often the favourite won for
the plain softmax of the estimates (``temperature_chances``), the table in use and
the new fit; ``--write`` stores the fit in ``ai/cards/leaf_weights.json``.

    python bench/fit_cards_evaluation.py --games 3000 --players 2,3,4 --expansions buildings --mix --write
    python bench/fit_cards_evaluation.py --games 1000 --players 4 --expansions buildings

Who plays the games (``--rules``) can change: the Normal rules (the leaf in use), every
seat by stronger rules (``imitating``), or four Hard bots (``hard``: about 40 s a game
on one core, so ``--jobs 2 --rows-file FILE`` keeps each game as it ends and a later run
reads them back and plays only the missing ones).  On a few hundred games ``--folds 5
--ridge R`` cross-validates a fit drawn towards the table in use against that table,
game by game; the fit then kept (``--weights-out``) is that one, on every game:

    python bench/fit_cards_evaluation.py --games 400 --players 4 --seed 58000 --rules hard \
        --jobs 2 --rows-file hard_games.jsonl --folds 5 --ridge 0.01
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path
from typing import TextIO

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cards_expert_variants import EverySeatImitating

from puertorico_qt import cards
from puertorico_qt.ai.cards import bots
from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.cards.values import estimates
from puertorico_qt.cards import CardConfig, CardPhase, new_game
from puertorico_qt.cards.scoring import winners

Row = tuple[np.ndarray, np.ndarray, list[float]]  # features (n × k), won (n), old chances

#: Who plays the games the leaf learns from: the Normal rules (Hard's leaf); every seat
#: by the Normal rules with the Expert's role biases and 8x the build biases fitted to
#: Hard's builds (``cards_expert_variants.EverySeatImitating``: stronger players, a
#: cheap stand-in for searching ones); or four Hard bots (searching players, about 40 s
#: a game on one core: ``--jobs`` and ``--rows-file``).
RULES: dict[str, Callable[[random.Random], CardPolicy] | None] = {
    "normal": lambda rng: CardPolicy(0.0, rng),
    "imitating": lambda rng: EverySeatImitating(0.0, rng),
    "hard": None,
}

Game = tuple[int, int, tuple[str, ...], str]  # seed, players, expansions, rules


def play_game(game: Game) -> dict:
    """One game as a JSON-ready record: at each role choice the rounds left and every
    seat's base features, and each seat's share of the win (a shared win as a share)."""
    seed, players, expansions, rules = game
    s = new_game(CardConfig(players=players, expansions=expansions), seed=seed)
    make = RULES[rules]
    policy = None if make is None else make(random.Random(seed))
    hard = [bots.CardHardBot(seed * 10 + i) for i in range(players)] if policy is None else []
    snaps = []
    while not s.is_terminal():
        if s.phase == CardPhase.ROLE:
            pace = pace_of(s)
            bases = E.seat_features(s, estimates(s, pace))
            snaps.append([round(pace.rounds, 4), [[round(x, 5) for x in base] for base in bases]])
        if policy is not None:
            policy.play(s)
        else:
            s.apply(hard[s.current_player].choose(cards.observe(s, s.current_player)))
    top = winners(s)
    won = [1.0 / len(top) if seat in top else 0.0 for seat in range(players)]
    return {
        "seed": seed,
        "players": players,
        "expansions": list(expansions),
        "rules": rules,
        "won": won,
        "snaps": snaps,
    }


def rows_of(record: dict) -> list[Row]:
    """The rows of a game's record: each snap keeps only the rounds left and the seats'
    base features (``evaluation.BASE_FEATURES``), a few numbers, and is expanded here."""
    won = np.array(record["won"])
    return [
        (np.array(E.expand(bases, rounds)), won, E.chances_at([b[0] for b in bases], rounds))
        for rounds, bases in record["snaps"]
    ]


def _open(path: Path, mode: str) -> TextIO:
    """A rows file, gzip-compressed when its name ends in ``.gz`` (appending adds a
    gzip member, which reading takes in its stride)."""
    if path.suffix == ".gz":
        return gzip.open(path, mode, encoding="utf-8")
    return path.open(mode, encoding="utf-8")


def collect(
    players: int,
    games: int,
    seed: int,
    expansions: tuple[str, ...],
    mix: bool,
    rules: str,
    jobs: int = 1,
    rows_file: Path | None = None,
) -> list[list[Row]]:
    """Per game, a row per role choice (``play_game``; ``mix``: every other game without
    the expansions).  ``rows_file`` (JSON lines) keeps each game as it ends, and the
    games already in it are read instead of played: a long collection can stop and go
    on, or grow from one session to the next."""
    todo = [(seed + g, players, () if mix and g % 2 else expansions, rules) for g in range(games)]
    done: dict[int, dict] = {}
    if rows_file is not None and rows_file.exists():
        try:
            with _open(rows_file, "rt") as f:
                lines = f.read().splitlines()
        except (EOFError, OSError) as error:  # a run killed while it wrote its last game
            raise SystemExit(f"{rows_file}: unreadable ({error}); cut its last game") from error
        wanted = {game[0]: game for game in todo}
        for line in lines:
            record = json.loads(line)
            game = wanted.get(record["seed"])
            if record["players"] != players or game is None:
                continue
            if (tuple(record["expansions"]), record["rules"]) != game[2:]:
                raise SystemExit(
                    f"{rows_file}: seed {record['seed']} was played by other rules or "
                    "expansions than asked: use another file"
                )
            done[record["seed"]] = record
    missing = [game for game in todo if game[0] not in done]
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        played = pool.map(play_game, missing) if pool else map(play_game, missing)
        for count, record in enumerate(played, 1):
            done[record["seed"]] = record
            if rows_file is not None:
                with _open(rows_file, "at") as f:
                    f.write(json.dumps(record, separators=(",", ":")) + "\n")
            if jobs > 1 or count % 500 == 0:
                print(f"  {count}/{len(missing)} games played", file=sys.stderr, flush=True)
    return [rows_of(done[game[0]]) for game in todo]


def loss_and_grad(w: np.ndarray, rows: list[Row]) -> tuple[float, np.ndarray, np.ndarray]:
    """Mean negative log-likelihood of the winners, its gradient and Hessian."""
    k = len(w)
    loss = 0.0
    grad = np.zeros(k)
    hess = np.zeros((k, k))
    for x, won, _ in rows:
        z = x @ w
        z -= z.max()
        p = np.exp(z)
        p /= p.sum()
        loss -= float(won @ np.log(np.maximum(p, 1e-12)))
        mean_x = p @ x
        grad -= won @ x - mean_x
        xc = x - mean_x
        hess += (xc * p[:, None]).T @ xc
    m = len(rows)
    return loss / m, grad / m, hess / m


def fit(
    rows: list[Row], k: int, ridge: float = 1e-4, toward: np.ndarray | None = None
) -> np.ndarray:
    """Newton's method on the log-loss plus ``ridge`` times the squared distance from
    ``toward`` (zero unless given: a few hundred games fit best near the table in use)."""
    w0 = np.zeros(k) if toward is None else toward
    w = w0.copy()
    for _ in range(30):
        _, grad, hess = loss_and_grad(w, rows)
        step = np.linalg.solve(hess + ridge * np.eye(k), grad + ridge * (w - w0))
        w = w - step
        if np.abs(step).max() < 1e-7:
            break
    return w


def report(label: str, rows: list[Row], chances) -> None:
    report_chances(label, np.array([chances(row) for row in rows]), np.array([r[1] for r in rows]))


def report_chances(label: str, p: np.ndarray, won: np.ndarray) -> None:
    """The mean log-loss of the winners and how often the favourite won (positions ×
    seats: the chances ``p``, each seat's share of the win ``won``)."""
    loss = -(won * np.log(np.maximum(p, 1e-12))).sum(axis=1).mean()
    favourite = won[np.arange(len(won)), p.argmax(axis=1)].mean()
    print(f"  {label:<10} log-loss {loss:.4f}  favourite won {favourite:.1%}")


def game_losses(games: list[list[Row]], w: np.ndarray) -> np.ndarray:
    """Each game's summed log-loss of the winners at its role choices under ``w``."""
    return np.array(
        [
            -sum(float(won @ np.log(np.maximum(softmax(x @ w), 1e-12))) for x, won, _ in g)
            for g in games
        ]
    )


def cross_validate(
    games: list[list[Row]], k: int, folds: int, ridge: float, table: np.ndarray
) -> None:
    """``folds``-fold cross-validation by games: the fit of the other folds against the
    table in use on each held-out game, paired game by game (a game's positions share
    its winner, so the game is the unit of the standard error)."""
    fitted = np.zeros(len(games))
    for fold in range(folds):
        held = [i for i in range(len(games)) if i % folds == fold]
        rest = [r for i, g in enumerate(games) if i % folds != fold for r in g]
        w = fit(rest, k, ridge, table)
        fitted[held] = game_losses([games[i] for i in held], w)
    in_use = game_losses(games, table)
    positions = sum(len(g) for g in games)
    diff = (fitted - in_use) * len(games) / positions
    error = diff.std(ddof=1) / np.sqrt(len(games))
    print(
        f"  {folds}-fold, ridge {ridge:g} toward the table in use: held-out log-loss "
        f"{fitted.sum() / positions:.4f} against {in_use.sum() / positions:.4f} "
        f"(difference {diff.mean():+.4f} +- {error:.4f} a position, {len(games)} games)"
    )


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max()
    e = np.exp(z)
    return e / e.sum()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=2000, help="games per player count")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--seed", type=int, default=90_000)
    ap.add_argument("--expansions", default="", help="e.g. buildings")
    ap.add_argument("--mix", action="store_true", help="every other game without expansions")
    ap.add_argument("--rules", choices=sorted(RULES), default="normal", help="who plays the games")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once")
    ap.add_argument("--rows-file", type=Path, help="keep the games here (JSON lines), reuse them")
    ap.add_argument("--folds", type=int, default=0, help="also cross-validate (few games)")
    ap.add_argument("--ridge", type=float, default=1e-4, help="the cross-validation's penalty")
    ap.add_argument("--write", action="store_true", help=f"store the fit in {E.WEIGHTS_FILE.name}")
    ap.add_argument("--weights-out", type=Path, help="store it in this file instead (a variant's)")
    args = ap.parse_args()
    expansions = tuple(x for x in args.expansions.split(",") if x)
    k = len(E.FEATURES)
    fitted: dict[str, list[float]] = {}
    for n in (int(x) for x in args.players.split(",")):
        t0 = time.perf_counter()
        games = collect(
            n,
            args.games,
            args.seed + 1000 * n,
            expansions,
            args.mix,
            args.rules,
            args.jobs,
            args.rows_file,
        )
        split = len(games) * 4 // 5
        train = [r for g in games[:split] for r in g]
        test = [r for g in games[split:] for r in g]
        print(
            f"{n} players: {len(games)} games, {len(train)}+{len(test)} positions "
            f"({time.perf_counter() - t0:.0f} s)"
        )
        w = fit(train, k)
        in_use = E.WEIGHTS.get(n)
        table = None if in_use is None else np.array(in_use)
        for name, rows in (("train", train), ("test", test)):
            print(f" {name}:")
            report("estimates", rows, lambda r: r[2])
            report("fitted", rows, lambda r, w=w: softmax(r[0] @ w))
            if table is not None:
                report("in use", rows, lambda r, v=table: softmax(r[0] @ v))
        if args.folds and table is not None:
            cross_validate(games, k, args.folds, args.ridge, table)
            # What is kept is what was validated: every game, drawn toward the table.
            w = fit([r for g in games for r in g], k, args.ridge, table)
            print(f"  kept: the fit of all {len(games)} games toward the table in use")
        print(
            "  weights: "
            + ", ".join(f"{name}={v:.4f}" for name, v in zip(E.FEATURES, w, strict=True))
        )
        fitted[str(n)] = [round(float(v), 5) for v in w]
    target = args.weights_out or (E.WEIGHTS_FILE if args.write else None)
    if target is not None:
        data = json.loads((target if target.exists() else E.WEIGHTS_FILE).read_text("utf-8"))
        if target != E.WEIGHTS_FILE and not target.exists():
            data["weights"], data["fitted_with"] = {}, {}
        data["features"] = list(E.FEATURES)
        data["weights"].update(fitted)
        data["weights"] = dict(sorted(data["weights"].items()))
        data["fitted_with"][", ".join(fitted)] = " ".join(sys.argv[1:])
        target.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {target}")


if __name__ == "__main__":
    main()
