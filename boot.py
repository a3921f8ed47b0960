# Runs once at power-up on the board. Saves go to microcontroller.nvm (see
# DESIGN.md), so the flash filesystem stays writable from USB as usual and
# nothing needs remounting here.
