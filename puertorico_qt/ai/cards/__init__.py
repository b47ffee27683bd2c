"""Computer opponents for the card game (``puertorico_qt.cards``), written against its
game protocol and reusing the board game's search (``ai.ismcts``, ``ai.expert``).

- ``pace``: how many Builder phases are left, what a card is worth;
- ``values``: a city's estimated final score (the evaluation);
- ``expansion``: what the buildings of *Die neuen Gebäude* add to it, the Zollamt's
  price;
- ``hand``: what each card in one's own hand is worth (money, a building to be);
- ``build``: which building, and what pays for it;
- ``roles``: the role choice, by what each role gives me and the others;
- ``round_start``: the expansion's Amtsstube swap and Bank;
- ``policy``: the Normal player's rules, a score for every legal action;
- ``evaluation``: estimated scores as win probabilities;
- ``guide``: ``CardGuide``, the search's knowledge of the card game;
- ``imitation``: the Expert's guide, its own role choices as Hard's search makes them;
- ``bots``: the levels (``CARD_FACTORIES``; ``ai.registry.make_bot(name, game="cards")``).
"""
