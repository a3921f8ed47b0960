"""The desktop simulator (python -m sim). Importing it quiets what the
desktop libraries print on every run: pygame's banner, and Blinka's note
that a PC is "not fully supported" (true, and no concern of a player)."""

import contextlib
import io
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
with contextlib.redirect_stdout(io.StringIO()):
    try:
        import microcontroller  # noqa: F401  (Blinka's, imported once here, silently)
    except ImportError:  # (the text mode needs none of it)
        pass
