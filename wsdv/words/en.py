"""English templates, by message key. `{side}`, `{card}`, `{province}` ... are filled with
the names of the things the message's arguments name (see names.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .names import deltas, place, sector, signed


def _attack(args: dict[str, Any], lang: str) -> str:
    """9.7: who attacks, with how many available LS; the unrest waiting from earlier attacks
    (it lands after all attacks)."""
    text = (f"East West comparison: {place(args['attacker'], lang)} ({args['ls']} available "
            "LS) attacks which province?")
    if args["pending"]:
        text += " Waiting from earlier attacks: " + ", ".join(
            f"{place(p, lang)} +{n}" for p, n in args["pending"])
    return text


def _hold(args: dict[str, Any], lang: str) -> str:
    """A Hamburg option of phase 9.5: what each of its two provinces loses."""
    parts = [f"{place(p, lang)} loses {n} LS" if n else f"{place(p, lang)} keeps its LS"
             for p, n in args["losses"]]
    return f"{place(args['province'], lang)}: " + ", ".join(parts)


TEMPLATES: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "log.changes": "{side} decides",
    # --- a turn: card and action (section 3, 6) ---
    "prompt.card": "{side}: choose a card for your action",
    "opt.card_display": "Display: {card}",
    "opt.card_special": "Special card: {card}",
    "opt.card_hand": "Hand: {card}",
    "log.take_display": "{side} takes card {card} from the display",
    "log.take_special": "{side} takes the special card {card}",
    "log.take_hand": "{side} takes card {card} from the hand",
    "prompt.action": "{side}: what to do with {card}?",
    "opt.unrest_free": "Remove 1 unrest counter",
    "opt.unrest_dismantle": "Remove 1 unrest counter (and dismantle 1 build point)",
    "opt.build": "Build with {value} build {value:point|points}",
    "opt.ls": "Increase living standard (card value {value})",
    "opt.event": "Trigger the card event",
    "log.action_unrest": "{side} removes 1 unrest with {card}",
    "log.action_build": "{side} builds with {card} ({value})",
    "log.action_ls": "{side} increases living standard with {card} ({value})",
    "log.action_event": "{side} triggers the event of {card}",
    # --- 6.3 living standard, 10.2 West Berlin, 10.3 Hamburg, 10.5 external factories ---
    "prompt.hamburg_action": "Hamburg counts for which province in this action?",
    "opt.hamburg_action": "{province} (then {province} can take an LS with {need} of the "
                          "card value)",
    "prompt.external": "The external factory {city_name} adds its value to which province in "
                       "this action?",
    "opt.province": "{province}",
    "opt.ls_in": "LS in {province}",
    "opt.ls_uses": "LS in {province} (uses {need} of the card value)",
    "opt.ls_done": "Place no more LS",
    "prompt.ls": "{side}: place LS ({placed} of 3 placed, {budget} card value left)",
    "log.ls_placed": "{side} places 1 LS in {province}",
    "prompt.transfer": "Transfer an LS to West Berlin? (LS placed in {provinces})",
    "opt.transfer": "Transfer the LS from {supplier} to West Berlin ({sector})",
    "opt.no_transfer": "No transfer to West Berlin",
    "opt.transfer_idle": "Transfer the LS from {supplier} to West Berlin ({sector}): it "
                         "removes no unrest then (West Berlin has none)",
    "opt.no_transfer_calms": "No transfer: the LS placed remove unrest in {provinces}",
    "log.transfer": "West transfers the LS from {supplier} to West Berlin ({sector})",
    "log.ls_unrest": "The new LS removes 1 unrest in {province}",
    # --- the sequence of play (section 3) ---
    "log.decade_start": "Decade {decade} begins; special card {special} is displayed",
    "log.set_aside": "The {n} undrawn {n:card|cards} of the deck {n:is|are} put aside unseen",
    "prompt.discard": "{side}: discard cards from earlier decades before filling your hand to 2",
    "prompt.discard_three": "{side}: discard cards from earlier decades before filling your "
                            "hand to 2 (3 cards: at least 1 must go)",
    "opt.discard": "Discard {card}",
    "opt.keep": "Keep these cards",
    "log.discard_old": "{side} discards {card} from the hand",
    "log.draw": "{side} draws {n} {n:card|cards} into the hand",
    "log.display": "Card display: {cards}",
    "log.half_start": "Half decade {decade}.{half} begins; {starter} starts",
    "prompt.special_cost": "The special card's price: discard a hand card or let West draw a "
                           "card",
    "opt.west_draws": "West draws the top card of the deck",
    "log.west_draws": "West draws the top card of the deck into the hand",
    "log.east_discards": "East discards {card}",
    # --- build points, dismantling, unrest (5.1, 5.2, section 4) ---
    "prompt.build": "{side} builds: {n} build {n:point|points} left",
    "opt.factory": "Factory in {city}",
    "opt.infra": "Infrastructure on the {line}",
    "opt.build_done": "Stop building",
    "log.build_factory": "{side} builds a factory in {city}",
    "log.build_infra": "{side} builds infrastructure on the {line}",
    "log.build_lost": "{side} has no site to build on: {n} build {n:point|points} lost",
    "prompt.dismantle": "Dismantle {side}'s economy: {n} {n:point|points} left",
    "prompt.dismantle_turns": "Dismantle {side}'s economy: {n} {n:point|points} left, "
                              "taken in turn: {by} takes this one, {starter} the next",
    "opt.remove_factory": "Remove the factory in {city} (value {value})",
    "opt.remove_infra": "Remove infrastructure on the {line}",
    "log.dismantle_factory": "{by} dismantles the factory in {city}",
    "log.dismantle_infra": "{by} dismantles infrastructure on the {line}",
    "log.nothing_to_dismantle": "{side} has nothing left to dismantle",
    "log.insolvent_dismantle": "East cannot pay a dismantling point: national insolvency. West "
                               "wins.",
    "prompt.remove_unrest": "Remove 1 unrest counter from one of {side}'s provinces ({n} left)",
    "prompt.add_unrest": "Put 1 unrest counter into one of {side}'s provinces ({n} left)",
    "opt.unrest_in": "{province} ({unrest} unrest)",
    "opt.unrest_in_protest": "{province} ({unrest} unrest): one more makes a mass protest "
                             "({side} then {total} of 4)",
    "opt.unrest_in_calm": "{province} ({unrest} unrest): ends a mass protest",
    "opt.unrest_in_socialist": "{province} ({unrest} unrest): one more would make a mass "
                               "protest, but a socialist from the holding box moves in at "
                               "once and removes 1 unrest (section 7): no mass protest",
    "log.unrest_removed": "Unrest in {province} falls by 1",
    "log.unrest_added": "Unrest in {province} rises by 1",
    # --- West Berlin's mass protests (10.2), socialists (7), police power (8) ---
    "prompt.wb_import": "A mass protest in West Berlin spreads: choose the supplier province "
                        "that receives a mass protest marker",
    "log.wb_import": "West Berlin's mass protest spreads to {supplier}",
    "prompt.wb_unimport": "A mass protest in West Berlin ends: choose the supplier whose "
                          "imported mass protest marker is removed",
    "log.wb_unimport": "The mass protest imported from West Berlin leaves {supplier}",
    "prompt.socialist": "Move a socialist from the holding box into a province with a mass "
                        "protest",
    "log.socialist_moves": "A socialist moves to {province} and removes 1 unrest",
    "log.police_used": "East uses police power card {card}: 1 unrest removed in {province}",
    "opt.police": "Police power: remove 1 unrest in {province}",
    "prompt.police": "Use police power before the action ends?",
    "opt.end_action": "End the action",
    # --- tracks (6.4 arrows, "Non-executable arrows") ---
    "log.track_moved": "The {track} marker moves {n} toward {toward}: now at {pos}",
    "log.track_blocked": "The {track} marker cannot move further: compensation",
    "prompt.prestige_comp": "{side}: the prestige marker is at the end of its track; remove 1 "
                            "own unrest or put 1 into an opponent's province",
    "opt.comp_remove": "Remove 1 unrest in {province}",
    "opt.comp_add": "Put 1 unrest into {province}",
    # --- icons without arrows (6.4) and prestige boxes (9.2) ---
    "prompt.icon_order": "Which icon next?",
    "opt.group": "{group}",
    "prompt.ls_icon": "Put 1 LS into one of {side}'s provinces",
    "prompt.ls_icon_keep": "Put 1 LS into one of {side}'s provinces (its unrest stays)",
    "opt.ls_sector": "LS in West Berlin ({sector})",
    "log.ls_icon": "The LS in {province} rises by 1",
    "log.ls_icon_unrest": "The LS removes 1 unrest in {province}",
    "prompt.ls_remove": "Remove 1 LS from one of {side}'s provinces",
    "opt.ls_remove": "Remove 1 LS in {province} ({ls})",
    "opt.ls_remove_sector": "Remove 1 LS in West Berlin ({sector})",
    "log.ls_removed": "The LS in {province} falls by 1",
    "prompt.rundown": "Choose an East factory that becomes rundown",
    "opt.city_value": "{city} (value {value})",
    "opt.city": "{city}",
    "opt.line": "{line}",
    "log.rundown": "The factory in {city} becomes rundown",
    "prompt.rundown_infra": "No East factory can run down: remove 1 infrastructure instead",
    "log.rundown_infra": "An East infrastructure ({line}) is removed instead of a rundown",
    "prompt.repair": "Choose a rundown East factory to repair",
    "log.repair": "The factory in {city} is repaired",
    # --- card events (6.4) ---
    "prompt.event_skip": "Dual card {card}: you may ignore 1 arrow or 1 icon without arrows",
    "opt.skip_none": "Execute the whole event",
    "opt.skip_arrow": "Ignore 1 arrow: {group}",
    "opt.skip_icon": "Ignore 1 icon: {group}",
    "log.skip_icon": "{side} ignores 1 icon of the event",
    "log.skip_arrow": "{side} ignores 1 {track} arrow",
    "log.police_void": "The police power icon has no effect after the Stasi disbandment",
    "log.police_red": "East collects card {card} as a red police power card",
    "log.police_pink": "East collects card {card} as a pink police power card",
    "log.wall_built": "The Berlin Wall is built: no more Flight from the Republic",
    "log.wall_open": "The Wall is reopened: Flight from the Republic hits East again",
    "prompt.move_unrest": "Move 1 {side} unrest counter ({n} left)",
    "opt.move": "{source} → {dest}",
    "log.unrest_moved": "One unrest moves from {source} to {dest}",
    "prompt.reduce_three": "Reduce the unrest of a province with a mass protest down to 3",
    "log.reduced_three": "Unrest in {province} reduced to 3 ({n} removed)",
    "prompt.factory_remove": "Remove which factory with all its infrastructure?",
    "log.factory_removed": "The factory in {city_name} and all its infrastructure are removed "
                           "for good",
    "log.stasi": "Stasi disbandment: the police power cards are discarded; {n} unrest "
                 "{n:counter|counters} from them {n:returns|return}",
    "prompt.guillaume_look": "Guillaume affair: examine what?",
    "opt.look_hand": "West's hand ({n} cards)",
    "opt.look_deck": "The top 2 cards of the deck ({n})",
    "log.guillaume_look": "East examines {look}",
    "log.guillaume_seen": "East sees: {cards}",
    "prompt.guillaume_hand": "Guillaume affair: exchange one of your cards for a seen one or "
                             "change nothing",
    "prompt.guillaume_deck": "Guillaume affair: exchange one of your cards for a seen one, "
                             "remove one of them from the game or change nothing",
    "opt.swap": "Give {mine}, take {theirs}",
    "opt.remove_card": "Remove {card} from the game",
    "opt.change_nothing": "Change nothing",
    "log.guillaume_swap": "East exchanges one of its cards",
    "log.guillaume_gives": "East gives {mine} and takes {theirs}",
    "log.guillaume_remove": "East removes one of the two top deck cards from the game",
    "log.guillaume_removes": "East removes {card}",
    # --- End of Decade (section 9) ---
    "log.eod_phase": "End of Decade {decade}, phase {n}: {phase}",
    "log.wall_costs": "Costs of the Wall: prestige 1 toward West, East dismantles 1",
    "log.flight": ("Flight from the Republic: marker at {pos}, "
                   "East loses {n} build {n:point|points}"),
    "prompt.prestige_box": "{side}: choose the prestige box to execute",
    "opt.box": "{box}",
    "log.prestige_box": "{side} executes prestige {box}",
    "prompt.hamburg_phase": "Hamburg counts for which province in this phase?",
    "opt.hamburg_wc": "{province}: East export income {n}",
    "opt.hamburg_hold": _hold,
    "log.wc": "Western currency: income {income} (track {track_pos}, export {export}), {ls} "
              "LS to pay: {short} short",
    "prompt.wc_rundown": "Western currency short ({n} left): choose an East factory that "
                         "becomes rundown",
    "log.wc_rundown": "{by} runs down the factory in {city}",
    "prompt.wc_remove": "Western currency short ({n} left), no factory can run down: remove "
                        "East infrastructure or Rheinsberg",
    "opt.remove_rheinsberg": "Remove the Rheinsberg factory",
    "log.wc_remove_factory": "{by} removes the factory in {city}",
    "log.wc_remove_infra": "{by} removes the infrastructure on the {line}",
    "log.insolvent_wc": "East cannot pay its Western currency debt: national insolvency. West "
                        "wins.",
    "log.pay_police": "East pays for {n} police power {n:card|cards}",
    "log.hold_lost": "{province} cannot hold its LS: {n} removed",
    "prompt.wb_hold": "West Berlin cannot hold its LS ({n} to remove): choose a sector",
    "opt.sector_ls": "{sector} ({ls} LS)",
    "log.wb_hold_lost": "West Berlin loses 1 LS in the {sector}",
    "log.internal": "Internal comparison: {province} receives {n} unrest",
    "prompt.attack": _attack,
    "opt.attack": "{province} ({ls} LS): +{n} unrest",
    "log.attack": "{attacker} attacks {province}: {n} unrest",
    "log.triumph": "All 12 socialists are on the board: triumph of socialism. East wins.",
    "log.socialists_gained": "East receives {n} {n:socialist|socialists}",
    "log.socialists_lost_box": "East loses {n} {n:socialist|socialists} from the holding box",
    "log.socialism_fails": "A socialist must leave but none is on the board: socialism fails. "
                           "West wins.",
    "prompt.lose_socialist": "Remove a socialist from an East province (it returns 1 unrest)",
    "log.socialist_leaves": "A socialist leaves {province}: 1 unrest returns",
    "log.protest_count": "Mass protests: West {west}, East {east} (4 collapse a side)",
    "log.goes_on": "Neither side has 4 mass protests: the game goes on to decade {decade}.",
    "log.west_collapses": "West collapses. East wins.",
    "log.both_collapse": "West and East both collapse: East wins.",
    "log.east_collapses": "East collapses. West wins.",
    "log.game_over": "Four decades are over and no state collapsed. East wins.",
}


def _changes(label: str, namer: Callable[[Any, str], str] = place
             ) -> Callable[[dict[str, Any], str], str]:
    """A recap line: a label and the changes per place ("Unrest: Sachsen +1, Thüringen −1")."""
    return lambda args, lang: label + deltas(args["deltas"], lang, namer)


# What the other side's turn changed (the UI's "what just happened", from change records).
RECAP: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "recap.title": "What {side} did",
    "recap.title_public": "What {side} did (public information)",
    "recap.eod_title": "End of Decade {decade}: results",
    "recap.headline": "{side} moved: {n} {n:change|changes}, marked on the map",
    "recap.protests_new": _changes("New mass protest: "),
    "recap.protests_end": _changes("Mass protest ended: "),
    "recap.unrest": _changes("Unrest: "),
    "recap.ls": _changes("Living standard: "),
    "recap.sectors": _changes("West Berlin LS: ", sector),
    "recap.socialists": _changes("Socialists on the map: "),
    "recap.socialist_box": lambda a, lang: f"Socialists in the holding box: {signed(a['n'])}",
    "recap.factories_built": "Factory built: {cities}",
    "recap.factories_removed": "Factory removed: {cities}",
    "recap.factories_rundown": "Factory run down: {cities}",
    "recap.factories_repaired": "Factory repaired: {cities}",
    "recap.infra_built": "Infrastructure built: {lines}",
    "recap.infra_removed": "Infrastructure removed: {lines}",
    "recap.track": "The {track} marker moved {n} toward {toward}: now at {pos}",
    "recap.flight": lambda a, lang: (f"Flight from the Republic: {signed(a['n'])}, "
                                     f"now at {a['pos']}"),
    "recap.wall_built": "The Berlin Wall now stands",
    "recap.wall_open": "The Wall is open",
    "recap.stasi": "The Stasi is disbanded",
    "recap.played": "Card played: {cards}",
    "recap.display_in": "New on the display: {cards}",
    "recap.discarded": "Discarded: {cards}",
    "recap.police": "Police power card: {cards}",
    "recap.nothing": "Nothing on the board changed",
    "recap.to_map": "Show the map",
    "recap.more": "… and {n} more log {n:line|lines}",
}
TEMPLATES.update(RECAP)

from .stakes import EN as STAKES  # noqa: E402

TEMPLATES.update(STAKES)

# The page's own notices: URL parameters, other tabs, a full storage, damaged entries, updates.
PAGE: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "page.bad_seed": "The address's seed “{value}” was ignored: a seed is a whole number "
                     "from 0 to {top}. A random game was started.",
    "page.bad_aipace": "The address's computer pace “{value}” was ignored: it is a whole "
                       "number of milliseconds from 0 to {top}. The usual pace is used.",
    "page.bad_lang": "The address's language “{value}” was ignored: the languages are en, "
                     "de, it and pl.",
    "page.followed": "This game was played on in another tab: this tab now shows its latest "
                     "position (choice {n}).",
    "page.forked": "This game was also played in another tab, differently: your moves here "
                   "are kept as a separate game, “{name}”. Nothing was lost.",
    "page.fork_name": "{name} (second tab)",
    "page.also_open": "This game is also open in another tab: moves made there show up here.",
    "page.full_detail": "The browser's storage is full. Stored: this game up to choice "
                        "{stored}, and your other games. Kept only in this tab: choices "
                        "{first} to {now} (a reload keeps them, closing the tab loses them). "
                        "Export this game, or delete old games to make room.",
    "page.full_none": "The browser's storage is full. This game ({now} choices) is kept only "
                      "in this tab (a reload keeps it, closing the tab loses it); your other "
                      "games stay stored. Export this game, or delete old games to make room.",
    "page.restored": "This game was restored from this tab after the reload, with all {n} "
                     "choices (the browser's storage had been full).",
    "page.damaged_export": "Show damaged entries",
    "page.damaged_delete": "Delete damaged entries",
    "page.damaged_title": "Damaged entries",
    "page.damaged_text": "These stored entries could not be read as games and were set aside. "
                         "Copy them to keep them (they are raw text), or delete them.",
    "page.damaged_deleted": "{n} damaged entries deleted.",
    "page.update_ready": "A new version of the game is ready.",
    "page.update_switch": "Switch now",
    "page.update_wait": "It switches when the computer has finished its move.",
    "page.worker_build": "The computer player was loaded from another version of the game "
                         "(the site was updated meanwhile). Reload the page to use one version.",
}
TEMPLATES.update(PAGE)
# --- the computer's levels, one line each (wsdv/ai; the first screen shows them) ---
TEMPLATES.update({
    "level.easy.desc": "Plays the move that looks best right now, without thinking "
                       "ahead. For beginners.",
    "level.normal.desc": "Weighs each move against your best replies and its own next "
                         "move. A fair game if you know the rules.",
    "level.hard.desc": "Searches deeper, over several guesses at the hidden cards, for "
                       "a few seconds a move. A challenge.",
})
# Play a friend by link (wsdv/fair): why a message is refused, what the final check found
FAIR: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "fair.not_message": "This is not a message of a game played by link.",
    "fair.not_invite": "This is not an invitation to a game: open it in the game it belongs to.",
    "fair.damaged": "This message is damaged (it does not unpack): ask for it again.",
    "fair.other_game": "This message belongs to another game.",
    "fair.own_message": "This is your own message: send it to the other player.",
    "fair.replayed": "Message {n} was received before: this is a repeat (the game waits for "
                     "message {expected}).",
    "fair.missing": "A message is missing: this is message {n}, the game waits for message "
                    "{expected}.",
    "fair.forked": "This message does not continue the game as you know it: an earlier "
                   "message or choice was changed.",
    "fair.seal": "This message was changed after it was sealed.",
    "fair.out_of_turn": "It is your turn: finish it before opening the other player's message.",
    "fair.count": "This message starts after choice {n}, but the game stands at choice "
                  "{expected}.",
    "fair.bad_deck": "The encrypted deck of decade {decade} in this message comes without a "
                     "valid shuffle proof: refused.",
    "fair.bad_key": "The message gives a share for card slot {slot} before its deck is "
                    "complete.",
    "fair.changed_key": "The message changes the share it gave before for card slot {slot}.",
    "fair.wrong_share": "The share for card slot {slot} is not proved to be the sender's, or "
                        "does not open it to a card of decade {decade}: refused.",
    "fair.duplicate": "The shares open card slot {slot} to {card}, which is already elsewhere: "
                      "a false deck.",
    "fair.illegal": "Choice {n} of the message ({choice}) is not a legal move here.",
    "fair.wrong_side": "Choice {n} of the message is a decision of your side.",
    "fair.missing_keys": "The message lacks the shares for {n} cards you may see.",
    "fair.bad_secret": "The revealed secret in this message is not valid.",
    "fair.not_your_turn": "It is not your turn.",
    "fair.no_undo": "Nothing to take back.",
    "fair.bad_store": "The stored game is damaged or was changed.",
    "fair.no_secret": "This message ends the game but does not reveal the sender's secret, so "
                      "the final check cannot run: ask for the message with the secret.",
    "fair.finished": "This game is over and was checked: no further message is accepted.",
    "fair.rejected": "This message cannot be applied to the game: refused.",
    "fair.bad_reveal": "The secret revealed in this message is not the one its sender "
                       "committed to at the start: refused, nothing was changed.",
    "fair.reused": "This is another message {n} than the one received before: refused (the "
                   "game waits for message {expected}).",
    "fair.cut": "This message is incomplete (it was cut on the way): ask your friend to send "
                "it again, or as a file.",
    "fair.old_version": "This was made by an older version of play by link: start a new "
                        "game.",
    "fair.v_shuffle": "The other player's shuffle of decade {decade} does not match its "
                      "secret.",
    "fair.v_key": "The other player gave a false share for card slot {slot}.",
    "fair.v_deck": "The deck of decade {decade} is not a complete deck.",
    "fair.v_replay": "With every card known, choice {n} ({choice}) was not legal.",
    "fair.v_result": "With every card known, the game ends differently.",
}
TEMPLATES.update(FAIR)

# The page's "play a friend by link" mode (wsdv/ui/remote.py)
REMOTE: dict[str, str | Callable[[dict[str, Any], str], str]] = {
    "remote.button": "By link",
    "remote.title": "Play a friend by link",
    "remote.first_note": "Each of you in your own browser: after every turn you send your "
                         "friend a link, and the hands stay hidden.",
    "remote.intro": "Each of you plays in your own browser. Hands stay really hidden: both "
                    "browsers shuffle and encrypt the cards, every shuffle and every card "
                    "shown comes with a proof that it is right, and a card opens only when "
                    "the rules show it. After your turn, send the message to your friend (any "
                    "messenger); your friend opens it here, plays, and sends one back.",
    "remote.new": "New game by link, playing {side}",
    "remote.games": "Games by link",
    "remote.none": "No games by link yet.",
    "remote.row": "{name}: you play {side}. {status}",
    "remote.your_turn": "Your turn.",
    "remote.send": "Send your message, then wait for the answer.",
    "remote.waiting": "Waiting for your friend's message.",
    "remote.over": "Game over.",
    "remote.unchecked": "Game over, not yet checked: the check runs when both secrets are "
                        "revealed.",
    "remote.open": "Open",
    "remote.paste": "Paste your friend's message or link",
    "remote.receive": "Open the message",
    "remote.to_send": "Send this message to your friend:",
    "remote.send_back": "Your friend waits for this answer (it opens the cards the rules "
                        "show): send it back now.",
    "remote.invite": "Invitation: send it to your friend, who opens it on this page.",
    "remote.link": "Link to share",
    "remote.copy": "Copy",
    "remote.tab_turn": "● Your move",
    "remote.long": "This link is {n} characters long. Some messengers cut messages longer "
                   "than 4,096 characters (Telegram; SMS cannot carry it): if your friend's "
                   "page says it is incomplete, send it as a file.",
    "remote.save_file": "Send as a file",
    "remote.open_file": "Or open a message file (you can also drop it on the page)",
    "remote.file_too_big": "This file is too large to be a message of this game: it was not "
                           "read.",
    "remote.file_unreadable": "This file cannot be read.",
    "remote.copy_link": "Copy the link",
    "remote.share": "Share…",
    "remote.share_title": "Wir sind das Volk!: your move",
    "remote.copied": "Copied.",
    "remote.copy_failed": "Copying failed: select the text and copy it.",
    "remote.close": "Close",
    "remote.backup": "Backup of this game (your secret: keep it private until the game ends)",
    "remote.restore": "Restore a backup",
    "remote.backup_file": "Save the backup as a file",
    "remote.backup_why": "Keep it to go on after a lost browser or storage. It holds your "
                         "secret key: whoever has it can read your hand, so do not send it to "
                         "your friend before the game is over.",
    "remote.bad_backup": "This is not a backup of a game by link.",
    "remote.opened": "Message opened ({ms} ms).",
    "remote.verified": "Both secrets are revealed: the whole game was checked and is fair.",
    "remote.cheated": "Both secrets are revealed: the check found problems:",
    "remote.status_line": "By link, you play {side}. {status}",
    "remote.hidden_wait": "Some cards are still hidden: they open with your friend's next "
                          "message.",
    "remote.fingerprint": "Key fingerprint: {fp}",
    "remote.fingerprint_hint": "Compare this number with your friend's over another channel "
                               "(phone, chat): if they differ, someone changed your messages "
                               "on the way.",
    "remote.fingerprint_wait": "The key fingerprint shows once your friend has accepted the "
                               "invitation.",
    "remote.broken": "Game over: the check found that your friend broke the game.",
    "remote.broken_by": "The check failed: your friend's side ({side}) broke the game. What "
                        "broke:",
    "remote.unreadable": "This message cannot be read: nothing was changed. Ask your friend "
                         "to send it again.",
    "remote.too_long": "This text is far too long to be a message or a backup: nothing was "
                       "changed.",
    "remote.bad_id": "This message names no valid game: nothing was changed.",
    "remote.full": "The browser's storage is full: this game by link is kept only in this tab "
                   "(a reload of this tab keeps it). Copy its backup on the By link screen to "
                   "keep it.",
    "remote.unavailable": "The browser's storage is unavailable: this game by link is kept "
                          "only in this tab. Copy its backup on the By link screen to keep it.",
    "remote.too_large": "This game by link has grown too large to store: it is kept only in "
                        "this tab. Copy its backup on the By link screen to keep it.",
    "remote.followed": "This game by link was played on in another tab: this tab now shows "
                       "the stored game ({n} messages).",
    "remote.moved": "This game by link moved on in another tab: this tab now shows the stored "
                    "game ({n} messages); your last step here was not stored.",
    "remote.read_only": "This game by link changed in another tab and cannot be shown here: "
                        "reload the page. Nothing was stored from this tab.",
    "remote.damaged_game": "This stored game by link is damaged: it was set aside, not "
                           "deleted (Games, damaged entries).",
    "remote.damaged_listed": "{n} damaged {n:game|games} by link set aside, not deleted: see "
                             "Games, damaged entries.",
    "remote.restored": "This game by link was restored from this tab after the reload "
                       "({n} messages).",
    "remote.backup_older": "This game is already stored here with as many messages or more: "
                           "the stored game is opened.",
    "remote.top_waiting": "Waiting for your friend",
    "remote.ended": "Game over: {side} wins.",
    "remote.check_wait": "Not yet checked: the check runs when both secrets are revealed.",
    "remote.memory_only": "The browser's storage cannot keep this game by link: it is only in "
                          "this page's memory. A reload or closing the page loses it, and "
                          "your secret with it. Save the backup now:",
    "remote.leave": "This game by link is only in this page's memory: leaving loses it.",
    "remote.session_damaged": "A damaged copy of a game by link kept in this tab was set "
                              "aside, not used (Games, damaged entries); the stored game "
                              "stays as it was.",
    "remote.listed": "By link",
    "remote.list_turn": "by link · your turn",
    "remote.list_wait": "by link · waiting for your friend",
    "remote.list_over": "by link · game over",
    "remote.too_long_box": "This text is far too long ({n} characters, at most {max}): it was "
                           "not read and nothing was changed.",
}
TEMPLATES.update(REMOTE)
