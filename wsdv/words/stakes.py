"""The stakes strip and the "if the decade ended now" preview (the view's `outlook`), the
End of Decade steps, the confirm step, the computer's pace and the keys help, in English and
German. Merged into en.TEMPLATES and de.TEMPLATES."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .names import amounts, by_hamburg, signed

Template = str | Callable[[dict[str, Any], str], str]


def _places(label_en: str, label_de: str) -> Callable[[dict[str, Any], str], str]:
    """A label and an amount per province ("LS lost: Sachsen 1, Bayern 2")."""
    return lambda args, lang: (label_de if lang == "de" else label_en) + \
        amounts(args["deltas"], lang)


def _by_hamburg(label_en: str, label_de: str) -> Callable[[dict[str, Any], str], str]:
    """10.3: what each of West's Hamburg choices gives ("Hamburg to Niedersachsen: ...")."""
    return lambda args, lang: by_hamburg(label_de if lang == "de" else label_en,
                                         "Hamburg zu" if lang == "de" else "Hamburg to",
                                         args["deltas"], lang)


def _signed(key: str) -> Callable[[dict[str, Any], str], str]:
    return lambda args, lang: TEXTS[lang][key].format(pos=signed(args["pos"]), **{
        k: v for k, v in args.items() if k != "pos"})


TEXTS = {
    "en": {"soc": "Socialist track {pos}", "soc_short": "Socialists {pos}"},
    "de": {"soc": "Sozialistenleiste {pos}", "soc_short": "Sozialisten {pos}"},
}

EN: dict[str, Template] = {
    # the strip (always on screen)
    "stakes.label": "At stake",
    "stakes.side": "{side}",
    "stakes.protests": "Mass protests",
    "stakes.protests_title": "Mass protests per side; 4 on one side collapse that state at "
                             "the End of Decade",
    "stakes.flight": "Flight {pos}",
    "stakes.flight_title": "Flight marker now; at the End of Decade East dismantles half of "
                           "the computed position",
    "stakes.wall": "Wall",
    "stakes.wall_title": "The Wall stands: no flight; each End of Decade prestige 1 toward "
                         "West and East dismantles 1",
    "stakes.wc": "Western currency {income}/{ls}",
    "stakes.wc_title": "Income of Western currency (track plus export) against the LS of "
                       "the East it must pay at the End of Decade",
    "stakes.soc": _signed("soc"),
    "stakes.soc_short": _signed("soc_short"),
    "stakes.wc_short": "Currency {income}/{ls}",
    "stakes.preview_short": "Decade end",
    "stakes.now": "Now",
    "stakes.at_eod": "At the End of Decade",
    "stakes.soc_title": "Socialist track: above 0 East gains socialists at the End of "
                        "Decade, below 0 it loses them; 12 on the board win for East",
    "stakes.preview": "If the decade ended now",
    "stakes.preview_pending": "Working out every way the End of Decade could go …",
    "stakes.preview_note": "Every choice inside the End of Decade is taken into account: "
                           "figures marked \"at most\" are the worst case, ranges depend on "
                           "the players' choices.",
    # the preview, one line per End of Decade phase
    "eodnow.flight": "Flight marker at {pos}: East dismantles {n}",
    "eodnow.wall": "The Wall: prestige 1 toward West, East dismantles 1",
    "eodnow.prestige": "{side} executes {box}",
    "eodnow.prestige_none": "Prestige marker at 0: no box",
    "eodnow.wc": "Income {income} against {ls} LS of the East: enough",
    "eodnow.wc_short": "Income {income} against {ls} LS of the East: {n} short, East "
                       "factories run down",
    "eodnow.wc_range": "Income {lo}–{hi} against the LS of the East: {short_lo}–{short_hi} "
                       "short, depending on the choices before",
    "eodnow.wc_hamburg": _by_hamburg("WC short, West chooses Hamburg's province: ",
                                     "Fehlende Devisen, der Westen wählt Hamburgs Land: "),
    "eodnow.hold_hamburg": _by_hamburg("LS lost, West chooses Hamburg's province: ",
                                       "LS verloren, der Westen wählt Hamburgs Land: "),
    "eodnow.hold_at_most": _places("LS lost depend on the choices before, at most: ",
                                   "Verlorene LS hängen von den Entscheidungen davor ab, "
                                   "höchstens: "),
    "eodnow.incomplete": "Too many ways to play this End of Decade to follow them all: "
                         "figures from {n} of them",
    "eodnow.police": "East pays for {n} police power {n:card|cards}: dismantles {n}",
    "eodnow.police_none": "No police power cards to pay for",
    "eodnow.hold": _places("LS above the export factory's value lost: ",
                           "LS über dem Wert der Exportfabrik verloren: "),
    "eodnow.hold_none": "No LS above its limit",
    "eodnow.unrest": _places("New unrest, at most: ", "Neue Unruhe, höchstens: "),
    "eodnow.unrest_none": "No new unrest",
    "eodnow.police_use": "East may remove {n} unrest with unused police power cards",
    "eodnow.soc_gain": "East gains {n} {n:socialist|socialists}",
    "eodnow.soc_lose": "East loses {n} {n:socialist|socialists}",
    "eodnow.soc_none": "Socialists: no change",
    "eodnow.triumph": "East gains {n} {n:socialist|socialists}: all 12 on the board, East wins",
    "eodnow.soc_fails": "East must lose {n} {n:socialist|socialists} and has too few: West wins",
    "eodnow.protests": "Mass protests now: West {west}, East {east}; after the comparisons "
                       "at most West {west_max}, East {east_max}",
    "eodnow.collapse": "{side} could collapse (4 mass protests)",
    "eodnow.collapse_unknown": "Whether {side} could collapse is not known: not every way was "
                               "followed",
    "eodnow.final": "Last decade: if no state collapses, East wins",
    # End of Decade steps
    "eod.step_title": "End of Decade {decade}, phase {n}: {phase}",
    "eod.step_continue": "Continue",
    "eod.step_done": "Phase {n} done",
    "eod.step_nothing": "Nothing happened in this phase",
    # the confirm step
    # what an option does (issue 26): the preview (Game.preview) and the rules' consequences
    "fx.then": "Then: {items}",
    "fx.unrest": "unrest in {province} {a}→{b}",
    "fx.ls": "LS in {province} {a}→{b}",
    "fx.socialists": "socialists in {province} {a}→{b}",
    "fx.economy": "economy of {province} {a}→{b}",
    "fx.protests": "{side}'s mass protests {a}→{b} (4 collapse it)",
    "fx.prestige": "prestige {a}→{b}",
    "fx.wc": "Western currency {a}→{b}",
    "fx.soc_track": "socialist track {a}→{b}",
    "fx.flight": "flight {a}→{b}",
    "fx.box": "socialists in the holding box {a}→{b}",
    "fx.result": "the game ends: {side} wins",
    "fx.ls_calms": "when the action ends this LS removes 1 unrest in {province} ({a}→{b})",
    "fx.ls_calms_protest": "when the action ends this LS removes 1 unrest in {province} "
                           "({a}→{b}) and so ends a mass protest",
    "fx.ls_flight_up": "the richest West province then has {n} LS: +1 flight at the End of "
                       "Decade (9.1)",
    "fx.ls_flight_down": "the poorest East province then has {n} LS: −1 flight at the End "
                         "of Decade (9.1)",
    "fx.ls_over_export": "{n} LS, more than its export factory's value {v}: lost at the End "
                         "of Decade (9.5)",
    "fx.export_short": "{province} keeps {ls} LS, its export factory then worth {v}: "
                       "{n} LS lost at the End of Decade (9.5)",
    "fx.preview_title": "What this choice changes on the board",
    "confirm.title": "This choice ends the turn",
    "confirm.text": "Your choice: {choice}. Confirm it, or take it back before {side} moves.",
    "confirm.ok": "Confirm",
    "confirm.back": "Take back",
    # the computer's pace
    "pace.step": "{side} plays, step {n}",
    "pace.skip": "Skip (s)",
    "pace.skip_title": "Show the computer's moves at once",
    "pace.label": "Pace",
    "pace.instant": "instant",
    "pace.brisk": "brisk",
    "pace.slow": "slow",
    "pace.title": "How fast the computer's moves follow each other (remembered)",
    # keys
    "keys.button": "Keys",
    "keys.title": "Keys",
    "keys.undo": "u or Ctrl+Z: undo",
    "keys.hint": "h: hint",
    "keys.skip": "s: skip the computer's pace",
    "keys.confirm": "Enter: confirm the choice that ends a turn, Escape: take it back",
    "keys.escape": "Escape: close the card, the dialog or the info panel",
    "keys.help": "?: this list",
    "dead_site": "closed for good (card event): no factory can be built here",
    "card.close": "Close",
    "help.prestige": "Prestige: arrows of played cards move the marker; at the End of "
                     "Decade the side it leans to executes the box under it or a lower one "
                     "of its side.",
    "help.eod": "End of Decade: its ten phases in order; the current one is marked while it "
                "runs.",
    "pick.title": "Which one?",
    "pick.cancel": "Cancel",
}

DE: dict[str, Template] = {
    "stakes.label": "Auf dem Spiel",
    "stakes.side": "{side}",
    "stakes.protests": "Massenproteste",
    "stakes.protests_title": "Massenproteste je Seite; 4 auf einer Seite bringen diesen Staat "
                             "am Jahrzehntende zum Zusammenbruch",
    "stakes.flight": "Flucht {pos}",
    "stakes.flight_title": "Fluchtmarker jetzt; am Jahrzehntende baut der Osten die Hälfte "
                           "der errechneten Position ab",
    "stakes.wall": "Mauer",
    "stakes.wall_title": "Die Mauer steht: keine Flucht; an jedem Jahrzehntende Prestige 1 "
                         "Richtung Westen, der Osten baut 1 ab",
    "stakes.wc": "Devisen {income}/{ls}",
    "stakes.wc_title": "Deviseneinnahmen (Leiste und Export) gegen den Lebensstandard des "
                       "Ostens, den sie am Jahrzehntende bezahlen müssen",
    "stakes.soc": _signed("soc"),
    "stakes.soc_short": _signed("soc_short"),
    "stakes.wc_short": "Devisen {income}/{ls}",
    "stakes.preview_short": "Jahrzehntende",
    "stakes.now": "Jetzt",
    "stakes.at_eod": "Am Jahrzehntende",
    "stakes.soc_title": "Sozialistenleiste: über 0 gewinnt der Osten am Jahrzehntende "
                        "Sozialisten, unter 0 verliert er sie; 12 auf dem Brett gewinnen für "
                        "den Osten",
    "stakes.preview": "Wenn das Jahrzehnt jetzt endete",
    "stakes.preview_pending": "Jeder mögliche Verlauf des Jahrzehntendes wird durchgerechnet …",
    "stakes.preview_note": "Jede Entscheidung im Jahrzehntende ist berücksichtigt: "
                           "„höchstens“ heißt im schlimmsten Fall, Spannen hängen von den "
                           "Entscheidungen der Spieler ab.",
    "eodnow.flight": "Fluchtmarker bei {pos}: der Osten baut {n} ab",
    "eodnow.wall": "Die Mauer: Prestige 1 Richtung Westen, der Osten baut 1 ab",
    "eodnow.prestige": "{side} führt {box} aus",
    "eodnow.prestige_none": "Prestigemarker bei 0: kein Feld",
    "eodnow.wc": "Einnahmen {income} gegen {ls} LS des Ostens: reicht",
    "eodnow.wc_short": "Einnahmen {income} gegen {ls} LS des Ostens: {n} fehlen, Fabriken "
                       "des Ostens verfallen",
    "eodnow.wc_range": "Einnahmen {lo}–{hi} gegen die LS des Ostens: {short_lo}–{short_hi} "
                       "fehlen, je nach den Entscheidungen davor",
    "eodnow.wc_hamburg": EN["eodnow.wc_hamburg"],
    "eodnow.hold_hamburg": EN["eodnow.hold_hamburg"],
    "eodnow.hold_at_most": EN["eodnow.hold_at_most"],
    "eodnow.incomplete": "Zu viele Wege, dieses Jahrzehntende zu spielen, um allen zu folgen: "
                         "Zahlen aus {n} davon",
    "eodnow.police": "Der Osten bezahlt {n} {n:Polizeikarte|Polizeikarten}: baut {n} ab",
    "eodnow.police_none": "Keine Polizeikarten zu bezahlen",
    "eodnow.hold": EN["eodnow.hold"],
    "eodnow.hold_none": "Kein LS über seiner Grenze",
    "eodnow.unrest": EN["eodnow.unrest"],
    "eodnow.unrest_none": "Keine neue Unruhe",
    "eodnow.police_use": "Der Osten darf mit unbenutzten Polizeikarten {n} Unruhe entfernen",
    "eodnow.soc_gain": "Der Osten gewinnt {n} Sozialisten",
    "eodnow.soc_lose": "Der Osten verliert {n} Sozialisten",
    "eodnow.soc_none": "Sozialisten: keine Änderung",
    "eodnow.triumph": "Der Osten gewinnt {n} Sozialisten: alle 12 auf dem Brett, der Osten "
                      "gewinnt",
    "eodnow.soc_fails": "Der Osten muss {n} Sozialisten verlieren und hat zu wenige: der "
                        "Westen gewinnt",
    "eodnow.protests": "Massenproteste jetzt: Westen {west}, Osten {east}; nach den "
                       "Vergleichen höchstens Westen {west_max}, Osten {east_max}",
    "eodnow.collapse": "{side} könnte zusammenbrechen (4 Massenproteste)",
    "eodnow.collapse_unknown": "Ob {side} zusammenbrechen könnte, ist offen: nicht jeder Weg "
                               "wurde verfolgt",
    "eodnow.final": "Letztes Jahrzehnt: bricht kein Staat zusammen, gewinnt der Osten",
    "eod.step_title": "Jahrzehntende {decade}, Phase {n}: {phase}",
    "eod.step_continue": "Weiter",
    "eod.step_done": "Phase {n} erledigt",
    "eod.step_nothing": "In dieser Phase geschah nichts",
    # was eine Option bewirkt (Issue 26)
    "fx.then": "Danach: {items}",
    "fx.unrest": "Unruhe in {province} {a}→{b}",
    "fx.ls": "LS in {province} {a}→{b}",
    "fx.socialists": "Sozialisten in {province} {a}→{b}",
    "fx.economy": "Wirtschaft von {province} {a}→{b}",
    "fx.protests": "Massenproteste {side} {a}→{b} (bei 4 bricht es zusammen)",
    "fx.prestige": "Prestige {a}→{b}",
    "fx.wc": "Devisen {a}→{b}",
    "fx.soc_track": "Sozialistenleiste {a}→{b}",
    "fx.flight": "Republikflucht {a}→{b}",
    "fx.box": "Sozialisten im Sammelfeld {a}→{b}",
    "fx.result": "das Spiel endet: {side} gewinnt",
    "fx.ls_calms": "am Ende der Aktion entfernt dieser LS 1 Unruhe in {province} ({a}→{b})",
    "fx.ls_calms_protest": "am Ende der Aktion entfernt dieser LS 1 Unruhe in {province} "
                           "({a}→{b}) und beendet so einen Massenprotest",
    "fx.ls_flight_up": "die reichste West-Provinz hat dann {n} LS: +1 Republikflucht am "
                       "Jahrzehntende (9.1)",
    "fx.ls_flight_down": "die ärmste Ost-Provinz hat dann {n} LS: −1 Republikflucht am "
                         "Jahrzehntende (9.1)",
    "fx.ls_over_export": "{n} LS, mehr als der Wert ihrer Exportfabrik {v}: verloren am "
                         "Jahrzehntende (9.5)",
    "fx.export_short": "{province} hat {ls} LS, ihre Exportfabrik ist dann {v} wert: "
                       "{n} LS verloren am Jahrzehntende (9.5)",
    "fx.preview_title": "Was diese Wahl auf dem Brett ändert",
    "confirm.title": "Diese Wahl beendet den Zug",
    "confirm.text": "Deine Wahl: {choice}. Bestätige sie oder nimm sie zurück, bevor "
                    "{side} zieht.",
    "confirm.ok": "Bestätigen",
    "confirm.back": "Zurücknehmen",
    "pace.step": "{side} spielt, Schritt {n}",
    "pace.skip": "Überspringen (s)",
    "pace.skip_title": "Die Züge des Computers sofort zeigen",
    "pace.label": "Tempo",
    "pace.instant": "sofort",
    "pace.brisk": "zügig",
    "pace.slow": "langsam",
    "pace.title": "Wie schnell die Züge des Computers aufeinander folgen (wird "
                  "gemerkt)",
    "keys.button": "Tasten",
    "keys.title": "Tasten",
    "keys.undo": "u oder Strg+Z: rückgängig",
    "keys.hint": "h: Tipp",
    "keys.skip": "s: das Tempo des Computers überspringen",
    "keys.confirm": "Enter: die Wahl bestätigen, die einen Zug beendet; Escape: zurücknehmen",
    "keys.escape": "Escape: Karte, Dialog oder Infofeld schließen",
    "keys.help": "?: diese Liste",
    "dead_site": "für immer geschlossen (Kartenereignis): hier kann keine Fabrik gebaut "
                 "werden",
    "card.close": "Schließen",
    "help.prestige": "Prestige: Pfeile gespielter Karten verschieben den Marker; am "
                     "Jahrzehntende führt die Seite, zu der er zeigt, das Feld darunter oder "
                     "ein niedrigeres ihrer Seite aus.",
    "help.eod": "Jahrzehntende: seine zehn Phasen der Reihe nach; die laufende ist markiert.",
    "pick.title": "Welches?",
    "pick.cancel": "Abbrechen",
}
