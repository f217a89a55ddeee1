#!/usr/bin/env python3
"""Writes looks.wad (MAP01 from MAP01.textmap, no nodes: Brimstone builds
them) beside this script. Run it after editing MAP01.textmap."""
import pathlib
import struct

here = pathlib.Path(__file__).resolve().parent
lumps = [("MAP01", b""), ("TEXTMAP", (here / "MAP01.textmap").read_bytes()), ("ENDMAP", b"")]
body = b"".join(data for _, data in lumps)
directory = b""
offset = 12
for name, data in lumps:
    directory += struct.pack("<ii8s", offset, len(data), name.encode())
    offset += len(data)
header = struct.pack("<4sii", b"PWAD", len(lumps), 12 + len(body))
(here / "looks.wad").write_bytes(header + body + directory)
