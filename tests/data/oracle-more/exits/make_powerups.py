#!/usr/bin/env python3
"""Writes powerups-freedoom2.wad and powerups-freedoom2-map01.lmp into OUTDIR:
a map that puts the renderer's fixed colormaps on screen, which random demos
almost never do.

usage: make_powerups.py OUTDIR   (needs zdbsp, like make_exits.py)

The player runs east through four rooms of different light levels. In the
second, dark one lies a light-amplification visor (fixed colormap 1: walls,
flats, sprites and the weapon all drawn from the brightest row). In the
third, whose ceiling is sky, lies an invulnerability sphere (the inverse
colormap 32 for everything but the sky, which the original always draws
from row 0). The last room holds imps, a zombieman, a barrel and a
full-bright lamp; the pistol's noise wakes them and they fight the
invulnerable player, who fires back and turns.
"""
import os
import sys

from make_exits import FIRE, IMP, LAMP, BARREL, PLAYER1, RUN, ZOMBIEMAN, Map, Script, build_wad, write_demo

VISOR, INVULNERABILITY = 2045, 2022


def powerups_map(name):
    m = Map(name)
    m.room(0, -128, 256, 128, light=160)
    m.room(256, -128, 512, 128, light=64, floorpic="FLAT5_4")
    m.room(512, -192, 768, 192, ceil=160, light=192, ceilpic="F_SKY1")
    m.room(768, -256, 1280, 256, ceil=192, light=128, floorpic="FLAT5_4")
    m.thing(64, 0, 0, PLAYER1)
    m.thing(200, 0, 0, VISOR)
    m.thing(640, 0, 0, INVULNERABILITY)
    m.thing(704, 160, 0, LAMP)
    m.thing(1000, 64, 0, BARREL)
    m.thing(1150, -128, 180, IMP)
    m.thing(1150, 128, 180, IMP)
    m.thing(1200, 0, 180, ZOMBIEMAN)
    return m


def powerups_demo():
    s = Script()
    s.add(6)                                   # the plain view
    s.add(14, RUN)                             # over the visor
    s.add(30, buttons=FIRE)                    # the dark room under the visor, firing
    s.add(30, RUN)                             # over the sphere, into the sky room
    s.add(120, buttons=FIRE)                   # the monsters come and fight
    s.add(40, 0, 0, 3, FIRE).add(40, 0, 0, -3, FIRE)
    return s


def main():
    out = sys.argv[1]
    build_wad(os.path.join(out, "powerups-freedoom2.wad"), [powerups_map("MAP01")])
    write_demo(os.path.join(out, "powerups-freedoom2-map01.lmp"), 3, 1, 1, powerups_demo())


if __name__ == "__main__":
    main()
