"""Italian templates, by message key (the same keys and arguments as en.py), and the Italian
card events (events.py) and icon glossary (glossary.py). The terms are terms.TERMS["it"],
the Italian rulebook's: sommossa, protesta di massa, tenore di vita (TV), punto costruzione,
punto smantellamento, fabbrica fatiscente, valuta occidentale, fuga, prestigio, forze di
polizia, protettorato, carte del turno, fine decade. Our own words, never the rulebook's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .names import amounts, by_hamburg, deltas, place, sector, signed
from .plural import fill_in

Template = str | Callable[[dict[str, Any], str], str]


def _attack(args: dict[str, Any], lang: str) -> str:
    """9.7: who attacks, with how many TV available; the sommossa waiting from earlier
    attacks (it lands after all attacks)."""
    text = fill_in("it", "Comparazione Est-Ovest: quale provincia viene attaccata da {attacker} "
                         "({ls} TV {ls:disponibile|disponibili})?",
                   attacker=place(args["attacker"], lang), ls=args["ls"])
    if args["pending"]:
        text += " In attesa dagli attacchi precedenti: " + ", ".join(
            fill_in("it", "+{n} {n:cubo|cubi} sommossa {p:in}", n=n, p=place(p, lang))
            for p, n in args["pending"])
    return text


def _hold(args: dict[str, Any], lang: str) -> str:
    """A Hamburg option of phase 9.5: what each of its two provinces loses."""
    parts = [f"{place(p, lang)} perde {n} TV" if n else f"{place(p, lang)} mantiene i suoi TV"
             for p, n in args["losses"]]
    return f"{place(args['province'], lang)}: " + ", ".join(parts)


TEMPLATES: dict[str, Template] = {
    "log.changes": "L'{side} decide",
    # --- a turn: card and action (section 3, 6) ---
    "prompt.card": "{side}: scegli una carta per la tua azione",
    "opt.card_display": "Carte del turno: {card}",
    "opt.card_special": "Carta speciale: {card}",
    "opt.card_hand": "Mano: {card}",
    "log.take_display": "L'{side} prende la carta {card} dalle carte del turno",
    "log.take_special": "L'{side} prende la carta speciale {card}",
    "log.take_hand": "L'{side} prende la carta {card} dalla mano",
    "prompt.action": "{side}: che cosa fare con {card}?",
    "opt.unrest_free": "Rimuovi 1 cubo sommossa",
    "opt.unrest_dismantle": "Rimuovi 1 cubo sommossa (e smantella 1 punto costruzione)",
    "opt.build": "Costruisci con {value} {value:punto costruzione|punti costruzione}",
    "opt.ls": "Aumenta il tenore di vita (valore della carta {value})",
    "opt.event": "Attiva l'evento della carta",
    "log.action_unrest": "L'{side} rimuove 1 cubo sommossa con {card}",
    "log.action_build": "L'{side} costruisce con {card} ({value})",
    "log.action_ls": "L'{side} aumenta il tenore di vita con {card} ({value})",
    "log.action_event": "L'{side} attiva l'evento di {card}",
    # --- 6.3 tenore di vita, 10.2 Berlino Ovest, 10.3 Hamburg, 10.5 fabbriche esterne ---
    "prompt.hamburg_action": "Per quale provincia conta Hamburg in questa azione?",
    "opt.hamburg_action": "{province} (poi un TV {province:in} costa {need} del valore "
                          "della carta)",
    "prompt.external": "La fabbrica esterna {city_name} aggiunge il suo valore a quale "
                       "provincia in questa azione?",
    "opt.province": "{province}",
    "opt.ls_in": "TV {province:in}",
    "opt.ls_uses": "TV {province:in} (usa {need} del valore della carta)",
    "opt.ls_done": "Non piazzare altri TV",
    "prompt.ls": "{side}: piazza i TV ({placed} su 3 piazzati; del valore della carta "
                 "{budget:resta|restano} {budget})",
    "log.ls_placed": "L'{side} piazza 1 TV {province:in}",
    "prompt.transfer": "Trasferire un TV a Berlino Ovest? (TV piazzati in {provinces})",
    "opt.transfer": "Trasferisci il TV da {supplier} a Berlino Ovest ({sector})",
    "opt.no_transfer": "Nessun trasferimento a Berlino Ovest",
    "opt.transfer_idle": "Trasferisci il TV da {supplier} a Berlino Ovest ({sector}): "
                         "allora non toglie sommossa (Berlino Ovest non ne ha)",
    "opt.no_transfer_calms": "Nessun trasferimento: i TV tolgono sommossa in {provinces}",
    "log.transfer": "L'Ovest trasferisce il TV da {supplier} a Berlino Ovest ({sector})",
    "log.ls_unrest": "Il nuovo TV rimuove 1 cubo sommossa {province:in}",
    # --- the sequence of play (section 3) ---
    "log.decade_start": "Inizia la decade {decade}; la carta speciale {special} è tra le "
                        "carte del turno",
    "log.set_aside": "{n:La carta non pescata|Le {n} carte non pescate} del mazzo "
                     "{n:viene messa|vengono messe} da parte senza "
                     "{n:guardarla|guardarle}",
    "prompt.discard": "{side}: scarta le carte delle decadi precedenti prima di riportare la "
                      "mano a 2",
    "prompt.discard_three": "{side}: scarta le carte delle decadi precedenti prima di "
                            "riportare la mano a 2 (3 carte: almeno 1 va scartata)",
    "opt.discard": "Scarta {card}",
    "opt.keep": "Tieni queste carte",
    "log.discard_old": "L'{side} scarta {card} dalla mano",
    "log.draw": "L'{side} pesca {n} {n:carta|carte} in mano",
    "log.display": "Carte del turno: {cards}",
    "log.half_start": "Inizia la metà decade {decade}.{half}; comincia l'{starter}",
    "prompt.special_cost": "Il prezzo della carta speciale: scarta una carta dalla mano o "
                           "lascia pescare una carta all'Ovest",
    "opt.west_draws": "L'Ovest pesca la prima carta del mazzo",
    "log.west_draws": "L'Ovest pesca la prima carta del mazzo e la mette in mano",
    "log.east_discards": "L'Est scarta {card}",
    # --- punti costruzione, smantellamento, sommossa (5.1, 5.2, section 4) ---
    "prompt.build": "L'{side} costruisce: {n} {n:punto costruzione|punti costruzione} "
                    "{n:rimasto|rimasti}",
    "opt.factory": "Fabbrica a {city}",
    "opt.infra": "Infrastruttura sulla {line}",
    "opt.build_done": "Smetti di costruire",
    "log.build_factory": "L'{side} costruisce una fabbrica a {city}",
    "log.build_infra": "L'{side} costruisce un'infrastruttura sulla {line}",
    "log.build_lost": "L'{side} non ha dove costruire: {n} {n:punto costruzione|punti "
                      "costruzione} {n:perso|persi}",
    "prompt.dismantle": "Smantellare l'economia dell'{side}: {n:manca|mancano} {n} "
                        "{n:punto|punti}",
    "prompt.dismantle_turns": "Smantellare l'economia dell'{side}: {n:manca|mancano} {n} "
                              "{n:punto|punti}, scelti a turno: questo lo sceglie l'{by}, il "
                              "prossimo l'{starter}",
    "opt.remove_factory": "Rimuovi la fabbrica a {city} (valore {value})",
    "opt.remove_infra": "Rimuovi l'infrastruttura sulla {line}",
    "log.dismantle_factory": "L'{by} smantella la fabbrica a {city}",
    "log.dismantle_infra": "L'{by} smantella l'infrastruttura sulla {line}",
    "log.nothing_to_dismantle": "L'{side} non ha più nulla da smantellare",
    "log.insolvent_dismantle": "L'Est non può pagare un punto smantellamento: insolvenza "
                               "nazionale. Vince l'Ovest.",
    "prompt.remove_unrest": "Rimuovi 1 cubo sommossa da una provincia dell'{side} "
                            "({n} {n:rimasto|rimasti})",
    "prompt.add_unrest": "Metti 1 cubo sommossa in una provincia dell'{side} "
                         "({n} {n:rimasto|rimasti})",
    "opt.unrest_in": "{province} ({unrest} {unrest:cubo|cubi} sommossa)",
    "opt.unrest_in_protest": "{province} ({unrest} {unrest:cubo|cubi} sommossa): uno in più "
                             "fa una protesta di massa (poi l'{side} ne ha {total} su 4)",
    "opt.unrest_in_calm": "{province} ({unrest} {unrest:cubo|cubi} sommossa): termina una "
                          "protesta di massa",
    "opt.unrest_in_socialist": "{province} ({unrest} {unrest:cubo|cubi} sommossa): uno in più "
                               "farebbe una protesta di massa, ma un socialista dal riquadro "
                               "entra subito e toglie 1 cubo sommossa (sezione 7): nessuna "
                               "protesta di massa",
    "log.unrest_removed": "La sommossa {province:in} scende di 1",
    "log.unrest_added": "La sommossa {province:in} sale di 1",
    # --- proteste di massa di Berlino Ovest (10.2), socialisti (7), forze di polizia (8) ---
    "prompt.wb_import": "Una protesta di massa a Berlino Ovest si estende: scegli il "
                        "protettorato che riceve un segnalino protesta di massa",
    "log.wb_import": "La protesta di massa di Berlino Ovest si estende {supplier:in}",
    "prompt.wb_unimport": "Una protesta di massa a Berlino Ovest finisce: scegli il "
                          "protettorato da cui togliere il segnalino importato",
    "log.wb_unimport": "La protesta di massa importata da Berlino Ovest lascia {supplier}",
    "prompt.socialist": "Sposta un socialista dal riquadro socialisti in una provincia con "
                        "una protesta di massa",
    "log.socialist_moves": "Un socialista va {province:in} e rimuove 1 cubo sommossa",
    "log.police_used": "L'Est usa la carta forze di polizia {card}: rimosso 1 cubo sommossa "
                       "{province:in}",
    "opt.police": "Forze di polizia: rimuovi 1 cubo sommossa {province:in}",
    "prompt.police": "Usare le forze di polizia prima che l'azione finisca?",
    "opt.end_action": "Termina l'azione",
    # --- tracciati (6.4 frecce, frecce non eseguibili) ---
    "log.track_moved": "L'indicatore {track} si sposta di {n} verso l'{toward}: ora è a {pos}",
    "log.track_blocked": "L'indicatore {track} non può andare oltre: compensazione",
    "prompt.prestige_comp": "{side}: l'indicatore prestigio è in fondo al tracciato; rimuovi "
                            "1 tuo cubo sommossa o mettine 1 in una provincia avversaria",
    "opt.comp_remove": "Rimuovi 1 cubo sommossa {province:in}",
    "opt.comp_add": "Metti 1 cubo sommossa {province:in}",
    # --- icone senza frecce (6.4) e caselle prestigio (9.2) ---
    "prompt.icon_order": "Quale icona adesso?",
    "opt.group": "{group}",
    "prompt.ls_icon": "Metti 1 TV in una provincia dell'{side}",
    "prompt.ls_icon_keep": "Metti 1 TV in una provincia dell'{side} (la sommossa resta)",
    "opt.ls_sector": "TV a Berlino Ovest ({sector})",
    "log.ls_icon": "Il TV {province:in} sale di 1",
    "log.ls_icon_unrest": "Il TV rimuove 1 cubo sommossa {province:in}",
    "prompt.ls_remove": "Rimuovi 1 TV da una provincia dell'{side}",
    "opt.ls_remove": "Rimuovi 1 TV {province:in} ({ls})",
    "opt.ls_remove_sector": "Rimuovi 1 TV a Berlino Ovest ({sector})",
    "log.ls_removed": "Il TV {province:in} scende di 1",
    "prompt.rundown": "Scegli una fabbrica dell'Est che diventa fatiscente",
    "opt.city_value": "{city} (valore {value})",
    "opt.city": "{city}",
    "opt.line": "{line}",
    "log.rundown": "La fabbrica a {city} diventa fatiscente",
    "prompt.rundown_infra": "Nessuna fabbrica dell'Est può diventare fatiscente: rimuovi "
                            "invece 1 infrastruttura",
    "log.rundown_infra": "Un'infrastruttura dell'Est ({line}) è rimossa al posto di una "
                         "fabbrica fatiscente",
    "prompt.repair": "Scegli una fabbrica fatiscente dell'Est da riparare",
    "log.repair": "La fabbrica a {city} è riparata",
    # --- eventi delle carte (6.4) ---
    "prompt.event_skip": "Carta duplice {card}: puoi ignorare 1 freccia o 1 icona senza "
                         "frecce",
    "opt.skip_none": "Esegui l'intero evento",
    "opt.skip_arrow": "Ignora 1 freccia: {group}",
    "opt.skip_icon": "Ignora 1 icona: {group}",
    "log.skip_icon": "L'{side} ignora 1 icona dell'evento",
    "log.skip_arrow": "L'{side} ignora 1 freccia {track}",
    "log.police_void": "L'icona forze di polizia non ha effetto dopo lo scioglimento della "
                       "Stasi",
    "log.police_red": "L'Est raccoglie la carta {card} come carta forze di polizia rossa",
    "log.police_pink": "L'Est raccoglie la carta {card} come carta forze di polizia rosa",
    "log.wall_built": "Si costruisce il Muro di Berlino: niente più fuga dalla Repubblica",
    "log.wall_open": "Il Muro è riaperto: la fuga dalla Repubblica colpisce di nuovo l'Est",
    "prompt.move_unrest": "Sposta 1 cubo sommossa dell'{side} ({n} {n:rimasto|rimasti})",
    "opt.move": "{source} → {dest}",
    "log.unrest_moved": "Un cubo sommossa si sposta da {source} {dest:in}",
    "prompt.reduce_three": "Riduci a 3 la sommossa di una provincia con una protesta di massa",
    "log.reduced_three": "La sommossa {province:in} scende a 3 ({n} {n:cubo rimosso|cubi "
                         "rimossi})",
    "prompt.factory_remove": "Quale fabbrica rimuovere con tutta la sua infrastruttura?",
    "log.factory_removed": "La fabbrica a {city_name} e tutta la sua infrastruttura sono "
                           "rimosse per sempre",
    "log.stasi": "Scioglimento della Stasi: le carte forze di polizia sono scartate; "
                 "{n:torna|tornano} {n} {n:cubo|cubi} sommossa che vi "
                 "{n:era|erano} sopra",
    "prompt.guillaume_look": "Affare Guillaume: che cosa esaminare?",
    "opt.look_hand": "La mano dell'Ovest ({n} {n:carta|carte})",
    "opt.look_deck": "Le prime 2 carte del mazzo ({n})",
    "log.guillaume_look": "L'Est esamina {look}",
    "log.guillaume_seen": "L'Est vede: {cards}",
    "prompt.guillaume_hand": "Affare Guillaume: scambia una tua carta con una di quelle viste "
                             "o non cambiare nulla",
    "prompt.guillaume_deck": "Affare Guillaume: scambia una tua carta con una di quelle "
                             "viste, togline una dal gioco o non cambiare nulla",
    "opt.swap": "Dai {mine}, prendi {theirs}",
    "opt.remove_card": "Togli {card} dal gioco",
    "opt.change_nothing": "Non cambiare nulla",
    "log.guillaume_swap": "L'Est scambia una delle sue carte",
    "log.guillaume_gives": "L'Est dà {mine} e prende {theirs}",
    "log.guillaume_remove": "L'Est toglie dal gioco una delle prime due carte del mazzo",
    "log.guillaume_removes": "L'Est toglie {card}",
    # --- fine decade (section 9) ---
    "log.eod_phase": "Fine decade {decade}, fase {n}: {phase}",
    "log.wall_costs": "Costi del Muro: prestigio 1 verso l'Ovest, l'Est smantella 1",
    "log.flight": ("Fuga dalla Repubblica: indicatore a {pos}, "
                   "l'Est perde {n} {n:punto costruzione|punti costruzione}"),
    "prompt.prestige_box": "{side}: scegli la casella prestigio da eseguire",
    "opt.box": "{box}",
    "log.prestige_box": "Prestigio: l'{side} esegue {box}",
    "prompt.hamburg_phase": "Per quale provincia conta Hamburg in questa fase?",
    "opt.hamburg_wc": "{province}: entrate da esportazione dell'Est {n}",
    "opt.hamburg_hold": _hold,
    "log.wc": "Valuta occidentale: entrate {income} (tracciato {track_pos}, esportazione "
              "{export}), {ls} TV da pagare: {short:manca|mancano} {short}",
    "prompt.wc_rundown": "Manca valuta occidentale (ancora {n} da coprire): scegli una "
                         "fabbrica dell'Est che diventa fatiscente",
    "log.wc_rundown": "L'{by} rende fatiscente la fabbrica a {city}",
    "prompt.wc_remove": "Manca valuta occidentale (ancora {n} da coprire), nessuna "
                        "fabbrica può diventare fatiscente: rimuovi un'infrastruttura "
                        "dell'Est o Rheinsberg",
    "opt.remove_rheinsberg": "Rimuovi la fabbrica di Rheinsberg",
    "log.wc_remove_factory": "L'{by} rimuove la fabbrica a {city}",
    "log.wc_remove_infra": "L'{by} rimuove l'infrastruttura sulla {line}",
    "log.insolvent_wc": "L'Est non può pagare il suo debito in valuta occidentale: insolvenza "
                        "nazionale. Vince l'Ovest.",
    "log.pay_police": "L'Est paga per {n} {n:carta|carte} forze di polizia",
    "log.hold_lost": "{province} non riesce a mantenere i suoi TV: {n} {n:rimosso|rimossi}",
    "prompt.wb_hold": "Berlino Ovest non riesce a mantenere i suoi TV ({n} da rimuovere): "
                      "scegli un settore",
    "opt.sector_ls": "{sector} ({ls} TV)",
    "log.wb_hold_lost": "Berlino Ovest perde 1 TV nel {sector}",
    "log.internal": "Comparazione interna: {province} riceve {n} {n:cubo|cubi} sommossa",
    "prompt.attack": _attack,
    "opt.attack": "{province} ({ls} TV): +{n} {n:cubo|cubi} sommossa",
    "log.attack": "{attacker} attacca {province}: {n} {n:cubo|cubi} sommossa",
    "log.triumph": "Tutti i 12 socialisti sono sul tabellone: trionfo del socialismo. Vince "
                   "l'Est.",
    "log.socialists_gained": "L'Est riceve {n} {n:socialista|socialisti}",
    "log.socialists_lost_box": "L'Est perde {n} {n:socialista|socialisti} dal riquadro "
                               "socialisti",
    "log.socialism_fails": "Un socialista deve andarsene ma non ce n'è nessuno sul "
                           "tabellone: fallimento del socialismo. Vince l'Ovest.",
    "prompt.lose_socialist": "Togli un socialista da una provincia dell'Est (restituisce 1 "
                             "cubo sommossa)",
    "log.socialist_leaves": "Un socialista lascia {province}: torna 1 cubo sommossa",
    "log.protest_count": "Proteste di massa: Ovest {west}, Est {east} (con 4 una parte collassa)",
    "log.goes_on": "Nessuna parte ha 4 proteste di massa: la partita continua con la "
                   "decade {decade}.",
    "log.west_collapses": "L'Ovest collassa. Vince l'Est.",
    "log.both_collapse": "L'Ovest e l'Est collassano entrambi: vince l'Est.",
    "log.east_collapses": "L'Est collassa. Vince l'Ovest.",
    "log.game_over": "Le quattro decadi sono finite e nessuno stato è collassato. Vince l'Est.",
}


def _changes(label: str, namer: Callable[[Any, str], str] = place) -> Template:
    """A recap line: a label and the changes per place ("Sommossa: Sachsen +1")."""
    return lambda args, lang: label + deltas(args["deltas"], lang, namer)


# What the other side's turn changed (the UI's "what just happened", from change records).
TEMPLATES.update({
    "recap.title": "Che cosa ha fatto l'{side}",
    "recap.title_public": "Che cosa ha fatto l'{side} (informazioni pubbliche)",
    "recap.eod_title": "Fine decade {decade}: risultati",
    "recap.headline": "L'{side} ha giocato: {n} {n:modifica segnata|modifiche segnate} sulla "
                      "mappa",
    "recap.protests_new": _changes("Nuova protesta di massa: "),
    "recap.protests_end": _changes("Protesta di massa finita: "),
    "recap.unrest": _changes("Sommossa: "),
    "recap.ls": _changes("Tenore di vita: "),
    "recap.sectors": _changes("TV di Berlino Ovest: ", sector),
    "recap.socialists": _changes("Socialisti sulla mappa: "),
    "recap.socialist_box": lambda a, lang: f"Socialisti nel riquadro: {signed(a['n'])}",
    "recap.factories_built": "Fabbrica costruita: {cities}",
    "recap.factories_removed": "Fabbrica rimossa: {cities}",
    "recap.factories_rundown": "Fabbrica diventata fatiscente: {cities}",
    "recap.factories_repaired": "Fabbrica riparata: {cities}",
    "recap.infra_built": "Infrastruttura costruita: {lines}",
    "recap.infra_removed": "Infrastruttura rimossa: {lines}",
    "recap.track": "L'indicatore {track} si è spostato di {n} verso l'{toward}: ora è a {pos}",
    "recap.flight": lambda a, lang: (f"Fuga dalla Repubblica: {signed(a['n'])}, "
                                     f"ora a {a['pos']}"),
    "recap.wall_built": "Il Muro di Berlino ora è in piedi",
    "recap.wall_open": "Il Muro è aperto",
    "recap.stasi": "La Stasi è sciolta",
    "recap.played": "Carta giocata: {cards}",
    "recap.display_in": "Nuove tra le carte del turno: {cards}",
    "recap.discarded": "Scartate: {cards}",
    "recap.police": "Carta forze di polizia: {cards}",
    "recap.nothing": "Sul tabellone non è cambiato nulla",
    "recap.to_map": "Vai alla mappa",
    "recap.more": "… e {n} {n:altra riga|altre righe} del registro",
})


def _places(label: str) -> Template:
    """A label and an amount per province ("TV persi: Sachsen 1, Bayern 2")."""
    return lambda args, lang: label + amounts(args["deltas"], lang)


def _by_hamburg(label: str) -> Template:
    """10.3: what each of West's Hamburg choices gives ("Hamburg a Niedersachsen: ...")."""
    return lambda args, lang: by_hamburg(label, "Hamburg a", args["deltas"], lang)


# The stakes strip, the End of Decade preview and steps, confirm, pace, keys (stakes.py)
TEMPLATES.update({
    "stakes.label": "In gioco",
    "stakes.side": "{side}",
    "stakes.protests": "Proteste di massa",
    "stakes.protests_title": "Proteste di massa per parte; 4 da una parte fanno collassare "
                             "quello stato a fine decade",
    "stakes.flight": "Fuga {pos}",
    "stakes.flight_title": "L'indicatore fuga ora; a fine decade l'Est smantella la metà "
                           "della posizione calcolata",
    "stakes.wall": "Muro",
    "stakes.wall_title": "Il Muro è in piedi: niente fuga; a ogni fine decade prestigio 1 "
                         "verso l'Ovest e l'Est smantella 1",
    "stakes.wc": "Valuta occidentale {income}/{ls}",
    "stakes.wc_title": "Entrate di valuta occidentale (tracciato più esportazione) contro i "
                       "TV dell'Est da pagare a fine decade",
    "stakes.soc": lambda a, lang: f"Tracciato socialista {signed(a['pos'])}",
    "stakes.soc_short": lambda a, lang: f"Socialisti {signed(a['pos'])}",
    "stakes.wc_short": "Valuta {income}/{ls}",
    "stakes.preview_short": "Fine decade",
    "stakes.now": "Ora",
    "stakes.at_eod": "A fine decade",
    "stakes.soc_title": "Tracciato socialista: sopra 0 l'Est guadagna socialisti a fine "
                        "decade, sotto 0 li perde; 12 sul tabellone fanno vincere l'Est",
    "stakes.preview": "Se la decade finisse ora",
    "stakes.preview_pending": "Calcolo di ogni modo in cui può andare la fine decade …",
    "stakes.preview_note": "Si tiene conto di ogni scelta della fine decade: le cifre con "
                           "\"al massimo\" sono il caso peggiore, gli intervalli dipendono "
                           "dalle scelte dei giocatori.",
    "eodnow.flight": "Indicatore fuga a {pos}: l'Est smantella {n}",
    "eodnow.wall": "Il Muro: prestigio 1 verso l'Ovest, l'Est smantella 1",
    "eodnow.prestige": "L'{side} esegue {box}",
    "eodnow.prestige_none": "Indicatore prestigio a 0: nessuna casella",
    "eodnow.wc": "Entrate {income} contro {ls} TV dell'Est: bastano",
    "eodnow.wc_short": "Entrate {income} contro {ls} TV dell'Est: ne {n:manca|mancano} {n}, "
                       "fabbriche dell'Est diventano fatiscenti",
    "eodnow.wc_range": "Entrate {lo}–{hi} contro i TV dell'Est: ne mancano "
                       "{short_lo}–{short_hi}, secondo le scelte precedenti",
    "eodnow.wc_hamburg": _by_hamburg("Manca valuta occidentale, l'Ovest sceglie la "
                                     "provincia di Hamburg: "),
    "eodnow.hold_hamburg": _by_hamburg("TV persi, l'Ovest sceglie la provincia di Hamburg: "),
    "eodnow.hold_at_most": _places("I TV persi dipendono dalle scelte precedenti, al "
                                   "massimo: "),
    "eodnow.incomplete": "Troppi modi di giocare questa fine decade per seguirli tutti: "
                         "i numeri si basano su {n} di essi",
    "eodnow.police": "L'Est paga {n} {n:carta|carte} forze di polizia: smantella {n}",
    "eodnow.police_none": "Nessuna carta forze di polizia da pagare",
    "eodnow.hold": _places("TV oltre il valore della fabbrica di esportazione persi: "),
    "eodnow.hold_none": "Nessun TV oltre il suo limite",
    "eodnow.unrest": _places("Nuova sommossa, al massimo: "),
    "eodnow.unrest_none": "Nessuna nuova sommossa",
    "eodnow.police_use": "L'Est può rimuovere {n} {n:cubo|cubi} sommossa con le carte forze "
                         "di polizia non usate",
    "eodnow.soc_gain": "L'Est guadagna {n} {n:socialista|socialisti}",
    "eodnow.soc_lose": "L'Est perde {n} {n:socialista|socialisti}",
    "eodnow.soc_none": "Socialisti: nessun cambiamento",
    "eodnow.triumph": "L'Est guadagna {n} {n:socialista|socialisti}: tutti i 12 sul "
                      "tabellone, vince l'Est",
    "eodnow.soc_fails": "L'Est deve perdere {n} {n:socialista|socialisti} e ne ha troppo "
                        "pochi: vince l'Ovest",
    "eodnow.protests": "Proteste di massa ora: Ovest {west}, Est {east}; dopo le "
                       "comparazioni al massimo Ovest {west_max}, Est {east_max}",
    "eodnow.collapse": "L'{side} potrebbe collassare (4 proteste di massa)",
    "eodnow.collapse_unknown": "Non si sa se l'{side} potrebbe collassare: non tutti gli "
                               "sviluppi sono stati esaminati",
    "eodnow.final": "Ultima decade: se nessuno stato collassa, vince l'Est",
    "eod.step_title": "Fine decade {decade}, fase {n}: {phase}",
    "eod.step_continue": "Continua",
    "eod.step_done": "Fase {n} completata",
    "eod.step_nothing": "In questa fase non è successo nulla",
    # cosa fa un'opzione (issue 26)
    "fx.then": "Poi: {items}",
    "fx.unrest": "sommossa {province:in} {a}→{b}",
    "fx.ls": "TV {province:in} {a}→{b}",
    "fx.socialists": "socialisti {province:in} {a}→{b}",
    "fx.economy": "economia di {province} {a}→{b}",
    "fx.protests": "proteste di massa dell'{side} {a}→{b} (con 4 collassa)",
    "fx.prestige": "prestigio {a}→{b}",
    "fx.wc": "valuta occidentale {a}→{b}",
    "fx.soc_track": "tracciato socialisti {a}→{b}",
    "fx.flight": "fuga {a}→{b}",
    "fx.box": "socialisti nel riquadro socialisti {a}→{b}",
    "fx.result": "la partita finisce: vince l'{side}",
    "fx.ls_calms": "a fine azione questo TV toglie 1 cubo sommossa {province:in} ({a}→{b})",
    "fx.ls_calms_protest": "a fine azione questo TV toglie 1 cubo sommossa {province:in} "
                           "({a}→{b}) e così termina una protesta di massa",
    "fx.ls_flight_up": "la provincia più ricca dell'Ovest avrà {n} TV: +1 fuga a fine decade "
                       "(9.1)",
    "fx.ls_flight_down": "la provincia più povera dell'Est avrà {n} TV: −1 fuga a fine "
                         "decade (9.1)",
    "fx.ls_over_export": "{n} TV, più del valore {v} della sua fabbrica di esportazione: "
                         "{n:perso|persi} a fine decade (9.5)",
    "fx.export_short": "{province} ha {ls} TV, la sua fabbrica di esportazione varrà {v}: "
                       "{n} TV {n:perso|persi} a fine decade (9.5)",
    "fx.preview_title": "Cosa cambia questa scelta sul tabellone",
    "confirm.title": "Questa scelta chiude il turno",
    "confirm.text": "La tua scelta: {choice}. Confermala, o ritirala prima che l'{side} "
                    "giochi.",
    "confirm.ok": "Conferma",
    "confirm.back": "Ritira",
    "pace.step": "L'{side} gioca, passo {n}",
    "pace.skip": "Salta (s)",
    "pace.skip_title": "Mostra subito le mosse del computer",
    "pace.label": "Ritmo",
    "pace.instant": "immediato",
    "pace.brisk": "svelto",
    "pace.slow": "lento",
    "pace.title": "Quanto velocemente si susseguono le mosse del computer (viene "
                  "ricordato)",
    "keys.button": "Tasti",
    "keys.title": "Tasti",
    "keys.undo": "u o Ctrl+Z: annulla",
    "keys.hint": "h: suggerimento",
    "keys.skip": "s: salta il ritmo del computer",
    "keys.confirm": "Invio: conferma la scelta che chiude un turno, Esc: ritirala",
    "keys.escape": "Esc: chiudi la carta, la finestra o il pannello informativo",
    "keys.help": "?: questo elenco",
    "dead_site": "chiusa per sempre (evento di una carta): qui non si può costruire una "
                 "fabbrica",
    "card.close": "Chiudi",
    "help.prestige": "Prestigio: le frecce delle carte giocate spostano l'indicatore; a fine "
                     "decade la parte verso cui pende esegue la casella sotto di esso o una "
                     "più bassa della sua parte.",
    "help.eod": "Fine decade: le sue dieci fasi in ordine; quella in corso è segnata.",
    "pick.title": "Quale?",
    "pick.cancel": "Annulla",
})

# The page's own notices: URL parameters, other tabs, a full storage, damaged entries, updates.
TEMPLATES.update({
    "page.bad_seed": "Il seme “{value}” dell'indirizzo è stato ignorato: un seme è un numero "
                     "intero da 0 a {top}. È iniziata una partita casuale.",
    "page.bad_aipace": "Il ritmo del computer “{value}” dell'indirizzo è stato ignorato: è "
                       "un numero intero di millisecondi da 0 a {top}. Si usa il ritmo "
                       "solito.",
    "page.bad_lang": "La lingua “{value}” dell'indirizzo è stata ignorata: le lingue sono "
                     "en, de, it e pl.",
    "page.followed": "Questa partita è proseguita in un'altra scheda: questa scheda mostra "
                     "ora la sua ultima posizione (scelta {n}).",
    "page.forked": "Questa partita è stata giocata anche in un'altra scheda, in modo diverso: "
                   "le tue mosse qui sono tenute come partita a parte, “{name}”. Non si è "
                   "perso nulla.",
    "page.fork_name": "{name} (seconda scheda)",
    "page.also_open": "Questa partita è aperta anche in un'altra scheda: le mosse fatte lì "
                      "compaiono qui.",
    "page.full_detail": "La memoria del browser è piena. Salvato: questa partita fino alla "
                        "scelta {stored} e le altre tue partite. Solo in questa scheda: le "
                        "scelte da {first} a {now} (ricaricare la pagina le conserva, "
                        "chiudere la scheda le perde). Esporta questa partita o cancella "
                        "vecchie partite per fare spazio.",
    "page.full_none": "La memoria del browser è piena. Questa partita ({now} "
                      "{now:scelta|scelte}) è conservata solo in questa scheda (ricaricare "
                      "la pagina la conserva, chiudere la scheda la perde); le altre tue "
                      "partite restano salvate. Esporta questa partita o cancella vecchie "
                      "partite per fare spazio.",
    "page.restored": "Questa partita è stata ripristinata da questa scheda dopo il "
                     "ricaricamento, {n:con la sua unica scelta|con tutte le {n} scelte} (la "
                     "memoria del browser era piena).",
    "page.damaged_export": "Mostra le voci danneggiate",
    "page.damaged_delete": "Cancella le voci danneggiate",
    "page.damaged_title": "Voci danneggiate",
    "page.damaged_text": "Queste voci salvate non si possono leggere come partite e sono "
                         "state messe da parte. Copiale per conservarle (sono testo grezzo) "
                         "o cancellale.",
    "page.damaged_deleted": "{n} {n:voce danneggiata cancellata|voci danneggiate "
                            "cancellate}.",
    "page.update_ready": "È pronta una nuova versione del gioco.",
    "page.update_switch": "Passa ora",
    "page.update_wait": "Il passaggio avviene quando il computer ha finito la sua mossa.",
    "page.worker_build": "Il giocatore computer è stato caricato da un'altra versione del "
                         "gioco (il sito è stato aggiornato nel frattempo). Ricarica la pagina "
                         "per usare una sola versione.",
    "level.easy.desc": "Gioca la mossa che sembra migliore adesso, senza pensare avanti. Per "
                       "principianti.",
    "level.normal.desc": "Valuta ogni mossa contro le tue risposte migliori e la propria "
                         "mossa successiva. Una partita equilibrata se conosci le regole.",
    "level.hard.desc": "Cerca più a fondo, su più ipotesi sulle carte nascoste, per qualche "
                       "secondo a mossa. Una sfida.",
})

# Play a friend by link (wsdv/fair): why a message is refused, what the final check found
TEMPLATES.update({
    "fair.not_message": "Questo non è un messaggio di una partita giocata tramite link.",
    "fair.not_invite": "Questo non è un invito a una partita: aprilo nella partita a cui "
                       "appartiene.",
    "fair.damaged": "Questo messaggio è danneggiato (non si spacchetta): chiedilo di nuovo.",
    "fair.other_game": "Questo messaggio appartiene a un'altra partita.",
    "fair.own_message": "Questo è un tuo messaggio: mandalo all'altro giocatore.",
    "fair.replayed": "Il messaggio {n} è già stato ricevuto: questa è una ripetizione (la "
                     "partita aspetta il messaggio {expected}).",
    "fair.missing": "Manca un messaggio: questo è il messaggio {n}, la partita aspetta il "
                    "messaggio {expected}.",
    "fair.forked": "Questo messaggio non continua la partita come la conosci: un messaggio o "
                   "una scelta precedente è stato cambiato.",
    "fair.seal": "Questo messaggio è stato cambiato dopo essere stato sigillato.",
    "fair.out_of_turn": "È il tuo turno: finiscilo prima di aprire il messaggio dell'altro "
                        "giocatore.",
    "fair.count": "Questo messaggio comincia dopo la scelta {n}, ma la partita è alla scelta "
                  "{expected}.",
    "fair.bad_deck": "Il mazzo cifrato della decade {decade} in questo messaggio non ha una "
                     "prova di mescolamento valida: rifiutato.",
    "fair.bad_key": "Il messaggio dà una quota per la posizione {slot} prima che il suo "
                    "mazzo sia completo.",
    "fair.changed_key": "Il messaggio cambia la quota data prima per la posizione {slot}.",
    "fair.wrong_share": "Non è provato che la quota per la posizione {slot} sia del "
                        "mittente, o non la apre su una carta della decade {decade}: "
                        "rifiutato.",
    "fair.duplicate": "Le quote aprono la posizione {slot} su {card}, che è già altrove: un "
                      "mazzo falso.",
    "fair.illegal": "La scelta {n} del messaggio ({choice}) qui non è una mossa lecita.",
    "fair.wrong_side": "La scelta {n} del messaggio è una decisione della tua parte.",
    "fair.missing_keys": "Al messaggio mancano le quote per {n} {n:carta|carte} che puoi "
                         "vedere.",
    "fair.bad_secret": "Il segreto rivelato in questo messaggio non è valido.",
    "fair.not_your_turn": "Non è il tuo turno.",
    "fair.no_undo": "Niente da ritirare.",
    "fair.bad_store": "La partita salvata è danneggiata o è stata modificata.",
    "fair.no_secret": "Questo messaggio chiude la partita ma non rivela il segreto del "
                      "mittente, quindi il controllo finale non può partire: chiedi il "
                      "messaggio con il segreto.",
    "fair.finished": "Questa partita è finita ed è stata controllata: non si accettano altri "
                     "messaggi.",
    "fair.rejected": "Questo messaggio non si può applicare alla partita: rifiutato.",
    "fair.bad_reveal": "Il segreto rivelato in questo messaggio non è quello a cui il "
                       "mittente si era impegnato all'inizio: rifiutato, nulla è cambiato.",
    "fair.reused": "Questo è un messaggio {n} diverso da quello già ricevuto: rifiutato (la "
                   "partita aspetta il messaggio {expected}).",
    "fair.cut": "Questo messaggio è incompleto (è stato tagliato lungo la strada): chiedi al "
                "tuo amico di rimandarlo, anche come file.",
    "fair.old_version": "Questo viene da una versione più vecchia del gioco tramite link: "
                        "inizia una nuova partita.",
    "fair.v_shuffle": "Il mescolamento dell'altro giocatore per la decade {decade} non "
                      "corrisponde al suo segreto.",
    "fair.v_key": "L'altro giocatore ha dato una quota falsa per la posizione {slot}.",
    "fair.v_deck": "Il mazzo della decade {decade} non è un mazzo completo.",
    "fair.v_replay": "Con tutte le carte note, la scelta {n} ({choice}) non era lecita.",
    "fair.v_result": "Con tutte le carte note, la partita finisce in modo diverso.",
})

# The page's "play a friend by link" mode (wsdv/ui/remote.py)
TEMPLATES.update({
    "remote.button": "Via link",
    "remote.title": "Gioca con un amico tramite link",
    "remote.first_note": "Ognuno nel proprio browser: dopo ogni turno mandi un link al tuo "
                         "amico, e le mani restano nascoste.",
    "remote.intro": "Ognuno gioca nel proprio browser. Le mani restano davvero nascoste: "
                    "entrambi i browser mescolano e cifrano le carte, ogni mescolamento e ogni "
                    "carta mostrata ha una prova che è corretta, e una carta si apre solo "
                    "quando le regole la mostrano. Dopo il tuo turno manda il messaggio al tuo "
                    "amico (con qualsiasi app di messaggi); lui lo apre qui, gioca e te ne "
                    "rimanda uno.",
    "remote.new": "Nuova partita via link: giochi con l'{side}",
    "remote.games": "Partite via link",
    "remote.none": "Ancora nessuna partita via link.",
    "remote.row": "{name}: giochi con l'{side}. {status}",
    "remote.your_turn": "Tocca a te.",
    "remote.send": "Manda il tuo messaggio, poi aspetta la risposta.",
    "remote.waiting": "In attesa del messaggio del tuo amico.",
    "remote.over": "Partita finita.",
    "remote.unchecked": "Partita finita, non ancora controllata: il controllo parte quando "
                        "entrambi i segreti sono rivelati.",
    "remote.open": "Apri",
    "remote.paste": "Incolla il messaggio o il link del tuo amico",
    "remote.receive": "Apri il messaggio",
    "remote.to_send": "Manda questo messaggio al tuo amico:",
    "remote.send_back": "Il tuo amico aspetta questa risposta (apre le carte che le regole "
                        "mostrano): rimandala ora.",
    "remote.invite": "Invito: mandalo al tuo amico, che lo apre in questa pagina.",
    "remote.link": "Link da condividere",
    "remote.copy": "Copia",
    "remote.tab_turn": "● Tocca a te",
    "remote.long": "Questo link è lungo {n} caratteri. Alcune app di messaggistica tagliano "
                   "i messaggi oltre 4.096 caratteri (Telegram; un SMS non lo può portare): "
                   "se la pagina del tuo amico dice che è incompleto, mandalo come file.",
    "remote.save_file": "Invia come file",
    "remote.open_file": "Oppure apri un file di messaggio (puoi anche trascinarlo sulla "
                        "pagina)",
    "remote.file_too_big": "Questo file è troppo grande per essere un messaggio di questa "
                           "partita: non è stato letto.",
    "remote.file_unreadable": "Questo file non si può leggere.",
    "remote.copy_link": "Copia il link",
    "remote.share": "Condividi…",
    "remote.share_title": "Wir sind das Volk!: tocca a te",
    "remote.copied": "Copiato.",
    "remote.copy_failed": "Copia non riuscita: seleziona il testo e copialo.",
    "remote.close": "Chiudi",
    "remote.backup": "Copia di sicurezza di questa partita (il tuo segreto: tienilo privato "
                     "fino alla fine della partita)",
    "remote.restore": "Ripristina una copia di sicurezza",
    "remote.backup_file": "Salva la copia di sicurezza in un file",
    "remote.backup_why": "Serve a continuare se il browser o la memoria vanno persi. Contiene "
                         "la tua chiave segreta: chi la ha può leggere la tua mano, quindi non"
                         " mandarla al tuo amico prima della fine della partita.",
    "remote.bad_backup": "Questa non è una copia di sicurezza di una partita via link.",
    "remote.opened": "Messaggio aperto ({ms} ms).",
    "remote.verified": "Entrambi i segreti sono rivelati: l'intera partita è stata "
                       "controllata ed è corretta.",
    "remote.cheated": "Entrambi i segreti sono rivelati: il controllo ha trovato problemi:",
    "remote.status_line": "Via link, giochi con l'{side}. {status}",
    "remote.hidden_wait": "Alcune carte sono ancora nascoste: si aprono con il prossimo "
                          "messaggio del tuo amico.",
    "remote.fingerprint": "Impronta della chiave: {fp}",
    "remote.fingerprint_hint": "Confronta questo numero con quello del tuo amico su un altro "
                               "canale (telefono, chat): se sono diversi, qualcuno ha cambiato "
                               "i vostri messaggi lungo la strada.",
    "remote.fingerprint_wait": "L'impronta della chiave compare quando il tuo amico ha "
                               "accettato l'invito.",
    "remote.broken": "Partita finita: il controllo ha trovato che il tuo amico ha violato la "
                     "partita.",
    "remote.broken_by": "Il controllo è fallito: la parte del tuo amico ({side}) ha violato "
                        "le regole della partita. Che cosa non torna:",
    "remote.unreadable": "Questo messaggio non si può leggere: non è cambiato nulla. Chiedi "
                         "al tuo amico di rimandarlo.",
    "remote.too_long": "Questo testo è troppo lungo per essere un messaggio o una copia di "
                       "sicurezza: non è cambiato nulla.",
    "remote.bad_id": "Questo messaggio non indica nessuna partita valida: non è cambiato "
                     "nulla.",
    "remote.full": "La memoria del browser è piena: questa partita via link è conservata "
                   "solo in questa scheda (ricaricarla la conserva). Copia la sua copia di "
                   "sicurezza nella schermata Via link per conservarla.",
    "remote.unavailable": "La memoria del browser non è disponibile: questa partita via link "
                          "è conservata solo in questa scheda. Copia la sua copia di sicurezza "
                          "nella schermata Via link per conservarla.",
    "remote.too_large": "Questa partita via link è diventata troppo grande da salvare: è "
                        "conservata solo in questa scheda. Copia la sua copia di sicurezza "
                        "nella schermata Via link per conservarla.",
    "remote.followed": "Questa partita via link è proseguita in un'altra scheda: questa "
                       "scheda mostra ora la partita salvata ({n} {n:messaggio|messaggi}).",
    "remote.moved": "Questa partita via link è andata avanti in un'altra scheda: questa "
                    "scheda mostra ora la partita salvata ({n} {n:messaggio|messaggi}); il tuo "
                    "ultimo passo "
                    "qui non è stato salvato.",
    "remote.read_only": "Questa partita via link è cambiata in un'altra scheda e non si può "
                        "mostrare qui: ricarica la pagina. Da questa scheda non è stato "
                        "salvato nulla.",
    "remote.damaged_game": "Questa partita via link salvata è danneggiata: è stata messa da "
                           "parte, non cancellata (Partite, voci danneggiate).",
    "remote.damaged_listed": "{n} {n:partita via link danneggiata messa|partite via link "
                             "danneggiate messe} da parte, non {n:cancellata|cancellate}: "
                             "vedi Partite, voci danneggiate.",
    "remote.restored": "Questa partita via link è stata ripristinata da questa scheda dopo "
                       "il ricaricamento ({n} {n:messaggio|messaggi}).",
    "remote.backup_older": "Questa partita è già salvata qui con altrettanti messaggi o più: "
                           "si apre la partita salvata.",
    "remote.top_waiting": "In attesa del tuo amico",
    "remote.ended": "Partita finita: vince l'{side}.",
    "remote.check_wait": "Non ancora verificata: la verifica avviene quando entrambi i "
                         "segreti sono rivelati.",
    "remote.memory_only": "La memoria del browser non può tenere questa partita via link: è "
                          "solo nella memoria di questa pagina. Ricaricare o chiudere la "
                          "pagina la perde, e il tuo segreto con essa. Salva ora il backup:",
    "remote.leave": "Questa partita via link è solo nella memoria di questa pagina: "
                    "lasciarla la perde.",
    "remote.session_damaged": "Una copia danneggiata di una partita via link tenuta in questa "
                              "scheda è stata messa da parte, non usata (Partite, voci "
                              "danneggiate); la partita salvata resta com'era.",
    "remote.listed": "Via link",
    "remote.list_turn": "via link · tocca a te",
    "remote.list_wait": "via link · in attesa del tuo amico",
    "remote.list_over": "via link · partita finita",
    "remote.too_long_box": "Questo testo è troppo lungo ({n} caratteri, al massimo {max}): non "
                           "è stato letto e nulla è cambiato.",
})

# A card's event in words (events.py): what each icon does; a pair is (for one, for more)
ICON_TEXT: dict[str, str | tuple[str, str]] = {
    "build": ("L'{side} riceve 1 punto costruzione", "L'{side} riceve {n} punti costruzione"),
    "dismantle": ("L'{side} perde 1 punto costruzione (si smantella una fabbrica o "
                  "un'infrastruttura)",
                  "L'{side} perde {n} punti costruzione (si smantellano fabbriche o "
                  "infrastrutture)"),
    "unrest_add": ("1 cubo sommossa va in una provincia dell'{side}",
                   "{n} cubi sommossa vanno in province dell'{side}"),
    "unrest_remove": ("1 cubo sommossa è rimosso da una provincia dell'{side}",
                      "{n} cubi sommossa sono rimossi da province dell'{side}"),
    "unrest_move": ("1 cubo sommossa dell'{side} si sposta in un'altra provincia dell'{side}",
                    "{n} cubi sommossa dell'{side} si spostano, ciascuno in un'altra "
                    "provincia dell'{side}"),
    "reduce_to_three": ("In una provincia dell'{side} con una protesta di massa la sommossa "
                        "scende a 3",
                        "{n} volte: in una provincia dell'{side} con una protesta di massa la "
                        "sommossa scende a 3"),
    "ls_add": ("1 TV va in una provincia dell'{side} e lì rimuove 1 cubo sommossa",
               "{n} TV vanno in province dell'{side}, ciascuno rimuove lì 1 cubo sommossa"),
    "ls_add_keep_unrest": "1 TV va in una provincia dell'{side} (la sommossa resta)",
    "ls_remove": ("1 TV è rimosso da una provincia dell'{side}",
                  "{n} TV sono rimossi da province dell'{side}"),
    "factory_remove_with_infrastructure": "Una fabbrica dell'{side} è rimossa per sempre, con "
                                          "tutta la sua infrastruttura",
    "rundown": "Una fabbrica dell'{side} diventa fatiscente (valore −1; se non ce n'è nessuna, "
               "va via invece 1 infrastruttura)",
    "repair": "Una fabbrica fatiscente dell'{side} è riparata (valore +1)",
    "police_red": "L'Est tiene questa carta come carta forze di polizia rossa: una volta per "
                  "decade rimuove 1 cubo sommossa; aumenta la fuga dalla Repubblica",
    "police_pink": "L'Est tiene questa carta come carta forze di polizia rosa: una volta per "
                   "decade rimuove 1 cubo sommossa",
    "wall_build": "Si costruisce il Muro di Berlino: per l'Est niente più fuga dalla "
                  "Repubblica",
    "wall_open": "Il Muro si riapre: la fuga dalla Repubblica colpisce di nuovo l'Est",
    "stasi_disbandment": "La Stasi è sciolta: l'Est scarta le sue carte forze di polizia (la "
                         "loro sommossa torna nelle province dell'Est, al massimo 1 ciascuna) "
                         "e non ne raccoglie più",
    "guillaume_affair": "L'Est guarda la mano dell'Ovest o le prime 2 carte del mazzo e può "
                        "scambiare una sua carta con una di queste (o togliere dal gioco una "
                        "delle carte del mazzo)",
}

PHRASES: dict[str, str] = {
    "trigger_red": "L'Est può attivare questo evento.",
    "trigger_yellow": "L'Ovest può attivare questo evento.",
    "trigger_dual": "Entrambe le parti possono attivare questo evento; chi lo fa può ignorare "
                    "1 freccia o 1 icona senza frecce.",
    "trigger_special": "Carta speciale, solo per l'Est: prenderla attiva subito l'evento, e "
                       "l'Est la paga scartando una carta dalla mano o lasciandone pescare "
                       "una all'Ovest.",
    "arrow": "L'indicatore {track} si sposta di {n} verso l'{toward}.",
    "region": "solo {region:in}",
    "decides": "l'{who} decide dove",
    "cap": "al massimo {n} per provincia",
    "order": "Chi lo attiva sceglie l'ordine delle icone e, salvo diversa indicazione, dove "
             "agiscono.",
    "flight": "Su questa carta {n:c'è|ci sono} {n} {n:icona|icone} fuga ({n:sposta|ognuna "
              "sposta} l'indicatore fuga di 1 spazio a fine decade).",
    "no_event": "Questa carta non ha evento.",
    "values": "Valore per l'Ovest {west}, per l'Est {east} (punti costruzione o tenore di "
              "vita).",
}

# The icon glossary (glossary.py): key -> (name, meaning, rules section)
GLOSSARY: dict[str, tuple[str, str, str]] = {
    "build": ("Punto costruzione", "Costruisci 1 fabbrica o 1 infrastruttura per la parte del "
              "colore dell'icona.", "5.1"),
    "dismantle": ("Punto smantellamento", "Togli 1 fabbrica o 1 infrastruttura della parte "
                  "del colore dell'icona.", "5.2"),
    "rundown": ("Fatiscente", "Una fabbrica dell'Est diventa fatiscente (il suo valore scende "
                "di 1); se non ne resta nessuna, va via invece un'infrastruttura.", "5.3"),
    "repair": ("Riparazione", "Una fabbrica fatiscente dell'Est torna normale (+1 valore).",
               "5.3"),
    "factory_remove_with_infrastructure": (
        "Rimuovi una fabbrica", "Una fabbrica va via insieme a tutta l'infrastruttura delle "
        "sue connessioni.", "6.4"),
    "unrest_add": ("+1 cubo sommossa", "Metti 1 cubo sommossa in una provincia di quella "
                   "parte.", "4"),
    "unrest_remove": ("−1 cubo sommossa", "Togli 1 cubo sommossa da una provincia di quella "
                      "parte.", "6.1"),
    "unrest_move": ("Sposta sommossa", "Sposta 1 cubo sommossa di quella parte in "
                    "un'altra delle sue province.", "6.4"),
    "reduce_to_three": ("Riduci a 3", "In una provincia di quella parte con una protesta di "
                        "massa, abbassa la sommossa a 3.", "4"),
    "ls_add": ("+1 TV", "Metti 1 TV in una provincia di quella parte, qualunque "
               "sia la sua economia, e togli lì 1 cubo sommossa.", "6.3"),
    "ls_add_keep_unrest": ("+1 TV (la sommossa resta)", "Come +1 TV, ma la sommossa resta.",
                           "6.3"),
    "ls_remove": ("−1 TV", "Togli 1 TV da una provincia di quella parte.", "6.3"),
    "police_red": ("Forze di polizia rossa", "L'Est tiene la carta: una volta per decade "
                   "toglie 1 cubo sommossa dell'Est; aumenta la fuga e costa 1 punto "
                   "smantellamento a ogni fine decade.", "8"),
    "police_pink": ("Forze di polizia rosa", "Come le forze di polizia rossa, ma non aumenta "
                    "la fuga.", "8"),
    "wall_build": ("Costruzione del Muro di Berlino", "Niente più fuga dalla Repubblica; "
                   "invece l'Est paga il mantenimento del Muro a ogni fine decade.", "9.1"),
    "wall_open": ("Muro riaperto", "La fuga dalla Repubblica colpisce di nuovo l'Est.",
                  "9.1"),
    "stasi_disbandment": ("Scioglimento della Stasi", "L'Est rinuncia alle sue carte forze "
                          "di polizia (la sommossa usata torna, al massimo 1 per provincia) "
                          "e non ne raccoglie mai di nuove.", "8"),
    "guillaume_affair": ("Affare Guillaume", "L'Est guarda la mano dell'Ovest o le prime 2 "
                         "carte del mazzo e può scambiare una sua carta con una di queste (o "
                         "togliere dal gioco una carta del mazzo).", "6.4"),
    "flight": ("Icona fuga", "Nell'angolo di una carta: ognuna giocata in questa decade "
               "sposta l'indicatore fuga di 1 in su a fine decade.", "9.1"),
    "prestige": ("Prestigio", "Il tracciato prestigio: chi ha il vantaggio comincia la "
                 "decade, sceglie per primo in 9.1 e 9.3 ed esegue una casella prestigio.",
                 "9.2"),
    "western_currency": ("Valuta occidentale", "Il tracciato valuta occidentale: le entrate "
                         "dell'Est per pagare i suoi TV.", "9.3"),
    "socialist": ("Socialista", "I socialisti dell'Est: calmano le proteste di massa; il "
                  "tracciato li dà o li toglie a fine decade.", "7"),
    "eod": ("Fine decade", "Il tracciato fine decade: la fase in corso.", "9"),
    "arms_west": ("Stemma dell'Ovest", "Su un'icona: l'Ovest decide dove agisce, chiunque "
                  "abbia attivato l'evento.", "6.4"),
    "arms_east": ("Stemma dell'Est", "Su un'icona: l'Est decide dove agisce, chiunque abbia "
                  "attivato l'evento.", "6.4"),
    "arrow_west": ("Freccia gialla", "Sposta l'indicatore del tracciato accanto di 1 spazio "
                   "verso l'Ovest; oltre la fine del tracciato, l'Ovest mette 1 cubo sommossa "
                   "nell'Est.", "6.4"),
    "arrow_east": ("Freccia rossa", "Sposta l'indicatore del tracciato accanto di 1 spazio "
                   "verso l'Est; oltre la fine del tracciato, l'Est toglie 1 suo cubo sommossa.",
                   "6.4"),
    "piece_factory": ("Fabbrica", "Il numero è il suo valore: 1 più le sue connessioni "
                      "operative.", "5.1"),
    "piece_rundown": ("Fabbrica fatiscente", "Una fabbrica dell'Est a strisce: vale solo le "
                      "sue connessioni operative; non viene mai smantellata.", "5.3"),
    "piece_external": ("Fabbrica esterna", "Una fabbrica viola in ČSSR o in Polska; aggiunge "
                       "il suo valore a una provincia dell'Est collegata.", "10.5"),
    "piece_infrastructure": ("Infrastruttura", "Una linea costruita di una connessione; "
                             "quando tutte le linee tra due fabbriche sono costruite, la "
                             "connessione diventa operativa ed entrambe le fabbriche salgono di 1.",
                             "5.1"),
    "piece_unrest": ("Sommossa", "Cubi sommossa in una provincia; 4 fanno una protesta "
                     "di massa.", "4"),
    "piece_ls": ("Tenore di vita (TV)", "TV in una provincia; le differenze di TV creano "
                 "sommossa a fine decade.", "6.3"),
    "piece_protest": ("Protesta di massa", "Nella provincia non si costruisce; 4 di esse "
                      "fanno collassare uno stato.", "4"),
    "piece_imported": ("Protesta di massa importata", "Tratteggiata: esportata da Berlino "
                       "Ovest a un protettorato; finisce quando ne finisce una a Berlino "
                       "Ovest.", "10.2"),
}
