"""The printed facts of the game (board and cards): they live in wsdv/data/printed.py, where
the words can read them without the engine; this path stays for the engine's contract."""

from ..data.printed import (
    BOX_ICONS,
    DATA,
    SPECIAL_IDS,
    BoardData,
    Card,
    City,
    Colour,
    Corner,
    Event,
    Icon,
    IconKind,
    Province,
    Setup,
    Side,
    Title,
    Track,
    Values,
    board_data,
    cards,
    data_file,
    decade_cards,
)

__all__ = ["Side", "Colour", "IconKind", "Track", "DATA", "Icon", "Event", "Title",
           "Values", "Corner", "Card", "Province", "City", "Setup", "BoardData", "board_data",
           "cards", "data_file", "BOX_ICONS", "SPECIAL_IDS", "decade_cards"]
