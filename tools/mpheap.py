"""Heap figures for scripts that tools/mp/run.mjs runs under MicroPython.

run.mjs calls a script's step() again and again, each time in a fresh
runPython call, because this port's gc scans the wasm stack conservatively:
only at the start of a fresh call is gc.mem_alloc() after gc.collect() the
true live heap. A script makes one HeapSteps with the groups of modules to
import, and starts each step() with `live, importing = heap.measure()`;
while importing is true the step just returns True. Afterwards heap.marks
holds the live heap before any import ("bare") and after each group (by
its name), and heap.stage counts the steps since the imports (0, 1, ...).
"""

import gc


class HeapSteps:
    def __init__(self, *groups):
        self.groups = groups  # (name, (module, ...)) each
        self.marks = {}
        self.calls = 0
        self.stage = -1

    def measure(self):
        gc.collect()
        live = gc.mem_alloc()
        k = self.calls
        self.calls += 1
        if k <= len(self.groups):  # before the first group, after each one
            self.marks["bare" if k == 0 else self.groups[k - 1][0]] = live
        if k < len(self.groups):
            for module in self.groups[k][1]:
                __import__(module)
            return live, True
        self.stage = k - len(self.groups)
        return live, False

    def cost(self, name, since="bare"):
        """Live bytes the imports up to group `name` added."""
        return self.marks[name] - self.marks[since]


def allocated(fn):
    """Bytes that fn() allocates (gc off meanwhile, so every allocation shows)."""
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    fn()
    b = gc.mem_alloc()
    gc.enable()
    return b - a
