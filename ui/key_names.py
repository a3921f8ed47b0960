"""Actions by name ("ok", "left", ...), for settings.toml's BUTTON_ACTIONS
and the simulator's scripts; kept out of ui.actions, which every screen
holds, since play never needs the names."""

NAMES = ("none", "left", "right", "up", "down", "ok", "back", "menu", "hint")


def by_name(name):
    """Action for a name ("ok", "left", ...); ValueError for anything else."""
    try:
        return NAMES.index(name)
    except ValueError:
        raise ValueError("unknown key %r (keys: %s)" % (name, ", ".join(NAMES[1:])))
