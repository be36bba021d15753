"""A card's event in words (English and German here, Italian and Polish in it.py and pl.py),
made from the card data (wsdv/data/printed.py: who may trigger it, its arrows per track,
its icons with the affected side, region, the side that decides where, the cap per
province, the dual card's skip, the special card's price, the flight and police corner).
Our own wording of rulebook 6.4 and the icon box.

`event_lines(card_id, lang)` -> the event as a list of short sentences.
"""

from __future__ import annotations

from typing import Any

from . import it, pl
from .names import place, side, toward, track
from .plural import fill_in

# What each icon does, by kind: {n} how many, {side} the affected side (see 6.4's icon box);
# a pair is (for one, for more than one).
ICON_TEXT: dict[str, dict[str, str | tuple[str, str]]] = {
    "en": {
        "build": ("{side} gets 1 build point", "{side} gets {n} build points"),
        "dismantle": ("{side} loses 1 build point (a factory or infrastructure is dismantled)",
                      "{side} loses {n} build points (factories or infrastructure are "
                      "dismantled)"),
        "unrest_add": ("1 unrest counter goes into one of {side}'s provinces",
                       "{n} unrest counters go into {side}'s provinces"),
        "unrest_remove": ("1 unrest counter is removed from one of {side}'s provinces",
                          "{n} unrest counters are removed from {side}'s provinces"),
        "unrest_move": ("1 of {side}'s unrest counters moves into another of its provinces",
                        "{n} of {side}'s unrest counters move, each into another of its "
                        "provinces"),
        "reduce_to_three": ("In one of {side}'s provinces with a mass protest, the unrest "
                            "drops to 3",
                            "{n} times: in one of {side}'s provinces with a mass protest, the "
                            "unrest drops to 3"),
        "ls_add": ("1 LS goes into one of {side}'s provinces and removes 1 unrest there",
                   "{n} LS go into {side}'s provinces, each removing 1 unrest there"),
        "ls_add_keep_unrest": "1 LS goes into one of {side}'s provinces (the unrest stays)",
        "ls_remove": ("1 LS is removed from one of {side}'s provinces",
                      "{n} LS are removed from {side}'s provinces"),
        "factory_remove_with_infrastructure": "One of {side}'s factories is removed for good, "
                                              "with all its infrastructure",
        "rundown": "One of {side}'s factories runs down (value −1; with none to run down, "
                   "1 infrastructure goes instead)",
        "repair": "One of {side}'s rundown factories is repaired (value +1)",
        "police_red": "East keeps this card as a red police power card: once a decade it "
                      "removes 1 unrest; it adds to the Flight from the Republic",
        "police_pink": "East keeps this card as a pink police power card: once a decade it "
                       "removes 1 unrest",
        "wall_build": "The Berlin Wall is built: no more Flight from the Republic for East",
        "wall_open": "The Wall opens again: Flight from the Republic hits East again",
        "stasi_disbandment": "The Stasi is disbanded: East discards its police power cards "
                             "(their unrest returns to East provinces, at most 1 each) and "
                             "collects no more",
        "guillaume_affair": "East looks at West's hand or the top 2 deck cards and may "
                            "exchange one of its cards for one of them (or remove one of the "
                            "deck cards from the game)",
    },
    "de": {
        "build": ("{side} erhält 1 Baupunkt", "{side} erhält {n} Baupunkte"),
        "dismantle": ("{side} verliert 1 Baupunkt (eine Fabrik oder Infrastruktur wird "
                      "abgebaut)",
                      "{side} verliert {n} Baupunkte (Fabriken oder Infrastruktur werden "
                      "abgebaut)"),
        "unrest_add": ("1 Unruhe kommt in eine Provinz von {side}",
                       "{n} Unruhen kommen in Provinzen von {side}"),
        "unrest_remove": ("1 Unruhe wird aus einer Provinz von {side} entfernt",
                          "{n} Unruhen werden aus Provinzen von {side} entfernt"),
        "unrest_move": ("1 Unruhe von {side} wandert in eine andere eigene Provinz",
                        "{n} Unruhen von {side} wandern je in eine andere eigene Provinz"),
        "reduce_to_three": ("In einer Provinz von {side} mit Massenprotest sinkt die Unruhe "
                            "auf 3",
                            "{n}-mal: in einer Provinz von {side} mit Massenprotest sinkt die "
                            "Unruhe auf 3"),
        "ls_add": ("1 LS kommt in eine Provinz von {side} und entfernt dort 1 Unruhe",
                   "{n} LS kommen in Provinzen von {side}, jedes entfernt dort 1 Unruhe"),
        "ls_add_keep_unrest": "1 LS kommt in eine Provinz von {side} (die Unruhe bleibt)",
        "ls_remove": ("1 LS wird aus einer Provinz von {side} entfernt",
                      "{n} LS werden aus Provinzen von {side} entfernt"),
        "factory_remove_with_infrastructure": "Eine Fabrik von {side} wird samt aller "
                                              "Infrastruktur für immer entfernt",
        "rundown": "Eine Fabrik von {side} wird marode (Wert −1; gibt es keine, geht "
                   "stattdessen 1 Infrastruktur)",
        "repair": "Eine marode Fabrik von {side} wird repariert (Wert +1)",
        "police_red": "Ost behält diese Karte als rote Polizeigewalt-Karte: einmal pro "
                      "Jahrzehnt entfernt sie 1 Unruhe; sie erhöht die Republikflucht",
        "police_pink": "Ost behält diese Karte als rosa Polizeigewalt-Karte: einmal pro "
                       "Jahrzehnt entfernt sie 1 Unruhe",
        "wall_build": "Die Berliner Mauer wird gebaut: keine Republikflucht mehr für Ost",
        "wall_open": "Die Mauer öffnet sich wieder: die Republikflucht trifft Ost erneut",
        "stasi_disbandment": "Die Stasi wird aufgelöst: Ost wirft seine Polizeigewalt-Karten "
                             "ab (ihre Unruhe kehrt in Ost-Provinzen zurück, höchstens 1 je "
                             "Provinz) und sammelt keine mehr",
        "guillaume_affair": "Ost sieht sich die Hand von West oder die obersten 2 Karten des "
                            "Stapels an und darf eine eigene Karte gegen eine davon tauschen "
                            "(oder eine der Stapelkarten aus dem Spiel nehmen)",
    },
}

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "trigger_red": "East may trigger this event.",
        "trigger_yellow": "West may trigger this event.",
        "trigger_dual": "Either side may trigger this event; the one who does may ignore 1 "
                        "arrow or 1 icon without arrows.",
        "trigger_special": "Special card, East only: taking it triggers the event at once, "
                           "and East pays for it by discarding a hand card or letting West "
                           "draw one.",
        "arrow": "The {track} marker moves {n} toward {toward}.",
        "region": "only in {region}",
        "decides": "{who} decides where",
        "cap": "at most {n} per province",
        "order": "The player who triggers it chooses the order of the icons and, unless "
                 "marked otherwise, where they apply.",
        "flight": "Flight icons on this card: {n} (each moves the Flight marker 1 space at "
                  "the End of Decade).",
        "no_event": "This card has no event.",
        "values": "Value for West {west}, for East {east} (build points or living standard).",
    },
    "de": {
        "trigger_red": "Ost darf dieses Ereignis auslösen.",
        "trigger_yellow": "West darf dieses Ereignis auslösen.",
        "trigger_dual": "Beide Seiten dürfen dieses Ereignis auslösen; wer es tut, darf 1 "
                        "Pfeil oder 1 Symbol ohne Pfeil auslassen.",
        "trigger_special": "Sonderkarte, nur für Ost: Wer sie nimmt, löst sofort das "
                           "Ereignis aus; Ost zahlt dafür mit einer abgeworfenen Handkarte "
                           "oder West zieht eine Karte.",
        "arrow": "Der {track}-Marker rückt {n} Richtung {toward}.",
        "region": "nur in {region}",
        "decides": "{who} entscheidet wo",
        "cap": "höchstens {n} pro Provinz",
        "order": "Wer es auslöst, bestimmt die Reihenfolge der Symbole und, wo nicht anders "
                 "angegeben, wo sie wirken.",
        "flight": "Fluchtsymbole auf dieser Karte: {n} (jedes rückt den Republikflucht-"
                  "Marker am Jahrzehntende um 1 Feld vor).",
        "no_event": "Diese Karte hat kein Ereignis.",
        "values": "Wert für West {west}, für Ost {east} (Baupunkte oder Lebensstandard).",
    },
}

for _lang_code, _module in (("it", it), ("pl", pl)):
    ICON_TEXT[_lang_code] = _module.ICON_TEXT
    PHRASES[_lang_code] = _module.PHRASES


def _lang(lang: str) -> str:
    return lang if lang in PHRASES else "en"


def _form(template: str | tuple[str, str], n: int) -> str:
    if isinstance(template, tuple):
        return template[0] if n == 1 else template[1]
    return template


def _icon_groups(icons: tuple[Any, ...]) -> list[tuple[Any, int]]:
    """Consecutive equal icons as (icon, count)."""
    out: list[tuple[Any, int]] = []
    for icon in icons:
        if out and out[-1][0] == icon:
            out[-1] = (icon, out[-1][1] + 1)
        else:
            out.append((icon, 1))
    return out


def icon_sentence(icon: Any, n: int, lang: str) -> str:
    """One icon group in words: what it does, where and who decides."""
    lg = _lang(lang)
    text = fill_in(lg, _form(ICON_TEXT[lg][icon.do], n), n=n, side=side(icon.to, lg))
    extra = []
    if icon.region:
        extra.append(PHRASES[lg]["region"].format(region=place(icon.region, lg)))
    if icon.max_per_province:
        extra.append(PHRASES[lg]["cap"].format(n=icon.max_per_province))
    if icon.decides:
        extra.append(PHRASES[lg]["decides"].format(who=side(icon.decides, lg)))
    return text + (f" ({', '.join(extra)})" if extra else "") + "."


def event_lines(card_id: str, lang: str) -> list[str]:
    """The card's event and corner in short sentences, in the card's printed order: who may
    trigger it, the arrows, the icons, the order rule, flight icons, values."""
    from ..data.printed import cards

    card = cards()[card_id]
    lg = _lang(lang)
    ph = PHRASES[lg]
    lines = [ph[f"trigger_{card.colour}"]]
    for tr, n in card.event.arrows.items():
        if n:
            lines.append(ph["arrow"].format(track=track(tr, lg), n=abs(n),
                                            toward=toward("east" if n > 0 else "west", lg)))
    groups = _icon_groups(card.event.icons)
    lines += [icon_sentence(icon, n, lg) for icon, n in groups]
    if not groups and not any(card.event.arrows.values()):
        lines.append(ph["no_event"])
    if len(groups) > 1 or any(icon.decides is None for icon, _ in groups):
        if groups:
            lines.append(ph["order"])
    if card.corner.flight:
        lines.append(fill_in(lg, ph["flight"], n=card.corner.flight))
    if card.value is not None:
        lines.append(ph["values"].format(west=card.value.west, east=card.value.east))
    return lines
