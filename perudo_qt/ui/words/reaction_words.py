"""What characters say when they react: every line in the player's language.

Which line is said, and when, is decided in ``perudo_qt.career.reactions`` from public events
only; this module only words it.
"""

from __future__ import annotations

from perudo_qt.career.reactions import Moment
from perudo_qt.i18n import tr


def reaction_words(personality: str, moment: Moment, index: int) -> str:
    """Return line ``index`` of what a character of ``personality`` says at ``moment``.

    Raises:
        KeyError: the personality has no lines.
        IndexError: it has no line ``index`` for that moment.
    """
    return reaction_lines(personality)[moment][index]


def character_lines(character: str) -> dict[Moment, tuple[str, ...]]:
    """Return the lines the career character whose id is ``character`` says besides its voice's.

    Each character has two of its own for every moment, in its story's words (see
    ``perudo_qt.ui.words.character_words``), translated.

    Raises:
        KeyError: no character has that id.
    """
    lines: dict[tuple[str, Moment], tuple[str, ...]] = {
        ("mateo", Moment.BIG_RAISE): (
            tr("Is that allowed? I'm doing it!", "Mateo reacts: its own big raise"),
            tr("Grandma always bid big.", "Mateo reacts: its own big raise"),
        ),
        ("mateo", Moment.DOUBTED): (
            tr("Wait, was that too many?", "Mateo reacts: Dudo on its bid"),
            tr("Oh no. Let's look, I guess.", "Mateo reacts: Dudo on its bid"),
        ),
        ("mateo", Moment.BLUFF_CAUGHT): (
            tr("I actually got one right!", "Mateo reacts: it caught a bluff"),
            tr("Grandma would be proud.", "Mateo reacts: it caught a bluff"),
        ),
        ("mateo", Moment.LOST_DIE): (
            tr("Oops! Still learning.", "Mateo reacts: it lost a die"),
            tr("I'll get the hang of it.", "Mateo reacts: it lost a die"),
        ),
        ("mateo", Moment.WON_DIE): (
            tr("Did I win that? I did!", "Mateo reacts: a call went its way"),
            tr("Beginner's luck!", "Mateo reacts: a call went its way"),
        ),
        ("mateo", Moment.WON_GAME): (
            tr("I won? Wait till Grandma hears!", "Mateo reacts: it won the game"),
            tr("Best summer game ever!", "Mateo reacts: it won the game"),
        ),
        ("lucia", Moment.BIG_RAISE): (
            tr("Just this once, a bigger bid.", "Lucía reacts: its own big raise"),
            tr("Counted twice. It holds.", "Lucía reacts: its own big raise"),
        ),
        ("lucia", Moment.DOUBTED): (
            tr("I counted twice. Lift away.", "Lucía reacts: Dudo on its bid"),
            tr("Every coin is accounted for.", "Lucía reacts: Dudo on its bid"),
        ),
        ("lucia", Moment.BLUFF_CAUGHT): (
            tr("Your sums didn't add up.", "Lucía reacts: it caught a bluff"),
            tr("Short change. I noticed.", "Lucía reacts: it caught a bluff"),
        ),
        ("lucia", Moment.LOST_DIE): (
            tr("That one slipped off the scale.", "Lucía reacts: it lost a die"),
            tr("A bad day at the stall.", "Lucía reacts: it lost a die"),
        ),
        ("lucia", Moment.WON_DIE): (
            tr("The books balance again.", "Lucía reacts: a call went its way"),
            tr("Fresh from the count.", "Lucía reacts: a call went its way"),
        ),
        ("lucia", Moment.WON_GAME): (
            tr("Not a single coin wasted.", "Lucía reacts: it won the game"),
            tr("Back to the stall, richer.", "Lucía reacts: it won the game"),
        ),
        ("barnaby", Moment.BIG_RAISE): (
            tr("Yo ho! Higher still!", "Barnaby reacts: its own big raise"),
            tr("A bid fit for a captain!", "Barnaby reacts: its own big raise"),
        ),
        ("barnaby", Moment.DOUBTED): (
            tr("Doubt me? Arr, fair enough.", "Barnaby reacts: Dudo on its bid"),
            tr("Uh... lift them slowly.", "Barnaby reacts: Dudo on its bid"),
        ),
        ("barnaby", Moment.BLUFF_CAUGHT): (
            tr("Takes a bluffer to know one!", "Barnaby reacts: it caught a bluff"),
            tr("Caught ye, landlubber!", "Barnaby reacts: it caught a bluff"),
        ),
        ("barnaby", Moment.LOST_DIE): (
            tr("Overboard goes another one.", "Barnaby reacts: it lost a die"),
            tr("Arr. Swabbing duty again.", "Barnaby reacts: it lost a die"),
        ),
        ("barnaby", Moment.WON_DIE): (
            tr("Fortune favours the loud!", "Barnaby reacts: a call went its way"),
            tr("Who's swabbing now?", "Barnaby reacts: a call went its way"),
        ),
        ("barnaby", Moment.WON_GAME): (
            tr("A ship of my own, here I come!", "Barnaby reacts: it won the game"),
            tr("Drinks are on the captain! Me!", "Barnaby reacts: it won the game"),
        ),
        ("ines", Moment.BIG_RAISE): (
            tr("The arithmetic says yes.", "Inés reacts: its own big raise"),
            tr("A measured step up.", "Inés reacts: its own big raise"),
        ),
        ("ines", Moment.DOUBTED): (
            tr("Let's check the working.", "Inés reacts: Dudo on its bid"),
            tr("Show your dice, then.", "Inés reacts: Dudo on its bid"),
        ),
        ("ines", Moment.BLUFF_CAUGHT): (
            tr("That answer was wrong.", "Inés reacts: it caught a bluff"),
            tr("See me after class.", "Inés reacts: it caught a bluff"),
        ),
        ("ines", Moment.LOST_DIE): (
            tr("A fair correction.", "Inés reacts: it lost a die"),
            tr("Noted. I'll learn from it.", "Inés reacts: it lost a die"),
        ),
        ("ines", Moment.WON_DIE): (
            tr("Correct, as expected.", "Inés reacts: a call went its way"),
            tr("Full marks on that one.", "Inés reacts: a call went its way"),
        ),
        ("ines", Moment.WON_GAME): (
            tr("Class dismissed.", "Inés reacts: it won the game"),
            tr("A tidy game, well played.", "Inés reacts: it won the game"),
        ),
        ("rosa", Moment.BIG_RAISE): (
            tr("It's all in the ledger.", "Rosa reacts: its own big raise"),
            tr("Backed by my own dice.", "Rosa reacts: its own big raise"),
        ),
        ("rosa", Moment.DOUBTED): (
            tr("Audit away.", "Rosa reacts: Dudo on its bid"),
            tr("My books are in order.", "Rosa reacts: Dudo on its bid"),
        ),
        ("rosa", Moment.BLUFF_CAUGHT): (
            tr("Creative accounting, was it?", "Rosa reacts: it caught a bluff"),
            tr("That bid didn't reconcile.", "Rosa reacts: it caught a bluff"),
        ),
        ("rosa", Moment.LOST_DIE): (
            tr("One entry in red.", "Rosa reacts: it lost a die"),
            tr("I'll balance it next round.", "Rosa reacts: it lost a die"),
        ),
        ("rosa", Moment.WON_DIE): (
            tr("Credited to my account.", "Rosa reacts: a call went its way"),
            tr("The ledger agrees with me.", "Rosa reacts: a call went its way"),
        ),
        ("rosa", Moment.WON_GAME): (
            tr("Closing the books. In profit.", "Rosa reacts: it won the game"),
            tr("All accounts settled.", "Rosa reacts: it won the game"),
        ),
        ("greta", Moment.BIG_RAISE): (
            tr("Believe this one. Or don't.", "Greta reacts: its own big raise"),
            tr("Doubt me, if you dare.", "Greta reacts: its own big raise"),
        ),
        ("greta", Moment.DOUBTED): (
            tr("Fine. Seeing is believing.", "Greta reacts: Dudo on its bid"),
            tr("You doubt me? Good habit.", "Greta reacts: Dudo on its bid"),
        ),
        ("greta", Moment.BLUFF_CAUGHT): (
            tr("I didn't believe a word.", "Greta reacts: it caught a bluff"),
            tr("Told you. Never trust a bid.", "Greta reacts: it caught a bluff"),
        ),
        ("greta", Moment.LOST_DIE): (
            tr("Hmph. I should have seen it.", "Greta reacts: it lost a die"),
            tr("Show me again. Slowly.", "Greta reacts: it lost a die"),
        ),
        ("greta", Moment.WON_DIE): (
            tr("I only trust what I see.", "Greta reacts: a call went its way"),
            tr("Seen it. Believed it.", "Greta reacts: a call went its way"),
        ),
        ("greta", Moment.WON_GAME): (
            tr("Trust no one. Works every time.", "Greta reacts: it won the game"),
            tr("Seeing is winning.", "Greta reacts: it won the game"),
        ),
        ("django", Moment.BIG_RAISE): (
            tr("Double or nothing, friends!", "Django reacts: its own big raise"),
            tr("Let the dice dance!", "Django reacts: its own big raise"),
        ),
        ("django", Moment.DOUBTED): (
            tr("Roll with it. Lift!", "Django reacts: Dudo on its bid"),
            tr("A gamble's a gamble.", "Django reacts: Dudo on its bid"),
        ),
        ("django", Moment.BLUFF_CAUGHT): (
            tr("Nice tune, wrong notes.", "Django reacts: it caught a bluff"),
            tr("Even I wouldn't bet on that.", "Django reacts: it caught a bluff"),
        ),
        ("django", Moment.LOST_DIE): (
            tr("The house wins this one, amigo.", "Django reacts: it lost a die"),
            tr("Next hand is mine, amigo.", "Django reacts: it lost a die"),
        ),
        ("django", Moment.WON_DIE): (
            tr("Lady Luck, my old friend!", "Django reacts: a call went its way"),
            tr("The dice love me tonight.", "Django reacts: a call went its way"),
        ),
        ("django", Moment.WON_GAME): (
            tr("Jackpot, amigos!", "Django reacts: it won the game"),
            tr("What a night at the table!", "Django reacts: it won the game"),
        ),
        ("morgana", Moment.BIG_RAISE): (
            tr("Raise the black flag!", "Morgana reacts: its own big raise"),
            tr("I sail where you dare not.", "Morgana reacts: its own big raise"),
        ),
        ("morgana", Moment.DOUBTED): (
            tr("Bold. Let's see if it pays.", "Morgana reacts: Dudo on its bid"),
            tr("You'd challenge your captain?", "Morgana reacts: Dudo on its bid"),
        ),
        ("morgana", Moment.BLUFF_CAUGHT): (
            tr("I read you like a sea chart.", "Morgana reacts: it caught a bluff"),
            tr("Walk the plank, liar.", "Morgana reacts: it caught a bluff"),
        ),
        ("morgana", Moment.LOST_DIE): (
            tr("A scratch. Nothing more.", "Morgana reacts: it lost a die"),
            tr("You'll pay for that one.", "Morgana reacts: it lost a die"),
        ),
        ("morgana", Moment.WON_DIE): (
            tr("Another prize for my hold.", "Morgana reacts: a call went its way"),
            tr("Surrender is wiser.", "Morgana reacts: a call went its way"),
        ),
        ("morgana", Moment.WON_GAME): (
            tr("Your ship is mine now.", "Morgana reacts: it won the game"),
            tr("The sea has a new queen.", "Morgana reacts: it won the game"),
        ),
        ("viktor", Moment.BIG_RAISE): (
            tr("Declared in full.", "Viktor reacts: its own big raise"),
            tr("Nothing to hide. Inspect it.", "Viktor reacts: its own big raise"),
        ),
        ("viktor", Moment.DOUBTED): (
            tr("Inspect if you wish.", "Viktor reacts: Dudo on its bid"),
            tr("My papers are in order.", "Viktor reacts: Dudo on its bid"),
        ),
        ("viktor", Moment.BLUFF_CAUGHT): (
            tr("Undeclared goods. Confiscated.", "Viktor reacts: it caught a bluff"),
            tr("Thirty years. I know a lie.", "Viktor reacts: it caught a bluff"),
        ),
        ("viktor", Moment.LOST_DIE): (
            tr("A rare oversight.", "Viktor reacts: it lost a die"),
            tr("That slipped past customs.", "Viktor reacts: it lost a die"),
        ),
        ("viktor", Moment.WON_DIE): (
            tr("Stamped and approved.", "Viktor reacts: a call went its way"),
            tr("The inspection is complete.", "Viktor reacts: a call went its way"),
        ),
        ("viktor", Moment.WON_GAME): (
            tr("Everything checked. You may go.", "Viktor reacts: it won the game"),
            tr("Case closed.", "Viktor reacts: it won the game"),
        ),
        ("soledad", Moment.BIG_RAISE): (
            tr("The odds are on my side.", "Soledad reacts: its own big raise"),
            tr("Calculated, not reckless.", "Soledad reacts: its own big raise"),
        ),
        ("soledad", Moment.DOUBTED): (
            tr("Let the sample speak.", "Soledad reacts: Dudo on its bid"),
            tr("Interesting. Let's verify.", "Soledad reacts: Dudo on its bid"),
        ),
        ("soledad", Moment.BLUFF_CAUGHT): (
            tr("Your bid told me everything.", "Soledad reacts: it caught a bluff"),
            tr("Improbable, as I thought.", "Soledad reacts: it caught a bluff"),
        ),
        ("soledad", Moment.LOST_DIE): (
            tr("Variance. It happens.", "Soledad reacts: it lost a die"),
            tr("Unlikely, but possible.", "Soledad reacts: it lost a die"),
        ),
        ("soledad", Moment.WON_DIE): (
            tr("As the numbers predicted.", "Soledad reacts: a call went its way"),
            tr("Expected value, collected.", "Soledad reacts: a call went its way"),
        ),
        ("soledad", Moment.WON_GAME): (
            tr("That goes in the third edition.", "Soledad reacts: it won the game"),
            tr("The theory holds.", "Soledad reacts: it won the game"),
        ),
        ("ezra", Moment.BIG_RAISE): (
            tr("Fortune favours the drifter.", "Ezra reacts: its own big raise"),
            tr("Why stop now?", "Ezra reacts: its own big raise"),
        ),
        ("ezra", Moment.DOUBTED): (
            tr("Every port has a doubter.", "Ezra reacts: Dudo on its bid"),
            tr("Lift them. I've seen worse.", "Ezra reacts: Dudo on its bid"),
        ),
        ("ezra", Moment.BLUFF_CAUGHT): (
            tr("Even drifters know the odds.", "Ezra reacts: it caught a bluff"),
            tr("I've met your kind in every port.", "Ezra reacts: it caught a bluff"),
        ),
        ("ezra", Moment.LOST_DIE): (
            tr("The tide goes out. It comes back.", "Ezra reacts: it lost a die"),
            tr("Next port, better luck.", "Ezra reacts: it lost a die"),
        ),
        ("ezra", Moment.WON_DIE): (
            tr("Another purse for the road.", "Ezra reacts: a call went its way"),
            tr("Thank you kindly.", "Ezra reacts: a call went its way"),
        ),
        ("ezra", Moment.WON_GAME): (
            tr("Time to find the next port.", "Ezra reacts: it won the game"),
            tr("Your purse travels with me now.", "Ezra reacts: it won the game"),
        ),
        ("condor", Moment.BIG_RAISE): (
            tr("From up here, I see far.", "El Cóndor reacts: its own big raise"),
            tr("The mountain air is clear.", "El Cóndor reacts: its own big raise"),
        ),
        ("condor", Moment.DOUBTED): (
            tr("Patience. Let us see.", "El Cóndor reacts: Dudo on its bid"),
            tr("The wind will tell.", "El Cóndor reacts: Dudo on its bid"),
        ),
        ("condor", Moment.BLUFF_CAUGHT): (
            tr("The condor sees all.", "El Cóndor reacts: it caught a bluff"),
            tr("Nothing hides from above.", "El Cóndor reacts: it caught a bluff"),
        ),
        ("condor", Moment.LOST_DIE): (
            tr("Even condors land.", "El Cóndor reacts: it lost a die"),
            tr("A feather lost. No more.", "El Cóndor reacts: it lost a die"),
        ),
        ("condor", Moment.WON_DIE): (
            tr("As the mountain wills.", "El Cóndor reacts: a call went its way"),
            tr("High winds carry me.", "El Cóndor reacts: a call went its way"),
        ),
        ("condor", Moment.WON_GAME): (
            tr("Few reach the summit.", "El Cóndor reacts: it won the game"),
            tr("Come back when you can fly.", "El Cóndor reacts: it won the game"),
        ),
    }
    return {moment: lines[character, moment] for moment in Moment}


def reaction_lines(personality: str) -> dict[Moment, tuple[str, ...]]:
    """Return every line of ``personality``, by moment, translated.

    Raises:
        KeyError: the personality has no lines.
    """
    lines: dict[tuple[str, Moment], tuple[str, ...]] = {
        ("balanced", Moment.BIG_RAISE): (
            tr("Let's make this interesting.", "balanced reacts: its own big raise"),
            tr("A little higher, why not?", "balanced reacts: its own big raise"),
            tr("I'll take that step.", "balanced reacts: its own big raise"),
        ),
        ("balanced", Moment.DOUBTED): (
            tr("Go on then, lift the cups.", "balanced reacts: Dudo on its bid"),
            tr("Fair enough, let's look.", "balanced reacts: Dudo on its bid"),
            tr("We'll see who's right.", "balanced reacts: Dudo on its bid"),
        ),
        ("balanced", Moment.BLUFF_CAUGHT): (
            tr("I knew it didn't add up.", "balanced reacts: it caught a bluff"),
            tr("Nice try!", "balanced reacts: it caught a bluff"),
            tr("Caught you fair and square.", "balanced reacts: it caught a bluff"),
        ),
        ("balanced", Moment.LOST_DIE): (
            tr("Well played.", "balanced reacts: it lost a die"),
            tr("That one's on me.", "balanced reacts: it lost a die"),
            tr("Easy come, easy go.", "balanced reacts: it lost a die"),
        ),
        ("balanced", Moment.WON_DIE): (
            tr("That went my way.", "balanced reacts: a call went its way"),
            tr("Just as I counted.", "balanced reacts: a call went its way"),
            tr("One for me.", "balanced reacts: a call went its way"),
        ),
        ("balanced", Moment.WON_GAME): (
            tr("Good game, everyone!", "balanced reacts: it won the game"),
            tr("Thanks for the game.", "balanced reacts: it won the game"),
            tr("That was a fine table.", "balanced reacts: it won the game"),
        ),
        ("accountant", Moment.BIG_RAISE): (
            tr("The numbers allow it.", "accountant reacts: its own big raise"),
            tr("I've checked twice.", "accountant reacts: its own big raise"),
            tr("A calculated step.", "accountant reacts: its own big raise"),
        ),
        ("accountant", Moment.DOUBTED): (
            tr("My figures are in order.", "accountant reacts: Dudo on its bid"),
            tr("Audit me, then.", "accountant reacts: Dudo on its bid"),
            tr("I never bid what I can't count.", "accountant reacts: Dudo on its bid"),
        ),
        ("accountant", Moment.BLUFF_CAUGHT): (
            tr("The books didn't balance.", "accountant reacts: it caught a bluff"),
            tr("Your numbers were off.", "accountant reacts: it caught a bluff"),
            tr("I always check the sums.", "accountant reacts: it caught a bluff"),
        ),
        ("accountant", Moment.LOST_DIE): (
            tr("An accounting error.", "accountant reacts: it lost a die"),
            tr("I'll note that in the ledger.", "accountant reacts: it lost a die"),
            tr("Hmm. A rounding mistake.", "accountant reacts: it lost a die"),
        ),
        ("accountant", Moment.WON_DIE): (
            tr("As the figures predicted.", "accountant reacts: a call went its way"),
            tr("Balanced to the last die.", "accountant reacts: a call went its way"),
            tr("Exactly as expected.", "accountant reacts: a call went its way"),
        ),
        ("accountant", Moment.WON_GAME): (
            tr("The accounts are closed.", "accountant reacts: it won the game"),
            tr("Profit, at last.", "accountant reacts: it won the game"),
            tr("A tidy result.", "accountant reacts: it won the game"),
        ),
        ("pirate", Moment.BIG_RAISE): (
            tr("Hoist the sails!", "pirate reacts: its own big raise"),
            tr("Ha! More dice, more fun!", "pirate reacts: its own big raise"),
            tr("Full speed ahead!", "pirate reacts: its own big raise"),
        ),
        ("pirate", Moment.DOUBTED): (
            tr("You dare doubt a pirate?", "pirate reacts: Dudo on its bid"),
            tr("Lift them, landlubber!", "pirate reacts: Dudo on its bid"),
            tr("Bold move, matey.", "pirate reacts: Dudo on its bid"),
        ),
        ("pirate", Moment.BLUFF_CAUGHT): (
            tr("A pirate knows a bluff!", "pirate reacts: it caught a bluff"),
            tr("Ha! Walk the plank!", "pirate reacts: it caught a bluff"),
            tr("You can't fool an old sea dog.", "pirate reacts: it caught a bluff"),
        ),
        ("pirate", Moment.LOST_DIE): (
            tr("Arr, a mere scratch!", "pirate reacts: it lost a die"),
            tr("The sea takes its share.", "pirate reacts: it lost a die"),
            tr("I'll win it back!", "pirate reacts: it lost a die"),
        ),
        ("pirate", Moment.WON_DIE): (
            tr("Into my treasure chest!", "pirate reacts: a call went its way"),
            tr("Yo ho ho!", "pirate reacts: a call went its way"),
            tr("Plunder!", "pirate reacts: a call went its way"),
        ),
        ("pirate", Moment.WON_GAME): (
            tr("The treasure is mine!", "pirate reacts: it won the game"),
            tr("Victory, you scallywags!", "pirate reacts: it won the game"),
            tr("Drinks for the crew!", "pirate reacts: it won the game"),
        ),
        ("skeptic", Moment.BIG_RAISE): (
            tr("Doubt that, if you can.", "skeptic reacts: its own big raise"),
            tr("This one I believe.", "skeptic reacts: its own big raise"),
            tr("Now you'll have to think.", "skeptic reacts: its own big raise"),
        ),
        ("skeptic", Moment.DOUBTED): (
            tr("You doubt me? Bold.", "skeptic reacts: Dudo on its bid"),
            tr("Go ahead, check.", "skeptic reacts: Dudo on its bid"),
            tr("Ironic, isn't it?", "skeptic reacts: Dudo on its bid"),
        ),
        ("skeptic", Moment.BLUFF_CAUGHT): (
            tr("I didn't believe you for a second.", "skeptic reacts: it caught a bluff"),
            tr("Told you so.", "skeptic reacts: it caught a bluff"),
            tr("Never trust a round number.", "skeptic reacts: it caught a bluff"),
        ),
        ("skeptic", Moment.LOST_DIE): (
            tr("I should have doubted that.", "skeptic reacts: it lost a die"),
            tr("Hmm, it was true after all.", "skeptic reacts: it lost a die"),
            tr("Fine. Noted.", "skeptic reacts: it lost a die"),
        ),
        ("skeptic", Moment.WON_DIE): (
            tr("Doubt pays.", "skeptic reacts: a call went its way"),
            tr("Just as I suspected.", "skeptic reacts: a call went its way"),
            tr("Trust nobody.", "skeptic reacts: a call went its way"),
        ),
        ("skeptic", Moment.WON_GAME): (
            tr("I doubted everyone, and I won.", "skeptic reacts: it won the game"),
            tr("Skepticism wins again.", "skeptic reacts: it won the game"),
            tr("Not bad. Not bad at all.", "skeptic reacts: it won the game"),
        ),
        ("gambler", Moment.BIG_RAISE): (
            tr("All in!", "gambler reacts: its own big raise"),
            tr("Feeling lucky tonight!", "gambler reacts: its own big raise"),
            tr("Let's double it!", "gambler reacts: its own big raise"),
        ),
        ("gambler", Moment.DOUBTED): (
            tr("Lift the cups, let's see!", "gambler reacts: Dudo on its bid"),
            tr("Luck is on my side.", "gambler reacts: Dudo on its bid"),
            tr("I bet you'll regret it.", "gambler reacts: Dudo on its bid"),
        ),
        ("gambler", Moment.BLUFF_CAUGHT): (
            tr("Ha, I'd have bet on that!", "gambler reacts: it caught a bluff"),
            tr("Lady Luck whispered to me.", "gambler reacts: it caught a bluff"),
            tr("Your luck ran out.", "gambler reacts: it caught a bluff"),
        ),
        ("gambler", Moment.LOST_DIE): (
            tr("Win some, lose some.", "gambler reacts: it lost a die"),
            tr("The dice are fickle.", "gambler reacts: it lost a die"),
            tr("The next one is mine.", "gambler reacts: it lost a die"),
        ),
        ("gambler", Moment.WON_DIE): (
            tr("Jackpot!", "gambler reacts: a call went its way"),
            tr("The odds love me.", "gambler reacts: a call went its way"),
            tr("Lucky me!", "gambler reacts: a call went its way"),
        ),
        ("gambler", Moment.WON_GAME): (
            tr("Time to cash in!", "gambler reacts: it won the game"),
            tr("Tonight, I'm the house!", "gambler reacts: it won the game"),
            tr("What a streak!", "gambler reacts: it won the game"),
        ),
    }
    return {moment: lines[personality, moment] for moment in Moment}
