<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
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
            <numerusform>two</numerusform>
            <numerusform>twos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>threes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>three</numerusform>
            <numerusform>threes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fours</source>
        <comment>face name</comment>
        <translation>
            <numerusform>four</numerusform>
            <numerusform>fours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>fives</source>
        <comment>face name</comment>
        <translation>
            <numerusform>five</numerusform>
            <numerusform>fives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sixes</source>
        <comment>face name</comment>
        <translation>
            <numerusform>six</numerusform>
            <numerusform>sixes</numerusform>
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
            <numerusform>%n two</numerusform>
            <numerusform>%n twos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n threes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n three</numerusform>
            <numerusform>%n threes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fours</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n four</numerusform>
            <numerusform>%n fours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fives</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n five</numerusform>
            <numerusform>%n fives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <comment>dice of a face</comment>
        <translation>
            <numerusform>%n six</numerusform>
            <numerusform>%n sixes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/wording.py" line="+178"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice in play</source>
        <translation>
            <numerusform>%n die in play</numerusform>
            <numerusform>%n dice in play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/tutorial.py" line="+73"/>
        <source>%n dice count</source>
        <translation>
            <numerusform>%n die counts</numerusform>
            <numerusform>%n dice count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>%n of them count for this bid, pacos included.</source>
        <translation>
            <numerusform>%n of them counts for this bid, pacos included.</numerusform>
            <numerusform>%n of them count for this bid, pacos included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>You hold %n that count, pacos included.</source>
        <translation>
            <numerusform>You hold %n that counts, pacos included.</numerusform>
            <numerusform>You hold %n that count, pacos included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You hold %n that count.</source>
        <translation>
            <numerusform>You hold %n that counts.</numerusform>
            <numerusform>You hold %n that count.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/statistics.py" line="+33"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/keeping.py" line="+183"/>
        <source>you hold %n dice</source>
        <translation>
            <numerusform>you hold %n die</numerusform>
            <numerusform>you hold %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/keeping/replay.py" line="+303"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/reason_words.py" line="+56"/>
        <source>%n of them counted.</source>
        <comment>dice held</comment>
        <translation>
            <numerusform>%n of them counted.</numerusform>
            <numerusform>%n of them counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/career/career_words.py" line="+102"/>
        <source>Played %n times, best place: {place}</source>
        <translation>
            <numerusform>Played %n time, best place: {place}</numerusform>
            <numerusform>Played %n times, best place: {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n games together: you ahead {ahead}, {name} ahead {behind}</source>
        <translation>
            <numerusform>%n game together: you ahead {ahead}, {name} ahead {behind}</numerusform>
            <numerusform>%n games together: you ahead {ahead}, {name} ahead {behind}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/trophies/toast.py" line="+53"/>
        <source>%n achievements earned!</source>
        <translation>
            <numerusform>Achievement earned!</numerusform>
            <numerusform>%n achievements earned!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/words/achievement_words.py" line="+57"/>
        <source>Win %n games.</source>
        <translation>
            <numerusform>Win %n game.</numerusform>
            <numerusform>Win %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Win %n games in a row.</source>
        <translation>
            <numerusform>Win %n game in a row.</numerusform>
            <numerusform>Win %n games in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play %n games to the end.</source>
        <translation>
            <numerusform>Play %n game to the end.</numerusform>
            <numerusform>Play %n games to the end.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+1"/>
        <source>Catch %n bluffs with Dudo.</source>
        <translation>
            <numerusform>Catch %n bluff with Dudo.</numerusform>
            <numerusform>Catch %n bluffs with Dudo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be right with Calza %n times.</source>
        <translation>
            <numerusform>Be right with Calza %n time.</numerusform>
            <numerusform>Be right with Calza %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Win %n games of two players.</source>
        <translation>
            <numerusform>Win %n game of two players.</numerusform>
            <numerusform>Win %n games of two players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Beat %n stages of the career.</source>
        <translation>
            <numerusform>Beat %n stage of the career.</numerusform>
            <numerusform>Beat %n stages of the career.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>{count} of %n games won</source>
        <translation>
            <numerusform>{count} of %n game won</numerusform>
            <numerusform>{count} of %n games won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n wins in a row</source>
        <translation>
            <numerusform>{count} of %n win in a row</numerusform>
            <numerusform>{count} of %n wins in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n games played</source>
        <translation>
            <numerusform>{count} of %n game played</numerusform>
            <numerusform>{count} of %n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n bluffs caught</source>
        <translation>
            <numerusform>{count} of %n bluff caught</numerusform>
            <numerusform>{count} of %n bluffs caught</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n Calzas right</source>
        <translation>
            <numerusform>{count} of %n Calza right</numerusform>
            <numerusform>{count} of %n Calzas right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{count} of %n duels won</source>
        <translation>
            <numerusform>{count} of %n duel won</numerusform>
            <numerusform>{count} of %n duels won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+1"/>
        <source>{count} of %n stages beaten</source>
        <translation>
            <numerusform>{count} of %n stage beaten</numerusform>
            <numerusform>{count} of %n stages beaten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachView</name>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/coach.py" line="+243"/>
        <source>Dudo calls right: %n</source>
        <translation>
            <numerusform>Dudo calls right: %n</numerusform>
            <numerusform>Dudo calls right: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dudo calls wrong: %n</source>
        <translation>
            <numerusform>Dudo calls wrong: %n</numerusform>
            <numerusform>Dudo calls wrong: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Calza calls right: %n</source>
        <translation>
            <numerusform>Calza calls right: %n</numerusform>
            <numerusform>Calza calls right: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Calza calls wrong: %n</source>
        <translation>
            <numerusform>Calza calls wrong: %n</numerusform>
            <numerusform>Calza calls wrong: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your bids doubted: %n</source>
        <translation>
            <numerusform>Your bids doubted: %n</numerusform>
            <numerusform>Your bids doubted: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, true when doubted: %n</source>
        <translation>
            <numerusform>, true when doubted: %n</numerusform>
            <numerusform>, true when doubted: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bluffs: %n</source>
        <translation>
            <numerusform>Your bluffs: %n</numerusform>
            <numerusform>Your bluffs: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, caught: %n</source>
        <translation>
            <numerusform>, caught: %n</numerusform>
            <numerusform>, caught: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bluffs you fell for: %n</source>
        <translation>
            <numerusform>Bluffs you fell for: %n</numerusform>
            <numerusform>Bluffs you fell for: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Good moves: %n</source>
        <translation>
            <numerusform>Good moves: %n</numerusform>
            <numerusform>Good moves: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; risky: %n</source>
        <translation>
            <numerusform>; risky: %n</numerusform>
            <numerusform>; risky: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; mistakes: %n</source>
        <translation>
            <numerusform>; mistakes: %n</numerusform>
            <numerusform>; mistakes: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message numerus="yes">
        <location filename="../../perudo_qt/ui/learning/hints.py" line="+189"/>
        <source>Your dice, and %n hidden from you; {wild}.</source>
        <translation>
            <numerusform>Your dice, and %n hidden from you; {wild}.</numerusform>
            <numerusform>Your dice, and %n hidden from you; {wild}.</numerusform>
        </translation>
    </message>
</context>
</TS>
