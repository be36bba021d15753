"""The rules reference in Italian: a short summary in our own words (never the rulebook's
text), by the rulebook's section numbers, with the Italian rulebook's terms (terms.py) and
our card titles (names_it.py). Same shape as rules_en.py."""

from __future__ import annotations

from .names_it import CARDS

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("1", "Il gioco in breve", (
        "Due giocatori, Est e Ovest, guidano i due stati tedeschi dal 1945 al 1989. Le carte "
        "danno azioni: costruire l'economia, alzare il tenore di vita (TV), calmare la "
        "sommossa o attivare l'evento storico della carta.",
        "Le differenze di tenore di vita causano sommossa: dentro uno stato (le sue province "
        "a confronto) e oltre il confine (Est contro Ovest). Quattro cubi sommossa in una "
        "provincia fanno una protesta di massa. Uno stato con 4 o più proteste di massa "
        "quando la decade finisce collassa e perde.",
        "L'Ovest ha 8 province, l'Est 6. \"Germania Ovest\" indica ogni provincia dell'Ovest "
        "tranne Berlino Ovest. Hamburg è una città, non una provincia (10.3). La fabbrica di "
        "Berlino Est sta sulla città di Berlino della mappa principale, ma appartiene alla "
        "provincia di Berlino Est (10.1).",
        "Le carte rosse aiutano soprattutto l'Est, quelle gialle l'Ovest; le carte duplici "
        "(rosse e gialle) l'una o l'altra parte. Ogni decade ha una carta speciale che solo "
        "l'Est può prendere.",
    )),
    ("2", "Preparazione", (
        "Ognuno dei tre protettorati di Berlino Ovest (Nordrhein-Westfalen, Rheinland-Pfalz, "
        "Baden-Württemberg) comincia con 2 cubi sommossa, ogni altra provincia con 3. Un "
        "socialista aspetta nel riquadro socialisti.",
        "L'Ovest comincia con fabbriche a Hamburg e Dortmund, l'Est a Berlino e Bitterfeld. "
        "Tutti gli indicatori dei tracciati partono da 0. L'Ovest ha il vantaggio dovuto al "
        "prestigio e comincia.",
    )),
    ("3", "Svolgimento del gioco", (
        "La partita dura fino a 4 decadi. Ogni decade ha due metà decade e poi la fine decade "
        "(sezione 9), l'unico momento in cui si controlla chi vince (salvo 9.9).",
        "- All'inizio di una decade: la carta speciale della decade va tra le carte del "
        "turno; entrambi i giocatori riportano la mano a 2 carte. Dalla decade II si possono "
        "prima scartare vecchie carte; chi ha 3 carte deve scartarne almeno una.",
        "- In ogni metà decade si scoprono 7 nuove carte. I giocatori si alternano, ognuno "
        "prende una carta dalle carte del turno o dalla mano e fa un'azione con essa "
        "(sezione 6).",
        "- Chi ha il vantaggio dovuto al prestigio comincia la prima metà; la seconda la "
        "comincia chi non ha agito per ultimo.",
        "- Una metà decade finisce quando si prende l'ultima carta normale del turno. Una "
        "carta speciale rimasta resta lì per la seconda metà.",
        "Quando l'Est prende la carta speciale la paga: scarta una carta dalla mano, oppure "
        "l'Ovest pesca in mano la prima carta del mazzo.",
        "Le carte giocate restano scoperte in fila; le loro icone fuga contano in 9.1. Una "
        "carta la cui icona forze di polizia è stata eseguita va invece all'Est (sezione 8).",
    )),
    ("4", "Proteste di massa", (
        "Una provincia con 4 cubi sommossa riceve un segnalino protesta di massa; con 8 "
        "un secondo, con 12 un terzo, e così via. Quando la sua sommossa scende di nuovo "
        "sotto 4 (8, 12 ...), un segnalino va via.",
        "In una provincia con una protesta di massa non si possono usare punti costruzione. "
        "Quattro proteste di massa al controllo di 9.10 fanno collassare uno stato.",
    )),
    ("5", "Economia", (
        "L'economia di una provincia è la somma dei valori delle sue fabbriche. Decide "
        "quanti TV la provincia può avere (6.3, 9.5); la fabbrica più forte di una provincia "
        "è la sua fabbrica di esportazione (9.3, 9.5).",
    )),
    ("5.1", "Costruire fabbriche e infrastrutture", (
        "Ogni punto costruzione costruisce una fabbrica su una città vuota, o "
        "un'infrastruttura su una linea vuota di una connessione che ha una fabbrica a uno o "
        "a entrambi i capi.",
        "Quando tutte le linee tra due fabbriche sono costruite, la connessione diventa "
        "operativa. Una fabbrica vale 1 più 1 per ogni connessione operativa.",
        "Le connessioni di una città appartengono alla provincia della città, anche quando "
        "portano in una provincia vicina. Non si spendono punti costruzione in una provincia "
        "con una protesta di massa, né fuori dalle province indicate da una carta.",
    )),
    ("5.2", "Smantellamento", (
        "Ogni punto smantellamento toglie una fabbrica o un'infrastruttura della parte "
        "colpita. Una fabbrica può andare via solo quando nessuna delle sue linee ha "
        "un'infrastruttura. Interrompere una connessione operativa abbassa di 1 il valore "
        "di entrambe le fabbriche.",
        "Le fabbriche in ČSSR e Polska si tolgono solo con un evento.",
    )),
    ("5.3", "Fabbriche fatiscenti dell'Est", (
        "Solo le fabbriche dell'Est diventano fatiscenti (per esempio quando manca valuta "
        "occidentale, 9.3). Una fabbrica fatiscente vale 0 più le sue connessioni "
        "operative, uno meno di prima. Resta sul tabellone e non viene mai smantellata "
        "(l'eccezione è Rheinsberg, 10.4). Un'icona di riparazione la rende di nuovo una "
        "fabbrica normale.",
    )),
    ("6", "Azioni", (
        "Una carta normale permette esattamente una di quattro azioni: togliere un cubo "
        "sommossa (6.1), costruire (6.2), alzare il tenore di vita (6.3) o attivarne "
        "l'evento (6.4). Una carta speciale permette solo il suo evento, e solo l'Est la "
        "prende.",
        "Le carte con due valori danno il numero giallo all'Ovest e quello rosso all'Est.",
    )),
    ("6.1", "Togliere 1 cubo sommossa", (
        "Togli uno dei tuoi cubi sommossa. È gratis con una carta del tuo colore (rossa "
        "per l'Est, gialla per l'Ovest). Con una carta duplice o dell'altro colore devi anche "
        "smantellare 1 punto della tua economia (5.2); se non hai niente da smantellare, una "
        "tale carta non si può usare per questo.",
    )),
    ("6.2", "Costruire", (
        "Ricevi tanti punti costruzione quanto il tuo valore sulla carta e li spendi come in "
        "5.1, mai in una provincia con una protesta di massa.",
    )),
    ("6.3", "Alzare il tenore di vita", (
        "Piazza fino a 3 TV, ognuno in una tua provincia diversa. Una provincia prende il suo "
        "primo TV con un'economia di 3, il secondo con 6, il terzo con 9, e così via.",
        "Il valore della carta può coprire ciò che manca a una provincia, al massimo 2 punti "
        "per provincia, diviso tra le province come preferisci.",
        "Ogni TV piazzato toglie un cubo sommossa dalla sua provincia. L'Ovest può passare un "
        "nuovo TV di un protettorato a Berlino Ovest (10.2). Hamburg e le fabbriche esterne "
        "possono aggiungere il loro valore a una provincia (10.3, 10.5).",
    )),
    ("6.4", "Eventi", (
        "L'Est può attivare eventi rossi e duplici, l'Ovest gialli e duplici. Un evento è una "
        "fila di icone; le icone gialle senza frecce riguardano l'Ovest, quelle rosse e rosa "
        "l'Est. Le frecce spostano l'indicatore di un tracciato verso la parte del colore "
        "della freccia.",
        "Un evento rosso o giallo si esegue per intero. Con una carta duplice si può lasciare "
        "fuori una freccia o un'icona senza frecce. Luoghi e limiti scritti sotto un'icona "
        "valgono sempre per le icone subito sopra.",
        "Chi attiva decide l'ordine e dove agiscono le icone, tranne per le icone con uno "
        "stemma: lì decide la parte dello stemma.",
        "Una freccia che spingerebbe un indicatore fuori dal suo tracciato diventa un bonus: "
        "per una freccia rossa l'Est toglie un cubo sommossa, per una gialla l'Ovest aggiunge un "
        "cubo sommossa in una provincia dell'Est; una freccia prestigio permette l'una o l'altra "
        "cosa alla parte che favorisce.",
        "Le icone che non possono agire si saltano, ma un evento che ti farebbe smantellare "
        "più economia di quanta ne hai non si può attivare.",
    )),
    ("7", "Socialisti", (
        "Quando una provincia dell'Est ha una protesta di massa, i socialisti arrivano dal "
        "riquadro socialisti uno alla volta, ognuno togliendo un cubo sommossa, finché le "
        "proteste finiscono o il riquadro è vuoto. Se sono colpite più province, l'ordine lo "
        "sceglie l'Est.",
        "Succede subito dopo ogni azione e nella fase socialista (9.9), non nelle altre fasi "
        "della fine decade. I socialisti restano nella loro provincia finché 9.9 non li "
        "porta via.",
    )),
    ("8", "Forze di polizia", (
        "Quando si esegue un'icona forze di polizia, l'Est tiene quella carta. Le carte forze "
        "di polizia rossa aumentano la fuga (9.1); quelle rosa no.",
        "Una volta per decade ogni carta tenuta toglie un cubo sommossa dell'Est: durante una "
        "delle azioni dell'Est (oltre all'azione) o nella fase 9.8. Ogni carta tenuta costa "
        "all'Est un punto smantellamento in 9.4.",
    )),
    ("9", "Fine decade", (
        "Dopo la seconda metà decade si svolgono in ordine dieci fasi, da 9.1 a 9.10. Se in "
        "una di esse l'Est deve smantellare più economia di quanta ne ha, perde subito "
        "(insolvenza nazionale).",
    )),
    ("9.1", "Fuga dalla Repubblica / il Muro", (
        "Una volta costruito il Muro, l'Est ne paga invece il mantenimento: il prestigio si "
        "sposta di 1 verso l'Ovest e l'Est smantella 1 punto.",
        "Senza il Muro l'indicatore fuga sale di 1 per ogni icona fuga tra le carte giocate "
        "nella decade, di 1 per ogni TV della provincia più ricca dell'Ovest (più TV, Berlino "
        "Ovest compresa), di 1 per ogni carta forze di polizia rossa dell'Est, e di 1 se una "
        "provincia dell'Est ha una protesta di massa. Scende di 1 per ogni TV della "
        "provincia più povera dell'Est (meno TV), e di 1 se una provincia dell'Ovest ha una "
        "protesta di massa. Il tracciato va da 0 a 20.",
        "L'Est perde la metà dei punti smantellamento indicati, arrotondando per difetto; "
        "chi ha il vantaggio dovuto al prestigio sceglie il primo, poi i giocatori si "
        "alternano. Poi l'indicatore torna a 0 e le carte giocate si tolgono.",
    )),
    ("9.2", "Prestigio", (
        "Chi ha il vantaggio dovuto al prestigio esegue la casella sotto l'indicatore "
        "prestigio, o una qualsiasi casella di valore più basso, e sceglie dove.",
    )),
    ("9.3", "Valuta occidentale", (
        "Solo l'Est ha bisogno di valuta occidentale: 1 per ogni suo TV. Le entrate sono il "
        "valore del tracciato (anche negativo) più 1 per ogni fabbrica di esportazione "
        "dell'Est forte almeno quanto la più debole fabbrica di esportazione dell'Ovest "
        "(contano tutte se una provincia della Germania Ovest non ha nessuna fabbrica; ČSSR "
        "e Polska non contano mai).",
        "Per ogni unità mancante una fabbrica dell'Est diventa fatiscente (i giocatori si "
        "alternano, prima chi ha il vantaggio dovuto al prestigio); quando non ne resta "
        "nessuna, si toglie invece un'infrastruttura (o Rheinsberg). Entrate negative si "
        "aggiungono alla mancanza.",
    )),
    ("9.4", "Pagare le forze di polizia", (
        "L'Est smantella 1 punto a sua scelta per ogni carta forze di polizia che tiene.",
    )),
    ("9.5", "Mantenere il tenore di vita", (
        "Nessuna provincia può tenere più TV del valore della sua fabbrica di esportazione; "
        "i TV in più si tolgono. Berlino Ovest non può tenerne più della più debole fabbrica "
        "di esportazione tra i protettorati che le hanno mai mandato TV (nessun limite finché "
        "nessuno l'ha fatto; i settori li sceglie l'Ovest). Le fabbriche in ČSSR e Polska "
        "non reggono mai TV.",
    )),
    ("9.6", "Comparazione interna", (
        "Ogni stato confronta le sue province con la sua provincia con più TV. Una provincia "
        "con meno TV riceve cubi sommossa pari alla differenza meno 1; Berlino Ovest riceve "
        "l'intera differenza.",
    )),
    ("9.7", "Comparazione Est-Ovest", (
        "Ogni provincia attacca una provincia vicina dell'altra parte che ha meno TV di "
        "quanti l'attaccante ne ha disponibili; sceglie quale il proprietario "
        "dell'attaccante, e un attacco possibile non si tralascia mai. Berlino Ovest attacca "
        "sia Berlino Est sia Brandenburg, dove può. Chi difende riceve tanti cubi "
        "sommossa quanto l'intera differenza, ma le nuove proteste di massa compaiono solo "
        "dopo tutti gli attacchi.",
        "Ogni protesta di massa nella provincia che attacca rende indisponibile uno dei suoi "
        "TV.",
    )),
    ("9.8", "Risolvere le carte forze di polizia", (
        "Ogni carta forze di polizia che l'Est non ha usato in questa decade toglie un "
        "cubo sommossa dell'Est. Poi tutte le carte tornano libere per la decade successiva.",
    )),
    ("9.9", "Fase socialista", (
        "Il tracciato socialista dice quanti socialisti l'Est guadagna o perde. I nuovi "
        "entrano nel riquadro socialisti e poi vanno verso le proteste di massa (sezione 7). "
        "Se spetta un nuovo socialista mentre tutti i 12 sono in gioco (riquadro e mappa), "
        "l'Est vince subito (trionfo del socialismo).",
        "I socialisti persi escono prima dal riquadro, poi l'Ovest li sceglie dalle province; "
        "ogni "
        "socialista che lascia una provincia le restituisce un cubo sommossa. Se uno deve "
        "andarsene e non ne resta nessuno, l'Est perde subito (fallimento del socialismo).",
    )),
    ("9.10", "Wir sind das Volk?", (
        "Entrambi gli stati contano le loro proteste di massa. Uno stato con 4 o più collassa "
        "e perde; se collassano entrambi, vince l'Est. Altrimenti il mazzo e una carta "
        "speciale non presa si tolgono e comincia la decade successiva. Se nessuno ha vinto "
        "dopo la decade IV, vince l'Est.",
    )),
    ("10", "Città speciali", (
        "Berlino Est, Berlino Ovest, Hamburg, Rheinsberg e le quattro città all'estero "
        "seguono regole proprie.",
    )),
    ("10.1", "Berlino Est", (
        "Una normale provincia dell'Est. La sua fabbrica sta sulla città di Berlino della "
        "mappa principale, tutto il resto (TV, sommossa ...) sul riquadro di Berlino.",
    )),
    ("10.2", "Berlino Ovest", (
        "Una provincia in tre settori, confinante con Berlino Est e Brandenburg. Lì non si "
        "costruisce mai.",
        "Riceve TV solo per trasferimento: quando l'Ovest alza il tenore di vita e un "
        "protettorato ha poi più TV di Berlino Ovest, l'Ovest può passare quel nuovo TV al "
        "settore del protettorato (uno per azione); la sommossa si toglie allora a Berlino "
        "Ovest. I settori si riempiono in modo uniforme. Anche l'evento "
        f"{CARDS['79']} può piazzarne uno lì.",
        "Ogni protesta di massa a Berlino Ovest ne esporta un'altra in un protettorato "
        "scelto dall'Est. Quella protesta importata finisce solo quando ne finisce una a "
        "Berlino Ovest.",
        "Berlino Ovest ha regole proprie in 9.5, 9.6 e 9.7.",
    )),
    ("10.3", "Hamburg", (
        "Hamburg conta per Niedersachsen o per Schleswig-Holstein, scelto di nuovo dall'Ovest "
        "per ogni azione e ogni fase della fine decade, mai per entrambe insieme.",
    )),
    ("10.4", "Rheinsberg", (
        f"Solo l'evento {CARDS['27']} vi mette una fabbrica. Vale 2, non si collega mai e "
        "diventa fatiscente per l'icona fatiscente o per smantellamento; una volta "
        "fatiscente si può togliere con un ulteriore punto smantellamento.",
    )),
    ("10.5", "Fabbriche esterne", (
        "Le due città in ČSSR e le due in Polska ricevono fabbriche solo con gli eventi "
        f"{CARDS['7']} e {CARDS['9']}. Le linee verso di esse si costruiscono normalmente "
        "quando lì c'è una fabbrica. Le fabbriche stesse si tolgono solo con gli eventi "
        f"{CARDS['37']} e {CARDS['73']}.",
        "Ognuna aggiunge il suo valore a una provincia con cui ha una connessione "
        "operativa, scelta ogni volta di nuovo. Non è mai una fabbrica di esportazione.",
    )),
)
