"""The rules reference in English: a short summary in our own words (never the rulebook's
text), by the rulebook's section numbers. Each section: (number, title, paragraphs); a
paragraph that starts with "- " is a list item. wsdv/words/rules.py puts the languages
together."""

from __future__ import annotations

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("1", "The game in brief", (
        "Two players, East and West, lead the two German states from 1945 to 1989. Cards "
        "give actions: build up the economy, raise the living standard (LS), calm unrest, "
        "or trigger the card's historical event.",
        "Gaps in living standard cause unrest: inside a state (its own provinces compared) "
        "and across the border (East against West). Four unrest counters in a province make "
        "a mass protest. A state with 4 or more mass protests when the decade ends "
        "collapses and loses.",
        "West has 8 provinces, East 6. \"West Germany\" means every West province except "
        "West Berlin. Hamburg is a city, not a province (10.3). East Berlin's factory stands "
        "on the Berlin city of the main map, but belongs to the East Berlin province (10.1).",
        "Red cards mostly help East, yellow cards West; dual cards (red and yellow) help "
        "either. Each decade has one special card that only East may take.",
    )),
    ("2", "Set-up", (
        "Each of the three West Berlin suppliers (Nordrhein-Westfalen, Rheinland-Pfalz, "
        "Baden-Württemberg) starts with 2 unrest, every other province with 3. One socialist "
        "waits in the holding box.",
        "West starts with factories in Hamburg and Dortmund, East in Berlin and Bitterfeld. "
        "All track markers start at 0. West holds the prestige advantage and starts.",
    )),
    ("3", "Sequence of play", (
        "The game lasts up to 4 decades. Each decade has two half decades and then the End "
        "of Decade (section 9), the only time a winner is checked (except 9.9).",
        "- At the start of a decade: the decade's special card goes into the display; both "
        "players fill their hands to 2 cards. From decade II on, old cards may first be "
        "discarded; a player with 3 cards must discard at least one.",
        "- Each half decade: 7 new cards are laid out. Players alternate, each taking one "
        "card from the display or the hand and doing one action with it (section 6).",
        "- The player with the prestige advantage starts the first half; the player who did "
        "not act last starts the second.",
        "- A half decade ends when the last normal card of the display is taken. A special "
        "card left in the display stays there for the second half.",
        "When East takes the special card, it pays: it discards a hand card, or West draws "
        "the top card of the deck into its hand.",
        "Played cards are kept face up in a row; their flight icons count in 9.1. A card "
        "whose police power icon was carried out goes to East instead (section 8).",
    )),
    ("4", "Mass protests", (
        "A province with 4 unrest counters gets a mass protest marker; with 8 a second, with "
        "12 a third, and so on. When its unrest falls below 4 (8, 12 ...) again, one marker "
        "goes.",
        "No build points may be used in a province with a mass protest. Four mass protests "
        "at the check of 9.10 collapse a state.",
    )),
    ("5", "Economy", (
        "A province's economy is the sum of its factories' values. It decides how much LS "
        "a province can hold (6.3, 9.5); the strongest factory of a province is its export "
        "factory (9.3, 9.5).",
    )),
    ("5.1", "Building factories and infrastructure", (
        "Each build point builds one factory on an empty city, or one infrastructure on an "
        "empty line of a connection that has a factory at one end or both.",
        "When every line between two factories is built, the connection works. A factory is "
        "worth 1 plus 1 for each working connection.",
        "A city's connections belong to the city's province, also when they lead into a "
        "neighbouring province. No build points may be spent in a province with a mass "
        "protest, nor outside the provinces a card names.",
    )),
    ("5.2", "Dismantling", (
        "Each dismantling point removes one factory or one infrastructure of the side hit. A "
        "factory can only go once none of its lines carries infrastructure. Breaking a "
        "working connection lowers both factories' values by 1.",
        "Factories in the ČSSR and Polska are only ever removed by an event.",
    )),
    ("5.3", "Rundown East factories", (
        "Only East factories run down (for example when Western currency is short, 9.3). A "
        "rundown factory counts 0 plus its working connections, one less than before. It "
        "stays on the board and is never dismantled (Rheinsberg is the exception, 10.4). A "
        "repair icon makes it a normal factory again.",
    )),
    ("6", "Actions", (
        "A normal card allows exactly one of four actions: remove an unrest counter (6.1), "
        "build (6.2), raise living standard (6.3) or trigger its event (6.4). A special card "
        "only allows its event, and only East takes it.",
        "Cards with two values give the yellow number to West and the red one to East.",
    )),
    ("6.1", "Remove 1 unrest", (
        "Remove one of your own unrest counters. It is free with a card of your colour (red "
        "for East, yellow for West). With a dual card or one of the other colour you must "
        "also dismantle 1 point of your own economy (5.2); without anything to dismantle, "
        "such a card cannot be used for this.",
    )),
    ("6.2", "Build", (
        "You get as many build points as your value on the card and spend them as in 5.1, "
        "never in a province with a mass protest.",
    )),
    ("6.3", "Raise living standard", (
        "Place up to 3 LS, each in a different province of yours. A province takes its first "
        "LS at an economy of 3, its second at 6, its third at 9, and so on.",
        "The card's value may make up what a province lacks, at most 2 points per province, "
        "split among provinces as you like.",
        "Every LS placed removes one unrest from its province. West may pass one new LS of a "
        "supplier on to West Berlin (10.2). Hamburg and external factories may add their "
        "value to one province (10.3, 10.5).",
    )),
    ("6.4", "Events", (
        "East may trigger red and dual events, West yellow and dual ones. An event is a row "
        "of icons; yellow icons without arrows affect West, red and pink ones East. Arrows "
        "move a track marker toward the side of the arrow's colour.",
        "A red or yellow event is carried out whole. With a dual card one arrow or one icon "
        "without arrows may be left out. Places and limits written under an icon always "
        "apply to the icons just above them.",
        "The player who triggers decides the order and where icons act, except for icons "
        "with a coat of arms: there the side of the arms decides.",
        "An arrow that would push a marker off its track turns into a bonus: for a red arrow "
        "East removes one unrest, for a yellow arrow West adds one unrest to an East "
        "province; a prestige arrow lets the side it favours do either.",
        "Icons that cannot act are skipped, but an event that would make you dismantle more "
        "of your own economy than you have may not be triggered.",
    )),
    ("7", "Socialists", (
        "Whenever an East province has a mass protest, socialists march in from the holding "
        "box, one at a time, each removing one unrest, until the protests end or the box is "
        "empty. East picks the order when several provinces are hit.",
        "This happens right after every action and in the socialists phase (9.9), not in "
        "other End of Decade phases. Socialists stay in their province until 9.9 takes them "
        "away.",
    )),
    ("8", "Police power", (
        "Whenever a police power icon is carried out, East keeps that card. Red police cards "
        "add to the flight (9.1); pink ones do not.",
        "Once per decade each kept card removes one East unrest: during one of East's "
        "actions (besides the action), or in phase 9.8. Each kept card costs East one "
        "dismantling point in 9.4.",
    )),
    ("9", "End of Decade", (
        "After the second half decade, ten phases run in order, 9.1 to 9.10. If East must "
        "dismantle more of its economy than it has at any point of them, East loses at once "
        "(national insolvency).",
    )),
    ("9.1", "Flight from the Republic / the Wall", (
        "Once the Wall is built, East instead pays its upkeep: prestige moves 1 toward West "
        "and East dismantles 1 point.",
        "Without the Wall the flight marker moves up 1 per flight icon among this decade's "
        "played cards, 1 per LS of the richest West province (most LS, West Berlin "
        "included), 1 per red police card East holds, and 1 if any East province has a mass "
        "protest. It moves down 1 per LS of the poorest East province (fewest LS), and 1 if "
        "any West province has a mass protest. The track runs from 0 to 20.",
        "East loses half as many dismantling points as the marker shows, rounded down; the "
        "holder of the prestige advantage picks the first, then the players alternate. Then "
        "the marker returns to 0 and the played cards are cleared.",
    )),
    ("9.2", "Prestige", (
        "The holder of the prestige advantage carries out the box under the prestige marker, "
        "or any box of lower value, and chooses where.",
    )),
    ("9.3", "Western currency", (
        "Only East needs Western currency: 1 for each LS it has. Income is the track's value "
        "(possibly negative) plus 1 for each East export factory at least as strong as the "
        "weakest West export factory (every East export factory counts if a province of West "
        "Germany has no factory at all; ČSSR and Polska never count).",
        "For each unit short, one East factory runs down (players alternate, the prestige "
        "holder first); when none is left to run down, infrastructure (or Rheinsberg) is "
        "removed instead. A negative income adds to the shortfall.",
    )),
    ("9.4", "Pay for police power", (
        "East dismantles 1 point of its own choice for each police power card it holds.",
    )),
    ("9.5", "Hold your living standard", (
        "No province may keep more LS than its export factory's value; extra LS are "
        "removed. West Berlin may keep no more than the weakest export factory among the "
        "suppliers that have ever sent it LS (no limit while none has; West picks the "
        "sectors). ČSSR and Polska factories never hold LS.",
    )),
    ("9.6", "Internal comparison", (
        "Each state compares its provinces with its own province with the most LS. A "
        "province with fewer gets unrest equal to the gap minus 1; West Berlin gets the full "
        "gap.",
    )),
    ("9.7", "East West comparison", (
        "Each province attacks one neighbouring province of the other side that has fewer LS "
        "than the attacker has available; the attacker's owner chooses which, and an attack "
        "that is possible is never left out. West Berlin attacks both East Berlin and "
        "Brandenburg where it can. The defender gets the full gap as unrest, but new mass "
        "protests appear only after all attacks.",
        "Each mass protest in the attacking province makes one of its LS unavailable.",
    )),
    ("9.8", "Use police power", (
        "Each police card East has not used this decade removes one East unrest. Then all "
        "cards are free again for the next decade.",
    )),
    ("9.9", "Socialists", (
        "The socialist track says how many socialists East gains or loses. New ones enter "
        "the holding box and then march to mass protests (section 7). If a new socialist is "
        "due while all 12 are in play (holding box and map), East wins at once (triumph of "
        "socialism).",
        "Losses come out of the holding box first, then West picks them from provinces; each "
        "socialist leaving a province gives it back one unrest. If one must go and none is "
        "left, East loses at once (socialism fails).",
    )),
    ("9.10", "Wir sind das Volk?", (
        "Both states count their mass protests. A state with 4 or more collapses and loses; "
        "if both do, East wins. Otherwise the deck and an untaken special card are cleared "
        "and the next decade begins. If nobody has won after decade IV, East wins.",
    )),
    ("10", "Special cities", (
        "East Berlin, West Berlin, Hamburg, Rheinsberg and the four cities abroad follow "
        "rules of their own.",
    )),
    ("10.1", "East Berlin", (
        "An ordinary East province. Its factory stands on the Berlin city of the main map, "
        "everything else (LS, unrest ...) on the Berlin inset.",
    )),
    ("10.2", "West Berlin", (
        "One province in three sectors, bordering East Berlin and Brandenburg. Nothing is "
        "ever built there.",
        "It gets LS only by transfer: when West raises LS and a supplier then has more LS "
        "than West Berlin, West may pass that new LS on to the supplier's sector (one per "
        "action); the unrest is then removed in West Berlin. Sectors fill evenly. The event "
        "Start of the Computer Age may also place one there.",
        "Each mass protest in West Berlin exports another one to a supplier of East's "
        "choice. That imported protest ends only when one in West Berlin ends.",
        "West Berlin has its own rules in 9.5, 9.6 and 9.7.",
    )),
    ("10.3", "Hamburg", (
        "Hamburg counts for Niedersachsen or Schleswig-Holstein, chosen anew by West for "
        "every action and every End of Decade phase, never for both at once.",
    )),
    ("10.4", "Rheinsberg", (
        "Only the event First German nuclear plant is in the East! puts a factory there."
        " It is worth 2, never connects, and runs down by rundown or by dismantling; "
        "once rundown it may be removed for a further dismantling point.",
    )),
    ("10.5", "External factories", (
        "The two cities in the ČSSR and two in Polska get factories only through the CMEA "
        "and Warsaw Pact events. Lines to them may be built normally once a factory stands "
        "there. The factories themselves are removed only by the events Prague Spring and "
        "Martial law against Solidarity.",
        "Each adds its value to one province it has a working connection to, chosen anew "
        "each time. It is never an export factory.",
    )),
)
