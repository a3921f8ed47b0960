# Run under MicroPython by tests/test_micropython_trash.py: seeded complete
# Trash games, one summary line each, compared with CPython's.
import gc

gc.collect()
base = gc.mem_alloc()
from tools.playthrough import trash_lines, TRASH_VARIANTS

lines = trash_lines(range(6), TRASH_VARIANTS)


def step():
    gc.collect()
    for line in lines:
        print(line)
    print("heap (MicroPython, live after gc): %d bytes before import, %d after 36 games"
          % (base, gc.mem_alloc()))
    return False
