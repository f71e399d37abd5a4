<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+198"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+60"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+94"/>
        <source>Table in words</source>
        <translation>Mesa en palabras</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+4"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+126"/>
        <source>Read My &amp;Dice</source>
        <translation>Leer mis &amp;dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Read the &amp;Table</source>
        <translation>Leer la &amp;mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Standing &amp;Bid</source>
        <translation>Repetir la &amp;apuesta actual</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Last &amp;Reveal</source>
        <translation>Repetir la última &amp;revelación</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No game is being played.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Your turn: raise {bid}, or call Dudo or Calza.</source>
        <translation>Te toca: sube {bid}, o canta Dudo o Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: raise {bid}, or call Dudo.</source>
        <translation>Te toca: sube {bid}, o canta Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+218"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+1"/>
        <location line="+93"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-91"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed of an earlier game deals the same dice again.</source>
        <translation>La semilla de una partida anterior vuelve a repartir los mismos dados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language applies the next time the game starts.</source>
        <translation>El nuevo idioma se aplica la próxima vez que se abra el juego.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+202"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed:</source>
        <translation>Velocidad de las animaciones:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sound:</source>
        <translation>Sonido:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a reveal:</source>
        <translation>Tras levantar los cubiletes:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation>Los cambios de reglas se aplican desde la próxima partida; una partida en curso conserva las suyas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default table</source>
        <translation>Mesa predeterminada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display</source>
        <translation>Pantalla</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+51"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+2"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Abandon this game and play a guided round?</source>
        <translation>¿Abandonar esta partida y jugar una ronda guiada?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+31"/>
        <source>Wait until I continue</source>
        <translation>Esperar a que yo continúe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 3 seconds</source>
        <translation>Continuar a los 3 segundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 6 seconds</source>
        <translation>Continuar a los 6 segundos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a reveal</source>
        <translation>Tras levantar los cubiletes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table or press Space or Enter to go on at any time.</source>
        <translation>Haz clic en la mesa o pulsa Espacio o Intro para seguir cuando quieras.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show hints: the odds of the standing bid and of each raise</source>
        <translation>Mostrar pistas: la probabilidad de la apuesta actual y de cada subida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each round</source>
        <translation>Tras cada ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game</source>
        <translation>Tras cada partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach&apos;s review</source>
        <translation>Revisión del entrenador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach&apos;s review:</source>
        <translation>Revisión del entrenador:</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="+33"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on watching the others play</source>
        <translation>Seguir mirando cómo juegan los demás</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+72"/>
        <source>S&amp;kip to the result</source>
        <translation>Sal&amp;tar al resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest of the game at once and show the placings</source>
        <translation>Jugar de golpe el resto de la partida y mostrar la clasificación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game at the same table</source>
        <translation>Otra partida en la misma mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You finish {place}.</source>
        <translation>Terminas en {place} lugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the others, skip to the result, or start a new game.</source>
        <translation>Mira a los demás, salta al resultado o empieza una nueva partida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing the rest of the game…</source>
        <translation>Jugando el resto de la partida…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} {name}</source>
        <translation>{place} {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-128"/>
        <source>System default ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>From your own dice and the bids made so far (key H).</source>
        <translation>Según tus dados y las apuestas hechas hasta ahora (tecla H).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="-3"/>
        <source>{name} wins.</source>
        <translation>{name} gana.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="-166"/>
        <source>The aim</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls their dice under a cup and looks only at their own. Bids are about all the dice on the table: {example} means “at least 5 fours among everyone&apos;s dice”. The last player with dice wins.</source>
        <translation>Cada uno agita sus dados bajo un cubilete y solo mira los suyos. Las apuestas hablan de todos los dados de la mesa: {example} significa «al menos 5 cuatros entre los dados de todos». Gana el último jugador al que le queden dados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raising</source>
        <translation>Subir la apuesta</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Lost dice (visible at this table)</source>
        <translation>Dados perdidos (visibles en esta mesa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost dice (hidden at this table)</source>
        <translation>Dados perdidos (ocultos en esta mesa)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each player in turn raises the bid: more dice of any face, or as many dice of a higher face. After {bid}, {more} and {higher} are both raises.</source>
        <translation>Por turnos, cada jugador sube la apuesta: más dados de cualquier cara, o los mismos dados de una cara más alta. Después de {bid}, tanto {more} como {higher} son subidas válidas.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Pacos are wild</source>
        <translation>Los pacos son comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The paco {paco} counts for every face. This hand holds three fours for a bid on fours: {hand}</source>
        <translation>El paco {paco} cuenta para todas las caras. Para una apuesta a cuatros, esta mano tiene tres: {hand}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding pacos</source>
        <translation>Apostar a pacos</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Each player in turn raises the bid, changing the quantity or the face, never both: more dice of the same face, or as many dice of a higher face. After {bid}, {more} and {higher} are raises, but {both} is not. Bidding pacos and leaving them still change both, as the next sections show.</source>
        <translation>Por turnos, cada jugador sube la apuesta cambiando la cantidad o la cara, nunca las dos: más dados de la misma cara, o los mismos dados de una cara más alta. Después de {bid}, {more} y {higher} son subidas, pero {both} no. Pasar a pacos y dejarlos sigue cambiando las dos, como muestran las secciones siguientes.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos, except in a palifico round.</source>
        <translation>Para pasar a pacos, divide la cantidad entre dos y redondea hacia arriba: después de {bid}, basta con {pacos}. No se puede abrir una ronda con pacos, salvo en una ronda palifico.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Back from pacos</source>
        <translation>Volver de los pacos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To leave pacos for another face, double the quantity and add one: after {pacos}, the least bid is {bid} (any face will do).</source>
        <translation>Para dejar los pacos, dobla la cantidad y suma uno: después de {pacos}, lo mínimo es {bid} (o de cualquier otra cara).</translation>
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
        <translation>En vez de subir, di Dudo si crees que la apuesta es demasiado alta. Se levantan los cubiletes y se cuentan los dados, pacos incluidos. Si no llegan, quien apostó pierde un dado; si llegan, lo pierde quien dijo Dudo. El que pierde abre la ronda siguiente.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Palifico</source>
        <translation>Palifico</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and every bid keeps the opening face, only the quantity goes up.</source>
        <translation>Quien se queda con un solo dado {die} abre la ronda siguiente, una ronda palifico: los pacos no son comodines y todas las apuestas mantienen la cara de salida; solo sube la cantidad.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Anyone but the bidder may call Calza: the bid is exactly right. After {bid}, a table showing {shown} proves it: the caller wins a die back. Any other count costs the caller a die.</source>
        <translation>Cualquiera menos quien apostó puede decir Calza: la apuesta es exacta. Después de {bid}, una mesa con {shown} le da la razón y recupera un dado. Con cualquier otra cuenta, pierde uno.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Lost dice usually hide in the lid, so nobody knows exactly how many dice are left. With the lid open, everyone sees them and the dice in play are counted on the table.</source>
        <translation>Normalmente los dados perdidos se esconden en la tapa y nadie sabe cuántos quedan exactamente. Con la tapa abierta, todos los ven y la mesa muestra los dados en juego.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos.</source>
        <translation>Para pasar a pacos, divide la cantidad entre dos y redondea hacia arriba: después de {bid}, basta con {pacos}. No se puede abrir una ronda con pacos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Palifico (not played at this table)</source>
        <translation>Palifico (no se juega en esta mesa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who falls to a single die {die} plays the next round like any other: pacos stay wild and bids may change face.</source>
        <translation>Quien se queda con un solo dado {die} juega la ronda siguiente como cualquier otra: los pacos siguen siendo comodines y las apuestas pueden cambiar de cara.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and a player holding more than one die keeps the face of the bid before theirs and only raises the quantity.</source>
        <translation>Quien se queda con un solo dado {die} abre la ronda siguiente, una ronda palifico: los pacos no son comodines, y quien tiene más de un dado mantiene la cara de la apuesta anterior y solo sube la cantidad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player holding a single die may also change the face, but never the quantity with it: as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Quien tiene un solo dado también puede cambiar de cara, pero nunca la cantidad a la vez: los mismos dados de una cara más alta, contando los pacos como una cara corriente, la más baja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player holding a single die may change the face: more dice of any face, or as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Quien tiene un solo dado puede cambiar de cara: más dados de cualquier cara, o los mismos dados de una cara más alta, contando los pacos como una cara corriente, la más baja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player has palifico once per game: falling to one die again after winning a die back with a Calza brings no second palifico round.</source>
        <translation>Cada jugador tiene palifico una sola vez por partida: volver a quedarse con un dado después de recuperar uno con una Calza no trae una segunda ronda palifico.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calza (not played at this table)</source>
        <translation>Calza (no se juega en esta mesa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza may not be called in a palifico round, nor when only two players are left.</source>
        <translation>No se puede decir Calza en una ronda palifico, ni cuando solo quedan dos jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza may not be called when only two players are left.</source>
        <translation>No se puede decir Calza cuando solo quedan dos jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza (played at this table)</source>
        <translation>Calza (se juega en esta mesa)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Perudo in a nutshell</source>
        <translation>Perudo en pocas palabras</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-50"/>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="+81"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+25"/>
        <source>The First Duel</source>
        <comment>a career stage</comment>
        <translation>El Primer Duelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harbour Table</source>
        <comment>a career stage</comment>
        <translation>La Mesa del Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The School Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo de la Escuela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Market Table</source>
        <comment>a career stage</comment>
        <translation>La Mesa del Mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Gambler&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo del Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tavern Table</source>
        <comment>a career stage</comment>
        <translation>La Mesa de la Taberna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pirate&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo de la Pirata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Deck Table</source>
        <comment>a career stage</comment>
        <translation>La Mesa de Cubierta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Professor&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo de la Profesora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grand Table</source>
        <comment>a career stage</comment>
        <translation>La Gran Mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sharp&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo del Tahúr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Summit Duel</source>
        <comment>a career stage</comment>
        <translation>El Duelo de la Cumbre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stage {number}: {title}</source>
        <translation>Etapa {number}: {title}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A duel</source>
        <translation>Un duelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table of {count}</source>
        <translation>Una mesa de {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lost dice hidden</source>
        <translation>Dados perdidos ocultos</translation>
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
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{rules}; new here: {new}</source>
        <translation>{rules}; nuevo aquí: {new}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To beat it: win</source>
        <translation>Para superarla: ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To beat it: finish in the first {places}</source>
        <translation>Para superarla: acabar entre los {places} primeros</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beaten</source>
        <comment>a career stage</comment>
        <translation>Superada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <comment>a career stage</comment>
        <translation>Abierta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked</source>
        <comment>a career stage</comment>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played yet</source>
        <translation>Aún no jugada</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played %n times, best place: {place}</source>
        <translation>
            <numerusform>Jugada %n vez, mejor puesto: {place}</numerusform>
            <numerusform>Jugada %n veces, mejor puesto: {place}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have not met yet</source>
        <translation>Aún sin enfrentaros</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n games together: you ahead {ahead}, {name} ahead {behind}</source>
        <translation>
            <numerusform>%n partida juntos: tú delante {ahead}, {name} delante {behind}</numerusform>
            <numerusform>%n partidas juntos: tú delante {ahead}, {name} delante {behind}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none yet</source>
        <comment>a rating</comment>
        <translation>aún ninguna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rating}, about as strong as {level}</source>
        <translation>{rating}, más o menos al nivel {level}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your rating: {rating}</source>
        <translation>Tu puntuación: {rating}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+256"/>
        <source>How many dice each player starts with.</source>
        <translation>Cuántos dados tiene cada jugador al empezar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone but the bidder may claim the bid is exact: win a die, or lose one.</source>
        <translation>Cualquiera menos quien apostó puede decir que la apuesta es exacta: gana un dado o pierde uno.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>How many computer players sit at your default table.</source>
        <translation>Cuántos rivales controlados por el ordenador hay en tu mesa por defecto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name at the table; until you choose one, “You” in your language.</source>
        <translation>Tu nombre en la mesa; mientras no elijas uno, «Tú» en tu idioma.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The opponent&apos;s name.</source>
        <translation>El nombre del rival.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The opponent&apos;s level (easy, normal, hard, expert) or a bot from a file.</source>
        <translation>El nivel del rival (fácil, normal, difícil, experto) o un bot sacado de un archivo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The opponent&apos;s way of playing; empty for the level&apos;s own.</source>
        <translation>La forma de jugar del rival; vacío para la de su nivel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How fast the dice and cups move.</source>
        <translation>Lo rápido que se mueven los dados y los cubiletes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table&apos;s colours: classic, high contrast, or a set the career unlocks.</source>
        <translation>Los colores de la mesa: clásicos, de alto contraste o un juego que desbloquea la carrera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No shaking, flying or counting up on the table; the game keeps its pace.</source>
        <translation>Nada se agita, vuela ni cuenta paso a paso en la mesa; la partida mantiene su ritmo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How large the table&apos;s texts are, in percent, on top of the system&apos;s font size; names, bids and the reveal&apos;s card grow with them.</source>
        <translation>El tamaño de los textos de la mesa, en porcentaje, además del tamaño de letra del sistema; los nombres, las apuestas y la tarjeta de la revelación crecen con ellos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s language, from the next start; empty for the system&apos;s.</source>
        <translation>El idioma del juego, desde el próximo inicio; vacío para el del sistema.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The window&apos;s size and place on the screen.</source>
        <translation>El tamaño y la posición de la ventana en la pantalla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How the window is shared between the table and the side panel.</source>
        <translation>Cómo se reparte la ventana entre la mesa y el panel lateral.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel&apos;s width as you last dragged it, for when the window has room.</source>
        <translation>El ancho del panel lateral tal como lo ajustaste por última vez, para cuando la ventana tenga sitio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the tutorial was offered at a first start.</source>
        <translation>Si ya se ofreció el tutorial en un primer inicio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the hints: the odds of the standing bid and of each raise.</source>
        <translation>Mostrar las pistas: la probabilidad de la apuesta actual y de cada subida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the coach&apos;s review shows by itself: 0 never, 1 after each round, 2 after each game.</source>
        <translation>Cuándo aparece sola la revisión del entrenador: 0 nunca, 1 tras cada ronda, 2 tras cada partida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sound volume, in percent.</source>
        <translation>El volumen del sonido, en porcentaje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the sound is off.</source>
        <translation>Si el sonido está silenciado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After how many seconds a reveal goes on by itself; 0 waits for you.</source>
        <translation>Tras cuántos segundos una revelación sigue sola; 0 te espera.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Whether the opponents say their lines at the table (in bubbles and in the log).</source>
        <translation>Si los rivales dicen sus frases en la mesa (en bocadillos y en el registro).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="-77"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Lost dice visible</source>
        <translation>Dados perdidos a la vista</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="-158"/>
        <source>Lost dice lie open in the lid, so everyone knows how many dice are in play.</source>
        <translation>Los dados perdidos quedan a la vista en la tapa: todos saben cuántos dados hay en juego.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico rounds</source>
        <translation>Rondas palifico</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Whoever falls to one die opens a round with no wild pacos and a fixed face.</source>
        <translation>Quien se queda con un dado abre una ronda sin pacos comodín y con la cara fija.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico once per player</source>
        <translation>Palifico una vez por jugador</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Each player triggers palifico only the first time they fall to one die.</source>
        <translation>Cada jugador provoca palifico solo la primera vez que se queda con un dado.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>One-die players may change the face</source>
        <translation>Con un dado se puede cambiar de cara</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>House rule: in a palifico round, players holding one die may switch faces.</source>
        <translation>Regla de la casa: en una ronda palifico, quien tiene un solo dado puede cambiar de cara.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+1"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Single-step raises</source>
        <translation>Subidas de un solo paso</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>A raise changes the quantity or the face, never both at once.</source>
        <translation>Una subida cambia la cantidad o la cara, nunca las dos a la vez.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Restricted Calza</source>
        <translation>Calza restringida</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>No Calza in palifico rounds, nor when only two players are left.</source>
        <translation>Sin Calza en las rondas palifico ni cuando solo quedan dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+17"/>
        <source>Dice per player</source>
        <translation>Dados por jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice per player:</source>
        <translation>Dados por jugador:</translation>
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
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-112"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of opponents</source>
        <translation>Número de rivales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Rivales:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-46"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+0"/>
        <source>Personality</source>
        <translation>Personalidad</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+59"/>
        <source>At most {limit} characters</source>
        <translation>Como máximo {limit} caracteres</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name: {count} of {limit} characters</source>
        <translation>Nombre: {count} de {limit} caracteres</translation>
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
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+46"/>
        <source>Good move</source>
        <translation>Buena jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Risky</source>
        <translation>Arriesgada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mistake</source>
        <translation>Un error</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You opened with {bid}, {percent} likely to be true.</source>
        <translation>Abriste con {bid}, que tenía un {percent} de probabilidad de cumplirse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You called Calza on {name}&apos;s {bid}: exactly {bid} was {percent} likely.</source>
        <translation>Dijiste Calza a la apuesta de {name}, {bid}: la probabilidad de que hubiera exactamente {bid} era del {percent}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You raised {name}&apos;s {bid} ({percent} likely) to {raise_to}, {chance} likely.</source>
        <translation>Subiste la apuesta de {name}, {bid} (probabilidad: {percent}), a {raise_to} (probabilidad: {chance}).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pacos wild</source>
        <translation>los pacos eran comodines</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos not wild (palifico)</source>
        <translation>los pacos no eran comodines (palifico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You held {dice}; dice hidden from you: {hidden}; {wild}.</source>
        <translation>Tenías {dice}; dados ocultos para ti: {hidden}; {wild}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the odds you could see, nothing was much safer: the safest, {safest}, kept your die only {percent} of the time.</source>
        <translation>Según las probabilidades que podías ver, nada era mucho más seguro: la opción más segura, {safest}, solo te salvaba el dado un {percent} de las veces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the safest choices you had.</source>
        <translation>Entre las opciones más seguras que tenías.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safer: {safest}, which would have kept your die {percent} of the time.</source>
        <translation>Opción más segura: {safest}, que te habría salvado el dado un {percent} de las veces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid was all but sure: a raise leaves the risk to others.</source>
        <translation>La apuesta era casi segura: subir deja el riesgo a los demás.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{level} would have bluffed with {bid} ({percent} likely by its reading of the bids), preferring that to a Dudo.</source>
        <translation>El nivel {level} habría ido de farol con {bid} (un {percent} de probabilidad según su lectura de las apuestas), antes que decir Dudo.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>You called Dudo on {name}&apos;s {bid}, which was {percent} likely to be true.</source>
        <translation>Dijiste Dudo a la apuesta de {name}, {bid}, que tenía un {percent} de probabilidad de cumplirse.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A right Calza wins a die back: it is worth calling from 50 % odds of an exact count.</source>
        <translation>Una Calza acertada te devuelve un dado: compensa decirla a partir de un 50 % de probabilidad de que la cuenta sea exacta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You held all your dice: a right Calza wins nothing, a wrong one costs a die.</source>
        <translation>Tenías todos tus dados: una Calza acertada no te da nada y una fallida te cuesta un dado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By the plain odds {safest} was safer ({percent}), but reading the bids changes that.</source>
        <translation>Por pura probabilidad, la opción más segura era {safest} ({percent}), pero leer las apuestas cambia eso.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level} would not have called Calza.</source>
        <translation>El nivel {level} no habría dicho Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have done the same.</source>
        <translation>El nivel {level} habría hecho lo mismo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have chosen {choice}.</source>
        <translation>El nivel {level} habría elegido {choice}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{level} would have bluffed with {bid}, {percent} likely by its reading.</source>
        <translation>El nivel {level} habría ido de farol con {bid}, con un {percent} de probabilidad según su lectura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have bid {bid}, {percent} likely by its reading of the bids.</source>
        <translation>El nivel {level} habría apostado {bid}, con un {percent} de probabilidad según su lectura de las apuestas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{level} would have called Dudo: {bid} was {percent} likely by its reading.</source>
        <translation>El nivel {level} habría dicho Dudo: según su lectura, la probabilidad de {bid} era del {percent}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have called Calza: by its reading, exactly {bid} was {percent} likely.</source>
        <translation>El nivel {level} habría dicho Calza: según su lectura, la probabilidad de que hubiera exactamente {bid} era del {percent}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}); you called Calza on it.</source>
        <translation>La apuesta de {name}, {bid}, era un farol (los cubiletes mostraron {shown}); tú le dijiste Calza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}): you raised on it.</source>
        <translation>La apuesta de {name}, {bid}, era un farol (los cubiletes mostraron {shown}): tú la subiste.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/coaching.py" line="+138"/>
        <source>The coach reviews your own decisions: you have no seat in this game.</source>
        <translation>El entrenador repasa tus propias decisiones: tú no juegas en esta partida.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The coach is going over your decisions…</source>
        <translation>El entrenador está repasando tus decisiones…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Todavía no se ha descubierto ninguna ronda con una decisión tuya.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-75"/>
        <source>Opponent {number} name</source>
        <translation>Nombre del rival {number}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponent {number} level</source>
        <translation>Nivel del rival {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-45"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+3"/>
        <source>level default</source>
        <translation>la del nivel</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+5"/>
        <source>Opponent {number} personality</source>
        <translation>Personalidad del rival {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+116"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+48"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-14"/>
        <source>Choose {face}</source>
        <translation>Elegir los {face}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One die more (in the bid controls)</source>
        <translation>Un dado más (en los controles de apuesta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer (in the bid controls)</source>
        <translation>Un dado menos (en los controles de apuesta)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Calza (pressed twice)</source>
        <translation>Decir Calza (pulsando dos veces)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after a reveal</source>
        <translation>Continuar tras una revelación</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+27"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+1"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+37"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay: one step back</source>
        <translation>Repetición: un paso atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: one step forward</source>
        <translation>Repetición: un paso adelante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the start</source>
        <translation>Repetición: al principio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the end</source>
        <translation>Repetición: al final</translation>
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
        <translation>Mostrar la última &amp;revelación</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+3"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+16"/>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+30"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-132"/>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+5"/>
        <source>&amp;About Perudo</source>
        <translation>&amp;Acerca de Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-24"/>
        <source>One die more</source>
        <translation>Un dado más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer</source>
        <translation>Un dado menos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid what the selector shows</source>
        <translation>Apostar lo que muestra el selector</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo</source>
        <translation>Decir Dudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+21"/>
        <source>Leave this game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Abandon this game and set up a new one?</source>
        <translation>¿Abandonar esta partida y preparar una nueva?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Abandon this game and start again?</source>
        <translation>¿Abandonar esta partida y empezar otra vez?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+48"/>
        <source>Settings saved; the new language applies the next time the game starts.</source>
        <translation>Ajustes guardados; el nuevo idioma se aplicará la próxima vez que se abra el juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings saved; new rules apply from the next game.</source>
        <translation>Ajustes guardados; las nuevas reglas se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="-105"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+46"/>
        <source>There is no reveal to show yet.</source>
        <translation>Todavía no hay ninguna revelación que mostrar.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/seed_entry.py" line="+19"/>
        <source>Seed: none yet</source>
        <translation>Semilla: aún ninguna</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seed: {seed} (click to copy)</source>
        <translation>Semilla: {seed} (haz clic para copiarla)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed {seed} copied.</source>
        <translation>Semilla {seed} copiada.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+15"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="-37"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+9"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+8"/>
        <source>&amp;Finished Games…</source>
        <translation>&amp;Partidas terminadas…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+130"/>
        <source>Your turn: raise, or call Dudo.</source>
        <translation>Te toca: sube la apuesta o di Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+100"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+2"/>
        <source>Your turn: open the bidding.</source>
        <translation>Te toca: abre las apuestas.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="-4"/>
        <source>Your turn: raise, or call Dudo or Calza.</source>
        <translation>Te toca: sube la apuesta, o di Dudo o Calza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s bot failed ({why}); a safe move was played.</source>
        <translation>El bot de {name} ha fallado ({why}); se ha jugado una jugada segura.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s bot could not be loaded ({why}); a Normal bot plays instead.</source>
        <translation>No se pudo cargar el bot de {name} ({why}); juega un bot Normal en su lugar.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/composition.py" line="+152"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/unfold_offer.py" line="+25"/>
        <source>Show the bid controls</source>
        <translation>Mostrar los controles de apuesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The side panel with the log and the bid controls is folded away. This brings it back, and the table is drawn smaller.</source>
        <translation>El panel lateral, con el registro y los controles de apuesta, está plegado. Este botón lo vuelve a mostrar, y la mesa se dibuja más pequeña.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Entrenador</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-6"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-22"/>
        <source>Show &amp;Hints</source>
        <translation>&amp;Mostrar pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review Last &amp;Round</source>
        <translation>Revisar la última &amp;ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review This &amp;Game</source>
        <translation>Revisar esta &amp;partida</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+58"/>
        <source>Quit in the middle of this game?</source>
        <translation>¿Salir en plena partida?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+330"/>
        <source>PALIFICO</source>
        <translation>PALIFICO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WINNER</source>
        <translation>GANADOR</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>your cup</source>
        <translation>tu cubilete</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-12"/>
        <source>no calls yet</source>
        <translation>aún no lo has dicho</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+8"/>
        <source>Plugin</source>
        <translation>Complemento</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+45"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won so far</source>
        <translation>Partidas ganadas hasta ahora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dudo calls</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent level</source>
        <translation>Nivel del rival</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>won: {won} of {games} ({percent})</source>
        <translation>ganadas: {won} de {games} ({percent})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>right: {right} of {made} ({percent})</source>
        <translation>aciertos: {right} de {made} ({percent})</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Dudo calls right, by table size</source>
        <translation>Aciertos con Dudo, por número de jugadores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games against this level</source>
        <translation>Partidas contra este nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games against them</source>
        <translation>Partidas contra este rival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By table size</source>
        <translation>Por número de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent level</source>
        <translation>Por nivel del rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Por rival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average placing</source>
        <translation>Puesto medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation>aún ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>Racha de victorias más larga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your false bids caught by a Dudo</source>
        <translation>Tus apuestas falsas cazadas con un Dudo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reset statistics?</source>
        <translation>¿Borrar las estadísticas?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game and all your statistics? This cannot be undone.</source>
        <translation>¿Olvidar todas las partidas terminadas y todas tus estadísticas? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+12"/>
        <source>{who}, thinking…</source>
        <translation>{who}, pensando…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your dice: {dice}.</source>
        <translation>Tus dados: {dice}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No bid yet this round.</source>
        <translation>Aún no hay apuesta en esta ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing bid: {bid}, yours.</source>
        <translation>Apuesta actual: {bid}, la tuya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-239"/>
        <source>Standing bid: {bid}, by {name}.</source>
        <translation>Apuesta actual: {bid}, de {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+147"/>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+0"/>
        <source>{name} wins the game!</source>
        <translation>¡{name} gana la partida!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: out.</source>
        <translation>{name}: eliminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: dice count hidden.</source>
        <translation>{name}: número de dados oculto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {dice}.</source>
        <translation>{name}: {dice}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {round}, palifico: pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronda {round}, palifico: los pacos no son comodines, y solo quien tiene un dado puede cambiar de cara.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}, palifico: pacos are not wild and the face stays.</source>
        <translation>Ronda {round}, palifico: los pacos no son comodines y la cara no cambia.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You held {dice}.</source>
        <translation>Tenías {dice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice}.</source>
        <translation>{name} tenía {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_animation.py" line="+115"/>
        <source>You call
Dudo!</source>
        <translation>Cantas
¡Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call
Calza!</source>
        <translation>Cantas
¡Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls
Dudo!</source>
        <translation>{name} canta
¡Dudo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} calls
Calza!</source>
        <translation>{name} canta
¡Calza!</translation>
    </message>
    <message>
        <location line="+110"/>
        <location line="+12"/>
        <source>Palifico!</source>
        <translation>¡Palifico!</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-132"/>
        <source>the Balanced Player</source>
        <translation>el Equilibrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <translation>el Prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <translation>el Pirata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <translation>el Escéptico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <translation>el Temerario</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/faces.py" line="+11"/>
        <source>pacos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>paco</numerusform>
            <numerusform>pacos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>twos</source>
        <comment>face name</comment>
        <translation>
            <numerusform>dos</numerusform>
            <numerusform>doses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>threes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>tres</numerusform>
            <numerusform>treses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fours</source>
        <comment>face name</comment>
        <translation>
            <numerusform>cuatro</numerusform>
            <numerusform>cuatros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fives</source>
        <comment>face name</comment>
        <translation>
            <numerusform>cinco</numerusform>
            <numerusform>cincos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sixes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>seis</numerusform>
            <numerusform>seises</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pacos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n paco</numerusform>
            <numerusform>%n pacos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twos</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n dos</numerusform>
            <numerusform>%n doses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n threes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n tres</numerusform>
            <numerusform>%n treses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fours</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n cuatro</numerusform>
            <numerusform>%n cuatros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fives</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n cinco</numerusform>
            <numerusform>%n cincos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n seis</numerusform>
            <numerusform>%n seises</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-143"/>
        <source>Round {round}, palifico: you open. Pacos are not wild and the face stays.</source>
        <translation>Ronda {round}, palifico: abres tú. Los pacos no son comodines y la cara no cambia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild and the face stays.</source>
        <translation>Ronda {round}, palifico: abre {name}. Los pacos no son comodines y la cara no cambia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}: you open.</source>
        <translation>Ronda {round}: abres tú.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round {round}: {name} opens.</source>
        <translation>Ronda {round}: abre {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid {bid}.</source>
        <translation>Apuestas {bid}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} bids {bid}.</source>
        <translation>{name} apuesta {bid}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You call Dudo on {whose} {bid}!</source>
        <translation>¡Dices Dudo a {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Dudo on {whose} {bid}!</source>
        <translation>¡{name} dice Dudo a {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You call Calza on {whose} {bid}!</source>
        <translation>¡Dices Calza a {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Calza on {whose} {bid}!</source>
        <translation>¡{name} dice Calza a {whose}: {bid}!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your</source>
        <translation>tu apuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name}&apos;s</source>
        <translation>la apuesta de {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cups lift: {count}.</source>
        <translation>Se levantan los cubiletes: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You lose a die.</source>
        <translation>Pierdes un dado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die.</source>
        <translation>{name} pierde un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win a die back.</source>
        <translation>Recuperas un dado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back.</source>
        <translation>{name} recupera un dado.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="-82"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+1"/>
        <source>You are out of the game.</source>
        <translation>Quedas fuera de la partida.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-46"/>
        <source>Round {round}, palifico: you open. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronda {round}, palifico: abres tú. Los pacos no son comodines, y solo quien tiene un dado puede cambiar de cara.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Ronda {round}, palifico: abre {name}. Los pacos no son comodines, y solo quien tiene un dado puede cambiar de cara.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name} is out of the game.</source>
        <translation>{name} queda fuera de la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are down to one die: palifico next round!</source>
        <translation>Te queda un solo dado: ¡palifico en la próxima ronda!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is down to one die: palifico next round!</source>
        <translation>A {name} le queda un solo dado: ¡palifico en la próxima ronda!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{dice} with pacos</source>
        <translation>{dice} con los pacos</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count}, bid {quantity}</source>
        <translation>{count}, apuesta de {quantity}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly right</source>
        <translation>exacta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not exact</source>
        <translation>no es exacta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bid stands</source>
        <translation>la apuesta se cumple</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bid fails</source>
        <translation>la apuesta no se cumple</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you lose a die</source>
        <translation>pierdes un dado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die</source>
        <translation>{name} pierde un dado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you win a die back</source>
        <translation>recuperas un dado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back</source>
        <translation>{name} recupera un dado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody loses a die</source>
        <translation>nadie pierde un dado</translation>
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
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice in play</source>
        <translation>
            <numerusform>%n dado en juego</numerusform>
            <numerusform>%n dados en juego</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6th</source>
        <translation>6.º</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Miscounts, forgets that pacos are wild, bids carelessly.</source>
        <translation>Cuenta mal, olvida que los pacos son comodines, apuesta a la ligera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the odds of its own dice and reads your bids.</source>
        <translation>Juega las probabilidades de sus propios dados y lee tus apuestas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learns how each player bids and plays close rounds out to the end.</source>
        <translation>Aprende cómo apuesta cada jugador y calcula las rondas ajustadas hasta el final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays the final duels like a solved game; mixes its bluffs so no habit beats it.</source>
        <translation>Juega los duelos finales como un juego resuelto; varía sus faroles para que ningún hábito le gane.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the Balanced Player</source>
        <comment>said of a woman</comment>
        <translation>la Equilibrada</translation>
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
        <translation>la Escéptica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <comment>said of a woman</comment>
        <translation>la Temeraria</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{level} · {personality}</source>
        <translation>{level} · {personality}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The level&apos;s own style.</source>
        <translation>El estilo propio del nivel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs sometimes, doubts when the odds say so.</source>
        <translation>Farolea a veces, duda cuando las probabilidades lo dicen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost never bluffs and bids only what the dice support.</source>
        <translation>Casi nunca farolea y solo apuesta lo que los dados permiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs often and raises boldly.</source>
        <translation>Farolea a menudo y sube con audacia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo at the first doubt.</source>
        <translation>Dice Dudo a la primera duda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a risky Calza.</source>
        <translation>Le encantan las Calzas arriesgadas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wait a moment: the table is still showing the last move.</source>
        <translation>Un momento: la mesa aún muestra la última jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are out of this game: you can watch, but not play.</source>
        <translation>Estás fuera de esta partida: puedes mirar, pero no jugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza is not played at this table (see the rules in the settings).</source>
        <translation>En esta mesa no se juega la Calza (mira las reglas en los ajustes).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need a bid on the table before you can call Calza.</source>
        <translation>Hace falta una apuesta en la mesa para poder decir Calza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza on your own bid.</source>
        <translation>No puedes decir Calza sobre tu propia apuesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza in a palifico round at this table.</source>
        <translation>En esta mesa no hay Calza en una ronda palifico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza when only two players are left at this table.</source>
        <translation>En esta mesa no hay Calza cuando solo quedan dos jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza now.</source>
        <translation>Ahora no puedes decir Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: it is {name}&apos;s.</source>
        <translation>Espera tu turno: le toca a {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a bid on the table before you can call Dudo.</source>
        <translation>Hace falta una apuesta en la mesa para poder decir Dudo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot bid {bid}: {why}</source>
        <translation>No puedes apostar {bid}: {why}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round opens on pacos only in a palifico round.</source>
        <translation>Una ronda solo se abre con pacos en una ronda palifico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a palifico round every bid stays on {faces}.</source>
        <translation>En una ronda palifico todas las apuestas siguen en {faces}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With single-step raises, the face cannot go down after {bid}.</source>
        <translation>Con subidas de un solo paso, la cara no puede bajar después de {bid}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With single-step raises, {faces} only at {quantity}.</source>
        <translation>Con subidas de un solo paso, {faces} solo a {quantity}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After {bid}, {faces} need at least {minimum}.</source>
        <translation>Después de {bid}, {faces} piden al menos {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least half, rounded up: {minimum}.</source>
        <translation>Después de {bid}, los pacos piden al menos la mitad, redondeando hacia arriba: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least {minimum}.</source>
        <translation>Después de {bid}, los pacos piden al menos {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, another face needs twice as many plus one: {minimum}.</source>
        <translation>Después de {bid}, otra cara pide el doble más uno: {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a palifico round, after {bid}, {faces} need at least {minimum}.</source>
        <translation>En una ronda palifico, después de {bid}, {faces} piden al menos {minimum}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Last round&apos;s reveal. Click or press {keys} to go back to the game.</source>
        <translation>Revelación de la última ronda. Haz clic o pulsa {keys} para volver a la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click or press {keys} to continue</source>
        <translation>Haz clic o pulsa {keys} para continuar</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/dice_text.py" line="+85"/>
        <source>you {dice}</source>
        <translation>tú {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} {dice}</source>
        <translation>{name} {dice}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-16"/>
        <source>you {count}</source>
        <translation>tú {count}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Open with any number of {faces}.</source>
        <translation>Abre con los {faces} que quieras.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-14"/>
        <source>%n dice count</source>
        <translation>
            <numerusform>%n dado cuenta</numerusform>
            <numerusform>%n dados cuentan</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name}&apos;s dice: {dice}; {counted}.</source>
        <translation>Dados de {name}: {dice}; {counted}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s dice: {dice}.</source>
        <translation>Dados de {name}: {dice}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s dice: {dice}</source>
        <translation>Dados de {name}: {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Five players, A to E, have played a few rounds: A, B, C and D lost a die each. That leaves {total} dice in play: four for each of them, five for E.&lt;br&gt;&lt;br&gt;Here every die is shown face up so you can follow along; in a game you only ever see your own. A opens the round.</source>
        <translation>Cinco jugadores, de A a E, ya han jugado unas rondas: A, B, C y D han perdido un dado cada uno. Quedan {total} dados en juego: cuatro para cada uno de ellos y cinco para E.&lt;br&gt;&lt;br&gt;Aquí se ven todos los dados para que puedas seguir la ronda; en una partida solo ves los tuyos. Abre A.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The bid stands, so {name}, who doubted it, loses a die and opens the next round.</source>
        <translation>La apuesta se cumple: {name}, que dudó, pierde un dado y abre la ronda siguiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid fails, so {name}, who made it, loses a die and opens the next round.</source>
        <translation>La apuesta no se cumple: {name}, que la hizo, pierde un dado y abre la ronda siguiente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thinks {bid} is too many and calls Dudo. The cups lift and the dice are counted: {faces} and {pacos}, which are wild, make {count} in all.</source>
        <translation>A {name} le parecen demasiados {bid} y dice Dudo. Se levantan los cubiletes y se cuenta: {faces} y {pacos}, que son comodines, suman {count}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That was a whole round. Now play one yourself: a guided round awaits.</source>
        <translation>Esa ha sido una ronda completa. Ahora juega tú una: te espera una ronda guiada.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of them count for this bid, pacos included.</source>
        <translation>
            <numerusform>%n cuenta para esta apuesta, pacos incluidos.</numerusform>
            <numerusform>%n cuentan para esta apuesta, pacos incluidos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opening bid may name any number of any face, but not pacos.</source>
        <translation>La apuesta de salida puede ser cualquier cantidad de cualquier cara, salvo pacos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opening bid may name any number of any face.</source>
        <translation>La apuesta de salida puede ser cualquier cantidad de cualquier cara.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} opens with {bid}. {why}</source>
        <translation>{name} abre con {bid}. {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After {standing}, a raise on the same face needs at least {same}; a higher face may keep the number: {higher} would do. {name} bids {bid}.</source>
        <translation>Después de {standing}, subir en la misma cara pide al menos {same}; una cara más alta puede mantener la cantidad: valdría {higher}. {name} apuesta {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A paco counts for every face, so a bid on pacos needs fewer dice: half, rounded up. After {standing}, {least} is the least paco bid. {name} bids {bid}.</source>
        <translation>Un paco cuenta para todas las caras, así que una apuesta a pacos pide menos dados: la mitad, redondeando hacia arriba. Después de {standing}, lo mínimo son {least}. {name} apuesta {bid}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leaving pacos works the other way round: double the number and add one. After {standing}, every other face needs at least {least}. {name} bids {bid}.</source>
        <translation>Dejar los pacos funciona al revés: se dobla la cantidad y se suma uno. Después de {standing}, cualquier otra cara pide al menos {least}. {name} apuesta {bid}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tutorial text</source>
        <translation>Texto del tutorial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play a guided round</source>
        <translation>&amp;Jugar una ronda guiada</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;The worked round&lt;/b&gt;, step {step} of {steps}</source>
        <translation>&lt;b&gt;La ronda de ejemplo&lt;/b&gt;, paso {step} de {steps}</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>You hold %n that count, pacos included.</source>
        <translation>
            <numerusform>Tienes %n que cuenta, pacos incluidos.</numerusform>
            <numerusform>Tienes %n que cuentan, pacos incluidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You hold %n that count.</source>
        <translation>
            <numerusform>Tienes %n que cuenta.</numerusform>
            <numerusform>Tienes %n que cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Of the other {others} dice, about {expected} should count, so {bid} is {chance} likely to be true.</source>
        <translation>&lt;b&gt;{bid}&lt;/b&gt;: {mine} De los otros {others} dados, deberían contar unos {expected}, así que {bid} tiene un {chance} de probabilidad de ser cierto.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Safe, but it tells the others nothing: the next player can raise on it just as safely.</source>
        <translation>Segura, pero no les dice nada a los demás: el siguiente jugador puede subir con la misma tranquilidad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A good raise: it is more likely true than not, and the next player must now go higher or risk a Dudo.</source>
        <translation>Una buena subida: es más probable que sea cierta que falsa, y el siguiente jugador tendrá que subir más o arriesgarse a un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Risky: it is more likely false than true, so the next player may well call Dudo.</source>
        <translation>Arriesgada: es más probable que sea falsa que cierta, así que el siguiente jugador bien podría decir Dudo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Very unlikely: expect the next player to call Dudo, and to lose a die.</source>
        <translation>Muy improbable: espera que el siguiente jugador diga Dudo, y perder un dado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Dudo&lt;/b&gt;: the standing bid, {bid}, is {chance} likely to be true.</source>
        <translation>&lt;b&gt;Dudo&lt;/b&gt;: la apuesta actual, {bid}, tiene un {chance} de probabilidad de ser cierta.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is probably false: Dudo is worth calling, and the bidder loses a die if it is.</source>
        <translation>Probablemente es falsa: vale la pena decir Dudo, y quien apostó pierde un dado si lo es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A close call: if you have a likely raise, it may be the safer choice.</source>
        <translation>Está reñido: si tienes una subida probable, quizá sea la opción más segura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is probably true: a Dudo would most likely cost you a die.</source>
        <translation>Probablemente es cierta: un Dudo te costaría casi seguro un dado.</translation>
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
        <translation>&lt;b&gt;Una ronda guiada.&lt;/b&gt; Juegas contra tres rivales de nivel fácil; tus dados están abajo en la mesa. Cuando te toque, elige una cara y una cantidad en el selector de apuestas, bajo el registro: te diré qué significa esa apuesta y qué probabilidad tiene.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;The cups are lifted.&lt;/b&gt; The count is on the table and in the log. A new round starts with one die fewer for the loser; I stay here while you play. Close me when you are ready.</source>
        <translation>&lt;b&gt;Se han levantado los cubiletes.&lt;/b&gt; La cuenta está en la mesa y en el registro. Empieza una ronda nueva, con un dado menos para quien perdió; sigo aquí mientras juegas. Ciérrame cuando quieras.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;A new round.&lt;/b&gt; When it is your turn, choose a bid below the log or call Dudo: I will say what each would mean.</source>
        <translation>&lt;b&gt;Una nueva ronda.&lt;/b&gt; Cuando sea tu turno, elige una apuesta debajo del registro o canta Dudo: te diré qué significaría cada opción.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Pacos are wild this round: they count for {faces}.</source>
        <translation>En esta ronda los pacos son comodines: cuentan para {faces}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palifico round: pacos are not wild, and the face cannot change.</source>
        <translation>Ronda palifico: los pacos no son comodines y la cara no puede cambiar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Welcome to Perudo</source>
        <translation>Bienvenido a Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Perudo?</source>
        <translation>¿Es tu primera vez con Perudo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial walks through a round step by step, then guides you through your first round. You can open it any time from the Help menu.</source>
        <translation>El tutorial recorre una ronda paso a paso y luego te guía en tu primera ronda. Puedes abrirlo cuando quieras desde el menú Ayuda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me</source>
        <translation>Enséñamelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-243"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/chart.py" line="+50"/>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{what}: {share}</source>
        <translation>{what}: {share}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>game 1</source>
        <translation>partida 1</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+80"/>
        <source>game {number}</source>
        <translation>partida {number}</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+93"/>
        <source>no calls</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/history.py" line="+128"/>
        <location line="+1"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game history</source>
        <translation>Historial de la partida</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/keeper.py" line="+150"/>
        <source>Statistics cannot be kept: {path} is not a file, so Perudo leaves it as it is. Move it away to keep statistics again.</source>
        <translation>No se pueden llevar las estadísticas: {path} no es un archivo, así que Perudo no lo toca. Muévelo a otro sitio para volver a llevar tus estadísticas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics cannot be kept: {why}</source>
        <translation>No se pueden guardar las estadísticas: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics could not be read, so they start afresh. The old file was kept as {path}.</source>
        <translation>No se han podido leer tus estadísticas, así que empiezan de cero. El archivo antiguo se ha guardado como {path}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{path} is where your game is saved, but it is not a file, so Perudo leaves it as it is and cannot save your game. Move it away to save games again.</source>
        <translation>Tu partida se guarda en {path}, pero no es un archivo, así que Perudo no lo toca y no puede guardar tu partida. Muévelo a otro sitio para volver a guardar partidas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your saved game could not be read ({why}); a new game starts.</source>
        <translation>No se ha podido leer tu partida guardada ({why}); empieza una partida nueva.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your game cannot be saved ({why}). Play goes on, but it will not be there next time.</source>
        <translation>No se puede guardar tu partida ({why}). Puedes seguir jugando, pero la próxima vez no estará.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This game could not be added to your statistics: {why}</source>
        <translation>No se ha podido añadir esta partida a tus estadísticas: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was made by a newer version of Perudo, so a new game starts. The file was kept as {path}.</source>
        <translation>Tu partida guardada es de una versión más reciente de Perudo, así que empieza una partida nueva. El archivo se ha guardado como {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved game is damaged and cannot go on, so a new game starts. The file was kept as {path}.</source>
        <translation>Tu partida guardada está dañada y no puede continuar, así que empieza una partida nueva. El archivo se ha guardado como {path}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+97"/>
        <source>you hold %n dice</source>
        <translation>
            <numerusform>tienes %n dado</numerusform>
            <numerusform>tienes %n dados</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} against {names}: {dice}.</source>
        <translation>Ronda {round} contra {names}: {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+61"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+4"/>
        <source>Round {round}.</source>
        <translation>Ronda {round}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+6"/>
        <source>Resume your game?</source>
        <translation>¿Reanudar tu partida?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/replay.py" line="+87"/>
        <location line="+256"/>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Every seat&apos;s dice</source>
        <translation>Los dados de todos los jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups open</source>
        <translation>Cubiletes levantados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Step {step} of {last}, round {round}. {words}</source>
        <translation>Paso {step} de {last}, ronda {round}. {words}</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished games, newest first</source>
        <translation>Partidas terminadas, las más recientes primero</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>you won</source>
        <translation>ganaste</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Replay: {stage}</source>
        <translation>Repetición: {stage}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Start</source>
        <comment>replay: go to its first step</comment>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>{winner} won, your place: {place} of {players}</source>
        <translation>ganó {winner}, tu puesto: {place} de {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your place: {place} of {players}</source>
        <translation>tu puesto: {place} de {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>against {names}</source>
        <translation>contra {names}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+21"/>
        <location line="+6"/>
        <source>Export replay</source>
        <translation>Exportar repetición</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+48"/>
        <source>Import replay</source>
        <translation>Importar repetición</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Replays (*.json)</source>
        <translation>Repeticiones (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{file} is not a Perudo replay, so it was left as it is.</source>
        <translation>{file} no es una repetición de Perudo, así que se ha dejado tal como estaba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not a file, so it was left as it is.</source>
        <translation>{file} no es un archivo, así que se ha dejado tal como estaba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the replay under another name.</source>
        <translation>Exporta la repetición con otro nombre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The replay could not be written: {why}</source>
        <translation>No se ha podido guardar la repetición: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} cannot be replayed: {why}</source>
        <translation>No se puede reproducir {file}: {why}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/sound.py" line="+84"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/about.py" line="+17"/>
        <source>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) against computer opponents.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;Dice, cups and icons: the project&apos;s own SVG artwork.&lt;br&gt;Font: DejaVu Sans, or your system&apos;s font, drawn by Qt.&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}, used under the LGPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) contra rivales del ordenador.&lt;/p&gt;&lt;p&gt;Licencia: GNU General Public License, versión 3 o posterior (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Créditos&lt;/b&gt;&lt;br&gt;Dados, cubiletes e iconos: dibujos SVG propios del proyecto.&lt;br&gt;Fuente: DejaVu Sans, o la de tu sistema, dibujada por Qt.&lt;br&gt;Hecho con Qt {qt} y PySide6 {pyside}, usados bajo la LGPL v3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Perudo</source>
        <translation>Acerca de Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/notices.py" line="+30"/>
        <location line="+39"/>
        <source>Settings problems</source>
        <translation>Problemas con los ajustes</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Details…</source>
        <translation>&amp;Detalles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dis&amp;miss</source>
        <translation>&amp;Ocultar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A setting could not be used; its default was used instead.</source>
        <translation>Un ajuste no se pudo usar; se usó su valor por defecto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} settings could not be used; their defaults were used instead.</source>
        <translation>{count} ajustes no se pudieron usar; se usaron sus valores por defecto.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings.py" line="-361"/>
        <source>it is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than a settings file</source>
        <translation>es más grande que un archivo de ajustes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not text</source>
        <translation>no es texto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it does not hold the game&apos;s sections only</source>
        <translation>no contiene solo las secciones del juego</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{path} could not be read ({why})</source>
        <translation>No se pudo leer {path} ({why})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{path} is not a Perudo settings file ({why}); it was left as it is</source>
        <translation>{path} no es un archivo de ajustes de Perudo ({why}); se ha dejado tal cual</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>line(s) {lines} could not be read</source>
        <translation>no se pudieron leer las líneas {lines}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: {why}, and no copy could be kept ({error})</source>
        <translation>{path}: {why}, y no se pudo guardar una copia ({error})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{path}: {what}; the other settings are used, and a copy of the file was kept as {copy}</source>
        <translation>{path}: {what}; se usan los demás ajustes, y se guardó una copia del archivo como {copy}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} was converted to UTF-8; the original was kept as {copy}</source>
        <translation>{path} se convirtió a UTF-8; el original se guardó como {copy}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{path} could not be read, nor moved aside ({error})</source>
        <translation>No se pudo leer {path} ni apartarlo ({error})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{path} could not be read; another instance moved it aside</source>
        <translation>No se pudo leer {path}; otra instancia lo apartó</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{path} could not be read; it was moved to {aside}</source>
        <translation>No se pudo leer {path}; se movió a {aside}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why}; the other settings are used, and nothing is saved this time</source>
        <translation>{why}; se usan los demás ajustes, y esta vez no se guarda nada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{why}; the default settings are used, and nothing is saved this time</source>
        <translation>{why}; se usan los ajustes por defecto, y esta vez no se guarda nada</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>setting {key}={value} is not valid; using the default</source>
        <translation>el ajuste {key}={value} no es válido; se usa el valor por defecto</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the name {name} is not one line of up to {limit} characters, and was not saved</source>
        <translation>el nombre {name} no es una sola línea de {limit} caracteres como máximo, y no se ha guardado</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/app.py" line="+228"/>
        <source>The game could not start ({why}). Choose New game to try again.</source>
        <translation>La partida no pudo empezar ({why}). Elige Nueva partida para intentarlo de nuevo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your games cannot be kept ({why}): this window keeps no saved game and no statistics.</source>
        <translation>No se pueden guardar tus partidas ({why}): esta ventana no guarda ninguna partida ni estadísticas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another Perudo window is open and keeps your games: this one keeps no saved game and no statistics.</source>
        <translation>Hay otra ventana de Perudo abierta que guarda tus partidas: esta no guarda ninguna partida ni estadísticas.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_pick.py" line="+60"/>
        <source>Bot from a file…</source>
        <translation>Bot desde un archivo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bot program of your own (a .py file): it runs with your rights.</source>
        <translation>Un programa de bot propio (un archivo .py): se ejecuta con tus permisos.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+45"/>
        <source>Bot from a file</source>
        <translation>Bot desde un archivo</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Python files (*.py)</source>
        <translation>Archivos de Python (*.py)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{file} cannot be read: {why}</source>
        <translation>No se puede leer {file}: {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} holds no bot: no class with a choose method.</source>
        <translation>{file} no contiene ningún bot: ninguna clase con un método choose.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_trust.py" line="+81"/>
        <source>Run a bot from a file?</source>
        <translation>¿Ejecutar un bot desde un archivo?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} will run as a program with your rights. Run it?</source>
        <translation>{file} se ejecutará como un programa con tus permisos. ¿Ejecutarlo?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A bot from a file can do whatever you can do: read and change your files, and see the other players&apos; dice. Run only a file you trust; otherwise a Normal bot takes its seat.</source>
        <translation>Un bot que viene de un archivo puede hacer todo lo que tú puedes hacer: leer y cambiar tus archivos, y ver los dados de los demás jugadores. Ejecuta solo un archivo de confianza; si no, un bot Normal ocupa su asiento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: {path}
SHA-256: {digest}</source>
        <translation>Archivo: {path}
SHA-256: {digest}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run It</source>
        <translation>Ejecutarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Normal Bot</source>
        <translation>Jugar con un bot Normal</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your yes for {file} holds until you quit: it could not be kept.</source>
        <translation>Tu permiso para {file} vale hasta que salgas del juego: no se pudo guardar.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s bot is still loading; if it is not ready soon, a Normal bot plays instead.</source>
        <translation>El bot de {name} todavía se está cargando; si no está listo pronto, juega un bot Normal en su lugar.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reason_words.py" line="+34"/>
        <source>{name} held {dice} and bid {bid}.</source>
        <translation>{name} tenía {dice} y apostó {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Dudo on {bid}.</source>
        <translation>{name} tenía {dice} y dijo Dudo a {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Calza on {bid}.</source>
        <translation>{name} tenía {dice} y dijo Calza a {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In its own words: “{words}”</source>
        <translation>En sus propias palabras: «{words}»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of them counted.</source>
        <translation>Ninguno de ellos contaba.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of them counted.</source>
        <comment>dice held</comment>
        <translation>
            <numerusform>%n de ellos contaba.</numerusform>
            <numerusform>%n de ellos contaban.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} forgot for a moment that pacos are wild.</source>
        <translation>{name} olvidó por un momento que los pacos son comodines.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} misjudged how many dice another player held.</source>
        <translation>{name} calculó mal cuántos dados tenía otro jugador.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} played the rest of the round out in thought and weighed it against the odds: with this bid, {name} expected to keep every die {kept} of the time.</source>
        <translation>{name} jugó mentalmente el resto de la ronda y lo sopesó con las probabilidades: con esta apuesta, {name} esperaba conservar todos sus dados el {kept} de las veces.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} played the rest of the round out in thought: calling Dudo kept every die {kept} of the time, and the bid looked {chance} likely.</source>
        <translation>{name} jugó mentalmente el resto de la ronda: decir Dudo conservaba todos sus dados el {kept} de las veces, y la apuesta parecía cierta en un {chance}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} played the rest of the round out in thought: with this bid, {name} kept every die {kept} of the time.</source>
        <translation>{name} jugó mentalmente el resto de la ronda: con esta apuesta, {name} conservaba todos sus dados el {kept} de las veces.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} thought the bid only {chance} likely, and no raise looked safer than Dudo.</source>
        <translation>Para {name}, la apuesta solo tenía un {chance} de ser cierta, y ninguna subida parecía más segura que un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thought the bid only {chance} likely, just short of what {name} needs to believe one.</source>
        <translation>Para {name}, la apuesta solo tenía un {chance} de ser cierta, apenas por debajo de lo que {name} necesita para creer una apuesta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid only {chance} likely, below the {threshold} {name} needs to believe one.</source>
        <translation>Para {name}, la apuesta solo tenía un {chance} de ser cierta, por debajo del {threshold} que {name} necesita para creer una apuesta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, just what {name} usually needs, and doubted it anyway.</source>
        <translation>Para {name}, la apuesta tenía un {chance} de ser cierta, justo lo que a {name} le suele bastar, y aun así la puso en duda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, above the {threshold} {name} usually needs, and doubted it anyway.</source>
        <translation>Para {name}, la apuesta tenía un {chance} de ser cierta, por encima del {threshold} que a {name} le suele bastar, y aun así la puso en duda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid {name} did not weigh, safe by luck ({chance} likely).</source>
        <translation>Una apuesta que {name} no sopesó, segura por suerte ({chance} de probabilidad).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} thought the count {chance} likely to be exactly right: enough for a Calza ({name} needs {threshold}).</source>
        <translation>Para {name}, la cuenta tenía un {chance} de ser exacta: suficiente para un Calza ({name} pide un {threshold}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} expected about {expected} on the table, fewer than the bid.</source>
        <translation>{name} esperaba unos {expected} en la mesa, menos que la apuesta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table played a safe move for {name}: the bot {fault}.</source>
        <translation>La mesa jugó una jugada segura por {name}: el bot {fault}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} saw no bid worth making.</source>
        <translation>{name} no veía ninguna apuesta que valiera la pena.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} thought it {chance} likely to be true and expected a Dudo on it {doubt} of the time.</source>
        <translation>Para {name}, la apuesta tenía un {chance} de ser cierta, y esperaba un Dudo el {doubt} de las veces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bluff: {name} gave it only {chance} and said it anyway.</source>
        <translation>Un farol: {name} solo le daba un {chance} y la dijo de todos modos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A careless bid: {name} did not weigh it ({chance} likely).</source>
        <translation>Una apuesta al azar: {name} no la sopesó ({chance} de probabilidad).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} thought the count {chance} likely to be exactly right.</source>
        <translation>Para {name}, la cuenta tenía un {chance} de ser exacta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this final duel {name} follows a solved strategy, which makes this move {chance} of the time.</source>
        <translation>En este duelo final, {name} sigue una estrategia resuelta, que hace esta jugada el {chance} de las veces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} plays at random.</source>
        <translation>{name} juega al azar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} calls Dudo whenever allowed, and otherwise bids as little as possible.</source>
        <translation>{name} dice Dudo siempre que puede y, si no, apuesta lo mínimo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} always makes the smallest raise allowed.</source>
        <translation>{name} siempre hace la subida más pequeña permitida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose the bid most likely to be true: {chance}.</source>
        <translation>{name} eligió la apuesta más probable: {chance}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} raised out of habit; the bid was {chance} likely.</source>
        <translation>{name} subió por costumbre; la apuesta tenía un {chance} de ser cierta.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took longer than a second</source>
        <translation>tardó más de un segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took longer than {seconds} seconds</source>
        <translation>tardó más de {seconds} segundos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chose {action}, which is not allowed now</source>
        <translation>eligió {action}, que no está permitido ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not be made for this game</source>
        <translation>no se pudo crear para esta partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>answered {detail} instead of a move</source>
        <translation>respondió {detail} en lugar de una jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose {detail}, which is not a move of the game</source>
        <translation>eligió {detail}, que no es una jugada del juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a reason that is not text: {detail}</source>
        <translation>dio una razón que no es texto: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a chance that is not a number: {detail}</source>
        <translation>dio una probabilidad que no es un número: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped with an error: {detail}</source>
        <translation>se detuvo con un error: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took {seconds} s, more than its {budget} s</source>
        <translation>tardó {seconds} s, más que sus {budget} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not answer within {seconds} s, so its process was stopped</source>
        <translation>no respondió en {seconds} s, así que se detuvo su proceso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended its own process</source>
        <translation>terminó su propio proceso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was asked after the table closed</source>
        <translation>fue consultado después de cerrarse la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be started again: {detail}</source>
        <translation>no se pudo volver a iniciar: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be made for this game: {detail}</source>
        <translation>no se pudo crear para esta partida: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered after the table had moved on</source>
        <translation>respondió cuando la mesa ya había seguido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not confirmed to run</source>
        <translation>no se autorizó la ejecución de {file}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/character_words.py" line="+16"/>
        <source>Mateo learned the game last summer at his grandmother&apos;s. He still forgets that pacos are wild, but he never stops smiling.</source>
        <translation>Mateo aprendió el juego el verano pasado en casa de su abuela. Todavía olvida que los pacos son comodines, pero nunca deja de sonreír.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lucía runs the fish stall at the harbour and counts every coin twice. She bids low and rarely takes a risk.</source>
        <translation>Lucía lleva el puesto de pescado del puerto y cuenta cada moneda dos veces. Apuesta bajo y casi nunca se arriesga.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barnaby swabs the decks and dreams of a ship of his own. He bluffs loudly and often, and is caught just as often.</source>
        <translation>Barnaby friega la cubierta y sueña con un barco propio. Va de farol a menudo y con descaro, y lo pillan igual de a menudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inés teaches mathematics at the village school. She plays a clean, steady game: no tricks, few mistakes.</source>
        <translation>Inés enseña matemáticas en la escuela del pueblo. Juega limpio y con constancia: sin trucos y con pocos errores.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rosa keeps the books for half the market. Her bids are almost always backed by the dice in her cup.</source>
        <translation>Rosa lleva las cuentas de medio mercado. Sus apuestas casi siempre se apoyan en los dados de su cubilete.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greta believes nothing she has not seen. Bid too high and she calls Dudo without blinking.</source>
        <translation>Greta no cree nada que no haya visto. Apuesta demasiado alto y cantará Dudo sin pestañear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Django never met a bet he did not like. He loves a Calza and raises when others would stop.</source>
        <translation>Django nunca ha rechazado una apuesta. Le encanta cantar Calza y sube cuando otros se plantarían.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain Morgana has won ships, crews and islands at the dice table. She bluffs boldly, and reads you while she does.</source>
        <translation>La capitana Morgana ha ganado barcos, tripulaciones e islas a los dados. Va de farol con audacia, y mientras tanto te lee.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Viktor spent thirty years as a customs inspector. He has heard every lie, and he calls most of them.</source>
        <translation>Viktor pasó treinta años como inspector de aduanas. Ha oído todas las mentiras, y desenmascara la mayoría.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professor Soledad wrote the book on probability, twice. She reads every bid you make.</source>
        <translation>La profesora Soledad escribió el libro de referencia sobre probabilidad, dos veces. Lee cada apuesta que haces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ezra drifts from port to port and leaves empty purses behind him. Nobody has ever seen him miss a Calza.</source>
        <translation>Ezra vaga de puerto en puerto y deja bolsas vacías a su paso. Nadie le ha visto fallar nunca una Calza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody knows where El Cóndor comes from. They say he has never lost a game at the top of the mountain.</source>
        <translation>Nadie sabe de dónde viene El Cóndor. Dicen que nunca ha perdido una partida en la cima de la montaña.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plays by feel</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Juega por intuición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids low, risks little</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Apuesta bajo, arriesga poco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs loudly</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Va de farol sin complejos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and careful</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Constante y prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo often</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Canta Dudo a menudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a Calza</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Le encanta la Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads every bid</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Lee cada apuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays close to perfect</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Juega casi a la perfección</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reaction_words.py" line="+34"/>
        <source>Is that allowed? I&apos;m doing it!</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>¿Se puede hacer esto? ¡Pues lo hago!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma always bid big.</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>La abuela siempre apostaba fuerte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait, was that too many?</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Espera, ¿me he pasado?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oh no. Let&apos;s look, I guess.</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Ay, no. Bueno, miremos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I actually got one right!</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>¡Por fin he acertado una!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma would be proud.</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>La abuela estaría orgullosa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oops! Still learning.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>¡Uy! Todavía estoy aprendiendo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll get the hang of it.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Ya le pillaré el truco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did I win that? I did!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>¿He ganado? ¡Sí, he ganado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner&apos;s luck!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>¡La suerte del principiante!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I won? Wait till Grandma hears!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>¿He ganado? ¡Cuando se entere la abuela!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best summer game ever!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>¡La mejor partida de todo el verano!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Just this once, a bigger bid.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Por una vez, apuesto más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted twice. It holds.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Contado dos veces. Cuadra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I counted twice. Lift away.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Lo he contado dos veces. Levanta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coin is accounted for.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>No falta ni una moneda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your sums didn&apos;t add up.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Tus cuentas no salían.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short change. I noticed.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Cambio de menos. Me he dado cuenta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That one slipped off the scale.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Esa se me cayó de la balanza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad day at the stall.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Mal día en el puesto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books balance again.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Las cuentas vuelven a cuadrar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh from the count.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Recién pescado y bien contado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a single coin wasted.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Ni una moneda malgastada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the stall, richer.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>De vuelta al puesto, más rica.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yo ho! Higher still!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>¡Yo ho! ¡Más alto todavía!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid fit for a captain!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>¡Una apuesta digna de un capitán!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt me? Arr, fair enough.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>¿Dudas de mí? Arr, con razón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uh... lift them slowly.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Eh... levántalos despacio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes a bluffer to know one!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>¡Un farolero reconoce a otro!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught ye, landlubber!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>¡Te pillé, marinero de agua dulce!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overboard goes another one.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Otro más por la borda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr. Swabbing duty again.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Arr. Otra vez a fregar la cubierta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the loud!</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>¡La fortuna sonríe a los bocazas!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s swabbing now?</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>¿Y ahora quién friega la cubierta?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A ship of my own, here I come!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>¡Barco propio, allá voy!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks are on the captain! Me!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>¡Invita el capitán! ¡O sea, yo!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A measured step up.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>Una subida medida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let&apos;s check the working.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Comprobemos las operaciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your dice, then.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Pues enseña los dados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That answer was wrong.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Esa respuesta era incorrecta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See me after class.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Ven a verme después de clase.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fair correction.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Una corrección justa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noted. I&apos;ll learn from it.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Tomo nota. Aprenderé de esto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct, as expected.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Correcto, como era de esperar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full marks on that one.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>En esa, un diez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class dismissed.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Se acabó la clase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy game, well played.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Una partida limpia, bien jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It&apos;s all in the ledger.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Todo está en el libro de cuentas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backed by my own dice.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Respaldada por mis propios dados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audit away.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Audita lo que quieras.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My books are in order.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Tengo los libros en regla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Creative accounting, was it?</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Contabilidad creativa, ¿eh?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That bid didn&apos;t reconcile.</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Esa apuesta no cuadraba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One entry in red.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Un apunte en números rojos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll balance it next round.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Lo cuadraré en la próxima ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credited to my account.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Abonado en mi cuenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ledger agrees with me.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>El libro de cuentas me da la razón.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closing the books. In profit.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Cierro el ejercicio. Con beneficios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All accounts settled.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Todas las cuentas saldadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Believe this one. Or don&apos;t.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Créete esta. O no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt me, if you dare.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Duda de mí, si te atreves.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine. Seeing is believing.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Bien. Ver para creer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You doubt me? Good habit.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>¿Dudas de mí? Buena costumbre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe a word.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>No me creí ni una palabra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you. Never trust a bid.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Te lo dije. No te fíes de una apuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hmph. I should have seen it.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Bah. Debí verlo venir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me again. Slowly.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Enséñamelo otra vez. Despacio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I only trust what I see.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Solo me fío de lo que veo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen it. Believed it.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Lo he visto. Me lo creo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust no one. Works every time.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>No te fíes de nadie. Siempre funciona.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeing is winning.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Ver para vencer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double or nothing, friends!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>¡Doble o nada, amigos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the dice dance!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>¡Que bailen los dados!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll with it. Lift!</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>¡Déjate llevar! ¡Levanta!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gamble&apos;s a gamble.</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Una apuesta es una apuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice tune, wrong notes.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Bonita melodía, notas falsas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even I wouldn&apos;t bet on that.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Ni yo habría apostado por eso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The house wins this one, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>Esta se la lleva la banca, amigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand is mine, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>La próxima mano es mía, amigo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lady Luck, my old friend!</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>¡Fortuna, vieja amiga mía!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice love me tonight.</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Esta noche los dados me adoran.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot, amigos!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>¡Premio gordo, amigos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a night at the table!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>¡Menuda noche en la mesa!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the black flag!</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>¡Izad la bandera negra!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I sail where you dare not.</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Navego donde tú no te atreves.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bold. Let&apos;s see if it pays.</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Qué osadía. Veamos si te sale bien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;d challenge your captain?</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>¿Desafías a tu capitana?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I read you like a sea chart.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Te leo como una carta náutica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the plank, liar.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>¡A la plancha, embustero!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scratch. Nothing more.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Un rasguño. Nada más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;ll pay for that one.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Esa me la pagarás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another prize for my hold.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Otra presa para mi bodega.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender is wiser.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Más os valdría rendiros.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your ship is mine now.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>Ahora tu barco es mío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea has a new queen.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>El mar tiene nueva reina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declared in full.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Declarado en su totalidad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to hide. Inspect it.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Nada que ocultar. Inspecciona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inspect if you wish.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Puedes registrar, si lo deseas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My papers are in order.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Mis papeles están en regla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undeclared goods. Confiscated.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Mercancía no declarada. Confiscada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirty years. I know a lie.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Treinta años. Huelo una mentira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rare oversight.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Un descuido poco habitual.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That slipped past customs.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Eso se coló en la aduana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stamped and approved.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>Sellado y aprobado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The inspection is complete.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>Inspección concluida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything checked. You may go.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Todo revisado. Puedes pasar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case closed.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Expediente cerrado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The odds are on my side.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Las probabilidades están de mi lado.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The arithmetic says yes.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>La aritmética dice que sí.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Calculated, not reckless.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Calculado, no temerario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the sample speak.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Que hable la muestra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting. Let&apos;s verify.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Interesante. Verifiquemos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid told me everything.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Tu apuesta me lo dijo todo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Improbable, as I thought.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Improbable, como pensaba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variance. It happens.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Varianza. Son cosas que pasan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlikely, but possible.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Poco probable, pero posible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the numbers predicted.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Como predecían los números.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected value, collected.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Valor esperado, cobrado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That goes in the third edition.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>Esto irá en la tercera edición.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The theory holds.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>La teoría se sostiene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the drifter.</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>La fortuna sonríe al vagabundo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why stop now?</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>¿Por qué parar ahora?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every port has a doubter.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>En cada puerto hay un desconfiado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them. I&apos;ve seen worse.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Levántalos. He visto cosas peores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even drifters know the odds.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Hasta los vagabundos saben contar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve met your kind in every port.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Gente como tú hay en cada puerto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tide goes out. It comes back.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>La marea baja. Y vuelve a subir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next port, better luck.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>En el próximo puerto, más suerte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another purse for the road.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Otra bolsa para el camino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you kindly.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Muy amable, gracias.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to find the next port.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Hora de buscar el próximo puerto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your purse travels with me now.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Tu bolsa ahora viaja conmigo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From up here, I see far.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>Desde aquí arriba, veo lejos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mountain air is clear.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>El aire de la montaña es limpio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience. Let us see.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Paciencia. Veamos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wind will tell.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>El viento lo dirá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condor sees all.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>El cóndor lo ve todo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing hides from above.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Desde lo alto, nada se oculta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even condors land.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Hasta el cóndor se posa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A feather lost. No more.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Una pluma perdida. Nada más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the mountain wills.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Así lo quiere la montaña.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High winds carry me.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Me llevan los vientos de altura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Few reach the summit.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Pocos llegan a la cumbre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Come back when you can fly.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Vuelve cuando sepas volar.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let&apos;s make this interesting.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Hagámoslo interesante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little higher, why not?</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Un poco más alto, ¿por qué no?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll take that step.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Doy ese paso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on then, lift the cups.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Venga, levanta los cubiletes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair enough, let&apos;s look.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Vale, miremos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We&apos;ll see who&apos;s right.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Ya veremos quién tiene razón.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I knew it didn&apos;t add up.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Sabía que no cuadraba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice try!</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>¡Buen intento!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught you fair and square.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Te pillé limpiamente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well played.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Bien jugado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That one&apos;s on me.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Esa va por mi cuenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy come, easy go.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Lo que fácil viene, fácil se va.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That went my way.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Eso salió a mi favor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I counted.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Tal como lo conté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for me.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Una para mí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Good game, everyone!</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>¡Buena partida a todos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks for the game.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Gracias por la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was a fine table.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Ha sido una buena mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The numbers allow it.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Los números lo permiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve checked twice.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Lo he comprobado dos veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calculated step.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Un paso calculado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>My figures are in order.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Mis cuentas están en orden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit me, then.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Pues audítame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I never bid what I can&apos;t count.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Nunca apuesto lo que no sé contar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books didn&apos;t balance.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Las cuentas no cuadraban.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your numbers were off.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Tus números no eran correctos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I always check the sums.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Siempre reviso las sumas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An accounting error.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Un error contable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll note that in the ledger.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Lo anotaré en el libro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm. A rounding mistake.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Mmm. Un error de redondeo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the figures predicted.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Como preveían los números.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the last die.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Cuadrado hasta el último dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly as expected.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Exactamente lo previsto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accounts are closed.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Las cuentas están cerradas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profit, at last.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Por fin, beneficios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy result.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Un resultado impecable.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hoist the sails!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>¡Izad las velas!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! More dice, more fun!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>¡Ja! ¡Más dados, más diversión!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full speed ahead!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>¡A toda vela!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dare doubt a pirate?</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>¿Te atreves a dudar de un pirata?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them, landlubber!</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>¡Levántalos, marinero de agua dulce!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold move, matey.</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Qué osado, grumete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pirate knows a bluff!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>¡Un pirata reconoce un farol!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! Walk the plank!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>¡Ja! ¡A la plancha!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can&apos;t fool an old sea dog.</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>A un viejo lobo de mar no se le engaña.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arr, a mere scratch!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>¡Arr, un simple rasguño!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea takes its share.</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>El mar se cobra su parte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll win it back!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>¡Lo recuperaré!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Into my treasure chest!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>¡A mi cofre del tesoro!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yo ho ho!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>¡Yo ho ho!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plunder!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>¡Botín!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The treasure is mine!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>¡El tesoro es mío!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory, you scallywags!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>¡Victoria, bribones!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks for the crew!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>¡Ronda para la tripulación!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt that, if you can.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Duda de esto, si puedes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This one I believe.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>En esta sí creo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now you&apos;ll have to think.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Ahora tendrás que pensar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You doubt me? Bold.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>¿Dudas de mí? Qué audaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, check.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Adelante, compruébalo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ironic, isn&apos;t it?</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Irónico, ¿verdad?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe you for a second.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>No te creí ni un segundo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you so.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Te lo dije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never trust a round number.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Nunca te fíes de un número redondo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I should have doubted that.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Debí dudar de eso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm, it was true after all.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Mmm, al final era verdad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine. Noted.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Bien. Anotado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt pays.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>La duda compensa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I suspected.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Tal como sospechaba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust nobody.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>No te fíes de nadie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I doubted everyone, and I won.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Dudé de todos, y gané.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skepticism wins again.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>El escepticismo gana otra vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. Not bad at all.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Nada mal. Nada mal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All in!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>¡Voy con todo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeling lucky tonight!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>¡Esta noche me siento con suerte!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s double it!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>¡Doblemos!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the cups, let&apos;s see!</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>¡Levanta los cubiletes, a ver!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck is on my side.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>La suerte está de mi lado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I bet you&apos;ll regret it.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Apuesto a que te arrepentirás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ha, I&apos;d have bet on that!</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>¡Ja, habría apostado por ello!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lady Luck whispered to me.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>La Fortuna me lo susurró.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your luck ran out.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Se te acabó la suerte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win some, lose some.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Unas veces se gana, otras se pierde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are fickle.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Los dados son caprichosos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next one is mine.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>La próxima es mía.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>¡Premio gordo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The odds love me.</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Las probabilidades me adoran.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky me!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>¡Qué suerte la mía!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to cash in!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>¡A cobrar!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight, I&apos;m the house!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>¡Esta noche, la banca soy yo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a streak!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>¡Qué racha!</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+28"/>
        <source>{stage}. {needs}.</source>
        <translation>{stage}. {needs}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{stage} is not beaten this time. {needs}.</source>
        <translation>{stage}: no superada esta vez. {needs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stage} beaten!</source>
        <translation>{stage}: ¡superada!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} You have climbed the whole ladder!</source>
        <translation>{text} ¡Has subido toda la escalera!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{text} Next: {stage}, in the Career ladder.</source>
        <translation>{text} Siguiente: {stage}, en la escalera de la Carrera.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+3"/>
        <source>&amp;Career…</source>
        <translation>&amp;Carrera…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Abandon this game and play this stage?</source>
        <translation>¿Abandonar esta partida y jugar esta etapa?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Ne&amp;xt stage</source>
        <translation>&amp;Siguiente etapa</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+81"/>
        <source>Portrait of {name}</source>
        <translation>Retrato de {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind} · boss</source>
        <translation>{kind} · jefe</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open: your next stage</source>
        <translation>Abierta: tu próxima etapa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+0"/>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+2"/>
        <source>Play {stage}</source>
        <translation>Jugar {stage}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+3"/>
        <source>Beat the stage before to open this one</source>
        <translation>Supera la etapa anterior para abrir esta</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Career</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-108"/>
        <source>Your rating over time</source>
        <translation>Tu puntuación con el tiempo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset career…</source>
        <translation>Reiniciar la carrera…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stages beaten: {beaten} of {count}.</source>
        <translation>Etapas superadas: {beaten} de {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where} Next: {stage}.</source>
        <translation>{where} Siguiente: {stage}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} You have climbed the whole ladder!</source>
        <translation>{where} ¡Has subido toda la escalera!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where} Your progress cannot be kept on this computer.</source>
        <translation>{where} Tu progreso no se puede guardar en este ordenador.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Reset career?</source>
        <translation>¿Reiniciar la carrera?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget which stages you have beaten and start the ladder again? Your statistics and finished games stay. This cannot be undone.</source>
        <translation>¿Olvidar las etapas superadas y empezar la escalera de nuevo? Tus estadísticas y partidas terminadas se quedan. No se puede deshacer.</translation>
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
        <translation>Logros</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You have earned {earned} of {total} achievements.</source>
        <translation>Has conseguido {earned} de {total} logros.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/trophies/toast.py" line="+53"/>
        <source>%n achievements earned!</source>
        <translation>
            <numerusform>¡Logro conseguido!</numerusform>
            <numerusform>¡%n logros conseguidos!</numerusform>
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
        <translation>&amp;Logros…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/achievement_words.py" line="+20"/>
        <source>First Victory</source>
        <comment>an achievement</comment>
        <translation>Primera victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten Victories</source>
        <comment>an achievement</comment>
        <translation>Diez victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hat Trick</source>
        <comment>an achievement</comment>
        <translation>Triplete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular</source>
        <comment>an achievement</comment>
        <translation>Habitual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught You!</source>
        <comment>an achievement</comment>
        <translation>¡Te pillé!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Hunter</source>
        <comment>an achievement</comment>
        <translation>Cazafaroles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Master</source>
        <comment>an achievement</comment>
        <translation>Maestro del farol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot On</source>
        <comment>an achievement</comment>
        <translation>Justo en el blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza Artist</source>
        <comment>an achievement</comment>
        <translation>Artista de la Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Die Standing</source>
        <comment>an achievement</comment>
        <translation>El último dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flawless</source>
        <comment>an achievement</comment>
        <translation>Impecable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palifico Survivor</source>
        <comment>an achievement</comment>
        <translation>Superviviente del Palifico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duelist</source>
        <comment>an achievement</comment>
        <translation>Duelista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Table</source>
        <comment>an achievement</comment>
        <translation>Mesa completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marathon</source>
        <comment>an achievement</comment>
        <translation>Maratón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the Ladder</source>
        <comment>an achievement</comment>
        <translation>Primer peldaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halfway Up</source>
        <comment>an achievement</comment>
        <translation>A medio camino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutiny</source>
        <comment>an achievement</comment>
        <translation>Motín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Class</source>
        <comment>an achievement</comment>
        <translation>El primero de la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Runs Out</source>
        <comment>an achievement</comment>
        <translation>Se acabó la suerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of the Mountain</source>
        <comment>an achievement</comment>
        <translation>Rey de la montaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <comment>an achievement</comment>
        <translation>Campeón</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Finish ahead of {name} in a career game.</source>
        <translation>Termina por delante de {name} en una partida de la carrera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a game.</source>
        <translation>Gana una partida.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games.</source>
        <translation>
            <numerusform>Gana %n partida.</numerusform>
            <numerusform>Gana %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games in a row.</source>
        <translation>
            <numerusform>Gana %n partida seguida.</numerusform>
            <numerusform>Gana %n partidas seguidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play %n games to the end.</source>
        <translation>
            <numerusform>Juega %n partida hasta el final.</numerusform>
            <numerusform>Juega %n partidas hasta el final.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo on a bid that was too high.</source>
        <translation>Canta Dudo ante una apuesta demasiado alta.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>Catch %n bluffs with Dudo.</source>
        <translation>
            <numerusform>Descubre %n farol con Dudo.</numerusform>
            <numerusform>Descubre %n faroles con Dudo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Calza and be right.</source>
        <translation>Canta Calza y acierta.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Be right with Calza %n times.</source>
        <translation>
            <numerusform>Acierta con Calza %n vez.</numerusform>
            <numerusform>Acierta con Calza %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game after falling to your last die.</source>
        <translation>Gana una partida después de quedarte con tu último dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game without losing a die.</source>
        <translation>Gana una partida sin perder un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your last die through your own Palifico round.</source>
        <translation>Conserva tu último dado durante tu propia ronda de Palifico.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games of two players.</source>
        <translation>
            <numerusform>Gana %n partida de dos jugadores.</numerusform>
            <numerusform>Gana %n partidas de dos jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of six players.</source>
        <translation>Gana una partida de seis jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game of 30 rounds or more.</source>
        <translation>Juega una partida de 30 rondas o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat your first stage of the career.</source>
        <translation>Supera tu primera etapa de la carrera.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Beat %n stages of the career.</source>
        <translation>
            <numerusform>Supera %n etapa de la carrera.</numerusform>
            <numerusform>Supera %n etapas de la carrera.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat every stage of the career.</source>
        <translation>Supera todas las etapas de la carrera.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Earned</source>
        <comment>an achievement</comment>
        <translation>Conseguido</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} of %n games won</source>
        <translation>
            <numerusform>{count} de %n partida ganada</numerusform>
            <numerusform>{count} de %n partidas ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n wins in a row</source>
        <translation>
            <numerusform>{count} de %n victoria seguida</numerusform>
            <numerusform>{count} de %n victorias seguidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n games played</source>
        <translation>
            <numerusform>{count} de %n partida jugada</numerusform>
            <numerusform>{count} de %n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n bluffs caught</source>
        <translation>
            <numerusform>{count} de %n farol descubierto</numerusform>
            <numerusform>{count} de %n faroles descubiertos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n Calzas right</source>
        <translation>
            <numerusform>{count} de %n Calza acertada</numerusform>
            <numerusform>{count} de %n Calzas acertadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n duels won</source>
        <translation>
            <numerusform>{count} de %n duelo ganado</numerusform>
            <numerusform>{count} de %n duelos ganados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n stages beaten</source>
        <translation>
            <numerusform>{count} de %n etapa superada</numerusform>
            <numerusform>{count} de %n etapas superadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not yet</source>
        <comment>an achievement</comment>
        <translation>Todavía no</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/appearance.py" line="+18"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight</source>
        <translation>Medianoche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red velvet</source>
        <translation>Terciopelo rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean</source>
        <translation>Océano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal purple</source>
        <translation>Púrpura real</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beat the first stage of the career</source>
        <translation>Supera la primera etapa de la carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the third stage of the career</source>
        <translation>Supera la tercera etapa de la carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat a boss of the career</source>
        <translation>Vence a un jefe de la carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn ten achievements</source>
        <translation>Consigue diez logros</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <comment>table text size</comment>
        <translation>Normal</translation>
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
        <translation>Más grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>table text size</comment>
        <translation>Muy grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size} ({percent} %)</source>
        <translation>{size} ({percent} %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table theme</source>
        <translation>Tema de la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table text size</source>
        <translation>Tamaño del texto de la mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Reduce motion</source>
        <translation>Reducir el movimiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table theme:</source>
        <translation>Tema de la mesa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table text size:</source>
        <translation>Tamaño del texto de la mesa:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{theme} (locked) · {how}</source>
        <translation>{theme} (bloqueado) · {how}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="-74"/>
        <source>Click the table, or press {keys}, to continue.</source>
        <translation>Haz clic en la mesa o pulsa {keys} para continuar.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Space bids nothing: press {keys} to bid.</source>
        <translation>Espacio no apuesta nada: pulsa {keys} para apostar.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Press {key} again to call Calza on {bid}.</source>
        <translation>Pulsa {key} otra vez para decir Calza sobre {bid}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="-1"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click an action, or press Enter on it, then press its key.</source>
        <translation>Haz clic en una acción, o pulsa Intro sobre ella, y luego pulsa su tecla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Defaults</source>
        <translation>&amp;Restablecer las teclas predeterminadas</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every action has its default keys again.</source>
        <translation>Cada acción vuelve a tener sus teclas predeterminadas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Press a key…</source>
        <translation>Pulsa una tecla…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the new key for “{action}”, or Escape to keep its keys.</source>
        <translation>Pulsa la nueva tecla para «{action}», o Escape para conservar sus teclas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keys were kept.</source>
        <translation>Se han conservado las teclas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That key cannot be used; the keys of “{action}” were kept.</source>
        <translation>Esa tecla no se puede usar; se han conservado las teclas de «{action}».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{key} is already the key of “{other}”; the keys of “{action}” were kept.</source>
        <translation>{key} ya es la tecla de «{other}»; se han conservado las teclas de «{action}».</translation>
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
        <translation>Los rivales ha&amp;blan</translation>
    </message>
</context>
<context>
    <name>BidSelector</name>
    <message>
        <location filename="../../perudo_qt/ui/controls/bid_selector.py" line="+139"/>
        <source>Your bid</source>
        <translation>Tu apuesta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice (arrows, + or -)</source>
        <translation>Cuántos dados (flechas, + o -)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Face</source>
        <translation>Cara</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+234"/>
        <source>&amp;Bid</source>
        <translation>&amp;Apostar</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>&amp;Dudo!</source>
        <translation>¡&amp;Dudo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt the standing bid (D)</source>
        <translation>Dudar de la apuesta actual (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calza!</source>
        <translation>¡&amp;Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim the standing bid is exactly right (press C twice, against slips)</source>
        <translation>Decir que la apuesta actual es exacta (pulsa C dos veces, para evitar despistes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quantity:</source>
        <translation>Cantidad:</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Apostar {bid}</translation>
    </message>
</context>
<context>
    <name>CoachView</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+10"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After a round, the coach goes over your bids and calls: how likely each was by what you knew then, and what the strongest level would have done.</source>
        <translation>Tras una ronda, el entrenador repasa tus apuestas y cada vez que dijiste Dudo o Calza: qué probabilidad tenía cada decisión según lo que sabías entonces y qué habría hecho el nivel más fuerte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach reviews this game when you ask: Coach, Review This Game.</source>
        <translation>El entrenador revisa esta partida cuando se lo pides: Entrenador, Revisar esta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach reviews each round of this game once its cups are revealed.</source>
        <translation>El entrenador revisa cada ronda de esta partida en cuanto se levantan los cubiletes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach reviews this game when it ends.</source>
        <translation>El entrenador revisa esta partida cuando termina.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Todavía no se ha descubierto ninguna ronda con una decisión tuya.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>After the reveal</source>
        <translation>Al levantar los cubiletes</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Dudo calls right: %n</source>
        <translation>
            <numerusform>Aciertos con Dudo: %n</numerusform>
            <numerusform>Aciertos con Dudo: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dudo calls wrong: %n</source>
        <translation>
            <numerusform>Fallos con Dudo: %n</numerusform>
            <numerusform>Fallos con Dudo: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Calza calls right: %n</source>
        <translation>
            <numerusform>Aciertos con Calza: %n</numerusform>
            <numerusform>Aciertos con Calza: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Calza calls wrong: %n</source>
        <translation>
            <numerusform>Fallos con Calza: %n</numerusform>
            <numerusform>Fallos con Calza: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your bids doubted: %n</source>
        <translation>
            <numerusform>Tus apuestas dudadas: %n</numerusform>
            <numerusform>Tus apuestas dudadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, true when doubted: %n</source>
        <translation>
            <numerusform>, eran ciertas: %n</numerusform>
            <numerusform>, eran ciertas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bluffs: %n</source>
        <translation>
            <numerusform>Tus faroles: %n</numerusform>
            <numerusform>Tus faroles: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, caught: %n</source>
        <translation>
            <numerusform>, descubiertos: %n</numerusform>
            <numerusform>, descubiertos: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bluffs you fell for: %n</source>
        <translation>
            <numerusform>Faroles que te creíste: %n</numerusform>
            <numerusform>Faroles que te creíste: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Good moves: %n</source>
        <translation>
            <numerusform>Buenas jugadas: %n</numerusform>
            <numerusform>Buenas jugadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; risky: %n</source>
        <translation>
            <numerusform>; arriesgadas: %n</numerusform>
            <numerusform>; arriesgadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; mistakes: %n</source>
        <translation>
            <numerusform>; errores: %n</numerusform>
            <numerusform>; errores: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+27"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/hints.py" line="+48"/>
        <source>Hints (H)</source>
        <translation>Pistas (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+111"/>
        <source>Least raise on each face:</source>
        <translation>Subida mínima por cara:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Hints follow your dice during a game.</source>
        <translation>Las pistas siguen tus dados durante la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No bid yet this round.</source>
        <translation>Aún no hay apuesta en esta ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid stands at {bid}: {percent} likely to be true.</source>
        <translation>La apuesta actual, {bid}, tiene un {percent} de probabilidad de cumplirse.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The least raises show on your turn.</source>
        <translation>Las subidas mínimas se ven en tu turno.</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+38"/>
        <source>barred</source>
        <translation>bloqueada</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The bid is now {bid}.</source>
        <translation>La apuesta es ahora {bid}.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>pacos are wild</source>
        <translation>los pacos son comodines</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos are not wild</source>
        <translation>los pacos no son comodines</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your dice, and %n hidden from you; {wild}.</source>
        <translation>
            <numerusform>Tus dados y %n dado oculto; {wild}.</numerusform>
            <numerusform>Tus dados y %n dados ocultos; {wild}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your dice, and the others&apos; as counted from the losses; {wild}.</source>
        <translation>Tus dados y los de los demás, contados a partir de los perdidos; {wild}.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../perudo_qt/ui/table/table_view.py" line="+33"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
</context>
</TS>
