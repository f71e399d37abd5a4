<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="40"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="44"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="45"/>
        <location filename="../../perudo_qt/ui/dialogs.py" line="82"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="47"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="62"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="67"/>
        <location filename="../../perudo_qt/ui/editors.py" line="120"/>
        <location filename="../../perudo_qt/ui/table_scene.py" line="161"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="68"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="69"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="73"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="76"/>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="78"/>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="83"/>
        <source>Default table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="84"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="109"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="111"/>
        <source>You win! The last cup with dice is yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="113"/>
        <source>{name} wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="117"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="118"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/dialogs.py" line="158"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="29"/>
        <source>Calza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="30"/>
        <source>Anyone but the bidder may claim the bid is exact: win a die, or lose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="33"/>
        <source>Lost dice visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="34"/>
        <source>Lost dice lie open in the lid, so everyone knows how many dice are in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="37"/>
        <source>Palifico rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="38"/>
        <source>Whoever falls to one die opens a round with no wild pacos and a fixed face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="41"/>
        <source>Palifico once per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="42"/>
        <source>Each player triggers palifico only the first time they fall to one die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="45"/>
        <source>One-die players may change the face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="46"/>
        <source>House rule: in a palifico round, players holding one die may switch faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="49"/>
        <source>Single-step raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="50"/>
        <source>A raise changes the quantity or the face, never both at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="53"/>
        <source>Restricted Calza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="54"/>
        <source>No Calza in palifico rounds, nor when only two players are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="69"/>
        <source>Dice per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="70"/>
        <source>Dice per player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="103"/>
        <location filename="../../perudo_qt/ui/editors.py" line="155"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="108"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="109"/>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="113"/>
        <source>Number of opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="114"/>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="117"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="117"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="117"/>
        <source>Personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="120"/>
        <location filename="../../perudo_qt/ui/table_scene.py" line="161"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="120"/>
        <location filename="../../perudo_qt/ui/table_scene.py" line="161"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="128"/>
        <source>Opponent {number} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="133"/>
        <source>Opponent {number} level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="135"/>
        <source>the level&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/editors.py" line="139"/>
        <source>Opponent {number} personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="45"/>
        <source>Perudo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="80"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="82"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="84"/>
        <source>Play &amp;Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="86"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="88"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="93"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="95"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="176"/>
        <source>Settings saved; new rules apply from the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="207"/>
        <source>Your turn: raise, or call Dudo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="211"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/main_window.py" line="217"/>
        <source>{name}&apos;s bot failed ({why}); a safe move was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="143"/>
        <source>PALIFICO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="160"/>
        <source>your cup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="162"/>
        <source>Plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="173"/>
        <source>{who}, thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="202"/>
        <source>{count} dice in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="220"/>
        <source>{count} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="220"/>
        <source>1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="296"/>
        <source>Dudo!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="296"/>
        <source>Calza!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="315"/>
        <location filename="../../perudo_qt/ui/wording.py" line="98"/>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="315"/>
        <location filename="../../perudo_qt/ui/wording.py" line="98"/>
        <source>{name} wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="374"/>
        <source>Palifico!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="471"/>
        <source>the Balanced Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="472"/>
        <source>the Cautious Accountant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="473"/>
        <source>the Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="474"/>
        <source>the Skeptic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/table_scene.py" line="475"/>
        <source>the Gambler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="38"/>
        <source>paco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="39"/>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="40"/>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="41"/>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="42"/>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="43"/>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="46"/>
        <source>pacos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="47"/>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="48"/>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="49"/>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="50"/>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="51"/>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="67"/>
        <source>Round {round}, palifico: you open. Pacos are not wild and the face stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="70"/>
        <source>Round {round}, palifico: {name} opens. Pacos are not wild and the face stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="74"/>
        <source>Round {round}: you open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="74"/>
        <source>Round {round}: {name} opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="77"/>
        <source>You bid {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="77"/>
        <source>{name} bids {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="82"/>
        <source>You call Dudo on {whose} {bid}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="83"/>
        <source>{name} calls Dudo on {whose} {bid}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="87"/>
        <source>You call Calza on {whose} {bid}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="88"/>
        <source>{name} calls Calza on {whose} {bid}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="91"/>
        <source>your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="91"/>
        <source>{name}&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="96"/>
        <source>The cups lift: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="102"/>
        <source>You lose a die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="102"/>
        <source>{name} loses a die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="103"/>
        <source>You win a die back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="103"/>
        <source>{name} wins a die back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="104"/>
        <source>You are out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="104"/>
        <source>{name} is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="106"/>
        <source>You are down to one die: palifico next round!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="107"/>
        <source>{name} is down to one die: palifico next round!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="118"/>
        <source>{count} {faces} with pacos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="134"/>
        <source>{count}, bid {quantity}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="136"/>
        <source>exactly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="136"/>
        <source>not exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="138"/>
        <source>the bid stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="138"/>
        <source>the bid fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="142"/>
        <source>you lose a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="142"/>
        <source>{name} loses a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="145"/>
        <source>you win a die back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="145"/>
        <source>{name} wins a die back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="148"/>
        <source>nobody loses a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="157"/>
        <source>R6: a round may open on pacos only in a palifico round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="159"/>
        <source>R14: in a palifico round every bid stays on {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="162"/>
        <source>R8 (single-step raises): after {bid} the face cannot go down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="166"/>
        <source>Open with any number of {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="168"/>
        <source>R8 (single-step raises): {faces} only at {quantity}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="172"/>
        <location filename="../../perudo_qt/ui/wording.py" line="176"/>
        <source>{rule}: after {bid}, {faces} need at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="173"/>
        <source>{rule}: after {bid}, pacos need at least half, rounded up: {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="174"/>
        <source>{rule}: after {bid}, pacos need at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/wording.py" line="175"/>
        <source>{rule}: after {bid}, another face needs twice plus one: {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BidSelector</name>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="53"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="54"/>
        <source>How many dice (arrows, + or -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="75"/>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="185"/>
        <source>&amp;Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="76"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="79"/>
        <source>&amp;Dudo!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="80"/>
        <source>Dudo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="81"/>
        <source>Doubt the standing bid (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="83"/>
        <source>&amp;Calza!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="84"/>
        <source>Calza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="85"/>
        <source>Claim the standing bid is exactly right (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="89"/>
        <source>Quantity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../perudo_qt/ui/bid_selector.py" line="185"/>
        <source>&amp;Bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../perudo_qt/controller/game_controller.py" line="227"/>
        <source>Wait for the table to settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/controller/game_controller.py" line="319"/>
        <source>took longer than %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../perudo_qt/ui/game_log.py" line="21"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../perudo_qt/ui/table_view.py" line="23"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
