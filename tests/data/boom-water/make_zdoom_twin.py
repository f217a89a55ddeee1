#!/usr/bin/env python3
"""Writes zdoom-twin.wad: boom-water.wad's map as a UDMF map in the zdoom
namespace, with ZDoom's forms of its Boom specials, so that the same demo
plays and draws the same on it (tests/render/boom_water_frames_test.cpp):

  242 deep water (tag 1)      -> Transfer_Heights (209), arg0 1
  224 wind (tag 1, the line)  -> Sector_SetWind (218), arg0 1, arg3 1 (the line's push)
  sector type 512 (push bit)  -> 4096, ZDoom's push bit

The map is converted by Brimstone (`brimstone convert --to udmf`, doom
namespace, ZDoom's nodes) and the TEXTMAP edited. The WATERMAP colormap
stays in boom-water.wad, loaded before this file.

Usage: make_zdoom_twin.py BRIMSTONE  (run from anywhere)
"""
import pathlib
import struct
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
EDITS = [
    ('namespace = "doom";', 'namespace = "zdoom";'),
    ("special = 242;\narg0 = 1;", "special = 209;\narg0 = 1;"),
    ("special = 224;\narg0 = 1;", "special = 218;\narg0 = 1;\narg3 = 1;"),
    ("special = 512;", "special = 4096;"),
]


def lumps_of(data):
    count, at = struct.unpack("<ii", data[4:12])
    for i in range(count):
        offset, size, name = struct.unpack("<ii8s", data[at + 16 * i:at + 16 * i + 16])
        yield name.rstrip(b"\0"), data[offset:offset + size]


def pwad(lumps):
    body, directory = b"", b""
    for name, data in lumps:
        directory += struct.pack("<ii8s", 12 + len(body), len(data), name)
        body += data
    return b"PWAD" + struct.pack("<ii", len(lumps), 12 + len(body)) + body + directory


def main():
    with tempfile.TemporaryDirectory() as scratch:
        converted = pathlib.Path(scratch) / "udmf.wad"
        subprocess.run([sys.argv[1], "convert", str(HERE / "boom-water.wad"), "--to", "udmf", "--out",
                        str(converted), "--force"], check=True, stdout=subprocess.DEVNULL)
        lumps = []
        for name, data in lumps_of(converted.read_bytes()):
            if name == b"TEXTMAP":
                text = data.decode()
                for old, new in EDITS:
                    if text.count(old) != 1:
                        sys.exit(f"expected one '{old}' in the converted TEXTMAP")
                    text = text.replace(old, new)
                data = text.encode()
            lumps.append((name, data))
    (HERE / "zdoom-twin.wad").write_bytes(pwad(lumps))


if __name__ == "__main__":
    main()
