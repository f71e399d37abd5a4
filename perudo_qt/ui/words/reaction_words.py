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
