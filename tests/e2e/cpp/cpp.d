#!/usr/sbin/dtrace -Cqs
/*
 * The -C tests' script: #include "file" from the script's directory and
 * <file> through -I, function-like macros, -D and -U, #if, and DTrace's
 * predefined __SUNW_D.
 */
#include "defs.h"
#include <limits.h>

#ifndef VALUE
#define VALUE 1
#endif

BEGIN
{
	printf("%s %d %d %d\n", GREETING, TWICE(VALUE), LIMIT, __SUNW_D);
#ifdef EXTRA
	printf("extra\n");
#endif
	exit(0);
}
