#!/usr/bin/env python3
"""Writes polyobjects.lmp: a Doom 1.9 demo on MAP03 of hexen-specials.wad
(polyobjects.textmap), played with freedoom2.wad. The player turns to the
west wall, walks to it, uses line 1 (polyobject 2 turns a quarter), turns
back to watch it, and after a while uses it again, so that the renderers
draw a polyobject standing, turning and turned."""
import pathlib
import struct

here = pathlib.Path(__file__).resolve().parent
BT_USE = 2
tics = []


def tic(forward=0, turn=0, buttons=0, count=1):
    tics.extend([struct.pack("<bbBB", forward, 0, turn, buttons)] * count)


tic(count=5)
tic(turn=128)              # face west
tic(forward=25, count=12)  # to the wall
tic(buttons=BT_USE)        # Polyobj_RotateLeft 2
tic(turn=128)              # face east again
tic(forward=-25, count=3)
tic(count=50)              # watch it turn
tic(turn=128)
tic(buttons=BT_USE)        # and again
tic(turn=128)
tic(count=50)
header = bytes([109, 2, 1, 3, 0, 0, 0, 0, 0, 1, 0, 0, 0])
(here / "polyobjects.lmp").write_bytes(header + b"".join(tics) + b"\x80")
