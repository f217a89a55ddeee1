#!/usr/bin/env python3
"""Effects and music levels of a demo's soundtrack, from the stock
chocolate-doom (OPL music, SDL's `disk` audio driver) and, if given, from
brimstone's `demo --audio`.

Each run mutes one side through the menu volumes, so a row is one side at
one volume. Effects' level is the RMS of both channels over the demo's own
length (tics / 35 s): Chocolate Doom's file also holds its silent start-up,
which adds no energy. Music plays all the time, so its level is the RMS
from its first sound to its last: Chocolate Doom's music follows the disk
driver's clock, which falls behind the game's on a busy machine.
Chocolate Doom plays the demo in real time (`-playdemo`), so a run takes
the demo's length; the runs go side by side.

usage: mix_levels.py IWAD DEMO.lmp [--brimstone BINARY] [--volumes 8,15,4] [--dmxoption -opl3]
prints: side volume chocolate-rms [brimstone-rms ratio]
"""
import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import wave

HERE = os.path.dirname(os.path.abspath(__file__))
FRAMES_PER_TIC = 1260  # 44 100 Hz / 35


def demo_tics(path):
    with open(path, "rb") as f:
        data = f.read()
    players = max(1, sum(data[9:13]))
    return (len(data) - 14) // (4 * players)


def level(samples, side, demo_samples):
    """RMS of little-endian signed 16-bit stereo samples, as the side wants it."""
    ints = memoryview(samples).cast("h")
    total = math.fsum(s * s for s in ints)
    if side == "sfx":
        return math.sqrt(total / demo_samples)
    first = next((i for i, s in enumerate(ints) if s), 0)
    last = len(ints) - next((i for i, s in enumerate(reversed(ints)) if s), len(ints))
    return math.sqrt(total / max(1, last - first))


def chocolate(iwad, demo, side, volume, dmxoption, work):
    """Starts chocolate-doom on one side at one volume; returns (process, raw file)."""
    home = os.path.join(work, f"{side}{volume}")
    os.makedirs(home)
    volumes = {"sfx_volume": volume if side == "sfx" else 0, "music_volume": volume if side == "music" else 0}
    with open(os.path.join(HERE, "cfg", "default.cfg")) as f:
        config = f.read()
    for key, value in volumes.items():
        config = re.sub(rf"^{key}\s+\d+$", f"{key:<30}{value}", config, flags=re.M)
    with open(os.path.join(home, "default.cfg"), "w") as f:
        f.write(config)
    # Chocolate Doom writes its settings back on exit: give it copies.
    shutil.copy(os.path.join(HERE, "cfg", "chocolate-doom.cfg"), home)
    raw = os.path.join(home, "out.raw")
    env = dict(os.environ, HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=raw,
               DMXOPTION=dmxoption)
    choc = "/usr/games/chocolate-doom" if os.path.exists("/usr/games/chocolate-doom") else "chocolate-doom"
    command = [choc, "-iwad", iwad, "-config", os.path.join(home, "default.cfg"),
               "-extraconfig", os.path.join(home, "chocolate-doom.cfg"), "-playdemo", demo, "-nogui"]
    log = open(os.path.join(home, "log.txt"), "w")
    return subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT), raw


def brimstone(binary, iwad, demo, side, volume, opl3, samples, work):
    out = os.path.join(work, f"ours-{side}{volume}.wav")
    other = "music_volume" if side == "sfx" else "sfx_volume"
    subprocess.run([binary, "demo", demo, "--iwad", iwad, "--audio", out,
                    "--set", f"audio.{side}_volume={volume}", "--set", f"audio.{other}=0",
                    "--set", "audio.opl_chip=" + ("opl3" if opl3 else "opl2")], check=True)
    with wave.open(out) as w:
        return level(w.readframes(w.getnframes()), side, samples)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("iwad")
    p.add_argument("demo")
    p.add_argument("--brimstone")
    p.add_argument("--volumes", default="8,15,4")
    # Our default chip is an OPL3 (Sound Blaster 16); DMX drives one only when told.
    p.add_argument("--dmxoption", default="-opl3")
    a = p.parse_args()
    iwad, demo = os.path.abspath(a.iwad), os.path.abspath(a.demo)
    samples = 2 * FRAMES_PER_TIC * demo_tics(demo)
    runs = [(side, int(v)) for side in ("sfx", "music") for v in a.volumes.split(",")]
    with tempfile.TemporaryDirectory() as work:
        started = [(side, volume, *chocolate(iwad, demo, side, volume, a.dmxoption, work)) for side, volume in runs]
        for side, volume, process, raw in started:
            process.wait(timeout=demo_tics(demo) / 35 + 120)
            with open(raw, "rb") as f:
                theirs = level(f.read(), side, samples)
            row = f"{side} {volume} {theirs:.1f}"
            if a.brimstone:
                ours = brimstone(a.brimstone, iwad, demo, side, volume, "-opl3" in a.dmxoption, samples, work)
                row += f" {ours:.1f} {ours / theirs:.3f}"
            print(row, flush=True)


if __name__ == "__main__":
    sys.exit(main())
