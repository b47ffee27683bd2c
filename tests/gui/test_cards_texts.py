"""The card game's words in German, English and Dutch: the card names of the editions, a
tooltip for every card and role, every reason of the rules, the rules chapter, the log of
a whole game with nothing left in English; and the card table's models pass Qt's checks."""

from __future__ import annotations

import random
import re

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CARDS, CardPhase, Reason
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.cards import reasons, rules, texts

from ..cards.positions import table
from .cards_driving import card_session

LANGUAGES = ("en", "de", "nl")

#: The German names of the 2018 edition (shared/rules/gamedata.md §E), a few English ones.
GERMAN = {
    "indigo_plant": "Indigoküperei",
    "tobacco_storage": "Tabakspeicher",
    "silver_smelter": "Silberschmiede",
    "carpenter": "Schreinerei",
    "hero": "Reiter",
    "guild_hall": "Zunfthalle",
    "triumphal_arch": "Triumphbogen",
}
ENGLISH = {"indigo_plant": "Indigo Plant", "hero": "Hero", "prefecture": "Prefecture"}


def test_the_card_names_of_each_edition(qtbot, language):
    language("de")
    for card_id, name in GERMAN.items():
        assert CN.card_name(cards.CARD_IDS.index(card_id)) == name
    assert CN.role_name(cards.CardRole.COUNCILLOR) == "Ratsherr"
    language("en")
    for card_id, name in ENGLISH.items():
        assert CN.card_name(cards.CARD_IDS.index(card_id)) == name
    language("nl")
    names = {CN.card_name(c.index) for c in CARDS}
    assert len(names) == len(CARDS) and "Indigoverwerkerij" in names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_role_and_reason_has_its_words(qtbot, language, lang):
    language(lang)
    english = lang == "en"
    for card in CARDS:
        tip = texts.card_tooltip(card.index, cost_now=2)
        assert CN.card_name(card.index) in tip and str(card.cost) in tip
        assert "{" not in tip
        effect = tip.split("<br>")[2]
        assert len(effect) > 20
    for role in cards.CardRole:
        assert len(texts.role_tooltip(role)) > 60
    phrases = {reasons.reason_text(why, CardPhase.BUILD) for why in Reason}
    assert len(phrases) == len(Reason)  # one sentence each
    assert all("{" not in p for p in phrases)
    if not english:
        assert "You cannot pass now." not in phrases
    html = rules.rules_html()
    assert not re.search(r"\{[a-z_]+\}", html)
    for chapter in rules.CHAPTERS:
        assert f'<a name="{chapter.key}"></a>' in html
    for card in CARDS:
        assert CN.card_name(card.index) in html


def test_a_whole_game_log_in_german_has_no_english_left(qtbot, language):
    language("de")
    state = cards.new_game(cards.CardConfig(players=3), 5)
    session = card_session(state, 0, everyone_human=True)
    rng = random.Random(2)
    for _ in range(400):
        if session.state.is_terminal():
            break
        if session.awaiting_handover() is not None:
            session.handover_done()
        legal = session.legal_actions()
        session.request(rng.choice(legal))
    lines = session.log_lines
    assert len(lines) > 100
    english = re.compile(r"\b(builds|draws|chooses|keeps|sells|produces|discards|Round)\b")
    assert [line for line in lines if english.search(line)] == []
    session.shutdown()


def test_the_card_models_pass_qts_checks(qtbot, check_models):
    from puertorico_qt.gui.cards.widget import CardTableWidget

    state = table(
        3, cities={0: ["indigo_plant", ("sugar_mill", "well")]}, hands={0: ["smithy", "tower"]}
    )
    session = card_session(state)
    t = CardTableWidget(session)
    qtbot.addWidget(t)
    check_models(t.all_models())
    session.request(cards.actions.role(cards.CardRole.COUNCILLOR))
    t.spread_view.click(0)
    assert t.press("submit")
    session.shutdown()


def test_the_discard_piles_name_fits_a_small_pile(qapp, monkeypatch) -> None:
    """The replay's toolbar leaves the piles about 54 px wide: "Ablagestapel" was cut to
    "Ablagesta…" there; the label's tag now spans nearly the card."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from puertorico_qt.gui.cards import painter as card_painter

    drawn: list[tuple[QRectF, str]] = []
    real = card_painter.fitted_text

    def spy(p, r, text, px, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((QRectF(r), text))
        return real(p, r, text, px, *args, **kwargs)

    monkeypatch.setattr(card_painter, "fitted_text", spy)
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        pile = card_painter.paint_pile(painter, QRectF(0, 0, 58.5, 90), 53, 1.0, "Ablagestapel")
        smallest = QFontMetricsF(card_painter._font(painter, 6))
    finally:
        painter.end()
    assert 50 <= pile.width() <= 58  # the replay's size
    ((tag, text),) = drawn
    assert text == "Ablagestapel"
    assert smallest.horizontalAdvance(text) <= tag.width()  # whole, at the smallest size


@pytest.mark.parametrize("count", [7, 92, 128])
def test_a_piles_count_stays_inside_its_circle(qapp, monkeypatch, count: int) -> None:
    """With the expansion the deck holds 128 cards: three digits ran over the badge's
    ring at the size of two.  The count is drawn no wider than the circle allows."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from puertorico_qt.gui.cards import painter as card_painter

    texts: list[tuple[float, float]] = []  # (text width, circle diameter)
    real_badge = card_painter._badge

    def spy(p, center, radius, text, fill):  # type: ignore[no-untyped-def]
        real_badge(p, center, radius, text, fill)
        if text == str(count):
            texts.append((QFontMetricsF(p.font()).horizontalAdvance(text), 2 * radius))

    monkeypatch.setattr(card_painter, "_badge", spy)
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        card_painter.paint_pile(painter, QRectF(0, 0, 80, 120), count, 1.0, "Deck")
    finally:
        painter.end()
    ((width, diameter),) = texts
    assert width <= card_painter.BADGE_TEXT_SHARE * diameter + 0.5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hidden_card_is_named_for_its_player_only(language, lang) -> None:
    """Every verb whose card nobody else sees: the log's line keeps the card secret, the
    player's own line (a hint, the key moments) names it."""
    from puertorico_qt.cards import actions
    from puertorico_qt.gui.cards.narration import describe_action, describe_own_action

    language(lang)
    state = table(2)
    from puertorico_qt.cards.data import CARD_INDEX

    kind = CARD_INDEX["library"]
    library = CN.card_name(kind)
    for verb in sorted(actions.HIDDEN_CARD_VERBS):
        action = getattr(actions, verb)(kind)
        own = describe_own_action(state, 0, action, ["Anna", "Ben"])
        assert "Anna" in own and library in own, (verb, own)
        assert library not in describe_action(state, 0, action, ["Anna", "Ben"]), verb
    build = actions.decode(actions.A_BUILD + kind)
    assert build.verb not in actions.HIDDEN_CARD_VERBS


def test_a_hinted_decision_of_several_cards_reads_whole_in_the_log_counting_hand_cards(
    language,
) -> None:
    """The hint's log line said "Anna puts a card on the discard pile" for a swap of two:
    the log, read by everybody, now tells the whole decision, the hand cards counted
    (the panel, the person's own, names them)."""
    from puertorico_qt.cards import actions
    from puertorico_qt.cards.data import CARD_INDEX
    from puertorico_qt.gui.cards.narration import describe_own_decision, describe_public_decision

    language("en")
    state = table(2)
    names = ["Anna", "Ben"]
    well, tower = CARD_INDEX["well"], CARD_INDEX["tower"]
    indigo = CARD_INDEX["indigo_plant"]

    def both(steps: list[int]) -> tuple[str | None, str | None]:
        return (
            describe_own_decision(state, state, 0, steps, names),
            describe_public_decision(state, state, 0, steps, names),
        )

    assert both([actions.swap(well), actions.swap(tower)]) == (
        "Office Building: Anna puts the Well, the Tower on the discard pile.",
        "Office Building: Anna puts 2 cards on the discard pile.",
    )
    assert both([actions.bank(well), actions.bank(tower), actions.PASS]) == (
        "Bank: Anna puts the Well, the Tower under it.",
        "Bank: Anna puts 2 cards under it.",
    )
    own, public = both([actions.blackmarket(indigo), actions.pay(well), actions.pay(tower)])
    assert public == "Anna pays with the good on the Indigo Plant, 2 cards."
    assert "Well" in own and "Well" not in public
    # goods produced or sold are public: the same words for both
    sold = both([actions.sell(indigo), actions.sell(CARD_INDEX["sugar_mill"])])
    assert sold[0] == sold[1] and "indigo" in sold[1]
    # one step: the first step's own line says it (None)
    assert both([actions.keep(well)]) == (None, None)
