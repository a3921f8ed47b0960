# Run under MicroPython by tests/test_micropython_cribbage.py: the first
# values of the PRNG for a few seeds (small, large, the last below 2**30), to
# compare with CPython's: every game replays from its seed on every runtime;
# and a seed past them refused on each alike.
from engine.rng import Rng

for seed in (0, 1, 2, 32767, 32768, 2 ** 29 + 3, 2 ** 30 - 2, 2 ** 30 - 1):
    r = Rng(seed)
    print(seed, [r.next() for _ in range(3)], [r.below(52) for _ in range(3)])
for seed in (2 ** 30, 2 ** 40 + 1):
    try:
        Rng(seed)
        print(seed, "taken")
    except ValueError:
        print(seed, "refused")
