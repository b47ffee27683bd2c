"""The card table's prompt bar in words: the round and phase, what to do next (counting
down while cards are chosen: "pay 3 more cards"), what the others are doing, and the
buttons.  Contexts ``CardPhases``, ``CardPrompt`` and ``CardTable``.

The numbers are the engine's: ``state.left`` is what is still to pay, keep, discard,
produce or sell after every discount; the buttons send legal actions or the selection.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...cards import CardPhase, CardState, actions, last_phase, price_under_payment, winners
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import Button, player_name
from . import names as CN
from . import texts
from .context import CardContext
from .narration import fixed_prices, trade_prices

TITLES: dict[CardPhase, str] = {
    CardPhase.DEAL: QT_TRANSLATE_NOOP("CardPhases", "Starting hands"),
    CardPhase.CHAPEL: QT_TRANSLATE_NOOP("CardPhases", "Chapel"),
    CardPhase.HAND_LIMIT: QT_TRANSLATE_NOOP("CardPhases", "Hand limit"),
    CardPhase.ROLE: QT_TRANSLATE_NOOP("CardPhases", "Choosing a role"),
    CardPhase.LIBRARY: QT_TRANSLATE_NOOP("CardPhases", "Library"),
    CardPhase.BUILD: QT_TRANSLATE_NOOP("CardPhases", "Builder phase"),
    CardPhase.BLACK_MARKET: QT_TRANSLATE_NOOP("CardPhases", "Builder phase"),
    CardPhase.PAY: QT_TRANSLATE_NOOP("CardPhases", "Builder phase"),
    CardPhase.PRODUCE: QT_TRANSLATE_NOOP("CardPhases", "Producer phase"),
    CardPhase.TRADE: QT_TRANSLATE_NOOP("CardPhases", "Trader phase"),
    CardPhase.KEEP: QT_TRANSLATE_NOOP("CardPhases", "Councillor phase"),
    CardPhase.ARCHIVE: QT_TRANSLATE_NOOP("CardPhases", "Councillor phase"),
    CardPhase.GAME_OVER: QT_TRANSLATE_NOOP("CardPhases", "Final scores"),  # chip: "Game over"
    CardPhase.OFFICE: QT_TRANSLATE_NOOP("CardPhases", "Office building"),
    CardPhase.BANK: QT_TRANSLATE_NOOP("CardPhases", "Bank"),
}

#: What the others see while somebody decides.
OTHERS: dict[CardPhase, str] = {
    CardPhase.DEAL: QT_TRANSLATE_NOOP("CardPrompt", "{name} chooses a starting hand."),
    CardPhase.CHAPEL: QT_TRANSLATE_NOOP("CardPrompt", "{name} may put a card under the chapel."),
    CardPhase.HAND_LIMIT: QT_TRANSLATE_NOOP(
        "CardPrompt", "{name} discards down to the hand limit."
    ),
    CardPhase.ROLE: QT_TRANSLATE_NOOP("CardPrompt", "{name} chooses a role."),
    CardPhase.LIBRARY: QT_TRANSLATE_NOOP("CardPrompt", "{name} decides on the library."),
    CardPhase.BUILD: QT_TRANSLATE_NOOP("CardPrompt", "{name} may build."),
    CardPhase.BLACK_MARKET: QT_TRANSLATE_NOOP("CardPrompt", "{name} pays for a building."),
    CardPhase.PAY: QT_TRANSLATE_NOOP("CardPrompt", "{name} pays for a building."),
    CardPhase.PRODUCE: QT_TRANSLATE_NOOP("CardPrompt", "{name} produces."),
    CardPhase.TRADE: QT_TRANSLATE_NOOP("CardPrompt", "{name} sells goods."),
    CardPhase.KEEP: QT_TRANSLATE_NOOP("CardPrompt", "{name} chooses the cards to keep."),
    CardPhase.ARCHIVE: QT_TRANSLATE_NOOP("CardPrompt", "{name} discards (archive)."),
    CardPhase.GAME_OVER: QT_TRANSLATE_NOOP("CardPrompt", "The game is over."),
    CardPhase.OFFICE: QT_TRANSLATE_NOOP(
        "CardPrompt", "{name} may swap cards at the office building."
    ),
    CardPhase.BANK: QT_TRANSLATE_NOOP("CardPrompt", "{name} may put cards under the bank."),
}


def _p(text: str) -> str:
    return QCoreApplication.translate("CardPrompt", text)


def _b(text: str) -> str:
    return QCoreApplication.translate("CardTable", text)


def phase_title(state: CardState) -> str:
    """ "Round 3 · Builder phase" ("Final scores" at the end; " · last phase of the game"
    once a city has the buildings that end it: the others still build in this phase)."""
    what = QCoreApplication.translate("CardPhases", TITLES[state.phase])
    if state.is_terminal():
        return what
    round_text = CN.term("round").format(n=state.round)
    title = QCoreApplication.translate("CardPhases", "{round} · {what}").format(
        round=round_text, what=what
    )
    if last_phase(state):
        title = QCoreApplication.translate("CardPhases", "{title} · last phase of the game").format(
            title=title
        )
    return title


def phase_prompt(ctx: CardContext) -> str:
    """What the viewer is to do now, in words (what the others do, when it is not the
    viewer's turn)."""
    s = ctx.state
    names = ctx.names()
    if s.is_terminal():  # the chip and the title say already that the game is over
        return result_text(s, names, headline=False)
    seat = s.current_player
    if not ctx.interactive():
        return _p(OTHERS[s.phase]).format(name=player_name(seat, names))
    return _own_prompt(ctx)


def result_text(state: CardState, names: Sequence[str], headline: bool = True) -> str:
    """Who won with how many VP; ``headline``: led by "Game over" (the score sheet)."""
    won = winners(state)
    scores = state.scores()
    who = ", ".join(player_name(seat, names) for seat in won)
    if len(won) == 1:
        text = (
            QT_TRANSLATE_NOOP("CardPrompt", "Game over: {names} wins with {vp}.")
            if headline
            else QT_TRANSLATE_NOOP("CardPrompt", "{names} wins with {vp}.")
        )
    elif headline:
        text = QT_TRANSLATE_NOOP("CardPrompt", "Game over: {names} share the win with {vp}.")
    else:
        text = QT_TRANSLATE_NOOP("CardPrompt", "{names} share the win with {vp}.")
    return _p(text).format(names=who, vp=CN.n_vp(scores[won[0]]))


def _own_prompt(ctx: CardContext) -> str:
    s = ctx.state
    phase = s.phase
    mine = s.role_player == s.current_player
    if phase == CardPhase.ROLE:
        text = _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Choose a role — click a role card, or drag it down to your city.",
            )
        )
        if s.is_extra_role_choice():
            third = QT_TRANSLATE_NOOP(
                "CardPrompt", "With two players the governor takes a third role."
            )
            text = _p(third) + " " + text
        return text
    if phase == CardPhase.LIBRARY:
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Your library doubles one role's privilege this round: use it for the {role} "
                "now, or keep it for your next role?",
            )
        ).format(role=CN.role_name(s.role))
    if phase == CardPhase.BUILD:
        # the crane's words only where building over is possible (asked of the legal
        # actions, not of a card in the city): a beginner looked for a crane
        if any(actions.decode(a).verb == "build_over" for a in ctx.legal):
            how = QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Drag a card from your hand onto your city to build it (onto one of "
                "your buildings to build over it with a crane) — or click the card, then your "
                "city.",
            )
        else:
            how = QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Drag a card from your hand onto your city to build it — or click the card, "
                "then your city.",
            )
        text = _p(how)
        if mine and s.library_on:
            text += " " + _p(
                QT_TRANSLATE_NOOP(
                    "CardPrompt", "As builder, with your library, you pay two cards less."
                )
            )
        elif mine:
            text += " " + _p(QT_TRANSLATE_NOOP("CardPrompt", "As builder you pay one card less."))
        return text
    if phase in (CardPhase.BLACK_MARKET, CardPhase.PAY):
        return _pay_prompt(ctx)
    left = ctx.remaining()
    if phase in (CardPhase.DEAL, CardPhase.HAND_LIMIT, CardPhase.ARCHIVE):
        why = {
            CardPhase.DEAL: QT_TRANSLATE_NOOP("CardPrompt", "You keep 4 cards to start with."),
            CardPhase.HAND_LIMIT: QT_TRANSLATE_NOOP(
                "CardPrompt", "Your hand is over its limit of {limit} cards as the round starts."
            ),
            CardPhase.ARCHIVE: QT_TRANSLATE_NOOP(
                "CardPrompt", "Archive: you took all the cards you drew into your hand."
            ),
        }[phase]
        if left:
            what = _p(
                QT_TRANSLATE_NOOP(
                    "CardPrompt", "Click {cards} in your hand to discard, then press Discard."
                )
            ).format(cards=CN.n_cards(left))
        else:
            what = _p(QT_TRANSLATE_NOOP("CardPrompt", "Press Discard."))
        limit = texts.hand_limit_of(s, s.current_player) if phase == CardPhase.HAND_LIMIT else 0
        return f"{_p(why).format(limit=limit)} {what}"
    if phase == CardPhase.CHAPEL:
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "You may put one hand card under your chapel (1 VP at the end): click it and "
                "press the button — or keep your cards.",
            )
        )
    if phase == CardPhase.OFFICE:
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Office building: you may swap up to {cards} from your hand — drag them onto "
                "your office building, or click them ({chosen} chosen); then press Swap. You "
                "draw as many.",
            )
        ).format(cards=CN.n_cards(s.left), chosen=ctx.selection.count())
    if phase == CardPhase.BANK:
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Bank (once in the game): drag any number of hand cards onto your bank, or "
                "click them ({chosen} chosen); then press “{confirm}”. Each is worth 1 VP at "
                "the end — or keep the bank for a later round (“{not_now}”).",
            )
        ).format(
            chosen=ctx.selection.count(),
            confirm=_b(CONFIRM["bank"]),
            not_now=_b(CONFIRM_NONE["bank"]),
        )
    if phase == CardPhase.PRODUCE:
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Produce up to {goods}: drag the deck onto your empty production buildings, or "
                "click them ({chosen} chosen); then press Produce.",
            )
        ).format(goods=CN.n_goods(s.left), chosen=ctx.selection.count())
    if phase == CardPhase.TRADE:
        prices = ", ".join(
            [f"{CN.good_word(good)} {price}" for good, price in enumerate(trade_prices(s))]
            + [f"{CN.card_name(kind)} {price}" for kind, price in fixed_prices(s, s.current_player)]
        )
        return _p(
            QT_TRANSLATE_NOOP(
                "CardPrompt",
                "Sell up to {goods}: drag goods from your buildings onto the trading house, or "
                "click the buildings ({chosen} chosen); then press Sell. Prices in cards: {prices}.",
            )
        ).format(goods=CN.n_goods(s.left), chosen=ctx.selection.count(), prices=prices)
    if phase == CardPhase.KEEP:
        if left:
            return _p(
                QT_TRANSLATE_NOOP(
                    "CardPrompt",
                    "Councillor: you drew {drawn} and keep {keep}. Click the cards to keep "
                    "({left} more to choose), then press Keep.",
                )
            ).format(drawn=CN.n_cards(s.pending_n), keep=s.left, left=left)
        return _p(QT_TRANSLATE_NOOP("CardPrompt", "Councillor: press Keep to take these cards."))
    return ""


def _pay_prompt(ctx: CardContext) -> str:
    s = ctx.state
    building = CN.card_name(s.building)
    left = ctx.remaining()
    if not left:
        return _p(
            QT_TRANSLATE_NOOP("CardPrompt", "The {building} is paid for: press Pay to build it.")
        ).format(building=building)
    # Where every way to pay begins with the same cards the engine has paid them
    # already; the person, missing a card from the hand, is told which, and the counts
    # add up to the price: paid already + chosen + still to choose.
    price = price_under_payment(s)
    paid = price - s.left
    market = s.phase == CardPhase.BLACK_MARKET
    if paid > 0 and market:
        text = QT_TRANSLATE_NOOP(
            "CardPrompt",
            "Pay for the {building}: {price} in all. Paid already (there was no other "
            "choice): {paid}. Chosen: {chosen}; {cards} more. Click cards in your hand — or "
            "goods on your buildings (black market, up to {goods}).",
        )
    elif paid > 0:
        text = QT_TRANSLATE_NOOP(
            "CardPrompt",
            "Pay for the {building}: {price} in all. Paid already (there was no other "
            "choice): {paid}. Chosen: {chosen}; {cards} more — click cards in your hand.",
        )
    elif market:
        text = QT_TRANSLATE_NOOP(
            "CardPrompt",
            "Pay for the {building}: {cards} more. Click cards in your hand — or goods on "
            "your buildings (black market, up to {goods}).",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "CardPrompt", "Pay for the {building}: {cards} more — click cards in your hand."
        )
    return _p(text).format(
        building=building,
        cards=CN.n_cards(left),
        goods=CN.n_goods(s.market_left),
        price=CN.n_cards(price),
        paid=_paid_by_rule(ctx, paid) if paid > 0 else "",
        chosen=ctx.selection.count(),
    )


def _paid_by_rule(ctx: CardContext, paid: int) -> str:
    """What the engine paid by itself: the cards by name where the table saw it pay
    them ("Sugar Mill"; goods from the black market by number), else the number."""
    steps = ctx.paid_by_rule()
    if steps is None:
        return CN.n_cards(paid)
    named = [CN.card_name(actions.decode(a).arg) for a in steps if actions.decode(a).verb == "pay"]
    goods = len(steps) - len(named)
    return ", ".join(named + ([CN.n_goods(goods)] if goods else []))


# =========================================================================== buttons

#: Confirm buttons per mode (the selection is sent).
CONFIRM: dict[str, str] = {
    "pay": QT_TRANSLATE_NOOP("CardTable", "Pay"),
    "discard": QT_TRANSLATE_NOOP("CardTable", "Discard"),
    "keep": QT_TRANSLATE_NOOP("CardTable", "Keep"),
    "produce": QT_TRANSLATE_NOOP("CardTable", "Produce"),
    "sell": QT_TRANSLATE_NOOP("CardTable", "Sell"),
    "tuck": QT_TRANSLATE_NOOP("CardTable", "Put under the chapel"),
    "swap": QT_TRANSLATE_NOOP("CardTable", "Swap"),
    "bank": QT_TRANSLATE_NOOP("CardTable", "Put under the bank"),
}
#: The confirm's words while nothing is chosen (it then sends ``pass``).
CONFIRM_NONE: dict[str, str] = {
    "produce": QT_TRANSLATE_NOOP("CardTable", "Produce nothing"),
    "sell": QT_TRANSLATE_NOOP("CardTable", "Sell nothing"),
    "swap": QT_TRANSLATE_NOOP("CardTable", "Keep my hand"),
    "bank": QT_TRANSLATE_NOOP("CardTable", "Not now"),
}

#: The decline button's words where passing is a choice of its own (it sends ``pass``).
PASS_LABELS: dict[CardPhase, str] = {
    CardPhase.BUILD: QT_TRANSLATE_NOOP("CardTable", "Build nothing"),
    CardPhase.CHAPEL: QT_TRANSLATE_NOOP("CardTable", "Keep my cards"),
}


def buttons(ctx: CardContext) -> list[Button]:
    """The prompt bar's buttons now: decline, the library's question, the confirm of the
    selection (enabled when it is complete) and "Start over"."""
    s = ctx.state
    if not ctx.interactive():
        return []
    legal = ctx.legal
    out: list[Button] = []
    phase = s.phase
    if phase == CardPhase.LIBRARY:
        out.append(
            Button(
                "library_use",
                _b(QT_TRANSLATE_NOOP("CardTable", "Use the library now")),
                actions.LIBRARY_USE,
                primary=True,
            )
        )
        out.append(
            Button(
                "library_skip",
                _b(QT_TRANSLATE_NOOP("CardTable", "Keep it for my next role")),
                actions.LIBRARY_SKIP,
            )
        )
        return out
    if phase in PASS_LABELS and actions.PASS in legal:
        out.append(Button("pass", _b(PASS_LABELS[phase]), actions.PASS))
    if phase in (CardPhase.PAY, CardPhase.BLACK_MARKET) and ctx.session.can_undo():
        # the building stands already while it is paid for: a way back to the choice
        # (Undo's, named for what it does here)
        out.append(
            Button("back", _b(QT_TRANSLATE_NOOP("CardTable", "Another building")), command="undo")
        )
    mode = ctx.selection.mode
    if mode:
        if ctx.selection.count():
            out.append(
                Button("clear", _b(QT_TRANSLATE_NOOP("CardTable", "Start over")), command="clear")
            )
        text = _b(CONFIRM[mode])
        # Sent with nothing chosen the confirm is a pass: a plain button then, so that
        # the green one is never "Produce nothing" while goods could be made.
        declines = mode in CONFIRM_NONE and not ctx.selection.count()
        if declines:
            text = _b(CONFIRM_NONE[mode])
        out.append(
            Button("submit", text, command="submit", primary=not declines, enabled=ctx.complete())
        )
    return out
