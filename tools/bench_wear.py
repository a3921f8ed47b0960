"""Flash wear per game: `python -m tools.bench_wear`.

Plays whole games through ui.session (each human seat played by the
'normal' chooser of tools.autoplay, the computers at their level) with the
board's store (ui.store: settings, statistics and the game, one record) in
a model of microcontroller.nvm as CircuitPython writes it
(tools.flash_model), and prints the hands and writes per game, the erases
of the busiest erase unit per game, and how many games it takes that unit
to reach the endurance both chips' datasheets give: 10,000 erase cycles
(docs/saves.md, "Flash wear"). Written: each hand's start (the new game's deal
too) and the game's end with its statistics, as the app does; a player's
pauses and decisions left 20 s add one write each."""

from tools.autoplay import play
from tools.flash_model import NRF52840, SAMD51, Flash
from ui.session import Session
from ui.stats import Stats
from ui.store import Store

ENDURANCE = 10000
GAMES = 12
TABLES = [
    ("Cribbage 2p, one human", "cribbage", {"table": "2p6"}, ["human", "normal"]),
    ("Cribbage 2p, two humans", "cribbage", {"table": "2p6"}, ["human", "human"]),
    ("Cribbage 3p, one human", "cribbage", {"table": "3p"}, ["human", "normal", "normal"]),
    ("Cribbage 4p, one human", "cribbage", {"table": "4p"}, ["human", "normal", "normal", "normal"]),
    ("Cribbage 4p, four humans", "cribbage", {"table": "4p"}, ["human"] * 4),
    ("Trash 2p, one human", "trash", {"players": 2}, ["human", "normal"]),
    ("Trash 4p, one human", "trash", {"players": 4}, ["human", "normal", "normal", "normal"]),
]


def wear(unit, kind, options, seats):
    """(writes, actions, hands, busiest unit's erases) over GAMES games on one flash."""
    flash = Flash(unit)
    store = Store(flash)
    stats = Stats(store)
    actions = hands = 0
    for seed in range(1, GAMES + 1):
        ss = play(Session(kind, options, seats, seed, 0, store=store))
        stats.record(ss)  # as the app does when a game ends: with the game's end, one write
        actions += len(ss.actions)
        hands += ss.counts[0].get("deals", 0) or ss.game.hand_no + 1
    return flash.writes, actions, hands, max(flash.erases)


def main():
    print("%-26s %7s %6s %7s | %-22s | %-22s" % (
        "table", "actions", "hands", "writes", "SAMD51: block erases", "nRF52840: busiest page"))
    for name, kind, options, seats in TABLES:
        w, a, h, samd = wear(SAMD51, kind, options, seats)
        _, _, _, nrf = wear(NRF52840, kind, options, seats)
        print("%-26s %7.1f %6.1f %7.1f | %5.1f/game %6d games | %5.1f/game %6d games" % (
            name, a / GAMES, h / GAMES, w / GAMES, samd / GAMES, ENDURANCE * GAMES // samd,
            nrf / GAMES, ENDURANCE * GAMES // nrf))


if __name__ == "__main__":
    main()
