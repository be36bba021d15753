"""Fair play by link (docs/fair-play.md): mental poker for two browsers without a server."""

from .errors import FairError
from .player import Player

__all__ = ["FairError", "Player"]
