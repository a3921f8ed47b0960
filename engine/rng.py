"""A small deterministic PRNG that gives the same numbers on every Python.

Two multiply-with-carry generators with base 2**15 (multipliers chosen so
that a*2**15-1 is a safe prime, period about 2**29 each) are combined into
30-bit outputs. Every intermediate value stays below 2**30, so on a 32-bit
board nothing here ever becomes a heap-allocated big integer.

The seed is mixed first (a four-round Feistel hash of its two 15-bit
halves, every bit of the seed reaching every bit of both states), so that
consecutive seeds give independent games: fed straight in, every seed
below 2**15 would start the second generator alike.
"""

_A1 = 32760
_A2 = 32730
_MASK = 0x7FFF
_MAX = 0x3FFFFFFF  # largest value next() returns; 2**30 itself is never formed


_ROUNDS = ((0x6A09, 0x3C6E), (0x4F1B, 0x2B7E), (0x5851, 0x1F83), (0x7137, 0x0D2F))


def mix(seed):
    """A seed below 2**30 hashed to two 15-bit halves (a permutation: no two
    seeds share them). Products stay below 2**30."""
    lo, hi = seed & _MASK, (seed >> 15) & _MASK
    for mul, add in _ROUNDS:
        f = hi * mul + add
        f = (f ^ (f >> 15)) & _MASK
        f = (f * 0x2D2B + (f >> 7)) & _MASK
        lo, hi = hi, lo ^ f
    return lo, hi


class Rng:
    def __init__(self, seed=0):
        self.reseed(seed)

    def reseed(self, seed):
        """Start over from a seed, as a new Rng(seed) would (no allocation).
        A seed is 0 .. 2**30-1: each deals its own game (mix is a
        permutation of them), a save keeps it whole, and on a 32-bit board
        it is a small int."""
        if type(seed) is not int or seed < 0 or seed > _MAX:
            raise ValueError("a seed is a whole number from 0 to 2**30-1, not %r" % (seed,))
        lo, hi = mix(seed)
        # Both states must avoid 0 and a*2**15-1 (the fixed points).
        self.z1 = lo + 1
        self.z2 = hi + 1
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
