"""Flash wear per game: `python -m tools.bench_wear`.

Plays whole games through ui.session (each human seat played by the
'normal' chooser of tools.autoplay, the computers at their level) with the
save slots and the statistics in a model of microcontroller.nvm as
CircuitPython writes it (tools.flash_model), and prints the writes per game,
the erases of the busiest erase unit per game, and how many games it takes
that unit to reach the endurance both chips' datasheets give: 10,000 erase
cycles (README, "Flash wear")."""

from tools.autoplay import play
from tools.flash_model import NRF52840, SAMD51, Flash
from ui.nvm_store import NvmStore
from ui.session import Session
from ui.slots import GAME, Slots
from ui.stats import Stats

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
    """(writes, actions, busiest unit's erases) over GAMES games on one flash."""
    flash = Flash(unit)
    store = NvmStore(flash)
    stats = Stats(store)
    actions = 0
    for seed in range(1, GAMES + 1):
        ss = play(Session(kind, options, seats, seed, 0, game_slots=Slots(flash, GAME)))
        stats.record(ss)  # as the app does when a game ends
        actions += len(ss.actions)
    return flash.writes, actions, max(flash.erases)


def main():
    print("%-26s %8s %8s | %-22s | %-22s | every action written" % (
        "table", "actions", "writes", "SAMD51: block erases", "nRF52840: busiest page"))
    for name, kind, options, seats in TABLES:
        w, a, samd = wear(SAMD51, kind, options, seats)
        _, _, nrf = wear(NRF52840, kind, options, seats)
        every = a / GAMES + 3  # a write per action, the new game, the end, the statistics
        print("%-26s %8.1f %8.1f | %5.1f/game %6d games | %5.1f/game %6d games | %6d games" % (
            name, a / GAMES, w / GAMES, samd / GAMES, ENDURANCE * GAMES // samd,
            nrf / GAMES, ENDURANCE * GAMES // nrf, ENDURANCE / every))


if __name__ == "__main__":
    main()
