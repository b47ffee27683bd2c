"""The card game on the screen (*Puerto Rico – Das Kartenspiel*, *San Juan*).

======================  ================================================================
``catalog``             every card the table may show, by id (the engine's table, the
                        expansion's data file)
``names``               the vocabulary (cards, roles, goods) in one place
``texts``               tooltips: every card, role and zone, in our own words
``expansion_texts``     what the cards of "Die neuen Gebäude" do
``narration``           a move in words, what things cost now
``log_lines``           the game log's lines, the round headings, the bots' pace
``reasons``             the engine's reasons in words
``prompts``             what to do next and the prompt bar's buttons
``context``             the session as the card table sees it, the selection being
                        chosen
``sequence``            a choice of cards turned into the engine's decisions
``model_base``,         one Qt model per zone (hand, cities, roles, piles, trading house,
``models``              the councillor's spread), drag and drop through the models
``painter``,            the cards drawn from the SVG art; ``CardStrip``, a row of cards
``views``               as an item view (overlapping, the hand fanned)
``seats``               a player's place: header and city
``display``             the Kathedrale face up beside the trading house (the expansion)
``widget``              ``CardTableWidget``
``scores``              the score sheet and its charts
``rules``,              the rules window's chapters; the tables of buildings and the
``rules_buildings``     expansion's chapter
``expansion_switch``    the new-game dialog's switch for the expansion
``screenshots``         pictures of the card game (``screenshot --game cards``)
======================  ================================================================

This package's ``__init__`` imports nothing, so that the session can use the words
without the widgets.
"""
