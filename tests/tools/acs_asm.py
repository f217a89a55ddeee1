#!/usr/bin/env python3
"""Writes a BEHAVIOR lump from a readable ACS listing (no ACS compiler is
packaged for Debian). Layouts and p-code numbers are ZDoom's (its wiki's
ACS pages; p_acs.h's PCD_ numbering, which acc writes).

Usage: acs_asm.py LISTING OUT [FORMAT]   (FORMAT overrides the listing's)

The listing, one statement a line ('#' starts a comment):
  format ACS0 | ACSE | ACSe | ACS0+ACSE     (first; default ACSE)
  mapvar N = VALUE                          (MINI)
  array N SIZE [VALUE ...]                  (ARAY, AINI)
  script N TYPE [args K]                    (TYPE: closed open enter ... ;
  script "NAME" TYPE [args K]                named scripts get -1, -2, ...)
  function N args A locals L [returns]      (FUNC; its code follows)
  arrays SIZE ...                           (SARY/FARY of the script or
                                             function declared last)
  jumps LABEL ...                           (JUMP: GOTOSTACK's targets)
  library "NAME"                            (LOAD: a library it imports)
  function N args A locals L [returns] [name "F"]   (FNAM: the name libraries
                                             link by; "import" instead of
                                             name: defined by a library)
  export N "NAME"                           (MEXP: map variable N's name)
  import mapvar N "NAME"                    (MIMP)
  import array N SIZE "NAME"                (AIMP)
  LABEL:
  PCODE [OPERAND ...]                       (operands: numbers, labels,
                                             "strings" = their index)
"""
import struct
import sys

NAMES = """
NOP TERMINATE SUSPEND PUSHNUMBER LSPEC1 LSPEC2 LSPEC3 LSPEC4 LSPEC5 LSPEC1DIRECT
LSPEC2DIRECT LSPEC3DIRECT LSPEC4DIRECT LSPEC5DIRECT ADD SUBTRACT MULTIPLY DIVIDE MODULUS EQ
NE LT GT LE GE ASSIGNSCRIPTVAR ASSIGNMAPVAR ASSIGNWORLDVAR PUSHSCRIPTVAR PUSHMAPVAR
PUSHWORLDVAR ADDSCRIPTVAR ADDMAPVAR ADDWORLDVAR SUBSCRIPTVAR SUBMAPVAR SUBWORLDVAR MULSCRIPTVAR MULMAPVAR MULWORLDVAR
DIVSCRIPTVAR DIVMAPVAR DIVWORLDVAR MODSCRIPTVAR MODMAPVAR MODWORLDVAR INCSCRIPTVAR INCMAPVAR INCWORLDVAR DECSCRIPTVAR
DECMAPVAR DECWORLDVAR GOTO IFGOTO DROP DELAY DELAYDIRECT RANDOM RANDOMDIRECT THINGCOUNT
THINGCOUNTDIRECT TAGWAIT TAGWAITDIRECT POLYWAIT POLYWAITDIRECT CHANGEFLOOR CHANGEFLOORDIRECT CHANGECEILING
CHANGECEILINGDIRECT RESTART ANDLOGICAL ORLOGICAL ANDBITWISE ORBITWISE EORBITWISE NEGATELOGICAL LSHIFT RSHIFT
UNARYMINUS IFNOTGOTO LINESIDE SCRIPTWAIT SCRIPTWAITDIRECT CLEARLINESPECIAL CASEGOTO BEGINPRINT ENDPRINT PRINTSTRING
PRINTNUMBER PRINTCHARACTER PLAYERCOUNT GAMETYPE GAMESKILL TIMER SECTORSOUND AMBIENTSOUND SOUNDSEQUENCE SETLINETEXTURE
SETLINEBLOCKING SETLINESPECIAL THINGSOUND ENDPRINTBOLD
""".split()
# p_acs.h from 270 on (ZDoom's additions after Skulltag's).
LATER = """
ENDLOG GETAMMOCAPACITY SETAMMOCAPACITY PRINTMAPCHARARRAY PRINTWORLDCHARARRAY PRINTGLOBALCHARARRAY SETACTORANGLE GRABINPUT
SETMOUSEPOINTER MOVEMOUSEPOINTER SPAWNPROJECTILE GETSECTORLIGHTLEVEL GETACTORCEILINGZ SETACTORPOSITION CLEARACTORINVENTORY
GIVEACTORINVENTORY TAKEACTORINVENTORY CHECKACTORINVENTORY THINGCOUNTNAME SPAWNSPOTFACING PLAYERCLASS
ANDSCRIPTVAR ANDMAPVAR ANDWORLDVAR ANDGLOBALVAR ANDMAPARRAY ANDWORLDARRAY ANDGLOBALARRAY
EORSCRIPTVAR EORMAPVAR EORWORLDVAR EORGLOBALVAR EORMAPARRAY EORWORLDARRAY EORGLOBALARRAY
ORSCRIPTVAR ORMAPVAR ORWORLDVAR ORGLOBALVAR ORMAPARRAY ORWORLDARRAY ORGLOBALARRAY
LSSCRIPTVAR LSMAPVAR LSWORLDVAR LSGLOBALVAR LSMAPARRAY LSWORLDARRAY LSGLOBALARRAY
RSSCRIPTVAR RSMAPVAR RSWORLDVAR RSGLOBALVAR RSMAPARRAY RSWORLDARRAY RSGLOBALARRAY
GETPLAYERINFO CHANGELEVEL SECTORDAMAGE REPLACETEXTURES NEGATEBINARY GETACTORPITCH SETACTORPITCH PRINTBIND SETACTORSTATE
THINGDAMAGE2 USEINVENTORY USEACTORINVENTORY CHECKACTORCEILINGTEXTURE CHECKACTORFLOORTEXTURE GETACTORLIGHTLEVEL SETMUGSHOTSTATE
THINGCOUNTSECTOR THINGCOUNTNAMESECTOR CHECKPLAYERCAMERA MORPHACTOR UNMORPHACTOR GETPLAYERINPUT CLASSIFYACTOR PRINTBINARY
PRINTHEX CALLFUNC SAVESTRING PRINTMAPCHRANGE PRINTWORLDCHRANGE PRINTGLOBALCHRANGE STRCPYTOMAPCHRANGE STRCPYTOWORLDCHRANGE
STRCPYTOGLOBALCHRANGE PUSHFUNCTION CALLSTACK SCRIPTWAITNAMED TRANSLATIONRANGE3 GOTOSTACK ASSIGNSCRIPTARRAY PUSHSCRIPTARRAY
ADDSCRIPTARRAY SUBSCRIPTARRAY MULSCRIPTARRAY DIVSCRIPTARRAY MODSCRIPTARRAY INCSCRIPTARRAY DECSCRIPTARRAY ANDSCRIPTARRAY
EORSCRIPTARRAY ORSCRIPTARRAY LSSCRIPTARRAY RSSCRIPTARRAY PRINTSCRIPTCHARARRAY PRINTSCRIPTCHRANGE STRCPYTOSCRIPTCHRANGE
LSPEC5EX LSPEC5EXRESULT TRANSLATIONRANGE4 TRANSLATIONRANGE5
""".split()
NUMBERS = {name: i for i, name in enumerate(NAMES)}
NUMBERS.update({name: 270 + i for i, name in enumerate(LATER)})
NUMBERS.update({
    "ENDHUDMESSAGE": 161, "ENDHUDMESSAGEBOLD": 162, "MOREHUDMESSAGE": 159, "OPTHUDMESSAGE": 160,
    "STARTTRANSLATION": 199, "TRANSLATIONRANGE1": 200, "TRANSLATIONRANGE2": 201, "ENDTRANSLATION": 202,
    "PUSHBYTE": 167, "LSPEC1DIRECTB": 168, "LSPEC2DIRECTB": 169, "LSPEC3DIRECTB": 170, "LSPEC4DIRECTB": 171,
    "LSPEC5DIRECTB": 172, "DELAYDIRECTB": 173, "RANDOMDIRECTB": 174, "PUSHBYTES": 175,
    "ASSIGNGLOBALVAR": 181, "PUSHGLOBALVAR": 182, "PUSHMAPARRAY": 207, "ASSIGNMAPARRAY": 208,
    "INCMAPARRAY": 214, "DUP": 216, "SWAP": 217, "PUSHWORLDARRAY": 226, "ASSIGNWORLDARRAY": 227,
    "SPAWN": 149, "SPAWNDIRECT": 150, "SPAWNSPOT": 151, "SPAWNSPOTDIRECT": 152, "SETTHINGSPECIAL": 180,
    "CALL": 203, "CALLDISCARD": 204, "RETURNVOID": 205, "RETURNVAL": 206, "SIN": 220, "COS": 221, "VECTORANGLE": 222,
    "PLAYERFRAGS": 122, "STRLEN": 253, "GIVEINVENTORY": 143, "TAKEINVENTORY": 145, "CHECKINVENTORY": 147,
    "CLEARINVENTORY": 142, "SETMUSIC": 153, "SETFONT": 165, "SETHUDSIZE": 254, "PLAYERNUMBER": 247, "GETCVAR": 255,
    "PLAYERTEAM": 119, "THING_PROJECTILE2": 252, "PRINTNAME": 131, "SETGRAVITY": 138, "SETGRAVITYDIRECT": 139, "GETSCREENWIDTH": 250,
    "GETSCREENHEIGHT": 251, "CHANGESKY": 266, "TAGSTRING": 225, "FADETO": 190, "FADERANGE": 191, "CANCELFADE": 192,
    "SETACTORPROPERTY": 245, "GETACTORPROPERTY": 246, "ACTIVATORTID": 248, "CASEGOTOSORTED": 256, "SETRESULTVALUE": 257, "LSPEC5RESULT": 263,
})
# Operand kinds: w a 32-bit word, s a "small" one (a byte in ACSe), h a
# "short" one (two bytes in ACSe), b a byte.
WORD_OPS = {"PUSHNUMBER": "w", "GOTO": "w", "IFGOTO": "w", "IFNOTGOTO": "w", "DELAYDIRECT": "w",
            "RANDOMDIRECT": "ww", "THINGCOUNTDIRECT": "ww", "TAGWAITDIRECT": "w", "POLYWAITDIRECT": "w",
            "CHANGEFLOORDIRECT": "ww", "CHANGECEILINGDIRECT": "ww", "SCRIPTWAITDIRECT": "w", "CASEGOTO": "ww",
            "SPAWNDIRECT": "wwwwww", "SPAWNSPOTDIRECT": "wwww", "PUSHBYTE": "b", "DELAYDIRECTB": "b", "RANDOMDIRECTB": "bb", "LSPEC5RESULT": "s",
            "SETGRAVITYDIRECT": "w"}
WORD_OPS.update({"CALL": "s", "CALLDISCARD": "s", "PUSHFUNCTION": "s", "LSPEC5EX": "w", "LSPEC5EXRESULT": "w",
                 "CALLFUNC": "sh"})
for n in range(1, 6):
    WORD_OPS["LSPEC%d" % n] = "s"
    WORD_OPS["LSPEC%dDIRECT" % n] = "s" + "w" * n
    WORD_OPS["LSPEC%dDIRECTB" % n] = "b" * (n + 1)
for name in NAMES + list(NUMBERS):
    if name.endswith(("SCRIPTVAR", "MAPVAR", "WORLDVAR", "GLOBALVAR", "MAPARRAY", "WORLDARRAY", "GLOBALARRAY",
                      "SCRIPTARRAY")):
        WORD_OPS[name] = "s"
TYPES = {"closed": 0, "open": 1, "respawn": 2, "death": 3, "enter": 4, "lightning": 12, "unloading": 13}


def tokens(line):
    out, i = [], 0
    while i < len(line):
        if line[i].isspace():
            i += 1
        elif line[i] == '"':
            j = line.index('"', i + 1)
            out.append(line[i:j + 1])
            i = j + 1
        elif line[i] == "#":
            break
        else:
            j = i
            while j < len(line) and not line[j].isspace():
                j += 1
            out.append(line[i:j])
            i = j
    return out


class Assembler:
    def __init__(self, text, format_override=None):
        self.format = "ACSE"
        self.scripts, self.strings, self.names = [], [], []
        self.mapvars, self.arrays = {}, []
        self.functions, self.local_arrays, self.jumps = [], {}, []  # local_arrays: ("SARY"|"FARY", number) -> sizes
        self.libraries, self.function_names, self.exports = [], [], {}
        self.imported_vars, self.imported_arrays = [], []
        self.items = []  # (kind, value) for the code, after the 8-byte header
        for raw in text.splitlines():
            t = tokens(raw)
            if t:
                self.statement(t)
        if format_override:
            self.format = format_override

    def string(self, s):
        s = s[1:-1]
        if s not in self.strings:
            self.strings.append(s)
        return self.strings.index(s)

    def statement(self, t):
        head = t[0]
        if head == "format":
            self.format = t[1]
        elif head == "mapvar":
            self.mapvars[int(t[1])] = int(t[3])
        elif head == "array":
            self.arrays.append((int(t[1]), int(t[2]), [int(v) for v in t[3:]]))
        elif head == "script":
            if t[1].startswith('"'):
                self.names.append(t[1][1:-1])
                number = -len(self.names)
            else:
                number = int(t[1])
            args = int(t[t.index("args") + 1]) if "args" in t else 0
            self.scripts.append([number, TYPES[t[2]], args, None])
            self.items.append(("script", len(self.scripts) - 1))
            self.owner = ("SARY", number)
        elif head == "function":
            if int(t[1]) != len(self.functions):
                raise SystemExit("functions are declared in order: " + " ".join(t))
            imported = "import" in t
            self.functions.append([int(t[t.index("args") + 1]), int(t[t.index("locals") + 1]), int("returns" in t),
                                   0 if imported else None])
            for key in ("name", "import"):
                if key in t:
                    self.function_names.append(t[t.index(key) + 1][1:-1])
                    break
            else:
                self.function_names.append("")
            if not imported:
                self.items.append(("function", len(self.functions) - 1))
            self.owner = ("FARY", len(self.functions) - 1)
        elif head == "library":
            self.libraries.append(t[1][1:-1])
        elif head == "export":
            self.exports[int(t[1])] = t[2][1:-1]
        elif head == "import" and t[1] == "mapvar":
            self.imported_vars.append((int(t[2]), t[3][1:-1]))
        elif head == "import" and t[1] == "array":
            self.imported_arrays.append((int(t[2]), int(t[3]), t[4][1:-1]))
        elif head == "arrays":
            self.local_arrays[self.owner] = [int(v) for v in t[1:]]
        elif head == "jumps":
            self.jumps += t[1:]
        elif head.endswith(":"):
            self.items.append(("label", head[:-1]))
        else:
            name = head.upper()
            kinds = WORD_OPS.get(name, "")
            if len(t) - 1 != len(kinds):
                raise SystemExit("%s takes %d operands: %s" % (name, len(kinds), " ".join(t)))
            self.items.append(("op", NUMBERS[name]))
            for kind, operand in zip(kinds, t[1:]):
                self.items.append((kind, operand))

    def operand(self, text, labels):
        if text.startswith('"'):
            return self.string(text)
        if text in labels:
            return labels[text]
        return int(text, 0)

    def code(self):
        compact = self.format.endswith("ACSe")
        sizes = {"w": 4, "s": 1 if compact else 4, "h": 2 if compact else 4, "b": 1}

        def op_size(v):
            return (1 if v < 240 else 2) if compact else 4
        labels, at = {}, 8
        for kind, value in self.items:  # first pass: where labels and scripts are
            if kind == "label":
                labels[value] = at
            elif kind == "script":
                self.scripts[value][3] = at
            elif kind == "function":
                self.functions[value][3] = at
            elif kind == "op":
                at += op_size(value)
            else:
                at += sizes[kind]
        out = bytearray()
        for kind, value in self.items:
            if kind == "op":
                if not compact:
                    out += struct.pack("<i", value)
                elif value < 240:
                    out.append(value)
                else:
                    out += bytes([240 + ((value - 240) >> 8), (value - 240) & 0xFF])
            elif kind in sizes:
                v = self.operand(value, labels)
                size = sizes[kind]
                out += struct.pack("<i", v) if size == 4 else struct.pack("<h", v) if size == 2 else bytes([v & 0xFF])
        self.labels = labels
        return bytes(out)

    def chunks(self):
        def chunk(tag, data):
            return tag.encode() + struct.pack("<I", len(data)) + data

        def string_table(strings, padded):
            head = 12 if padded else 4
            offsets, blob = [], b""
            base = head + 4 * len(strings)
            for s in strings:
                offsets.append(base + len(blob))
                blob += s.encode() + b"\0"
            count = struct.pack("<I", len(strings))
            return (b"\0" * 4 + count + b"\0" * 4 if padded else count) + \
                b"".join(struct.pack("<I", o) for o in offsets) + blob
        out = chunk("SPTR", b"".join(struct.pack("<hBBI", n, ty, a, addr) for n, ty, a, addr in self.scripts))
        out += chunk("STRL", string_table(self.strings, True))
        if self.names:
            out += chunk("SNAM", string_table(self.names, False))
        if self.mapvars:
            first, last = min(self.mapvars), max(self.mapvars)
            out += chunk("MINI", struct.pack("<i", first) +
                         b"".join(struct.pack("<i", self.mapvars.get(v, 0)) for v in range(first, last + 1)))
        if self.functions:
            out += chunk("FUNC", b"".join(struct.pack("<BBBBI", a, l, r, 0, addr) for a, l, r, addr in self.functions))
        for (tag, number), sizes in self.local_arrays.items():
            out += chunk(tag, struct.pack("<h", number) + b"".join(struct.pack("<i", v) for v in sizes))
        if self.libraries:
            out += chunk("LOAD", b"".join(name.encode() + b"\0" for name in self.libraries))
        if any(self.function_names):
            out += chunk("FNAM", string_table(self.function_names, False))
        if self.exports:
            out += chunk("MEXP", string_table([self.exports.get(v, "") for v in range(max(self.exports) + 1)], False))
        if self.imported_vars:
            out += chunk("MIMP", b"".join(struct.pack("<I", v) + n.encode() + b"\0" for v, n in self.imported_vars))
        if self.imported_arrays:
            out += chunk("AIMP", struct.pack("<I", len(self.imported_arrays)) +
                         b"".join(struct.pack("<II", v, size) + n.encode() + b"\0"
                                  for v, size, n in self.imported_arrays))
        if self.jumps:
            out += chunk("JUMP", b"".join(struct.pack("<I", self.labels[j]) for j in self.jumps))
        if self.arrays:
            out += chunk("ARAY", b"".join(struct.pack("<ii", var, size) for var, size, _ in self.arrays))
            for var, _, values in self.arrays:
                if values:
                    out += chunk("AINI", struct.pack("<i", var) + b"".join(struct.pack("<i", v) for v in values))
        return out

    def hexen_directory(self, at):
        """Hexen's directory, with string offsets from the lump's start."""
        scripts = [(n + (1000 if ty == 1 else 0), addr, a) for n, ty, a, addr in self.scripts]
        head = 4 + 12 * len(scripts) + 4 + 4 * len(self.strings)
        offsets, blob = [], b""
        for s in self.strings:
            offsets.append(at + head + len(blob))
            blob += s.encode() + b"\0"
        return (struct.pack("<I", len(scripts)) + b"".join(struct.pack("<iii", *s) for s in scripts) +
                struct.pack("<I", len(self.strings)) + b"".join(struct.pack("<I", o) for o in offsets) + blob)

    def lump(self):
        code = self.code()
        if self.format == "ACS0":
            at = 8 + len(code)
            return b"ACS\0" + struct.pack("<I", at) + code + self.hexen_directory(at)
        if self.format.startswith("ACS0+"):
            # ZDoom's compatible layout: chunks, their offset and the real
            # tag, then a directory Hexen's engine would read (empty here).
            chunks_at = 8 + len(code)
            body = code + self.chunks()
            at = 8 + len(body) + 8
            tag = self.format[5:].encode()
            return (b"ACS\0" + struct.pack("<I", at) + body + struct.pack("<I", chunks_at) + tag +
                    struct.pack("<II", 0, 0))
        at = 8 + len(code)
        return self.format.encode() + struct.pack("<I", at) + code + self.chunks()


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as f:
        lump = Assembler(f.read(), sys.argv[3] if len(sys.argv) == 4 else None).lump()
    with open(sys.argv[2], "wb") as f:
        f.write(lump)


if __name__ == "__main__":
    main()
