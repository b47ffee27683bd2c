"""The card game on the screen (*Puerto Rico – Das Kartenspiel*, *San Juan*).

=================  ====================================================================
``names``          the vocabulary (cards, roles, goods) in one place
``texts``          tooltips: every card, role and zone, in our own words
``narration``      a move in words, what things cost now
``log_lines``      the game log's lines, the round headings, the bots' pace
``reasons``        the engine's reasons in words
``prompts``        what to do next and the prompt bar's buttons
``context``        the session as the card table sees it, the selection being chosen
``sequence``       a choice of cards turned into the engine's decisions
``model_base``,    one Qt model per zone (hand, cities, roles, piles, trading house,
``models``         the councillor's spread), drag and drop through the models
``painter``,       the cards drawn from the SVG art; ``CardStrip``, a row of cards as an
``views``          item view (overlapping, the hand fanned)
``seats``          a player's place: header and city
``widget``         ``CardTableWidget``
``scores``         the score sheet and its charts
``rules``          the rules window's chapters
``screenshots``    pictures of the card game (``screenshot --game cards``)
=================  ====================================================================

This package's ``__init__`` imports nothing, so that the session can use the words
without the widgets.
"""
