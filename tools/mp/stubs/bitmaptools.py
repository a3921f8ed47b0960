# stand-in (see displayio.py)
def blit(*args, **kwargs):
    pass
