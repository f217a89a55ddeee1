#!/usr/bin/env python3
"""Writes the scripted reference inputs of tests/data/oracle-more: two tiny
PWADs (one per Freedoom IWAD) whose maps are rooms built around exits, and
vanilla v1.9 demos with scripted ticcmds that leave each map, go through the
intermission (and text screen) and play on the next map; one more demo
overruns vanilla's spechit[] instead.

usage: make_exits.py OUTDIR   (needs zdbsp for the nodes; see README.md)

The same script always writes the same bytes. The tics on which the next
maps start (MAP_STARTS) were measured once with our simulation's trace and
then confirmed by Chocolate Doom's frames on those maps.
"""
import os
import struct
import subprocess
import sys
import tempfile

# Linedef specials and thing types used (numbers of the Doom 1.9 specs).
S1_EXIT, W1_EXIT, W1_SECRET_EXIT = 11, 52, 124
WR_LIGHT_35, WR_LIGHT_255 = 79, 81
TAG_LIGHTS = 5
BLOCKING = 1
TAG_666 = 666  # the tag boss deaths act on (A_KeenDie, A_BossDeath)
PLAYER2, DM_START = 2, 11
PLAYER1, SHOTGUN, SHELLS, STIMPACK, BARREL, KEEN = 1, 2001, 2008, 2011, 2035, 72
ZOMBIEMAN, IMP, LAMP, MANCUBUS = 3004, 3001, 2028, 67
SECRET_SECTOR = 9
EVERY_SKILL = 7

WALL, SWITCH, DOOR = "STARTAN3", "SW1STRTN", "BIGDOOR2"


class Room:
    """An axis-aligned rectangle of one sector."""

    def __init__(self, x0, y0, x1, y1, floor=0, ceil=128, light=160, tag=0, special=0,
                 floorpic="FLOOR4_8", ceilpic="CEIL3_5"):
        self.box = (x0, y0, x1, y1)
        self.floor, self.ceil, self.light, self.tag, self.special = floor, ceil, light, tag, special
        self.floorpic, self.ceilpic = floorpic, ceilpic


class Map:
    """Rooms that touch along their edges; every stretch of an edge between
    two corners becomes a linedef, two-sided where two rooms share it."""

    def __init__(self, name):
        self.name = name
        self.rooms = []
        self.things = []
        self.specials = {}  # undirected segment -> (special, tag)
        self.textures = {}  # undirected segment -> middle texture of a wall
        self.splits = []    # extra vertices that cut a wall (a switch panel)
        self.inner = []     # (a, b, room, special, tag, flags): lines inside one room

    def room(self, *args, **kw):
        self.rooms.append(Room(*args, **kw))
        return len(self.rooms) - 1

    def thing(self, x, y, angle, kind, flags=EVERY_SKILL):
        self.things.append((x, y, angle, kind, flags))

    def special(self, a, b, special, tag=0):
        self.specials[frozenset((a, b))] = (special, tag)

    def inner_line(self, a, b, room, special=0, tag=0, flags=0):
        """A two-sided line with the same room on both sides, touching no wall."""
        self.inner.append((a, b, room, special, tag, flags))

    def switch(self, a, b, special):
        """A wall panel between a and b showing the switch texture."""
        self.splits += [a, b]
        self.special(a, b, special)
        self.textures[frozenset((a, b))] = SWITCH

    def lumps(self):
        corners = set(self.splits)
        for r in self.rooms:
            x0, y0, x1, y1 = r.box
            corners |= {(x0, y0), (x0, y1), (x1, y1), (x1, y0)}
        # Each room's edges, clockwise so the room is on the right side.
        edges = {}  # directed segment -> room
        for i, r in enumerate(self.rooms):
            x0, y0, x1, y1 = r.box
            ring = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
            for k in range(4):
                a, b = ring[k], ring[(k + 1) % 4]
                on = sorted((p for p in corners if on_segment(p, a, b)), key=lambda p: abs(p[0] - a[0]) + abs(p[1] - a[1]))
                for p, q in zip(on, on[1:]):
                    edges[(p, q)] = i
        vertices, lines, sides = [], [], []

        def vertex(p):
            if p not in vertices:
                vertices.append(p)
            return vertices.index(p)

        def side(room, upper="-", lower="-", middle="-"):
            sides.append((upper, lower, middle, room))
            return len(sides) - 1

        done = set()
        for (a, b), front in sorted(edges.items()):
            key = frozenset((a, b))
            if key in done:
                continue
            done.add(key)
            special, tag = self.specials.get(key, (0, 0))
            back = edges.get((b, a))
            if back is None:
                right = side(front, middle=self.textures.get(key, WALL))
                lines.append((vertex(a), vertex(b), 1, special, tag, right, 0xFFFF))
            else:
                f, k = self.rooms[front], self.rooms[back]
                texture = DOOR if TAG_666 in (f.tag, k.tag) else WALL
                right = side(front, upper=texture, lower=WALL)
                left = side(back, upper=texture, lower=WALL)
                lines.append((vertex(a), vertex(b), 4, special, tag, right, left))
        for a, b, room, special, tag, flags in self.inner:
            lines.append((vertex(a), vertex(b), 4 | flags, special, tag, side(room), side(room)))
        things = b"".join(struct.pack("<hhhhh", *t) for t in self.things)
        linedefs = b"".join(struct.pack("<hhhhhHH", *l) for l in lines)
        sidedefs = b"".join(struct.pack("<hh8s8s8sh", 0, 0, name8(u), name8(lo), name8(m), s) for u, lo, m, s in sides)
        vertexes = b"".join(struct.pack("<hh", *v) for v in vertices)
        sectors = b"".join(struct.pack("<hh8s8shhh", r.floor, r.ceil, name8(r.floorpic), name8(r.ceilpic), r.light,
                                       r.special, r.tag) for r in self.rooms)
        return [(self.name, b""), ("THINGS", things), ("LINEDEFS", linedefs), ("SIDEDEFS", sidedefs),
                ("VERTEXES", vertexes), ("SECTORS", sectors)]


def on_segment(p, a, b):
    if a[0] == b[0]:
        return p[0] == a[0] and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
    return p[1] == a[1] and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])


def name8(s):
    return s.encode().ljust(8, b"\0")


def write_wad(path, lumps):
    data, directory = b"", b""
    for name, body in lumps:
        directory += struct.pack("<ii8s", 12 + len(data), len(body), name8(name))
        data += body
    with open(path, "wb") as f:
        f.write(b"PWAD" + struct.pack("<ii", len(lumps), 12 + len(data)) + data + directory)


def build_wad(path, maps):
    """Map lumps written here; nodes, blockmap and an all-zero reject by zdbsp."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = os.path.join(tmp, "raw.wad")
        write_wad(raw, [l for m in maps for l in m.lumps()])
        subprocess.run(["zdbsp", "-R", "-t", "-o", path, raw], check=True, capture_output=True)


# ---- the maps ----

def walk_out(name, special, extras=()):
    """A room crossed east to a walk-over exit line, with an item and a
    secret on the way so the intermission has something to count."""
    m = Map(name)
    m.room(0, -128, 192, 128)
    m.room(192, -128, 256, 128, light=192, special=SECRET_SECTOR)
    m.room(256, -128, 512, 128)
    m.room(512, -128, 640, 128, light=208)
    m.special((512, -128), (512, 128), special)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(320, 0, 0, STIMPACK)
    m.thing(448, 112, 180, BARREL)
    for t in extras:
        m.thing(*t)
    return m


def switch_out(name, coop=False):
    """A room whose east wall holds an exit switch straight ahead (with
    `coop`, a second player's start in its north-west corner)."""
    m = Map(name)
    m.room(0, -128, 384, 128)
    m.switch((384, -32), (384, 32), S1_EXIT)
    m.thing(64, 0, 0, PLAYER1)
    if coop:
        m.thing(64, 96, 0, PLAYER2)
    m.thing(200, -96, 90, LAMP)
    return m


def keen_door(name):
    """Commander Keen hangs before a door tagged 666: his death (A_KeenDie)
    opens it, and a walk-over exit lies behind."""
    m = Map(name)
    m.room(0, -128, 512, 128)
    m.room(512, -64, 576, 64, ceil=0, tag=TAG_666)
    m.room(576, -128, 704, 128, light=192)
    m.room(704, -128, 832, 128, light=208)
    m.special((704, -128), (704, 128), W1_EXIT)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(128, 0, 0, SHOTGUN)
    m.thing(160, 0, 0, SHELLS)
    m.thing(320, 0, 180, KEEN)
    return m


def boss_gate(name):
    """MAP07: a mancubus caged by barrels. One shot sets the barrels off; his
    death (A_BossDeath, MAP07 rule) lowers the gate tagged 666 to the exit."""
    m = Map(name)
    m.room(0, -192, 640, 192, ceil=192)
    m.room(640, -64, 704, 64, floor=64, ceil=192, tag=TAG_666, light=192)
    m.room(704, -64, 768, 64, ceil=192, light=192)
    m.room(768, -64, 832, 64, ceil=192, light=208)
    m.special((768, -64), (768, 64), W1_EXIT)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(512, 0, 0, MANCUBUS)
    for x in (440, 512, 584):
        for y in (-72, 0, 72):
            if (x, y) != (512, 0):
                m.thing(x, y, 0, BARREL)
    return m


def spechit_lines(name):
    """Sixteen walk-over light switches two units apart, more than vanilla's
    8-entry spechit[] holds, then an invisible blocking line. A move
    touching ten of them overwrites tmbbox, and the corrupted box skips
    every line checked after them, the blocking one included: in vanilla
    the player walks through it. The far room's light shows which switches
    fired (they set it to 35 or 255 in turn)."""
    m = Map(name)
    m.room(0, -128, 512, 128)
    m.room(512, -128, 768, 128, light=160, tag=TAG_LIGHTS)
    for k in range(16):
        x = 192 + 2 * k
        m.inner_line((x, -64), (x, 64), 0, WR_LIGHT_35 if k % 2 else WR_LIGHT_255, TAG_LIGHTS)
    m.inner_line((232, -64), (232, 64), 0, flags=BLOCKING)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(704, 64, 180, LAMP)
    return m


def dm_walk_out(name):
    """Deathmatch: four starts in a column facing east, all a short run from
    a walk-over exit line across the room."""
    m = Map(name)
    m.room(0, -256, 192, 256)
    m.room(192, -256, 320, 256, light=208)
    m.special((192, -256), (192, 256), W1_EXIT)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(64, 64, 0, PLAYER2)
    for y in (-192, -64, 64, 192):
        m.thing(96, y, 0, DM_START)
    return m


def arena(name, coop=False, dm=False):
    """The map played after the exits: monsters to fight, seen in the frames."""
    m = Map(name)
    m.room(0, -256, 256, 256, light=176)
    if coop or dm:
        m.thing(64, 160, 0, PLAYER2)
    if dm:
        for y in (-192, -64, 64, 192):
            m.thing(48, y, 0, DM_START)
    m.room(256, -256, 384, 256, floor=24, ceil=160, light=224, floorpic="FLAT5_4")
    m.room(384, -256, 768, 256, light=176)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(640, 160, 180, ZOMBIEMAN)
    m.thing(640, -160, 180, ZOMBIEMAN)
    m.thing(704, 0, 180, IMP)
    m.thing(520, 96, 0, BARREL)
    m.thing(520, -96, 0, BARREL)
    return m


# ---- the demos ----

class Script:
    """Ticcmds of one player: runs of (tics, forward, side, turn, buttons)."""

    def __init__(self):
        self.tics = []

    def add(self, n, forward=0, side=0, turn=0, buttons=0):
        self.tics += [(forward, side, turn, buttons)] * n
        return self

    def taps_until(self, tic, buttons, every=8):
        """Stands pressing `buttons` for one tic in every `every` until `tic`
        (the intermission's keys; the next map starts there)."""
        for i in range(tic - len(self.tics)):
            self.tics.append((0, 0, 0, buttons if i % every == 0 else 0))
        return self


RUN, FIRE, USE = 50, 1, 2
# The tic on which each next map starts, measured (see the module comment).
MAP_STARTS = {"doom2": [119, 186, 508], "doom1": [75, 148, 221], "boss": [269], "coop": [67], "dm": [39]}
BOSS_WAIT = 120


def write_demo(path, skill, episode, map_, *scripts, deathmatch=0):
    """One script per player; a tic holds each player's ticcmd in turn."""
    ingame = [1 if i < len(scripts) else 0 for i in range(4)]
    head = bytes([109, skill, episode, map_, deathmatch, 0, 0, 0, 0] + ingame)
    body = b"".join(struct.pack("<bbBB", f, s, t & 0xFF, b)
                    for tic in zip(*(script.tics for script in scripts)) for f, s, t, b in tic)
    with open(path, "wb") as f:
        f.write(head + body + b"\x80")


def doom2_demo():
    """MAP15 secret exit -> text screen -> MAP31 exit switch -> MAP16 Keen
    door -> MAP17 arena."""
    s = Script()
    s.add(30, RUN)                              # MAP15: across the secret exit line
    s.taps_until(MAP_STARTS["doom2"][0], USE)   # intermission, then the text screen
    # MAP31: to the switch; use held from afar does nothing (usedown), the
    # first tap after reaching the wall presses the switch.
    s.add(12, RUN).add(20, RUN, buttons=USE)
    s.taps_until(MAP_STARTS["doom2"][1], USE)
    s.add(8, RUN).add(250, buttons=FIRE)        # MAP16: shotgun, shoot Keen
    s.add(45, RUN)                              # through the opened door to the exit
    s.taps_until(MAP_STARTS["doom2"][2], USE)
    arena_fight(s)                              # MAP17
    return s


def doom1_demo():
    """E1M1 exit switch -> E1M2 secret exit -> E1M9 exit -> E1M4 arena."""
    s = Script()
    s.add(12, RUN).add(20, RUN, buttons=USE)    # E1M1: to the switch, as on MAP31
    s.taps_until(MAP_STARTS["doom1"][0], USE)   # intermission with the next-location map
    s.add(30, RUN)                              # E1M2: across the secret exit line
    s.taps_until(MAP_STARTS["doom1"][1], USE)
    s.add(30, RUN)                              # E1M9: across the exit line
    s.taps_until(MAP_STARTS["doom1"][2], USE)
    arena_fight(s)                              # E1M4
    return s


def boss_demo():
    """MAP07 barrels and mancubus -> gate lowers -> exit -> MAP08 arena."""
    s = Script()
    s.add(70, buttons=FIRE)                     # MAP07: at the nearest barrel
    s.add(BOSS_WAIT)                            # the mancubus dies, the gate sinks
    s.add(60, RUN)                              # through the gate to the exit line
    s.taps_until(MAP_STARTS["boss"][0], USE)
    arena_fight(s)                              # MAP08
    return s


def spechit_demo():
    """MAP02: across the light lines and back, running, walking, at angles."""
    s = Script()
    for forward, tics in ((RUN, 24), (-RUN, 24), (25, 40), (-25, 40), (RUN, 20), (-RUN, 14)):
        s.add(tics, forward).add(15)
    s.add(8, turn=4).add(30, RUN, 10).add(15).add(30, -RUN, -10).add(8, turn=-4).add(20)
    return s


def coop_demo():
    """Two players, MAP03 exit switch -> co-operative intermission (its own
    tally) -> MAP04 arena. The second player walks a little and presses use
    out of step with the first."""
    one, two = Script(), Script()
    one.add(12, RUN).add(20, RUN, buttons=USE)
    one.taps_until(MAP_STARTS["coop"][0], USE)
    arena_fight(one)
    two.add(20, 25, 0, -2).add(20, 0, -25)
    two.add(len(one.tics) - len(two.tics))
    for i in range(60, MAP_STARTS["coop"][0], 11):
        two.tics[i] = (0, 0, 0, USE)
    return one, two


def dm_demo():
    """Two players, deathmatch: both run over MAP05's exit line from random
    starts -> deathmatch intermission (its frag table) -> MAP06 arena."""
    one, two = Script(), Script()
    one.add(20, RUN)
    one.taps_until(MAP_STARTS["dm"][0], USE)
    arena_fight(one)
    two.add(20, RUN).add(30).add(20, RUN, 0, 3)
    two.add(len(one.tics) - len(two.tics))
    return one, two


def arena_fight(s):
    """Run in, turn a little, walk on firing, strafe, turn back firing."""
    s.add(20, RUN).add(10, turn=2).add(120, 25, 0, 0, FIRE).add(20, 0, RUN).add(15, 0, 0, -4, FIRE)
    s.add(60, RUN, -RUN, 0, FIRE)


def main():
    out = sys.argv[1]
    build_wad(os.path.join(out, "exits-freedoom2.wad"),
              [spechit_lines("MAP02"), switch_out("MAP03", coop=True), arena("MAP04", coop=True),
               dm_walk_out("MAP05"), arena("MAP06", dm=True), boss_gate("MAP07"), arena("MAP08"), walk_out("MAP15", W1_SECRET_EXIT), switch_out("MAP31"),
               keen_door("MAP16"), arena("MAP17")])
    build_wad(os.path.join(out, "exits-freedoom1.wad"),
              [switch_out("E1M1"), walk_out("E1M2", W1_SECRET_EXIT), walk_out("E1M9", W1_EXIT), arena("E1M4")])
    write_demo(os.path.join(out, "exits-freedoom2-map15.lmp"), 3, 1, 15, doom2_demo())
    write_demo(os.path.join(out, "exits-freedoom1-e1m1.lmp"), 3, 1, 1, doom1_demo())
    write_demo(os.path.join(out, "exits-freedoom2-map07.lmp"), 3, 1, 7, boss_demo())
    write_demo(os.path.join(out, "spechit-freedoom2-map02.lmp"), 3, 1, 2, spechit_demo())
    write_demo(os.path.join(out, "exits-freedoom2-map03-coop2.lmp"), 3, 1, 3, *coop_demo())
    write_demo(os.path.join(out, "exits-freedoom2-map05-dm2.lmp"), 3, 1, 5, *dm_demo(), deathmatch=1)


if __name__ == "__main__":
    main()
