#!/usr/bin/env python3
"""Turns a Lua file into a C file defining one string, so the library carries
its prelude and needs no files at run time. Usage: embed.py NAME IN OUT"""
import sys

name, source, target = sys.argv[1:4]
data = open(source, "rb").read()
with open(target, "w") as out:
    out.write("/* Generated from %s by embed.py; do not edit. */\n" % source.split("/")[-1])
    out.write('__attribute__((visibility("hidden"))) extern const char %s[];\n' % name)
    out.write("const char %s[] = {\n" % name)
    for i in range(0, len(data), 16):
        out.write("    " + ", ".join(str(b) for b in data[i:i + 16]) + ",\n")
    out.write("    0\n};\n")
