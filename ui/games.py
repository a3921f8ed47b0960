"""The games the device plays, one registry: each is a package ui.KIND,
its face in ui.KIND.rules (what a session calls its rules) and its parts
beside it (each named from the package's name), loaded only when that
game is played or resumed; its menu module (ui.KIND.menu) when a menu
needs its own. The folder has no __init__ (a namespace package): loading
one part loads no other.

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

The menu module's contract (ui.KIND.menu: what the settings, the setup
and the statistics need of a game, loaded by them, never for play):

  menu.OPTIONS    its rules: (key, label, allowed values), the default
                  first; the first row its table (or number of players)
  menu.SEATS      (its settings' key, a seat kind per place at most)
  menu.MEANS      {key or (key, value): what it means, 20 columns}
  menu.WORDS      {(key, value): the words a value is shown in}
  menu.seats      (first option's value) -> how many seats play
  menu.FIELDS     its statistics' counts by name, a seat's: "games",
                  "wins", "learned" first (ui.stats), then its own (tally
                  names them; one "best..." keeps the highest)
  menu.LEGACY?    where each was in a record of before the games kept
                  their own
  menu.page       (name, {field: count}) -> its statistics' page of a seat
"""

from ui.modules import load

GAMES = ("cribbage", "trash")
TITLES = ("Cribbage", "Trash")
MENU = "ui.%s.menu"  # each game's menu module


def rules(kind):
    """The module of game `kind`; ValueError for a game we do not have."""
    if kind not in GAMES:
        raise ValueError("unknown game %r" % (kind,))
    return load("ui.%s.rules" % kind)


