#!/usr/bin/env python3
"""Fails unless a PNG screenshot shows something: decodes it with the standard library alone
(zlib), undoes each row's filter, and counts the pixels that differ from the most common colour.
A blank page, all one colour, fails; so does one where almost nothing is drawn.

Usage: png-has-content.py FILE.png [MINIMUM_SHARE]   (default share of drawn pixels: 0.01)
"""
import struct
import sys
import zlib
from collections import Counter


def pixels(path):
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    offset, header, compressed = 8, None, b""
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError("unsupported PNG layout: depth %d, colour type %d" % (depth, colour))
    raw = zlib.decompress(compressed)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up),
                           (abs(guess - corner), 2, corner))[2]
                line[x] = (line[x] + near) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    path = sys.argv[1]
    minimum = float(sys.argv[2]) if len(sys.argv) > 2 else 0.01
    width, height, channels, rows = pixels(path)
    counts = Counter(row[x:x + channels] for row in rows for x in range(0, len(row), channels))
    background, most = counts.most_common(1)[0]
    share = 1 - most / (width * height)
    print("%s: %dx%d, %d colours, %.1f%% drawn" % (path, width, height, len(counts), share * 100))
    if len(counts) < 2 or share < minimum:
        print("%s: the page looks blank" % path, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
