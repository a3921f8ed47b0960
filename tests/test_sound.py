"""The speaker's cues (ui.sound): each plays every note in order, each for
its time, then is silent; the win's fanfare is in tune."""

import pytest

from ui.sound import CUES, Beeper


class Speaker:
    def __init__(self):
        self.heard = []  # (ms, frequency), or (ms, None) when stopped

    def start(self, frequency):
        self.heard.append((self.now, frequency))

    def stop(self):
        self.heard.append((self.now, None))


def play(name, start=1000):
    out = Speaker()
    b = Beeper(out)
    b.cue(name)
    now = start
    while now < start + 2000:
        out.now = now
        b.tick(now)
        now += 5
    return out.heard


@pytest.mark.parametrize("name", sorted(CUES))
def test_each_cue_plays_every_note_in_order_for_its_time_then_stops(name):
    at, expected = 1000, []
    for freq, ms in CUES[name]:
        expected.append((at, freq))
        at += ms
    assert play(name) == expected + [(at, None)]


def test_a_cue_while_the_sound_is_off_is_silent():
    out = Speaker()
    b = Beeper(out)
    b.enabled = False
    b.cue("win")
    out.now = 0
    b.tick(0)
    assert out.heard == [] and b.due(0) is None


def test_the_win_fanfare_is_c_e_g_c_in_equal_temperament():
    """C5 E5 G5 C6: A4 = 440 Hz, to the nearest hertz."""
    in_tune = [int(440 * 2 ** (n / 12) + 0.5) for n in (3, 7, 10, 15)]
    assert [f for f, _ in CUES["win"]] == in_tune == [523, 659, 784, 1047]
