"""Help › Learn to play: a guided first game of the board game.

- ``steps``: which explanation applies to a position and what was shown and done (no Qt);
- ``texts``: the explanations and "what to do now" in our words, in the game's naming;
- ``store``: the tutorial game and its progress beside the autosave;
- ``panel``: the dock that shows them; ``overlay``: the frames that point at the table;
- ``controller``: the wiring to the main window and its session.

Nothing is imported here, so that ``steps`` and ``store`` load without widgets; the main
window imports ``controller.TutorialController``.
"""
