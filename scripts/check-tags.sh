#!/bin/bash
# check-tags.sh - every D_ error tag the compiler raises has a test.
#
# A tag is "raised" when src/cc/*.c names it in code (outside comments and
# string literals): in a cc_error*() call, or in a table or a variable a
# call reads it from (every D_ name in the compiler's code must be a tag of
# src/base/errtags.def: one that is not fails too). Each such tag needs at least one
# tests/**/err.D_<TAG>.*.d. Prints the tags without a test and exits 1 if
# there are any; also warns about err.D_ tests whose tag is not in
# src/base/errtags.def.
set -eu
cd "$(dirname "$0")/.."
export LC_ALL=C

raised=$(cat src/cc/*.c 2>/dev/null |
	perl -0777 -pe 's{/\*.*?\*/}{}gs; s{//[^\n]*}{}g; s{"(\\.|[^"\\])*"}{""}g' |
	grep -o '\bD_[A-Z0-9_]\+\b' | sort -u)
tested=$(find tests -name 'err.D_*.d' 2>/dev/null | sed -E 's|.*/err\.(D_[A-Z0-9_]+)\..*|\1|' | sort -u)
known=$(sed -nE 's/^ERRTAG\((D_[A-Z0-9_]+),.*/\1/p' src/base/errtags.def | sort -u)

missing=$(comm -23 <(echo "$raised" | sed '/^$/d') <(echo "$tested" | sed '/^$/d'))
unknown=$(comm -23 <(echo "$tested" | sed '/^$/d') <(echo "$known" | sed '/^$/d'))

notags=$(comm -23 <(echo "$raised" | sed '/^$/d') <(echo "$known" | sed '/^$/d'))
if [ -n "$notags" ]; then
	echo "check-tags: src/cc names D_ identifiers that are not tags in src/base/errtags.def:"
	echo "$notags" | sed 's/^/    /'
	exit 1
fi
if [ -n "$unknown" ]; then
	echo "check-tags: warning: tests for tags not in src/base/errtags.def:" >&2
	echo "$unknown" | sed 's/^/    /' >&2
fi
nraised=$(echo "$raised" | sed '/^$/d' | wc -l)
if [ -n "$missing" ]; then
	echo "check-tags: $(echo "$missing" | wc -l) of $nraised raised tags have no tests/**/err.D_<TAG>.*.d test:"
	echo "$missing" | sed 's/^/    /'
	exit 1
fi
echo "check-tags: all $nraised raised tags have tests"
