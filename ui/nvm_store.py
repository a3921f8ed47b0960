"""Settings and statistics in microcontroller.nvm, each a record in two
slots (ui.slots); the desktop keeps them as files (sim.build.FileStore)."""

from ui.slots import SETTINGS, STATS, Slots


class NvmStore:
    def __init__(self, nvm):
        self.records = {"settings": Slots(nvm, SETTINGS), "stats": Slots(nvm, STATS)}

    def load(self, name):
        """The record's bytes; None if never written; ValueError if both of
        its slots were written and neither checks out."""
        rec = self.records[name]
        data = rec.load()
        if data is None and rec.damaged:
            raise ValueError("%s damaged" % name)
        return data

    def save(self, name, data):
        rec = self.records[name]
        if rec.load() != data:  # flash wears: write only what changed
            rec.save(data)
