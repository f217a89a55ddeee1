#!/usr/bin/env python3
"""Packs the test maps of this folder into hexen-specials.wad, one map each
in this order (no nodes: Brimstone builds them), to play them by hand.
The tests read the .textmap files themselves. Run it after editing one."""
import pathlib
import struct

here = pathlib.Path(__file__).resolve().parent
MAPS = ["lights.textmap", "planes.textmap", "polyobjects.textmap", "stairs.textmap"]  # MAP01, MAP02, ...

lumps = []
for number, name in enumerate(MAPS, start=1):
    lumps += [(f"MAP{number:02d}", b""), ("TEXTMAP", (here / name).read_bytes()), ("ENDMAP", b"")]
body = b"".join(data for _, data in lumps)
directory = b""
offset = 12
for name, data in lumps:
    directory += struct.pack("<ii8s", offset, len(data), name.encode())
    offset += len(data)
(here / "hexen-specials.wad").write_bytes(struct.pack("<4sii", b"PWAD", len(lumps), 12 + len(body)) + body + directory)
