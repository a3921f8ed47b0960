"""Pure game rules: no I/O, no hardware, no clock, no randomness but engine.rng.

Runs unchanged on CircuitPython, MicroPython and CPython.
"""
