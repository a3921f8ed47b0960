"""Settings and statistics in microcontroller.nvm, each a record in two
slots (ui.slots); the desktop keeps them as files (sim.build.FileStore)."""

from ui.slots import SETTINGS, STATS, Slots


class NvmStore:
    def __init__(self, nvm):
        self.records = {"settings": Slots(nvm, SETTINGS), "stats": Slots(nvm, STATS)}

    def load(self, name):
        return self.records[name].load()

    def save(self, name, data):
        rec = self.records[name]
        if rec.load() != data:  # flash wears: write only what changed
            rec.save(data)
