"""Help › Learn to play: a guided first game of the board game or of the card game.

- ``core``: the step logic both share — tasks, the progress, pages shown once (no Qt);
- ``steps`` / ``cards_steps``: each game's deal, roles and tasks (no Qt);
- ``texts`` / ``cards_texts``: the explanations and "what to do now" in our words;
- ``store``: each tutorial's game and progress beside the autosave, in files of its own;
- ``panel``: the dock that shows them; ``overlay``: the frames that point at a table;
  ``zones``: where a task's zone lies on each table;
- ``games``: what each game gives the controller; ``setup``: the deals, the question;
- ``controller``: the wiring to the main window and its session.

Nothing is imported here, so that ``core``, the steps and ``store`` load without widgets;
the main window imports ``controller.TutorialController``.
"""
