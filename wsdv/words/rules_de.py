"""Die Regelübersicht auf Deutsch: eine kurze Zusammenfassung in eigenen Worten (nie der
Text der Spielregel), nach den Abschnittsnummern der Spielregel. Jeder Abschnitt: (Nummer,
Titel, Absätze); ein Absatz, der mit "- " beginnt, ist ein Listenpunkt. wsdv/words/rules.py
führt die Sprachen zusammen."""

from __future__ import annotations

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("1", "Das Spiel in Kürze", (
        "Zwei Spieler, Ost und West, führen die beiden deutschen Staaten von 1945 bis 1989. "
        "Karten bringen Aktionen: die Wirtschaft aufbauen, den Lebensstandard (LS) heben, "
        "Unruhe dämpfen oder das geschichtliche Ereignis der Karte auslösen.",
        "Unterschiede im Lebensstandard erzeugen Unruhe: innerhalb eines Staates (seine "
        "Provinzen untereinander) und über die Grenze (Ost gegen West). Vier Unruhe in einer "
        "Provinz ergeben einen Massenprotest. Ein Staat mit 4 oder mehr Massenprotesten am "
        "Jahrzehntende bricht zusammen und verliert.",
        "West hat 8 Provinzen, Ost 6. „Westdeutschland“ meint alle West-Provinzen außer "
        "West-Berlin. Hamburg ist eine Stadt, keine Provinz (10.3). Die Fabrik Ost-Berlins "
        "steht auf der Stadt Berlin der Hauptkarte, gehört aber zur Provinz Ost-Berlin (10.1).",
        "Rote Karten nützen meist dem Osten, gelbe dem Westen; Doppelkarten (rot und gelb) "
        "beiden. Jedes Jahrzehnt hat eine Sonderkarte, die nur Ost nehmen darf.",
    )),
    ("2", "Aufbau", (
        "Die drei Versorgerprovinzen West-Berlins (Nordrhein-Westfalen, Rheinland-Pfalz, "
        "Baden-Württemberg) beginnen mit 2 Unruhe, alle anderen Provinzen mit 3. Ein "
        "Sozialist wartet im Sammelfeld.",
        "West beginnt mit Fabriken in Hamburg und Dortmund, Ost in Berlin und Bitterfeld. "
        "Alle Leistenmarker beginnen auf 0. West hat den Prestige-Vorteil und beginnt.",
    )),
    ("3", "Spielablauf", (
        "Das Spiel dauert bis zu 4 Jahrzehnte. Jedes hat zwei Jahrzehnthälften und dann das "
        "Jahrzehntende (Abschnitt 9), den einzigen Zeitpunkt, an dem ein Sieg geprüft wird "
        "(außer 9.9).",
        "- Zu Beginn eines Jahrzehnts: seine Sonderkarte kommt in die Auslage, beide Spieler "
        "füllen ihre Hand auf 2 Karten auf. Ab Jahrzehnt II dürfen sie vorher alte Karten "
        "abwerfen; wer 3 Karten hat, muss mindestens eine abwerfen.",
        "- Jede Jahrzehnthälfte: 7 neue Karten werden ausgelegt. Abwechselnd nimmt jeder eine "
        "Karte aus der Auslage oder aus der Hand und führt damit eine Aktion aus "
        "(Abschnitt 6).",
        "- Wer den Prestige-Vorteil hat, beginnt die erste Hälfte; die zweite beginnt, wer "
        "zuletzt nicht am Zug war.",
        "- Eine Hälfte endet, sobald die letzte normale Karte der Auslage genommen ist. Eine "
        "liegengebliebene Sonderkarte bleibt für die zweite Hälfte liegen.",
        "Nimmt Ost die Sonderkarte, bezahlt es sie: es wirft eine Handkarte ab, oder West "
        "zieht die oberste Karte des Stapels auf die Hand.",
        "Gespielte Karten bleiben offen in einer Reihe liegen; ihre Fluchtsymbole zählen in "
        "9.1. Eine Karte, deren Polizeigewalt-Symbol ausgeführt wurde, bekommt stattdessen "
        "Ost (Abschnitt 8).",
    )),
    ("4", "Massenproteste", (
        "Eine Provinz mit 4 Unruhe bekommt einen Massenprotest-Marker, mit 8 einen zweiten, "
        "mit 12 einen dritten und so weiter. Fällt die Unruhe wieder unter 4 (8, 12 …), "
        "verschwindet ein Marker.",
        "In einer Provinz mit Massenprotest dürfen keine Baupunkte verwendet werden. Vier "
        "Massenproteste bei der Prüfung in 9.10 bringen einen Staat zum Zusammenbruch.",
    )),
    ("5", "Wirtschaft", (
        "Die Wirtschaft einer Provinz ist die Summe der Werte ihrer Fabriken. Sie bestimmt, "
        "wie viel LS eine Provinz tragen kann (6.3, 9.5); die stärkste Fabrik einer Provinz "
        "ist ihre Exportfabrik (9.3, 9.5).",
    )),
    ("5.1", "Fabriken und Infrastruktur bauen", (
        "Jeder Baupunkt baut eine Fabrik auf eine leere Stadt oder eine Infrastruktur auf "
        "eine leere Linie einer Verbindung, an deren einem oder beiden Enden eine Fabrik "
        "steht.",
        "Sind alle Linien zwischen zwei Fabriken gebaut, arbeitet die Verbindung. Eine Fabrik "
        "ist 1 wert, plus 1 für jede arbeitende Verbindung.",
        "Die Verbindungen einer Stadt gehören zur Provinz der Stadt, auch wenn sie in eine "
        "Nachbarprovinz führen. In einer Provinz mit Massenprotest und außerhalb der "
        "Provinzen, die eine Karte nennt, darf nichts gebaut werden.",
    )),
    ("5.2", "Abbauen", (
        "Jeder Abbaupunkt entfernt eine Fabrik oder eine Infrastruktur der betroffenen "
        "Seite. Eine Fabrik kann erst weg, wenn keine ihrer Linien mehr Infrastruktur trägt. "
        "Wird eine arbeitende Verbindung unterbrochen, sinken beide Fabriken um 1.",
        "Fabriken in der ČSSR und in Polska entfernt nur ein Ereignis.",
    )),
    ("5.3", "Marode DDR-Fabriken", (
        "Nur Fabriken des Ostens werden marode (etwa bei Devisenmangel, 9.3). Eine marode "
        "Fabrik zählt 0 plus ihre arbeitenden Verbindungen, also eins weniger als vorher. Sie "
        "bleibt auf dem Spielplan und wird nie abgebaut (Ausnahme Rheinsberg, 10.4). Ein "
        "Reparatur-Symbol macht sie wieder zu einer normalen Fabrik.",
    )),
    ("6", "Aktionen", (
        "Eine normale Karte erlaubt genau eine von vier Aktionen: 1 Unruhe entfernen (6.1), "
        "bauen (6.2), Lebensstandard heben (6.3) oder ihr Ereignis auslösen (6.4). Eine "
        "Sonderkarte erlaubt nur ihr Ereignis, und nur Ost nimmt sie.",
        "Bei Karten mit zwei Werten gilt die gelbe Zahl für West, die rote für Ost.",
    )),
    ("6.1", "1 Unruhe entfernen", (
        "Entferne eine deiner Unruhe. Mit einer Karte deiner Farbe (rot für Ost, gelb für "
        "West) ist das kostenlos. Mit einer Doppelkarte oder einer Karte der anderen Farbe "
        "musst du zusätzlich 1 Punkt deiner eigenen Wirtschaft abbauen (5.2); hast du nichts "
        "abzubauen, geht das mit einer solchen Karte nicht.",
    )),
    ("6.2", "Bauen", (
        "Du bekommst so viele Baupunkte wie dein Wert auf der Karte und setzt sie wie in 5.1 "
        "ein, nie in einer Provinz mit Massenprotest.",
    )),
    ("6.3", "Lebensstandard heben", (
        "Setze bis zu 3 LS, jedes in eine andere deiner Provinzen. Ihr erstes LS bekommt eine "
        "Provinz ab einer Wirtschaft von 3, ihr zweites ab 6, ihr drittes ab 9 und so weiter.",
        "Der Kartenwert darf fehlende Wirtschaft ausgleichen, höchstens 2 Punkte je Provinz, "
        "beliebig auf Provinzen verteilt.",
        "Jedes gesetzte LS entfernt eine Unruhe seiner Provinz. West darf ein neues LS einer "
        "Versorgerprovinz nach West-Berlin weitergeben (10.2). Hamburg und externe Fabriken "
        "können ihren Wert einer Provinz zurechnen (10.3, 10.5).",
    )),
    ("6.4", "Ereignisse", (
        "Ost darf rote und Doppel-Ereignisse auslösen, West gelbe und Doppel-Ereignisse. Ein "
        "Ereignis ist eine Reihe von Symbolen; gelbe Symbole ohne Pfeil treffen West, rote "
        "und rosa treffen Ost. Pfeile schieben einen Leistenmarker zur Seite ihrer Farbe.",
        "Ein rotes oder gelbes Ereignis wird ganz ausgeführt. Bei einer Doppelkarte darf ein "
        "Pfeil oder ein Symbol ohne Pfeil wegfallen. Orte und Grenzen unter einem Symbol "
        "gelten immer für die Symbole direkt darüber.",
        "Wer auslöst, bestimmt Reihenfolge und Ort der Symbole, außer bei Symbolen mit "
        "Wappen: dort entscheidet die Seite des Wappens.",
        "Ein Pfeil, der einen Marker über das Ende seiner Leiste schieben würde, wird zum "
        "Bonus: für einen roten Pfeil entfernt Ost eine Unruhe, für einen gelben setzt West "
        "eine Unruhe in eine Ost-Provinz; ein Prestige-Pfeil lässt die begünstigte Seite "
        "eines von beiden tun.",
        "Symbole, die nicht ausführbar sind, entfallen; ein Ereignis, das dich mehr eigene "
        "Wirtschaft abbauen ließe, als du hast, darfst du aber nicht auslösen.",
    )),
    ("7", "Sozialisten", (
        "Sobald eine Ost-Provinz einen Massenprotest hat, ziehen Sozialisten aus dem "
        "Sammelfeld einzeln dorthin, jeder entfernt eine Unruhe, bis die Proteste enden oder "
        "das Sammelfeld leer ist. Bei mehreren Provinzen bestimmt Ost die Reihenfolge.",
        "Das geschieht direkt nach jeder Aktion und in der Sozialisten-Phase (9.9), nicht in "
        "anderen Phasen des Jahrzehntendes. Sozialisten bleiben in ihrer Provinz, bis 9.9 sie "
        "abzieht.",
    )),
    ("8", "Polizeigewalt", (
        "Wird ein Polizeigewalt-Symbol ausgeführt, behält Ost diese Karte. Rote "
        "Polizeigewalt-Karten erhöhen die Flucht (9.1), rosa nicht.",
        "Einmal pro Jahrzehnt entfernt jede gehaltene Karte eine Unruhe im Osten: während "
        "einer Aktion des Ostens (zusätzlich zur Aktion) oder in Phase 9.8. Jede gehaltene "
        "Karte kostet Ost in 9.4 einen Abbaupunkt.",
    )),
    ("9", "Jahrzehntende", (
        "Nach der zweiten Jahrzehnthälfte laufen zehn Phasen der Reihe nach ab, 9.1 bis 9.10. "
        "Muss Ost dabei mehr Wirtschaft abbauen, als es hat, verliert es sofort "
        "(Staatsbankrott).",
    )),
    ("9.1", "Republikflucht / Die Mauer", (
        "Steht die Mauer, zahlt Ost stattdessen ihren Unterhalt: Prestige geht 1 Richtung "
        "West, und Ost baut 1 Punkt ab.",
        "Ohne Mauer steigt der Fluchtmarker um 1 für jedes Fluchtsymbol auf den in diesem "
        "Jahrzehnt gespielten Karten, um 1 für jedes LS der West-Provinz mit den meisten LS "
        "(West-Berlin mitgezählt), um 1 für jede rote Polizeigewalt-Karte des Ostens und um "
        "1, wenn eine Ost-Provinz einen Massenprotest hat. Er sinkt um 1 für jedes LS der "
        "Ost-Provinz mit den wenigsten LS und um 1, wenn eine West-Provinz einen "
        "Massenprotest hat. Die Leiste reicht von 0 bis 20.",
        "Der Osten verliert halb so viele Abbaupunkte, wie der Marker zeigt, abgerundet; wer "
        "den Prestige-Vorteil hat, wählt den ersten, dann abwechselnd. Danach geht der Marker "
        "auf 0, und die gespielten Karten werden abgelegt.",
    )),
    ("9.2", "Prestige", (
        "Wer den Prestige-Vorteil hat, führt das Feld unter dem Prestigemarker oder ein Feld "
        "geringeren Werts aus und bestimmt, wo.",
    )),
    ("9.3", "Devisen", (
        "Nur Ost braucht Devisen: 1 für jedes seiner LS. Einnahmen sind der Wert der Leiste "
        "(auch negativ) plus 1 für jede Ost-Exportfabrik, die mindestens so stark ist wie die "
        "schwächste West-Exportfabrik (hat eine Provinz Westdeutschlands gar keine Fabrik, "
        "zählt jede Ost-Exportfabrik; ČSSR und Polska zählen nie).",
        "Für jede fehlende Einheit wird eine Ost-Fabrik marode (abwechselnd, der "
        "Prestige-Vorteil zuerst); ist keine mehr übrig, wird stattdessen Infrastruktur (oder "
        "Rheinsberg) entfernt. Negative Einnahmen vergrößern den Fehlbetrag.",
    )),
    ("9.4", "Polizeigewalt bezahlen", (
        "Ost baut für jede gehaltene Polizeigewalt-Karte 1 Punkt nach eigener Wahl ab.",
    )),
    ("9.5", "Lebensstandard halten", (
        "Keine Provinz darf mehr LS behalten, als ihre Exportfabrik wert ist; überzählige LS "
        "werden entfernt. West-Berlin darf nicht mehr behalten als die schwächste "
        "Exportfabrik der Versorgerprovinzen, die ihm je LS gegeben haben (ohne solche gilt "
        "keine Grenze; West wählt die Sektoren). Fabriken in der ČSSR und in Polska halten "
        "nie LS.",
    )),
    ("9.6", "Interner Vergleich", (
        "Jeder Staat vergleicht seine Provinzen mit seiner eigenen Provinz mit den meisten "
        "LS. Eine Provinz mit weniger bekommt Unruhe in Höhe des Abstands minus 1; "
        "West-Berlin bekommt den vollen Abstand.",
    )),
    ("9.7", "Ost-West-Vergleich", (
        "Jede Provinz greift eine benachbarte Provinz der anderen Seite an, die weniger LS hat, "
        "als dem Angreifer verfügbar sind; die Seite des Angreifers wählt, welche, und ein "
        "möglicher Angriff fällt nie aus. West-Berlin greift Ost-Berlin und Brandenburg beide "
        "an, wo es kann. Der Verteidiger bekommt den vollen Abstand als Unruhe, neue "
        "Massenproteste entstehen aber erst nach allen Angriffen.",
        "Jeder Massenprotest in der angreifenden Provinz macht eines ihrer LS unverfügbar.",
    )),
    ("9.8", "Polizeigewalt einsetzen", (
        "Jede Polizeigewalt-Karte, die Ost in diesem Jahrzehnt noch nicht benutzt hat, "
        "entfernt eine Unruhe im Osten. Danach sind alle Karten für das nächste Jahrzehnt "
        "wieder frei.",
    )),
    ("9.9", "Sozialisten", (
        "Die Sozialistenleiste sagt, wie viele Sozialisten Ost gewinnt oder verliert. Neue "
        "kommen ins Sammelfeld und ziehen dann zu Massenprotesten (Abschnitt 7). Steht ein "
        "neuer Sozialist an, während alle 12 schon im Spiel sind (Sammelfeld und Spielplan), "
        "gewinnt Ost sofort (Triumph des Sozialismus).",
        "Verluste kommen zuerst aus dem Sammelfeld, dann wählt West sie aus Provinzen; jeder "
        "Sozialist, der eine Provinz verlässt, gibt ihr eine Unruhe zurück. Muss einer gehen "
        "und keiner ist mehr da, verliert Ost sofort (Scheitern des Sozialismus).",
    )),
    ("9.10", "Wir sind das Volk?", (
        "Beide Staaten zählen ihre Massenproteste. Ein Staat mit 4 oder mehr bricht zusammen "
        "und verliert; trifft es beide, gewinnt Ost. Sonst werden Stapel und eine nicht "
        "genommene Sonderkarte abgelegt, und das nächste Jahrzehnt beginnt. Hat nach "
        "Jahrzehnt IV niemand gewonnen, gewinnt Ost.",
    )),
    ("10", "Besondere Städte", (
        "Ost-Berlin, West-Berlin, Hamburg, Rheinsberg und die vier Städte im Ausland haben "
        "eigene Regeln.",
    )),
    ("10.1", "Ost-Berlin", (
        "Eine gewöhnliche Ost-Provinz. Ihre Fabrik steht auf der Stadt Berlin der Hauptkarte, "
        "alles andere (LS, Unruhe …) auf der Berlin-Karte.",
    )),
    ("10.2", "West-Berlin", (
        "Eine Provinz in drei Sektoren, Nachbar von Ost-Berlin und Brandenburg. Dort wird "
        "nie gebaut.",
        "LS bekommt es nur durch Weitergabe: hebt West den Lebensstandard und hat eine "
        "Versorgerprovinz danach mehr LS als West-Berlin, darf West dieses neue LS in den "
        "Sektor des Versorgers geben (eines pro Aktion); die Unruhe wird dann in West-Berlin "
        "entfernt. Die Sektoren füllen sich gleichmäßig. Auch das Ereignis Die Computer "
        "kommen kann dort eines setzen.",
        "Jeder Massenprotest in West-Berlin exportiert einen weiteren in eine "
        "Versorgerprovinz nach Wahl des Ostens. Dieser importierte Protest endet erst, wenn "
        "einer in West-Berlin endet.",
        "Für West-Berlin gelten eigene Regeln in 9.5, 9.6 und 9.7.",
    )),
    ("10.3", "Hamburg", (
        "Hamburg zählt für Niedersachsen oder Schleswig-Holstein; West wählt das bei jeder "
        "Aktion und in jeder Phase des Jahrzehntendes neu, nie für beide zugleich.",
    )),
    ("10.4", "Rheinsberg", (
        "Nur das Ereignis Erstes deutsches Atomkraftwerk setzt dort eine Fabrik. Sie ist 2 "
        "wert, wird nie verbunden und wird marode durch Marode-Symbole oder durch Abbau; "
        "marode darf sie für einen weiteren Abbaupunkt entfernt werden.",
    )),
    ("10.5", "Externe Fabriken", (
        "Die zwei Städte in der ČSSR und die zwei in Polska bekommen Fabriken nur durch die "
        "Ereignisse Aufnahme in den RGW und Beitritt zum Warschauer Pakt. Linien dorthin "
        "dürfen normal gebaut werden, sobald dort eine Fabrik steht. Die Fabriken selbst "
        "entfernen nur die Ereignisse Prager Frühling und Kriegsrecht gegen Solidarność.",
        "Jede rechnet ihren Wert einer Provinz zu, zu der sie eine arbeitende Verbindung hat, "
        "jedes Mal neu gewählt. Sie ist nie eine Exportfabrik.",
    )),
)
