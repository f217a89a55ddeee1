#!/usr/bin/env python3
"""Writes reject-freedoom2.wad and reject-freedoom2-map01.lmp into OUTDIR: a
map whose REJECT lump is too short, so that what vanilla Doom read past its
end decides which monsters can see the player.

usage: make_reject.py OUTDIR   (needs zdbsp, like make_exits.py)

Doom 1.9 loaded REJECT into its zone heap and then allocated the sectors'
line lists (P_GroupLines: one pointer per line side that borders a sector,
`totallines`). A lump shorter than sectors²/8 bytes is read on into that
block's header, as Chocolate Doom reproduces it (PadRejectArray): four
little-endian words {totallines*4 + 24, 0 (no owner), 50 (PU_LEVEL),
0x1d4a11 (ZONEID)}, then zeros. The bit of sectors (s1, s2) is number
s1*sectors + s2, byte bit>>3, bit bit&7; set, a monster in s1 never sees a
player in s2 (P_CheckSight).

Here the map has 10 sectors (13 bytes of REJECT) and the lump keeps only its
first 2 bytes (zeros, as zdbsp writes them), so bytes 2-12 are the first 11
bytes of the header. The player stands in sector 1 in view of three
monsters in alcoves:
- sector 8, an imp: bit 81 = byte 10 (header byte 8, 50 = 0b00110010),
  bit 1: set. In vanilla it never wakes; with zeros after the lump it would.
- sector 9, a zombieman: bit 91 = byte 11 (header byte 9, 0), bit 3:
  clear. It wakes and shoots.
- sector 2, a sergeant: bit 21 = byte 2 (header byte 0, the low byte of
  totallines*4 + 24), bit 5. The map has 47 lines, three of them two-sided
  between different sectors, so totallines is 50 and the byte 224
  (0b11100000): set, he never wakes. Counting lines instead of line sides
  gives 212 (0b11010100): clear, he would wake.
The pair (1, 1) is bit 11, in the kept bytes: clear, so the zombieman
still sees the player once he has walked out into the hall.
"""
import os
import struct
import subprocess
import sys
import tempfile

from make_exits import IMP, PLAYER1, ZOMBIEMAN, Map, Script, write_demo, write_wad

SERGEANT = 9
SECTORS = 10
KEPT = 2  # bytes of REJECT left in the lump
PLAYER_ROOM, IMP_ROOM, ZOMBIE_ROOM, SERGEANT_ROOM = 1, 8, 9, 2
TICS = 350


def reject_map(name):
    """A hall (sector 1) with three alcoves on its east side, open to it at
    the same heights; the other six sectors are closed boxes out of reach."""
    alcoves = {SERGEANT_ROOM: -288, IMP_ROOM: -64, ZOMBIE_ROOM: 160}  # south edge of each
    m = Map(name)
    for s in range(SECTORS):
        if s == PLAYER_ROOM:
            m.room(0, -320, 512, 320, light=176)
            # Its west wall in five lines, for 47 in all (see the module comment).
            m.splits += [(0, y) for y in (-192, -64, 64, 192)]
        elif s in alcoves:
            m.room(512, alcoves[s], 640, alcoves[s] + 128, light=208)
        else:
            x = -1024 + 96 * s
            m.room(x, -32, x + 64, 32)
    m.thing(64, 0, 0, PLAYER1)
    m.thing(576, alcoves[IMP_ROOM] + 64, 180, IMP)
    m.thing(576, alcoves[ZOMBIE_ROOM] + 64, 180, ZOMBIEMAN)
    m.thing(576, alcoves[SERGEANT_ROOM] + 64, 180, SERGEANT)
    return m


def read_wad(path):
    with open(path, "rb") as f:
        data = f.read()
    count, offset = struct.unpack_from("<ii", data, 4)
    lumps = []
    for i in range(count):
        pos, size, name = struct.unpack_from("<ii8s", data, offset + 16 * i)
        lumps.append((name.rstrip(b"\0").decode(), data[pos:pos + size]))
    return lumps


def build(path):
    """zdbsp builds nodes, blockmap and a zero REJECT, which is then cut."""
    with tempfile.TemporaryDirectory() as tmp:
        raw, built = os.path.join(tmp, "raw.wad"), os.path.join(tmp, "built.wad")
        write_wad(raw, reject_map("MAP01").lumps())
        subprocess.run(["zdbsp", "-R", "-t", "-o", built, raw], check=True, capture_output=True)
        lumps = read_wad(built)
    lumps = [(n, b[:KEPT]) if n == "REJECT" else (n, b) for n, b in lumps]
    check(dict(lumps))
    write_wad(path, lumps)


def check(lumps):
    """The arithmetic of the module comment, on the lumps written."""
    sectors = len(lumps["SECTORS"]) // 26
    lines = [struct.unpack_from("<hhhhhHH", lumps["LINEDEFS"], i) for i in range(0, len(lumps["LINEDEFS"]), 14)]
    side_sector = [struct.unpack_from("<h", lumps["SIDEDEFS"], i + 28)[0] for i in range(0, len(lumps["SIDEDEFS"]), 30)]
    between = sum(1 for l in lines if l[6] != 0xFFFF and side_sector[l[5]] != side_sector[l[6]])
    totallines = len(lines) + between
    words = (((totallines * 4 + 3) & ~3) + 24, 0, 50, 0x1d4a11)
    table = bytearray(lumps["REJECT"]) + b"".join(struct.pack("<I", w) for w in words)
    table = table[:(sectors * sectors + 7) // 8]

    def blocked(s1, s2):
        bit = s1 * sectors + s2
        return bool(table[bit >> 3] >> (bit & 7) & 1)

    assert (sectors, len(lines), between) == (SECTORS, 47, 3)
    assert blocked(IMP_ROOM, PLAYER_ROOM) and blocked(SERGEANT_ROOM, PLAYER_ROOM)
    assert not blocked(ZOMBIE_ROOM, PLAYER_ROOM) and not blocked(PLAYER_ROOM, PLAYER_ROOM)


def main():
    out = sys.argv[1]
    build(os.path.join(out, "reject-freedoom2.wad"))
    # The player stands still, never firing (a shot's noise would wake all three).
    write_demo(os.path.join(out, "reject-freedoom2-map01.lmp"), 3, 1, 1, Script().add(TICS))


if __name__ == "__main__":
    main()
