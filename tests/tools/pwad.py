"""Writes a PWAD from (name, bytes) lumps, in order (the test maps' make scripts)."""
import pathlib
import struct


def write_pwad(path, lumps):
    body = b"".join(data for _, data in lumps)
    directory, offset = b"", 12
    for name, data in lumps:
        directory += struct.pack("<ii8s", offset, len(data), name.encode())
        offset += len(data)
    pathlib.Path(path).write_bytes(struct.pack("<4sii", b"PWAD", len(lumps), 12 + len(body)) + body + directory)


def write_udmf_map(path, textmap, name="MAP01"):
    """One UDMF map without nodes (ports build them)."""
    write_pwad(path, [(name, b""), ("TEXTMAP", textmap), ("ENDMAP", b"")])
