"""A small deterministic PRNG that gives the same numbers on every Python.

Two multiply-with-carry generators with base 2**15 (multipliers chosen so
that a*2**15-1 is a safe prime, period about 2**29 each) are combined into
30-bit outputs. Every intermediate value stays below 2**30, so on a 32-bit
board nothing here ever becomes a heap-allocated big integer.
"""

_A1 = 32760
_A2 = 32730
_MASK = 0x7FFF
_MAX = 0x3FFFFFFF  # largest value next() returns; 2**30 itself is never formed


class Rng:
    def __init__(self, seed=0):
        self.reseed(seed)

    def reseed(self, seed):
        """Start over from a seed, as a new Rng(seed) would (no allocation)."""
        if seed < 0:
            raise ValueError("seed must be 0 or more")
        seed = seed % _MAX
        # Both states must avoid 0 and a*2**15-1 (the fixed points).
        self.z1 = (seed & _MASK) + 1
        self.z2 = ((seed >> 15) & _MASK) + 1
        for _ in range(4):
            self.next()

    def next(self):
        """Next value in 0 .. 2**30-1."""
        z1 = _A1 * (self.z1 & _MASK) + (self.z1 >> 15)
        z2 = _A2 * (self.z2 & _MASK) + (self.z2 >> 15)
        self.z1 = z1
        self.z2 = z2
        return ((z1 & _MASK) << 15) ^ (z2 & _MASK)

    def below(self, n):
        """Uniform integer in 0 .. n-1 (rejection sampling, no modulo bias)."""
        if n < 1 or n > _MAX:
            raise ValueError("below() needs 1 <= n < 2**30")
        limit = _MAX // n * n
        while True:
            r = self.next()
            if r < limit:
                return r % n

    def shuffle(self, items):
        """Fisher-Yates shuffle in place (random.shuffle is absent on CircuitPython)."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def state(self):
        return (self.z1, self.z2)
