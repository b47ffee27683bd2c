"""Tournaments between bots: ``python -m puertorico_qt tournament``.

Games are played in blocks of one deal per seat rotation: game ``k`` uses the
deal of seed ``S + k // N`` with the bots rotated ``k % N`` seats, so every bot
sits in every seat equally often and luck of the deal cancels out.  For each
entry of ``--bots`` the result gives the win rate (a shared win counts as a
share) with its 95% Wilson interval, the mean score and the seconds per
decision (median and maximum, decisions with one legal action excluded; also the
median over the "main" decisions alone — roles, settler, builder, craftsman,
trader, captain — since the Mayor's placements and the storage are answered
instantly by rule and would otherwise pull the median down).

A bot name may carry a budget: ``hard:2000`` (iterations) or ``hard:0.5s``
(seconds per decision); a budget is positive and finite.  ``--jobs J`` plays J
games at once in separate processes (timings then share the cores).

``--game cards`` plays the card game with its bots (``registry.bot_names("cards")``);
its "main" decisions are the ones its search bots search: roles, builds, the
councillor's cards and the library.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from .. import cards
from ..engine import GameConfig, Phase, new_game, observe, parse_edition
from ..engine.data import SETUP
from ..games import CARD_GAME, DEFAULT_GAME
from .base import Bot, SearchBudget
from .cards.guide import SEARCHED_PHASES
from .pool import init_child, stop_executor
from .registry import bot_names, make_bot
from .usage import Usage, wanted
from .usage import summarise as summarise_usage

#: The phases in which the search bots search (the others they answer by rule).
MAIN_PHASES = frozenset(
    {
        Phase.ROLE,
        Phase.SETTLER,
        Phase.BUILDER,
        Phase.CRAFTSMAN,
        Phase.TRADER,
        Phase.CAPTAIN,
        Phase.SMUGGLER,  # expansion III
    }
)
#: The same for the card game.
CARD_MAIN_PHASES = SEARCHED_PHASES
#: ``--jobs`` at most (Windows allows no more than 61 worker processes).
MAX_JOBS = 61


def _shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters."""
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A bot name with an optional budget (``hard``, ``hard:800``, ``hard:0.5s``)."""

    name: str
    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is not None and (
            isinstance(self.iterations, bool)
            or not isinstance(self.iterations, int)
            or self.iterations < 1
        ):
            raise ValueError(f"{self.name}: iterations must be 1 or more, not {self.iterations!r}")
        if self.seconds is not None and not (
            isinstance(self.seconds, int | float)
            and not isinstance(self.seconds, bool)
            and math.isfinite(self.seconds)
            and self.seconds > 0
        ):
            raise ValueError(f"{self.name}: seconds must be more than 0, not {self.seconds!r}")

    @classmethod
    def parse(cls, text: str, game: str = DEFAULT_GAME) -> BotSpec:
        """``NAME``, ``NAME:ITERATIONS`` or ``NAME:SECONDSs``; ValueError for anything else
        (an unknown name — a bot of ``game`` —, a budget that is not a positive, finite
        number)."""
        name, _, budget = text.strip().partition(":")
        names = bot_names(game)
        if name not in names:
            raise ValueError(f"unknown bot {_shown(name)}; choose from {', '.join(names)}")
        if not budget:
            return cls(name)
        bad = f"bad budget {_shown(budget)} for {name}: use a positive number, 800 or 0.5s"
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1]) if len(budget) <= 30 else math.nan
                return cls(name, seconds=seconds)
            iterations = int(budget) if len(budget) <= 30 else 0
            return cls(name, iterations=iterations)
        except ValueError:
            raise ValueError(bad) from None

    def budget(self) -> SearchBudget | None:
        if self.iterations is None and self.seconds is None:
            return None
        return SearchBudget(iterations=self.iterations, seconds=self.seconds)

    def __str__(self) -> str:
        if self.iterations is not None:
            return f"{self.name}:{self.iterations}"
        if self.seconds is not None:
            return f"{self.name}:{self.seconds:g}s"
        return self.name


def wilson_interval(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (shared wins count as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(slots=True)
class GameResult:
    game: int
    seed: int
    seats: list[int]  # seats[seat] = index of the entry in --bots
    returns: list[float]
    scores: list[int]
    times: list[list[float]]  # per entry: seconds of each decision
    decisions: int
    main_times: list[list[float]] | None = None  # per entry: role/settler/.../captain decisions
    usage: dict | None = None  # expansions III and IV: smuggler actions, goals (``usage``)


_BOTS: dict[tuple[str, int], Bot] = {}


def _bot_for(spec: BotSpec, entry: int, seed: int, game: str = DEFAULT_GAME) -> Bot:
    """A bot for one game.  Bots that hold processes (Expert) are made once and reseeded."""
    bot = make_bot(spec.name, seed=seed, game=game)
    return bot


def play_one(
    players: int | GameConfig | cards.CardConfig,
    edition: str,
    specs: list[BotSpec],
    game: int,
    base_seed: int,
) -> GameResult:
    """Play game ``game`` of a tournament (a top-level function: runs in worker processes).
    ``players``: a number of players (the board game of ``edition``), or a configuration
    of either game."""
    if isinstance(players, cards.CardConfig):
        return _play_cards(players, specs, game, base_seed)
    if isinstance(players, GameConfig):
        config = players
    else:
        config = GameConfig(players=players, edition=parse_edition(edition))
    n = config.players
    deal = base_seed + game // n
    shift = game % n
    seats = [(seat + shift) % n for seat in range(n)] if len(specs) == n else None
    assert seats is not None
    state = new_game(config, seed=deal)
    bots = [
        _bot_for(specs[seats[seat]], seats[seat], deal * 1000 + seats[seat]) for seat in range(n)
    ]
    budgets = [specs[seats[seat]].budget() for seat in range(n)]
    times: list[list[float]] = [[] for _ in specs]
    main_times: list[list[float]] = [[] for _ in specs]
    decisions = 0
    usage = Usage(len(specs)) if wanted(state) else None
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        main = state.phase in MAIN_PHASES
        t0 = time.perf_counter()
        action = bots[seat].choose(observe(state, seat), budgets[seat])
        elapsed = time.perf_counter() - t0
        if len(legal) > 1:
            times[seats[seat]].append(elapsed)
            if main:
                main_times[seats[seat]].append(elapsed)
        if usage is not None:
            usage.see(state, action, seats[seat])
        state.apply(action)
        decisions += 1
    for bot in bots:
        close = getattr(bot, "close", None)
        if close is not None:
            close()
    if usage is not None:
        usage.finish(state, seats)
    return GameResult(
        game,
        deal,
        seats,
        state.returns(),
        state.scores(),
        times,
        decisions,
        main_times,
        usage.to_dict() if usage is not None else None,
    )


def _play_cards(
    config: cards.CardConfig, specs: list[BotSpec], game: int, base_seed: int
) -> GameResult:
    """``play_one`` for the card game (the same deals, rotation and timings)."""
    n = config.players
    deal = base_seed + game // n
    shift = game % n
    seats = [(seat + shift) % n for seat in range(n)]
    state = cards.new_game(config, deal)
    bots = [
        _bot_for(specs[seats[seat]], seats[seat], deal * 1000 + seats[seat], CARD_GAME.name)
        for seat in range(n)
    ]
    budgets = [specs[seats[seat]].budget() for seat in range(n)]
    times: list[list[float]] = [[] for _ in specs]
    main_times: list[list[float]] = [[] for _ in specs]
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        main = state.phase in CARD_MAIN_PHASES
        t0 = time.perf_counter()
        action = bots[seat].choose(cards.observe(state, seat), budgets[seat])
        elapsed = time.perf_counter() - t0
        if len(legal) > 1:
            times[seats[seat]].append(elapsed)
            if main:
                main_times[seats[seat]].append(elapsed)
        state.apply(action)
        decisions += 1
    return GameResult(
        game, deal, seats, state.returns(), state.scores(), times, decisions, main_times
    )


def run_tournament(
    players: int,
    specs: list[BotSpec],
    games: int,
    seed: int = 0,
    edition: str = "classic",
    jobs: int = 1,
    on_game=None,
    config: GameConfig | cards.CardConfig | None = None,
) -> dict:
    """Play ``games`` games and summarise them (the ``--json`` object).

    ``config``: the games' configuration when it has more than players and edition (the
    expansions), or the card game's; it must agree with ``players`` (and a board game's
    with ``edition``).  The card game's result has ``"game": "cards"``.
    ValueError for arguments that make no tournament: players not 2 to 5 (the card game
    2 to 4), not one ``BotSpec`` per player, fewer than one game or job, an unknown
    edition.
    """
    if isinstance(config, cards.CardConfig):
        return _run_cards(players, specs, games, seed, jobs, on_game, config)
    if isinstance(players, bool) or players not in SETUP:
        raise ValueError(
            f"Puerto Rico is played by {min(SETUP)} to {max(SETUP)} players, not {players!r}"
        )
    _check_specs(players, specs, games, jobs)
    if config is None:
        config = GameConfig(players=players, edition=parse_edition(edition))
    elif config.players != players or config.edition != parse_edition(edition):
        raise ValueError("the configuration disagrees with players or edition")
    game_of: int | GameConfig = config if config.expansions else players
    jobs = min(jobs, games, MAX_JOBS)
    start = time.perf_counter()
    results = _play_all(game_of, edition, specs, games, seed, jobs, on_game)
    result = summarise(players, specs, results, seed, edition, time.perf_counter() - start)
    if config.expansions:
        result["expansions"] = sorted(config.expansions)
        result["market"] = config.market
    return result


def _check_specs(players: int, specs: list[BotSpec], games: int, jobs: int) -> None:
    if len(specs) != players:
        raise ValueError(f"{len(specs)} bots for {players} players")
    if not all(isinstance(s, BotSpec) for s in specs):
        raise ValueError("specs must be BotSpec objects (BotSpec.parse)")
    for what, value in (("games", games), ("jobs", jobs)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{what} must be 1 or more, not {value!r}")


def _play_all(
    game_of: int | GameConfig | cards.CardConfig,
    edition: str,
    specs: list[BotSpec],
    games: int,
    seed: int,
    jobs: int,
    on_game,
) -> list[GameResult]:
    results: list[GameResult] = []
    if jobs <= 1:
        for game in range(games):
            results.append(play_one(game_of, edition, specs, game, seed))
            if on_game:
                on_game(results[-1], results)
        return results
    # Spawned, as the searches' pools (a fork of a process with threads may deadlock,
    # and Python 3.12 warns of it). The workers ignore Ctrl+C and follow their parent
    # out; the parent, interrupted or failing, cancels the games still queued and ends
    # the workers (leaving a ``with`` waited for every queued game: Ctrl+C hung).
    pool = ProcessPoolExecutor(
        max_workers=jobs, mp_context=multiprocessing.get_context("spawn"), initializer=init_child
    )
    try:
        futures = [pool.submit(play_one, game_of, edition, specs, g, seed) for g in range(games)]
        for f in futures:
            results.append(f.result())
            if on_game:
                on_game(results[-1], results)
    except BaseException:
        stop_executor(pool)
        raise
    pool.shutdown()
    return results


def _run_cards(
    players: int,
    specs: list[BotSpec],
    games: int,
    seed: int,
    jobs: int,
    on_game,
    config: cards.CardConfig,
) -> dict:
    """``run_tournament`` for the card game."""
    kind = CARD_GAME
    if isinstance(players, bool) or not kind.min_players <= players <= kind.max_players:
        raise ValueError(
            f"the card game is played by {kind.min_players} to {kind.max_players} players, "
            f"not {players!r}"
        )
    if config.players != players:
        raise ValueError("the configuration disagrees with players")
    _check_specs(players, specs, games, jobs)
    jobs = min(jobs, games, MAX_JOBS)
    start = time.perf_counter()
    results = _play_all(config, "", specs, games, seed, jobs, on_game)
    result = summarise(players, specs, results, seed, "", time.perf_counter() - start)
    del result["edition"]
    result = {"game": kind.name, **result}
    if config.variant:
        result["variant"] = True
    if config.expansions:
        result["expansions"] = list(config.expansions)
    return result


def summarise(
    players: int,
    specs: list[BotSpec],
    results: list[GameResult],
    seed: int,
    edition: str,
    seconds: float,
) -> dict:
    k = len(specs)
    wins = [0.0] * k
    scores: list[list[int]] = [[] for _ in range(k)]
    times: list[list[float]] = [[] for _ in range(k)]
    main: list[list[float]] = [[] for _ in range(k)]
    for r in results:
        for seat, entry in enumerate(r.seats):
            wins[entry] += r.returns[seat]
            scores[entry].append(r.scores[seat])
        for entry in range(k):
            times[entry].extend(r.times[entry])
            if r.main_times is not None:
                main[entry].extend(r.main_times[entry])
    games = len(results)
    ci = [wilson_interval(w, games) for w in wins]
    return {
        "players": players,
        "edition": edition,
        "seed": seed,
        "games": games,
        "bots": [str(s) for s in specs],
        "wins": [round(w, 3) for w in wins],
        "win_rate": [round(w / games, 4) if games else None for w in wins],
        "ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in ci],
        "mean_score": [round(statistics.fmean(s), 2) if s else None for s in scores],
        "seconds_per_decision_median": [
            round(statistics.median(t), 4) if t else None for t in times
        ],
        "seconds_per_decision_max": [round(max(t), 4) if t else None for t in times],
        "decisions": [len(t) for t in times],
        # Only the choices the search bots search (roles, settler, builder, craftsman,
        # trader, captain, smuggler): the Mayor's placements and the storage are rules.
        "seconds_per_main_decision_median": [
            round(statistics.median(t), 4) if t else None for t in main
        ],
        "main_decisions": [len(t) for t in main],
        "seconds": round(seconds, 2),
        **summarise_usage([r.usage for r in results if r.usage is not None], k),
    }


def format_table(result: dict) -> str:
    lines = [
        f"{result['games']} games, {result['players']} players, seed {result['seed']}, "
        f"{result['seconds']:.0f} s",
        f"{'bot':<14} {'win rate':>8} {'95% CI':>15} {'score':>6} {'s/dec med':>9} "
        f"{'main med':>9} {'s/dec max':>9}",
    ]
    for i, name in enumerate(result["bots"]):
        lo, hi = result["ci95"][i]
        med = result["seconds_per_decision_median"][i]
        mx = result["seconds_per_decision_max"][i]
        mm = result["seconds_per_main_decision_median"][i]
        lines.append(
            f"{name:<14} {100 * result['win_rate'][i]:7.1f}% "
            f"{f'[{100 * lo:.1f}, {100 * hi:.1f}]':>15} {result['mean_score'][i]:>6} "
            f"{med if med is not None else '-':>9} {mm if mm is not None else '-':>9} "
            f"{mx if mx is not None else '-':>9}"
        )
    return "\n".join(lines)


# --------------------------------------------------------------------------- command line


def cmd_tournament(args: argparse.Namespace) -> int:
    from ..cli import CommandError

    game = getattr(args, "game", DEFAULT_GAME)
    try:
        specs = [BotSpec.parse(t, game) for t in args.bots.split(",")]
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if len(specs) == 1:
        specs *= args.players
    if len(specs) != args.players:
        raise CommandError(f"--bots names {len(specs)} bots for {args.players} players")

    def on_game(r: GameResult, done: list[GameResult]) -> None:
        if args.verbose:
            who = ", ".join(f"{specs[e]}={r.scores[s]}" for s, e in enumerate(r.seats))
            print(
                f"game {r.game + 1}/{args.games} (deal {r.seed}): {who}",
                file=sys.stderr,
                flush=True,
            )

    from ..cli import game_config

    config = game_config(args)
    result = run_tournament(
        args.players,
        specs,
        args.games,
        args.seed,
        args.edition or "classic",
        args.jobs,
        on_game,
        config,
    )
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        print(format_table(result))
    return 0


def job_count(text: str) -> int:
    """argparse type for ``--jobs``: 1 to ``MAX_JOBS``."""
    from ..cli import positive_int

    n = positive_int(text)
    if n > MAX_JOBS:
        raise argparse.ArgumentTypeError(f"at most {MAX_JOBS} jobs, not {n}")
    return n


def register(subparsers) -> None:
    """Add the ``tournament`` sub-command (called by ``cli.build_parser``).

    ``--bots`` and ``--games`` are required: a tournament is an experiment, and one
    started without saying which bots and how many games would run for minutes
    with bots nobody chose."""
    from ..cli import add_game_options, positive_int

    p = subparsers.add_parser("tournament", help="play bots against each other, seats rotating")
    p.add_argument(
        "--bots",
        required=True,
        help=f"one bot for every seat, or one per seat, comma-separated ({', '.join(bot_names())}); "
        "NAME:ITERATIONS or NAME:SECONDSs for a budget",
    )
    p.add_argument("--games", type=positive_int, required=True, help="1 or more")
    add_game_options(p, seed=True)
    p.add_argument(
        "--jobs",
        type=job_count,
        default=1,
        help=f"games played at once (processes, 1 to {MAX_JOBS}; default 1)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--verbose", "-v", action="store_true", help="one line per game on stderr")
    p.set_defaults(func=cmd_tournament)
