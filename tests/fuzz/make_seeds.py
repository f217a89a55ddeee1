#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/TARGET/) from the
Freedoom IWADs, the oracle demos and the project's own files.

usage: make_seeds.py [FUZZ_BUILD_DIR]
The savegame seed needs the built fuzz_savegame (the fuzz preset's build
folder, build/fuzz by default); the other seeds need only Python.
Seeds are kept small: a few of each kind, the smallest that are real."""
import os
import pathlib
import struct
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = HERE / "corpus"
IWADS = pathlib.Path("/usr/share/games/doom")
MAP_LUMPS = ["THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS", "SSECTORS", "NODES", "SECTORS", "REJECT",
             "BLOCKMAP"]


UMAPINFO_EVERY_KEY = b"""// every key of revision 2.2
MAP MAP01
{
    levelname = "Entry"
    label = clear
    author = "Someone"
    levelpic = "CWILV00"
    next = "MAP05"
    nextsecret = "MAP31"
    skytexture = "SKY3"
    music = "D_RUNNIN"
    exitpic = "INTERPIC"
    enterpic = "INTERPIC"
    partime = 95
    endgame = false
    endpic = "CREDIT"
    endcast = true
    nointermission = false
    intertext = "One", "Two"
    intertextsecret = clear
    interbackdrop = "FLOOR4_8"
    intermusic = "D_READ_M"
    bossaction = Fatso, 23, 666
}
"""


def read_wad(path):
    data = path.read_bytes()
    count, offset = struct.unpack_from("<ii", data, 4)
    lumps = []
    for i in range(count):
        at, size = struct.unpack_from("<ii", data, offset + 16 * i)
        name = data[offset + 16 * i + 8:offset + 16 * i + 16].rstrip(b"\0").decode("ascii", "replace")
        lumps.append((name, data[at:at + size]))
    return lumps


def join(pieces):
    """What tests/fuzz/fuzz_input.cpp's split() cuts back into these pieces."""
    out = b""
    for piece in pieces[:-1]:
        out += struct.pack("<H", len(piece)) + piece
    return out + pieces[-1]


def pwad(lumps):
    body = b"".join(data for _, data in lumps)
    out = b"PWAD" + struct.pack("<ii", len(lumps), 12 + len(body)) + body
    at = 12
    for name, data in lumps:
        out += struct.pack("<ii", at, len(data)) + name.encode().ljust(8, b"\0")
        at += len(data)
    return out


def write(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


def lump(lumps, name):
    return next(data for n, data in reversed(lumps) if n == name)


def smallest_map(lumps):
    best = None
    for i, (name, _) in enumerate(lumps):
        if i + 10 < len(lumps) and [n for n, _ in lumps[i + 1:i + 11]] == MAP_LUMPS:
            pieces = [data for _, data in lumps[i + 1:i + 11]]
            if best is None or sum(map(len, pieces)) < sum(map(len, best[1])):
                best = (name, pieces)
    return best


def hexen_map(pieces):
    """The same map in Hexen's format: 20-byte things and 16-byte lines
    (no specials), and a BEHAVIOR lump of an empty ACS script directory
    after the ten lumps, which marks the format."""
    pieces = list(pieces)
    things = pieces[0]
    pieces[0] = b""
    for at in range(0, len(things) - len(things) % 10, 10):
        x, y, angle, kind, options = struct.unpack_from("<hhhhh", things, at)
        # Doom's skill and deaf bits; Hexen's single, coop and deathmatch bits.
        flags = (options & 0xF) | (0 if options & 16 else 0x100) | 0x200 | 0x400
        pieces[0] += struct.pack("<hhhhhhhB5B", 0, x, y, 0, angle, kind, flags, 0, 0, 0, 0, 0, 0)
    lines = pieces[1]
    pieces[1] = b""
    for at in range(0, len(lines) - len(lines) % 14, 14):
        v1, v2, flags, _, _, front, back = struct.unpack_from("<HHhhhHH", lines, at)
        pieces[1] += struct.pack("<HHhB5BHH", v1, v2, flags & 0x1FF, 0, 0, 0, 0, 0, 0, front, back)
    return pieces + [b"ACS\0" + struct.pack("<II", 8, 0)]


def room(vertices, lines, sectors):
    """The node builder's pieces (LINEDEFS, SIDEDEFS, VERTEXES, SECTORS) of a
    map: lines as (v1, v2, flags, front sector, back sector or None), one
    sidedef for each side."""
    linedefs, sidedefs = b"", b""
    for v1, v2, flags, front, back in lines:
        sides = []
        for sector in (front, back):
            if sector is None:
                sides.append(0xFFFF)
                continue
            sides.append(len(sidedefs) // 30)
            sidedefs += struct.pack("<hh", 0, 0) + b"-".ljust(8, b"\0") * 2 + b"STARTAN3" + struct.pack("<h", sector)
        linedefs += struct.pack("<HHhhhHH", v1, v2, flags, 0, 0, *sides)
    vertexes = b"".join(struct.pack("<hh", x, y) for x, y in vertices)
    sector = struct.pack("<hh", 0, 128) + b"FLOOR4_8CEIL3_5\0" + struct.pack("<hhh", 160, 0, 0)
    return join([linedefs, sidedefs, vertexes, sector * sectors])


def picture(width, height, column):
    """A picture whose every column is the same posts."""
    head = struct.pack("<hhhh", width, height, 0, 0)
    offsets = b"".join(struct.pack("<I", 8 + 4 * width + i * len(column)) for i in range(width))
    return head + offsets + column * width


def net_seeds():
    """Network packet bodies (the net_* targets): the first byte chooses a
    reliable header (1) and low-resolution turns (2), the rest is the body,
    laid out as chocolate-doom 3.0's net_structrw.c writes it (big endian)."""
    def cstr(text):
        return text.encode() + b"\0"
    protocols = b"\1" + cstr("CHOCOLATE_DOOM_0")
    sha = bytes(range(20))
    connect = bytes([2, 1, 0, 0, 4, 1]) + sha + sha + b"\0"
    settings = bytes([1, 1, 0, 0, 0, 0, 1, 1, 2, 5, 0, 1]) + struct.pack(">I", 0) + bytes([0xff, 0, 2, 1, 0, 0])
    diff_all = b"\xff\xe7\x28\xfb\x00\x82\x5a\x68\x03\x07\x03\x12\x34"
    diff_turn = b"\x04\x02\x80"
    full = struct.pack(">h", 40) + b"\x05" + diff_all + diff_turn
    wait = (bytes([2, 0, 1, 4, 1, 0]) + cstr("Ann") + cstr("127.0.0.1:2342") + cstr("Bob") + cstr("127.0.0.1:5")
            + sha + sha + b"\1")
    write("net_client_syn", "syn", b"\0" + struct.pack(">I", 1454104972) + cstr("Chocolate Doom 3.0.0") + protocols
          + connect + cstr("Ann"))
    write("net_client_syn", "brimstone-files", b"\0" + struct.pack(">I", 1454104972) + cstr("Brimstone")
          + protocols + connect + cstr("Ann") + cstr("brimstone-files") + bytes([2, 0]) + cstr("freedoom2.wad") + sha
          + cstr("mod.wad") + sha)
    write("net_client_syn", "old-magic", b"\0" + struct.pack(">I", 3436803284))
    write("net_client_gamestart", "settings", b"\1\0" + settings)
    write("net_client_gamedata", "two-tics", b"\0" + bytes([3, 1, 2]) + struct.pack(">h", 12) + diff_all
          + struct.pack(">h", 12) + b"\0")
    write("net_client_gamedata", "lowres", b"\2" + bytes([0, 0, 1]) + struct.pack(">h", 0) + b"\x04\xfd")
    write("net_client_gamedata_ack", "ack", b"\0\x10")
    write("net_client_resend", "resend", b"\0" + struct.pack(">IB", 300, 5))
    write("net_client_reliable_ack", "ack", b"\0\x01")
    write("net_client_any", "keepalive", b"\0\0\3")
    write("net_client_any", "launch", b"\0\x80\x0f\x00")
    write("net_client_any", "query", b"\0\0\x0d")
    write("net_server_syn", "accepted", b"\1\0" + cstr("Chocolate Doom 3.0.0") + cstr("CHOCOLATE_DOOM_0"))
    write("net_server_rejected", "full", b"\0" + cstr("Server is full!"))
    write("net_server_waiting_data", "two", b"\0" + wait)
    write("net_server_gamestart", "settings", b"\1\0" + settings)
    write("net_server_gamedata", "two-tics", b"\0" + bytes([7, 2]) + full + full)
    write("net_server_resend", "resend", b"\0" + struct.pack(">IB", 7, 1))
    write("net_server_console_message", "message", b"\0" + cstr("Client 'Bob' timed out and disconnected"))
    write("net_server_query_response", "query", b"\0" + cstr("Chocolate Doom 3.0.0") + bytes([0, 1, 8, 2, 1])
          + cstr("Unnamed server") + protocols)
    write("net_server_launch", "launch", b"\1\0\2")
    write("net_server_any", "disconnect", b"\0\0\x08")
    write("net_server_any", "hole-punch", b"\0\0\x10")


def main():
    doom2 = read_wad(IWADS / "freedoom2.wad")
    doom1 = read_wad(IWADS / "freedoom1.wad")
    oracle = ROOT / "tests" / "data" / "oracle"

    name, pieces = smallest_map(doom2)
    write("map", name.lower(), join(pieces))
    name, pieces = smallest_map(doom1)
    write("map", name.lower(), join(pieces))
    write("hexen_map", name.lower(), join(hexen_map(pieces)))
    write("wad_directory", "map.wad", pwad([("MAP01", b"")] + list(zip(MAP_LUMPS, pieces))))
    write("wad_directory", "markers.wad",
          pwad([("F_START", b""), ("FLAT1", bytes(4096)), ("F_END", b""), ("S_START", b""),
                ("TROOA1", picture(2, 2, b"\0\2\0\7\7\0\xff")), ("S_END", b""), ("DEMO1", b"")]))

    square = [(0, 0), (0, 128), (128, 128), (128, 0)]
    walls = [(0, 1, 1, 0, None), (1, 2, 1, 0, None), (2, 3, 1, 0, None), (3, 0, 1, 0, None)]
    write("node_builder", "room", room(square, walls, 1))
    write("node_builder", "pillar", room(square + [(48, 48), (48, 80), (80, 80), (80, 48)],
                                         walls + [(4, 7, 1, 0, None), (7, 6, 1, 0, None), (6, 5, 1, 0, None),
                                                  (5, 4, 1, 0, None)], 1))
    write("node_builder", "crossing", room(square, walls + [(0, 2, 4, 0, 1), (1, 3, 4, 0, 1)], 2))

    for patch in ["STTNUM0", "M_SKULL1", "BON1A0", "WINUM0"]:
        write("picture", patch.lower(), lump(doom2, patch))
    write("flat", "floor", lump(doom2, "FLOOR0_1"))
    write("flat", "short", lump(doom2, "FLOOR0_1")[:100])

    column = b"\0\4\0\1\2\3\4\0\xff"
    pnames = struct.pack("<i", 2) + b"PATCH0\0\0" + b"MISSING\0"
    texture1 = (struct.pack("<ii", 2, 12) + struct.pack("<i", 12 + 32)
                + b"WALL\0\0\0\0" + struct.pack("<ihhih", 0, 8, 4, 0, 1) + struct.pack("<hhhhh", 0, 0, 0, 1, 0)
                + b"TWO\0\0\0\0\0" + struct.pack("<ihhih", 0, 4, 4, 0, 2)
                + struct.pack("<hhhhh", 0, 0, 0, 1, 0) + struct.pack("<hhhhh", 2, 1, 0, 1, 0))
    write("textures", "two-textures", join([pnames, texture1, b"", picture(4, 4, column)]))

    for demo in ["freedoom2-demo1.lmp", "monkey-freedoom1-e1m1-uv.lmp"]:
        write("demo", demo[:-4], (oracle / demo).read_bytes())
    # Boom 2.02, MBF and MBF21 headers with their first tics.
    complevel = oracle.parent / "complevel"
    for demo in ["boom-map01.lmp", "mbf-map01.lmp", "mbf21-map01.lmp"]:
        data = (complevel / demo).read_bytes()
        write("demo", demo[:-4], data)
        write("demo_header_boom", demo[:-4], data[:200] + b"\x80")

    write("dehacked", "freedoom1", lump(doom1, "DEHACKED"))
    # MBF21's fields and code pointers (tests/data/mbf21-deh).
    write("dehacked", "mbf21.deh", (oracle.parent / "mbf21-deh" / "mbf21-deh.deh").read_bytes())
    write("dehacked", "frames.deh", b"Patch File for DeHackEd v3.0\nDoom version = 21\n\nFrame 10\nDuration = 0\n"
                                    b"Next frame = 11\n\nThing 1\nBits = SOLID+SHOOTABLE\n\n[CODEPTR]\nFRAME 12 = Raise\n"
                                    b"\n[STRINGS]\nGOTARMOR = Armour!\n\n[PARS]\npar 1 1 30\n\nText 8 8\nTROOBOSSBARONIMP\n")

    animated = (b"\0" + b"NUKAGE3".ljust(9, b"\0") + b"NUKAGE1".ljust(9, b"\0") + struct.pack("<i", 8)
                + b"\1" + b"BLODGR4".ljust(9, b"\0") + b"BLODGR1".ljust(9, b"\0") + struct.pack("<i", 8) + b"\xff")
    switches = (b"SW1BRCOM".ljust(9, b"\0") + b"SW2BRCOM".ljust(9, b"\0") + struct.pack("<h", 1)
                + b"SW1EXIT".ljust(9, b"\0") + b"SW2EXIT".ljust(9, b"\0") + struct.pack("<h", 3) + bytes(20))
    write("boom_animations", "two-each", join([animated, switches]))
    write("boom_animations", "unterminated", join([animated[:-1] + b"\1\2", switches[:-20] + b"\7"]))
    write("options_lump", "every-kind", b"# helpers and friends\nplayer_helpers 2\nfriend_distance 300\n"
                                        b"monster_backing 1\ncomp_pursuit 1\nmapcolor_back 247\n")
    write("options_lump", "bad-lines", b"player_helpers 9\nfriend_distance -4\nnot_an_option 1\nweapon_recoil\n\r\n")
    write("umapinfo", "every-key", UMAPINFO_EVERY_KEY)
    write("demoloop", "every-field", b'{"type": "demoloop", "version": "1.0.0", "metadata": {"author": "a", '
                                     b'"timestamp": "2024-08-08T00:00:00Z", "application": "hand"}, "data": {"entries": ['
                                     b'{"primarylump": "TITLEPIC", "secondarylump": "D_DM2TTL", "duration": 11.5, '
                                     b'"type": 0, "outrowipe": 1}, {"primarylump": "DEMO1", "secondarylump": null, '
                                     b'"duration": 0, "type": 1, "outrowipe": 0}]}}')
    write("gameconf", "every-field", b'{"type": "gameconf", "version": "1.0.0", "metadata": {"author": null, '
                                     b'"timestamp": null, "application": null}, "data": {"title": "T", "author": "A", '
                                     b'"description": "D", "version": "1.0", "iwad": "doom2.wad", "pwads": ["a.wad", '
                                     b'"b.wad"], "complevel": "mbf21", "mode": "commercial", "options": "comp_pursuit '
                                     b'1\\nmonster_backing 1", "playertranslations": ["T1", "T2", "T3", "T4"], '
                                     b'"wadtranslation": "WADTRANS"}}')
    write("gameconf", "nulls-and-bad", b'{"type":"gameconf","version":"1.0.0","metadata":{},"data":{"iwad":null,'
                                       b'"pwads":["x/y.wad"],"mode":"shareware"}}')
    write("demoloop", "escapes-and-bad-entry", b'{"type":"demoloop","version":"0.9.12","metadata":{},"data":{"entries":'
                                               b'[{"primarylump":"C\\u0052EDIT","type":2e0},[],{"type":1,"outrowipe":1,'
                                               b'"primarylump":"demo2"}]}}')
    write("skydefs", "every-kind", b'{"type": "skydefs", "version": "1.0.0", "metadata": {"author": "a", '
                                   b'"timestamp": null, "application": null}, "data": {"skies": [{"type": 0, "name": '
                                   b'"SKY1", "mid": 120.5, "scrollx": 35, "scrolly": -2, "scalex": 2, "scaley": 0.5, '
                                   b'"fire": null, "foregroundtex": null}, {"type": 1, "name": "SKY2", "mid": 100, '
                                   b'"scrollx": 0, "scrolly": 0, "scalex": 0, "scaley": 1, "fire": {"updatetime": 0.25, '
                                   b'"palette": [0, 47, 191, 160, 231]}}, {"type": 2, "name": "SKY3", "mid": 100, '
                                   b'"scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1, "foregroundtex": {"name": '
                                   b'"SKY4", "mid": 90, "scrollx": 70, "scrolly": 0, "scalex": 4, "scaley": 1}}], '
                                   b'"flatmapping": [{"flat": "NUKAGE1", "sky": "SKY3"}]}}')
    write("skydefs", "bad-entries", b'{"type":"skydefs","version":"1.0.0","metadata":{},"data":{"skies":[{"type":1,'
                                    b'"name":"SKY1","mid":1,"scrollx":0,"scrolly":0,"scalex":1e-9,"scaley":1},'
                                    b'{"type":2,"name":"S","foregroundtex":[]}],"flatmapping":{"flat":"F"}}}')
    write("sbardef", "every-kind", b'{"type": "statusbar", "version": "1.0.0", "metadata": {"author": "a", '
                                   b'"timestamp": null, "application": null}, "data": {"numberfonts": [{"name": "Big", '
                                   b'"type": 0, "stem": "STT"}, {"name": "Small", "type": 2, "stem": "stys"}], '
                                   b'"statusbars": [{"height": 32, "fullscreenrender": false, "fillflat": "FLOOR7_2", '
                                   b'"children": [{"graphic": {"x": 160, "y": 0, "alignment": 1, "tranmap": null, '
                                   b'"translation": null, "conditions": [{"condition": 14, "param": 0}], "children": '
                                   b'[{"percent": {"x": 104, "y": 3, "alignment": 2, "tranmap": null, "translation": '
                                   b'null, "conditions": null, "children": null, "font": "Big", "type": 0, "param": 0, '
                                   b'"maxlength": 3}}], "patch": "STBAR"}}, {"face": {"x": 143, "y": 0, "alignment": 0, '
                                   b'"tranmap": null, "translation": null, "conditions": [], "children": []}}, '
                                   b'{"facebackground": {"x": 143, "y": 0, "alignment": 48, "tranmap": "TRANMAP", '
                                   b'"translation": null, "conditions": [{"condition": 15, "param": 0}], "children": []}}, '
                                   b'{"animation": {"x": 0, "y": 0, "alignment": 8, "tranmap": null, "translation": '
                                   b'null, "conditions": [], "children": [], "frames": [{"lump": "STKEYS0", "duration": '
                                   b'0.5}, {"lump": "STKEYS1", "duration": 0}]}}, {"canvas": {"x": 1, "y": 2, '
                                   b'"alignment": 4, "tranmap": null, "translation": null, "conditions": [], "children": '
                                   b'[{"number": {"x": 0, "y": 0, "alignment": 0, "tranmap": null, "translation": null, '
                                   b'"conditions": [{"condition": 5, "param": 1}], "children": [], "font": "Small", '
                                   b'"type": 3, "param": 1, "maxlength": 3}}]}}]}, {"height": 0, "fullscreenrender": '
                                   b'true, "fillflat": null, "children": []}]}}')
    write("sbardef", "bad-entries", b'{"type":"statusbar","version":"1.2.0","metadata":{},"data":{"numberfonts":[{"name":'
                                    b'"A","type":3,"stem":"STT"},{"name":"B","type":1,"stem":"TOOLONG"}],"hudfonts":[{}],'
                                    b'"statusbars":[{"height":300,"fullscreenrender":0},{"height":32,"fullscreenrender":'
                                    b'false,"children":[{"graphic":{"x":0.5,"y":0,"alignment":0,"patch":"P"}},{"list":{}},'
                                    b'{"number":{"x":0,"y":0,"alignment":256,"font":"A","type":9,"param":0,"maxlength":'
                                    b'12}},{"graphic":{"x":0,"y":0,"alignment":0,"patch":"P","conditions":[{"condition":'
                                    b'40,"param":1}]}},{"a":{},"b":{}}]}]}}')
    write("interlevel", "every-kind", b'{"type": "interlevel", "version": "1.0.0", "metadata": {"author": "a", '
                                      b'"timestamp": null, "application": null}, "data": {"music": "D_INTER", '
                                      b'"backgroundimage": "INTERPIC", "layers": [{"conditions": [{"condition": 7, '
                                      b'"param": 0}], "anims": [{"x": 10, "y": -4, "frames": [{"image": "WIA00000", '
                                      b'"type": 4098, "duration": 0.5, "maxduration": 0}, {"image": "wia00001", '
                                      b'"type": 4, "duration": 0.25, "maxduration": 2}, {"image": "WIA00002", "type": 1, '
                                      b'"duration": 0, "maxduration": 0}], "conditions": [{"condition": 3, "param": 2}, '
                                      b'{"condition": 1, "param": 5}]}]}, {"anims": [], "conditions": null}]}}')
    write("interlevel", "bad-entries", b'{"type":"interlevel","version":"1.0.0","metadata":{},"data":{"music":"M",'
                                       b'"backgroundimage":"B","layers":[{"anims":[{"x":1.5,"y":0,"frames":[]},'
                                       b'{"x":0,"y":0,"frames":[{"image":"P","type":8,"duration":-1,"maxduration":0}]}]},'
                                       b'{"conditions":[{"condition":9,"param":0}],"anims":[]},7]}}')
    tone = (ROOT / "tests" / "data" / "ogg-music" / "tone-441hz.ogg").read_bytes()
    write("ogg_music", "tone", tone)
    write("ogg_music", "headers-only", tone[:4000])
    write("trakinfo", "two-tracks", b'// the re-release\n{"0123456789abcdef0123456789abcdef01234567": {"Remixed": '
                                    b'"D_E1M1RM", "MIDI": "D_E1M1MD"}, /* odd */ "ffffffffffffffffffffffffffffffffffffffff"'
                                    b': {"MIDI": null}}')
    write("trakinfo", "bad-keys", b'{"xyz": {"MIDI": "D_X"}, "0123456789ABCDEF0123456789ABCDEF01234567": [], "a": 1 /*')
    write("musinfo", "two-maps", b'MAP01\n0 D_RUNNIN\n1 D_STALKS // the hall\n2 "d_countd"\n\nE1M1\n64 D_E1M2\n')
    write("musinfo", "bad-pairs", b'5 D_RUNNIN\nMAP02\n65 D_X\n-1 D_Y\nMAP02\n3\nBOGUS 4 /* open')
    write("sndinfo", "ambients", b'world/wind DSWIND // a loop\nbell = "DSBELL"\n$alias bell2 bell\n'
          b'$random thunder { world/wind\n bell2 }\n$ambient 1 world/wind point 2.0 continuous 0.5\n'
          b'$ambient 2 thunder world random 5 10 1.0\n$ambient 3 bell periodic 1.5 0.75\n$limit bell 2\n')
    write("sndinfo", "bad-statements", b'$ambient x y\n$ambient 4 bell sometimes 1\n$random r { open\n'
          b'$alias a b\n$alias b a\nlonely\nname TOOLONGLUMP\n$ifheretic\nhidden DSHID\n$endif /* open')
    write("umapinfo", "episodes", b'MAP E1M1 { episode = clear episode = "M_EPI1", "One", "o" bossaction = clear }\n'
                                  b'MAP E1M8 { endbunny = true nointermission = true } /* end */\n')

    songs = sorted(((len(data), name, data) for name, data in doom2 if name.startswith("D_")))[:2]
    tiny_midi = (b"MThd" + struct.pack(">IHHH", 6, 0, 1, 70) + b"MTrk" + struct.pack(">I", 12)
                 + b"\x00\x90\x3c\x40\x46\x80\x3c\x00\x00\xff\x2f\x00")
    for target in ["music", "music_sequence"]:
        for _, name, data in songs:
            write(target, name.lower(), data)
        write(target, "tiny.mid", tiny_midi)
    # Format 1: a tempo track and a note track, merged by the sequence reader.
    tempo_track = b"\x00\xff\x51\x03\x07\xa1\x20\x00\xff\x2f\x00"
    note_track = b"\x00\x90\x3c\x40\x60\x80\x3c\x00\x00\xff\x2f\x00"
    write("music_sequence", "two-tracks.mid", b"MThd" + struct.pack(">IHHH", 6, 1, 2, 96)
          + b"".join(b"MTrk" + struct.pack(">I", len(t)) + t for t in [tempo_track, note_track]))

    sounds = sorted(((len(data), name, data) for name, data in doom2 if name.startswith("DS")))[:2]
    for _, name, data in sounds:
        write("sound", name.lower(), data)
    write("sound", "dppistol", lump(doom2, "DPPISTOL"))
    write("genmidi", "genmidi", lump(doom2, "GENMIDI"))

    net_seeds()
    write("toml_config", "default.toml", (ROOT / "config" / "default.toml").read_bytes())
    write("toml_config", "small.toml", b"[video]\nwidth = 1920 # wide\nrenderer = \"vulkan\"\n"
                                       b"[bindings]\nfire = [\"mouse1\", \"ctrl\"]\naudio = { sfx_volume = 3 }\n")

    command_lines = {
        "play": ["-iwad", "freedoom2.wad", "-warp", "7", "-skill", "4", "-file", "a.wad", "b.wad", "-deh", "c.deh",
                 "--set", "video.width=1920", "--renderer", "vulkan", "-nomusic"],
        "demo": ["demo", "x.lmp", "--trace", "out.txt", "--resave", "700", "-iwad", "freedoom1.wad"],
        "bench": ["bench", "render", "--tics", "600", "--size", "3840x2160", "--threads", "2", "--runs", "3"],
        "bindings": ["--set", "bindings.fire=mouse1,ctrl", "--set", "audio.sfx_volume=3", "--set", "video.vsync=no"],
    }
    for name, words in command_lines.items():
        write("command_line", name, b"\0".join(word.encode() for word in words))

    build = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "fuzz"
    target = build / "tests" / "fuzz" / "fuzz_savegame"
    (CORPUS / "savegame").mkdir(parents=True, exist_ok=True)
    subprocess.run([str(target)], check=True,
                   env=dict(os.environ, BRIMSTONE_FUZZ_WRITE_SEED=str(CORPUS / "savegame" / "map01")))


if __name__ == "__main__":
    main()
