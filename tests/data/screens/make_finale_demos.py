#!/usr/bin/env python3
"""Writes finale-freedoom1.wad and two demos into OUTDIR (this folder when
run from make_frames.sh): E1M8 and E3M8 are the exit-switch room of
../oracle-more/exits/make_exits.py, so each demo walks to the switch,
presses it and stands. Doom's ExM8 exit goes straight to the finale: the
episode's text, then (once typed and read, 3 tics a character and 250 more)
the episode's picture, a wipe between them; episode 3's is the bunny
scroller, which ends on "THE END" after 1210 tics.

usage: make_finale_demos.py OUTDIR   (needs zdbsp, like make_exits.py)"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle-more", "exits"))
from make_exits import USE, RUN, Script, build_wad, switch_out, write_demo  # noqa: E402


def to_the_switch():
    s = Script()
    # Use held from afar does nothing (usedown); the first tap after
    # reaching the wall presses the switch, as in make_exits.py's demos.
    s.add(12, RUN).add(20, RUN, buttons=USE).taps_until(70, USE)
    return s


def main():
    out = sys.argv[1]
    build_wad(os.path.join(out, "finale-freedoom1.wad"), [switch_out("E1M8"), switch_out("E3M8")])
    write_demo(os.path.join(out, "finale-freedoom1-e1m8.lmp"), 3, 1, 8, to_the_switch())
    write_demo(os.path.join(out, "finale-freedoom1-e3m8.lmp"), 3, 3, 8, to_the_switch())


if __name__ == "__main__":
    main()
