"""puertorico-qt: the board game Puerto Rico on the desktop.

Layers (arrows point down only; see docs/architecture.md):
``gui`` → ``ai`` → ``engine`` / ``cards``, and ``gui`` → ``persistence``.
Nothing outside ``gui`` imports Qt.
"""

__version__ = "0.1.0"
