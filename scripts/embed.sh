#!/bin/sh
# embed.sh NAME FILE - FILE's bytes as C: const char NAME[] (NUL-terminated)
# and const unsigned NAME_len (without the NUL). The build compiles files
# that are not C into dtrace this way (the -x http page).
set -e
name=$1 file=$2
echo "/* made by scripts/embed.sh from $file: edit that, not this */"
echo "const char $name[] = {"
od -An -v -tx1 "$file" | sed 's/  */ /g; s/^ //; s/ $//; s/\([0-9a-f][0-9a-f]\)/0x\1,/g'
echo "0x00 };"
echo "const unsigned ${name}_len = $(wc -c < "$file");"
