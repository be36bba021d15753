"""The browser UI (docs/ui.md). Its modules import the engine and the board's drawing
(board.py), and app.py, guide.py, remote.py and tour.py the game's renderers and the
features the first screen does not use, inside the functions that use them, not at the top:
a first visit's first screen is drawn and live before they are loaded (issue 39;
tests/test_layers.py checks it)."""
