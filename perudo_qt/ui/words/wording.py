"""Events and bids in words, every string translatable (the engine's events carry no text)."""

from __future__ import annotations

from collections.abc import Sequence

from perudo_qt.controller.choices import Refusal
from perudo_qt.i18n import tr as tr  # the UI's modules take it from here
from perudo_qt.rules import (
    Action,
    Bid,
    BidMade,
    Calza,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    Dudo,
    DudoCalled,
    Event,
    FaceRange,
    GameOver,
    PalificoDeclared,
    PlayerEliminated,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.ui.words.faces import face_words as face_words  # its users take it from here
from perudo_qt.ui.words.faces import hand_words as hand_words
from perudo_qt.ui.words.faces import quantity_words as quantity_words


def capitalized(text: str) -> str:
    """Return ``text`` with its first letter a capital: "you 2" -> "You 2"."""
    return text[:1].upper() + text[1:]


def bid_words(bid: Bid) -> str:
    """Return a bid in words: "9 fives"."""
    return quantity_words(bid.quantity, bid.face)


def action_words(action: Action) -> str:
    """Return a choice in a few words: "9 fives", "Dudo", "Calza"."""
    if isinstance(action, Bid):
        return bid_words(action)
    return tr("Dudo") if isinstance(action, Dudo) else tr("Calza")


def percent_words(chance: float) -> str:
    """Return a chance as a whole percentage; never 0 % or 100 % unless it is certain."""
    percent = round(chance * 100)
    if 0.0 < chance < 1.0:
        percent = min(max(percent, 1), 99)
    return _percent_sign(percent)


def share_words(share: float) -> str:
    """Return a share of games or calls as a whole percentage, rounded: "40 %"."""
    return _percent_sign(round(share * 100))


def _percent_sign(percent: int) -> str:
    """Return a whole percentage as the person's language writes it: "40 %", "40%"."""
    # A number and its sign never part at the end of a line.
    return tr("{percent} %").format(percent=percent).replace(" ", "\N{NO-BREAK SPACE}")


def event_words(
    event: Event, names: Sequence[str], you: int | None = None, options: RuleOptions | None = None
) -> str:
    """Return one log line for ``event``; the person at seat ``you`` is addressed as "you".

    A palifico round's start says what its rules are under the game's ``options`` (by
    default, the default rules).
    """
    if isinstance(event, RoundStarted):
        opens = event.starting_seat == you
        if event.palifico and options is not None and options.palifico_one_die_may_change_face:
            text = (
                tr(
                    "Round {round}, palifico: you open. Pacos are not wild, and only a player "
                    "with one die may change the face."
                )
                if opens
                else tr(
                    "Round {round}, palifico: {name} opens. Pacos are not wild, and only a "
                    "player with one die may change the face."
                )
            )
        elif event.palifico:
            text = (
                tr("Round {round}, palifico: you open. Pacos are not wild and the face stays.")
                if opens
                else tr(
                    "Round {round}, palifico: {name} opens. Pacos are not wild and the face stays."
                )
            )
        else:
            text = tr("Round {round}: you open.") if opens else tr("Round {round}: {name} opens.")
        return text.format(round=event.round_number, name=names[event.starting_seat])
    if isinstance(event, BidMade):
        text = tr("You bid {bid}.") if event.seat == you else tr("{name} bids {bid}.")
        return text.format(name=names[event.seat], bid=bid_words(event.bid))
    if isinstance(event, (DudoCalled, CalzaCalled)):
        if isinstance(event, DudoCalled):
            mine, theirs = (
                tr("You call Dudo on {whose} {bid}!"),
                tr("{name} calls Dudo on {whose} {bid}!"),
            )
        else:
            mine, theirs = (
                tr("You call Calza on {whose} {bid}!"),
                tr("{name} calls Calza on {whose} {bid}!"),
            )
        whose = (
            tr("your") if event.bidder == you else tr("{name}'s").format(name=names[event.bidder])
        )
        text = mine if event.seat == you else theirs
        return text.format(name=names[event.seat], whose=whose, bid=bid_words(event.bid))
    if isinstance(event, DiceRevealed):
        return tr("The cups lift: {count}.").format(count=count_words(event))
    if isinstance(event, GameOver):
        return winner_words(event.winner, names, you)
    texts = {
        DieLost: (tr("You lose a die."), tr("{name} loses a die.")),
        DieGained: (tr("You win a die back."), tr("{name} wins a die back.")),
        PlayerEliminated: (tr("You are out of the game."), tr("{name} is out of the game.")),
        PalificoDeclared: (
            tr("You are down to one die: palifico next round!"),
            tr("{name} is down to one die: palifico next round!"),
        ),
    }[type(event)]
    return texts[0 if event.seat == you else 1].format(name=names[event.seat])


def count_words(revealed: DiceRevealed, count: int | None = None) -> str:
    """Return the (running) count of a reveal: "9 fives with pacos"."""
    shown = revealed.count if count is None else count
    dice = quantity_words(shown, revealed.bid.face)
    if revealed.wild:
        return tr("{dice} with pacos").format(dice=dice)
    return dice


def verdict_words(
    revealed: DiceRevealed,
    after: Sequence[Event],
    names: Sequence[str],
    calza: bool,
    you: int | None = None,
) -> str:
    """Return the verdict of a reveal: what was counted, how the call went, who pays.

    ``after`` are the events that followed the reveal; ``calza`` says whether it was a Calza.
    """
    quantity = revealed.bid.quantity
    head = tr("{count}, bid {quantity}").format(count=count_words(revealed), quantity=quantity)
    if calza:
        outcome = tr("exactly right") if revealed.exact else tr("not exact")
    else:
        outcome = tr("the bid stands") if revealed.bid_stands else tr("the bid fails")
    loser = next((event.seat for event in after if isinstance(event, DieLost)), None)
    gainer = next((event.seat for event in after if isinstance(event, DieGained)), None)
    if loser is not None:
        text = tr("you lose a die") if loser == you else tr("{name} loses a die")
        consequence = text.format(name=names[loser])
    elif gainer is not None:
        text = tr("you win a die back") if gainer == you else tr("{name} wins a die back")
        consequence = text.format(name=names[gainer])
    else:
        consequence = tr("nobody loses a die")
    verdict = tr("{head}: {outcome}.").format(head=head, outcome=outcome)
    return f"{verdict}\n{capitalized(consequence)}."


def dice_words(count: int) -> str:
    """Return a number of dice: "1 die", "5 dice"."""
    return tr("%n dice", "", count)


def dice_in_play_words(count: int) -> str:
    """Return the dice in play: "1 die in play", "12 dice in play"."""
    return tr("%n dice in play", "", count)


def place_words(place: int) -> str:
    """Return a finishing place: "1st" to "6th"."""
    return {
        1: tr("1st"),
        2: tr("2nd"),
        3: tr("3rd"),
        4: tr("4th"),
        5: tr("5th"),
        6: tr("6th"),
    }.get(place, str(place))


def level_words() -> dict[str, tuple[str, str]]:
    """Each bot level's name and one line on how it plays (a new level needs one line here)."""
    return {
        "easy": (tr("Easy"), tr("Miscounts, forgets that pacos are wild, bids carelessly.")),
        "normal": (tr("Normal"), tr("Plays the odds of its own dice and reads your bids.")),
        "hard": (
            tr("Hard"),
            tr("Learns how each player bids and plays close rounds out to the end."),
        ),
        "expert": (
            tr("Expert"),
            tr("Plays the final duels like a solved game; mixes its bluffs so no habit beats it."),
        ),
    }


def level_name(level: str) -> str:
    """Return a level's display name; any other bot (one loaded from a file) is a "Plugin"."""
    return level_words().get(level, (tr("Plugin"), ""))[0]


def personality_name(preset: str, feminine: bool = False) -> str:
    """Return a personality preset's display name, said of a woman if ``feminine``."""
    if feminine:
        names = {
            "balanced": tr("the Balanced Player", "said of a woman"),
            "accountant": tr("the Cautious Accountant", "said of a woman"),
            "pirate": tr("the Pirate", "said of a woman"),
            "skeptic": tr("the Skeptic", "said of a woman"),
            "gambler": tr("the Gambler", "said of a woman"),
        }
    else:
        names = {
            "balanced": tr("the Balanced Player"),
            "accountant": tr("the Cautious Accountant"),
            "pirate": tr("the Pirate"),
            "skeptic": tr("the Skeptic"),
            "gambler": tr("the Gambler"),
        }
    return names.get(preset, preset)


def bot_kind_words(level: str, personality: str, feminine: bool = False) -> str:
    """Return a bot's level and personality as its plate says them: "Easy · the Pirate".

    A bot of its level's own style ("") is named by its level alone; ``feminine``: a woman
    sits there (a career character), and the personality is said of her.
    """
    name = level_name(level)
    if not personality:
        return name
    return tr("{level} · {personality}").format(
        level=name, personality=personality_name(personality, feminine)
    )


def personality_words() -> dict[str, str]:
    """Each personality preset's one line on its style ("" is the level's own style)."""
    return {
        "": tr("The level's own style."),
        "balanced": tr("Bluffs sometimes, doubts when the odds say so."),
        "accountant": tr("Almost never bluffs and bids only what the dice support."),
        "pirate": tr("Bluffs often and raises boldly."),
        "skeptic": tr("Calls Dudo at the first doubt."),
        "gambler": tr("Loves a risky Calza."),
    }


def refusal_message(refusal: Refusal, names: Sequence[str]) -> str:
    """Say in the game's words why the person's action was not taken (no rule ids)."""
    action = refusal.action
    if not refusal.rule:
        return tr("Wait a moment: the table is still showing the last move.")
    if refusal.case == "over":
        return tr("The game is over.")
    if refusal.case == "out":
        return tr("You are out of this game: you can watch, but not play.")
    if isinstance(action, Calza):
        return {
            "off": tr("Calza is not played at this table (see the rules in the settings)."),
            "no_bid": tr("You need a bid on the table before you can call Calza."),
            "own_bid": tr("You cannot call Calza on your own bid."),
            "palifico": tr("No Calza in a palifico round at this table."),
            "two_left": tr("No Calza when only two players are left at this table."),
        }.get(refusal.case, tr("You cannot call Calza now."))
    if refusal.rule == "R7" and refusal.current_seat is not None:
        return tr("Wait for your turn: it is {name}'s.").format(name=names[refusal.current_seat])
    if isinstance(action, Dudo):
        return tr("You need a bid on the table before you can call Dudo.")
    if isinstance(action, Bid) and refusal.allowed is not None:
        return tr("You cannot bid {bid}: {why}").format(
            bid=bid_words(action), why=refusal_words(refusal.allowed, refusal.standing)
        )
    return tr("That move is not allowed now.")


def refusal_words(allowed: FaceRange, standing: Bid | None) -> str:
    """Explain why a face cannot be bid now, or the least quantity it needs (for tooltips)."""
    faces = face_words(allowed.face)
    if allowed.minimum is None:
        if standing is None:
            return tr("A round opens on pacos only in a palifico round.")
        if allowed.rule == "R14":
            return tr("In a palifico round every bid stays on {faces}.").format(
                faces=face_words(standing.face)
            )
        return tr("With single-step raises, the face cannot go down after {bid}.").format(
            bid=bid_words(standing)
        )
    if standing is None:
        return tr("Open with any number of {faces}.").format(faces=faces)
    if allowed.maximum is not None:
        return tr("With single-step raises, {faces} only at {quantity}.").format(
            faces=faces, quantity=allowed.maximum
        )
    rule_text = {
        "R8": tr("After {bid}, {faces} need at least {minimum}."),
        "R9": tr("After {bid}, pacos need at least half, rounded up: {minimum}."),
        "R10": tr("After {bid}, pacos need at least {minimum}."),
        "R11": tr("After {bid}, another face needs twice as many plus one: {minimum}."),
        "R14": tr("In a palifico round, after {bid}, {faces} need at least {minimum}."),
    }[allowed.rule]
    return rule_text.format(bid=bid_words(standing), faces=faces, minimum=allowed.minimum)


DIE_GLYPHS = "⚀⚁⚂⚃⚄⚅"
"""The die faces as text, one to six (⚀, one pip, is the paco)."""


def dice_glyphs(faces: Sequence[int]) -> str:
    """Return dice as die glyphs: "⚀⚀⚄"."""
    return "".join(DIE_GLYPHS[face - 1] for face in faces)


def short_name(name: str, longest: int = 12) -> str:
    """Return a name short enough for a tally: its first word, cut with "…" if still long."""
    words = name.split()
    first = words[0] if words else name
    return first if len(first) <= longest else first[: longest - 1] + "…"


def tally_words(tally: Sequence[tuple[int, int]], names: Sequence[str], you: int | None) -> str:
    """Return how many dice counted per seat: "Ana 2 · Bruno 3 · you 0"."""
    words = [
        (tr("you {count}") if seat == you else tr("{name} {count}")).format(
            name=names[seat], count=count
        )
        for seat, count in tally
    ]
    if tally and tally[0][0] == you:  # our own word, never a name: a capital to start with
        words[0] = capitalized(words[0])
    return " · ".join(words)


def continue_words(keys: str, recall: bool = False) -> str:
    """Return the hint shown while the table holds on a reveal: ``keys`` go on ("Space")."""
    if recall:
        return tr("Last round's reveal. Click or press {keys} to go back to the game.").format(
            keys=keys
        )
    return tr("Click or press {keys} to continue").format(keys=keys)


def winner_words(winner: int, names: Sequence[str], you: int | None) -> str:
    """Return who won the game, addressing the person as "you"."""
    text = tr("You win the game!") if winner == you else tr("{name} wins the game!")
    return text.format(name=names[winner])
