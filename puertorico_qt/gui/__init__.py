"""The desktop program (PySide6): the session, the table, dialogs and the AI thread.

The only layer that imports Qt.  ``session.GameSession`` owns the game and is the
only code that calls ``GameState.apply``; everything else reads its ``state`` and
asks it for changes (``request``).  ``app.main`` starts the program.
"""
