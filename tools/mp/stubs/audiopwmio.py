# stand-in for the native module audiopwmio (see displayio.py): the CLUE's
# speaker, played like the PyBadge's
from audioio import AudioOut as PWMAudioOut  # noqa: F401
