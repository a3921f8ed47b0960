# Runs once at power-up on the board. Saves and settings go to
# microcontroller.nvm, so the flash filesystem stays writable from USB as
# usual and nothing needs remounting here.
