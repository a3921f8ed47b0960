"""Checking a game's options against its table of allowed values.

A game describes each option once: name -> (default, allowed), where
allowed is a tuple of values or a (low, high) range for ints given as a
list. resolve() fills defaults and rejects anything else with a message a
person can act on, before the game touches any state.
"""


def resolve(options, table):
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ValueError("options must be a dict, not %s" % type(options).__name__)
    for key in options:
        if key not in table:
            raise ValueError("unknown option %r (known: %s)" % (key, ", ".join(sorted(table))))
    out = {}
    for key in table:
        default, allowed = table[key]
        v = options.get(key, default)
        if isinstance(allowed, list):
            lo, hi = allowed
            # bool is an int in Python; refuse it where a number is meant
            if not isinstance(v, int) or isinstance(v, bool) or v < lo or v > hi:
                raise ValueError("option %r must be a whole number from %d to %d, not %r" % (key, lo, hi, v))
        elif v not in allowed or type(v) is not type(default):
            raise ValueError("option %r must be one of %s, not %r" % (key, ", ".join(repr(a) for a in allowed), v))
        out[key] = v
    return out
