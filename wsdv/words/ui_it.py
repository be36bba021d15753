"""The interface's own words in Italian, by table and key (the same tables, keys and
placeholders as ui_en.py). The game's terms come from terms.TERMS["it"]."""

from __future__ import annotations

from .terms import TERMS, cap

T = TERMS["it"]

TABLES: dict[str, dict[str, str]] = {
    "chrome": {
        "app_title": "Wir sind das Volk!",
        "decade": "Decade {n}",
        "half_1": "1ª metà",
        "half_2": "2ª metà",
        "eod": cap(T["end_of_decade"]),
        "eod_phase": f"{cap(T['end_of_decade'])} · fase {{n}}",
        "setup": "Preparazione",
        "to_decide": "Decide l'{side}",
        "turn_of": "Turno: {side}",
        "deck": f"{cap(T['deck'])} {{n}}",
        "undo": "Annulla",
        "new_game": "Nuova partita",
        "language": "Lingua",
        "zoom_in": "Ingrandisci",
        "zoom_out": "Riduci",
        "places": "Luoghi sulla mappa",
        "display": cap(T["display"]),
        "special": cap(T["special_card"]),
        "tile_hand": "In mano",
        "hand_of": "Mano: {side}",
        "hand_hidden": "Le mani sono coperte",
        "hand_empty": "nessuna carta",
        "opponent_hand": "{side}: {n} {n:carta|carte} in mano",
        "played": "Giocate in questa decade",
        "police_cards": f"Carte {T['police_power']} (Est)",
        "police_used": "usata in questa decade",
        "in_play": "Carta in gioco",
        "log": "Registro",
        "eod_panel": cap(T["end_of_decade"]),
        "pass_title": "Passa il dispositivo all'{side}",
        "pass_text": "Ora decide l'{side}. Le mani restano coperte finché l'{side} non è al "
                     "dispositivo.",
        "pass_button": "Sono l'{side}: continua",
        "pass_new": "Nuova partita (stesso schermo o contro il computer)",
        "pass_games": "Le tue partite",
        "game_over": "Partita finita",
        "wins": "Vince l'{side}",
        "reason_collapse": T["collapse"],
        "reason_national insolvency": T["national_insolvency"],
        "reason_triumph of socialism": T["triumph_of_socialism"],
        "reason_socialism fails": T["socialism_fails"],
        "reason_end of game": "fine della partita",
        "result_line": "Vince l'{winner} per {reason} nella decade {decade}.",
        "close": "Chiudi",
        "enlarge_hint": "Clicca su una carta per ingrandirla",
        "province": "Provincia",
        "economy": "Economia",
        "export": cap(T["export_factory"]),
        "ls": f"{cap(T['living_standard'])} ({T['ls']})",
        "ls_short": f"{T['ls']}",
        "unrest": cap(T["unrest"]),
        "protests": cap(T["mass_protests"]),
        "imported": "importata da Berlino Ovest",
        "socialists": cap(T["socialists"]),
        "factories": "Fabbriche",
        "none": "nessuna",
        "value": "valore",
        "rundown": T["rundown"],
        "external": "esterna",
        "tap_hint": "Tocca una provincia per vederne l'economia; i luoghi evidenziati si "
                    "possono scegliere.",
        "options": "Opzioni",
        "no_prompt": "Niente da decidere",
        "prestige": cap(T["prestige"]),
        "western_currency": cap(T["western_currency"]),
        "socialist_track": cap(T["socialists"]),
        "flight": cap(T["flight"]),
        "eod_track": cap(T["end_of_decade"]),
        "holding_box": cap(T["holding_box"]),
        "wall": T["wall"],
        "wall_stands": "Il Muro è in piedi",
        "stasi_gone": "Stasi sciolta",
        "marker_protest": "Protesta",
        "legend_ls": cap(T["living_standard"]),
        "legend_protest": f"{cap(T['mass_protest'])} (4ª di una parte = collasso)",
        "legend_imported": f"Tratteggiata: importata, anche con 2 cubi {T['unrest']}",
        "imported_why": f"non dalla {T['unrest']} di questa provincia: resta anche con 2 cubi "
                        f"{T['unrest']} e finisce quando ne finisce una a Berlino Ovest",
        "col_western_currency": "Valuta",
        "col_socialist": cap(T["socialists"]),
        "col_flight": cap(T["flight"]),
        "col_eod": cap(T["end_of_decade"]),
        "prestige_chip": f"{cap(T['prestige'])} {{pos}}",
        "prestige_title": f"Tracciato del {T['prestige']}: l'Est ha il "
                          f"{T['prestige_advantage']} da +1 a +6, l'Ovest da 0 in giù. Chi "
                          "lo ha inizia la decade ed esegue una casella prestigio a fine "
                          "decade",
        "west_side": "Ovest ▲",
        "east_side": "Est ▼",
        "flight_icons": "icone fuga sulle carte giocate",
        "west_most_ls": "TV della provincia dell'Ovest con più TV",
        "red_police": f"carte {T['police_power']} rossa",
        "east_mass_protest": "protesta di massa nell'Est",
        "east_fewest_ls": "TV della provincia dell'Est con meno TV",
        "west_mass_protest": "protesta di massa nell'Ovest",
        "flight_position": "indicatore fuga",
        "flight_dismantle": "l'Est perde punti costruzione",
        "box_executed": "casella eseguita",
        "hamburg_counts": "Hamburg conta per",
        "wc_track": "entrate dal tracciato",
        "wc_worst": "peggiore fabbrica di esportazione dell'Ovest",
        "wc_export": "entrate da esportazione dell'Est",
        "wc_income": "entrate totali",
        "wc_ls": "TV dell'Est da pagare",
        "wc_short": "mancanti (fatiscenti / rimozioni)",
        "hold_limits": "limite TV (fabbrica di esportazione)",
        "hold_lost": "TV persi",
        "internal_got": f"sommossa dalla {T['internal_comparison']}",
        "ew_available": "TV disponibili",
        "ew_hits": "sommossa dagli attacchi",
        "soc_track": "tracciato socialista",
        "soc_change": "socialisti guadagnati / persi",
        "collapse_west": "proteste di massa dell'Ovest",
        "collapse_east": "proteste di massa dell'Est",
        "nothing_happened": "niente da fare",
        "pending": "da venire",
        "running": "ora",
        "about": "Informazioni",
        "attribution": "Mappa: adattata da @svg-maps/germany (CC BY 4.0).",
        "loading": "Caricamento…",
        "max_per_province": "max {n} per provincia",
        "decides_mark": "L'{side} decide dove",
        "choices_made": "scelte",
        "infrastructure": cap(T["infrastructure"]),
        # the board for screen readers (wsdv/ui/board.py, panels.py)
        "board_name": "Tabellone",
        "enlarge_card": "Ingrandisci {card}",
        "line_empty": "{a} – {b}: nessuna infrastruttura",
        "line_built": "{a} – {b}: infrastruttura",
        "line_working": "{a} – {b}: infrastruttura, connessione operativa",
    },
    "prompt_kinds": {
        "card": "scegli una carta",
        "action": "scegli un'azione",
        "build": "costruisci",
        "dismantle": "smantella",
        "remove_unrest": "rimuovi sommossa",
        "add_unrest": "aggiungi sommossa",
        "ls": "piazza TV",
        "ls_icon": "piazza un TV",
        "ls_remove": "rimuovi un TV",
        "transfer": "trasferisci a Berlino Ovest",
        "hamburg": "assegna Hamburg",
        "external": "assegna una fabbrica esterna",
        "icon_order": "ordina le icone dell'evento",
        "event_skip": "carta duplice: salta un elemento",
        "special_cost": "paga la carta speciale",
        "discard": "scarta vecchie carte",
        "police": f"usa le {T['police_power']}",
        "prestige_box": "casella prestigio",
        "prestige_comp": "compensazione prestigio",
        "rundown": "rendi fatiscente una fabbrica",
        "repair": "ripara una fabbrica",
        "wc_remove": "paga il debito in valuta occidentale",
        "attack": T["east_west_comparison"],
        "socialist": "sposta un socialista",
        "lose_socialist": "togli un socialista",
        "sector": "scegli un settore",
        "wb_import": "esporta una protesta di massa",
        "wb_unimport": "termina una protesta importata",
        "move_unrest": "sposta sommossa",
        "reduce_three": "riduci la sommossa a 3",
        "factory_remove": "rimuovi una fabbrica",
        "guillaume": T["guillaume_affair"],
    },
    "sectors": {
        "British": "britannico",
        "French": "francese",
        "US": "USA",
    },
    "guide": {
        "tagline":
            "La Germania divisa, 1945–1989. Un giocatore guida l'Est, l'altro l'Ovest: "
            "costruisci l'economia, alza il tenore di vita e tieni la tua gente lontana "
            "dalle piazze.",
        "continue": "Continua l'ultima partita",
        "rules_button": "Regole",
        "home_title": "Prima schermata: nuova partita, carica, come si gioca",
        "vs_computer": "Gioca contro il computer",
        "vs_computer_note": "Il modo migliore per imparare: il computer gioca l'altra parte.",
        "your_side": "La tua parte",
        "side_west_note": "un'economia forte, ma Berlino Ovest e i suoi protettorati sono "
                          "esposti",
        "side_east_note":
            "forze di polizia e socialisti, ma poca valuta occidentale e gente che fugge a "
            "Ovest",
        "level": "Livello",
        "level_easy": "Facile",
        "level_normal": "Normale",
        "level_hard": "Difficile",
        "start_computer": "Inizia contro il computer",
        "hotseat": "Due giocatori allo stesso schermo",
        "hotseat_note": "Fate i turni a questo dispositivo; le mani restano coperte mentre "
                        "ve lo passate.",
        "load": "Carica un codice di salvataggio",
        "load_note": "Incolla un codice di salvataggio o un link di condivisione.",
        "load_button": "Carica",
        "how_to_play": "Come si gioca",
        "how_note": "Le regole in breve, e ogni icona spiegata.",
        "language": "Lingua",
        "rules_title": "Regole in breve",
        "rules_note":
            "Un riassunto con parole nostre, secondo i numeri di sezione del regolamento. "
            "Dove non è chiaro, decide il regolamento stampato.",
        "contents": "Indice",
        "glossary_title": "Icone",
        "glossary_note": "Le icone gialle agiscono sull'Ovest, quelle rosse (e rosa) "
                         "sull'Est.",
        "icons_events": "Eventi delle carte",
        "icons_tracks": "Frecce e tracciati",
        "icons_board": "Pezzi sul tabellone",
        "close": "Chiudi",
        "section": "§ {n}",
        "rules_link": "Regole § {n}",
        "rules_link_title": "Che cosa dicono le regole su questa decisione",
        "icons_link": "Che cosa significano le icone",
        "game_over": "Partita finita",
        "wins": "Vince l'{side}",
        "when": "nella decade {decade}",
        "why_collapse":
            "L'{loser} aveva 4 o più proteste di massa quando sono state contate a fine "
            "decade: lo stato è collassato.",
        "why_collapse_both":
            "Entrambi gli stati avevano 4 o più proteste di massa a fine decade; quando "
            "collassano entrambi, vince l'Est.",
        "why_national insolvency":
            "L'Est doveva smantellare più economia di quanta gliene restasse durante la fine "
            "decade: insolvenza nazionale.",
        "why_triumph of socialism":
            "All'Est spettava un nuovo socialista mentre tutti i 12 erano già in gioco "
            "(riquadro e mappa): il trionfo del socialismo.",
        "why_socialism fails":
            "Un socialista doveva andarsene ma non ne restava nessuno: fallimento del "
            "socialismo.",
        "why_end of game": "Nessuno ha vinto in quattro decadi: l'Est ha resistito e vince.",
        "figures": "Cifre finali",
        "fig_protests": cap(T["mass_protests"]),
        "fig_economy": "Economia",
        "fig_ls": cap(T["living_standard"]),
        "fig_unrest": cap(T["unrest"]),
        "fig_factories": "Fabbriche (fatiscenti)",
        "fig_socialists": "Socialisti sul tabellone",
        "fig_police": f"Carte {T['police_power']}",
        "fig_prestige": cap(T["prestige"]),
        "fig_prestige_value": "Il vantaggio è dell'{side} ({n})",
        "fig_prestige_even": "pari",
        "fig_wc": f"Tracciato {T['western_currency']}",
        "fig_soc_track": "Tracciato socialista",
        "fig_flight": "Indicatore fuga",
        "fig_wall": T["wall"],
        "fig_wall_up": "in piedi",
        "fig_wall_down": "non in piedi",
        "chart_title": "Le probabilità dell'{side} durante la partita",
        "chart_note": "La stima del computer dopo ogni turno e ogni fase della fine decade.",
        "chart_wait": "Il computer sta rivedendo la partita…",
        "chart_error": "La revisione non è riuscita: {error}",
        "chart_none": "La revisione richiede il giocatore computer, che qui non è attivo.",
        "chart_label": "Probabilità stimata di vittoria dell'{side}, da {first} a {last}",
        "wins_axis": "Vince l'{side}",
        "key_moments": "Momenti chiave",
        "no_moments": "Nessun turno ha cambiato molto le prospettive.",
        "no_moments_close": "Nessun turno ha cambiato molto le prospettive: una partita "
                            "tirata.",
        "moment_turn": "Decade {decade}, turno dell'{side}",
        "moment_eod": "Decade {decade}, fine decade: {phase}",
        "moment_swing": "Probabilità dell'{side} {before} → {after}",
        "why_not": "Non offerto con questa carta:",
        "why_no_unrest": "Rimuovi sommossa: non hai cubi sommossa da rimuovere.",
        "why_unrest_costs":
            "Rimuovi sommossa: con una carta non del tuo colore costa un punto "
            "smantellamento, e non hai niente da smantellare.",
        "why_event_red": "Evento: gli eventi rossi li attiva l'{other}.",
        "why_event_yellow": "Evento: gli eventi gialli li attiva l'{other}.",
        "why_event_dismantle":
            "Evento: ti farebbe smantellare più della tua economia di quanta ne hai.",
        "why_no_build": "Niente punti costruzione qui: la provincia ha una protesta di massa.",
        "replay": "Guarda la replica",
        "new_game": "Nuova partita",
    },
    "saves": {
        "games": "Partite",
        "games_title": "Le tue partite",
        "continue": "Continua",
        "rename": "Rinomina",
        "delete": "Cancella",
        "save": "Salva",
        "cancel": "Annulla",
        "close": "Chiudi",
        "new_game": "Nuova partita",
        "import": "Importa",
        "export": "Esporta",
        "replay": "Replica",
        "no_games": "Ancora nessuna partita salvata.",
        "confirm_delete": "Cancellare “{name}”? Non si può annullare.",
        "damaged": "{n} {n:voce salvata danneggiata non si poteva leggere ed è stata "
                   "saltata|voci salvate danneggiate non si potevano leggere e sono state "
                   "saltate}.",
        "hotseat": "Stesso schermo",
        "vs_computer": "Tu: {side} · computer: {level}",
        "decade": "Decade {d}",
        "wins": "Ha vinto l'{side}",
        "last_played": "giocata l'ultima volta {when}",
        "current": "aperta ora",
        "name": "Nome",
        "mode": "Giocatori",
        "mode_hotseat": "Due giocatori, un dispositivo",
        "mode_computer": "Contro il computer",
        "your_side": "Giochi",
        "level": "Livello del computer",
        "start": "Inizia",
        "game_name": "Partita {n}",
        "level_easy": "facile",
        "level_normal": "normale",
        "level_hard": "difficile",
        "export_title": "Esporta questa partita",
        "export_text":
            "Il codice di salvataggio contiene l'intera partita, mani comprese: tienilo come "
            "copia o per continuare in un altro browser. Per giocare con un amico a "
            "distanza usa invece Via link (barra in alto): chi importa un codice di "
            "salvataggio può aprire entrambe le mani.",
        "save_string": "Codice di salvataggio",
        "share_link": "Link di condivisione",
        "copy": "Copia",
        "copy_link": "Copia il link",
        "copied": "Copiato.",
        "copy_failed": "Qui non si può copiare: seleziona il testo e copialo.",
        "link_note": "La partita viaggia nel #frammento del link, che non viene mai mandato "
                     "a un server.",
        "import_title": "Importa una partita",
        "import_text":
            "Incolla un codice di salvataggio o un link di condivisione. Viene controllato "
            "prima di salvare qualsiasi cosa.",
        "imported_new": "Importata come nuova partita.",
        "imported_updated": "Questa è una posizione successiva di “{name}”: quella partita è "
                            "stata aggiornata.",
        "imported_existing": "Hai già questa partita: “{name}”.",
        "replay_title": "Replica",
        "replay_start": "Inizio",
        "replay_end": "Fine",
        "replay_prev": "Scelta precedente",
        "replay_next": "Scelta successiva",
        "replay_prev_decade": "Decade precedente",
        "replay_next_decade": "Decade successiva",
        "replay_exit": "Torna alla partita",
        "replay_step": "Scelta {n} di {total}",
        "replay_at_start": "L'inizio della partita (preparazione fatta).",
        "replay_choice": "L'{side} ha scelto: {label}",
        "storage_full":
            "La memoria del browser è piena: questa partita è conservata solo in questa "
            "scheda. Esportala per conservarla.",
        "storage_unavailable":
            "La memoria del browser non è disponibile: le partite sono conservate solo in "
            "questa scheda. Esporta una partita per conservarla.",
        "open_failed": "Questa partita non si può aprire: {error}",
        "link_failed": "La partita del link non si può aprire: {error}",
        "imported_name": "Partita importata",
    },
    "advice": {
        "thinking": "L'{side} sta pensando…",
        "computer": "Computer ({level})",
        "starting": "Avvio del giocatore computer (un secondo Python in sottofondo)…",
        "hint": "Suggerimento",
        "hint_title": "Che cosa farebbe il computer",
        "hint_wait": "Sto pensando a un suggerimento per l'{side}…",
        "hint_choice": "Sceglierebbe: {label}",
        "hint_plan": "Piano per questo turno: {plan}",
        "hint_chance":
            "Probabilità stimata di vittoria per l'{side}: {now} ora, {after} subito dopo "
            "questo piano.",
        "hint_answered": "Dopo la migliore risposta dell'{opponent}: {answered}.",
        "hint_other": "Seconda scelta: {plan} ({chance})",
        "hint_eod":
            "Alla prossima fine decade (tra circa {turns} {turns:azione|azioni}) la valutazione "
            "prevede "
            "proteste di massa: Est {east}, Ovest {west} (4 chiudono la partita).",
        "hint_eod_now": "Proteste di massa dopo questo: Est {east}, Ovest {west} (4 chiudono "
                        "la partita).",
        "hint_insolvent": "Lì l'Est non potrebbe pagare quanto deve: insolvenza nazionale.",
        "hint_decided": "Prevede che lì vinca l'{side}.",
        "hint_search":
            "Le cifre sono la valutazione del computer (una proiezione della prossima fine "
            "decade), su una distribuzione delle carte nascoste coerente con ciò che l'{side} "
            "ha visto: il suggerimento non sa più di te.",
        "hint_close": "Chiudi",
        "error": "Il giocatore computer ha avuto un errore: {error}",
        "retry": "Riprova",
        "level_easy": "facile",
        "level_normal": "normale",
        "level_hard": "difficile",
    },
    # the guided first turn and the one-time tips (wsdv/ui/tour_html.py, tour.py)
    "tour": {
        "step_of": "Il tuo primo turno · {n} di {total}",
        "first_turn": "Il tuo primo turno",
        "tip": "Consiglio",
        "next": "Ho capito",
        "skip": "Salta la guida",
        "again": "Mostra di nuovo la guida",
        "again_note": "La guida ti accompagnerà nel prossimo turno, poi alla prima protesta di "
                      "massa e alla prima fine decade.",
        "colour_west": "giallo",
        "colour_east": "rosso",
        "card_title": "Scegli una carta",
        "card_text":
            "A ogni turno giochi una carta per un'azione. Prendila dalle carte del turno o "
            "dalla tua mano: ogni carta che puoi prendere è evidenziata qui sopra; un clic la "
            "prende. Il tuo valore è il numero nel riquadro {colour}.",
        "actions_title": "Le quattro azioni",
        "actions_text":
            "Usa la carta per una di quattro azioni: rimuovere 1 cubo sommossa (gratis con "
            "una carta del tuo colore, altrimenti smantelli 1 punto costruzione); costruire con "
            "il suo valore in punti costruzione; aumentare il tenore di vita (TV) in fino a 3 "
            "province; o attivare il suo evento. Ciò che questa carta non permette non viene "
            "offerto, e la riga sotto dice perché.",
        "build_title": "Costruire",
        "build_text":
            "Ogni punto costruzione mette una fabbrica in una città vuota o un'infrastruttura su "
            "una linea accanto a una fabbrica. I posti che puoi usare sono evidenziati sulla "
            "mappa ed elencati qui. Una linea costruita per intero tra due fabbriche è una "
            "connessione operativa e alza il valore di entrambe. Non si costruisce in una "
            "provincia con una protesta di massa.",
        "map_title": "Scegli sulla mappa",
        "map_text":
            "I posti evidenziati sulla mappa sono le tue scelte: cliccane uno, o usa i pulsanti "
            "qui. In alto c'è scritto cosa resta da fare.",
        "confirm_title": "Conferma chiude il turno",
        "confirm_text":
            "L'ultima scelta di un turno ti aspetta. Conferma chiude il turno e gioca l'altra "
            "parte; Ritira ti lascia scegliere di nuovo.",
        "done_title": "Fatto: tocca all'altra parte",
        "done_text":
            "Ciò che fa ti viene segnato sulla mappa. Il pulsante "
            "Regole spiega la decisione del momento. Tieni ogni provincia sotto 4 cubi "
            "sommossa: 4 fanno una protesta di massa, e uno stato con 4 proteste di massa alla "
            "fine decade collassa.",
        "protest_title": "Una protesta di massa",
        "protest_text":
            "4 cubi sommossa in una provincia fanno una protesta di massa (8 una seconda). "
            "Finché dura, lì non si costruisce; finisce quando la sommossa torna sotto 4 "
            "(rimuovi sommossa, aumenta il TV). Uno stato con 4 o più proteste di massa alla "
            "fine decade collassa e perde.",
        "eod_title": "La fine decade",
        "eod_text":
            "Dopo la seconda metà la decade si conclude in 10 fasi, tra cui fuga, prestigio, "
            "valuta occidentale, il confronto dei tenori di vita e i socialisti. Ogni passo "
            "dice cosa succede e perché; Continua va avanti. Solo alla fine si controlla il "
            "collasso: con 4 o più proteste di massa uno stato cade.",
        "level_easy_who": "Comincia da qui: le tue prime partite.",
        "level_normal_who": "Quando hai vinto contro Facile.",
        "level_hard_who": "Quando Normale non ti mette più alla prova.",
    },
    # the web app manifest (sitebuild/manifest.py writes one per language)
    "manifest": {
        "name": "Wir sind das Volk!",
        "short_name": "WSDV",
        "description": "Il gioco per due sulla Germania divisa, 1945–1989, nel browser.",
    },
}
