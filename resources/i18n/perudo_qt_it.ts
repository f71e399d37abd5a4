<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name></name>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+198"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+60"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+94"/>
        <source>Table in words</source>
        <translation>Tavolo a parole</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+4"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+126"/>
        <source>Read My &amp;Dice</source>
        <translation>Leggi i miei &amp;dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Read the &amp;Table</source>
        <translation>Leggi il &amp;tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Standing &amp;Bid</source>
        <translation>Ripeti la dic&amp;hiarazione in corso</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Last &amp;Reveal</source>
        <translation>Ripeti gli ultimi dadi &amp;scoperti</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No game is being played.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Your turn: raise {bid}, or call Dudo or Calza.</source>
        <translation>Tocca a te: rilancia {bid}, o chiama Dudo o Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: raise {bid}, or call Dudo.</source>
        <translation>Tocca a te: rilancia {bid}, o chiama Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+218"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+1"/>
        <location line="+93"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-91"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed of an earlier game deals the same dice again.</source>
        <translation>Con il seme di una partita precedente escono di nuovo gli stessi dadi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language applies the next time the game starts.</source>
        <translation>La nuova lingua vale dal prossimo avvio del gioco.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+202"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed:</source>
        <translation>Velocità delle animazioni:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sound:</source>
        <translation>Suono:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a reveal:</source>
        <translation>A bicchieri alzati:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation>Le regole cambiate valgono dalla prossima partita; una partita in corso mantiene le sue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default table</source>
        <translation>Tavolo predefinito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display</source>
        <translation>Schermo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+51"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+2"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Abandon this game and play a guided round?</source>
        <translation>Abbandonare questa partita e giocare un round guidato?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+31"/>
        <source>Wait until I continue</source>
        <translation>Aspetta che io prosegua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 3 seconds</source>
        <translation>Prosegui dopo 3 secondi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 6 seconds</source>
        <translation>Prosegui dopo 6 secondi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a reveal</source>
        <translation>A bicchieri alzati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table or press Space or Enter to go on at any time.</source>
        <translation>Clicca sul tavolo o premi Spazio o Invio per proseguire quando vuoi.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show hints: the odds of the standing bid and of each raise</source>
        <translation>Mostra gli aiuti: probabilità della dichiarazione in corso e di ogni rilancio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each round</source>
        <translation>Dopo ogni round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game</source>
        <translation>Dopo ogni partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach&apos;s review</source>
        <translation>Analisi del coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach&apos;s review:</source>
        <translation>Analisi del coach:</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="+33"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Watch</source>
        <translation>&amp;Guarda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on watching the others play</source>
        <translation>Continua a guardare gli altri giocare</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+72"/>
        <source>S&amp;kip to the result</source>
        <translation>Salta al &amp;risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest of the game at once and show the placings</source>
        <translation>Gioca subito il resto della partita e mostra la classifica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;again</source>
        <translation>Gioca &amp;ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game at the same table</source>
        <translation>Un&apos;altra partita allo stesso tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You finish {place}.</source>
        <translation>Il tuo piazzamento: {place}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the others, skip to the result, or start a new game.</source>
        <translation>Guarda gli altri, salta al risultato o inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing the rest of the game…</source>
        <translation>Si gioca il resto della partita…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} {name}</source>
        <translation>{place} {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-128"/>
        <source>System default ({language})</source>
        <translation>Lingua del sistema ({language})</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>From your own dice and the bids made so far (key H).</source>
        <translation>In base ai tuoi dadi e alle dichiarazioni fatte finora (tasto H).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="-3"/>
        <source>{name} wins.</source>
        <translation>Vince {name}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="-166"/>
        <source>The aim</source>
        <translation>Lo scopo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls their dice under a cup and looks only at their own. Bids are about all the dice on the table: {example} means “at least 5 fours among everyone&apos;s dice”. The last player with dice wins.</source>
        <translation>Ognuno agita i propri dadi sotto un bicchiere e guarda solo i suoi. Le dichiarazioni riguardano tutti i dadi del tavolo: {example} vuol dire «almeno 5 quattro fra i dadi di tutti». Vince l&apos;ultimo giocatore che ha ancora dadi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raising</source>
        <translation>Rilanciare</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Lost dice (visible at this table)</source>
        <translation>Dadi persi (visibili a questo tavolo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost dice (hidden at this table)</source>
        <translation>Dadi persi (nascosti a questo tavolo)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each player in turn raises the bid: more dice of any face, or as many dice of a higher face. After {bid}, {more} and {higher} are both raises.</source>
        <translation>A turno, ciascuno rilancia: più dadi di qualsiasi valore, oppure altrettanti dadi di un valore più alto. Dopo {bid}, sia {more} sia {higher} sono rilanci validi.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Pacos are wild</source>
        <translation>I paco sono jolly</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The paco {paco} counts for every face. This hand holds three fours for a bid on fours: {hand}</source>
        <translation>Il paco {paco} vale per ogni valore. Per una dichiarazione sui quattro, questa mano ne conta tre: {hand}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding pacos</source>
        <translation>Dichiarare paco</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Each player in turn raises the bid, changing the quantity or the face, never both: more dice of the same face, or as many dice of a higher face. After {bid}, {more} and {higher} are raises, but {both} is not. Bidding pacos and leaving them still change both, as the next sections show.</source>
        <translation>A turno, ciascuno rilancia cambiando il numero o il valore, mai entrambi: più dadi dello stesso valore, oppure altrettanti dadi di un valore più alto. Dopo {bid}, {more} e {higher} sono rilanci, {both} no. Passare ai paco e lasciarli cambia comunque entrambi, come mostrano le sezioni seguenti.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos, except in a palifico round.</source>
        <translation>Per passare ai paco, dimezza il numero arrotondando per eccesso: dopo {bid} bastano {pacos}. Non si può aprire un round sui paco, tranne in un round palifico.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Back from pacos</source>
        <translation>Tornare dai paco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To leave pacos for another face, double the quantity and add one: after {pacos}, the least bid is {bid} (any face will do).</source>
        <translation>Per lasciare i paco, raddoppia il numero e aggiungi uno: dopo {pacos}, il minimo è {bid} (o di qualsiasi altro valore).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+145"/>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+5"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-156"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+2"/>
        <source>Instead of raising, call Dudo when you think the bid is too high. The cups lift and the dice are counted, pacos included. Short of the bid: the bidder loses a die. Otherwise the one who called Dudo loses it. The loser opens the next round.</source>
        <translation>Invece di rilanciare, chiama Dudo se pensi che la dichiarazione sia troppo alta. Si alzano i bicchieri e si contano i dadi, paco compresi. Se non bastano, chi ha dichiarato perde un dado; altrimenti lo perde chi ha chiamato Dudo. Chi perde apre il round seguente.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Palifico</source>
        <translation>Palifico</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and every bid keeps the opening face, only the quantity goes up.</source>
        <translation>Chi resta con un solo dado {die} apre il round seguente, un round palifico: i paco non sono jolly e ogni dichiarazione mantiene il valore d&apos;apertura; sale solo il numero.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Anyone but the bidder may call Calza: the bid is exactly right. After {bid}, a table showing {shown} proves it: the caller wins a die back. Any other count costs the caller a die.</source>
        <translation>Chiunque tranne chi ha dichiarato può chiamare Calza: la dichiarazione è esatta. Dopo {bid}, un tavolo che mostra {shown} gli dà ragione e riprende un dado. Qualsiasi altro conteggio gli costa un dado.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Lost dice usually hide in the lid, so nobody knows exactly how many dice are left. With the lid open, everyone sees them and the dice in play are counted on the table.</source>
        <translation>Di solito i dadi persi finiscono nascosti nel coperchio e nessuno sa con esattezza quanti ne restano. Con il coperchio aperto li vedono tutti e il tavolo mostra i dadi in gioco.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos.</source>
        <translation>Per passare ai paco, dimezza il numero arrotondando per eccesso: dopo {bid} bastano {pacos}. Non si può aprire un round sui paco.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Palifico (not played at this table)</source>
        <translation>Palifico (non si gioca a questo tavolo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who falls to a single die {die} plays the next round like any other: pacos stay wild and bids may change face.</source>
        <translation>Chi resta con un solo dado {die} gioca il round seguente come gli altri: i paco restano jolly e le dichiarazioni possono cambiare valore.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and a player holding more than one die keeps the face of the bid before theirs and only raises the quantity.</source>
        <translation>Chi resta con un solo dado {die} apre il round seguente, un round palifico: i paco non sono jolly, e chi ha più di un dado mantiene il valore della dichiarazione precedente e alza solo il numero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player holding a single die may also change the face, but never the quantity with it: as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Chi ha un solo dado può anche cambiare valore, ma mai insieme al numero: altrettanti dadi di un valore più alto, con i paco che contano come un valore normale, il più basso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player holding a single die may change the face: more dice of any face, or as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Chi ha un solo dado può cambiare valore: più dadi di qualsiasi valore, oppure altrettanti dadi di un valore più alto, con i paco che contano come un valore normale, il più basso.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player has palifico once per game: falling to one die again after winning a die back with a Calza brings no second palifico round.</source>
        <translation>Ogni giocatore ha il palifico una sola volta per partita: tornare a un dado dopo averne ripreso uno con una Calza non porta un secondo round palifico.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calza (not played at this table)</source>
        <translation>Calza (non si gioca a questo tavolo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza may not be called in a palifico round, nor when only two players are left.</source>
        <translation>Non si può chiamare Calza in un round palifico, né quando restano solo due giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza may not be called when only two players are left.</source>
        <translation>Non si può chiamare Calza quando restano solo due giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza (played at this table)</source>
        <translation>Calza (si gioca a questo tavolo)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Perudo in a nutshell</source>
        <translation>Perudo in breve</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-50"/>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="+81"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+25"/>
        <source>The First Duel</source>
        <comment>a career stage</comment>
        <translation>Il Primo Duello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harbour Table</source>
        <comment>a career stage</comment>
        <translation>Il Tavolo del Porto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The School Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello della Scuola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Market Table</source>
        <comment>a career stage</comment>
        <translation>Il Tavolo del Mercato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Gambler&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello dell&apos;Azzardoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tavern Table</source>
        <comment>a career stage</comment>
        <translation>Il Tavolo della Taverna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pirate&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello della Piratessa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Deck Table</source>
        <comment>a career stage</comment>
        <translation>Il Tavolo del Ponte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Professor&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello della Professoressa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grand Table</source>
        <comment>a career stage</comment>
        <translation>Il Grande Tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sharp&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello del Baro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Summit Duel</source>
        <comment>a career stage</comment>
        <translation>Il Duello della Vetta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stage {number}: {title}</source>
        <translation>Tappa {number}: {title}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A duel</source>
        <translation>Un duello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table of {count}</source>
        <translation>Un tavolo da {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lost dice hidden</source>
        <translation>Dadi persi nascosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+2"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+50"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+0"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules: {rules}</source>
        <translation>Regole: {rules}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{rules}; new here: {new}</source>
        <translation>{rules}; novità: {new}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To beat it: win</source>
        <translation>Per superarla: vincere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To beat it: finish in the first {places}</source>
        <translation>Per superarla: arrivare tra i primi {places}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beaten</source>
        <comment>a career stage</comment>
        <translation>Superata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <comment>a career stage</comment>
        <translation>Aperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked</source>
        <comment>a career stage</comment>
        <translation>Bloccata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played yet</source>
        <translation>Non ancora giocata</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played %n times, best place: {place}</source>
        <translation>
            <numerusform>Giocata %n volta, miglior piazzamento: {place}</numerusform>
            <numerusform>Giocata %n volte, miglior piazzamento: {place}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have not met yet</source>
        <translation>Non vi siete ancora affrontati</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n games together: you ahead {ahead}, {name} ahead {behind}</source>
        <translation>
            <numerusform>%n partita insieme: tu davanti {ahead}, {name} davanti {behind}</numerusform>
            <numerusform>%n partite insieme: tu davanti {ahead}, {name} davanti {behind}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none yet</source>
        <comment>a rating</comment>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rating}, about as strong as {level}</source>
        <translation>{rating}, più o meno al livello {level}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your rating: {rating}</source>
        <translation>Il tuo punteggio: {rating}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+256"/>
        <source>How many dice each player starts with.</source>
        <translation>Con quanti dadi comincia ogni giocatore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone but the bidder may claim the bid is exact: win a die, or lose one.</source>
        <translation>Chiunque tranne chi ha dichiarato può dire che la dichiarazione è esatta: vince un dado o ne perde uno.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>How many computer players sit at your default table.</source>
        <translation>Quanti avversari guidati dal computer siedono al tuo tavolo predefinito.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name at the table; until you choose one, “You” in your language.</source>
        <translation>Il tuo nome al tavolo; finché non ne scegli uno, «Tu» nella tua lingua.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The opponent&apos;s name.</source>
        <translation>Il nome dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The opponent&apos;s level (easy, normal, hard, expert) or a bot from a file.</source>
        <translation>Il livello dell&apos;avversario (facile, normale, difficile, esperto) o un bot preso da un file.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The opponent&apos;s way of playing; empty for the level&apos;s own.</source>
        <translation>Il modo di giocare dell&apos;avversario; vuoto per quello del suo livello.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How fast the dice and cups move.</source>
        <translation>Quanto velocemente si muovono i dadi e i bicchieri.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table&apos;s colours: classic, high contrast, or a set the career unlocks.</source>
        <translation>I colori del tavolo: classici, ad alto contrasto o un set sbloccato dalla carriera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No shaking, flying or counting up on the table; the game keeps its pace.</source>
        <translation>Niente scuote, vola o conta passo passo sul tavolo; la partita mantiene il suo ritmo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How large the table&apos;s texts are, in percent, on top of the system&apos;s font size; names, bids and the reveal&apos;s card grow with them.</source>
        <translation>Quanto sono grandi i testi del tavolo, in percentuale, oltre alla dimensione del carattere del sistema; i nomi, le dichiarazioni e la carta della rivelazione crescono con loro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s language, from the next start; empty for the system&apos;s.</source>
        <translation>La lingua del gioco, dal prossimo avvio; vuoto per quella del sistema.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The window&apos;s size and place on the screen.</source>
        <translation>La dimensione e la posizione della finestra sullo schermo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How the window is shared between the table and the side panel.</source>
        <translation>Come la finestra è divisa tra il tavolo e il pannello laterale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel&apos;s width as you last dragged it, for when the window has room.</source>
        <translation>La larghezza del pannello laterale come l&apos;hai regolata l&apos;ultima volta, per quando la finestra ha spazio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the tutorial was offered at a first start.</source>
        <translation>Se il tutorial è già stato proposto a un primo avvio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the hints: the odds of the standing bid and of each raise.</source>
        <translation>Mostra gli aiuti: probabilità della dichiarazione in corso e di ogni rilancio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the coach&apos;s review shows by itself: 0 never, 1 after each round, 2 after each game.</source>
        <translation>Quando l&apos;analisi del coach compare da sola: 0 mai, 1 dopo ogni giro, 2 dopo ogni partita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sound volume, in percent.</source>
        <translation>Il volume del suono, in percentuale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the sound is off.</source>
        <translation>Se il suono è disattivato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After how many seconds a reveal goes on by itself; 0 waits for you.</source>
        <translation>Dopo quanti secondi una rivelazione prosegue da sola; 0 ti aspetta.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Whether the opponents say their lines at the table (in bubbles and in the log).</source>
        <translation>Se gli avversari dicono le loro battute al tavolo (nei fumetti e nel registro).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="-77"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Lost dice visible</source>
        <translation>Dadi persi visibili</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="-158"/>
        <source>Lost dice lie open in the lid, so everyone knows how many dice are in play.</source>
        <translation>I dadi persi restano in vista nel coperchio: tutti sanno quanti dadi sono in gioco.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico rounds</source>
        <translation>Round palifico</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Whoever falls to one die opens a round with no wild pacos and a fixed face.</source>
        <translation>Chi resta con un dado apre un round senza paco jolly e con il valore fisso.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico once per player</source>
        <translation>Palifico una volta per giocatore</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Each player triggers palifico only the first time they fall to one die.</source>
        <translation>Ogni giocatore fa scattare il palifico solo la prima volta che resta con un dado.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>One-die players may change the face</source>
        <translation>Con un dado si può cambiare valore</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>House rule: in a palifico round, players holding one die may switch faces.</source>
        <translation>Regola della casa: in un round palifico, chi ha un solo dado può cambiare valore.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+1"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Single-step raises</source>
        <translation>Rilanci di un solo passo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>A raise changes the quantity or the face, never both at once.</source>
        <translation>Un rilancio cambia il numero o il valore, mai tutti e due insieme.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Restricted Calza</source>
        <translation>Calza limitata</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>No Calza in palifico rounds, nor when only two players are left.</source>
        <translation>Niente Calza nei round palifico, né quando restano solo due giocatori.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+17"/>
        <source>Dice per player</source>
        <translation>Dadi per giocatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice per player:</source>
        <translation>Dadi per giocatore:</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings.py" line="+483"/>
        <location line="+1"/>
        <location line="+45"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="-92"/>
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="+326"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+62"/>
        <location line="+119"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-112"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of opponents</source>
        <translation>Numero di avversari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Avversari:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-46"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Personality</source>
        <translation>Carattere</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+59"/>
        <source>At most {limit} characters</source>
        <translation>Al massimo {limit} caratteri</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name: {count} of {limit} characters</source>
        <translation>Nome: {count} caratteri su {limit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>{name}: {how}</source>
        <translation>{name}: {how}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+155"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+46"/>
        <source>Good move</source>
        <translation>Buona mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Risky</source>
        <translation>Rischiosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mistake</source>
        <translation>Un errore</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You opened with {bid}, {percent} likely to be true.</source>
        <translation>Hai aperto con {bid}: {percent} di probabilità che fosse vera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You called Calza on {name}&apos;s {bid}: exactly {bid} was {percent} likely.</source>
        <translation>Hai chiamato Calza sulla dichiarazione di {name} ({bid}): esattamente {bid} aveva {percent} di probabilità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You raised {name}&apos;s {bid} ({percent} likely) to {raise_to}, {chance} likely.</source>
        <translation>Hai rilanciato la dichiarazione di {name} ({bid}, {percent} di probabilità) a {raise_to} ({chance} di probabilità).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pacos wild</source>
        <translation>paco jolly</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos not wild (palifico)</source>
        <translation>paco non jolly (palifico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You held {dice}; dice hidden from you: {hidden}; {wild}.</source>
        <translation>Avevi {dice}; dadi che non vedevi: {hidden}; {wild}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the odds you could see, nothing was much safer: the safest, {safest}, kept your die only {percent} of the time.</source>
        <translation>Con le probabilità che potevi vedere, niente era molto più sicuro: la scelta più sicura, {safest}, ti salvava il dado solo con {percent} di probabilità.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the safest choices you had.</source>
        <translation>Tra le scelte più sicure che avevi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safer: {safest}, which would have kept your die {percent} of the time.</source>
        <translation>Più sicuro: {safest}, che ti avrebbe salvato il dado con {percent} di probabilità.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid was all but sure: a raise leaves the risk to others.</source>
        <translation>La dichiarazione era quasi certa: rilanciare lascia il rischio agli altri.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{level} would have bluffed with {bid} ({percent} likely by its reading of the bids), preferring that to a Dudo.</source>
        <translation>Il livello {level} avrebbe bluffato con {bid} ({percent} di probabilità secondo la sua lettura delle dichiarazioni), piuttosto che chiamare Dudo.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>You called Dudo on {name}&apos;s {bid}, which was {percent} likely to be true.</source>
        <translation>Hai chiamato Dudo sulla dichiarazione di {name} ({bid}), che aveva {percent} di probabilità di essere vera.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A right Calza wins a die back: it is worth calling from 50 % odds of an exact count.</source>
        <translation>Una Calza giusta ti fa riprendere un dado: conviene chiamarla quando il conteggio esatto ha almeno il 50 % di probabilità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You held all your dice: a right Calza wins nothing, a wrong one costs a die.</source>
        <translation>Avevi tutti i tuoi dadi: una Calza giusta non ti dà nulla, una sbagliata ti costa un dado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By the plain odds {safest} was safer ({percent}), but reading the bids changes that.</source>
        <translation>Secondo le sole probabilità {safest} era più sicuro ({percent}), ma leggere le dichiarazioni cambia le cose.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level} would not have called Calza.</source>
        <translation>Il livello {level} non avrebbe chiamato Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have done the same.</source>
        <translation>Il livello {level} avrebbe fatto lo stesso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have chosen {choice}.</source>
        <translation>Il livello {level} avrebbe scelto {choice}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{level} would have bluffed with {bid}, {percent} likely by its reading.</source>
        <translation>Il livello {level} avrebbe bluffato con {bid}: {percent} di probabilità secondo la sua lettura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have bid {bid}, {percent} likely by its reading of the bids.</source>
        <translation>Il livello {level} avrebbe dichiarato {bid}: {percent} di probabilità secondo la sua lettura delle dichiarazioni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{level} would have called Dudo: {bid} was {percent} likely by its reading.</source>
        <translation>Il livello {level} avrebbe chiamato Dudo: secondo la sua lettura, {bid} aveva {percent} di probabilità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have called Calza: by its reading, exactly {bid} was {percent} likely.</source>
        <translation>Il livello {level} avrebbe chiamato Calza: secondo la sua lettura, esattamente {bid} aveva {percent} di probabilità.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}); you called Calza on it.</source>
        <translation>La dichiarazione di {name} ({bid}) era un bluff (i bicchieri mostravano {shown}); tu hai chiamato Calza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}): you raised on it.</source>
        <translation>La dichiarazione di {name} ({bid}) era un bluff (i bicchieri mostravano {shown}): tu hai rilanciato.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/coaching.py" line="+138"/>
        <source>The coach reviews your own decisions: you have no seat in this game.</source>
        <translation>Il coach analizza le tue decisioni: in questa partita non hai un posto al tavolo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The coach is going over your decisions…</source>
        <translation>Il coach sta analizzando le tue decisioni…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Non è ancora stato svelato nessun round con una tua decisione.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-75"/>
        <source>Opponent {number} name</source>
        <translation>Nome dell&apos;avversario {number}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponent {number} level</source>
        <translation>Livello dell&apos;avversario {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-45"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+3"/>
        <source>level default</source>
        <translation>quello del livello</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+5"/>
        <source>Opponent {number} personality</source>
        <translation>Carattere dell&apos;avversario {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+116"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+48"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-14"/>
        <source>Choose {face}</source>
        <translation>Scegli i {face}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One die more (in the bid controls)</source>
        <translation>Un dado in più (nei comandi della puntata)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer (in the bid controls)</source>
        <translation>Un dado in meno (nei comandi della puntata)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Calza (pressed twice)</source>
        <translation>Chiama Calza (premendo due volte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after a reveal</source>
        <translation>Continua dopo i dadi scoperti</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+27"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+1"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+37"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay: one step back</source>
        <translation>Replay: un passo indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: one step forward</source>
        <translation>Replay: un passo avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the start</source>
        <translation>Replay: all&apos;inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the end</source>
        <translation>Replay: alla fine</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{keys} or {last}</source>
        <translation>{keys} o {last}</translation>
    </message>
    <message>
        <location line="-64"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+52"/>
        <source>Show &amp;Last Reveal</source>
        <translation>Mostra gli &amp;ultimi dadi scoperti</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+16"/>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+30"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-132"/>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+5"/>
        <source>&amp;About Perudo</source>
        <translation>&amp;Informazioni su Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-24"/>
        <source>One die more</source>
        <translation>Un dado in più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer</source>
        <translation>Un dado in meno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid what the selector shows</source>
        <translation>Dichiara quanto mostra il selettore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo</source>
        <translation>Chiama Dudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+21"/>
        <source>Leave this game?</source>
        <translation>Lasciare questa partita?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Abandon this game and set up a new one?</source>
        <translation>Abbandonare questa partita e prepararne una nuova?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Abandon this game and start again?</source>
        <translation>Abbandonare questa partita e ricominciare?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+48"/>
        <source>Settings saved; the new language applies the next time the game starts.</source>
        <translation>Impostazioni salvate; la nuova lingua vale dal prossimo avvio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings saved; new rules apply from the next game.</source>
        <translation>Impostazioni salvate; le nuove regole valgono dalla prossima partita.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="-105"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+46"/>
        <source>There is no reveal to show yet.</source>
        <translation>Non ci sono ancora dadi scoperti da mostrare.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/seed_entry.py" line="+19"/>
        <source>Seed: none yet</source>
        <translation>Seme: ancora nessuno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seed: {seed} (click to copy)</source>
        <translation>Seme: {seed} (clicca per copiare)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed {seed} copied.</source>
        <translation>Seme {seed} copiato.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+15"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="-37"/>
        <source>&amp;History…</source>
        <translation>&amp;Cronologia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+9"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiche…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+8"/>
        <source>&amp;Finished Games…</source>
        <translation>&amp;Partite concluse…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+130"/>
        <source>Your turn: raise, or call Dudo.</source>
        <translation>Tocca a te: rilancia o chiama Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+100"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+2"/>
        <source>Your turn: open the bidding.</source>
        <translation>Tocca a te: apri le dichiarazioni.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="-4"/>
        <source>Your turn: raise, or call Dudo or Calza.</source>
        <translation>Tocca a te: rilancia, o chiama Dudo o Calza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s bot failed ({why}); a safe move was played.</source>
        <translation>Il bot di {name} ha fallito ({why}); è stata giocata una mossa sicura.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s bot could not be loaded ({why}); a Normal bot plays instead.</source>
        <translation>Impossibile caricare il bot di {name} ({why}); gioca al suo posto un bot Normale.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/composition.py" line="+152"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/unfold_offer.py" line="+25"/>
        <source>Show the bid controls</source>
        <translation>Mostra i comandi della puntata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The side panel with the log and the bid controls is folded away. This brings it back, and the table is drawn smaller.</source>
        <translation>Il pannello laterale, con il registro e i comandi della puntata, è chiuso. Questo pulsante lo riporta, e il tavolo viene disegnato più piccolo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-6"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-22"/>
        <source>Show &amp;Hints</source>
        <translation>Mostra gli &amp;aiuti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review Last &amp;Round</source>
        <translation>Analizza l&apos;ultimo &amp;round</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review This &amp;Game</source>
        <translation>Analizza questa &amp;partita</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+58"/>
        <source>Quit in the middle of this game?</source>
        <translation>Uscire nel mezzo di questa partita?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+330"/>
        <source>PALIFICO</source>
        <translation>PALIFICO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WINNER</source>
        <translation>VINCITORE</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>your cup</source>
        <translation>il tuo bicchiere</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-12"/>
        <source>no calls yet</source>
        <translation>ancora nessuna chiamata</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+8"/>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+45"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won so far</source>
        <translation>Partite vinte finora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dudo calls</source>
        <translation>Dudo chiamati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent level</source>
        <translation>Livello avversario</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>won: {won} of {games} ({percent})</source>
        <translation>vinte: {won} su {games} ({percent})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>right: {right} of {made} ({percent})</source>
        <translation>a segno: {right} su {made} ({percent})</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Dudo calls right, by table size</source>
        <translation>Dudo giusti, per numero di giocatori</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games against this level</source>
        <translation>Partite contro questo livello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games against them</source>
        <translation>Partite contro questo avversario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By table size</source>
        <translation>Per numero di giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent level</source>
        <translation>Per livello avversario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Per avversario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your rating</source>
        <translation>Il tuo punteggio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average placing</source>
        <translation>Piazzamento medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your false bids caught by a Dudo</source>
        <translation>Tue dichiarazioni false smascherate da un Dudo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{count} players</source>
        <translation>{count} giocatori</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reset statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game and all your statistics? This cannot be undone.</source>
        <translation>Vuoi cancellare tutte le partite concluse e tutte le tue statistiche? Non si potrà tornare indietro.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+12"/>
        <source>{who}, thinking…</source>
        <translation>{who}, pensa…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your dice: {dice}.</source>
        <translation>I tuoi dadi: {dice}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No bid yet this round.</source>
        <translation>Ancora nessuna dichiarazione in questo round.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing bid: {bid}, yours.</source>
        <translation>Dichiarazione in corso: {bid}, la tua.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-239"/>
        <source>Standing bid: {bid}, by {name}.</source>
        <translation>Dichiarazione in corso: {bid}, di {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+147"/>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+0"/>
        <source>{name} wins the game!</source>
        <translation>{name} vince la partita!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: out.</source>
        <translation>{name}: fuori dalla partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: dice count hidden.</source>
        <translation>{name}: numero di dadi nascosto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {dice}.</source>
        <translation>{name}: {dice}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {round}, palifico: pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Round {round}, palifico: i paco non sono jolly, e solo chi ha un dado può cambiare valore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}, palifico: pacos are not wild and the face stays.</source>
        <translation>Round {round}, palifico: i paco non sono jolly e il valore resta.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You held {dice}.</source>
        <translation>Avevi {dice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice}.</source>
        <translation>{name} aveva {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_animation.py" line="+115"/>
        <source>You call
Dudo!</source>
        <translation>Chiami
Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call
Calza!</source>
        <translation>Chiami
Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls
Dudo!</source>
        <translation>{name} chiama
Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} calls
Calza!</source>
        <translation>{name} chiama
Calza!</translation>
    </message>
    <message>
        <location line="+110"/>
        <location line="+12"/>
        <source>Palifico!</source>
        <translation>Palifico!</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-132"/>
        <source>the Balanced Player</source>
        <translation>l&apos;Equilibrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <translation>il Prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <translation>il Pirata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <translation>lo Scettico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <translation>l&apos;Azzardoso</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/faces.py" line="+11"/>
        <source>pacos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>paco</numerusform>
            <numerusform>paco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>twos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>due</numerusform>
            <numerusform>due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>threes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>tre</numerusform>
            <numerusform>tre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fours</source>
        <comment>face name</comment>
        <translation>
            <numerusform>quattro</numerusform>
            <numerusform>quattro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fives</source>
        <comment>face name</comment>
        <translation>
            <numerusform>cinque</numerusform>
            <numerusform>cinque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sixes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>sei</numerusform>
            <numerusform>sei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pacos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n paco</numerusform>
            <numerusform>%n paco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n due</numerusform>
            <numerusform>%n due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n threes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n tre</numerusform>
            <numerusform>%n tre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fours</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n quattro</numerusform>
            <numerusform>%n quattro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fives</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n cinque</numerusform>
            <numerusform>%n cinque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n sei</numerusform>
            <numerusform>%n sei</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-143"/>
        <source>Round {round}, palifico: you open. Pacos are not wild and the face stays.</source>
        <translation>Round {round}, palifico: apri tu. I paco non sono jolly e il valore resta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild and the face stays.</source>
        <translation>Round {round}, palifico: apre {name}. I paco non sono jolly e il valore resta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}: you open.</source>
        <translation>Round {round}: apri tu.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round {round}: {name} opens.</source>
        <translation>Round {round}: apre {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid {bid}.</source>
        <translation>Dichiari {bid}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} bids {bid}.</source>
        <translation>{name} dichiara {bid}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You call Dudo on {whose} {bid}!</source>
        <translation>Chiami Dudo sulla {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Dudo on {whose} {bid}!</source>
        <translation>{name} chiama Dudo sulla {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You call Calza on {whose} {bid}!</source>
        <translation>Chiami Calza sulla {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Calza on {whose} {bid}!</source>
        <translation>{name} chiama Calza sulla {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your</source>
        <translation>tua dichiarazione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name}&apos;s</source>
        <translation>dichiarazione di {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cups lift: {count}.</source>
        <translation>Si alzano i bicchieri: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You lose a die.</source>
        <translation>Perdi un dado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die.</source>
        <translation>{name} perde un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win a die back.</source>
        <translation>Riprendi un dado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back.</source>
        <translation>{name} riprende un dado.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="-82"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+1"/>
        <source>You are out of the game.</source>
        <translation>Sei fuori dalla partita.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-46"/>
        <source>Round {round}, palifico: you open. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Round {round}, palifico: apri tu. I paco non sono jolly, e solo chi ha un dado può cambiare valore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Round {round}, palifico: apre {name}. I paco non sono jolly, e solo chi ha un dado può cambiare valore.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name} is out of the game.</source>
        <translation>{name} è fuori dalla partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are down to one die: palifico next round!</source>
        <translation>Ti resta un solo dado: palifico al prossimo round!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is down to one die: palifico next round!</source>
        <translation>A {name} resta un solo dado: palifico al prossimo round!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{dice} with pacos</source>
        <translation>{dice} con i paco</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count}, bid {quantity}</source>
        <translation>{count}, dichiarati {quantity}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly right</source>
        <translation>esatto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not exact</source>
        <translation>non esatto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bid stands</source>
        <translation>la dichiarazione regge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bid fails</source>
        <translation>la dichiarazione non regge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you lose a die</source>
        <translation>perdi un dado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die</source>
        <translation>{name} perde un dado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you win a die back</source>
        <translation>riprendi un dado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back</source>
        <translation>{name} riprende un dado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody loses a die</source>
        <translation>nessuno perde un dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{head}: {outcome}.</source>
        <translation>{head}: {outcome}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dadi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice in play</source>
        <translation>
            <numerusform>%n dado in gioco</numerusform>
            <numerusform>%n dadi in gioco</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6th</source>
        <translation>6º</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Miscounts, forgets that pacos are wild, bids carelessly.</source>
        <translation>Conta male, dimentica che i paco sono jolly, dichiara alla leggera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the odds of its own dice and reads your bids.</source>
        <translation>Gioca le probabilità dei propri dadi e legge le tue dichiarazioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learns how each player bids and plays close rounds out to the end.</source>
        <translation>Impara come dichiara ogni giocatore e calcola i round serrati fino in fondo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays the final duels like a solved game; mixes its bluffs so no habit beats it.</source>
        <translation>Gioca i duelli finali come un gioco risolto; varia i suoi bluff perché nessuna abitudine lo batta.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the Balanced Player</source>
        <comment>said of a woman</comment>
        <translation>l&apos;Equilibrata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <comment>said of a woman</comment>
        <translation>la Prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <comment>said of a woman</comment>
        <translation>la Pirata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <comment>said of a woman</comment>
        <translation>la Scettica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <comment>said of a woman</comment>
        <translation>l&apos;Azzardosa</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{level} · {personality}</source>
        <translation>{level} · {personality}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The level&apos;s own style.</source>
        <translation>Lo stile proprio del livello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs sometimes, doubts when the odds say so.</source>
        <translation>A volte bluffa, dubita quando le probabilità lo dicono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost never bluffs and bids only what the dice support.</source>
        <translation>Non bluffa quasi mai e dichiara solo ciò che i dadi permettono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs often and raises boldly.</source>
        <translation>Bluffa spesso e rilancia con audacia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo at the first doubt.</source>
        <translation>Chiama Dudo al primo dubbio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a risky Calza.</source>
        <translation>Adora le Calza rischiose.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wait a moment: the table is still showing the last move.</source>
        <translation>Un attimo: il tavolo mostra ancora l&apos;ultima mossa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are out of this game: you can watch, but not play.</source>
        <translation>Sei fuori da questa partita: puoi guardare, ma non giocare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza is not played at this table (see the rules in the settings).</source>
        <translation>A questo tavolo non si gioca la Calza (vedi le regole nelle impostazioni).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need a bid on the table before you can call Calza.</source>
        <translation>Serve una dichiarazione sul tavolo prima di poter chiamare Calza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza on your own bid.</source>
        <translation>Non puoi chiamare Calza sulla tua dichiarazione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza in a palifico round at this table.</source>
        <translation>A questo tavolo niente Calza in un round palifico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza when only two players are left at this table.</source>
        <translation>A questo tavolo niente Calza quando restano solo due giocatori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza now.</source>
        <translation>Ora non puoi chiamare Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: it is {name}&apos;s.</source>
        <translation>Aspetta il tuo turno: tocca a {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a bid on the table before you can call Dudo.</source>
        <translation>Serve una dichiarazione sul tavolo prima di poter chiamare Dudo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot bid {bid}: {why}</source>
        <translation>Non puoi dichiarare {bid}: {why}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è permessa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round opens on pacos only in a palifico round.</source>
        <translation>Un round si apre sui paco solo in un round palifico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a palifico round every bid stays on {faces}.</source>
        <translation>In un round palifico ogni dichiarazione resta sui {faces}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With single-step raises, the face cannot go down after {bid}.</source>
        <translation>Con i rilanci di un solo passo, il valore non può scendere dopo {bid}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With single-step raises, {faces} only at {quantity}.</source>
        <translation>Con i rilanci di un solo passo, {faces} solo a {quantity}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After {bid}, {faces} need at least {minimum}.</source>
        <translation>Dopo {bid}, i {faces} chiedono almeno {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least half, rounded up: {minimum}.</source>
        <translation>Dopo {bid}, i paco chiedono almeno la metà, arrotondata per eccesso: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least {minimum}.</source>
        <translation>Dopo {bid}, i paco chiedono almeno {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, another face needs twice as many plus one: {minimum}.</source>
        <translation>Dopo {bid}, un altro valore chiede il doppio più uno: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a palifico round, after {bid}, {faces} need at least {minimum}.</source>
        <translation>In un round palifico, dopo {bid}, i {faces} chiedono almeno {minimum}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Last round&apos;s reveal. Click or press {keys} to go back to the game.</source>
        <translation>I dadi dell&apos;ultimo round. Clicca o premi {keys} per tornare alla partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click or press {keys} to continue</source>
        <translation>Clicca o premi {keys} per continuare</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/dice_text.py" line="+85"/>
        <source>you {dice}</source>
        <translation>tu {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} {dice}</source>
        <translation>{name} {dice}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-16"/>
        <source>you {count}</source>
        <translation>tu {count}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Open with any number of {faces}.</source>
        <translation>Apri con quanti {faces} vuoi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-14"/>
        <source>%n dice count</source>
        <translation>
            <numerusform>%n dado conta</numerusform>
            <numerusform>%n dadi contano</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name}&apos;s dice: {dice}; {counted}.</source>
        <translation>Dadi di {name}: {dice}; {counted}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s dice: {dice}.</source>
        <translation>Dadi di {name}: {dice}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s dice: {dice}</source>
        <translation>Dadi di {name}: {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Five players, A to E, have played a few rounds: A, B, C and D lost a die each. That leaves {total} dice in play: four for each of them, five for E.&lt;br&gt;&lt;br&gt;Here every die is shown face up so you can follow along; in a game you only ever see your own. A opens the round.</source>
        <translation>Cinque giocatori, da A a E, hanno già giocato qualche round: A, B, C e D hanno perso un dado ciascuno. Restano quindi {total} dadi in gioco: quattro per ciascuno di loro, cinque per E.&lt;br&gt;&lt;br&gt;Qui tutti i dadi sono scoperti perché tu possa seguire; in partita vedi solo i tuoi. Apre A.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The bid stands, so {name}, who doubted it, loses a die and opens the next round.</source>
        <translation>La dichiarazione regge: {name}, che ne dubitava, perde un dado e apre il round seguente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid fails, so {name}, who made it, loses a die and opens the next round.</source>
        <translation>La dichiarazione non regge: {name}, che l&apos;aveva fatta, perde un dado e apre il round seguente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thinks {bid} is too many and calls Dudo. The cups lift and the dice are counted: {faces} and {pacos}, which are wild, make {count} in all.</source>
        <translation>Per {name}, {bid} sono troppi: chiama Dudo. Si alzano i bicchieri e si conta: {faces} e {pacos}, che sono jolly, fanno {count} in tutto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That was a whole round. Now play one yourself: a guided round awaits.</source>
        <translation>Ecco un round completo. Ora giocane uno tu: ti aspetta un round guidato.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of them count for this bid, pacos included.</source>
        <translation>
            <numerusform>%n vale per questa dichiarazione, paco compresi.</numerusform>
            <numerusform>%n valgono per questa dichiarazione, paco compresi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opening bid may name any number of any face, but not pacos.</source>
        <translation>La dichiarazione d&apos;apertura può indicare qualsiasi numero di qualsiasi valore, ma non i paco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opening bid may name any number of any face.</source>
        <translation>La dichiarazione d&apos;apertura può indicare qualsiasi numero di qualsiasi valore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} opens with {bid}. {why}</source>
        <translation>{name} apre con {bid}. {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After {standing}, a raise on the same face needs at least {same}; a higher face may keep the number: {higher} would do. {name} bids {bid}.</source>
        <translation>Dopo {standing}, un rilancio sullo stesso valore chiede almeno {same}; un valore più alto può tenere il numero: andrebbe bene {higher}. {name} dichiara {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A paco counts for every face, so a bid on pacos needs fewer dice: half, rounded up. After {standing}, {least} is the least paco bid. {name} bids {bid}.</source>
        <translation>Un paco vale per ogni valore, quindi una dichiarazione sui paco chiede meno dadi: la metà, arrotondata per eccesso. Dopo {standing}, il minimo è {least}. {name} dichiara {bid}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leaving pacos works the other way round: double the number and add one. After {standing}, every other face needs at least {least}. {name} bids {bid}.</source>
        <translation>Lasciare i paco funziona al contrario: si raddoppia il numero e si aggiunge uno. Dopo {standing}, ogni altro valore chiede almeno {least}. {name} dichiara {bid}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tutorial text</source>
        <translation>Testo del tutorial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Avanti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play a guided round</source>
        <translation>&amp;Gioca un round guidato</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;The worked round&lt;/b&gt;, step {step} of {steps}</source>
        <translation>&lt;b&gt;Il round d&apos;esempio&lt;/b&gt;, passo {step} di {steps}</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>You hold %n that count, pacos included.</source>
        <translation>
            <numerusform>Ne hai %n che vale, paco compresi.</numerusform>
            <numerusform>Ne hai %n che valgono, paco compresi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You hold %n that count.</source>
        <translation>
            <numerusform>Ne hai %n che vale.</numerusform>
            <numerusform>Ne hai %n che valgono.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Of the other {others} dice, about {expected} should count, so {bid} is {chance} likely to be true.</source>
        <translation>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Degli altri {others} dadi, circa {expected} dovrebbero valere, quindi {bid} è vero con il {chance} di probabilità.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Safe, but it tells the others nothing: the next player can raise on it just as safely.</source>
        <translation>Sicura, ma non dice niente agli altri: il giocatore seguente può rilanciare con la stessa tranquillità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A good raise: it is more likely true than not, and the next player must now go higher or risk a Dudo.</source>
        <translation>Un buon rilancio: è più probabile che sia vero che falso, e il giocatore seguente ora deve salire ancora o rischiare un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Risky: it is more likely false than true, so the next player may well call Dudo.</source>
        <translation>Rischioso: è più probabile che sia falso che vero, quindi il giocatore seguente potrebbe ben chiamare Dudo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Very unlikely: expect the next player to call Dudo, and to lose a die.</source>
        <translation>Molto improbabile: aspettati che il giocatore seguente chiami Dudo, e di perdere un dado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Dudo&lt;/b&gt;: the standing bid, {bid}, is {chance} likely to be true.</source>
        <translation>&lt;b&gt;Dudo&lt;/b&gt;: la dichiarazione in corso, {bid}, è vera con il {chance} di probabilità.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is probably false: Dudo is worth calling, and the bidder loses a die if it is.</source>
        <translation>Probabilmente è falsa: vale la pena chiamare Dudo, e chi l&apos;ha fatta perde un dado se lo è.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A close call: if you have a likely raise, it may be the safer choice.</source>
        <translation>È in bilico: se hai un rilancio probabile, forse è la scelta più sicura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is probably true: a Dudo would most likely cost you a die.</source>
        <translation>Probabilmente è vera: un Dudo ti costerebbe quasi certamente un dado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+6"/>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;A guided round.&lt;/b&gt; You play against three Easy opponents; your dice are at the bottom of the table. When it is your turn, choose a face and a number in the bid selector below the log: I will say what that bid means and how likely it is.</source>
        <translation>&lt;b&gt;Un round guidato.&lt;/b&gt; Giochi contro tre avversari facili; i tuoi dadi sono in basso sul tavolo. Quando tocca a te, scegli un valore e un numero nel selettore sotto il registro: ti dirò cosa significa quella dichiarazione e quanto è probabile.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;The cups are lifted.&lt;/b&gt; The count is on the table and in the log. A new round starts with one die fewer for the loser; I stay here while you play. Close me when you are ready.</source>
        <translation>&lt;b&gt;I bicchieri sono alzati.&lt;/b&gt; Il conteggio è sul tavolo e nel registro. Comincia un nuovo round, con un dado in meno per chi ha perso; resto qui mentre giochi. Chiudimi quando vuoi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;A new round.&lt;/b&gt; When it is your turn, choose a bid below the log or call Dudo: I will say what each would mean.</source>
        <translation>&lt;b&gt;Un nuovo round.&lt;/b&gt; Quando tocca a te, scegli una dichiarazione sotto il registro o chiama Dudo: ti dirò che cosa significherebbe ciascuna.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Pacos are wild this round: they count for {faces}.</source>
        <translation>In questo round i paco sono jolly: valgono per {faces}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palifico round: pacos are not wild, and the face cannot change.</source>
        <translation>Round palifico: i paco non sono jolly e il valore non può cambiare.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Welcome to Perudo</source>
        <translation>Benvenuto a Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Perudo?</source>
        <translation>Nuovo di Perudo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial walks through a round step by step, then guides you through your first round. You can open it any time from the Help menu.</source>
        <translation>Il tutorial mostra un round passo per passo, poi ti guida nel tuo primo round. Puoi aprirlo quando vuoi dal menu Aiuto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me</source>
        <translation>Fammi vedere</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-243"/>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/chart.py" line="+50"/>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{what}: {share}</source>
        <translation>{what}: {share}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>game 1</source>
        <translation>partita 1</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+80"/>
        <source>game {number}</source>
        <translation>partita {number}</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+93"/>
        <source>no calls</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/history.py" line="+128"/>
        <location line="+1"/>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game history</source>
        <translation>Cronologia della partita</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/keeper.py" line="+150"/>
        <source>Statistics cannot be kept: {path} is not a file, so Perudo leaves it as it is. Move it away to keep statistics again.</source>
        <translation>Le statistiche non possono essere tenute: {path} non è un file, quindi Perudo lo lascia com&apos;è. Spostalo altrove per tenere di nuovo le statistiche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics cannot be kept: {why}</source>
        <translation>Impossibile conservare le statistiche: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics could not be read, so they start afresh. The old file was kept as {path}.</source>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero. Il vecchio file è stato conservato come {path}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{path} is where your game is saved, but it is not a file, so Perudo leaves it as it is and cannot save your game. Move it away to save games again.</source>
        <translation>La tua partita si salva in {path}, ma non è un file, quindi Perudo lo lascia com&apos;è e non può salvare la partita. Spostalo altrove per salvare di nuovo le partite.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your saved game could not be read ({why}); a new game starts.</source>
        <translation>Non è stato possibile leggere la partita salvata ({why}); ne inizia una nuova.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your game cannot be saved ({why}). Play goes on, but it will not be there next time.</source>
        <translation>Impossibile salvare la partita ({why}). Puoi continuare a giocare, ma la prossima volta non la ritroverai.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This game could not be added to your statistics: {why}</source>
        <translation>Impossibile aggiungere questa partita alle tue statistiche: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was made by a newer version of Perudo, so a new game starts. The file was kept as {path}.</source>
        <translation>La partita salvata viene da una versione più recente di Perudo, quindi ne inizia una nuova. Il file è stato conservato come {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved game is damaged and cannot go on, so a new game starts. The file was kept as {path}.</source>
        <translation>La partita salvata è danneggiata e non può continuare, quindi ne inizia una nuova. Il file è stato conservato come {path}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+97"/>
        <source>you hold %n dice</source>
        <translation>
            <numerusform>hai %n dado</numerusform>
            <numerusform>hai %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} against {names}: {dice}.</source>
        <translation>Round {round} contro {names}: {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+61"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+4"/>
        <source>Round {round}.</source>
        <translation>Round {round}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+6"/>
        <source>Resume your game?</source>
        <translation>Vuoi riprendere la partita?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/replay.py" line="+87"/>
        <location line="+256"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Every seat&apos;s dice</source>
        <translation>I dadi di tutti i giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups open</source>
        <translation>Bicchieri alzati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Step {step} of {last}, round {round}. {words}</source>
        <translation>Passo {step} di {last}, round {round}. {words}</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Finished games</source>
        <translation>Partite concluse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished games, newest first</source>
        <translation>Partite concluse, dalla più recente</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>you won</source>
        <translation>hai vinto</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Replay: {stage}</source>
        <translation>Replay: {stage}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Start</source>
        <comment>replay: go to its first step</comment>
        <translation>Inizio</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>{winner} won, your place: {place} of {players}</source>
        <translation>ha vinto {winner}, il tuo posto: {place} su {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your place: {place} of {players}</source>
        <translation>il tuo posto: {place} su {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>against {names}</source>
        <translation>contro {names}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n round</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+21"/>
        <location line="+6"/>
        <source>Export replay</source>
        <translation>Esporta replay</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+48"/>
        <source>Import replay</source>
        <translation>Importa replay</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Replays (*.json)</source>
        <translation>Replay (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{file} is not a Perudo replay, so it was left as it is.</source>
        <translation>{file} non è un replay di Perudo, quindi è stato lasciato com&apos;era.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not a file, so it was left as it is.</source>
        <translation>{file} non è un file, quindi è stato lasciato com&apos;era.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the replay under another name.</source>
        <translation>Esporta il replay con un altro nome.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The replay could not be written: {why}</source>
        <translation>Impossibile scrivere il replay: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is not a file</source>
        <translation>non è un file</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} cannot be replayed: {why}</source>
        <translation>Impossibile rivedere {file}: {why}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/sound.py" line="+84"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute</source>
        <translation>Muto</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/about.py" line="+17"/>
        <source>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) against computer opponents.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;Dice, cups and icons: the project&apos;s own SVG artwork.&lt;br&gt;Font: DejaVu Sans, or your system&apos;s font, drawn by Qt.&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}, used under the LGPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) contro avversari del computer.&lt;/p&gt;&lt;p&gt;Licenza: GNU General Public License, versione 3 o successiva (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Riconoscimenti&lt;/b&gt;&lt;br&gt;Dadi, bicchieri e icone: disegni SVG propri del progetto.&lt;br&gt;Carattere: DejaVu Sans, o quello del tuo sistema, disegnato da Qt.&lt;br&gt;Realizzato con Qt {qt} e PySide6 {pyside}, usati secondo la LGPL v3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Perudo</source>
        <translation>Informazioni su Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/notices.py" line="+30"/>
        <location line="+39"/>
        <source>Settings problems</source>
        <translation>Problemi con le impostazioni</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Details…</source>
        <translation>&amp;Dettagli…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dis&amp;miss</source>
        <translation>Na&amp;scondi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A setting could not be used; its default was used instead.</source>
        <translation>Un&apos;impostazione non si è potuta usare; è stato usato il valore predefinito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} settings could not be used; their defaults were used instead.</source>
        <translation>{count} impostazioni non si sono potute usare; sono stati usati i valori predefiniti.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings.py" line="-361"/>
        <source>it is empty</source>
        <translation>è vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than a settings file</source>
        <translation>è più grande di un file di impostazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not text</source>
        <translation>non è testo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it does not hold the game&apos;s sections only</source>
        <translation>non contiene solo le sezioni del gioco</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{path} could not be read ({why})</source>
        <translation>Impossibile leggere {path} ({why})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{path} is not a Perudo settings file ({why}); it was left as it is</source>
        <translation>{path} non è un file di impostazioni di Perudo ({why}); è stato lasciato com&apos;era</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>line(s) {lines} could not be read</source>
        <translation>impossibile leggere le righe {lines}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: {why}, and no copy could be kept ({error})</source>
        <translation>{path}: {why}, e non è stato possibile conservarne una copia ({error})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{path}: {what}; the other settings are used, and a copy of the file was kept as {copy}</source>
        <translation>{path}: {what}; si usano le altre impostazioni, e una copia del file è stata conservata come {copy}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} was converted to UTF-8; the original was kept as {copy}</source>
        <translation>{path} è stato convertito in UTF-8; l&apos;originale è stato conservato come {copy}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{path} could not be read, nor moved aside ({error})</source>
        <translation>Impossibile leggere {path} o metterlo da parte ({error})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{path} could not be read; another instance moved it aside</source>
        <translation>Impossibile leggere {path}; un&apos;altra istanza l&apos;ha messo da parte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{path} could not be read; it was moved to {aside}</source>
        <translation>Impossibile leggere {path}; è stato spostato in {aside}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why}; the other settings are used, and nothing is saved this time</source>
        <translation>{why}; si usano le altre impostazioni, e questa volta non si salva nulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{why}; the default settings are used, and nothing is saved this time</source>
        <translation>{why}; si usano le impostazioni predefinite, e questa volta non si salva nulla</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>setting {key}={value} is not valid; using the default</source>
        <translation>l&apos;impostazione {key}={value} non è valida; si usa il valore predefinito</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the name {name} is not one line of up to {limit} characters, and was not saved</source>
        <translation>il nome {name} non è una sola riga di al massimo {limit} caratteri, e non è stato salvato</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/app.py" line="+228"/>
        <source>The game could not start ({why}). Choose New game to try again.</source>
        <translation>La partita non è potuta iniziare ({why}). Scegli Nuova partita per riprovare.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your games cannot be kept ({why}): this window keeps no saved game and no statistics.</source>
        <translation>Le tue partite non possono essere conservate ({why}): questa finestra non conserva partite in corso né statistiche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another Perudo window is open and keeps your games: this one keeps no saved game and no statistics.</source>
        <translation>È aperta un&apos;altra finestra di Perudo che conserva le tue partite: questa non conserva partite in corso né statistiche.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_pick.py" line="+60"/>
        <source>Bot from a file…</source>
        <translation>Bot da un file…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bot program of your own (a .py file): it runs with your rights.</source>
        <translation>Un tuo programma di bot (un file .py): viene eseguito con i tuoi permessi.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+45"/>
        <source>Bot from a file</source>
        <translation>Bot da un file</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Python files (*.py)</source>
        <translation>File Python (*.py)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{file} cannot be read: {why}</source>
        <translation>Impossibile leggere {file}: {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} holds no bot: no class with a choose method.</source>
        <translation>{file} non contiene nessun bot: nessuna classe con un metodo choose.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_trust.py" line="+81"/>
        <source>Run a bot from a file?</source>
        <translation>Eseguire un bot da un file?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} will run as a program with your rights. Run it?</source>
        <translation>{file} verrà eseguito come un programma con i tuoi permessi. Eseguirlo?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A bot from a file can do whatever you can do: read and change your files, and see the other players&apos; dice. Run only a file you trust; otherwise a Normal bot takes its seat.</source>
        <translation>Un bot preso da un file può fare tutto ciò che puoi fare tu: leggere e modificare i tuoi file, e vedere i dadi degli altri giocatori. Esegui solo un file di cui ti fidi; altrimenti al suo posto gioca un bot Normale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: {path}
SHA-256: {digest}</source>
        <translation>File: {path}
SHA-256: {digest}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run It</source>
        <translation>Eseguilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Normal Bot</source>
        <translation>Gioca con un bot Normale</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your yes for {file} holds until you quit: it could not be kept.</source>
        <translation>Il tuo consenso per {file} vale finché non esci: non è stato possibile salvarlo.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s bot is still loading; if it is not ready soon, a Normal bot plays instead.</source>
        <translation>Il bot di {name} si sta ancora caricando; se non è pronto a breve, al suo posto gioca un bot Normale.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reason_words.py" line="+34"/>
        <source>{name} held {dice} and bid {bid}.</source>
        <translation>{name} aveva {dice} e ha dichiarato {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Dudo on {bid}.</source>
        <translation>{name} aveva {dice} e ha chiamato Dudo su {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Calza on {bid}.</source>
        <translation>{name} aveva {dice} e ha chiamato Calza su {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In its own words: “{words}”</source>
        <translation>Con parole sue: «{words}»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of them counted.</source>
        <translation>Nessuno di questi valeva.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of them counted.</source>
        <comment>dice held</comment>
        <translation>
            <numerusform>%n di questi valeva.</numerusform>
            <numerusform>%n di questi valevano.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} forgot for a moment that pacos are wild.</source>
        <translation>{name} ha dimenticato per un momento che i paco sono jolly.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} misjudged how many dice another player held.</source>
        <translation>{name} ha sbagliato a contare i dadi di un altro giocatore.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} played the rest of the round out in thought and weighed it against the odds: with this bid, {name} expected to keep every die {kept} of the time.</source>
        <translation>{name} ha giocato a mente il resto del turno e l&apos;ha soppesato con le probabilità: con questa dichiarazione, {name} contava di tenere tutti i dadi il {kept} delle volte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} played the rest of the round out in thought: calling Dudo kept every die {kept} of the time, and the bid looked {chance} likely.</source>
        <translation>{name} ha giocato a mente il resto del turno: chiamando Dudo teneva tutti i dadi il {kept} delle volte, e la dichiarazione sembrava vera al {chance}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} played the rest of the round out in thought: with this bid, {name} kept every die {kept} of the time.</source>
        <translation>{name} ha giocato a mente il resto del turno: con questa dichiarazione, {name} teneva tutti i dadi il {kept} delle volte.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} thought the bid only {chance} likely, and no raise looked safer than Dudo.</source>
        <translation>Per {name} la dichiarazione era vera solo al {chance}, e nessun rilancio sembrava più sicuro di un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thought the bid only {chance} likely, just short of what {name} needs to believe one.</source>
        <translation>Per {name} la dichiarazione era vera solo al {chance}, appena sotto quel che serve a {name} per crederci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid only {chance} likely, below the {threshold} {name} needs to believe one.</source>
        <translation>Per {name} la dichiarazione era vera solo al {chance}, sotto il {threshold} che serve a {name} per crederci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, just what {name} usually needs, and doubted it anyway.</source>
        <translation>Per {name} la dichiarazione era vera al {chance}, proprio quel che di solito basta a {name}, ma ne ha dubitato lo stesso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, above the {threshold} {name} usually needs, and doubted it anyway.</source>
        <translation>Per {name} la dichiarazione era vera al {chance}, sopra il {threshold} che di solito basta a {name}, ma ne ha dubitato lo stesso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid {name} did not weigh, safe by luck ({chance} likely).</source>
        <translation>Una dichiarazione che {name} non ha soppesato, sicura per fortuna (probabile al {chance}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} thought the count {chance} likely to be exactly right: enough for a Calza ({name} needs {threshold}).</source>
        <translation>Per {name} il conto era esatto al {chance}: abbastanza per una Calza ({name} chiede il {threshold}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} expected about {expected} on the table, fewer than the bid.</source>
        <translation>{name} se ne aspettava circa {expected} sul tavolo, meno della dichiarazione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table played a safe move for {name}: the bot {fault}.</source>
        <translation>Il tavolo ha giocato una mossa sicura per {name}: il bot {fault}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} saw no bid worth making.</source>
        <translation>{name} non vedeva nessuna dichiarazione che valesse la pena.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} thought it {chance} likely to be true and expected a Dudo on it {doubt} of the time.</source>
        <translation>Per {name} la dichiarazione era vera al {chance}, e si aspettava un Dudo il {doubt} delle volte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bluff: {name} gave it only {chance} and said it anyway.</source>
        <translation>Un bluff: {name} le dava solo il {chance} e l&apos;ha detta lo stesso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A careless bid: {name} did not weigh it ({chance} likely).</source>
        <translation>Una dichiarazione a caso: {name} non l&apos;ha soppesata (probabile al {chance}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} thought the count {chance} likely to be exactly right.</source>
        <translation>Per {name} il conto era esatto al {chance}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this final duel {name} follows a solved strategy, which makes this move {chance} of the time.</source>
        <translation>In questo duello finale {name} segue una strategia risolta, che fa questa mossa il {chance} delle volte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} plays at random.</source>
        <translation>{name} gioca a caso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} calls Dudo whenever allowed, and otherwise bids as little as possible.</source>
        <translation>{name} chiama Dudo ogni volta che può, e altrimenti dichiara il minimo possibile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} always makes the smallest raise allowed.</source>
        <translation>{name} fa sempre il rilancio più piccolo consentito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose the bid most likely to be true: {chance}.</source>
        <translation>{name} ha scelto la dichiarazione più probabile: {chance}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} raised out of habit; the bid was {chance} likely.</source>
        <translation>{name} ha rilanciato per abitudine; la dichiarazione era probabile al {chance}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took longer than a second</source>
        <translation>ci ha messo più di un secondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took longer than {seconds} seconds</source>
        <translation>ci ha messo più di {seconds} secondi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chose {action}, which is not allowed now</source>
        <translation>ha scelto {action}, che ora non è consentito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not be made for this game</source>
        <translation>non è stato possibile crearlo per questa partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>answered {detail} instead of a move</source>
        <translation>ha risposto {detail} invece di una mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose {detail}, which is not a move of the game</source>
        <translation>ha scelto {detail}, che non è una mossa del gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a reason that is not text: {detail}</source>
        <translation>ha dato un motivo che non è testo: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a chance that is not a number: {detail}</source>
        <translation>ha dato una probabilità che non è un numero: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped with an error: {detail}</source>
        <translation>si è fermato con un errore: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took {seconds} s, more than its {budget} s</source>
        <translation>ci ha messo {seconds} s, più dei suoi {budget} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not answer within {seconds} s, so its process was stopped</source>
        <translation>non ha risposto entro {seconds} s, quindi il suo processo è stato fermato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended its own process</source>
        <translation>ha chiuso il proprio processo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was asked after the table closed</source>
        <translation>è stato interpellato dopo la chiusura del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be started again: {detail}</source>
        <translation>non è stato possibile riavviarlo: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be made for this game: {detail}</source>
        <translation>non è stato possibile crearlo per questa partita: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered after the table had moved on</source>
        <translation>ha risposto quando il tavolo era già andato avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not confirmed to run</source>
        <translation>{file} non è stato autorizzato a essere eseguito</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/character_words.py" line="+16"/>
        <source>Mateo learned the game last summer at his grandmother&apos;s. He still forgets that pacos are wild, but he never stops smiling.</source>
        <translation>Mateo ha imparato il gioco l&apos;estate scorsa dalla nonna. Dimentica ancora che i paco sono jolly, ma non smette mai di sorridere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lucía runs the fish stall at the harbour and counts every coin twice. She bids low and rarely takes a risk.</source>
        <translation>Lucía gestisce il banco del pesce al porto e conta ogni moneta due volte. Dichiara basso e rischia di rado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barnaby swabs the decks and dreams of a ship of his own. He bluffs loudly and often, and is caught just as often.</source>
        <translation>Barnaby lava il ponte e sogna una nave tutta sua. Bluffa spesso e a gran voce, e viene scoperto altrettanto spesso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inés teaches mathematics at the village school. She plays a clean, steady game: no tricks, few mistakes.</source>
        <translation>Inés insegna matematica nella scuola del paese. Gioca in modo pulito e regolare: niente trucchi, pochi errori.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rosa keeps the books for half the market. Her bids are almost always backed by the dice in her cup.</source>
        <translation>Rosa tiene i conti di mezzo mercato. Le sue dichiarazioni poggiano quasi sempre sui dadi del suo bicchiere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greta believes nothing she has not seen. Bid too high and she calls Dudo without blinking.</source>
        <translation>Greta non crede a nulla che non abbia visto. Dichiara troppo alto e chiamerà Dudo senza battere ciglio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Django never met a bet he did not like. He loves a Calza and raises when others would stop.</source>
        <translation>Django non ha mai rifiutato una scommessa. Adora la Calza e rilancia quando gli altri si fermerebbero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain Morgana has won ships, crews and islands at the dice table. She bluffs boldly, and reads you while she does.</source>
        <translation>La capitana Morgana ha vinto navi, ciurme e isole al tavolo dei dadi. Bluffa con audacia, e intanto ti legge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Viktor spent thirty years as a customs inspector. He has heard every lie, and he calls most of them.</source>
        <translation>Viktor ha fatto l&apos;ispettore doganale per trent&apos;anni. Ha sentito ogni bugia, e ne smaschera quasi tutte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professor Soledad wrote the book on probability, twice. She reads every bid you make.</source>
        <translation>La professoressa Soledad ha scritto il manuale di probabilità, due volte. Legge ogni tua dichiarazione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ezra drifts from port to port and leaves empty purses behind him. Nobody has ever seen him miss a Calza.</source>
        <translation>Ezra vaga di porto in porto e si lascia dietro borse vuote. Nessuno l&apos;ha mai visto sbagliare una Calza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody knows where El Cóndor comes from. They say he has never lost a game at the top of the mountain.</source>
        <translation>Nessuno sa da dove venga El Cóndor. Si dice che non abbia mai perso una partita in cima alla montagna.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plays by feel</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Gioca d&apos;istinto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids low, risks little</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Dichiara basso, rischia poco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs loudly</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Bluffa senza vergogna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and careful</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Costante e prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo often</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Chiama spesso Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a Calza</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Adora la Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads every bid</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Legge ogni dichiarazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays close to perfect</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Gioca quasi alla perfezione</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reaction_words.py" line="+34"/>
        <source>Is that allowed? I&apos;m doing it!</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>Si può fare? Io lo faccio!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma always bid big.</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>La nonna dichiarava sempre alto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait, was that too many?</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Aspetta, erano troppi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oh no. Let&apos;s look, I guess.</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Oh no. Guardiamo, dai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I actually got one right!</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>Ne ho azzeccata una, davvero!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma would be proud.</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>La nonna sarebbe fiera di me.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oops! Still learning.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Ops! Sto ancora imparando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll get the hang of it.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Prima o poi ci prendo la mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did I win that? I did!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>Ho vinto io? Sì, ho vinto!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner&apos;s luck!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>Fortuna del principiante!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I won? Wait till Grandma hears!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>Ho vinto? Devo dirlo alla nonna!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best summer game ever!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>La partita più bella dell&apos;estate!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Just this once, a bigger bid.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Solo per stavolta, dichiaro di più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted twice. It holds.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Contato due volte. Regge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I counted twice. Lift away.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Ho contato due volte. Alza pure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coin is accounted for.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Ogni moneta è al suo posto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your sums didn&apos;t add up.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Le tue somme non quadravano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short change. I noticed.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Resto sbagliato. Me ne sono accorta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That one slipped off the scale.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Questo mi è scivolato dalla bilancia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad day at the stall.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Una brutta giornata al banco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books balance again.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>I conti tornano di nuovo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh from the count.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Fresco fresco, appena contato!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a single coin wasted.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Neanche una moneta sprecata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the stall, richer.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Torno al banco, più ricca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yo ho! Higher still!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Yo ho! Ancora più su!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid fit for a captain!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Una dichiarazione da capitano!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt me? Arr, fair enough.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Dubiti di me? Arr, ci sta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uh... lift them slowly.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Ehm... alzali piano piano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes a bluffer to know one!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Tra bluffatori ci si riconosce!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught ye, landlubber!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Preso, marinaio d&apos;acqua dolce!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overboard goes another one.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Eccone un altro fuori bordo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr. Swabbing duty again.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Arr. Di nuovo a lavare il ponte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the loud!</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>La fortuna aiuta i rumorosi!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s swabbing now?</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>Chi lava il ponte adesso?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A ship of my own, here I come!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>Una nave tutta mia, arrivo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks are on the captain! Me!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>Offre il capitano! Cioè io!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A measured step up.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>Un rilancio misurato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let&apos;s check the working.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Controlliamo il procedimento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your dice, then.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Fuori i dadi, allora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That answer was wrong.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Quella risposta era sbagliata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See me after class.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Passa da me dopo la lezione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fair correction.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Una correzione giusta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noted. I&apos;ll learn from it.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Annotato. Mi servirà di lezione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct, as expected.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Corretto, come previsto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full marks on that one.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Dieci e lode su questa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class dismissed.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>La lezione è finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy game, well played.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Partita pulita, ben giocata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It&apos;s all in the ledger.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>È tutto scritto nel registro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backed by my own dice.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Ho i dadi a garanzia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audit away.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Prego, fai pure la revisione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My books are in order.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>I miei registri sono in ordine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Creative accounting, was it?</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Un po&apos; di finanza creativa, eh?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That bid didn&apos;t reconcile.</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Quella dichiarazione non quadrava.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One entry in red.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Una voce in rosso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll balance it next round.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Pareggio i conti al prossimo giro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credited to my account.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Accreditato sul mio conto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ledger agrees with me.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Il registro mi dà ragione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closing the books. In profit.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Chiusura di bilancio: in attivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All accounts settled.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Tutti i conti saldati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Believe this one. Or don&apos;t.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Credici. Oppure no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt me, if you dare.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Dubita pure, se ne hai il coraggio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine. Seeing is believing.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Va bene. Vedere per credere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You doubt me? Good habit.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Dubiti di me? Buona abitudine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe a word.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Non ho creduto a una parola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you. Never trust a bid.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Visto? Mai fidarsi di chi dichiara.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hmph. I should have seen it.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Mpf. Avrei dovuto vederlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me again. Slowly.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Fammi rivedere. Piano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I only trust what I see.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Credo solo a ciò che vedo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen it. Believed it.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Visto e creduto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust no one. Works every time.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Non fidarsi mai. Funziona sempre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeing is winning.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Vedere per vincere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double or nothing, friends!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Lascia o raddoppia, amici!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the dice dance!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Che ballino i dadi!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll with it. Lift!</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Stiamo al gioco. Alza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gamble&apos;s a gamble.</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Una scommessa è una scommessa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice tune, wrong notes.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Bella melodia, note sbagliate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even I wouldn&apos;t bet on that.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Su quella non punterei nemmeno io.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The house wins this one, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>Stavolta vince il banco, amigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand is mine, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>La prossima mano è mia, amigo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lady Luck, my old friend!</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Dea bendata, vecchia amica mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice love me tonight.</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Stasera i dadi mi adorano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot, amigos!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>Jackpot, amigos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a night at the table!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>Che serata al tavolo!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the black flag!</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Issate la bandiera nera!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I sail where you dare not.</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Navigo dove tu non osi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bold. Let&apos;s see if it pays.</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Audace. Vediamo se paga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;d challenge your captain?</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Osi sfidare la tua capitana?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I read you like a sea chart.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Ti leggo come una carta nautica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the plank, liar.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Fila sulla passerella, bugiardo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scratch. Nothing more.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Un graffio. Niente di più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;ll pay for that one.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Questa me la pagherai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another prize for my hold.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Un altro bottino per la mia stiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender is wiser.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Arrenditi, è più saggio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your ship is mine now.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>Ora la tua nave è mia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea has a new queen.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>Il mare ha una nuova regina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declared in full.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Dichiarato per intero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to hide. Inspect it.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Niente da nascondere. Ispeziona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inspect if you wish.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Controlla pure, se vuoi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My papers are in order.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>I miei documenti sono in regola.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undeclared goods. Confiscated.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Merce non dichiarata. Confiscata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirty years. I know a lie.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Trent&apos;anni. Una bugia la riconosco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rare oversight.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Una rara svista.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That slipped past customs.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Questo è sfuggito alla dogana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stamped and approved.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>Timbrato e approvato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The inspection is complete.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>L&apos;ispezione è conclusa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything checked. You may go.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Tutto controllato. Potete andare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case closed.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Pratica chiusa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The odds are on my side.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Le probabilità sono dalla mia.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The arithmetic says yes.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>L&apos;aritmetica dice di sì.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Calculated, not reckless.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Calcolato, non avventato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the sample speak.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Lasciamo parlare il campione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting. Let&apos;s verify.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Interessante. Verifichiamo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid told me everything.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>La tua dichiarazione mi ha detto tutto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Improbable, as I thought.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Improbabile, come pensavo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variance. It happens.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Varianza. Succede.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlikely, but possible.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Poco probabile, ma possibile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the numbers predicted.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Come predicevano i numeri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected value, collected.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Valore atteso, incassato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That goes in the third edition.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>Questa finisce nella terza edizione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The theory holds.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>La teoria regge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the drifter.</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>La fortuna aiuta i vagabondi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why stop now?</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>Perché fermarsi proprio ora?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every port has a doubter.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Ogni porto ha il suo scettico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them. I&apos;ve seen worse.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Alzali. Ho visto di peggio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even drifters know the odds.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Anche i vagabondi sanno contare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve met your kind in every port.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Ne ho visti come te in ogni porto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tide goes out. It comes back.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>La marea scende. Poi risale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next port, better luck.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>Al prossimo porto andrà meglio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another purse for the road.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Un&apos;altra borsa per il viaggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you kindly.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Troppo gentile, grazie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to find the next port.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>È ora di cercare il prossimo porto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your purse travels with me now.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Ora la tua borsa viaggia con me.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From up here, I see far.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>Da quassù vedo lontano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mountain air is clear.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>L&apos;aria di montagna è limpida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience. Let us see.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Pazienza. Vediamo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wind will tell.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Lo dirà il vento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condor sees all.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Il condor vede tutto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing hides from above.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Dall&apos;alto nulla si nasconde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even condors land.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Anche il condor si posa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A feather lost. No more.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Una piuma persa. Nient&apos;altro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the mountain wills.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Come vuole la montagna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High winds carry me.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Mi portano i venti d&apos;alta quota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Few reach the summit.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Pochi raggiungono la vetta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Come back when you can fly.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Torna quando saprai volare.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let&apos;s make this interesting.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Rendiamola interessante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little higher, why not?</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Un po&apos; più in alto, perché no?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll take that step.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Faccio questo passo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on then, lift the cups.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Dai, alza i bicchieri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair enough, let&apos;s look.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>D&apos;accordo, guardiamo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We&apos;ll see who&apos;s right.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Vedremo chi ha ragione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I knew it didn&apos;t add up.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Sapevo che non tornava.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice try!</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Bel tentativo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught you fair and square.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Preso, e in modo pulito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well played.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Ben giocato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That one&apos;s on me.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Questa è colpa mia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy come, easy go.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Quel che viene facile, facile se ne va.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That went my way.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>È andata a mio favore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I counted.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Proprio come avevo contato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for me.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Una per me.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Good game, everyone!</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Bella partita a tutti!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks for the game.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Grazie per la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was a fine table.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Era un bel tavolo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The numbers allow it.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>I numeri lo permettono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve checked twice.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Ho controllato due volte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calculated step.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Un passo calcolato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>My figures are in order.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>I miei conti sono in ordine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit me, then.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Allora controllami pure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I never bid what I can&apos;t count.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Non dichiaro mai ciò che non so contare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books didn&apos;t balance.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>I conti non tornavano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your numbers were off.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>I tuoi numeri erano sbagliati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I always check the sums.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Controllo sempre le somme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An accounting error.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Un errore contabile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll note that in the ledger.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Lo annoto nel registro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm. A rounding mistake.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Mmm. Un errore di arrotondamento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the figures predicted.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Come previsto dai numeri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the last die.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>In pari fino all&apos;ultimo dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly as expected.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Esattamente come previsto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accounts are closed.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>I conti sono chiusi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profit, at last.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Finalmente, un guadagno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy result.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Un risultato ordinato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hoist the sails!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Issate le vele!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! More dice, more fun!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Ah! Più dadi, più divertimento!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full speed ahead!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Avanti tutta!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dare doubt a pirate?</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Osi dubitare di un pirata?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them, landlubber!</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Alzali, marinaio d&apos;acqua dolce!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold move, matey.</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Mossa audace, mozzo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pirate knows a bluff!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Un pirata riconosce un bluff!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! Walk the plank!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Ah! Sulla passerella!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can&apos;t fool an old sea dog.</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Non si inganna un vecchio lupo di mare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arr, a mere scratch!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Arr, solo un graffio!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea takes its share.</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Il mare si prende la sua parte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll win it back!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Lo riprenderò!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Into my treasure chest!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Nel mio forziere!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yo ho ho!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Yo ho ho!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plunder!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Bottino!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The treasure is mine!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Il tesoro è mio!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory, you scallywags!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Vittoria, furfanti!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks for the crew!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Da bere per la ciurma!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt that, if you can.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Dubita di questo, se ci riesci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This one I believe.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>A questa ci credo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now you&apos;ll have to think.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Adesso dovrai pensarci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You doubt me? Bold.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Dubiti di me? Audace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, check.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Prego, controlla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ironic, isn&apos;t it?</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Ironico, vero?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe you for a second.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Non ti ho creduto nemmeno per un secondo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you so.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Te l&apos;avevo detto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never trust a round number.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Mai fidarsi di un numero tondo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I should have doubted that.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Avrei dovuto dubitarne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm, it was true after all.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Mmm, alla fine era vero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine. Noted.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Va bene. Preso nota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt pays.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Il dubbio paga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I suspected.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Proprio come sospettavo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust nobody.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Non fidarti di nessuno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I doubted everyone, and I won.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Ho dubitato di tutti, e ho vinto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skepticism wins again.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Lo scetticismo vince ancora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. Not bad at all.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Niente male. Niente male davvero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All in!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Tutto su questa!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeling lucky tonight!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Stasera mi sento fortunato!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s double it!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Raddoppiamo!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the cups, let&apos;s see!</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Alza i bicchieri, vediamo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck is on my side.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>La fortuna è dalla mia parte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I bet you&apos;ll regret it.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Scommetto che te ne pentirai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ha, I&apos;d have bet on that!</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Ah, ci avrei scommesso!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lady Luck whispered to me.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>La dea bendata me l&apos;ha sussurrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your luck ran out.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>La tua fortuna è finita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win some, lose some.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Si vince e si perde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are fickle.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>I dadi sono capricciosi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next one is mine.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>La prossima è mia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Jackpot!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The odds love me.</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Le probabilità mi adorano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky me!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Che fortuna!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to cash in!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>È ora di incassare!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight, I&apos;m the house!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Stasera il banco sono io!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a streak!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Che serie!</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+28"/>
        <source>{stage}. {needs}.</source>
        <translation>{stage}. {needs}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{stage} is not beaten this time. {needs}.</source>
        <translation>{stage}: non superata questa volta. {needs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stage} beaten!</source>
        <translation>{stage}: superata!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} You have climbed the whole ladder!</source>
        <translation>{text} Hai scalato tutta la classifica!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{text} Next: {stage}, in the Career ladder.</source>
        <translation>{text} Prossima: {stage}, nella scalata della Carriera.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+3"/>
        <source>&amp;Career…</source>
        <translation>&amp;Carriera…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Abandon this game and play this stage?</source>
        <translation>Abbandonare questa partita e giocare questa tappa?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Ne&amp;xt stage</source>
        <translation>&amp;Tappa successiva</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+81"/>
        <source>Portrait of {name}</source>
        <translation>Ritratto di {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind} · boss</source>
        <translation>{kind} · boss</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open: your next stage</source>
        <translation>Aperta: la tua prossima tappa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+0"/>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+2"/>
        <source>Play {stage}</source>
        <translation>Gioca {stage}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+3"/>
        <source>Beat the stage before to open this one</source>
        <translation>Supera la tappa precedente per aprire questa</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Career</source>
        <translation>Carriera</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-108"/>
        <source>Your rating over time</source>
        <translation>Il tuo punteggio nel tempo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset career…</source>
        <translation>Ricomincia la carriera…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stages beaten: {beaten} of {count}.</source>
        <translation>Tappe superate: {beaten} su {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where} Next: {stage}.</source>
        <translation>{where} Prossima: {stage}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} You have climbed the whole ladder!</source>
        <translation>{where} Hai scalato tutta la classifica!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where} Your progress cannot be kept on this computer.</source>
        <translation>{where} I tuoi progressi non possono essere conservati su questo computer.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Reset career?</source>
        <translation>Ricominciare la carriera?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget which stages you have beaten and start the ladder again? Your statistics and finished games stay. This cannot be undone.</source>
        <translation>Dimenticare le tappe superate e ricominciare la scalata? Le tue statistiche e le partite finite restano. Non si può annullare.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/trophies/page.py" line="+52"/>
        <source>{name}: {description} {progress}.</source>
        <translation>{name}: {description} {progress}.</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+1"/>
        <location line="+10"/>
        <source>Achievements</source>
        <translation>Traguardi</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You have earned {earned} of {total} achievements.</source>
        <translation>Hai raggiunto {earned} traguardi su {total}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/trophies/toast.py" line="+53"/>
        <source>%n achievements earned!</source>
        <translation>
            <numerusform>Traguardo raggiunto!</numerusform>
            <numerusform>%n traguardi raggiunti!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>{title} {names}.</source>
        <translation>{title} {names}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/trophies/trophies.py" line="+58"/>
        <source>&amp;Achievements…</source>
        <translation>T&amp;raguardi…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/achievement_words.py" line="+20"/>
        <source>First Victory</source>
        <comment>an achievement</comment>
        <translation>Prima vittoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten Victories</source>
        <comment>an achievement</comment>
        <translation>Dieci vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hat Trick</source>
        <comment>an achievement</comment>
        <translation>Tripletta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular</source>
        <comment>an achievement</comment>
        <translation>Assiduo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught You!</source>
        <comment>an achievement</comment>
        <translation>Beccato!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Hunter</source>
        <comment>an achievement</comment>
        <translation>Cacciatore di bluff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Master</source>
        <comment>an achievement</comment>
        <translation>Maestro del bluff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot On</source>
        <comment>an achievement</comment>
        <translation>Centro perfetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza Artist</source>
        <comment>an achievement</comment>
        <translation>Artista della Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Die Standing</source>
        <comment>an achievement</comment>
        <translation>L&apos;ultimo dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flawless</source>
        <comment>an achievement</comment>
        <translation>Impeccabile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palifico Survivor</source>
        <comment>an achievement</comment>
        <translation>Sopravvissuto al Palifico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duelist</source>
        <comment>an achievement</comment>
        <translation>Duellante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Table</source>
        <comment>an achievement</comment>
        <translation>Tavolo pieno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marathon</source>
        <comment>an achievement</comment>
        <translation>Maratona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the Ladder</source>
        <comment>an achievement</comment>
        <translation>Primo gradino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halfway Up</source>
        <comment>an achievement</comment>
        <translation>A metà strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutiny</source>
        <comment>an achievement</comment>
        <translation>Ammutinamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Class</source>
        <comment>an achievement</comment>
        <translation>Primo della classe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Runs Out</source>
        <comment>an achievement</comment>
        <translation>La fortuna finisce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of the Mountain</source>
        <comment>an achievement</comment>
        <translation>Re della montagna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <comment>an achievement</comment>
        <translation>Campione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Finish ahead of {name} in a career game.</source>
        <translation>Finisci davanti a {name} in una partita della carriera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a game.</source>
        <translation>Vinci una partita.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games.</source>
        <translation>
            <numerusform>Vinci %n partita.</numerusform>
            <numerusform>Vinci %n partite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games in a row.</source>
        <translation>
            <numerusform>Vinci %n partita di fila.</numerusform>
            <numerusform>Vinci %n partite di fila.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play %n games to the end.</source>
        <translation>
            <numerusform>Gioca %n partita fino alla fine.</numerusform>
            <numerusform>Gioca %n partite fino alla fine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo on a bid that was too high.</source>
        <translation>Chiama Dudo su una puntata troppo alta.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>Catch %n bluffs with Dudo.</source>
        <translation>
            <numerusform>Scopri %n bluff con Dudo.</numerusform>
            <numerusform>Scopri %n bluff con Dudo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Calza and be right.</source>
        <translation>Chiama Calza e indovina.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Be right with Calza %n times.</source>
        <translation>
            <numerusform>Indovina con Calza %n volta.</numerusform>
            <numerusform>Indovina con Calza %n volte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game after falling to your last die.</source>
        <translation>Vinci una partita dopo essere rimasto con l&apos;ultimo dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game without losing a die.</source>
        <translation>Vinci una partita senza perdere un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your last die through your own Palifico round.</source>
        <translation>Conserva l&apos;ultimo dado durante il tuo round Palifico.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games of two players.</source>
        <translation>
            <numerusform>Vinci %n partita a due giocatori.</numerusform>
            <numerusform>Vinci %n partite a due giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of six players.</source>
        <translation>Vinci una partita a sei giocatori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game of 30 rounds or more.</source>
        <translation>Gioca una partita di 30 round o più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat your first stage of the career.</source>
        <translation>Supera la tua prima tappa della carriera.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Beat %n stages of the career.</source>
        <translation>
            <numerusform>Supera %n tappa della carriera.</numerusform>
            <numerusform>Supera %n tappe della carriera.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat every stage of the career.</source>
        <translation>Supera tutte le tappe della carriera.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Earned</source>
        <comment>an achievement</comment>
        <translation>Ottenuto</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} of %n games won</source>
        <translation>
            <numerusform>{count} di %n partita vinta</numerusform>
            <numerusform>{count} di %n partite vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n wins in a row</source>
        <translation>
            <numerusform>{count} di %n vittoria di fila</numerusform>
            <numerusform>{count} di %n vittorie di fila</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n games played</source>
        <translation>
            <numerusform>{count} di %n partita giocata</numerusform>
            <numerusform>{count} di %n partite giocate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n bluffs caught</source>
        <translation>
            <numerusform>{count} di %n bluff scoperto</numerusform>
            <numerusform>{count} di %n bluff scoperti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n Calzas right</source>
        <translation>
            <numerusform>{count} di %n Calza indovinata</numerusform>
            <numerusform>{count} di %n Calza indovinate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n duels won</source>
        <translation>
            <numerusform>{count} di %n duello vinto</numerusform>
            <numerusform>{count} di %n duelli vinti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n stages beaten</source>
        <translation>
            <numerusform>{count} di %n tappa superata</numerusform>
            <numerusform>{count} di %n tappe superate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not yet</source>
        <comment>an achievement</comment>
        <translation>Non ancora</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/appearance.py" line="+18"/>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight</source>
        <translation>Mezzanotte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red velvet</source>
        <translation>Velluto rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean</source>
        <translation>Oceano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal purple</source>
        <translation>Porpora reale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beat the first stage of the career</source>
        <translation>Supera la prima tappa della carriera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the third stage of the career</source>
        <translation>Supera la terza tappa della carriera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat a boss of the career</source>
        <translation>Batti un boss della carriera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn ten achievements</source>
        <translation>Ottieni dieci obiettivi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <comment>table text size</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <comment>table text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger</source>
        <comment>table text size</comment>
        <translation>Più grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>table text size</comment>
        <translation>Molto grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size} ({percent} %)</source>
        <translation>{size} ({percent} %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table theme</source>
        <translation>Tema del tavolo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table text size</source>
        <translation>Dimensione del testo del tavolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Reduce motion</source>
        <translation>Riduci il movimento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table theme:</source>
        <translation>Tema del tavolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table text size:</source>
        <translation>Dimensione del testo del tavolo:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{theme} (locked) · {how}</source>
        <translation>{theme} (bloccato) · {how}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="-74"/>
        <source>Click the table, or press {keys}, to continue.</source>
        <translation>Clicca sul tavolo, o premi {keys}, per continuare.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Space bids nothing: press {keys} to bid.</source>
        <translation>Spazio non dichiara niente: premi {keys} per dichiarare.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Press {key} again to call Calza on {bid}.</source>
        <translation>Premi di nuovo {key} per chiamare Calza su {bid}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="-1"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click an action, or press Enter on it, then press its key.</source>
        <translation>Clicca su un&apos;azione, o premi Invio su di essa, poi premi il suo tasto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Defaults</source>
        <translation>&amp;Ripristina i tasti predefiniti</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every action has its default keys again.</source>
        <translation>Ogni azione ha di nuovo i suoi tasti predefiniti.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Press a key…</source>
        <translation>Premi un tasto…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the new key for “{action}”, or Escape to keep its keys.</source>
        <translation>Premi il nuovo tasto per «{action}», o Esc per tenere i suoi tasti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keys were kept.</source>
        <translation>I tasti sono stati mantenuti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That key cannot be used; the keys of “{action}” were kept.</source>
        <translation>Quel tasto non si può usare; i tasti di «{action}» sono stati mantenuti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{key} is already the key of “{other}”; the keys of “{action}” were kept.</source>
        <translation>{key} è già il tasto di «{other}»; i tasti di «{action}» sono stati mantenuti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{action}”: {key}.</source>
        <translation>«{action}»: {key}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+43"/>
        <source>{name}: “{line}”</source>
        <comment>a character&apos;s reaction in the log</comment>
        <translation>{name}: «{line}»</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/reactions.py" line="+53"/>
        <source>Opponents &amp;Speak</source>
        <translation>Gli avversari p&amp;arlano</translation>
    </message>
</context>
<context>
    <name>BidSelector</name>
    <message>
        <location filename="../../perudo_qt/ui/controls/bid_selector.py" line="+139"/>
        <source>Your bid</source>
        <translation>La tua dichiarazione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quantity</source>
        <translation>Numero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice (arrows, + or -)</source>
        <translation>Quanti dadi (frecce, + o -)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Face</source>
        <translation>Valore</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+234"/>
        <source>&amp;Bid</source>
        <translation>&amp;Dichiara</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>&amp;Dudo!</source>
        <translation>&amp;Dudo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt the standing bid (D)</source>
        <translation>Dubita della dichiarazione in corso (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calza!</source>
        <translation>&amp;Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim the standing bid is exactly right (press C twice, against slips)</source>
        <translation>Afferma che la dichiarazione in corso è esatta (premi C due volte, contro le distrazioni)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quantity:</source>
        <translation>Numero:</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Dichiara {bid}</translation>
    </message>
</context>
<context>
    <name>CoachView</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+10"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After a round, the coach goes over your bids and calls: how likely each was by what you knew then, and what the strongest level would have done.</source>
        <translation>Dopo un round, il coach analizza le tue dichiarazioni e le tue chiamate: quanto era probabile ciascuna in base a quello che sapevi allora, e cosa avrebbe fatto il livello più forte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach reviews this game when you ask: Coach, Review This Game.</source>
        <translation>Il coach analizza questa partita quando lo chiedi: Coach, Analizza questa partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach reviews each round of this game once its cups are revealed.</source>
        <translation>Il coach analizza ogni mano di questa partita appena si alzano i bicchieri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach reviews this game when it ends.</source>
        <translation>Il coach analizza questa partita quando finisce.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Non è ancora stato svelato nessun round con una tua decisione.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>After the reveal</source>
        <translation>A bicchieri alzati</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Dudo calls right: %n</source>
        <translation>
            <numerusform>Dudo giusti: %n</numerusform>
            <numerusform>Dudo giusti: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dudo calls wrong: %n</source>
        <translation>
            <numerusform>Dudo sbagliati: %n</numerusform>
            <numerusform>Dudo sbagliati: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Calza calls right: %n</source>
        <translation>
            <numerusform>Calza giuste: %n</numerusform>
            <numerusform>Calza giuste: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Calza calls wrong: %n</source>
        <translation>
            <numerusform>Calza sbagliate: %n</numerusform>
            <numerusform>Calza sbagliate: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your bids doubted: %n</source>
        <translation>
            <numerusform>Le tue dichiarazioni contestate: %n</numerusform>
            <numerusform>Le tue dichiarazioni contestate: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, true when doubted: %n</source>
        <translation>
            <numerusform>, di cui vera: %n</numerusform>
            <numerusform>, di cui vere: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bluffs: %n</source>
        <translation>
            <numerusform>I tuoi bluff: %n</numerusform>
            <numerusform>I tuoi bluff: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, caught: %n</source>
        <translation>
            <numerusform>, scoperti: %n</numerusform>
            <numerusform>, scoperti: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bluffs you fell for: %n</source>
        <translation>
            <numerusform>Bluff a cui hai creduto: %n</numerusform>
            <numerusform>Bluff a cui hai creduto: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Good moves: %n</source>
        <translation>
            <numerusform>Buone mosse: %n</numerusform>
            <numerusform>Buone mosse: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; risky: %n</source>
        <translation>
            <numerusform>; rischiose: %n</numerusform>
            <numerusform>; rischiose: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; mistakes: %n</source>
        <translation>
            <numerusform>; errori: %n</numerusform>
            <numerusform>; errori: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game</source>
        <translation>Questa partita</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+27"/>
        <source>Game log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/hints.py" line="+48"/>
        <source>Hints (H)</source>
        <translation>Aiuti (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Aiuti</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+111"/>
        <source>Least raise on each face:</source>
        <translation>Rilancio minimo per valore:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Hints follow your dice during a game.</source>
        <translation>Gli aiuti seguono i tuoi dadi durante la partita.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No bid yet this round.</source>
        <translation>Ancora nessuna dichiarazione in questo round.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid stands at {bid}: {percent} likely to be true.</source>
        <translation>La dichiarazione in corso è {bid}: {percent} di probabilità che sia vera.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The least raises show on your turn.</source>
        <translation>I rilanci minimi compaiono quando tocca a te.</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+38"/>
        <source>barred</source>
        <translation>vietato</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The bid is now {bid}.</source>
        <translation>Ora la dichiarazione è {bid}.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>pacos are wild</source>
        <translation>i paco sono jolly</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos are not wild</source>
        <translation>i paco non sono jolly</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your dice, and %n hidden from you; {wild}.</source>
        <translation>
            <numerusform>I tuoi dadi, più %n dado nascosto; {wild}.</numerusform>
            <numerusform>I tuoi dadi, più %n dadi nascosti; {wild}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your dice, and the others&apos; as counted from the losses; {wild}.</source>
        <translation>I tuoi dadi e quelli degli altri, contati in base ai dadi persi; {wild}.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../perudo_qt/ui/table/table_view.py" line="+33"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
</context>
</TS>
