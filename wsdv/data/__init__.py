"""The printed facts of the game: the board and the cards as data (board.json, cards.json),
their validated models (printed.py), the rules geometry over the board (board.py), and our
own board drawing's geometry (map.json). Imports nothing else of the project: the engine,
the words and the UI all read it."""
