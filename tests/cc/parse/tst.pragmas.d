#!/usr/sbin/dtrace -s
/*
 * ASSERTION: a #! first line is skipped; #pragma D option takes name and
 * name=value; attributes, binding and depends_on are accepted; pragmas
 * other than "#pragma D" are ignored.
 */
#pragma D option quiet
#pragma D option strsize=64
int x;
#pragma D attributes Evolving/Evolving/Common x
#pragma D binding "1.0" x
#pragma D depends_on provider dtrace
#pragma ident "tst.pragmas.d"
#pragma once

BEGIN
{
	exit(0);
}
