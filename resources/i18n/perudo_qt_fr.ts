<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+198"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+60"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+94"/>
        <source>Table in words</source>
        <translation>Table en mots</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+4"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+126"/>
        <source>Read My &amp;Dice</source>
        <translation>Lire mes &amp;dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Read the &amp;Table</source>
        <translation>Lire la &amp;table</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Standing &amp;Bid</source>
        <translation>Répéter l&apos;&amp;annonce en cours</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+1"/>
        <source>Repeat the Last &amp;Reveal</source>
        <translation>Répéter le dernier dé&amp;voilement</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No game is being played.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Your turn: raise {bid}, or call Dudo or Calza.</source>
        <translation>À toi : surenchéris sur {bid}, ou dis Dudo ou Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: raise {bid}, or call Dudo.</source>
        <translation>À toi : surenchéris sur {bid}, ou dis Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="+218"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+1"/>
        <location line="+93"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-91"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed of an earlier game deals the same dice again.</source>
        <translation>La graine d&apos;une partie précédente redonne les mêmes dés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language applies the next time the game starts.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain lancement du jeu.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
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
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed:</source>
        <translation>Vitesse des animations :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sound:</source>
        <translation>Son :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a reveal:</source>
        <translation>Après un dévoilement :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation>Les règles modifiées s&apos;appliquent dès la prochaine partie ; une partie en cours garde les siennes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default table</source>
        <translation>Table par défaut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display</source>
        <translation>Affichage</translation>
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
        <translation>Abandonner cette partie et jouer une manche guidée ?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="+31"/>
        <source>Wait until I continue</source>
        <translation>Attendre que je continue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 3 seconds</source>
        <translation>Continuer après 3 secondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after 6 seconds</source>
        <translation>Continuer après 6 secondes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a reveal</source>
        <translation>Après un dévoilement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table or press Space or Enter to go on at any time.</source>
        <translation>Clique sur la table ou appuie sur Espace ou Entrée pour continuer à tout moment.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show hints: the odds of the standing bid and of each raise</source>
        <translation>Afficher les aides : chances de l&apos;annonce en cours et des surenchères</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each round</source>
        <translation>Après chaque manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game</source>
        <translation>Après chaque partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach&apos;s review</source>
        <translation>Bilan du coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach&apos;s review:</source>
        <translation>Bilan du coach :</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="+33"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Watch</source>
        <translation>&amp;Regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on watching the others play</source>
        <translation>Continuer à regarder les autres jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+72"/>
        <source>S&amp;kip to the result</source>
        <translation>&amp;Passer au résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest of the game at once and show the placings</source>
        <translation>Jouer le reste de la partie d&apos;un coup et afficher le classement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game at the same table</source>
        <translation>Une autre partie à la même table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You finish {place}.</source>
        <translation>Tu termines {place}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the others, skip to the result, or start a new game.</source>
        <translation>Regarde les autres, passe au résultat ou commence une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing the rest of the game…</source>
        <translation>Fin de la partie en cours…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win!</source>
        <translation>Tu as gagné !</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} {name}</source>
        <translation>{place} {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>toi</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-128"/>
        <source>System default ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>From your own dice and the bids made so far (key H).</source>
        <translation>D&apos;après tes dés et les annonces faites jusqu&apos;ici (touche H).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/standings.py" line="-3"/>
        <source>{name} wins.</source>
        <translation>{name} gagne.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help.py" line="-166"/>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls their dice under a cup and looks only at their own. Bids are about all the dice on the table: {example} means “at least 5 fours among everyone&apos;s dice”. The last player with dice wins.</source>
        <translation>Chacun lance ses dés sous son gobelet et ne regarde que les siens. Les annonces portent sur tous les dés de la table : {example} veut dire « au moins 5 quatre parmi les dés de tout le monde ». Le dernier joueur à qui il reste des dés gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raising</source>
        <translation>Surenchérir</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Lost dice (visible at this table)</source>
        <translation>Dés perdus (visibles à cette table)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost dice (hidden at this table)</source>
        <translation>Dés perdus (cachés à cette table)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each player in turn raises the bid: more dice of any face, or as many dice of a higher face. After {bid}, {more} and {higher} are both raises.</source>
        <translation>À tour de rôle, chacun monte l&apos;annonce : plus de dés de n&apos;importe quelle valeur, ou autant de dés d&apos;une valeur plus haute. Après {bid}, {more} et {higher} sont deux surenchères valables.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Pacos are wild</source>
        <translation>Les pacos sont des jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The paco {paco} counts for every face. This hand holds three fours for a bid on fours: {hand}</source>
        <translation>Le paco {paco} compte pour toutes les valeurs. Pour une annonce en quatre, cette main en compte trois : {hand}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding pacos</source>
        <translation>Annoncer des pacos</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Each player in turn raises the bid, changing the quantity or the face, never both: more dice of the same face, or as many dice of a higher face. After {bid}, {more} and {higher} are raises, but {both} is not. Bidding pacos and leaving them still change both, as the next sections show.</source>
        <translation>À tour de rôle, chacun monte l&apos;annonce en changeant le nombre ou la valeur, jamais les deux : plus de dés de la même valeur, ou autant de dés d&apos;une valeur plus haute. Après {bid}, {more} et {higher} sont des surenchères, mais pas {both}. Passer aux pacos ou les quitter change toujours les deux, comme le montrent les sections suivantes.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos, except in a palifico round.</source>
        <translation>Pour passer aux pacos, divise le nombre par deux en arrondissant vers le haut : après {bid}, {pacos} suffit. On ne peut pas ouvrir une manche en pacos, sauf en manche palifico.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Back from pacos</source>
        <translation>Revenir des pacos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To leave pacos for another face, double the quantity and add one: after {pacos}, the least bid is {bid} (any face will do).</source>
        <translation>Pour quitter les pacos, double le nombre et ajoute un : après {pacos}, il faut au moins {bid} (ou de n&apos;importe quelle autre valeur).</translation>
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
        <translation>Au lieu de surenchérir, dis Dudo si l&apos;annonce te semble trop haute. On soulève les gobelets et on compte, pacos compris. S&apos;il en manque, l&apos;auteur de l&apos;annonce perd un dé ; sinon, c&apos;est celui qui a dit Dudo. Le perdant ouvre la manche suivante.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Palifico</source>
        <translation>Palifico</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and every bid keeps the opening face, only the quantity goes up.</source>
        <translation>Un joueur à qui il ne reste qu&apos;un dé {die} ouvre la manche suivante, une manche palifico : les pacos ne sont plus des jokers et toutes les annonces gardent la valeur d&apos;ouverture ; seul le nombre augmente.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Anyone but the bidder may call Calza: the bid is exactly right. After {bid}, a table showing {shown} proves it: the caller wins a die back. Any other count costs the caller a die.</source>
        <translation>Tout joueur sauf l&apos;auteur de l&apos;annonce peut dire Calza : l&apos;annonce est exacte. Après {bid}, une table montrant {shown} lui donne raison et il récupère un dé. Tout autre compte lui coûte un dé.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Lost dice usually hide in the lid, so nobody knows exactly how many dice are left. With the lid open, everyone sees them and the dice in play are counted on the table.</source>
        <translation>D&apos;ordinaire, les dés perdus se cachent sous le couvercle : personne ne sait exactement combien il en reste. Couvercle ouvert, tout le monde les voit et la table affiche le nombre de dés en jeu.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>To bid on pacos, halve the quantity and round up: after {bid}, {pacos} is enough. A round cannot open on pacos.</source>
        <translation>Pour passer aux pacos, divise le nombre par deux en arrondissant vers le haut : après {bid}, {pacos} suffit. On ne peut pas ouvrir une manche en pacos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Palifico (not played at this table)</source>
        <translation>Palifico (pas joué à cette table)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who falls to a single die {die} plays the next round like any other: pacos stay wild and bids may change face.</source>
        <translation>Un joueur à qui il ne reste qu&apos;un dé {die} joue la manche suivante comme les autres : les pacos restent des jokers et les annonces peuvent changer de valeur.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player who falls to a single die {die} opens the next round, a palifico round: pacos are not wild, and a player holding more than one die keeps the face of the bid before theirs and only raises the quantity.</source>
        <translation>Un joueur à qui il ne reste qu&apos;un dé {die} ouvre la manche suivante, une manche palifico : les pacos ne sont plus des jokers, et un joueur qui a plus d&apos;un dé garde la valeur de l&apos;annonce précédente et n&apos;augmente que le nombre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player holding a single die may also change the face, but never the quantity with it: as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Un joueur qui n&apos;a qu&apos;un dé peut aussi changer de valeur, mais jamais le nombre en même temps : autant de dés d&apos;une valeur plus haute, les pacos comptant comme une valeur ordinaire, la plus basse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player holding a single die may change the face: more dice of any face, or as many dice of a higher face, pacos counting as an ordinary face, the lowest.</source>
        <translation>Un joueur qui n&apos;a qu&apos;un dé peut changer de valeur : plus de dés de n&apos;importe quelle valeur, ou autant de dés d&apos;une valeur plus haute, les pacos comptant comme une valeur ordinaire, la plus basse.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player has palifico once per game: falling to one die again after winning a die back with a Calza brings no second palifico round.</source>
        <translation>Chaque joueur n&apos;a droit au palifico qu&apos;une fois par partie : retomber à un dé après en avoir regagné un par une Calza n&apos;amène pas de deuxième manche palifico.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calza (not played at this table)</source>
        <translation>Calza (pas jouée à cette table)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza may not be called in a palifico round, nor when only two players are left.</source>
        <translation>On ne peut pas dire Calza dans une manche palifico, ni quand il ne reste que deux joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza may not be called when only two players are left.</source>
        <translation>On ne peut pas dire Calza quand il ne reste que deux joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza (played at this table)</source>
        <translation>Calza (jouée à cette table)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Perudo in a nutshell</source>
        <translation>Le Perudo en bref</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../perudo_qt/ui/setup/dialogs.py" line="-50"/>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="+81"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+25"/>
        <source>The First Duel</source>
        <comment>a career stage</comment>
        <translation>Le Premier Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harbour Table</source>
        <comment>a career stage</comment>
        <translation>La Table du Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The School Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel de l&apos;École</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Market Table</source>
        <comment>a career stage</comment>
        <translation>La Table du Marché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Gambler&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel du Flambeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tavern Table</source>
        <comment>a career stage</comment>
        <translation>La Table de la Taverne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pirate&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel de la Pirate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Deck Table</source>
        <comment>a career stage</comment>
        <translation>La Table du Pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Professor&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel de la Professeure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grand Table</source>
        <comment>a career stage</comment>
        <translation>La Grande Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sharp&apos;s Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel du Tricheur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Summit Duel</source>
        <comment>a career stage</comment>
        <translation>Le Duel du Sommet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stage {number}: {title}</source>
        <translation>Étape {number} : {title}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A duel</source>
        <translation>Un duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table of {count}</source>
        <translation>Une table de {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lost dice hidden</source>
        <translation>Dés perdus cachés</translation>
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
        <translation>Règles : {rules}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{rules}; new here: {new}</source>
        <translation>{rules} ; nouveau ici : {new}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To beat it: win</source>
        <translation>Pour la réussir : gagner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To beat it: finish in the first {places}</source>
        <translation>Pour la réussir : finir parmi les {places} premiers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beaten</source>
        <comment>a career stage</comment>
        <translation>Réussie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <comment>a career stage</comment>
        <translation>Ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked</source>
        <comment>a career stage</comment>
        <translation>Verrouillée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played yet</source>
        <translation>Pas encore jouée</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played %n times, best place: {place}</source>
        <translation>
            <numerusform>Jouée %n fois, meilleure place : {place}</numerusform>
            <numerusform>Jouée %n fois, meilleure place : {place}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have not met yet</source>
        <translation>Pas encore affronté</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n games together: you ahead {ahead}, {name} ahead {behind}</source>
        <translation>
            <numerusform>%n partie ensemble : toi devant {ahead}, {name} devant {behind}</numerusform>
            <numerusform>%n parties ensemble : toi devant {ahead}, {name} devant {behind}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none yet</source>
        <comment>a rating</comment>
        <translation>pas encore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rating}, about as strong as {level}</source>
        <translation>{rating}, à peu près au niveau {level}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your rating: {rating}</source>
        <translation>Ta cote : {rating}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+256"/>
        <source>How many dice each player starts with.</source>
        <translation>Le nombre de dés de chaque joueur au départ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone but the bidder may claim the bid is exact: win a die, or lose one.</source>
        <translation>Tout joueur sauf l&apos;auteur de l&apos;annonce peut la déclarer exacte : il gagne un dé, ou en perd un.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>How many computer players sit at your default table.</source>
        <translation>Le nombre d&apos;adversaires de l&apos;ordinateur à ta table par défaut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name at the table; until you choose one, “You” in your language.</source>
        <translation>Ton nom à la table ; tant que tu n&apos;en choisis pas, « Toi » dans ta langue.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The opponent&apos;s name.</source>
        <translation>Le nom de l&apos;adversaire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The opponent&apos;s level (easy, normal, hard, expert) or a bot from a file.</source>
        <translation>Le niveau de l&apos;adversaire (facile, normal, difficile, expert) ou un bot tiré d&apos;un fichier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The opponent&apos;s way of playing; empty for the level&apos;s own.</source>
        <translation>La manière de jouer de l&apos;adversaire ; vide pour celle de son niveau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How fast the dice and cups move.</source>
        <translation>La vitesse à laquelle bougent les dés et les gobelets.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table&apos;s colours: classic, high contrast, or a set the career unlocks.</source>
        <translation>Les couleurs de la table : classiques, contrastées, ou un ensemble débloqué par la carrière.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No shaking, flying or counting up on the table; the game keeps its pace.</source>
        <translation>Rien ne secoue, ne vole ni ne compte pas à pas sur la table ; la partie garde son rythme.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How large the table&apos;s texts are, in percent, on top of the system&apos;s font size; names, bids and the reveal&apos;s card grow with them.</source>
        <translation>La taille des textes de la table, en pourcentage, en plus de la taille de police du système ; les noms, les annonces et la carte de la révélation grandissent avec eux.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s language, from the next start; empty for the system&apos;s.</source>
        <translation>La langue du jeu, à partir du prochain lancement ; vide pour celle du système.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The window&apos;s size and place on the screen.</source>
        <translation>La taille et la position de la fenêtre à l&apos;écran.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How the window is shared between the table and the side panel.</source>
        <translation>Le partage de la fenêtre entre la table et le panneau latéral.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel&apos;s width as you last dragged it, for when the window has room.</source>
        <translation>La largeur du panneau latéral telle que tu l&apos;as réglée en dernier, pour quand la fenêtre a la place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the tutorial was offered at a first start.</source>
        <translation>Si le tutoriel a déjà été proposé à un premier lancement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the hints: the odds of the standing bid and of each raise.</source>
        <translation>Afficher les aides : chances de l&apos;annonce en cours et de chaque surenchère.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the coach&apos;s review shows by itself: 0 never, 1 after each round, 2 after each game.</source>
        <translation>Quand le bilan du coach s&apos;affiche de lui-même : 0 jamais, 1 après chaque manche, 2 après chaque partie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sound volume, in percent.</source>
        <translation>Le volume du son, en pourcentage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether the sound is off.</source>
        <translation>Si le son est coupé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After how many seconds a reveal goes on by itself; 0 waits for you.</source>
        <translation>Après combien de secondes une révélation continue d&apos;elle-même ; 0 t&apos;attend.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Whether the opponents say their lines at the table (in bubbles and in the log).</source>
        <translation>Si les adversaires disent leurs répliques à la table (dans des bulles et dans le journal).</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="-77"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Lost dice visible</source>
        <translation>Dés perdus visibles</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="-158"/>
        <source>Lost dice lie open in the lid, so everyone knows how many dice are in play.</source>
        <translation>Les dés perdus restent visibles dans le couvercle : chacun sait combien de dés sont en jeu.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico rounds</source>
        <translation>Manches palifico</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Whoever falls to one die opens a round with no wild pacos and a fixed face.</source>
        <translation>Qui tombe à un dé ouvre une manche sans pacos jokers, à valeur fixe.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Palifico once per player</source>
        <translation>Palifico une fois par joueur</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>Each player triggers palifico only the first time they fall to one die.</source>
        <translation>Chaque joueur ne déclenche palifico que la première fois qu&apos;il tombe à un dé.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>One-die players may change the face</source>
        <translation>À un dé, on peut changer de valeur</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>House rule: in a palifico round, players holding one die may switch faces.</source>
        <translation>Variante maison : en manche palifico, les joueurs à un dé peuvent changer de valeur.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+1"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Single-step raises</source>
        <translation>Surenchère d&apos;un seul pas</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>A raise changes the quantity or the face, never both at once.</source>
        <translation>Une surenchère change le nombre ou la valeur, jamais les deux à la fois.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+1"/>
        <source>Restricted Calza</source>
        <translation>Calza restreint</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings_schema.py" line="+3"/>
        <source>No Calza in palifico rounds, nor when only two players are left.</source>
        <translation>Pas de Calza en manche palifico, ni quand il ne reste que deux joueurs.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+17"/>
        <source>Dice per player</source>
        <translation>Dés par joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice per player:</source>
        <translation>Dés par joueur :</translation>
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
        <translation>Toi</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-112"/>
        <source>Your name</source>
        <translation>Ton nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Ton nom :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of opponents</source>
        <translation>Nombre d&apos;adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents:</source>
        <translation>Adversaires :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
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
        <translation>Personnalité</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+59"/>
        <source>At most {limit} characters</source>
        <translation>{limit} caractères au plus</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name: {count} of {limit} characters</source>
        <translation>Nom : {count} caractères sur {limit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>{name}: {how}</source>
        <translation>{name} : {how}</translation>
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
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+46"/>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Risky</source>
        <translation>Risqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mistake</source>
        <translation>Une erreur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You opened with {bid}, {percent} likely to be true.</source>
        <translation>Tu as ouvert avec {bid}, qui avait {percent} de chances d&apos;être vrai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You called Calza on {name}&apos;s {bid}: exactly {bid} was {percent} likely.</source>
        <translation>Tu as dit Calza sur l&apos;annonce de {name} ({bid}) : il y avait {percent} de chances d&apos;avoir exactement {bid}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You raised {name}&apos;s {bid} ({percent} likely) to {raise_to}, {chance} likely.</source>
        <translation>Tu as surenchéri sur l&apos;annonce de {name} ({bid}, {percent} de chances) avec {raise_to} ({chance} de chances).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pacos wild</source>
        <translation>pacos jokers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos not wild (palifico)</source>
        <translation>pacos non jokers (palifico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You held {dice}; dice hidden from you: {hidden}; {wild}.</source>
        <translation>Tu avais {dice} ; dés cachés pour toi : {hidden} ; {wild}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the odds you could see, nothing was much safer: the safest, {safest}, kept your die only {percent} of the time.</source>
        <translation>D&apos;après les chances que tu pouvais voir, rien n&apos;était bien plus sûr : le choix le plus sûr, {safest}, ne te laissait ton dé que dans {percent} des cas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the safest choices you had.</source>
        <translation>Parmi tes choix les plus sûrs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safer: {safest}, which would have kept your die {percent} of the time.</source>
        <translation>Plus sûr : {safest}, qui t&apos;aurait laissé ton dé dans {percent} des cas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid was all but sure: a raise leaves the risk to others.</source>
        <translation>L&apos;annonce était presque sûre : surenchérir laisse le risque aux autres.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{level} would have bluffed with {bid} ({percent} likely by its reading of the bids), preferring that to a Dudo.</source>
        <translation>{level} aurait bluffé avec {bid} ({percent} de chances selon sa lecture des annonces), plutôt que de dire Dudo.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>You called Dudo on {name}&apos;s {bid}, which was {percent} likely to be true.</source>
        <translation>Tu as dit Dudo sur l&apos;annonce de {name} ({bid}), qui avait {percent} de chances d&apos;être vraie.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A right Calza wins a die back: it is worth calling from 50 % odds of an exact count.</source>
        <translation>Un Calza juste fait récupérer un dé : il vaut le coup dès 50 % de chances d&apos;un compte exact.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You held all your dice: a right Calza wins nothing, a wrong one costs a die.</source>
        <translation>Tu avais tous tes dés : un Calza juste ne rapporte rien, un Calza faux coûte un dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By the plain odds {safest} was safer ({percent}), but reading the bids changes that.</source>
        <translation>D&apos;après les seules probabilités, {safest} était plus sûr ({percent}), mais la lecture des annonces change la donne.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level} would not have called Calza.</source>
        <translation>{level} n&apos;aurait pas dit Calza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have done the same.</source>
        <translation>{level} aurait fait pareil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level} would have chosen {choice}.</source>
        <translation>{level} aurait choisi {choice}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{level} would have bluffed with {bid}, {percent} likely by its reading.</source>
        <translation>{level} aurait bluffé avec {bid}, avec {percent} de chances selon sa lecture.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have bid {bid}, {percent} likely by its reading of the bids.</source>
        <translation>{level} aurait annoncé {bid}, avec {percent} de chances selon sa lecture des annonces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{level} would have called Dudo: {bid} was {percent} likely by its reading.</source>
        <translation>{level} aurait dit Dudo : selon sa lecture, {bid} avait {percent} de chances.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{level} would have called Calza: by its reading, exactly {bid} was {percent} likely.</source>
        <translation>{level} aurait dit Calza : selon sa lecture, il y avait {percent} de chances d&apos;avoir exactement {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}); you called Calza on it.</source>
        <translation>L&apos;annonce de {name} ({bid}) était un bluff (les gobelets montraient {shown}) ; tu as dit Calza dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {bid} was a bluff (the cups showed {shown}): you raised on it.</source>
        <translation>L&apos;annonce de {name} ({bid}) était un bluff (les gobelets montraient {shown}) : tu as surenchéri dessus.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/coaching.py" line="+138"/>
        <source>The coach reviews your own decisions: you have no seat in this game.</source>
        <translation>Le coach passe en revue tes propres décisions : tu ne joues pas dans cette partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The coach is going over your decisions…</source>
        <translation>Le coach passe en revue tes décisions…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Aucune manche où tu as joué n&apos;a encore été dévoilée.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="-75"/>
        <source>Opponent {number} name</source>
        <translation>Nom de l&apos;adversaire {number}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponent {number} level</source>
        <translation>Niveau de l&apos;adversaire {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-45"/>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+3"/>
        <source>level default</source>
        <translation>selon le niveau</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/editors.py" line="+5"/>
        <source>Opponent {number} personality</source>
        <translation>Personnalité de l&apos;adversaire {number}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+116"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+48"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-14"/>
        <source>Choose {face}</source>
        <translation>Choisir les {face}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One die more (in the bid controls)</source>
        <translation>Un dé de plus (dans les commandes d&apos;annonce)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer (in the bid controls)</source>
        <translation>Un dé de moins (dans les commandes d&apos;annonce)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Calza (pressed twice)</source>
        <translation>Dire Calza (en appuyant deux fois)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after a reveal</source>
        <translation>Continuer après un dévoilement</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+27"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+1"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+37"/>
        <source>&amp;Settings…</source>
        <translation>P&amp;aramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay: one step back</source>
        <translation>Revoir : un pas en arrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: one step forward</source>
        <translation>Revoir : un pas en avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the start</source>
        <translation>Revoir : au début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: to the end</source>
        <translation>Revoir : à la fin</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{keys} or {last}</source>
        <translation>{keys} ou {last}</translation>
    </message>
    <message>
        <location line="-64"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+52"/>
        <source>Show &amp;Last Reveal</source>
        <translation>Revoir le &amp;dernier dévoilement</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+16"/>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+30"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="-132"/>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutoriel…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/learning/help_menu.py" line="+5"/>
        <source>&amp;About Perudo</source>
        <translation>À &amp;propos de Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="-24"/>
        <source>One die more</source>
        <translation>Un dé de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One die fewer</source>
        <translation>Un dé de moins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid what the selector shows</source>
        <translation>Annoncer ce qu&apos;indique le sélecteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo</source>
        <translation>Dire Dudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/game_entries.py" line="+21"/>
        <source>Leave this game?</source>
        <translation>Quitter cette partie ?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Abandon this game and set up a new one?</source>
        <translation>Abandonner cette partie et en préparer une nouvelle ?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Abandon this game and start again?</source>
        <translation>Abandonner cette partie et recommencer ?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/settings_entry.py" line="+48"/>
        <source>Settings saved; the new language applies the next time the game starts.</source>
        <translation>Paramètres enregistrés ; la nouvelle langue s&apos;appliquera au prochain lancement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings saved; new rules apply from the next game.</source>
        <translation>Paramètres enregistrés ; les nouvelles règles s&apos;appliquent dès la prochaine partie.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="-105"/>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="+46"/>
        <source>There is no reveal to show yet.</source>
        <translation>Aucun dévoilement à revoir pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/seed_entry.py" line="+19"/>
        <source>Seed: none yet</source>
        <translation>Graine : aucune pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seed: {seed} (click to copy)</source>
        <translation>Graine : {seed} (clique pour copier)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed {seed} copied.</source>
        <translation>Graine {seed} copiée.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/feature.py" line="-1"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/key_map.py" line="+15"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="-37"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+9"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+8"/>
        <source>&amp;Finished Games…</source>
        <translation>&amp;Parties terminées…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+130"/>
        <source>Your turn: raise, or call Dudo.</source>
        <translation>À toi : surenchéris ou dis Dudo.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/accessibility.py" line="+100"/>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="+2"/>
        <source>Your turn: open the bidding.</source>
        <translation>À toi : ouvre les annonces.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_play.py" line="-4"/>
        <source>Your turn: raise, or call Dudo or Calza.</source>
        <translation>À toi : surenchéris, ou dis Dudo ou Calza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s bot failed ({why}); a safe move was played.</source>
        <translation>Le robot de {name} a échoué ({why}) ; un coup sûr a été joué.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s bot could not be loaded ({why}); a Normal bot plays instead.</source>
        <translation>Le bot de {name} n&apos;a pas pu être chargé ({why}) ; un bot Normal joue à sa place.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/composition.py" line="+152"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/unfold_offer.py" line="+25"/>
        <source>Show the bid controls</source>
        <translation>Afficher les commandes d&apos;annonce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The side panel with the log and the bid controls is folded away. This brings it back, and the table is drawn smaller.</source>
        <translation>Le panneau latéral, avec le journal et les commandes d&apos;annonce, est replié. Ce bouton le fait revenir, et la table est dessinée plus petite.</translation>
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
        <translation>Afficher les &amp;aides</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review Last &amp;Round</source>
        <translation>Revoir la dernière &amp;manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/learning.py" line="+8"/>
        <source>Review This &amp;Game</source>
        <translation>Revoir cette &amp;partie</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="+58"/>
        <source>Quit in the middle of this game?</source>
        <translation>Quitter en pleine partie ?</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+330"/>
        <source>PALIFICO</source>
        <translation>PALIFICO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WINNER</source>
        <translation>GAGNANT</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>your cup</source>
        <translation>ton gobelet</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="-12"/>
        <source>no calls yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+8"/>
        <source>Plugin</source>
        <translation>Extension</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+45"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won so far</source>
        <translation>Parties gagnées jusqu&apos;ici</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dudo calls</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent level</source>
        <translation>Niveau de l&apos;adversaire</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>won: {won} of {games} ({percent})</source>
        <translation>gagnées : {won} sur {games} ({percent})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>right: {right} of {made} ({percent})</source>
        <translation>justes : {right} sur {made} ({percent})</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Dudo calls right, by table size</source>
        <translation>Dudo justes, par nombre de joueurs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games against this level</source>
        <translation>Parties contre ce niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games against them</source>
        <translation>Parties contre cet adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By table size</source>
        <translation>Par nombre de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent level</source>
        <translation>Par niveau d&apos;adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Par adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your rating</source>
        <translation>Ta cote</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average placing</source>
        <translation>Place moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation>aucune pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your false bids caught by a Dudo</source>
        <translation>Tes annonces fausses prises par un Dudo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game and all your statistics? This cannot be undone.</source>
        <translation>Oublier toutes les parties terminées et toutes tes statistiques ? C&apos;est irréversible.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_scene.py" line="+12"/>
        <source>{who}, thinking…</source>
        <translation>{who}, réfléchit…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your dice: {dice}.</source>
        <translation>Tes dés : {dice}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No bid yet this round.</source>
        <translation>Pas encore d&apos;annonce cette manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing bid: {bid}, yours.</source>
        <translation>Annonce en cours : {bid}, la tienne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-239"/>
        <source>Standing bid: {bid}, by {name}.</source>
        <translation>Annonce en cours : {bid}, de {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+147"/>
        <source>You win the game!</source>
        <translation>Tu gagnes la partie !</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+0"/>
        <source>{name} wins the game!</source>
        <translation>{name} gagne la partie !</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>À toi de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn.</source>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: out.</source>
        <translation>{name} : éliminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: dice count hidden.</source>
        <translation>{name} : nombre de dés caché.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {dice}.</source>
        <translation>{name} : {dice}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {round}, palifico: pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Manche {round}, palifico : les pacos ne sont pas jokers, et seul un joueur qui n&apos;a qu&apos;un dé peut changer de valeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}, palifico: pacos are not wild and the face stays.</source>
        <translation>Manche {round}, palifico : les pacos ne sont pas jokers et la valeur ne change pas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You held {dice}.</source>
        <translation>Tu avais {dice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice}.</source>
        <translation>{name} avait {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/table_animation.py" line="+115"/>
        <source>You call
Dudo!</source>
        <translation>Tu dis
Dudo !</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call
Calza!</source>
        <translation>Tu dis
Calza !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls
Dudo!</source>
        <translation>{name} dit
Dudo !</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} calls
Calza!</source>
        <translation>{name} dit
Calza !</translation>
    </message>
    <message>
        <location line="+110"/>
        <location line="+12"/>
        <source>Palifico!</source>
        <translation>Palifico !</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-132"/>
        <source>the Balanced Player</source>
        <translation>l&apos;Équilibré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Cautious Accountant</source>
        <translation>le Prudent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pirate</source>
        <translation>le Pirate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <translation>le Sceptique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <translation>le Flambeur</translation>
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
            <numerusform>deux</numerusform>
            <numerusform>deux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>threes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>trois</numerusform>
            <numerusform>trois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fours</source>
        <comment>face name</comment>
        <translation>
            <numerusform>quatre</numerusform>
            <numerusform>quatre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fives</source>
        <comment>face name</comment>
        <translation>
            <numerusform>cinq</numerusform>
            <numerusform>cinq</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sixes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>six</numerusform>
            <numerusform>six</numerusform>
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
            <numerusform>%n deux</numerusform>
            <numerusform>%n deux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n threes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n trois</numerusform>
            <numerusform>%n trois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fours</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n quatre</numerusform>
            <numerusform>%n quatre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fives</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n cinq</numerusform>
            <numerusform>%n cinq</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n six</numerusform>
            <numerusform>%n six</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-143"/>
        <source>Round {round}, palifico: you open. Pacos are not wild and the face stays.</source>
        <translation>Manche {round}, palifico : tu ouvres. Les pacos ne sont pas des jokers et la valeur ne change pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild and the face stays.</source>
        <translation>Manche {round}, palifico : {name} ouvre. Les pacos ne sont pas des jokers et la valeur ne change pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round}: you open.</source>
        <translation>Manche {round} : tu ouvres.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round {round}: {name} opens.</source>
        <translation>Manche {round} : {name} ouvre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You bid {bid}.</source>
        <translation>Tu annonces {bid}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} bids {bid}.</source>
        <translation>{name} annonce {bid}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You call Dudo on {whose} {bid}!</source>
        <translation>Tu dis Dudo sur {whose} : {bid} !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Dudo on {whose} {bid}!</source>
        <translation>{name} dit Dudo sur {whose} : {bid} !</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You call Calza on {whose} {bid}!</source>
        <translation>Tu dis Calza sur {whose} : {bid} !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} calls Calza on {whose} {bid}!</source>
        <translation>{name} dit Calza sur {whose} : {bid} !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your</source>
        <translation>ton annonce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name}&apos;s</source>
        <translation>l&apos;annonce de {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cups lift: {count}.</source>
        <translation>Les gobelets se lèvent : {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You lose a die.</source>
        <translation>Tu perds un dé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die.</source>
        <translation>{name} perd un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win a die back.</source>
        <translation>Tu récupères un dé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back.</source>
        <translation>{name} récupère un dé.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="-82"/>
        <location filename="../../perudo_qt/ui/words/wording.py" line="+1"/>
        <source>You are out of the game.</source>
        <translation>Tu es éliminé.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-46"/>
        <source>Round {round}, palifico: you open. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Manche {round}, palifico : tu ouvres. Les pacos ne sont pas des jokers, et seul un joueur qui n&apos;a qu&apos;un dé peut changer de valeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild, and only a player with one die may change the face.</source>
        <translation>Manche {round}, palifico : {name} ouvre. Les pacos ne sont pas des jokers, et seul un joueur qui n&apos;a qu&apos;un dé peut changer de valeur.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name} is out of the game.</source>
        <translation>{name} est éliminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are down to one die: palifico next round!</source>
        <translation>Il ne te reste qu&apos;un dé : palifico à la prochaine manche !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is down to one die: palifico next round!</source>
        <translation>Il ne reste qu&apos;un dé à {name} : palifico à la prochaine manche !</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{dice} with pacos</source>
        <translation>{dice} avec les pacos</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count}, bid {quantity}</source>
        <translation>{count}, annonce de {quantity}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly right</source>
        <translation>tout juste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not exact</source>
        <translation>pas exact</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bid stands</source>
        <translation>l&apos;annonce tient</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bid fails</source>
        <translation>l&apos;annonce tombe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you lose a die</source>
        <translation>tu perds un dé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} loses a die</source>
        <translation>{name} perd un dé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you win a die back</source>
        <translation>tu récupères un dé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} wins a die back</source>
        <translation>{name} récupère un dé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody loses a die</source>
        <translation>personne ne perd de dé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{head}: {outcome}.</source>
        <translation>{head} : {outcome}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice in play</source>
        <translation>
            <numerusform>%n dé en jeu</numerusform>
            <numerusform>%n dés en jeu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1st</source>
        <translation>1er</translation>
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
        <translation>Compte mal, oublie que les pacos sont jokers, annonce à la légère.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the odds of its own dice and reads your bids.</source>
        <translation>Joue les chances de ses propres dés et lit tes annonces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learns how each player bids and plays close rounds out to the end.</source>
        <translation>Apprend comment annonce chaque joueur et calcule les manches serrées jusqu&apos;au bout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays the final duels like a solved game; mixes its bluffs so no habit beats it.</source>
        <translation>Joue les duels de fin de partie comme un jeu résolu ; varie ses bluffs pour qu&apos;aucune habitude ne le batte.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the Balanced Player</source>
        <comment>said of a woman</comment>
        <translation>l&apos;Équilibrée</translation>
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
        <translation>la Pirate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Skeptic</source>
        <comment>said of a woman</comment>
        <translation>la Sceptique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Gambler</source>
        <comment>said of a woman</comment>
        <translation>la Flambeuse</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{level} · {personality}</source>
        <translation>{level} · {personality}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The level&apos;s own style.</source>
        <translation>Le style propre au niveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs sometimes, doubts when the odds say so.</source>
        <translation>Bluffe parfois, doute quand les chances le disent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost never bluffs and bids only what the dice support.</source>
        <translation>Ne bluffe presque jamais et n&apos;annonce que ce que les dés permettent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs often and raises boldly.</source>
        <translation>Bluffe souvent et surenchérit hardiment.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo at the first doubt.</source>
        <translation>Dit Dudo au moindre doute.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a risky Calza.</source>
        <translation>Adore les Calza risqués.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wait a moment: the table is still showing the last move.</source>
        <translation>Un instant : la table montre encore le dernier coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are out of this game: you can watch, but not play.</source>
        <translation>Tu es éliminé de cette partie : tu peux regarder, mais plus jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza is not played at this table (see the rules in the settings).</source>
        <translation>On ne joue pas la Calza à cette table (voir les règles dans les paramètres).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need a bid on the table before you can call Calza.</source>
        <translation>Il faut une annonce sur la table avant de pouvoir dire Calza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza on your own bid.</source>
        <translation>Tu ne peux pas dire Calza sur ta propre annonce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza in a palifico round at this table.</source>
        <translation>Pas de Calza en manche palifico à cette table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Calza when only two players are left at this table.</source>
        <translation>Pas de Calza quand il ne reste que deux joueurs à cette table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call Calza now.</source>
        <translation>Tu ne peux pas dire Calza maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: it is {name}&apos;s.</source>
        <translation>Attends ton tour : c&apos;est à {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a bid on the table before you can call Dudo.</source>
        <translation>Il faut une annonce sur la table avant de pouvoir dire Dudo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot bid {bid}: {why}</source>
        <translation>Tu ne peux pas annoncer {bid} : {why}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A round opens on pacos only in a palifico round.</source>
        <translation>Une manche ne s&apos;ouvre sur les pacos qu&apos;en manche palifico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a palifico round every bid stays on {faces}.</source>
        <translation>En manche palifico, toutes les annonces restent sur les {faces}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With single-step raises, the face cannot go down after {bid}.</source>
        <translation>Avec la surenchère d&apos;un seul pas, la valeur ne peut pas baisser après {bid}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With single-step raises, {faces} only at {quantity}.</source>
        <translation>Avec la surenchère d&apos;un seul pas, les {faces} seulement à {quantity}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After {bid}, {faces} need at least {minimum}.</source>
        <translation>Après {bid}, les {faces} demandent au moins {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least half, rounded up: {minimum}.</source>
        <translation>Après {bid}, les pacos demandent au moins la moitié, arrondie au-dessus : {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, pacos need at least {minimum}.</source>
        <translation>Après {bid}, les pacos demandent au moins {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After {bid}, another face needs twice as many plus one: {minimum}.</source>
        <translation>Après {bid}, une autre valeur demande le double plus un : {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a palifico round, after {bid}, {faces} need at least {minimum}.</source>
        <translation>En manche palifico, après {bid}, les {faces} demandent au moins {minimum}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Last round&apos;s reveal. Click or press {keys} to go back to the game.</source>
        <translation>Dévoilement de la dernière manche. Clique ou appuie sur {keys} pour revenir à la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click or press {keys} to continue</source>
        <translation>Clique ou appuie sur {keys} pour continuer</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/dice_text.py" line="+85"/>
        <source>you {dice}</source>
        <translation>toi {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} {dice}</source>
        <translation>{name} {dice}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-16"/>
        <source>you {count}</source>
        <translation>toi {count}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Open with any number of {faces}.</source>
        <translation>Ouvre avec autant de {faces} que tu veux.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="-14"/>
        <source>%n dice count</source>
        <translation>
            <numerusform>%n dé compte</numerusform>
            <numerusform>%n dés comptent</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name}&apos;s dice: {dice}; {counted}.</source>
        <translation>Les dés de {name} : {dice} ; {counted}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s dice: {dice}.</source>
        <translation>Les dés de {name} : {dice}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s dice: {dice}</source>
        <translation>Les dés de {name} : {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Five players, A to E, have played a few rounds: A, B, C and D lost a die each. That leaves {total} dice in play: four for each of them, five for E.&lt;br&gt;&lt;br&gt;Here every die is shown face up so you can follow along; in a game you only ever see your own. A opens the round.</source>
        <translation>Cinq joueurs, de A à E, ont déjà joué quelques manches : A, B, C et D y ont perdu un dé chacun. Il reste donc {total} dés en jeu : quatre pour chacun d&apos;eux, cinq pour E.&lt;br&gt;&lt;br&gt;Ici, tous les dés sont montrés pour que tu puisses suivre ; en partie, tu ne vois que les tiens. A ouvre la manche.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The bid stands, so {name}, who doubted it, loses a die and opens the next round.</source>
        <translation>L&apos;annonce tient : {name}, qui en doutait, perd un dé et ouvre la manche suivante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid fails, so {name}, who made it, loses a die and opens the next round.</source>
        <translation>L&apos;annonce tombe : {name}, qui l&apos;avait faite, perd un dé et ouvre la manche suivante.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thinks {bid} is too many and calls Dudo. The cups lift and the dice are counted: {faces} and {pacos}, which are wild, make {count} in all.</source>
        <translation>{name} trouve {bid} trop élevé et dit Dudo. On lève les gobelets et on compte : {faces} et {pacos}, qui sont des jokers, font {count} en tout.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That was a whole round. Now play one yourself: a guided round awaits.</source>
        <translation>Voilà une manche complète. À toi d&apos;en jouer une : une manche guidée t&apos;attend.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of them count for this bid, pacos included.</source>
        <translation>
            <numerusform>%n compte pour cette annonce, pacos compris.</numerusform>
            <numerusform>%n comptent pour cette annonce, pacos compris.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opening bid may name any number of any face, but not pacos.</source>
        <translation>Une annonce d&apos;ouverture peut porter sur n&apos;importe quel nombre de n&apos;importe quelle valeur, sauf les pacos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opening bid may name any number of any face.</source>
        <translation>Une annonce d&apos;ouverture peut porter sur n&apos;importe quel nombre de n&apos;importe quelle valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} opens with {bid}. {why}</source>
        <translation>{name} ouvre avec {bid}. {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After {standing}, a raise on the same face needs at least {same}; a higher face may keep the number: {higher} would do. {name} bids {bid}.</source>
        <translation>Après {standing}, une surenchère sur la même valeur demande au moins {same} ; une valeur plus haute peut garder le nombre : {higher} irait. {name} annonce {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A paco counts for every face, so a bid on pacos needs fewer dice: half, rounded up. After {standing}, {least} is the least paco bid. {name} bids {bid}.</source>
        <translation>Un paco compte pour toutes les valeurs, une annonce en pacos demande donc moins de dés : la moitié, arrondie au-dessus. Après {standing}, il faut au moins {least}. {name} annonce {bid}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leaving pacos works the other way round: double the number and add one. After {standing}, every other face needs at least {least}. {name} bids {bid}.</source>
        <translation>Quitter les pacos, c&apos;est l&apos;inverse : on double le nombre et on ajoute un. Après {standing}, toute autre valeur demande au moins {least}. {name} annonce {bid}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tutorial</source>
        <translation>Tutoriel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tutorial text</source>
        <translation>Texte du tutoriel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play a guided round</source>
        <translation>&amp;Jouer une manche guidée</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;The worked round&lt;/b&gt;, step {step} of {steps}</source>
        <translation>&lt;b&gt;La manche commentée&lt;/b&gt;, étape {step} sur {steps}</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>You hold %n that count, pacos included.</source>
        <translation>
            <numerusform>Tu en as %n qui compte, pacos compris.</numerusform>
            <numerusform>Tu en as %n qui comptent, pacos compris.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You hold %n that count.</source>
        <translation>
            <numerusform>Tu en as %n qui compte.</numerusform>
            <numerusform>Tu en as %n qui comptent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{bid}&lt;/b&gt;: {mine} Of the other {others} dice, about {expected} should count, so {bid} is {chance} likely to be true.</source>
        <translation>&lt;b&gt;{bid}&lt;/b&gt; : {mine} Sur les {others} autres dés, environ {expected} devraient compter : {bid} a donc {chance} de chances d&apos;être vrai.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Safe, but it tells the others nothing: the next player can raise on it just as safely.</source>
        <translation>Sans risque, mais cela n&apos;apprend rien aux autres : le joueur suivant peut surenchérir tout aussi tranquillement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A good raise: it is more likely true than not, and the next player must now go higher or risk a Dudo.</source>
        <translation>Une bonne surenchère : elle est plutôt vraie que fausse, et le joueur suivant doit maintenant monter plus haut ou risquer un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Risky: it is more likely false than true, so the next player may well call Dudo.</source>
        <translation>Risqué : c&apos;est plutôt faux que vrai, et le joueur suivant pourrait bien dire Dudo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Very unlikely: expect the next player to call Dudo, and to lose a die.</source>
        <translation>Très improbable : attends-toi à ce que le joueur suivant dise Dudo, et à perdre un dé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Dudo&lt;/b&gt;: the standing bid, {bid}, is {chance} likely to be true.</source>
        <translation>&lt;b&gt;Dudo&lt;/b&gt; : l&apos;annonce en cours, {bid}, a {chance} de chances d&apos;être vraie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It is probably false: Dudo is worth calling, and the bidder loses a die if it is.</source>
        <translation>Elle est sans doute fausse : Dudo vaut la peine, et son auteur perd un dé si c&apos;est le cas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A close call: if you have a likely raise, it may be the safer choice.</source>
        <translation>C&apos;est serré : si tu as une surenchère probable, c&apos;est peut-être le choix le plus sûr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is probably true: a Dudo would most likely cost you a die.</source>
        <translation>Elle est sans doute vraie : un Dudo te coûterait très probablement un dé.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+6"/>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;A guided round.&lt;/b&gt; You play against three Easy opponents; your dice are at the bottom of the table. When it is your turn, choose a face and a number in the bid selector below the log: I will say what that bid means and how likely it is.</source>
        <translation>&lt;b&gt;Une manche guidée.&lt;/b&gt; Tu joues contre trois adversaires faciles ; tes dés sont en bas de la table. À ton tour, choisis une valeur et un nombre dans le sélecteur d&apos;annonce, sous le journal : je te dirai ce que vaut cette annonce et ses chances.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;The cups are lifted.&lt;/b&gt; The count is on the table and in the log. A new round starts with one die fewer for the loser; I stay here while you play. Close me when you are ready.</source>
        <translation>&lt;b&gt;Les gobelets sont levés.&lt;/b&gt; Le compte est sur la table et dans le journal. Une nouvelle manche commence, avec un dé de moins pour le perdant ; je reste là pendant que tu joues. Ferme-moi quand tu veux.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;A new round.&lt;/b&gt; When it is your turn, choose a bid below the log or call Dudo: I will say what each would mean.</source>
        <translation>&lt;b&gt;Une nouvelle manche.&lt;/b&gt; Quand ce sera ton tour, choisis une annonce sous le journal ou dis Dudo : je te dirai ce que chacun voudrait dire.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Pacos are wild this round: they count for {faces}.</source>
        <translation>Les pacos sont des jokers dans cette manche : ils comptent pour les {faces}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palifico round: pacos are not wild, and the face cannot change.</source>
        <translation>Manche palifico : les pacos ne sont pas des jokers et la valeur ne peut pas changer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Welcome to Perudo</source>
        <translation>Bienvenue au Perudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Perudo?</source>
        <translation>Tu découvres le Perudo ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial walks through a round step by step, then guides you through your first round. You can open it any time from the Help menu.</source>
        <translation>Le tutoriel déroule une manche pas à pas, puis te guide pendant ta première manche. Tu peux l&apos;ouvrir à tout moment depuis le menu Aide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me</source>
        <translation>Montre-moi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/wording.py" line="-243"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/chart.py" line="+50"/>
        <source>No games yet</source>
        <translation>Aucune partie pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{what}: {share}</source>
        <translation>{what} : {share}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>game 1</source>
        <translation>partie 1</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+80"/>
        <source>game {number}</source>
        <translation>partie {number}</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+93"/>
        <source>no calls</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/history.py" line="+128"/>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game history</source>
        <translation>Historique de la partie</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/controller/keeper.py" line="+150"/>
        <source>Statistics cannot be kept: {path} is not a file, so Perudo leaves it as it is. Move it away to keep statistics again.</source>
        <translation>Les statistiques ne peuvent pas être tenues : {path} n&apos;est pas un fichier, Perudo n&apos;y touche donc pas. Déplace-le pour retrouver tes statistiques.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics cannot be kept: {why}</source>
        <translation>Impossible de conserver les statistiques : {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics could not be read, so they start afresh. The old file was kept as {path}.</source>
        <translation>Tes statistiques n&apos;ont pas pu être lues : elles repartent de zéro. L&apos;ancien fichier a été conservé sous {path}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{path} is where your game is saved, but it is not a file, so Perudo leaves it as it is and cannot save your game. Move it away to save games again.</source>
        <translation>Ta partie s&apos;enregistre dans {path}, mais ce n&apos;est pas un fichier : Perudo n&apos;y touche pas et ne peut pas enregistrer ta partie. Déplace-le pour enregistrer de nouveau tes parties.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your saved game could not be read ({why}); a new game starts.</source>
        <translation>Ta partie enregistrée n&apos;a pas pu être lue ({why}) ; une nouvelle partie commence.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your game cannot be saved ({why}). Play goes on, but it will not be there next time.</source>
        <translation>Ta partie ne peut pas être enregistrée ({why}). Tu peux continuer à jouer, mais tu ne la retrouveras pas la prochaine fois.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This game could not be added to your statistics: {why}</source>
        <translation>Cette partie n&apos;a pas pu être ajoutée à tes statistiques : {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was made by a newer version of Perudo, so a new game starts. The file was kept as {path}.</source>
        <translation>Ta partie enregistrée vient d&apos;une version plus récente de Perudo : une nouvelle partie commence. Le fichier a été conservé sous {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved game is damaged and cannot go on, so a new game starts. The file was kept as {path}.</source>
        <translation>Ta partie enregistrée est endommagée et ne peut pas continuer : une nouvelle partie commence. Le fichier a été conservé sous {path}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+97"/>
        <source>you hold %n dice</source>
        <translation>
            <numerusform>tu as %n dé</numerusform>
            <numerusform>tu as %n dés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} against {names}: {dice}.</source>
        <translation>Manche {round} contre {names} : {dice}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/access/table_text.py" line="+61"/>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+4"/>
        <source>Round {round}.</source>
        <translation>Manche {round}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+6"/>
        <source>Resume your game?</source>
        <translation>Reprendre ta partie ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/keeping/replay.py" line="+87"/>
        <location line="+256"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Every seat&apos;s dice</source>
        <translation>Les dés de chaque joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups open</source>
        <translation>Gobelets levés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Step {step} of {last}, round {round}. {words}</source>
        <translation>Étape {step} sur {last}, manche {round}. {words}</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished games, newest first</source>
        <translation>Parties terminées, la plus récente d&apos;abord</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>you won</source>
        <translation>tu as gagné</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Replay: {stage}</source>
        <translation>Revoir : {stage}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Start</source>
        <comment>replay: go to its first step</comment>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>{winner} won, your place: {place} of {players}</source>
        <translation>{winner} a gagné, ta place : {place} sur {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your place: {place} of {players}</source>
        <translation>ta place : {place} sur {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>against {names}</source>
        <translation>contre {names}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+21"/>
        <location line="+6"/>
        <source>Export replay</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+48"/>
        <source>Import replay</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Replays (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{file} is not a Perudo replay, so it was left as it is.</source>
        <translation>{file} n&apos;est pas une partie exportée de Perudo : il est resté tel quel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not a file, so it was left as it is.</source>
        <translation>{file} n&apos;est pas un fichier : il est resté tel quel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the replay under another name.</source>
        <translation>Exporte la partie sous un autre nom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The replay could not be written: {why}</source>
        <translation>Impossible d&apos;enregistrer la partie : {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is not a file</source>
        <translation>ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} cannot be replayed: {why}</source>
        <translation>Impossible de revoir {file} : {why}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/sound.py" line="+84"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute</source>
        <translation>Muet</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/about.py" line="+17"/>
        <source>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (Liar&apos;s Dice) against computer opponents.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits&lt;/b&gt;&lt;br&gt;Dice, cups and icons: the project&apos;s own SVG artwork.&lt;br&gt;Font: DejaVu Sans, or your system&apos;s font, drawn by Qt.&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}, used under the LGPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Perudo {version}&lt;/h3&gt;&lt;p&gt;Perudo (le Liar&apos;s Dice) contre des adversaires gérés par l&apos;ordinateur.&lt;/p&gt;&lt;p&gt;Licence : GNU General Public License, version 3 ou ultérieure (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Crédits&lt;/b&gt;&lt;br&gt;Dés, gobelets et icônes : dessins SVG du projet.&lt;br&gt;Police : DejaVu Sans, ou celle de ton système, affichée par Qt.&lt;br&gt;Construit avec Qt {qt} et PySide6 {pyside}, utilisés sous licence LGPL v3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Perudo</source>
        <translation>À propos de Perudo</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/notices.py" line="+30"/>
        <location line="+39"/>
        <source>Settings problems</source>
        <translation>Problèmes de paramètres</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Details…</source>
        <translation>&amp;Détails…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dis&amp;miss</source>
        <translation>&amp;Masquer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A setting could not be used; its default was used instead.</source>
        <translation>Un paramètre n&apos;a pas pu être utilisé ; sa valeur par défaut l&apos;a remplacé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} settings could not be used; their defaults were used instead.</source>
        <translation>{count} paramètres n&apos;ont pas pu être utilisés ; leurs valeurs par défaut les ont remplacés.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/settings.py" line="-361"/>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than a settings file</source>
        <translation>il est plus gros qu&apos;un fichier de paramètres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not text</source>
        <translation>ce n&apos;est pas du texte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it does not hold the game&apos;s sections only</source>
        <translation>il ne contient pas que les sections du jeu</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{path} could not be read ({why})</source>
        <translation>{path} n&apos;a pas pu être lu ({why})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{path} is not a Perudo settings file ({why}); it was left as it is</source>
        <translation>{path} n&apos;est pas un fichier de paramètres de Perudo ({why}) ; il a été laissé tel quel</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>line(s) {lines} could not be read</source>
        <translation>ligne(s) {lines} illisible(s)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not UTF-8 text</source>
        <translation>ce n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: {why}, and no copy could be kept ({error})</source>
        <translation>{path} : {why}, et aucune copie n&apos;a pu être gardée ({error})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{path}: {what}; the other settings are used, and a copy of the file was kept as {copy}</source>
        <translation>{path} : {what} ; les autres réglages sont utilisés, et une copie du fichier a été gardée sous {copy}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} was converted to UTF-8; the original was kept as {copy}</source>
        <translation>{path} a été converti en UTF-8 ; l&apos;original a été gardé sous {copy}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{path} could not be read, nor moved aside ({error})</source>
        <translation>{path} n&apos;a pas pu être lu, ni mis de côté ({error})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{path} could not be read; another instance moved it aside</source>
        <translation>{path} n&apos;a pas pu être lu ; une autre instance l&apos;a mis de côté</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{path} could not be read; it was moved to {aside}</source>
        <translation>{path} n&apos;a pas pu être lu ; il a été déplacé vers {aside}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why}; the other settings are used, and nothing is saved this time</source>
        <translation>{why} ; les autres réglages sont utilisés, et rien n&apos;est enregistré cette fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{why}; the default settings are used, and nothing is saved this time</source>
        <translation>{why} ; les réglages par défaut sont utilisés, et rien n&apos;est enregistré cette fois</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>setting {key}={value} is not valid; using the default</source>
        <translation>le réglage {key}={value} n&apos;est pas valide ; la valeur par défaut est utilisée</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the name {name} is not one line of up to {limit} characters, and was not saved</source>
        <translation>le nom {name} n&apos;est pas une seule ligne d&apos;au plus {limit} caractères ; il n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/app.py" line="+228"/>
        <source>The game could not start ({why}). Choose New game to try again.</source>
        <translation>La partie n&apos;a pas pu commencer ({why}). Choisis Nouvelle partie pour réessayer.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your games cannot be kept ({why}): this window keeps no saved game and no statistics.</source>
        <translation>Tes parties ne peuvent pas être conservées ({why}) : cette fenêtre ne garde ni partie en cours ni statistiques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another Perudo window is open and keeps your games: this one keeps no saved game and no statistics.</source>
        <translation>Une autre fenêtre de Perudo est ouverte et conserve tes parties : celle-ci ne garde ni partie en cours ni statistiques.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_pick.py" line="+60"/>
        <source>Bot from a file…</source>
        <translation>Bot depuis un fichier…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bot program of your own (a .py file): it runs with your rights.</source>
        <translation>Un programme de bot à toi (un fichier .py) : il s&apos;exécute avec tes droits.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+45"/>
        <source>Bot from a file</source>
        <translation>Bot depuis un fichier</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Python files (*.py)</source>
        <translation>Fichiers Python (*.py)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{file} cannot be read: {why}</source>
        <translation>Impossible de lire {file} : {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} holds no bot: no class with a choose method.</source>
        <translation>{file} ne contient aucun bot : aucune classe avec une méthode choose.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/plugin_trust.py" line="+81"/>
        <source>Run a bot from a file?</source>
        <translation>Lancer un bot depuis un fichier ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} will run as a program with your rights. Run it?</source>
        <translation>{file} va s&apos;exécuter comme un programme, avec tes droits. Le lancer ?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A bot from a file can do whatever you can do: read and change your files, and see the other players&apos; dice. Run only a file you trust; otherwise a Normal bot takes its seat.</source>
        <translation>Un bot venu d&apos;un fichier peut faire tout ce que tu peux faire : lire et modifier tes fichiers, et voir les dés des autres joueurs. Ne lance qu&apos;un fichier de confiance ; sinon, un bot Normal prend sa place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: {path}
SHA-256: {digest}</source>
        <translation>Fichier : {path}
SHA-256 : {digest}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run It</source>
        <translation>Le lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Normal Bot</source>
        <translation>Jouer contre un bot Normal</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your yes for {file} holds until you quit: it could not be kept.</source>
        <translation>Ton accord pour {file} vaut jusqu&apos;à ce que tu quittes : il n&apos;a pas pu être enregistré.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s bot is still loading; if it is not ready soon, a Normal bot plays instead.</source>
        <translation>Le bot de {name} est encore en cours de chargement ; s&apos;il n&apos;est pas prêt très vite, un bot Normal joue à sa place.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reason_words.py" line="+34"/>
        <source>{name} held {dice} and bid {bid}.</source>
        <translation>{name} avait {dice} et a annoncé {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Dudo on {bid}.</source>
        <translation>{name} avait {dice} et a dit Dudo sur {bid}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held {dice} and called Calza on {bid}.</source>
        <translation>{name} avait {dice} et a dit Calza sur {bid}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In its own words: “{words}”</source>
        <translation>Selon ses propres mots : « {words} »</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of them counted.</source>
        <translation>Aucun d&apos;entre eux ne comptait.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of them counted.</source>
        <comment>dice held</comment>
        <translation>
            <numerusform>%n d&apos;entre eux comptait.</numerusform>
            <numerusform>%n d&apos;entre eux comptaient.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} forgot for a moment that pacos are wild.</source>
        <translation>{name} a oublié un instant que les pacos sont des jokers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} misjudged how many dice another player held.</source>
        <translation>{name} a mal estimé le nombre de dés d&apos;un autre joueur.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} played the rest of the round out in thought and weighed it against the odds: with this bid, {name} expected to keep every die {kept} of the time.</source>
        <translation>{name} a joué la suite de la manche dans sa tête et l&apos;a pesée avec les probabilités : avec cette annonce, {name} pensait garder tous ses dés {kept} du temps.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} played the rest of the round out in thought: calling Dudo kept every die {kept} of the time, and the bid looked {chance} likely.</source>
        <translation>{name} a joué la suite de la manche dans sa tête : dire Dudo gardait tous ses dés {kept} du temps, et l&apos;annonce semblait vraie à {chance}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} played the rest of the round out in thought: with this bid, {name} kept every die {kept} of the time.</source>
        <translation>{name} a joué la suite de la manche dans sa tête : avec cette annonce, {name} gardait tous ses dés {kept} du temps.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} thought the bid only {chance} likely, and no raise looked safer than Dudo.</source>
        <translation>Pour {name}, l&apos;annonce n&apos;avait que {chance} de chances d&apos;être vraie, et aucune surenchère ne semblait plus sûre qu&apos;un Dudo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} thought the bid only {chance} likely, just short of what {name} needs to believe one.</source>
        <translation>Pour {name}, l&apos;annonce n&apos;avait que {chance} de chances d&apos;être vraie, juste un peu moins qu&apos;il ne faut à {name} pour y croire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid only {chance} likely, below the {threshold} {name} needs to believe one.</source>
        <translation>Pour {name}, l&apos;annonce n&apos;avait que {chance} de chances d&apos;être vraie, sous les {threshold} qu&apos;il faut à {name} pour y croire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, just what {name} usually needs, and doubted it anyway.</source>
        <translation>Pour {name}, l&apos;annonce avait {chance} de chances d&apos;être vraie, tout juste ce qui lui suffit d&apos;habitude, mais {name} en a douté quand même.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} thought the bid {chance} likely, above the {threshold} {name} usually needs, and doubted it anyway.</source>
        <translation>Pour {name}, l&apos;annonce avait {chance} de chances d&apos;être vraie, au-dessus des {threshold} qui lui suffisent d&apos;habitude, mais {name} en a douté quand même.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid {name} did not weigh, safe by luck ({chance} likely).</source>
        <translation>Une annonce que {name} n&apos;a pas pesée, sûre par chance ({chance} de chances).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} thought the count {chance} likely to be exactly right: enough for a Calza ({name} needs {threshold}).</source>
        <translation>Pour {name}, le compte avait {chance} de chances d&apos;être exact : assez pour un Calza ({name} demande {threshold}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} expected about {expected} on the table, fewer than the bid.</source>
        <translation>{name} en attendait environ {expected} sur la table, moins que l&apos;annonce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table played a safe move for {name}: the bot {fault}.</source>
        <translation>La table a joué un coup sûr pour {name} : le robot {fault}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} saw no bid worth making.</source>
        <translation>{name} ne voyait aucune annonce qui vaille la peine.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} thought it {chance} likely to be true and expected a Dudo on it {doubt} of the time.</source>
        <translation>Pour {name}, l&apos;annonce avait {chance} de chances d&apos;être vraie, et un Dudo était attendu {doubt} du temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bluff: {name} gave it only {chance} and said it anyway.</source>
        <translation>Un bluff : {name} ne lui donnait que {chance} de chances et l&apos;a annoncée quand même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A careless bid: {name} did not weigh it ({chance} likely).</source>
        <translation>Une annonce en l&apos;air : {name} ne l&apos;a pas pesée ({chance} de chances).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} thought the count {chance} likely to be exactly right.</source>
        <translation>Pour {name}, le compte avait {chance} de chances d&apos;être exact.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this final duel {name} follows a solved strategy, which makes this move {chance} of the time.</source>
        <translation>Dans ce duel final, {name} suit une stratégie résolue, qui joue ce coup {chance} du temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} plays at random.</source>
        <translation>{name} joue au hasard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} calls Dudo whenever allowed, and otherwise bids as little as possible.</source>
        <translation>{name} dit Dudo dès que c&apos;est permis, et sinon annonce le moins possible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} always makes the smallest raise allowed.</source>
        <translation>{name} fait toujours la plus petite surenchère permise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose the bid most likely to be true: {chance}.</source>
        <translation>{name} a choisi l&apos;annonce la plus probable : {chance}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} raised out of habit; the bid was {chance} likely.</source>
        <translation>{name} a surenchéri par habitude ; l&apos;annonce avait {chance} de chances d&apos;être vraie.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took longer than a second</source>
        <translation>a mis plus d&apos;une seconde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took longer than {seconds} seconds</source>
        <translation>a mis plus de {seconds} secondes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chose {action}, which is not allowed now</source>
        <translation>a choisi {action}, qui n&apos;est pas permis maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not be made for this game</source>
        <translation>n&apos;a pas pu être créé pour cette partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>answered {detail} instead of a move</source>
        <translation>a répondu {detail} au lieu d&apos;un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose {detail}, which is not a move of the game</source>
        <translation>a choisi {detail}, qui n&apos;est pas un coup du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a reason that is not text: {detail}</source>
        <translation>a donné une raison qui n&apos;est pas du texte : {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gave a chance that is not a number: {detail}</source>
        <translation>a donné une probabilité qui n&apos;est pas un nombre : {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped with an error: {detail}</source>
        <translation>s&apos;est arrêté sur une erreur : {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took {seconds} s, more than its {budget} s</source>
        <translation>a mis {seconds} s, plus que ses {budget} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not answer within {seconds} s, so its process was stopped</source>
        <translation>n&apos;a pas répondu en {seconds} s, donc son processus a été arrêté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended its own process</source>
        <translation>a mis fin à son propre processus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was asked after the table closed</source>
        <translation>a été consulté après la fermeture de la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be started again: {detail}</source>
        <translation>n&apos;a pas pu être relancé : {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not be made for this game: {detail}</source>
        <translation>n&apos;a pas pu être créé pour cette partie : {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered after the table had moved on</source>
        <translation>a répondu après que la table est passée à la suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not confirmed to run</source>
        <translation>{file} n&apos;a pas été autorisé à s&apos;exécuter</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/character_words.py" line="+16"/>
        <source>Mateo learned the game last summer at his grandmother&apos;s. He still forgets that pacos are wild, but he never stops smiling.</source>
        <translation>Mateo a appris le jeu l&apos;été dernier chez sa grand-mère. Il oublie encore que les pacos sont jokers, mais il ne cesse jamais de sourire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lucía runs the fish stall at the harbour and counts every coin twice. She bids low and rarely takes a risk.</source>
        <translation>Lucía tient l&apos;étal de poisson du port et compte chaque pièce deux fois. Elle annonce bas et prend rarement un risque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barnaby swabs the decks and dreams of a ship of his own. He bluffs loudly and often, and is caught just as often.</source>
        <translation>Barnaby lave le pont et rêve d&apos;avoir son propre navire. Il bluffe fort et souvent, et se fait prendre tout aussi souvent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inés teaches mathematics at the village school. She plays a clean, steady game: no tricks, few mistakes.</source>
        <translation>Inés enseigne les mathématiques à l&apos;école du village. Elle joue un jeu propre et régulier : pas de ruses, peu d&apos;erreurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rosa keeps the books for half the market. Her bids are almost always backed by the dice in her cup.</source>
        <translation>Rosa tient les comptes de la moitié du marché. Ses annonces reposent presque toujours sur les dés de son gobelet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greta believes nothing she has not seen. Bid too high and she calls Dudo without blinking.</source>
        <translation>Greta ne croit que ce qu&apos;elle voit. Annonce trop haut et elle dit Dudo sans ciller.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Django never met a bet he did not like. He loves a Calza and raises when others would stop.</source>
        <translation>Django n&apos;a jamais refusé un pari. Il adore les Calza et relance quand les autres s&apos;arrêteraient.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain Morgana has won ships, crews and islands at the dice table. She bluffs boldly, and reads you while she does.</source>
        <translation>La capitaine Morgana a gagné des navires, des équipages et des îles aux dés. Elle bluffe avec audace, et te lit pendant ce temps.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Viktor spent thirty years as a customs inspector. He has heard every lie, and he calls most of them.</source>
        <translation>Viktor a passé trente ans comme inspecteur des douanes. Il a entendu tous les mensonges, et il en démasque la plupart.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professor Soledad wrote the book on probability, twice. She reads every bid you make.</source>
        <translation>La professeure Soledad a écrit le livre de référence sur les probabilités, deux fois. Elle lit chacune de tes annonces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ezra drifts from port to port and leaves empty purses behind him. Nobody has ever seen him miss a Calza.</source>
        <translation>Ezra erre de port en port et laisse des bourses vides derrière lui. Personne ne l&apos;a jamais vu rater une Calza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody knows where El Cóndor comes from. They say he has never lost a game at the top of the mountain.</source>
        <translation>Personne ne sait d&apos;où vient El Cóndor. On dit qu&apos;il n&apos;a jamais perdu une partie au sommet de la montagne.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plays by feel</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Joue au feeling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids low, risks little</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Annonce bas, risque peu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs loudly</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Bluffe sans vergogne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and careful</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Régulière et prudente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls Dudo often</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Dit souvent Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves a Calza</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Adore les Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads every bid</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Lit chaque annonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays close to perfect</source>
        <comment>a career character&apos;s way of playing</comment>
        <translation>Joue presque à la perfection</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/reaction_words.py" line="+34"/>
        <source>Is that allowed? I&apos;m doing it!</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>C&apos;est permis ? Je le fais !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma always bid big.</source>
        <comment>Mateo reacts: its own big raise</comment>
        <translation>Mamie voyait toujours grand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait, was that too many?</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Attends, c&apos;était trop ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oh no. Let&apos;s look, I guess.</source>
        <comment>Mateo reacts: Dudo on its bid</comment>
        <translation>Oh non. Bon, regardons…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I actually got one right!</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>Pour une fois, j&apos;ai vu juste !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grandma would be proud.</source>
        <comment>Mateo reacts: it caught a bluff</comment>
        <translation>Mamie serait fière de moi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oops! Still learning.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Oups ! J&apos;apprends encore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll get the hang of it.</source>
        <comment>Mateo reacts: it lost a die</comment>
        <translation>Je vais finir par y arriver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did I win that? I did!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>Attends, j&apos;ai gagné ? Oui !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner&apos;s luck!</source>
        <comment>Mateo reacts: a call went its way</comment>
        <translation>La chance du débutant !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I won? Wait till Grandma hears!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>J&apos;ai gagné ? Quand Mamie va savoir ça !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best summer game ever!</source>
        <comment>Mateo reacts: it won the game</comment>
        <translation>La plus belle partie de l&apos;été !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Just this once, a bigger bid.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Pour une fois, j&apos;annonce plus haut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted twice. It holds.</source>
        <comment>Lucía reacts: its own big raise</comment>
        <translation>Compté deux fois. Ça tient.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I counted twice. Lift away.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>J&apos;ai compté deux fois. Vas-y, soulève.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coin is accounted for.</source>
        <comment>Lucía reacts: Dudo on its bid</comment>
        <translation>Pas une pièce ne manque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your sums didn&apos;t add up.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Tes comptes ne tombaient pas juste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short change. I noticed.</source>
        <comment>Lucía reacts: it caught a bluff</comment>
        <translation>Monnaie mal rendue. Je l&apos;ai vu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That one slipped off the scale.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Celui-là a glissé de la balance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad day at the stall.</source>
        <comment>Lucía reacts: it lost a die</comment>
        <translation>Mauvaise journée à l&apos;étal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books balance again.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Mes comptes retombent juste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fresh from the count.</source>
        <comment>Lucía reacts: a call went its way</comment>
        <translation>Tout frais, et bien compté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a single coin wasted.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Sans gaspiller un seul sou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the stall, richer.</source>
        <comment>Lucía reacts: it won the game</comment>
        <translation>Retour à l&apos;étal, plus riche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yo ho! Higher still!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Yo ho ! Encore plus haut !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid fit for a captain!</source>
        <comment>Barnaby reacts: its own big raise</comment>
        <translation>Une annonce digne d&apos;un capitaine !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt me? Arr, fair enough.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Tu doutes de moi ? Arr, de bonne guerre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uh... lift them slowly.</source>
        <comment>Barnaby reacts: Dudo on its bid</comment>
        <translation>Euh… soulève-les doucement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes a bluffer to know one!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Un bluffeur en reconnaît un autre !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught ye, landlubber!</source>
        <comment>Barnaby reacts: it caught a bluff</comment>
        <translation>Je t&apos;ai eu, marin d&apos;eau douce !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overboard goes another one.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Un de plus par-dessus bord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr. Swabbing duty again.</source>
        <comment>Barnaby reacts: it lost a die</comment>
        <translation>Arr. Encore de corvée de pont.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the loud!</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>La fortune sourit aux braillards !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s swabbing now?</source>
        <comment>Barnaby reacts: a call went its way</comment>
        <translation>Qui lave le pont, maintenant ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A ship of my own, here I come!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>À moi mon propre navire !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks are on the captain! Me!</source>
        <comment>Barnaby reacts: it won the game</comment>
        <translation>Tournée du capitaine ! Moi !</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A measured step up.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>Une hausse mesurée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let&apos;s check the working.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Vérifions les calculs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your dice, then.</source>
        <comment>Inés reacts: Dudo on its bid</comment>
        <translation>Montre tes dés, alors.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That answer was wrong.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Cette réponse était fausse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See me after class.</source>
        <comment>Inés reacts: it caught a bluff</comment>
        <translation>Tu viendras me voir après le cours.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fair correction.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Une correction méritée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noted. I&apos;ll learn from it.</source>
        <comment>Inés reacts: it lost a die</comment>
        <translation>Noté. J&apos;en tirerai la leçon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct, as expected.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Exact, comme prévu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full marks on that one.</source>
        <comment>Inés reacts: a call went its way</comment>
        <translation>Vingt sur vingt pour celle-là.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class dismissed.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Le cours est terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy game, well played.</source>
        <comment>Inés reacts: it won the game</comment>
        <translation>Une partie propre, bien jouée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It&apos;s all in the ledger.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Tout est inscrit au grand livre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backed by my own dice.</source>
        <comment>Rosa reacts: its own big raise</comment>
        <translation>Garanti par mes propres dés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audit away.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Audite tant que tu veux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My books are in order.</source>
        <comment>Rosa reacts: Dudo on its bid</comment>
        <translation>Mes comptes sont à jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Creative accounting, was it?</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Comptabilité créative, hein ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That bid didn&apos;t reconcile.</source>
        <comment>Rosa reacts: it caught a bluff</comment>
        <translation>Ton annonce ne tombait pas juste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One entry in red.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>Une écriture dans le rouge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll balance it next round.</source>
        <comment>Rosa reacts: it lost a die</comment>
        <translation>J&apos;équilibrerai à la prochaine manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credited to my account.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Porté à mon crédit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ledger agrees with me.</source>
        <comment>Rosa reacts: a call went its way</comment>
        <translation>Le grand livre me donne raison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closing the books. In profit.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Clôture des comptes : bénéfice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All accounts settled.</source>
        <comment>Rosa reacts: it won the game</comment>
        <translation>Tous les comptes sont soldés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Believe this one. Or don&apos;t.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Crois-y. Ou pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt me, if you dare.</source>
        <comment>Greta reacts: its own big raise</comment>
        <translation>Doute de moi, si tu l&apos;oses.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine. Seeing is believing.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Bien. Voir, c&apos;est croire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You doubt me? Good habit.</source>
        <comment>Greta reacts: Dudo on its bid</comment>
        <translation>Tu doutes de moi ? Bonne habitude.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe a word.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Je n&apos;en croyais pas un mot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you. Never trust a bid.</source>
        <comment>Greta reacts: it caught a bluff</comment>
        <translation>Tu vois ? Ne crois jamais une annonce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hmph. I should have seen it.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Hmpf. J&apos;aurais dû le voir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me again. Slowly.</source>
        <comment>Greta reacts: it lost a die</comment>
        <translation>Remontre-moi. Lentement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I only trust what I see.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Je ne crois que ce que je vois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen it. Believed it.</source>
        <comment>Greta reacts: a call went its way</comment>
        <translation>Vu. Donc cru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust no one. Works every time.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Ne crois personne. Ça marche toujours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeing is winning.</source>
        <comment>Greta reacts: it won the game</comment>
        <translation>Voir, c&apos;est gagner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double or nothing, friends!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Quitte ou double, les amis !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the dice dance!</source>
        <comment>Django reacts: its own big raise</comment>
        <translation>Que les dés dansent !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll with it. Lift!</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>On suit le rythme. Soulève !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gamble&apos;s a gamble.</source>
        <comment>Django reacts: Dudo on its bid</comment>
        <translation>Un pari est un pari.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice tune, wrong notes.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Jolie mélodie, mais fausses notes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even I wouldn&apos;t bet on that.</source>
        <comment>Django reacts: it caught a bluff</comment>
        <translation>Même moi, je n&apos;aurais pas misé dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The house wins this one, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>La banque gagne cette fois, amigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand is mine, amigo.</source>
        <comment>Django reacts: it lost a die</comment>
        <translation>La prochaine main est à moi, amigo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lady Luck, my old friend!</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Dame Chance, ma vieille amie !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice love me tonight.</source>
        <comment>Django reacts: a call went its way</comment>
        <translation>Les dés m&apos;aiment ce soir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot, amigos!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>Jackpot, amigos !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a night at the table!</source>
        <comment>Django reacts: it won the game</comment>
        <translation>Quelle soirée à cette table !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the black flag!</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Hissez le pavillon noir !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I sail where you dare not.</source>
        <comment>Morgana reacts: its own big raise</comment>
        <translation>Je navigue où tu n&apos;oses pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bold. Let&apos;s see if it pays.</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Audacieux. Voyons si ça paie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;d challenge your captain?</source>
        <comment>Morgana reacts: Dudo on its bid</comment>
        <translation>Tu défies ta capitaine ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I read you like a sea chart.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Je te lis comme une carte marine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the plank, liar.</source>
        <comment>Morgana reacts: it caught a bluff</comment>
        <translation>Sur la planche, menteur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scratch. Nothing more.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Une égratignure. Rien de plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You&apos;ll pay for that one.</source>
        <comment>Morgana reacts: it lost a die</comment>
        <translation>Tu me le paieras.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another prize for my hold.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Encore une prise pour ma cale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender is wiser.</source>
        <comment>Morgana reacts: a call went its way</comment>
        <translation>Se rendre serait plus sage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your ship is mine now.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>Ton navire est à moi, désormais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea has a new queen.</source>
        <comment>Morgana reacts: it won the game</comment>
        <translation>La mer a une nouvelle reine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declared in full.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Intégralement déclaré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to hide. Inspect it.</source>
        <comment>Viktor reacts: its own big raise</comment>
        <translation>Rien à cacher. Inspection libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inspect if you wish.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Libre à toi d&apos;inspecter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My papers are in order.</source>
        <comment>Viktor reacts: Dudo on its bid</comment>
        <translation>Mes papiers sont en règle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undeclared goods. Confiscated.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Marchandise non déclarée. Confisquée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirty years. I know a lie.</source>
        <comment>Viktor reacts: it caught a bluff</comment>
        <translation>Trente ans. Je flaire un mensonge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rare oversight.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Une rare négligence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That slipped past customs.</source>
        <comment>Viktor reacts: it lost a die</comment>
        <translation>Celui-là a échappé à la douane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stamped and approved.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>Tamponné et approuvé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The inspection is complete.</source>
        <comment>Viktor reacts: a call went its way</comment>
        <translation>L&apos;inspection est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything checked. You may go.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Tout est vérifié. Circulez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case closed.</source>
        <comment>Viktor reacts: it won the game</comment>
        <translation>Dossier classé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The odds are on my side.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Les probabilités sont de mon côté.</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The arithmetic says yes.</source>
        <comment>Inés reacts: its own big raise</comment>
        <translation>L&apos;arithmétique dit oui.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Calculated, not reckless.</source>
        <comment>Soledad reacts: its own big raise</comment>
        <translation>Calculée, pas téméraire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the sample speak.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Laissons parler l&apos;échantillon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting. Let&apos;s verify.</source>
        <comment>Soledad reacts: Dudo on its bid</comment>
        <translation>Intéressant. Vérifions.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid told me everything.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Ton annonce m&apos;a tout dit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Improbable, as I thought.</source>
        <comment>Soledad reacts: it caught a bluff</comment>
        <translation>Improbable, comme je le pensais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variance. It happens.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>La variance. Ça arrive.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlikely, but possible.</source>
        <comment>Soledad reacts: it lost a die</comment>
        <translation>Peu probable, mais possible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the numbers predicted.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Comme le prédisaient les calculs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected value, collected.</source>
        <comment>Soledad reacts: a call went its way</comment>
        <translation>Espérance encaissée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That goes in the third edition.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>Ça ira dans la troisième édition.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The theory holds.</source>
        <comment>Soledad reacts: it won the game</comment>
        <translation>La théorie se vérifie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fortune favours the drifter.</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>La fortune sourit aux vagabonds.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why stop now?</source>
        <comment>Ezra reacts: its own big raise</comment>
        <translation>Pourquoi s&apos;arrêter en si bon chemin ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every port has a doubter.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Chaque port a son sceptique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them. I&apos;ve seen worse.</source>
        <comment>Ezra reacts: Dudo on its bid</comment>
        <translation>Soulève. J&apos;en ai vu d&apos;autres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even drifters know the odds.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Même un vagabond sait compter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve met your kind in every port.</source>
        <comment>Ezra reacts: it caught a bluff</comment>
        <translation>Ton espèce traîne dans tous les ports.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tide goes out. It comes back.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>La marée descend. Elle remontera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next port, better luck.</source>
        <comment>Ezra reacts: it lost a die</comment>
        <translation>Meilleure chance au prochain port.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another purse for the road.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Une bourse de plus pour la route.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you kindly.</source>
        <comment>Ezra reacts: a call went its way</comment>
        <translation>Bien aimable, merci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to find the next port.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Cap sur le prochain port.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your purse travels with me now.</source>
        <comment>Ezra reacts: it won the game</comment>
        <translation>Ta bourse voyage avec moi, désormais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From up here, I see far.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>Du sommet, je vois loin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mountain air is clear.</source>
        <comment>El Cóndor reacts: its own big raise</comment>
        <translation>L&apos;air de la montagne est pur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience. Let us see.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Patience. Voyons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wind will tell.</source>
        <comment>El Cóndor reacts: Dudo on its bid</comment>
        <translation>Le vent le dira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condor sees all.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Le condor voit tout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing hides from above.</source>
        <comment>El Cóndor reacts: it caught a bluff</comment>
        <translation>Rien ne se cache de là-haut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even condors land.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Même le condor se pose.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A feather lost. No more.</source>
        <comment>El Cóndor reacts: it lost a die</comment>
        <translation>Une plume perdue. Rien de plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the mountain wills.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Ainsi le veut la montagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High winds carry me.</source>
        <comment>El Cóndor reacts: a call went its way</comment>
        <translation>Les grands vents me portent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Few reach the summit.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Peu atteignent le sommet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Come back when you can fly.</source>
        <comment>El Cóndor reacts: it won the game</comment>
        <translation>Reviens quand tu sauras voler.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let&apos;s make this interesting.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Rendons ça intéressant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little higher, why not?</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Un peu plus haut, pourquoi pas ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll take that step.</source>
        <comment>balanced reacts: its own big raise</comment>
        <translation>Je fais ce pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on then, lift the cups.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>Vas-y, soulève les gobelets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair enough, let&apos;s look.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>D&apos;accord, regardons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We&apos;ll see who&apos;s right.</source>
        <comment>balanced reacts: Dudo on its bid</comment>
        <translation>On verra qui a raison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I knew it didn&apos;t add up.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Je savais que ça ne collait pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice try!</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Bien essayé !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught you fair and square.</source>
        <comment>balanced reacts: it caught a bluff</comment>
        <translation>Pris la main dans le sac.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well played.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Bien joué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That one&apos;s on me.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Celle-là, c&apos;est pour moi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy come, easy go.</source>
        <comment>balanced reacts: it lost a die</comment>
        <translation>Ce qui vient facilement s&apos;en va de même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That went my way.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Ça a tourné en ma faveur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I counted.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Comme je l&apos;avais compté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for me.</source>
        <comment>balanced reacts: a call went its way</comment>
        <translation>Un point pour moi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Good game, everyone!</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Bonne partie, tout le monde !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks for the game.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>Merci pour la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was a fine table.</source>
        <comment>balanced reacts: it won the game</comment>
        <translation>C&apos;était une belle table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The numbers allow it.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Les chiffres le permettent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ve checked twice.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>J&apos;ai vérifié deux fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calculated step.</source>
        <comment>accountant reacts: its own big raise</comment>
        <translation>Un pas calculé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>My figures are in order.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Mes comptes sont en ordre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit me, then.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Vérifie mes comptes, alors.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I never bid what I can&apos;t count.</source>
        <comment>accountant reacts: Dudo on its bid</comment>
        <translation>Je n&apos;annonce jamais ce que je ne sais pas compter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The books didn&apos;t balance.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Les comptes n&apos;étaient pas justes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your numbers were off.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Tes chiffres étaient faux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I always check the sums.</source>
        <comment>accountant reacts: it caught a bluff</comment>
        <translation>Je vérifie toujours les additions.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An accounting error.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Une erreur de calcul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll note that in the ledger.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Je le note dans le registre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm. A rounding mistake.</source>
        <comment>accountant reacts: it lost a die</comment>
        <translation>Hum. Une erreur d&apos;arrondi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the figures predicted.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Comme les chiffres le prévoyaient.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the last die.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Juste jusqu&apos;au dernier dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly as expected.</source>
        <comment>accountant reacts: a call went its way</comment>
        <translation>Exactement comme prévu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accounts are closed.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Les comptes sont clos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profit, at last.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Enfin du bénéfice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tidy result.</source>
        <comment>accountant reacts: it won the game</comment>
        <translation>Un résultat bien net.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hoist the sails!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Hissez les voiles !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! More dice, more fun!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>Ha ! Plus de dés, plus de plaisir !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full speed ahead!</source>
        <comment>pirate reacts: its own big raise</comment>
        <translation>En avant toute !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dare doubt a pirate?</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Tu oses douter d&apos;un pirate ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift them, landlubber!</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Soulève-les, marin d&apos;eau douce !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold move, matey.</source>
        <comment>pirate reacts: Dudo on its bid</comment>
        <translation>Audacieux, moussaillon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pirate knows a bluff!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Un pirate reconnaît un bluff !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha! Walk the plank!</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>Ha ! Sur la planche !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can&apos;t fool an old sea dog.</source>
        <comment>pirate reacts: it caught a bluff</comment>
        <translation>On ne trompe pas un vieux loup de mer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arr, a mere scratch!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Arr, une simple égratignure !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sea takes its share.</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>La mer prend sa part.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll win it back!</source>
        <comment>pirate reacts: it lost a die</comment>
        <translation>Je le reprendrai !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Into my treasure chest!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Dans mon coffre au trésor !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yo ho ho!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Yo ho ho !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plunder!</source>
        <comment>pirate reacts: a call went its way</comment>
        <translation>Au pillage !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The treasure is mine!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Le trésor est à moi !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory, you scallywags!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Victoire, bande de forbans !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drinks for the crew!</source>
        <comment>pirate reacts: it won the game</comment>
        <translation>Tournée générale pour l&apos;équipage !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt that, if you can.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Doute de ça, si tu peux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This one I believe.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Celle-là, j&apos;y crois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now you&apos;ll have to think.</source>
        <comment>skeptic reacts: its own big raise</comment>
        <translation>Maintenant, il va falloir réfléchir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You doubt me? Bold.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Tu doutes de moi ? Audacieux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go ahead, check.</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Vas-y, vérifie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ironic, isn&apos;t it?</source>
        <comment>skeptic reacts: Dudo on its bid</comment>
        <translation>Ironique, non ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I didn&apos;t believe you for a second.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Je ne t&apos;ai pas cru une seconde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Told you so.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Je te l&apos;avais dit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never trust a round number.</source>
        <comment>skeptic reacts: it caught a bluff</comment>
        <translation>Ne jamais se fier à un compte rond.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I should have doubted that.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>J&apos;aurais dû en douter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmm, it was true after all.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Hum, c&apos;était vrai, finalement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine. Noted.</source>
        <comment>skeptic reacts: it lost a die</comment>
        <translation>Bon. C&apos;est noté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Doubt pays.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Le doute paie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just as I suspected.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Comme je m&apos;en doutais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust nobody.</source>
        <comment>skeptic reacts: a call went its way</comment>
        <translation>Ne fais confiance à personne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I doubted everyone, and I won.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>J&apos;ai douté de tout le monde, et j&apos;ai gagné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skepticism wins again.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Le scepticisme gagne encore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. Not bad at all.</source>
        <comment>skeptic reacts: it won the game</comment>
        <translation>Pas mal. Pas mal du tout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All in!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Tapis !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeling lucky tonight!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>Je me sens en veine ce soir !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s double it!</source>
        <comment>gambler reacts: its own big raise</comment>
        <translation>On double !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the cups, let&apos;s see!</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Soulève les gobelets, voyons ça !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck is on my side.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>La chance est avec moi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I bet you&apos;ll regret it.</source>
        <comment>gambler reacts: Dudo on its bid</comment>
        <translation>Je parie que tu vas le regretter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ha, I&apos;d have bet on that!</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Ha, j&apos;aurais parié là-dessus !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lady Luck whispered to me.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Dame Chance me l&apos;a soufflé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your luck ran out.</source>
        <comment>gambler reacts: it caught a bluff</comment>
        <translation>Ta chance a tourné.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win some, lose some.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>On gagne, on perd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are fickle.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>Les dés sont capricieux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next one is mine.</source>
        <comment>gambler reacts: it lost a die</comment>
        <translation>La prochaine est pour moi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jackpot!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Jackpot !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The odds love me.</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Les probabilités m&apos;adorent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky me!</source>
        <comment>gambler reacts: a call went its way</comment>
        <translation>Quelle veine !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to cash in!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Je passe à la caisse !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight, I&apos;m the house!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Ce soir, c&apos;est moi la banque !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a streak!</source>
        <comment>gambler reacts: it won the game</comment>
        <translation>Quelle série !</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+28"/>
        <source>{stage}. {needs}.</source>
        <translation>{stage}. {needs}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{stage} is not beaten this time. {needs}.</source>
        <translation>{stage} : pas réussie cette fois. {needs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stage} beaten!</source>
        <translation>{stage} : réussie !</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} You have climbed the whole ladder!</source>
        <translation>{text} Tu as gravi toute l&apos;échelle !</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{text} Next: {stage}, in the Career ladder.</source>
        <translation>{text} Prochaine : {stage}, dans l&apos;échelle de la Carrière.</translation>
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
        <translation>Abandonner cette partie et jouer cette étape ?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Ne&amp;xt stage</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+81"/>
        <source>Portrait of {name}</source>
        <translation>Portrait de {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind} · boss</source>
        <translation>{kind} · boss</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open: your next stage</source>
        <translation>Ouverte : ta prochaine étape</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/career_feature.py" line="+0"/>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+2"/>
        <source>Play {stage}</source>
        <translation>Jouer {stage}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/career/ladder_screen.py" line="+3"/>
        <source>Beat the stage before to open this one</source>
        <translation>Réussis l&apos;étape précédente pour ouvrir celle-ci</translation>
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
        <translation>Ta cote au fil du temps</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset career…</source>
        <translation>Recommencer la carrière…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stages beaten: {beaten} of {count}.</source>
        <translation>Étapes réussies : {beaten} sur {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where} Next: {stage}.</source>
        <translation>{where} Prochaine : {stage}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} You have climbed the whole ladder!</source>
        <translation>{where} Tu as gravi toute l&apos;échelle !</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where} Your progress cannot be kept on this computer.</source>
        <translation>{where} Ta progression ne peut pas être gardée sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Reset career?</source>
        <translation>Recommencer la carrière ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget which stages you have beaten and start the ladder again? Your statistics and finished games stay. This cannot be undone.</source>
        <translation>Oublier les étapes réussies et reprendre l&apos;échelle au début ? Tes statistiques et tes parties terminées restent. C&apos;est irréversible.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/trophies/page.py" line="+52"/>
        <source>{name}: {description} {progress}.</source>
        <translation>{name} : {description} {progress}.</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+1"/>
        <location line="+10"/>
        <source>Achievements</source>
        <translation>Succès</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You have earned {earned} of {total} achievements.</source>
        <translation>Tu as obtenu {earned} succès sur {total}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/trophies/toast.py" line="+53"/>
        <source>%n achievements earned!</source>
        <translation>
            <numerusform>Succès obtenu !</numerusform>
            <numerusform>%n succès obtenus !</numerusform>
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
        <translation>&amp;Succès…</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/words/achievement_words.py" line="+20"/>
        <source>First Victory</source>
        <comment>an achievement</comment>
        <translation>Première victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten Victories</source>
        <comment>an achievement</comment>
        <translation>Dix victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hat Trick</source>
        <comment>an achievement</comment>
        <translation>Coup du chapeau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular</source>
        <comment>an achievement</comment>
        <translation>Habitué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caught You!</source>
        <comment>an achievement</comment>
        <translation>Démasqué !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Hunter</source>
        <comment>an achievement</comment>
        <translation>Chasseur de bluffs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff Master</source>
        <comment>an achievement</comment>
        <translation>Maître du bluff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot On</source>
        <comment>an achievement</comment>
        <translation>En plein dans le mille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza Artist</source>
        <comment>an achievement</comment>
        <translation>Artiste de la Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Die Standing</source>
        <comment>an achievement</comment>
        <translation>Le dernier dé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flawless</source>
        <comment>an achievement</comment>
        <translation>Sans faute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palifico Survivor</source>
        <comment>an achievement</comment>
        <translation>Rescapé du Palifico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duelist</source>
        <comment>an achievement</comment>
        <translation>Duelliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Table</source>
        <comment>an achievement</comment>
        <translation>Table complète</translation>
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
        <translation>Premier échelon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halfway Up</source>
        <comment>an achievement</comment>
        <translation>À mi-hauteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutiny</source>
        <comment>an achievement</comment>
        <translation>Mutinerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Class</source>
        <comment>an achievement</comment>
        <translation>Premier de la classe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Runs Out</source>
        <comment>an achievement</comment>
        <translation>La chance tourne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of the Mountain</source>
        <comment>an achievement</comment>
        <translation>Roi de la montagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <comment>an achievement</comment>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Finish ahead of {name} in a career game.</source>
        <translation>Termine devant {name} dans une partie de la carrière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a game.</source>
        <translation>Gagne une partie.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games.</source>
        <translation>
            <numerusform>Gagne %n partie.</numerusform>
            <numerusform>Gagne %n parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games in a row.</source>
        <translation>
            <numerusform>Gagne %n partie d&apos;affilée.</numerusform>
            <numerusform>Gagne %n parties d&apos;affilée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play %n games to the end.</source>
        <translation>
            <numerusform>Joue %n partie jusqu&apos;au bout.</numerusform>
            <numerusform>Joue %n parties jusqu&apos;au bout.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Dudo on a bid that was too high.</source>
        <translation>Dis Dudo sur une annonce trop haute.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>Catch %n bluffs with Dudo.</source>
        <translation>
            <numerusform>Démasque %n bluff avec Dudo.</numerusform>
            <numerusform>Démasque %n bluffs avec Dudo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call Calza and be right.</source>
        <translation>Dis Calza et aie raison.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Be right with Calza %n times.</source>
        <translation>
            <numerusform>Aie raison avec Calza %n fois.</numerusform>
            <numerusform>Aie raison avec Calza %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game after falling to your last die.</source>
        <translation>Gagne une partie après être tombé à ton dernier dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game without losing a die.</source>
        <translation>Gagne une partie sans perdre un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your last die through your own Palifico round.</source>
        <translation>Garde ton dernier dé pendant ta propre manche Palifico.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games of two players.</source>
        <translation>
            <numerusform>Gagne %n partie à deux joueurs.</numerusform>
            <numerusform>Gagne %n parties à deux joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of six players.</source>
        <translation>Gagne une partie à six joueurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game of 30 rounds or more.</source>
        <translation>Joue une partie de 30 manches ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat your first stage of the career.</source>
        <translation>Remporte ta première étape de la carrière.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Beat %n stages of the career.</source>
        <translation>
            <numerusform>Remporte %n étape de la carrière.</numerusform>
            <numerusform>Remporte %n étapes de la carrière.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat every stage of the career.</source>
        <translation>Remporte toutes les étapes de la carrière.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Earned</source>
        <comment>an achievement</comment>
        <translation>Obtenu</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} of %n games won</source>
        <translation>
            <numerusform>Partie gagnée : {count} sur %n</numerusform>
            <numerusform>Parties gagnées : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n wins in a row</source>
        <translation>
            <numerusform>Victoire d&apos;affilée : {count} sur %n</numerusform>
            <numerusform>Victoires d&apos;affilée : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n games played</source>
        <translation>
            <numerusform>Partie jouée : {count} sur %n</numerusform>
            <numerusform>Parties jouées : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n bluffs caught</source>
        <translation>
            <numerusform>Bluff démasqué : {count} sur %n</numerusform>
            <numerusform>Bluffs démasqués : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n Calzas right</source>
        <translation>
            <numerusform>Calza juste : {count} sur %n</numerusform>
            <numerusform>Calzas justes : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n duels won</source>
        <translation>
            <numerusform>Duel gagné : {count} sur %n</numerusform>
            <numerusform>Duels gagnés : {count} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n stages beaten</source>
        <translation>
            <numerusform>Étape remportée : {count} sur %n</numerusform>
            <numerusform>Étapes remportées : {count} sur %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not yet</source>
        <comment>an achievement</comment>
        <translation>Pas encore</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/appearance.py" line="+18"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight</source>
        <translation>Minuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red velvet</source>
        <translation>Velours rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ocean</source>
        <translation>Océan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal purple</source>
        <translation>Pourpre royal</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beat the first stage of the career</source>
        <translation>Réussis la première étape de la carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the third stage of the career</source>
        <translation>Réussis la troisième étape de la carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat a boss of the career</source>
        <translation>Bats un boss de la carrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn ten achievements</source>
        <translation>Obtiens dix succès</translation>
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
        <translation>Plus grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>table text size</comment>
        <translation>Très grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size} ({percent} %)</source>
        <translation>{size} ({percent} %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table theme</source>
        <translation>Thème de la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table text size</source>
        <translation>Taille du texte de la table</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Reduce motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table theme:</source>
        <translation>Thème de la table :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table text size:</source>
        <translation>Taille du texte de la table :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{theme} (locked) · {how}</source>
        <translation>{theme} (verrouillé) · {how}</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/controls/keyboard.py" line="-74"/>
        <source>Click the table, or press {keys}, to continue.</source>
        <translation>Clique sur la table, ou appuie sur {keys}, pour continuer.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Space bids nothing: press {keys} to bid.</source>
        <translation>Espace n&apos;annonce rien : appuie sur {keys} pour annoncer.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Press {key} again to call Calza on {bid}.</source>
        <translation>Appuie encore sur {key} pour dire Calza sur {bid}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/setup/keys_page.py" line="-1"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click an action, or press Enter on it, then press its key.</source>
        <translation>Clique sur une action, ou appuie sur Entrée dessus, puis appuie sur sa touche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Defaults</source>
        <translation>&amp;Rétablir les touches par défaut</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every action has its default keys again.</source>
        <translation>Chaque action a de nouveau ses touches par défaut.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Press a key…</source>
        <translation>Appuie sur une touche…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the new key for “{action}”, or Escape to keep its keys.</source>
        <translation>Appuie sur la nouvelle touche pour « {action} », ou sur Échap pour garder ses touches.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keys were kept.</source>
        <translation>Les touches ont été gardées.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That key cannot be used; the keys of “{action}” were kept.</source>
        <translation>Cette touche ne peut pas servir ; les touches de « {action} » ont été gardées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{key} is already the key of “{other}”; the keys of “{action}” were kept.</source>
        <translation>{key} est déjà la touche de « {other} » ; les touches de « {action} » ont été gardées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{action}”: {key}.</source>
        <translation>« {action} » : {key}.</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+43"/>
        <source>{name}: “{line}”</source>
        <comment>a character&apos;s reaction in the log</comment>
        <translation>{name} : « {line} »</translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table/reactions.py" line="+53"/>
        <source>Opponents &amp;Speak</source>
        <translation>Les adversaires pa&amp;rlent</translation>
    </message>
</context>
<context>
    <name>BidSelector</name>
    <message>
        <location filename="../../perudo_qt/ui/controls/bid_selector.py" line="+139"/>
        <source>Your bid</source>
        <translation>Ton annonce</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quantity</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice (arrows, + or -)</source>
        <translation>Combien de dés (flèches, + ou -)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Face</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+234"/>
        <source>&amp;Bid</source>
        <translation>&amp;Annoncer</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>&amp;Dudo!</source>
        <translation>&amp;Dudo !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubt the standing bid (D)</source>
        <translation>Mettre en doute l&apos;annonce en cours (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calza!</source>
        <translation>&amp;Calza !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim the standing bid is exactly right (press C twice, against slips)</source>
        <translation>Déclarer l&apos;annonce en cours exacte (appuie deux fois sur C, contre les fausses manœuvres)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quantity:</source>
        <translation>Nombre :</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Annoncer {bid}</translation>
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
        <translation>Après une manche, le coach passe en revue tes annonces, tes Dudo et tes Calza : leurs chances d&apos;après ce que tu savais alors, et ce qu&apos;aurait fait le niveau le plus fort.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach reviews this game when you ask: Coach, Review This Game.</source>
        <translation>Le coach passe cette partie en revue quand tu le demandes : Coach, Revoir cette partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach reviews each round of this game once its cups are revealed.</source>
        <translation>Le coach passe en revue chaque manche de cette partie dès que les gobelets sont levés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach reviews this game when it ends.</source>
        <translation>Le coach passe cette partie en revue quand elle se termine.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No round with a decision of yours has been revealed yet.</source>
        <translation>Aucune manche où tu as joué n&apos;a encore été dévoilée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>After the reveal</source>
        <translation>Gobelets levés</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Dudo calls right: %n</source>
        <translation>
            <numerusform>Dudo juste : %n</numerusform>
            <numerusform>Dudo justes : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dudo calls wrong: %n</source>
        <translation>
            <numerusform>Dudo faux : %n</numerusform>
            <numerusform>Dudo faux : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Calza calls right: %n</source>
        <translation>
            <numerusform>Calza juste : %n</numerusform>
            <numerusform>Calza justes : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Calza calls wrong: %n</source>
        <translation>
            <numerusform>Calza faux : %n</numerusform>
            <numerusform>Calza faux : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your bids doubted: %n</source>
        <translation>
            <numerusform>Tes annonces mises en doute : %n</numerusform>
            <numerusform>Tes annonces mises en doute : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, true when doubted: %n</source>
        <translation>
            <numerusform>, vraie quand mise en doute : %n</numerusform>
            <numerusform>, vraies quand mises en doute : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bluffs: %n</source>
        <translation>
            <numerusform>Tes bluffs : %n</numerusform>
            <numerusform>Tes bluffs : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, caught: %n</source>
        <translation>
            <numerusform>, démasqués : %n</numerusform>
            <numerusform>, démasqués : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bluffs you fell for: %n</source>
        <translation>
            <numerusform>Bluffs auxquels tu as cru : %n</numerusform>
            <numerusform>Bluffs auxquels tu as cru : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Good moves: %n</source>
        <translation>
            <numerusform>Bons coups : %n</numerusform>
            <numerusform>Bons coups : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; risky: %n</source>
        <translation>
            <numerusform> ; risqués : %n</numerusform>
            <numerusform> ; risqués : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; mistakes: %n</source>
        <translation>
            <numerusform> ; erreurs : %n</numerusform>
            <numerusform> ; erreurs : %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game</source>
        <translation>Cette partie</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../perudo_qt/ui/panels/game_log.py" line="+27"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <location filename="../../perudo_qt/ui/learning/hints.py" line="+48"/>
        <source>Hints (H)</source>
        <translation>Aides (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Aides</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+111"/>
        <source>Least raise on each face:</source>
        <translation>Surenchère minimale par valeur :</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Hints follow your dice during a game.</source>
        <translation>Les aides suivent tes dés pendant une partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No bid yet this round.</source>
        <translation>Pas encore d&apos;annonce cette manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bid stands at {bid}: {percent} likely to be true.</source>
        <translation>L&apos;annonce en est à {bid} : {percent} de chances d&apos;être vraie.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The least raises show on your turn.</source>
        <translation>Les surenchères minimales s&apos;affichent à ton tour.</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+38"/>
        <source>barred</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The bid is now {bid}.</source>
        <translation>L&apos;annonce est maintenant de {bid}.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>pacos are wild</source>
        <translation>les pacos sont des jokers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pacos are not wild</source>
        <translation>les pacos ne sont pas des jokers</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your dice, and %n hidden from you; {wild}.</source>
        <translation>
            <numerusform>Tes dés, plus %n dé caché ; {wild}.</numerusform>
            <numerusform>Tes dés, plus %n dés cachés ; {wild}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your dice, and the others&apos; as counted from the losses; {wild}.</source>
        <translation>Tes dés, et ceux des autres comptés d&apos;après les pertes ; {wild}.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../perudo_qt/ui/table/table_view.py" line="+33"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
</context>
</TS>
