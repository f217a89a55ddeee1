#!/usr/bin/env python3
"""Writes looks.wad (MAP01 from MAP01.textmap, no nodes: Brimstone builds
them) beside this script, and plain.wad, the same map with every visual
field taken out, for the test that checks the fields change the picture.
Run it after editing MAP01.textmap."""
import pathlib
import re
import struct

here = pathlib.Path(__file__).resolve().parent
VISUAL_FIELDS = re.compile(
    r"\s*\b(?:(?:scale|offset)[xy]_(?:top|mid|bottom)|light|lightabsolute|nofakecontrast"
    r"|[xy]panning(?:floor|ceiling)|[xy]scale(?:floor|ceiling)|rotation(?:floor|ceiling)"
    r"|light(?:floor|ceiling)(?:absolute)?|lightcolor|fadecolor|desaturation|alpha|renderstyle"
    r"|fillcolor|transparent|hidden|dontdraw)\s*=\s*[^;]+;")


def write_wad(path, textmap):
    lumps = [("MAP01", b""), ("TEXTMAP", textmap), ("ENDMAP", b"")]
    body = b"".join(data for _, data in lumps)
    directory = b""
    offset = 12
    for name, data in lumps:
        directory += struct.pack("<ii8s", offset, len(data), name.encode())
        offset += len(data)
    path.write_bytes(struct.pack("<4sii", b"PWAD", len(lumps), 12 + len(body)) + body + directory)


text = (here / "MAP01.textmap").read_text()
write_wad(here / "looks.wad", text.encode())
plain = "\n".join(VISUAL_FIELDS.sub("", line) if not line.lstrip().startswith("//") else line
                  for line in text.split("\n"))
write_wad(here / "plain.wad", plain.encode())
