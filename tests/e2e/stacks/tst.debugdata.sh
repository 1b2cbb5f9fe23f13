#!/bin/bash
# ASSERTION: user symbols come from .gnu_debugdata (MiniDebugInfo: an
# xz-compressed ELF holding the .symtab that a stripped binary lost, as
# Fedora ships them): a stripped copy of ualloc with one names its
# functions in ustack(); the same copy without it names the frames of
# its functions by the address of the .eh_frame function each is in
# (module`0xFUNCTION+0xOFFSET), never as the nearest symbol that does not
# contain them.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
cp "$HELPERS/ualloc" mini && strip --strip-debug mini && xz -q mini || fail "cannot make mini debuginfo"
cp "$HELPERS/ualloc" ua && strip --strip-all ua || fail "cannot strip"
cp ua bare
objcopy --add-section .gnu_debugdata=mini.xz ua || fail "cannot add .gnu_debugdata"
readelf -S ua | grep -q '\.symtab' && fail "ua still has .symtab"
script='pid$target::malloc:entry /arg0 == 300000/ { ustack(); }'
"$DTRACE" -q -n "$script" -c ./ua > out 2> err || fail "status $?: $(cat err)"
expect_eq "frames from .gnu_debugdata" "ua\`deep4
ua\`deep3
ua\`deep2
ua\`deep1
ua\`main" "$(grep -o 'ua`[A-Za-z_0-9]*' out | grep -v _start)"
"$DTRACE" -q -n "$script" -c ./bare > out 2> err || fail "status $?: $(cat err)"
expect_eq "unnamed frames named by the .eh_frame function they are in" \
	"$(nm "$HELPERS/ualloc" | awk '$3 ~ /^(deep[1-4]|main|_start)$/ { print $1 }' |
	   while read -r a; do printf '0x%x\n' $((16#$a)); done | sort)" \
	"$(sed -nE 's/^ +bare`(0x[0-9a-f]+)\+0x[0-9a-f]+$/\1/p' out | sort)"
exit 0
