"""What the page says when a stored game or a pasted save cannot be opened (wsdv/ui/storage.py
raises them as messages: StoreError, ImportProblem) and when the computer's answer is refused,
in every language. The clauses of a stored game ("store.gone", "store.newer", ...) follow a
colon ("This game cannot be opened: …") and start in lower case.

The engine's reason for refusing a save string (a SaveError, or the record checker's reason
for a damaged entry) is English only: the English sentence quotes it, the others say what it
means for the player without it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Template = str | Callable[[dict[str, Any], str], str]


def _with_detail(head: str, tail: str = "") -> Callable[[dict[str, Any], str], str]:
    """English: the sentence with the engine's (English) reason after it."""
    return lambda args, lang: head.format(**args) + f": {args['detail']}{tail}"


def _without_detail(text: str) -> Callable[[dict[str, Any], str], str]:
    """Another language: the sentence alone (the reason is English)."""
    return lambda args, lang: text.format(**args)


STORE: dict[str, dict[str, Template]] = {
    "en": {
        "store.gone": "this game is no longer stored",
        "store.newer": "it was stored by a newer version of the game (format {version}; this "
                       "one reads up to {top})",
        "store.damaged": _with_detail("the stored entry is damaged"),
        "store.wrong_id": "the stored entry has a wrong id",
        "store.cannot_load": _with_detail("the game “{name}” cannot be loaded"),
        "store.paste": "Paste a save string or a share link.",
        "store.too_long": "This text is far too long to be a save string.",
        "store.too_long_save": "This text is far too long to be a save string: a whole game "
                               "takes a few thousand characters.",
        "store.no_save_in_link": "This link carries no saved game (no #save=… in it).",
        "store.not_valid": _with_detail("Not a valid save", "."),
        "store.unreadable": "Not a valid save: it cannot be read ({error}).",
        "ai.illegal": "The computer chose a move the game does not allow now ({option}).",
    },
    "de": {
        "store.gone": "diese Partie ist nicht mehr gespeichert",
        "store.newer": "eine neuere Version des Spiels hat sie gespeichert (Format {version}; "
                       "diese liest bis {top})",
        "store.damaged": _without_detail("der gespeicherte Eintrag ist beschädigt"),
        "store.wrong_id": "der gespeicherte Eintrag trägt eine falsche Kennung",
        "store.cannot_load": _without_detail(
            "die Partie „{name}“ lässt sich nicht laden: ihr Spielstand ist beschädigt oder "
            "passt nicht zu dieser Version"),
        "store.paste": "Einen Spielstand-Text oder einen Link einfügen.",
        "store.too_long": "Dieser Text ist viel zu lang für einen Spielstand.",
        "store.too_long_save": "Dieser Text ist viel zu lang für einen Spielstand: eine ganze "
                               "Partie braucht ein paar tausend Zeichen.",
        "store.no_save_in_link": "Dieser Link enthält keine gespeicherte Partie (kein #save=… "
                                 "darin).",
        "store.not_valid": _without_detail(
            "Kein gültiger Spielstand: der Text ist beschädigt, unvollständig oder stammt "
            "nicht aus diesem Spiel."),
        "store.unreadable": "Kein gültiger Spielstand: er lässt sich nicht lesen ({error}).",
        "ai.illegal": "Der Computer hat einen Zug gewählt, den das Spiel jetzt nicht erlaubt "
                      "({option}).",
    },
    "it": {
        "store.gone": "questa partita non è più salvata",
        "store.newer": "è stata salvata da una versione più recente del gioco (formato "
                       "{version}; questa legge fino al {top})",
        "store.damaged": _without_detail("la voce salvata è danneggiata"),
        "store.wrong_id": "la voce salvata ha un identificativo sbagliato",
        "store.cannot_load": _without_detail(
            "la partita “{name}” non si può caricare: il suo salvataggio è danneggiato o non "
            "corrisponde a questa versione"),
        "store.paste": "Incolla un codice di salvataggio o un link di condivisione.",
        "store.too_long": "Questo testo è troppo lungo per essere un codice di salvataggio.",
        "store.too_long_save": "Questo testo è troppo lungo per essere un codice di "
                               "salvataggio: un'intera partita occupa qualche migliaio di "
                               "caratteri.",
        "store.no_save_in_link": "Questo link non contiene una partita salvata (manca "
                                 "#save=…).",
        "store.not_valid": _without_detail(
            "Non è un salvataggio valido: il testo è danneggiato, incompleto o non viene da "
            "questo gioco."),
        "store.unreadable": "Non è un salvataggio valido: non si riesce a leggerlo ({error}).",
        "ai.illegal": "Il computer ha scelto una mossa che ora il gioco non consente "
                      "({option}).",
    },
    "pl": {
        "store.gone": "ta partia nie jest już zapisana",
        "store.newer": "zapisała ją nowsza wersja gry (format {version}; ta czyta formaty do "
                       "{top})",
        "store.damaged": _without_detail("zapisany wpis jest uszkodzony"),
        "store.wrong_id": "zapisany wpis ma błędny identyfikator",
        "store.cannot_load": _without_detail(
            "nie da się wczytać partii „{name}”: jej zapis jest uszkodzony albo nie pasuje do "
            "tej wersji"),
        "store.paste": "Wklej kod zapisu albo link do udostępnienia.",
        "store.too_long": "Ten tekst jest o wiele za długi jak na kod zapisu.",
        "store.too_long_save": "Ten tekst jest o wiele za długi jak na kod zapisu: cała partia "
                               "zajmuje kilka tysięcy znaków.",
        "store.no_save_in_link": "Ten link nie zawiera zapisanej partii (brak w nim #save=…).",
        "store.not_valid": _without_detail(
            "To nie jest poprawny zapis: tekst jest uszkodzony, niepełny albo nie pochodzi z "
            "tej gry."),
        "store.unreadable": "To nie jest poprawny zapis: nie da się go odczytać ({error}).",
        "ai.illegal": "Komputer wybrał ruch, na który gra teraz nie pozwala ({option}).",
    },
}
