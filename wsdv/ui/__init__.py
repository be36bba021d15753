"""The browser UI (docs/ui.md). Its modules import the engine and the board's drawing
(board.py) inside the functions that use them, not at the top: a first visit's first screen
is drawn before they are loaded (issue 39; tests/test_layers.py checks it)."""
