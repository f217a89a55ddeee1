#!/usr/bin/env python3
"""Writes a PWAD holding one DeHackEd patch as its DEHACKED lump.

usage: deh_pwad.py PATCH.deh OUT.wad
"""
import struct
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    data = open(sys.argv[1], 'rb').read()
    header = struct.pack('<4sii', b'PWAD', 1, 12 + len(data))
    entry = struct.pack('<ii8s', 12, len(data), b'DEHACKED')
    with open(sys.argv[2], 'wb') as f:
        f.write(header + data + entry)


if __name__ == '__main__':
    main()
