<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name></name>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+198"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+60"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+94"/>
        <source>Table in words</source>
        <translation>Tafel in woorden</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+4"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+126"/>
        <source>Read My &amp;Dice</source>
        <translation>Mijn &amp;dobbelstenen voorlezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Read the &amp;Table</source>
        <translation>De &amp;tafel voorlezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Standing &amp;Bid</source>
        <translation>Het huidige &amp;bod herhalen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Last &amp;Reveal</source>
        <translation>De laatste &amp;onthulling herhalen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No game is being played.</source>
        <translation>Er wordt geen spel gespeeld.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Your turn: raise {bid}, or call Dudo or Calza.</source>
        <translation>Jouw beurt: verhoog {bid}, of roep Dudo of Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: raise {bid}, or call Dudo.</source>
        <translation>Jouw beurt: verhoog {bid}, of roep Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+218"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+1"/>
        <location line="+93"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-91"/>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed of an earlier game deals the same dice again.</source>
        <translation>Met de seed van een eerder spel vallen de stenen opnieuw hetzelfde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language applies the next time the game starts.</source>
        <translation>Een nieuwe taal geldt vanaf de volgende keer dat het spel start.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+202"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Snelheid van de animaties</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed:</source>
        <translation>Snelheid van de animaties:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sound:</source>
        <translation>Geluid:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a reveal:</source>
        <translation>Na een onthulling:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation>Gewijzigde regels gelden vanaf het volgende spel; een lopend spel houdt zijn regels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default table</source>
        <translation>Standaardtafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display</source>
        <translation>Weergave</translation>
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
        <translation>Dit spel opgeven en een begeleide ronde spelen?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+31"/>
        <source>Wait until I continue</source>
        <translation>Wachten tot ik verder ga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 3 seconds</source>
        <translation>Na 3 seconden verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 6 seconds</source>
        <translation>Na 6 seconden verder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a reveal</source>
        <translation>Na een onthulling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table or press Space or Enter to go on at any time.</source>
        <translation>Met een klik op de tafel, Spatie of Enter ga je altijd meteen verder.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show hints: the odds of the standing bid and of each raise</source>
        <translation>Hints tonen: de kans op het huidige bod en op elke verhoging</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each round</source>
        <translation>Na elke ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game</source>
        <translation>Na elk spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach&apos;s review</source>
        <translation>Bespreking door de coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach&apos;s review:</source>
        <translation>Bespreking door de coach:</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="+33"/>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Watch</source>
        <translation>&amp;Kijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on watching the others play</source>
        <translation>Blijf kijken hoe de anderen spelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+72"/>
        <source>S&amp;kip to the result</source>
        <translation>Naar de &amp;uitslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest of the game at once and show the placings</source>
        <translation>Speel de rest van het spel in één keer en toon de rangschikking</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;again</source>
        <translation>Nog &amp;eens spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game at the same table</source>
        <translation>Nog een spel aan dezelfde tafel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You finish {place}.</source>
        <translation>Je eindigt als {place}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the others, skip to the result, or start a new game.</source>
        <translation>Kijk naar de anderen, ga naar de uitslag of begin een nieuw spel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing the rest of the game…</source>
        <translation>De rest van het spel wordt gespeeld…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win!</source>
        <translation>Je wint!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} {name}</source>
        <translation>{place} {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-128"/>
        <source>System default ({language})</source>
        <translation>Taal van het systeem ({language})</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>From your own dice and the bids made so far (key H).</source>
        <translation>Op basis van je eigen stenen en de biedingen tot nu toe (toets H).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="-3"/>
        <source>{name} wins.</source>
        <translation>{name} wint.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="-166"/>
        <source>The aim</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls their dice under a cup and looks only at their own. Bids are about all the dice on the table: {example} means “at least 5 fours among everyone&apos;s dice”. The last player with dice wins.</source>
        <translation>Iedereen gooit zijn dobbelstenen onder een beker en kijkt alleen naar de eigen stenen. Een bod gaat over alle dobbelstenen op tafel: {example} betekent „minstens 5 vieren tussen ieders dobbelstenen”. Wie als laatste nog dobbelstenen heeft, wint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raising</source>
        <translation>Verhogen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Lost dice (visible at this table)</source>
        <translation>Verloren stenen (zichtbaar aan deze tafel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost dice (hidden at this table)</source>
        <translation>Verloren stenen (verborgen aan deze tafel)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each player in turn raises the bid: more dice of any face, or as many dice of a higher face. After {bid}, {more} and {higher} are both raises.</source>
        <translation>Om de beurt verhoogt iedereen het bod: meer stenen van welke waarde ook, of evenveel stenen van een hogere waarde. Na {bid} zijn {more} en {higher} allebei een verhoging.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Pacos are wild</source>
        <translation>Paco&apos;s zijn jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The paco {paco} counts for every face. This hand holds three fours for a bid on fours: {hand}</source>
        <translation>De paco {paco} telt mee voor elke waarde. Bij een bod op vieren telt deze hand er drie: {hand}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding pacos</source>
        <translation>Bieden op paco&apos;s</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Each player in turn raises the bid, changing the quantity or the face, never both: more dice of the same face, or as many dice of a higher face. After {bid}, {more} and {higher} are raises, but {both} is not. Bidding pacos and leaving them still change both, as the next sections show.</source>
        <translation>Om de beurt verhoogt iedereen het bod door het aantal of de waarde te veranderen, nooit allebei: meer stenen van dezelfde waarde, of evenveel stenen van een hogere waarde. Na {bid} zijn {more} en {higher} verhogingen, maar {both} niet. Naar paco&apos;s overstappen en ze weer verlaten verandert nog steeds allebei, zoals de volgende delen laten zien.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos, except in a palifico round.</source>
        <translation>Wie naar paco&apos;s overstapt, halveert het aantal en rondt naar boven af: na {bid} is {pacos} genoeg. Een ronde openen met paco&apos;s mag niet, behalve in een palifico-ronde.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Back from pacos</source>
        <translation>Terug van paco&apos;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To leave pacos for another face, double the quantity and add one: after {pacos}, the least bid is {bid} (any face will do).</source>
        <translation>Wie de paco&apos;s verlaat, verdubbelt het aantal en telt er één bij op: na {pacos} is het laagste bod {bid} (of van een andere waarde).</translation>
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
        <translation>Vind je het bod te hoog, roep dan Dudo in plaats van te verhogen. De bekers gaan omhoog en de stenen worden geteld, paco&apos;s inbegrepen. Zijn het er te weinig, dan verliest de bieder een steen; anders verliest wie Dudo riep. De verliezer opent de volgende ronde.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Palifico</source>
        <translation>Palifico</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and every bid keeps the opening face, only the quantity goes up.</source>
        <translation>Wie nog maar één steen {die} over heeft, opent de volgende ronde, een palifico-ronde: paco&apos;s zijn geen jokers en elk bod houdt de openingswaarde; alleen het aantal gaat omhoog.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Anyone but the bidder may call Calza: the bid is exactly right. After {bid}, a table showing {shown} proves it: the caller wins a die back. Any other count costs the caller a die.</source>
        <translation>Iedereen behalve de bieder mag Calza roepen: het bod klopt precies. Na {bid} bewijst een tafel met {shown} dat: de roeper krijgt een steen terug. Elke andere telling kost de roeper een steen.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Lost dice usually hide in the lid, so nobody knows exactly how many dice are left. With the lid open, everyone sees them and the dice in play are counted on the table.</source>
        <translation>Meestal verdwijnen verloren stenen onder het deksel, zodat niemand precies weet hoeveel er over zijn. Met het deksel open ziet iedereen ze en toont de tafel hoeveel stenen in het spel zijn.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos.</source>
        <translation>Wie naar paco&apos;s overstapt, halveert het aantal en rondt naar boven af: na {bid} is {pacos} genoeg. Een ronde openen met paco&apos;s mag niet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Palifico (not played at this table)</source>
        <translation>Palifico (niet gespeeld aan deze tafel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who falls to a single die {die} plays the next round like any other: pacos stay wild and bids may change face.</source>
        <translation>Wie nog maar één steen {die} over heeft, speelt de volgende ronde als elke andere: paco&apos;s blijven jokers en een bod mag van waarde veranderen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and a player holding more than one die keeps the face of the bid before theirs and only raises the quantity.</source>
        <translation>Wie nog maar één steen {die} over heeft, opent de volgende ronde, een palifico-ronde: paco&apos;s zijn geen jokers, en wie meer dan één steen heeft, houdt de waarde van het vorige bod en verhoogt alleen het aantal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player holding a single die may also change the face, but never the quantity with it: as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Wie maar één steen heeft, mag ook van waarde veranderen, maar nooit tegelijk het aantal: evenveel stenen van een hogere waarde, waarbij paco&apos;s als gewone waarde tellen, de laagste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player holding a single die may change the face: more dice of any face, or as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Wie maar één steen heeft, mag van waarde veranderen: meer stenen van welke waarde ook, of evenveel stenen van een hogere waarde, waarbij paco&apos;s als gewone waarde tellen, de laagste.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player has palifico once per game: falling to one die again after winning a die back with a Calza brings no second palifico round.</source>
        <translation>Iedereen krijgt palifico één keer per spel: wie na een steen terugwinnen met een Calza weer op één steen valt, krijgt geen tweede palifico-ronde.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calza (not played at this table)</source>
        <translation>Calza (niet gespeeld aan deze tafel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza may not be called in a palifico round, nor when only two players are left.</source>
        <translation>Calza roepen mag niet in een palifico-ronde, en ook niet als er nog maar twee spelers over zijn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza may not be called when only two players are left.</source>
        <translation>Calza roepen mag niet als er nog maar twee spelers over zijn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza (played at this table)</source>
        <translation>Calza (gespeeld aan deze tafel)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How to play</source>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Perudo in a nutshell</source>
        <translation>Perudo in het kort</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-50"/>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="+81"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+25"/>
        <source>The First Duel</source>
        <comment>a career stage</comment>
        <translation>Het Eerste Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harbour Table</source>
        <comment>a career stage</comment>
        <translation>De Haventafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The School Duel</source>
        <comment>a career stage</comment>
        <translation>Het Schoolduel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Market Table</source>
        <comment>a career stage</comment>
        <translation>De Markttafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Gambler&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Het Duel van de Gokker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tavern Table</source>
        <comment>a career stage</comment>
        <translation>De Herbergtafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pirate&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Het Duel van de Piraat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Deck Table</source>
        <comment>a career stage</comment>
        <translation>De Dektafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Professor&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Het Duel van de Professor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grand Table</source>
        <comment>a career stage</comment>
        <translation>De Grote Tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sharp&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Het Duel van de Valsspeler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Summit Duel</source>
        <comment>a career stage</comment>
        <translation>Het Duel op de Top</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stage {number}: {title}</source>
        <translation>Etappe {number}: {title}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A duel</source>
        <translation>Een duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table of {count}</source>
        <translation>Een tafel van {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lost dice hidden</source>
        <translation>Verloren stenen verborgen</translation>
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
        <translation>Regels: {rules}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{rules}; new here: {new}</source>
        <translation>{rules}; nieuw hier: {new}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To beat it: win</source>
        <translation>Om hem te halen: winnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To beat it: finish in the first {places}</source>
        <translation>Om hem te halen: eindig bij de eerste {places}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beaten</source>
        <comment>a career stage</comment>
        <translation>Gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <comment>a career stage</comment>
        <translation>Open</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked</source>
        <comment>a career stage</comment>
        <translation>Op slot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played yet</source>
        <translation>Nog niet gespeeld</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played %n times, best place: {place}</source>
        <translation>
            <numerusform>%n keer gespeeld, beste plaats: {place}</numerusform>
            <numerusform>%n keer gespeeld, beste plaats: {place}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have not met yet</source>
        <translation>Jullie hebben elkaar nog niet ontmoet</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n games together: you ahead {ahead}, {name} ahead {behind}</source>
        <translation>
            <numerusform>%n spel samen: jij voor {ahead}, {name} voor {behind}</numerusform>
            <numerusform>%n spellen samen: jij voor {ahead}, {name} voor {behind}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none yet</source>
        <comment>a rating</comment>
        <translation>nog geen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rating}, about as strong as {level}</source>
        <translation>{rating}, ongeveer zo sterk als {level}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your rating: {rating}</source>
        <translation>Je rating: {rating}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+256"/>
        <source>How many dice each player starts with.</source>
        <translation>Met hoeveel stenen elke speler begint.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone but the bidder may claim the bid is exact: win a die, or lose one.</source>
        <translation>Iedereen behalve de bieder mag zeggen dat het bod precies klopt: win een steen, of verlies er een.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>How many computer players sit at your default table.</source>
        <translation>Hoeveel computerspelers er aan je standaardtafel zitten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name at the table; until you choose one, “You” in your language.</source>
        <translation>Je naam aan tafel; zolang je er geen kiest, „Jij” in je eigen taal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The opponent&apos;s name.</source>
        <translation>De naam van de tegenstander.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The opponent&apos;s level (easy, normal, hard, expert) or a bot from a file.</source>
        <translation>Het niveau van de tegenstander (makkelijk, normaal, moeilijk, expert) of een bot uit een bestand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The opponent&apos;s way of playing; empty for the level&apos;s own.</source>
        <translation>De speelstijl van de tegenstander; leeg voor die van het niveau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How fast the dice and cups move.</source>
        <translation>Hoe snel de stenen en bekers bewegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table&apos;s colours: classic, high contrast, or a set the career unlocks.</source>
        <translation>De kleuren van de tafel: klassiek, hoog contrast of een set die de carrière vrijspeelt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No shaking, flying or counting up on the table; the game keeps its pace.</source>
        <translation>Niets schudt, vliegt of telt op op de tafel; het spel houdt zijn tempo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How large the table&apos;s texts are, in percent, on top of the system&apos;s font size; names, bids and the reveal&apos;s card grow with them.</source>
        <translation>Hoe groot de teksten op de tafel zijn, in procenten, bovenop de lettergrootte van het systeem; namen, biedingen en de kaart van het onthullen groeien mee.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s language, from the next start; empty for the system&apos;s.</source>
        <translation>De taal van het spel, vanaf de volgende start; leeg voor die van het systeem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The window&apos;s size and place on the screen.</source>
        <translation>De grootte en plaats van het venster op het scherm.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How the window is shared between the table and the side panel.</source>
        <translation>Hoe het venster verdeeld is tussen de tafel en het zijpaneel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel&apos;s width as you last dragged it, for when the window has room.</source>
        <translation>De breedte van het zijpaneel zoals je die het laatst hebt ingesteld, voor als het venster er ruimte voor heeft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the tutorial was offered at a first start.</source>
        <translation>Of de uitleg al eens is aangeboden bij een eerste start.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the hints: the odds of the standing bid and of each raise.</source>
        <translation>Hints tonen: de kans op het huidige bod en op elke verhoging.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the coach&apos;s review shows by itself: 0 never, 1 after each round, 2 after each game.</source>
        <translation>Wanneer de bespreking door de coach vanzelf verschijnt: 0 nooit, 1 na elke ronde, 2 na elk spel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sound volume, in percent.</source>
        <translation>Het geluidsvolume, in procenten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the sound is off.</source>
        <translation>Of het geluid uit staat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After how many seconds a reveal goes on by itself; 0 waits for you.</source>
        <translation>Na hoeveel seconden een onthulling vanzelf verdergaat; 0 wacht op jou.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Whether the opponents say their lines at the table (in bubbles and in the log).</source>
        <translation>Of de tegenstanders hun zinnen zeggen aan tafel (in ballonnen en in het logboek).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="-77"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Lost dice visible</source>
        <translation>Verloren stenen zichtbaar</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="-158"/>
        <source>Lost dice lie open in the lid, so everyone knows how many dice are in play.</source>
        <translation>Verloren stenen liggen open in het deksel: iedereen weet hoeveel stenen in het spel zijn.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico rounds</source>
        <translation>Palifico-rondes</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Whoever falls to one die opens a round with no wild pacos and a fixed face.</source>
        <translation>Wie op één steen komt, opent een ronde zonder jokers en met een vaste waarde.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico once per player</source>
        <translation>Palifico één keer per speler</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Each player triggers palifico only the first time they fall to one die.</source>
        <translation>Elke speler krijgt alleen palifico de eerste keer dat hij op één steen komt.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>One-die players may change the face</source>
        <translation>Met één steen mag de waarde wisselen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>House rule: in a palifico round, players holding one die may switch faces.</source>
        <translation>Huisregel: in een palifico-ronde mogen spelers met één steen van waarde wisselen.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+1"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Single-step raises</source>
        <translation>Verhogen in één stap</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>A raise changes the quantity or the face, never both at once.</source>
        <translation>Een verhoging verandert het aantal of de waarde, nooit allebei tegelijk.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Restricted Calza</source>
        <translation>Beperkte Calza</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>No Calza in palifico rounds, nor when only two players are left.</source>
        <translation>Geen Calza in palifico-rondes, en ook niet als er nog maar twee spelers zijn.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+17"/>
        <source>Dice per player</source>
        <translation>Stenen per speler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice per player:</source>
        <translation>Stenen per speler:</translation>
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
        <translation>Jij</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-112"/>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of opponents</source>
        <translation>Aantal tegenstanders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Tegenstanders:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-46"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Personality</source>
        <translation>Karakter</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+59"/>
        <source>At most {limit} characters</source>
        <translation>Hoogstens {limit} tekens</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name: {count} of {limit} characters</source>
        <translation>Naam: {count} van {limit} tekens</translation>
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
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+46"/>
        <source>Good move</source>
        <translation>Goede keuze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Risky</source>
        <translation>Riskant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mistake</source>
        <translation>Een fout</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You opened with {bid}, {percent} likely to be true.</source>
        <translation>Je opende met {bid}: {percent} kans dat het klopt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You called Calza on {name}&apos;s {bid}: exactly {bid} was {percent} likely.</source>
        <translation>Je riep Calza op het bod van {name} ({bid}): precies {bid} had {percent} kans.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You raised {name}&apos;s {bid} ({percent} likely) to {raise_to}, {chance} likely.</source>
        <translation>Je verhoogde het bod van {name} ({bid}, {percent} kans) naar {raise_to}, met {chance} kans.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pacos wild</source>
        <translation>paco&apos;s jokers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos not wild (palifico)</source>
        <translation>paco&apos;s geen jokers (palifico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You held {dice}; dice hidden from you: {hidden}; {wild}.</source>
        <translation>Je had {dice}; stenen die je niet zag: {hidden}; {wild}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the odds you could see, nothing was much safer: the safest, {safest}, kept your die only {percent} of the time.</source>
        <translation>Met de kansen die je kon zien was niets veel veiliger: de veiligste keuze, {safest}, hield je steen maar in {percent} van de gevallen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the safest choices you had.</source>
        <translation>Een van de veiligste keuzes die je had.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safer: {safest}, which would have kept your die {percent} of the time.</source>
        <translation>Veiliger: {safest}; daarmee hield je je steen in {percent} van de gevallen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid was all but sure: a raise leaves the risk to others.</source>
        <translation>Het bod was zo goed als zeker: met een verhoging laat je het risico aan anderen.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{level} would have bluffed with {bid} ({percent} likely by its reading of the bids), preferring that to a Dudo.</source>
        <translation>{level} had gebluft met {bid} ({percent} kans volgens zijn lezing van de biedingen), liever dan Dudo te roepen.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>You called Dudo on {name}&apos;s {bid}, which was {percent} likely to be true.</source>
        <translation>Je riep Dudo op het bod van {name} ({bid}): {percent} kans dat het klopte.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A right Calza wins a die back: it is worth calling from 50 % odds of an exact count.</source>
        <translation>Een juiste Calza levert een steen terug op: roepen loont vanaf 50 % kans op precies het aantal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You held all your dice: a right Calza wins nothing, a wrong one costs a die.</source>
        <translation>Je had nog al je stenen: een juiste Calza levert niets op, een foute kost een steen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By the plain odds {safest} was safer ({percent}), but reading the bids changes that.</source>
        <translation>Volgens de kale kansen was {safest} veiliger ({percent}), maar wie de biedingen leest, ziet dat anders.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level} would not have called Calza.</source>
        <translation>{level} had geen Calza geroepen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have done the same.</source>
        <translation>{level} had hetzelfde gedaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have chosen {choice}.</source>
        <translation>{level} had voor {choice} gekozen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{level} would have bluffed with {bid}, {percent} likely by its reading.</source>
        <translation>{level} had gebluft met {bid}: {percent} kans volgens zijn lezing.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have bid {bid}, {percent} likely by its reading of the bids.</source>
        <translation>{level} had {bid} geboden: {percent} kans volgens zijn lezing van de biedingen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{level} would have called Dudo: {bid} was {percent} likely by its reading.</source>
        <translation>{level} had Dudo geroepen: {bid} had volgens zijn lezing {percent} kans.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have called Calza: by its reading, exactly {bid} was {percent} likely.</source>
        <translation>{level} had Calza geroepen: precies {bid} had volgens zijn lezing {percent} kans.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}); you called Calza on it.</source>
        <translation>Het bod van {name} ({bid}) was bluf (de bekers toonden {shown}); je riep er Calza op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}): you raised on it.</source>
        <translation>Het bod van {name} ({bid}) was bluf (de bekers toonden {shown}): je verhoogde het toch.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/coaching.py" line="+138"/>
        <source>The coach reviews your own decisions: you have no seat in this game.</source>
        <translation>De coach bespreekt alleen je eigen beslissingen: jij speelt niet mee in dit spel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The coach is going over your decisions…</source>
        <translation>De coach loopt je beslissingen na…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Er is nog geen ronde met een beslissing van jou onthuld.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-75"/>
        <source>Opponent {number} name</source>
        <translation>Naam van tegenstander {number}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponent {number} level</source>
        <translation>Niveau van tegenstander {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-45"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+3"/>
        <source>level default</source>
        <translation>volgens niveau</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+5"/>
        <source>Opponent {number} personality</source>
        <translation>Karakter van tegenstander {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+116"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+48"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-14"/>
        <source>Choose {face}</source>
        <translation>{face} kiezen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One die more (in the bid controls)</source>
        <translation>Eén steen meer (in de biedknoppen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer (in the bid controls)</source>
        <translation>Eén steen minder (in de biedknoppen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Calza (pressed twice)</source>
        <translation>Calza roepen (twee keer drukken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after a reveal</source>
        <translation>Verdergaan na een onthulling</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+27"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+1"/>
        <source>Play &amp;Again</source>
        <translation>Nog &amp;eens spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+37"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay: one step back</source>
        <translation>Herhaling: een stap terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: one step forward</source>
        <translation>Herhaling: een stap vooruit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the start</source>
        <translation>Herhaling: naar het begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the end</source>
        <translation>Herhaling: naar het einde</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{keys} or {last}</source>
        <translation>{keys} of {last}</translation>
    </message>
    <message>
        <location line="-64"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+52"/>
        <source>Show &amp;Last Reveal</source>
        <translation>Laatste &amp;onthulling tonen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+16"/>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+30"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-132"/>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+5"/>
        <source>&amp;About Perudo</source>
        <translation>&amp;Over Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-24"/>
        <source>One die more</source>
        <translation>Eén steen meer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer</source>
        <translation>Eén steen minder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid what the selector shows</source>
        <translation>Bied wat de keuzehulp toont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo</source>
        <translation>Dudo roepen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+21"/>
        <source>Leave this game?</source>
        <translation>Dit spel verlaten?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Abandon this game and set up a new one?</source>
        <translation>Dit spel opgeven en een nieuw klaarzetten?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Abandon this game and start again?</source>
        <translation>Dit spel opgeven en opnieuw beginnen?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+48"/>
        <source>Settings saved; the new language applies the next time the game starts.</source>
        <translation>Instellingen bewaard; de nieuwe taal geldt vanaf de volgende start.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings saved; new rules apply from the next game.</source>
        <translation>Instellingen bewaard; nieuwe regels gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="-105"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+46"/>
        <source>There is no reveal to show yet.</source>
        <translation>Er is nog geen onthulling om te tonen.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/seed_entry.py" line="+19"/>
        <source>Seed: none yet</source>
        <translation>Seed: nog geen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seed: {seed} (click to copy)</source>
        <translation>Seed: {seed} (klik om te kopiëren)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed {seed} copied.</source>
        <translation>Seed {seed} gekopieerd.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+15"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="-37"/>
        <source>&amp;History…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+9"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+8"/>
        <source>&amp;Finished Games…</source>
        <translation>&amp;Afgelopen spellen…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+130"/>
        <source>Your turn: raise, or call Dudo.</source>
        <translation>Jouw beurt: verhoog, of roep Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+100"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+2"/>
        <source>Your turn: open the bidding.</source>
        <translation>Jouw beurt: open het bieden.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="-4"/>
        <source>Your turn: raise, or call Dudo or Calza.</source>
        <translation>Jouw beurt: verhoog, of roep Dudo of Calza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s bot failed ({why}); a safe move was played.</source>
        <translation>De bot van {name} faalde ({why}); er is een veilige zet gespeeld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s bot could not be loaded ({why}); a Normal bot plays instead.</source>
        <translation>De bot van {name} kon niet worden geladen ({why}); een bot van niveau Normaal speelt in zijn plaats.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/composition.py" line="+152"/>
        <source>Log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/unfold_offer.py" line="+25"/>
        <source>Show the bid controls</source>
        <translation>Toon de biedknoppen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The side panel with the log and the bid controls is folded away. This brings it back, and the table is drawn smaller.</source>
        <translation>Het zijpaneel met het logboek en de biedknoppen is ingeklapt. Deze knop brengt het terug, en de tafel wordt kleiner getekend.</translation>
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
        <translation>&amp;Hints tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review Last &amp;Round</source>
        <translation>Laatste &amp;ronde bespreken</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review This &amp;Game</source>
        <translation>Dit &amp;spel bespreken</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+58"/>
        <source>Quit in the middle of this game?</source>
        <translation>Midden in dit spel stoppen?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+330"/>
        <source>PALIFICO</source>
        <translation>PALIFICO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WINNER</source>
        <translation>WINNAAR</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>your cup</source>
        <translation>jouw beker</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-12"/>
        <source>no calls yet</source>
        <translation>nog niet geroepen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+8"/>
        <source>Plugin</source>
        <translation>Plug-in</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+45"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won so far</source>
        <translation>Gewonnen spellen tot nu toe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dudo calls</source>
        <translation>Dudo&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent level</source>
        <translation>Niveau tegenstander</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>won: {won} of {games} ({percent})</source>
        <translation>gewonnen: {won} van {games} ({percent})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>right: {right} of {made} ({percent})</source>
        <translation>terecht: {right} van {made} ({percent})</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Dudo calls right, by table size</source>
        <translation>Terechte Dudo&apos;s, per aantal spelers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games against this level</source>
        <translation>Spellen tegen dit niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games against them</source>
        <translation>Spellen tegen deze speler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By table size</source>
        <translation>Per aantal spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent level</source>
        <translation>Per niveau tegenstander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Per tegenstander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset…</source>
        <translation>Wissen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your rating</source>
        <translation>Je rating</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won</source>
        <translation>Gewonnen spellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average placing</source>
        <translation>Gemiddelde plaats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>Langste winstreeks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your false bids caught by a Dudo</source>
        <translation>Je valse biedingen, betrapt met een Dudo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{count} players</source>
        <translation>{count} spelers</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reset statistics?</source>
        <translation>Statistieken wissen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game and all your statistics? This cannot be undone.</source>
        <translation>Alle afgelopen spellen en al je statistieken wissen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+12"/>
        <source>{who}, thinking…</source>
        <translation>{who}, denkt na…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your dice: {dice}.</source>
        <translation>Jouw dobbelstenen: {dice}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No bid yet this round.</source>
        <translation>Nog geen bod deze ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing bid: {bid}, yours.</source>
        <translation>Huidig bod: {bid}, van jou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-239"/>
        <source>Standing bid: {bid}, by {name}.</source>
        <translation>Huidig bod: {bid}, van {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+147"/>
        <source>You win the game!</source>
        <translation>Je wint het spel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+0"/>
        <source>{name} wins the game!</source>
        <translation>{name} wint het spel!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Jouw beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>{name} is aan de beurt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: out.</source>
        <translation>{name}: uit het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: dice count hidden.</source>
        <translation>{name}: aantal dobbelstenen verborgen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {dice}.</source>
        <translation>{name}: {dice}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {round}, palifico: pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronde {round}, palifico: paco&apos;s zijn geen jokers, en alleen wie één steen heeft, mag van waarde veranderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}, palifico: pacos are not wild and the face stays.</source>
        <translation>Ronde {round}, palifico: paco&apos;s zijn geen jokers en de waarde blijft.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You held {dice}.</source>
        <translation>Jij had {dice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice}.</source>
        <translation>{name} had {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_animation.py" line="+115"/>
        <source>You call
Dudo!</source>
        <translation>Jij roept
Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call
Calza!</source>
        <translation>Jij roept
Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls
Dudo!</source>
        <translation>{name} roept
Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} calls
Calza!</source>
        <translation>{name} roept
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
        <translation>de Nuchtere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <translation>de Rekenaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <translation>de Piraat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <translation>de Twijfelaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <translation>de Gokker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/faces.py" line="+11"/>
        <source>pacos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>paco</numerusform>
            <numerusform>paco&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>twos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>twee</numerusform>
            <numerusform>tweeën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>threes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>drie</numerusform>
            <numerusform>drieën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fours</source>
        <comment>face name</comment>
        <translation>
            <numerusform>vier</numerusform>
            <numerusform>vieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fives</source>
        <comment>face name</comment>
        <translation>
            <numerusform>vijf</numerusform>
            <numerusform>vijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sixes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>zes</numerusform>
            <numerusform>zessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pacos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n paco</numerusform>
            <numerusform>%n paco&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n twee</numerusform>
            <numerusform>%n tweeën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n threes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n drie</numerusform>
            <numerusform>%n drieën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fours</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n vier</numerusform>
            <numerusform>%n vieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fives</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n vijf</numerusform>
            <numerusform>%n vijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n zes</numerusform>
            <numerusform>%n zessen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-143"/>
        <source>Round {round}, palifico: you open. Pacos are not wild and the face stays.</source>
        <translation>Ronde {round}, palifico: jij opent. Paco&apos;s zijn geen jokers en de waarde blijft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild and the face stays.</source>
        <translation>Ronde {round}, palifico: {name} opent. Paco&apos;s zijn geen jokers en de waarde blijft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}: you open.</source>
        <translation>Ronde {round}: jij opent.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round {round}: {name} opens.</source>
        <translation>Ronde {round}: {name} opent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid {bid}.</source>
        <translation>Je biedt {bid}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} bids {bid}.</source>
        <translation>{name} biedt {bid}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You call Dudo on {whose} {bid}!</source>
        <translation>Je roept Dudo op {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Dudo on {whose} {bid}!</source>
        <translation>{name} roept Dudo op {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You call Calza on {whose} {bid}!</source>
        <translation>Je roept Calza op {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Calza on {whose} {bid}!</source>
        <translation>{name} roept Calza op {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your</source>
        <translation>jouw bod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name}&apos;s</source>
        <translation>het bod van {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cups lift: {count}.</source>
        <translation>De bekers gaan omhoog: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You lose a die.</source>
        <translation>Je verliest een steen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die.</source>
        <translation>{name} verliest een steen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win a die back.</source>
        <translation>Je wint een steen terug.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back.</source>
        <translation>{name} wint een steen terug.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="-82"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+1"/>
        <source>You are out of the game.</source>
        <translation>Je ligt uit het spel.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-46"/>
        <source>Round {round}, palifico: you open. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronde {round}, palifico: jij opent. Paco&apos;s zijn geen jokers, en alleen wie één steen heeft, mag van waarde veranderen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronde {round}, palifico: {name} opent. Paco&apos;s zijn geen jokers, en alleen wie één steen heeft, mag van waarde veranderen.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name} is out of the game.</source>
        <translation>{name} ligt uit het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are down to one die: palifico next round!</source>
        <translation>Je hebt nog één steen: volgende ronde palifico!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is down to one die: palifico next round!</source>
        <translation>{name} heeft nog één steen: volgende ronde palifico!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{dice} with pacos</source>
        <translation>{dice} met paco&apos;s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count}, bid {quantity}</source>
        <translation>{count}, bod {quantity}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly right</source>
        <translation>precies goed</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not exact</source>
        <translation>niet precies</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bid stands</source>
        <translation>het bod klopt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bid fails</source>
        <translation>het bod klopt niet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you lose a die</source>
        <translation>je verliest een steen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die</source>
        <translation>{name} verliest een steen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you win a die back</source>
        <translation>je wint een steen terug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back</source>
        <translation>{name} wint een steen terug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody loses a die</source>
        <translation>niemand verliest een steen</translation>
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
            <numerusform>%n steen</numerusform>
            <numerusform>%n stenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice in play</source>
        <translation>
            <numerusform>%n steen in het spel</numerusform>
            <numerusform>%n stenen in het spel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1st</source>
        <translation>1e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6th</source>
        <translation>6e</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Miscounts, forgets that pacos are wild, bids carelessly.</source>
        <translation>Telt verkeerd, vergeet dat paco&apos;s joker zijn, biedt slordig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the odds of its own dice and reads your bids.</source>
        <translation>Speelt op de kansen van de eigen stenen en leest jouw biedingen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learns how each player bids and plays close rounds out to the end.</source>
        <translation>Leert hoe elke speler biedt en rekent krappe rondes tot het eind door.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays the final duels like a solved game; mixes its bluffs so no habit beats it.</source>
        <translation>Speelt de eindduels als een opgelost spel; wisselt zijn bluffs af zodat geen gewoonte hem verslaat.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the Balanced Player</source>
        <comment>said of a woman</comment>
        <translation>de Nuchtere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <comment>said of a woman</comment>
        <translation>de Rekenaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <comment>said of a woman</comment>
        <translation>de Piraat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <comment>said of a woman</comment>
        <translation>de Twijfelaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <comment>said of a woman</comment>
        <translation>de Gokster</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{level} · {personality}</source>
        <translation>{level} · {personality}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The level&apos;s own style.</source>
        <translation>De eigen stijl van het niveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs sometimes, doubts when the odds say so.</source>
        <translation>Bluft soms, twijfelt als de kansen dat zeggen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost never bluffs and bids only what the dice support.</source>
        <translation>Bluft bijna nooit en biedt alleen wat de stenen toelaten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs often and raises boldly.</source>
        <translation>Bluft vaak en verhoogt gedurfd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo at the first doubt.</source>
        <translation>Roept Dudo bij de eerste twijfel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a risky Calza.</source>
        <translation>Houdt van een gewaagde Calza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wait a moment: the table is still showing the last move.</source>
        <translation>Even geduld: de tafel toont nog de laatste zet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are out of this game: you can watch, but not play.</source>
        <translation>Je ligt uit dit spel: je kunt kijken, maar niet meer spelen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza is not played at this table (see the rules in the settings).</source>
        <translation>Aan deze tafel wordt geen Calza gespeeld (zie de regels in de instellingen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need a bid on the table before you can call Calza.</source>
        <translation>Er moet een bod op tafel liggen voor je Calza kunt roepen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza on your own bid.</source>
        <translation>Je kunt geen Calza roepen op je eigen bod.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza in a palifico round at this table.</source>
        <translation>Aan deze tafel geen Calza in een palifico-ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza when only two players are left at this table.</source>
        <translation>Aan deze tafel geen Calza als er nog maar twee spelers over zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza now.</source>
        <translation>Je kunt nu geen Calza roepen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: it is {name}&apos;s.</source>
        <translation>Wacht op je beurt: {name} is aan de beurt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a bid on the table before you can call Dudo.</source>
        <translation>Er moet een bod op tafel liggen voor je Dudo kunt roepen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot bid {bid}: {why}</source>
        <translation>Je kunt geen {bid} bieden: {why}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Die zet mag nu niet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round opens on pacos only in a palifico round.</source>
        <translation>Een ronde opent alleen met paco&apos;s in een palifico-ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a palifico round every bid stays on {faces}.</source>
        <translation>In een palifico-ronde blijft elk bod op {faces}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With single-step raises, the face cannot go down after {bid}.</source>
        <translation>Bij verhogen in één stap kan de waarde na {bid} niet omlaag.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With single-step raises, {faces} only at {quantity}.</source>
        <translation>Bij verhogen in één stap: {faces} alleen op {quantity}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After {bid}, {faces} need at least {minimum}.</source>
        <translation>Na {bid} vragen {faces} minstens {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least half, rounded up: {minimum}.</source>
        <translation>Na {bid} vragen paco&apos;s minstens de helft, naar boven afgerond: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least {minimum}.</source>
        <translation>Na {bid} vragen paco&apos;s minstens {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, another face needs twice as many plus one: {minimum}.</source>
        <translation>Na {bid} vraagt een andere waarde het dubbele plus één: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a palifico round, after {bid}, {faces} need at least {minimum}.</source>
        <translation>In een palifico-ronde vragen {faces} na {bid} minstens {minimum}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Last round&apos;s reveal. Click or press {keys} to go back to the game.</source>
        <translation>Onthulling van de vorige ronde. Klik of druk op {keys} om verder te spelen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click or press {keys} to continue</source>
        <translation>Klik of druk op {keys} om verder te gaan</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/dice_text.py" line="+85"/>
        <source>you {dice}</source>
        <translation>jij {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} {dice}</source>
        <translation>{name} {dice}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-16"/>
        <source>you {count}</source>
        <translation>jij {count}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Open with any number of {faces}.</source>
        <translation>Open met zoveel {faces} als je wilt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-14"/>
        <source>%n dice count</source>
        <translation>
            <numerusform>%n dobbelsteen telt</numerusform>
            <numerusform>%n dobbelstenen tellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name}&apos;s dice: {dice}; {counted}.</source>
        <translation>Stenen van {name}: {dice}; {counted}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s dice: {dice}.</source>
        <translation>Stenen van {name}: {dice}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s dice: {dice}</source>
        <translation>Stenen van {name}: {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Five players, A to E, have played a few rounds: A, B, C and D lost a die each. That leaves {total} dice in play: four for each of them, five for E.&lt;br&gt;&lt;br&gt;Here every die is shown face up so you can follow along; in a game you only ever see your own. A opens the round.</source>
        <translation>Vijf spelers, A tot E, hebben al een paar rondes gespeeld: A, B, C en D verloren elk een steen. Er zijn dus nog {total} stenen in het spel: vier voor elk van hen, vijf voor E.&lt;br&gt;&lt;br&gt;Hier liggen alle stenen open, zodat je alles kunt volgen; in een spel zie je alleen je eigen stenen. A opent de ronde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The bid stands, so {name}, who doubted it, loses a die and opens the next round.</source>
        <translation>Het bod klopt, dus {name}, die eraan twijfelde, verliest een steen en opent de volgende ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid fails, so {name}, who made it, loses a die and opens the next round.</source>
        <translation>Het bod klopt niet, dus {name}, die het deed, verliest een steen en opent de volgende ronde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thinks {bid} is too many and calls Dudo. The cups lift and the dice are counted: {faces} and {pacos}, which are wild, make {count} in all.</source>
        <translation>{name} vindt {bid} te veel en roept Dudo. De bekers gaan omhoog en er wordt geteld: {faces} en {pacos}, die jokers zijn, maken samen {count}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That was a whole round. Now play one yourself: a guided round awaits.</source>
        <translation>Dat was een hele ronde. Speel er nu zelf een: er wacht een begeleide ronde.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of them count for this bid, pacos included.</source>
        <translation>
            <numerusform>Daarvan telt er %n voor dit bod, paco&apos;s inbegrepen.</numerusform>
            <numerusform>Daarvan tellen er %n voor dit bod, paco&apos;s inbegrepen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opening bid may name any number of any face, but not pacos.</source>
        <translation>Een openingsbod mag elk aantal van elke waarde zijn, maar geen paco&apos;s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opening bid may name any number of any face.</source>
        <translation>Een openingsbod mag elk aantal van elke waarde zijn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} opens with {bid}. {why}</source>
        <translation>{name} opent met {bid}. {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After {standing}, a raise on the same face needs at least {same}; a higher face may keep the number: {higher} would do. {name} bids {bid}.</source>
        <translation>Na {standing} vraagt een verhoging op dezelfde waarde minstens {same}; een hogere waarde mag het aantal houden: {higher} kan ook. {name} biedt {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A paco counts for every face, so a bid on pacos needs fewer dice: half, rounded up. After {standing}, {least} is the least paco bid. {name} bids {bid}.</source>
        <translation>Een paco telt voor elke waarde, dus een bod op paco&apos;s vraagt minder stenen: de helft, naar boven afgerond. Na {standing} is {least} het laagste bod op paco&apos;s. {name} biedt {bid}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leaving pacos works the other way round: double the number and add one. After {standing}, every other face needs at least {least}. {name} bids {bid}.</source>
        <translation>De paco&apos;s verlaten gaat andersom: verdubbel het aantal en tel er één bij op. Na {standing} vraagt elke andere waarde minstens {least}. {name} biedt {bid}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tutorial text</source>
        <translation>Tekst van de tutorial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Volgende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play a guided round</source>
        <translation>&amp;Speel een begeleide ronde</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;The worked round&lt;/b&gt;, step {step} of {steps}</source>
        <translation>&lt;b&gt;De voorbeeldronde&lt;/b&gt;, stap {step} van {steps}</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>You hold %n that count, pacos included.</source>
        <translation>
            <numerusform>Je hebt er %n die telt, paco&apos;s inbegrepen.</numerusform>
            <numerusform>Je hebt er %n die tellen, paco&apos;s inbegrepen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You hold %n that count.</source>
        <translation>
            <numerusform>Je hebt er %n die telt.</numerusform>
            <numerusform>Je hebt er %n die tellen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Of the other {others} dice, about {expected} should count, so {bid} is {chance} likely to be true.</source>
        <translation>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Van de andere {others} stenen zouden er zo&apos;n {expected} moeten tellen, dus {bid} klopt met {chance} kans.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Safe, but it tells the others nothing: the next player can raise on it just as safely.</source>
        <translation>Veilig, maar het vertelt de anderen niets: de volgende speler kan er net zo veilig op verhogen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A good raise: it is more likely true than not, and the next player must now go higher or risk a Dudo.</source>
        <translation>Een goede verhoging: het klopt eerder wel dan niet, en de volgende speler moet nu hoger gaan of een Dudo wagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Risky: it is more likely false than true, so the next player may well call Dudo.</source>
        <translation>Riskant: het klopt eerder niet dan wel, dus de volgende speler roept misschien Dudo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Very unlikely: expect the next player to call Dudo, and to lose a die.</source>
        <translation>Heel onwaarschijnlijk: reken erop dat de volgende speler Dudo roept en dat je een steen verliest.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Dudo&lt;/b&gt;: the standing bid, {bid}, is {chance} likely to be true.</source>
        <translation>&lt;b&gt;Dudo&lt;/b&gt;: het huidige bod, {bid}, klopt met {chance} kans.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is probably false: Dudo is worth calling, and the bidder loses a die if it is.</source>
        <translation>Het klopt waarschijnlijk niet: Dudo is de moeite waard, en dan verliest de bieder een steen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A close call: if you have a likely raise, it may be the safer choice.</source>
        <translation>Het is nipt: heb je een waarschijnlijke verhoging, dan is die misschien veiliger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is probably true: a Dudo would most likely cost you a die.</source>
        <translation>Het klopt waarschijnlijk: een Dudo kost je dan vrijwel zeker een steen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+6"/>
        <source>Tutor</source>
        <translation>Begeleider</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;A guided round.&lt;/b&gt; You play against three Easy opponents; your dice are at the bottom of the table. When it is your turn, choose a face and a number in the bid selector below the log: I will say what that bid means and how likely it is.</source>
        <translation>&lt;b&gt;Een begeleide ronde.&lt;/b&gt; Je speelt tegen drie makkelijke tegenstanders; jouw stenen liggen onderaan de tafel. Kies in je beurt een waarde en een aantal in de keuzehulp onder het logboek: ik vertel wat dat bod betekent en hoe waarschijnlijk het is.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;The cups are lifted.&lt;/b&gt; The count is on the table and in the log. A new round starts with one die fewer for the loser; I stay here while you play. Close me when you are ready.</source>
        <translation>&lt;b&gt;De bekers zijn omhoog.&lt;/b&gt; De telling staat op tafel en in het logboek. Een nieuwe ronde begint, met een steen minder voor de verliezer; ik blijf hier terwijl je speelt. Sluit me wanneer je wilt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;A new round.&lt;/b&gt; When it is your turn, choose a bid below the log or call Dudo: I will say what each would mean.</source>
        <translation>&lt;b&gt;Een nieuwe ronde.&lt;/b&gt; Als je aan de beurt bent, kies je een bod onder het logboek of roep je Dudo: ik vertel je wat elk zou betekenen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Pacos are wild this round: they count for {faces}.</source>
        <translation>Paco&apos;s zijn deze ronde jokers: ze tellen voor {faces}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palifico round: pacos are not wild, and the face cannot change.</source>
        <translation>Palifico-ronde: paco&apos;s zijn geen jokers en de waarde mag niet veranderen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Welcome to Perudo</source>
        <translation>Welkom bij Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Perudo?</source>
        <translation>Nieuw bij Perudo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial walks through a round step by step, then guides you through your first round. You can open it any time from the Help menu.</source>
        <translation>De tutorial loopt stap voor stap door een ronde en begeleidt je daarna in je eerste ronde. Je opent hem altijd via het menu Help.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me</source>
        <translation>Laat zien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-243"/>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/chart.py" line="+50"/>
        <source>No games yet</source>
        <translation>Nog geen spellen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{what}: {share}</source>
        <translation>{what}: {share}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>game 1</source>
        <translation>spel 1</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+80"/>
        <source>game {number}</source>
        <translation>spel {number}</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+93"/>
        <source>no calls</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/history.py" line="+128"/>
        <location line="+1"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game history</source>
        <translation>Verloop van het spel</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/keeper.py" line="+150"/>
        <source>Statistics cannot be kept: {path} is not a file, so Perudo leaves it as it is. Move it away to keep statistics again.</source>
        <translation>Statistieken kunnen niet worden bijgehouden: {path} is geen bestand, dus Perudo laat het zoals het is. Verplaats het om weer statistieken bij te houden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics cannot be kept: {why}</source>
        <translation>Statistieken kunnen niet worden bijgehouden: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics could not be read, so they start afresh. The old file was kept as {path}.</source>
        <translation>Je statistieken konden niet worden gelezen en beginnen daarom opnieuw. Het oude bestand is bewaard als {path}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{path} is where your game is saved, but it is not a file, so Perudo leaves it as it is and cannot save your game. Move it away to save games again.</source>
        <translation>Je spel wordt opgeslagen in {path}, maar dat is geen bestand, dus Perudo laat het zoals het is en kan je spel niet opslaan. Verplaats het om weer spellen op te slaan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your saved game could not be read ({why}); a new game starts.</source>
        <translation>Je opgeslagen spel kon niet worden gelezen ({why}); er begint een nieuw spel.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your game cannot be saved ({why}). Play goes on, but it will not be there next time.</source>
        <translation>Je spel kan niet worden opgeslagen ({why}). Je kunt verder spelen, maar de volgende keer is het er niet meer.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This game could not be added to your statistics: {why}</source>
        <translation>Dit spel kon niet aan je statistieken worden toegevoegd: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was made by a newer version of Perudo, so a new game starts. The file was kept as {path}.</source>
        <translation>Je opgeslagen spel komt van een nieuwere versie van Perudo, dus er begint een nieuw spel. Het bestand is bewaard als {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved game is damaged and cannot go on, so a new game starts. The file was kept as {path}.</source>
        <translation>Je opgeslagen spel is beschadigd en kan niet verder, dus er begint een nieuw spel. Het bestand is bewaard als {path}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+97"/>
        <source>you hold %n dice</source>
        <translation>
            <numerusform>je hebt %n steen</numerusform>
            <numerusform>je hebt %n stenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} against {names}: {dice}.</source>
        <translation>Ronde {round} tegen {names}: {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+61"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+4"/>
        <source>Round {round}.</source>
        <translation>Ronde {round}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+6"/>
        <source>Resume your game?</source>
        <translation>Verder met je spel?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/replay.py" line="+87"/>
        <location line="+256"/>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Every seat&apos;s dice</source>
        <translation>Stenen van alle spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups open</source>
        <translation>Bekers open</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Verder ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Step {step} of {last}, round {round}. {words}</source>
        <translation>Stap {step} van {last}, ronde {round}. {words}</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Finished games</source>
        <translation>Afgelopen spellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished games, newest first</source>
        <translation>Afgelopen spellen, nieuwste eerst</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>you won</source>
        <translation>jij hebt gewonnen</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Replay: {stage}</source>
        <translation>Terugkijken: {stage}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Start</source>
        <comment>replay: go to its first step</comment>
        <translation>Begin</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>{winner} won, your place: {place} of {players}</source>
        <translation>{winner} heeft gewonnen, jouw plaats: {place} van {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your place: {place} of {players}</source>
        <translation>jouw plaats: {place} van {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>against {names}</source>
        <translation>tegen {names}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+21"/>
        <location line="+6"/>
        <source>Export replay</source>
        <translation>Herhaling exporteren</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+48"/>
        <source>Import replay</source>
        <translation>Herhaling importeren</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Replays (*.json)</source>
        <translation>Herhalingen (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{file} is not a Perudo replay, so it was left as it is.</source>
        <translation>{file} is geen Perudo-herhaling, dus het is gelaten zoals het was.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not a file, so it was left as it is.</source>
        <translation>{file} is geen bestand, dus het is gelaten zoals het was.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the replay under another name.</source>
        <translation>Exporteer de herhaling onder een andere naam.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The replay could not be written: {why}</source>
        <translation>De herhaling kon niet worden opgeslagen: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is not a file</source>
        <translation>het is geen bestand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} cannot be replayed: {why}</source>
        <translation>{file} kan niet worden afgespeeld: {why}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/sound.py" line="+84"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute</source>
        <translation>Dempen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/about.py" line="+17"/>
        <source>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) against computer opponents.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;Dice, cups and icons: the project&apos;s own SVG artwork.&lt;br&gt;Font: DejaVu Sans, or your system&apos;s font, drawn by Qt.&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}, used under the LGPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) tegen computertegenstanders.&lt;/p&gt;&lt;p&gt;Licentie: GNU General Public License, versie 3 of later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Met dank aan&lt;/b&gt;&lt;br&gt;Stenen, bekers en pictogrammen: eigen SVG-tekeningen van het project.&lt;br&gt;Lettertype: DejaVu Sans, of dat van je systeem, getekend door Qt.&lt;br&gt;Gemaakt met Qt {qt} en PySide6 {pyside}, gebruikt onder de LGPL v3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Perudo</source>
        <translation>Over Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/notices.py" line="+30"/>
        <location line="+39"/>
        <source>Settings problems</source>
        <translation>Problemen met instellingen</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Details…</source>
        <translation>&amp;Details…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dis&amp;miss</source>
        <translation>&amp;Verbergen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A setting could not be used; its default was used instead.</source>
        <translation>Een instelling kon niet worden gebruikt; de standaardwaarde is gebruikt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} settings could not be used; their defaults were used instead.</source>
        <translation>{count} instellingen konden niet worden gebruikt; hun standaardwaarden zijn gebruikt.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings.py" line="-361"/>
        <source>it is empty</source>
        <translation>het is leeg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than a settings file</source>
        <translation>het is groter dan een instellingenbestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not text</source>
        <translation>het is geen tekst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it does not hold the game&apos;s sections only</source>
        <translation>het bevat niet alleen de secties van het spel</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{path} could not be read ({why})</source>
        <translation>{path} kon niet worden gelezen ({why})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{path} is not a Perudo settings file ({why}); it was left as it is</source>
        <translation>{path} is geen instellingenbestand van Perudo ({why}); het is gelaten zoals het was</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>line(s) {lines} could not be read</source>
        <translation>regel(s) {lines} konden niet worden gelezen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not UTF-8 text</source>
        <translation>het is geen UTF-8-tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: {why}, and no copy could be kept ({error})</source>
        <translation>{path}: {why}, en er kon geen kopie worden bewaard ({error})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{path}: {what}; the other settings are used, and a copy of the file was kept as {copy}</source>
        <translation>{path}: {what}; de andere instellingen worden gebruikt, en een kopie van het bestand is bewaard als {copy}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} was converted to UTF-8; the original was kept as {copy}</source>
        <translation>{path} is omgezet naar UTF-8; het origineel is bewaard als {copy}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{path} could not be read, nor moved aside ({error})</source>
        <translation>{path} kon niet worden gelezen en ook niet opzij worden gezet ({error})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{path} could not be read; another instance moved it aside</source>
        <translation>{path} kon niet worden gelezen; een ander venster van het spel heeft het opzij gezet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{path} could not be read; it was moved to {aside}</source>
        <translation>{path} kon niet worden gelezen; het is verplaatst naar {aside}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why}; the other settings are used, and nothing is saved this time</source>
        <translation>{why}; de andere instellingen worden gebruikt, en deze keer wordt niets bewaard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{why}; the default settings are used, and nothing is saved this time</source>
        <translation>{why}; de standaardinstellingen worden gebruikt, en deze keer wordt niets bewaard</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>setting {key}={value} is not valid; using the default</source>
        <translation>instelling {key}={value} is ongeldig; de standaardwaarde wordt gebruikt</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the name {name} is not one line of up to {limit} characters, and was not saved</source>
        <translation>de naam {name} is geen enkele regel van hoogstens {limit} tekens, en is niet bewaard</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/app.py" line="+228"/>
        <source>The game could not start ({why}). Choose New game to try again.</source>
        <translation>Het spel kon niet beginnen ({why}). Kies Nieuw spel om het opnieuw te proberen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your games cannot be kept ({why}): this window keeps no saved game and no statistics.</source>
        <translation>Je spellen kunnen niet bewaard worden ({why}): dit venster bewaart geen lopend spel en geen statistieken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another Perudo window is open and keeps your games: this one keeps no saved game and no statistics.</source>
        <translation>Er is al een ander Perudo-venster open dat je spellen bewaart: dit venster bewaart geen lopend spel en geen statistieken.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_pick.py" line="+60"/>
        <source>Bot from a file…</source>
        <translation>Bot uit een bestand…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bot program of your own (a .py file): it runs with your rights.</source>
        <translation>Een eigen botprogramma (een .py-bestand): het draait met jouw rechten.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+45"/>
        <source>Bot from a file</source>
        <translation>Bot uit een bestand</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Python files (*.py)</source>
        <translation>Python-bestanden (*.py)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} kan niet worden gelezen: {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} holds no bot: no class with a choose method.</source>
        <translation>{file} bevat geen bot: geen klasse met een methode choose.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_trust.py" line="+81"/>
        <source>Run a bot from a file?</source>
        <translation>Een bot uit een bestand starten?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} will run as a program with your rights. Run it?</source>
        <translation>{file} draait als een programma met jouw rechten. Starten?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A bot from a file can do whatever you can do: read and change your files, and see the other players&apos; dice. Run only a file you trust; otherwise a Normal bot takes its seat.</source>
        <translation>Een bot uit een bestand kan alles wat jij kunt: je bestanden lezen en wijzigen, en de dobbelstenen van de andere spelers zien. Start alleen een bestand dat je vertrouwt; anders neemt een bot van niveau Normaal zijn plaats in.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: {path}
SHA-256: {digest}</source>
        <translation>Bestand: {path}
SHA-256: {digest}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run It</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Normal Bot</source>
        <translation>Speel tegen een bot van niveau Normaal</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your yes for {file} holds until you quit: it could not be kept.</source>
        <translation>Je toestemming voor {file} geldt tot je afsluit: ze kon niet worden bewaard.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s bot is still loading; if it is not ready soon, a Normal bot plays instead.</source>
        <translation>De bot van {name} wordt nog geladen; als hij niet snel klaar is, speelt een bot van niveau Normaal in zijn plaats.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reason_words.py" line="+34"/>
        <source>{name} held {dice} and bid {bid}.</source>
        <translation>{name} had {dice} en bood {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Dudo on {bid}.</source>
        <translation>{name} had {dice} en riep Dudo op {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Calza on {bid}.</source>
        <translation>{name} had {dice} en riep Calza op {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In its own words: “{words}”</source>
        <translation>In eigen woorden: ‘{words}’</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of them counted.</source>
        <translation>Daarvan telde er geen enkele.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of them counted.</source>
        <comment>dice held</comment>
        <translation>
            <numerusform>Daarvan telde er %n.</numerusform>
            <numerusform>Daarvan telden er %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} forgot for a moment that pacos are wild.</source>
        <translation>{name} vergat even dat paco&apos;s jokers zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} misjudged how many dice another player held.</source>
        <translation>{name} schatte verkeerd in hoeveel stenen een andere speler had.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} played the rest of the round out in thought and weighed it against the odds: with this bid, {name} expected to keep every die {kept} of the time.</source>
        <translation>{name} speelde de rest van de ronde in gedachten uit en woog dat af tegen de kansen: met dit bod verwachtte {name} in {kept} van de gevallen alle stenen te houden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} played the rest of the round out in thought: calling Dudo kept every die {kept} of the time, and the bid looked {chance} likely.</source>
        <translation>{name} speelde de rest van de ronde in gedachten uit: met Dudo bleven alle stenen in {kept} van de gevallen behouden, en het bod leek met {chance} kans te kloppen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} played the rest of the round out in thought: with this bid, {name} kept every die {kept} of the time.</source>
        <translation>{name} speelde de rest van de ronde in gedachten uit: met dit bod hield {name} in {kept} van de gevallen alle stenen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} thought the bid only {chance} likely, and no raise looked safer than Dudo.</source>
        <translation>{name} gaf het bod maar {chance} kans, en geen verhoging leek veiliger dan Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thought the bid only {chance} likely, just short of what {name} needs to believe one.</source>
        <translation>{name} gaf het bod maar {chance} kans, net onder wat {name} nodig heeft om een bod te geloven.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid only {chance} likely, below the {threshold} {name} needs to believe one.</source>
        <translation>{name} gaf het bod maar {chance} kans, onder de {threshold} die {name} nodig heeft om een bod te geloven.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, just what {name} usually needs, and doubted it anyway.</source>
        <translation>{name} gaf het bod {chance} kans, precies wat {name} meestal genoeg vindt, en twijfelde er toch aan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, above the {threshold} {name} usually needs, and doubted it anyway.</source>
        <translation>{name} gaf het bod {chance} kans, boven de {threshold} die {name} meestal genoeg vindt, en twijfelde er toch aan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid {name} did not weigh, safe by luck ({chance} likely).</source>
        <translation>Een bod dat {name} niet afwoog, toevallig veilig ({chance} kans).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} thought the count {chance} likely to be exactly right: enough for a Calza ({name} needs {threshold}).</source>
        <translation>{name} gaf de telling {chance} kans om precies te kloppen: genoeg voor een Calza ({name} wil {threshold}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} expected about {expected} on the table, fewer than the bid.</source>
        <translation>{name} verwachtte er zo&apos;n {expected} op tafel, minder dan het bod.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table played a safe move for {name}: the bot {fault}.</source>
        <translation>De tafel speelde een veilige zet voor {name}: de bot {fault}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} saw no bid worth making.</source>
        <translation>{name} zag geen bod dat de moeite waard was.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} thought it {chance} likely to be true and expected a Dudo on it {doubt} of the time.</source>
        <translation>{name} gaf het bod {chance} kans en verwachtte er in {doubt} van de gevallen een Dudo op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bluff: {name} gave it only {chance} and said it anyway.</source>
        <translation>Een bluf: {name} gaf het maar {chance} kans en zei het toch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A careless bid: {name} did not weigh it ({chance} likely).</source>
        <translation>Een bod zonder nadenken: {name} woog het niet af ({chance} kans).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} thought the count {chance} likely to be exactly right.</source>
        <translation>{name} gaf de telling {chance} kans om precies te kloppen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this final duel {name} follows a solved strategy, which makes this move {chance} of the time.</source>
        <translation>In dit slotduel volgt {name} een opgeloste strategie, die deze zet in {chance} van de gevallen doet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} plays at random.</source>
        <translation>{name} speelt willekeurig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} calls Dudo whenever allowed, and otherwise bids as little as possible.</source>
        <translation>{name} roept Dudo wanneer dat mag, en biedt anders zo weinig mogelijk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} always makes the smallest raise allowed.</source>
        <translation>{name} doet altijd de kleinst toegestane verhoging.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose the bid most likely to be true: {chance}.</source>
        <translation>{name} koos het bod dat het waarschijnlijkst klopt: {chance}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} raised out of habit; the bid was {chance} likely.</source>
        <translation>{name} verhoogde uit gewoonte; het bod had {chance} kans.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took longer than a second</source>
        <translation>deed er langer dan een seconde over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took longer than {seconds} seconds</source>
        <translation>deed er langer dan {seconds} seconden over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chose {action}, which is not allowed now</source>
        <translation>koos {action}, wat nu niet mag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not be made for this game</source>
        <translation>kon niet worden gemaakt voor dit spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>answered {detail} instead of a move</source>
        <translation>antwoordde {detail} in plaats van een zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose {detail}, which is not a move of the game</source>
        <translation>koos {detail}, wat geen zet in het spel is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a reason that is not text: {detail}</source>
        <translation>gaf een reden die geen tekst is: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a chance that is not a number: {detail}</source>
        <translation>gaf een kans die geen getal is: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped with an error: {detail}</source>
        <translation>stopte met een fout: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took {seconds} s, more than its {budget} s</source>
        <translation>deed er {seconds} s over, meer dan zijn {budget} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not answer within {seconds} s, so its process was stopped</source>
        <translation>antwoordde niet binnen {seconds} s, dus zijn proces is gestopt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended its own process</source>
        <translation>beëindigde zijn eigen proces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was asked after the table closed</source>
        <translation>werd gevraagd nadat de tafel was gesloten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be started again: {detail}</source>
        <translation>kon niet opnieuw worden gestart: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be made for this game: {detail}</source>
        <translation>kon niet worden gemaakt voor dit spel: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered after the table had moved on</source>
        <translation>antwoordde toen de tafel al verder was</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not confirmed to run</source>
        <translation>{file} heeft geen toestemming gekregen om te draaien</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/character_words.py" line="+16"/>
        <source>Mateo learned the game last summer at his grandmother&apos;s. He still forgets that pacos are wild, but he never stops smiling.</source>
        <translation>Mateo leerde het spel vorige zomer bij zijn oma. Hij vergeet nog vaak dat paco&apos;s joker zijn, maar hij blijft altijd lachen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lucía runs the fish stall at the harbour and counts every coin twice. She bids low and rarely takes a risk.</source>
        <translation>Lucía runt de viskraam in de haven en telt elke munt twee keer. Ze biedt laag en neemt zelden een risico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barnaby swabs the decks and dreams of a ship of his own. He bluffs loudly and often, and is caught just as often.</source>
        <translation>Barnaby dweilt het dek en droomt van een eigen schip. Hij bluft luid en vaak, en wordt net zo vaak betrapt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inés teaches mathematics at the village school. She plays a clean, steady game: no tricks, few mistakes.</source>
        <translation>Inés geeft wiskunde op de dorpsschool. Ze speelt zuiver en rustig: geen trucs, weinig fouten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rosa keeps the books for half the market. Her bids are almost always backed by the dice in her cup.</source>
        <translation>Rosa doet de boekhouding voor de halve markt. Haar biedingen worden bijna altijd gedekt door de dobbelstenen in haar beker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greta believes nothing she has not seen. Bid too high and she calls Dudo without blinking.</source>
        <translation>Greta gelooft niets wat ze niet gezien heeft. Bied te hoog en ze roept Dudo zonder met haar ogen te knipperen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Django never met a bet he did not like. He loves a Calza and raises when others would stop.</source>
        <translation>Django heeft nog nooit een weddenschap afgeslagen. Hij is gek op Calza en verhoogt waar anderen zouden stoppen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain Morgana has won ships, crews and islands at the dice table. She bluffs boldly, and reads you while she does.</source>
        <translation>Kapitein Morgana won schepen, bemanningen en eilanden aan de dobbeltafel. Ze bluft gedurfd en leest jou intussen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Viktor spent thirty years as a customs inspector. He has heard every lie, and he calls most of them.</source>
        <translation>Viktor was dertig jaar douane-inspecteur. Hij heeft elke leugen gehoord, en hij ontmaskert de meeste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professor Soledad wrote the book on probability, twice. She reads every bid you make.</source>
        <translation>Professor Soledad schreef het standaardwerk over kansrekening, twee keer. Ze leest elk bod dat je doet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ezra drifts from port to port and leaves empty purses behind him. Nobody has ever seen him miss a Calza.</source>
        <translation>Ezra zwerft van haven naar haven en laat lege beurzen achter. Niemand heeft hem ooit een Calza zien missen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody knows where El Cóndor comes from. They say he has never lost a game at the top of the mountain.</source>
        <translation>Niemand weet waar El Cóndor vandaan komt. Ze zeggen dat hij op de top van de berg nog nooit een spel verloor.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plays by feel</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Speelt op gevoel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids low, risks little</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Biedt laag, riskeert weinig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs loudly</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Bluft er flink op los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and careful</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Rustig en zorgvuldig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo often</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Roept vaak Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a Calza</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Gek op Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads every bid</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Leest elk bod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays close to perfect</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Speelt bijna perfect</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reaction_words.py" line="+34"/>
        <source>Is that allowed? I&apos;m doing it!</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>Mag dat? Ik doe het gewoon!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma always bid big.</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>Oma bood ook altijd hoog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait, was that too many?</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Wacht, was dat te veel?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oh no. Let&apos;s look, I guess.</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Oei. Nou, dan maar kijken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I actually got one right!</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>Ik had er echt eentje goed!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma would be proud.</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>Oma zou trots zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oops! Still learning.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Oeps! Ik leer nog.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll get the hang of it.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Ik krijg het wel onder de knie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did I win that? I did!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>Heb ik die gewonnen? Echt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner&apos;s luck!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>Beginnersgeluk!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I won? Wait till Grandma hears!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>Gewonnen? Als oma dat hoort!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best summer game ever!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>Mooiste zomerspel ooit!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Just this once, a bigger bid.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Voor één keer een hoger bod.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted twice. It holds.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Twee keer geteld. Het klopt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I counted twice. Lift away.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Ik heb twee keer geteld. Til maar op.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coin is accounted for.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Er ontbreekt geen cent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your sums didn&apos;t add up.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Jouw rekensom klopte niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short change. I noticed.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Te weinig wisselgeld. Ik zag het.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That one slipped off the scale.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Die gleed van de weegschaal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad day at the stall.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Een slechte dag aan de kraam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books balance again.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>De kas klopt weer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh from the count.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Vers binnen, netjes geteld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a single coin wasted.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Geen enkele munt verspild.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the stall, richer.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Terug naar de kraam, rijker.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yo ho! Higher still!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Jo ho! Nog hoger!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid fit for a captain!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Een bod een kapitein waardig!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt me? Arr, fair enough.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Wantrouw je me? Arr, vooruit dan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uh... lift them slowly.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Eh... til ze langzaam op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes a bluffer to know one!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Een bluffer ruikt een bluffer!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught ye, landlubber!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Betrapt, landrot!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overboard goes another one.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Weer eentje overboord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr. Swabbing duty again.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Arr. Weer het dek dweilen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the loud!</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>Wie schreeuwt, die wint!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s swabbing now?</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>Wie dweilt er nu, hè?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A ship of my own, here I come!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>Eigen schip, daar kom ik!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks are on the captain! Me!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>Rondje van de kapitein! Van mij!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A measured step up.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>Een weloverwogen stap omhoog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let&apos;s check the working.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Laten we de uitwerking nakijken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your dice, then.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Laat de dobbelstenen dan maar zien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That answer was wrong.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Dat antwoord was fout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See me after class.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Na de les even bij mij komen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fair correction.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Een terechte correctie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noted. I&apos;ll learn from it.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Genoteerd. Daar leer ik van.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct, as expected.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Juist, zoals verwacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full marks on that one.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Een tien met een griffel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class dismissed.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>De les is voorbij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy game, well played.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Keurig spel, goed gespeeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It&apos;s all in the ledger.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Het staat allemaal in het grootboek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backed by my own dice.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Gedekt door mijn eigen dobbelstenen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audit away.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Controleer gerust.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My books are in order.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Mijn boekhouding is op orde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Creative accounting, was it?</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Creatief boekhouden, hè?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That bid didn&apos;t reconcile.</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Dat bod was niet sluitend.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One entry in red.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Eén post in het rood.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll balance it next round.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Volgende ronde boek ik het terug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credited to my account.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Bijgeschreven op mijn rekening.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ledger agrees with me.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Het grootboek geeft me gelijk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closing the books. In profit.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>De boeken dicht. Met winst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All accounts settled.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Alle rekeningen vereffend.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Believe this one. Or don&apos;t.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Geloof dit maar. Of niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt me, if you dare.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Twijfel maar, als je durft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine. Seeing is believing.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Goed. Eerst zien, dan geloven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You doubt me? Good habit.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Twijfel je? Goede gewoonte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe a word.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Ik geloofde er geen woord van.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you. Never trust a bid.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Zie je? Vertrouw nooit een bod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hmph. I should have seen it.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Hmpf. Dat had ik moeten zien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me again. Slowly.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Laat nog eens zien. Langzaam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I only trust what I see.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Ik vertrouw alleen wat ik zie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen it. Believed it.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Gezien. Geloofd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust no one. Works every time.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Vertrouw niemand. Werkt altijd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeing is winning.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Zien is winnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double or nothing, friends!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Dubbel of niks, vrienden!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the dice dance!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Laat de dobbelstenen dansen!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll with it. Lift!</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Gewoon meeswingen. Til op!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gamble&apos;s a gamble.</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Een gok is een gok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice tune, wrong notes.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Mooi deuntje, valse noten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even I wouldn&apos;t bet on that.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Zelfs ik zou daar niet op wedden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The house wins this one, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>Deze is voor de bank, amigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand is mine, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>Volgende ronde is voor mij, amigo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lady Luck, my old friend!</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Vrouwe Fortuna, ouwe vriendin!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice love me tonight.</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>De dobbelstenen zijn vanavond dol op me.</translation>
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
        <translation>Wat een avond aan tafel!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the black flag!</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Hijs de zwarte vlag!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I sail where you dare not.</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Ik vaar waar jij niet durft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bold. Let&apos;s see if it pays.</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Gedurfd. Eens zien of het loont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;d challenge your captain?</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Durf jij je kapitein uit te dagen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I read you like a sea chart.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Ik lees je als een zeekaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the plank, liar.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Over de plank, leugenaar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scratch. Nothing more.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Een schram. Meer niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;ll pay for that one.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Dat zet ik je betaald.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another prize for my hold.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Weer een buit voor mijn ruim.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender is wiser.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Overgave is verstandiger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your ship is mine now.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>Jouw schip is nu van mij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea has a new queen.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>De zee heeft een nieuwe koningin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declared in full.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Volledig aangegeven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to hide. Inspect it.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Niets te verbergen. Controleer maar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inspect if you wish.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Inspecteer het gerust.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My papers are in order.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Mijn papieren zijn in orde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undeclared goods. Confiscated.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Niet aangegeven. In beslag genomen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirty years. I know a lie.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Dertig jaar. Ik herken een leugen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rare oversight.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Een zeldzaam verzuim.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That slipped past customs.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Die glipte langs de douane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stamped and approved.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>Gestempeld en goedgekeurd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The inspection is complete.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>De inspectie is afgerond.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything checked. You may go.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Alles gecontroleerd. Doorlopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case closed.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Dossier gesloten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The odds are on my side.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>De kansen staan aan mijn kant.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The arithmetic says yes.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>De rekensom zegt ja.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Calculated, not reckless.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Berekend, niet roekeloos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the sample speak.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Laat de steekproef spreken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting. Let&apos;s verify.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Interessant. Laten we verifiëren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid told me everything.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Jouw bod verraadde alles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Improbable, as I thought.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Onwaarschijnlijk, zoals ik dacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variance. It happens.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Variantie. Dat gebeurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlikely, but possible.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Onwaarschijnlijk, niet onmogelijk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the numbers predicted.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Zoals het model voorspelde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected value, collected.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Verwachte waarde, geïnd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That goes in the third edition.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>Dat komt in de derde druk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The theory holds.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>De theorie houdt stand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the drifter.</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>Het geluk is met de zwerver.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why stop now?</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>Waarom nu stoppen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every port has a doubter.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Elke haven heeft een twijfelaar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them. I&apos;ve seen worse.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Til maar op. Ik heb erger gezien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even drifters know the odds.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Ook zwervers kennen de kansen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve met your kind in every port.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Types als jij zie ik in elke haven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tide goes out. It comes back.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>Na eb komt vloed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next port, better luck.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>Volgende haven, beter geluk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another purse for the road.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Weer een beurs voor onderweg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you kindly.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Vriendelijk bedankt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to find the next port.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Tijd voor de volgende haven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your purse travels with me now.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Jouw beurs reist nu met mij mee.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From up here, I see far.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>Van hierboven zie ik ver.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mountain air is clear.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>De berglucht is helder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience. Let us see.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Geduld. Laten we zien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wind will tell.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>De wind zal het zeggen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condor sees all.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>De condor ziet alles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing hides from above.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Van boven blijft niets verborgen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even condors land.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Ook condors landen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A feather lost. No more.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Een veer verloren. Meer niet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the mountain wills.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Zoals de berg het wil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High winds carry me.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Hoge winden dragen mij.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Few reach the summit.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Weinigen bereiken de top.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Come back when you can fly.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Kom terug als je kunt vliegen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let&apos;s make this interesting.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Laten we het spannend maken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little higher, why not?</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Iets hoger, waarom niet?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll take that step.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Die stap zet ik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on then, lift the cups.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Toe maar, til de bekers op.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair enough, let&apos;s look.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Goed, laten we kijken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We&apos;ll see who&apos;s right.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>We zien wel wie gelijk heeft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I knew it didn&apos;t add up.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Ik wist dat het niet klopte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice try!</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Goed geprobeerd!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught you fair and square.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Eerlijk betrapt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well played.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Goed gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That one&apos;s on me.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Die is voor mij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy come, easy go.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Zo gewonnen, zo geronnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That went my way.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Dat viel mijn kant op.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I counted.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Precies zoals ik telde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for me.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Eentje voor mij.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Good game, everyone!</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Goed gespeeld, allemaal!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks for the game.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Bedankt voor het spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was a fine table.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Dat was een fijne tafel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The numbers allow it.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>De cijfers laten het toe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve checked twice.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Ik heb het twee keer nagerekend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calculated step.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Een berekende stap.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>My figures are in order.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Mijn cijfers kloppen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit me, then.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Controleer me dan maar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I never bid what I can&apos;t count.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Ik bied nooit wat ik niet kan tellen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books didn&apos;t balance.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>De boeken klopten niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your numbers were off.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Jouw cijfers klopten niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I always check the sums.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Ik controleer altijd de sommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An accounting error.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Een boekhoudfout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll note that in the ledger.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Dat noteer ik in het grootboek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm. A rounding mistake.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Hm. Een afrondingsfout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the figures predicted.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Zoals de cijfers voorspelden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the last die.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Kloppend tot de laatste dobbelsteen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly as expected.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Precies zoals verwacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accounts are closed.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>De boeken zijn gesloten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profit, at last.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Eindelijk winst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy result.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Een keurig resultaat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hoist the sails!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Hijs de zeilen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! More dice, more fun!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Ha! Meer dobbelstenen, meer plezier!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full speed ahead!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Volle kracht vooruit!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dare doubt a pirate?</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Durf jij een piraat te wantrouwen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them, landlubber!</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Til ze maar op, landrot!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold move, matey.</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Gewaagd, maatje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pirate knows a bluff!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Een piraat herkent bluf!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! Walk the plank!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Ha! Over de plank!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can&apos;t fool an old sea dog.</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Een oude zeebonk hou je niet voor de gek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arr, a mere scratch!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Arr, een schrammetje!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea takes its share.</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>De zee neemt haar deel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll win it back!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Die win ik terug!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Into my treasure chest!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>In mijn schatkist!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yo ho ho!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Jo ho ho!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plunder!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Buit!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The treasure is mine!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>De schat is van mij!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory, you scallywags!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Overwinning, schurken!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks for the crew!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Een rondje voor de bemanning!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt that, if you can.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Twijfel daar maar aan, als je kunt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This one I believe.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Deze geloof ik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now you&apos;ll have to think.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Nu moet je wel nadenken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You doubt me? Bold.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Twijfel je aan mij? Gedurfd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, check.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Ga je gang, controleer maar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ironic, isn&apos;t it?</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Ironisch, hè?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe you for a second.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Ik geloofde je geen seconde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you so.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Zei ik het niet?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never trust a round number.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Vertrouw nooit een rond getal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I should have doubted that.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Daar had ik aan moeten twijfelen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm, it was true after all.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Hm, het klopte dus toch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine. Noted.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Goed. Genoteerd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt pays.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Twijfel loont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I suspected.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Precies wat ik vermoedde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust nobody.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Vertrouw niemand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I doubted everyone, and I won.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Ik twijfelde aan iedereen, en ik won.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skepticism wins again.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Scepsis wint weer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. Not bad at all.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Niet slecht. Helemaal niet slecht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All in!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Alles erop!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeling lucky tonight!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Ik voel me gelukkig vanavond!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s double it!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>We verdubbelen!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the cups, let&apos;s see!</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Til de bekers op, eens kijken!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck is on my side.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Het geluk staat aan mijn kant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I bet you&apos;ll regret it.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Ik wed dat je er spijt van krijgt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ha, I&apos;d have bet on that!</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Ha, daar had ik op gewed!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lady Luck whispered to me.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Vrouwe Fortuna fluisterde het me in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your luck ran out.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Je geluk is op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win some, lose some.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Soms win je, soms verlies je.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are fickle.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Dobbelstenen zijn wispelturig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next one is mine.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>De volgende is voor mij.</translation>
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
        <translation>De kansen houden van mij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky me!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Wat een geluk!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to cash in!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Tijd om te innen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight, I&apos;m the house!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Vanavond ben ik de bank!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a streak!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Wat een reeks!</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+28"/>
        <source>{stage}. {needs}.</source>
        <translation>{stage}. {needs}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{stage} is not beaten this time. {needs}.</source>
        <translation>{stage}: deze keer niet gehaald. {needs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stage} beaten!</source>
        <translation>{stage}: gehaald!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} You have climbed the whole ladder!</source>
        <translation>{text} Je hebt de hele ladder beklommen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{text} Next: {stage}, in the Career ladder.</source>
        <translation>{text} Volgende: {stage}, op de ladder van de Carrière.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+3"/>
        <source>&amp;Career…</source>
        <translation>&amp;Carrière…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Abandon this game and play this stage?</source>
        <translation>Dit spel opgeven en deze etappe spelen?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Ne&amp;xt stage</source>
        <translation>&amp;Volgende etappe</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+81"/>
        <source>Portrait of {name}</source>
        <translation>Portret van {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind} · boss</source>
        <translation>{kind} · eindbaas</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open: your next stage</source>
        <translation>Open: je volgende etappe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again</source>
        <translation>Nog eens spelen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+0"/>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+2"/>
        <source>Play {stage}</source>
        <translation>{stage} spelen</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+3"/>
        <source>Beat the stage before to open this one</source>
        <translation>Haal eerst de vorige etappe om deze te openen</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Career</source>
        <translation>Carrière</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-108"/>
        <source>Your rating over time</source>
        <translation>Je rating door de tijd</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset career…</source>
        <translation>Carrière opnieuw beginnen…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stages beaten: {beaten} of {count}.</source>
        <translation>Etappes gehaald: {beaten} van {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where} Next: {stage}.</source>
        <translation>{where} Volgende: {stage}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} You have climbed the whole ladder!</source>
        <translation>{where} Je hebt de hele ladder beklommen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where} Your progress cannot be kept on this computer.</source>
        <translation>{where} Je voortgang kan op deze computer niet bewaard worden.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Reset career?</source>
        <translation>Carrière opnieuw beginnen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget which stages you have beaten and start the ladder again? Your statistics and finished games stay. This cannot be undone.</source>
        <translation>Vergeten welke etappes je hebt gehaald en de ladder opnieuw beginnen? Je statistieken en afgelopen spellen blijven. Dit kan niet ongedaan worden.</translation>
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
        <translation>Prestaties</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You have earned {earned} of {total} achievements.</source>
        <translation>Je hebt {earned} van {total} prestaties behaald.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/trophies/toast.py" line="+53"/>
        <source>%n achievements earned!</source>
        <translation>
            <numerusform>Prestatie behaald!</numerusform>
            <numerusform>%n prestaties behaald!</numerusform>
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
        <translation>&amp;Prestaties…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/achievement_words.py" line="+20"/>
        <source>First Victory</source>
        <comment>an achievement</comment>
        <translation>Eerste overwinning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten Victories</source>
        <comment>an achievement</comment>
        <translation>Tien overwinningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hat Trick</source>
        <comment>an achievement</comment>
        <translation>Hattrick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular</source>
        <comment>an achievement</comment>
        <translation>Vaste gast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught You!</source>
        <comment>an achievement</comment>
        <translation>Betrapt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Hunter</source>
        <comment>an achievement</comment>
        <translation>Bluffjager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Master</source>
        <comment>an achievement</comment>
        <translation>Bluffmeester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot On</source>
        <comment>an achievement</comment>
        <translation>Precies raak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza Artist</source>
        <comment>an achievement</comment>
        <translation>Calza-kunstenaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Die Standing</source>
        <comment>an achievement</comment>
        <translation>De laatste steen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flawless</source>
        <comment>an achievement</comment>
        <translation>Foutloos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palifico Survivor</source>
        <comment>an achievement</comment>
        <translation>Palifico-overlever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duelist</source>
        <comment>an achievement</comment>
        <translation>Duellist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Table</source>
        <comment>an achievement</comment>
        <translation>Volle tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marathon</source>
        <comment>an achievement</comment>
        <translation>Marathon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the Ladder</source>
        <comment>an achievement</comment>
        <translation>Eerste sport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halfway Up</source>
        <comment>an achievement</comment>
        <translation>Halverwege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutiny</source>
        <comment>an achievement</comment>
        <translation>Muiterij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Class</source>
        <comment>an achievement</comment>
        <translation>Beste van de klas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Runs Out</source>
        <comment>an achievement</comment>
        <translation>Het geluk raakt op</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of the Mountain</source>
        <comment>an achievement</comment>
        <translation>Koning van de berg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <comment>an achievement</comment>
        <translation>Kampioen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Finish ahead of {name} in a career game.</source>
        <translation>Eindig vóór {name} in een spel van de carrière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a game.</source>
        <translation>Win een spel.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games.</source>
        <translation>
            <numerusform>Win %n spel.</numerusform>
            <numerusform>Win %n spellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games in a row.</source>
        <translation>
            <numerusform>Win %n spel op rij.</numerusform>
            <numerusform>Win %n spellen op rij.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play %n games to the end.</source>
        <translation>
            <numerusform>Speel %n spel uit.</numerusform>
            <numerusform>Speel %n spellen uit.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo on a bid that was too high.</source>
        <translation>Roep Dudo bij een bod dat te hoog was.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>Catch %n bluffs with Dudo.</source>
        <translation>
            <numerusform>Betrap %n bluf met Dudo.</numerusform>
            <numerusform>Betrap %n bluffs met Dudo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Calza and be right.</source>
        <translation>Roep Calza en heb gelijk.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Be right with Calza %n times.</source>
        <translation>
            <numerusform>Heb %n keer gelijk met Calza.</numerusform>
            <numerusform>Heb %n keer gelijk met Calza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game after falling to your last die.</source>
        <translation>Win een spel nadat je nog maar één steen over had.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game without losing a die.</source>
        <translation>Win een spel zonder een steen te verliezen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your last die through your own Palifico round.</source>
        <translation>Houd je laatste steen in je eigen Palifico-ronde.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games of two players.</source>
        <translation>
            <numerusform>Win %n spel met twee spelers.</numerusform>
            <numerusform>Win %n spellen met twee spelers.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of six players.</source>
        <translation>Win een spel met zes spelers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game of 30 rounds or more.</source>
        <translation>Speel een spel van 30 rondes of meer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat your first stage of the career.</source>
        <translation>Win je eerste etappe van de carrière.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Beat %n stages of the career.</source>
        <translation>
            <numerusform>Win %n etappe van de carrière.</numerusform>
            <numerusform>Win %n etappes van de carrière.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat every stage of the career.</source>
        <translation>Win alle etappes van de carrière.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Earned</source>
        <comment>an achievement</comment>
        <translation>Behaald</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} of %n games won</source>
        <translation>
            <numerusform>{count} van %n spel gewonnen</numerusform>
            <numerusform>{count} van %n spellen gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n wins in a row</source>
        <translation>
            <numerusform>{count} van %n overwinning op rij</numerusform>
            <numerusform>{count} van %n overwinningen op rij</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n games played</source>
        <translation>
            <numerusform>{count} van %n spel gespeeld</numerusform>
            <numerusform>{count} van %n spellen gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n bluffs caught</source>
        <translation>
            <numerusform>{count} van %n bluf betrapt</numerusform>
            <numerusform>{count} van %n bluffs betrapt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n Calzas right</source>
        <translation>
            <numerusform>{count} van %n Calza goed</numerusform>
            <numerusform>{count} van %n Calza&apos;s goed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n duels won</source>
        <translation>
            <numerusform>{count} van %n duel gewonnen</numerusform>
            <numerusform>{count} van %n duels gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n stages beaten</source>
        <translation>
            <numerusform>{count} van %n etappe gewonnen</numerusform>
            <numerusform>{count} van %n etappes gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not yet</source>
        <comment>an achievement</comment>
        <translation>Nog niet</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/appearance.py" line="+18"/>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight</source>
        <translation>Middernacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red velvet</source>
        <translation>Rood fluweel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean</source>
        <translation>Oceaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal purple</source>
        <translation>Koninklijk paars</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beat the first stage of the career</source>
        <translation>Haal de eerste etappe van de carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the third stage of the career</source>
        <translation>Haal de derde etappe van de carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat a boss of the career</source>
        <translation>Versla een eindbaas van de carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn ten achievements</source>
        <translation>Behaal tien prestaties</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <comment>table text size</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <comment>table text size</comment>
        <translation>Groot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger</source>
        <comment>table text size</comment>
        <translation>Groter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>table text size</comment>
        <translation>Grootst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size} ({percent} %)</source>
        <translation>{size} ({percent} %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appearance</source>
        <translation>Uiterlijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table theme</source>
        <translation>Tafelthema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table text size</source>
        <translation>Tekstgrootte van de tafel</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Reduce motion</source>
        <translation>Minder beweging</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table theme:</source>
        <translation>Tafelthema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table text size:</source>
        <translation>Tekstgrootte van de tafel:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{theme} (locked) · {how}</source>
        <translation>{theme} (vergrendeld) · {how}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="-74"/>
        <source>Click the table, or press {keys}, to continue.</source>
        <translation>Klik op de tafel of druk op {keys} om verder te gaan.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Space bids nothing: press {keys} to bid.</source>
        <translation>Spatie biedt niets: druk op {keys} om te bieden.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Press {key} again to call Calza on {bid}.</source>
        <translation>Druk nog eens op {key} om Calza te roepen op {bid}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="-1"/>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click an action, or press Enter on it, then press its key.</source>
        <translation>Klik op een actie, of druk er Enter op, en druk dan op de toets ervoor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Defaults</source>
        <translation>&amp;Standaardtoetsen terugzetten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every action has its default keys again.</source>
        <translation>Elke actie heeft weer haar standaardtoetsen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Press a key…</source>
        <translation>Druk op een toets…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the new key for “{action}”, or Escape to keep its keys.</source>
        <translation>Druk op de nieuwe toets voor ‘{action}’, of op Escape om de toetsen te houden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keys were kept.</source>
        <translation>De toetsen zijn behouden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That key cannot be used; the keys of “{action}” were kept.</source>
        <translation>Die toets kan niet gebruikt worden; de toetsen van ‘{action}’ zijn behouden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{key} is already the key of “{other}”; the keys of “{action}” were kept.</source>
        <translation>{key} is al de toets van ‘{other}’; de toetsen van ‘{action}’ zijn behouden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{action}”: {key}.</source>
        <translation>‘{action}’: {key}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+43"/>
        <source>{name}: “{line}”</source>
        <comment>a character&apos;s reaction in the log</comment>
        <translation>{name}: ‘{line}’</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/reactions.py" line="+53"/>
        <source>Opponents &amp;Speak</source>
        <translation>Tegenstanders p&amp;raten</translation>
    </message>
</context>
<context>
    <name>BidSelector</name>
    <message>
        <location filename="../../perudo_qt/ui/controls/bid_selector.py" line="+139"/>
        <source>Your bid</source>
        <translation>Jouw bod</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice (arrows, + or -)</source>
        <translation>Hoeveel stenen (pijltjes, + of -)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Face</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+234"/>
        <source>&amp;Bid</source>
        <translation>&amp;Bieden</translation>
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
        <translation>Twijfel aan het huidige bod (D)</translation>
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
        <translation>Zeg dat het huidige bod precies klopt (twee keer op C drukken, tegen vergissingen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quantity:</source>
        <translation>Aantal:</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Bied {bid}</translation>
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
        <translation>Na een ronde bespreekt de coach je biedingen en je Dudo&apos;s en Calza&apos;s: hoe kansrijk elke zet was met wat je toen wist, en wat het sterkste niveau had gedaan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach reviews this game when you ask: Coach, Review This Game.</source>
        <translation>De coach bespreekt dit spel wanneer je erom vraagt: Coach, Dit spel bespreken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach reviews each round of this game once its cups are revealed.</source>
        <translation>De coach bespreekt elke ronde van dit spel zodra de bekers omhoog gaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach reviews this game when it ends.</source>
        <translation>De coach bespreekt dit spel wanneer het afgelopen is.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Er is nog geen ronde met een beslissing van jou onthuld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>After the reveal</source>
        <translation>Na het tellen</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Dudo calls right: %n</source>
        <translation>
            <numerusform>Dudo terecht geroepen: %n</numerusform>
            <numerusform>Dudo terecht geroepen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dudo calls wrong: %n</source>
        <translation>
            <numerusform>Dudo onterecht geroepen: %n</numerusform>
            <numerusform>Dudo onterecht geroepen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Calza calls right: %n</source>
        <translation>
            <numerusform>Calza terecht geroepen: %n</numerusform>
            <numerusform>Calza terecht geroepen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Calza calls wrong: %n</source>
        <translation>
            <numerusform>Calza onterecht geroepen: %n</numerusform>
            <numerusform>Calza onterecht geroepen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your bids doubted: %n</source>
        <translation>
            <numerusform>Je biedingen betwijfeld: %n</numerusform>
            <numerusform>Je biedingen betwijfeld: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, true when doubted: %n</source>
        <translation>
            <numerusform>, klopte toch: %n</numerusform>
            <numerusform>, klopten toch: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bluffs: %n</source>
        <translation>
            <numerusform>Je bluffs: %n</numerusform>
            <numerusform>Je bluffs: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, caught: %n</source>
        <translation>
            <numerusform>, betrapt: %n</numerusform>
            <numerusform>, betrapt: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bluffs you fell for: %n</source>
        <translation>
            <numerusform>Bluffs waar je in trapte: %n</numerusform>
            <numerusform>Bluffs waar je in trapte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Good moves: %n</source>
        <translation>
            <numerusform>Goede keuzes: %n</numerusform>
            <numerusform>Goede keuzes: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; risky: %n</source>
        <translation>
            <numerusform>; riskant: %n</numerusform>
            <numerusform>; riskant: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; mistakes: %n</source>
        <translation>
            <numerusform>; fouten: %n</numerusform>
            <numerusform>; fouten: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game</source>
        <translation>Dit spel</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+27"/>
        <source>Game log</source>
        <translation>Logboek</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/hints.py" line="+48"/>
        <source>Hints (H)</source>
        <translation>Hints (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+111"/>
        <source>Least raise on each face:</source>
        <translation>Laagste verhoging per waarde:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Hints follow your dice during a game.</source>
        <translation>Tijdens een spel volgen de hints je stenen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No bid yet this round.</source>
        <translation>Nog geen bod deze ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid stands at {bid}: {percent} likely to be true.</source>
        <translation>Het bod staat op {bid}: {percent} kans dat het klopt.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The least raises show on your turn.</source>
        <translation>De laagste verhogingen verschijnen in jouw beurt.</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+38"/>
        <source>barred</source>
        <translation>verboden</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The bid is now {bid}.</source>
        <translation>Het bod is nu {bid}.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>pacos are wild</source>
        <translation>paco&apos;s zijn jokers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos are not wild</source>
        <translation>paco&apos;s zijn geen jokers</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your dice, and %n hidden from you; {wild}.</source>
        <translation>
            <numerusform>Je eigen stenen en %n verborgen steen; {wild}.</numerusform>
            <numerusform>Je eigen stenen en %n verborgen stenen; {wild}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your dice, and the others&apos; as counted from the losses; {wild}.</source>
        <translation>Je eigen stenen en die van de anderen, afgeleid uit de verloren stenen; {wild}.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../perudo_qt/ui/table/table_view.py" line="+33"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
</TS>
