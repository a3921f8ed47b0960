"""The games the device plays, one registry: each is a package ui.KIND,
its face in its __init__ and its parts beside it (each named from the
package's own name), loaded only when that game is played or resumed.

The face's contract: every name the shell (ui.session, ui.teller, ui.app,
ui.in_game, ui.saved, ui.session_resume) reaches through a game's face,
written once; tools/house.py checks that each face defines every name
(those marked ? may be left out) and that the shell reaches for no other.

  table           (app) -> its table screen, built
  PAGES           its pages module: OPTIONS and MOMENTS and INTROS (Learn
                  to play), result(session, cols) -> (title, lines);
                  passing(session, seat) where the game has pass screens
  HINT            the module a hint is followed in: follow(screen, hint);
                  where the game has one, the last hand looked at again:
                  last_hand(session, cols) -> its rows
  COACH?          where the game has a coach (session.coached), its
                  module: page(session) -> the page's rows
  PICK            the module a hint is chosen in: hint(session) -> action
  TOLD            event kinds whose telling changes the scores told
  WATCHED         event kinds the whole table watches (the device is with
                  the table after them: a pass screen before the next secret)
  STEPPED         event kinds held until OK at the pace "step"
  new_game        (options, seed) -> the engine's game
  aids            (game): load what its players and the hint use, while
                  the heap is clear (let go at the result)
  actions_room    (game) -> actions its record makes room for at the start
  player          (level, seed) -> a computer player: choose(game, seat)
  seat_name       (base, i, game, human) -> the seat's name on screen
  has_secret      (game, seat) -> does the seat hold what others may not see
  scores          (game) -> the scores now, a list
  score_told      (scores, event): the scores as the event is told (in place)
  status_count    (teller) -> the count the status LEDs show, or None
  show_leds       (leds, teller): the strip as told (its one feeder: the app
                  calls it once a frame the table changed in)
  reset_leds      (leds, teller): the strip at a game's start or resume
  tally           (event, game, counts): the event into each seat's statistics
  before          (session, action): the table and the game's work readied
                  for the action (session.pending: work left for after the
                  frame that shows it)
  think           (session, flush) -> is work left? A slice of the game's
                  work between frames (at most about 2 M instructions: the
                  coach's weighing, ahead of a human's move while they think,
                  session.ahead, or left by it); all the move left if flush
  sync            (teller): the table as the game is now
  tell            (teller, event): the table moved on by one event as told
  mark            (teller, marker, value): one of the game's markers (ui.teller:
                  small ints from 2 up) of lines() told
  SILENT          its markers told on a resumed game's silent telling too
                  (those that move the table, not words)
  to_tell         (event) -> what the teller keeps of it until it is told
  lines           (event, names) -> [(text or marker, ms or value, cue)]
"""

from ui.modules import load

GAMES = ("cribbage", "trash")
TITLES = ("Cribbage", "Trash")


def rules(kind):
    """The module of game `kind`; ValueError for a game we do not have."""
    if kind not in GAMES:
        raise ValueError("unknown game %r" % (kind,))
    return load("ui." + kind)


def saved(number):
    """The kind of game a save names by its number (engine.savegame: its
    place in GAMES); ValueError, in words, for a game this device does not
    have (a save from a device with more)."""
    if not 0 <= number < len(GAMES):
        raise ValueError("the saved game is of a game this device does not have (number %d)" % number)
    return GAMES[number]


def title(kind):
    return TITLES[GAMES.index(kind)]

