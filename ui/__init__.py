"""The user interface: turns engine views into displayio groups and LED
colours, and key events into engine actions. It only reaches hardware
through small interfaces handed to it by code.py or sim/ (UI issue)."""
