#!/usr/bin/env python3
"""Writes dist/brimstone.6 from `brimstone --help` and the fixed sections
below. Run after adding an option: python3 dist/make_manpage.py BRIMSTONE
(ctest dist.install_tree fails while an option of --help is missing)."""
import re
import subprocess
import sys
from pathlib import Path


def roff(text):
    return text.replace('\\', '\\e').replace('-', '\\-')


def entries(help_text):
    """(section, name, argument, description) for each line of --help."""
    section = None
    for line in help_text.splitlines():
        if line.startswith('Subcommands:'):
            section = 'SUBCOMMANDS'
        elif line.startswith('Options'):
            section = 'OPTIONS'
        m = re.match(r'^  (\S.*?)\s{2,}(.*)$', line)
        if m and section:
            name, _, argument = m.group(1).partition(' ')
            yield section, name, argument, m.group(2)


HEAD = r'''.\" The manual page of brimstone(6), written by dist/make_manpage.py from
.\" `brimstone --help`; tests/dist/install_tree.sh checks every option is here.
.TH BRIMSTONE 6 "2026-12-02" "brimstone" "Games"
.SH NAME
brimstone \- a Doom engine: the original game exactly, a software and a Vulkan renderer
.SH SYNOPSIS
.B brimstone
[\fIsubcommand\fR] [\fIoptions\fR]
.SH DESCRIPTION
Brimstone plays Doom, Doom II, Final Doom and Freedoom, and the add-on WADs made for them:
classic and UDMF maps, DeHackEd patches, and the compatibility levels of Boom, MBF and MBF21.
Its simulation is the original's, tic for tic, so Doom 1.9 demos play back in sync.
It draws with a software renderer that gives the original's pixels at 320\(mu200, or with
Vulkan: an exact view (the same pixels, drawn on the GPU) or a true 3D view with free look.
.PP
Without a subcommand it opens a window and plays. The IWAD is looked for in the usual
folders (such as \fI/usr/share/games/doom\fR) when \fB\-iwad\fR gives only a name or nothing.'''

TAIL = r'''.SH KEYS
WASD or the arrows move, the mouse turns, Ctrl or the left button fires, Space or E uses,
1\-7 pick weapons, Escape opens the menu, Tab the automap, F1\-F12 the original's function keys
(F11: window or full screen, F12: the frame rate), the grave key (`) the settings pages,
Insert switches the renderer, Home the Vulkan view, Delete shows both side by side.
Every key is a setting (\fBbindings.*\fR).
.SH FILES
.TP
\fI$XDG_CONFIG_HOME/brimstone/brimstone.toml\fR (else \fI~/.config/brimstone/brimstone.toml\fR)
The settings; written when the menus change one. An annotated copy of the defaults is installed as
\fIbrimstone.toml.example\fR in the documentation folder.
.TP
\fI$XDG_DATA_HOME/brimstone/\fR (else \fI~/.local/share/brimstone/\fR)
Savegames and screenshots.
.SH EXAMPLES
.TP
\fBbrimstone \-iwad freedoom2.wad \-file map.wad \-warp 1\fR
Play MAP01 of an add-on.
.TP
\fBbrimstone \-timedemo demo.lmp \-nodraw\fR
Time the simulation alone on a demo.
.TP
\fBbrimstone compare \-\-demo demo.lmp \-\-every 35 \-\-set video.vulkan_view=true3d\fR
Draw every 35th tic with the software renderer and the true 3D view and say how far they agree.
.SH SEE ALSO
.BR chocolate\-doom (6),
.BR dsda\-doom (6)
'''


def main():
    program = sys.argv[1] if len(sys.argv) > 1 else 'build/release/brimstone'
    help_text = subprocess.run([program, '--help'], capture_output=True, text=True, check=True).stdout
    out = [HEAD]
    current = None
    for section, name, argument, description in entries(help_text):
        if section != current:
            current = section
            out.append('.SH ' + section)
            if section == 'OPTIONS':
                out.append(r'Each option also takes the other spelling: \fB\-iwad\fR or \fB\-\-iwad\fR.')
        out.append('.TP')
        out.append(r'\fB%s\fR' % roff(name) + (r' \fI%s\fR' % roff(argument) if argument else ''))
        out.append(roff(description))
    out.append(TAIL)
    Path(__file__).with_name('brimstone.6').write_text('\n'.join(out))


if __name__ == '__main__':
    main()
