/*
 * dhdr.h - what dtrace -h and -G write from a program's provider
 * definitions. Owned by dhdr.c.
 */
#ifndef CC_DHDR_H
#define CC_DHDR_H

#include <stdio.h>

#include "cc.h"

/*
 * Writes the C header for the provider definitions of the checked program
 * (dtrace -h): PROVIDER_PROBE(args) and PROVIDER_PROBE_ENABLED() macros
 * that place SystemTap SDT v3 notes and semaphores. guard is the include
 * guard's name, from is the script's name for the header's first comment.
 * Errors (an argument type no note can carry) go through cc_error().
 */
void dhdr_header(struct cc *cc, FILE *f, const char *guard, const char *from);

/*
 * Writes an ELF relocatable object with no code or data (dtrace -G): the
 * notes are in the objects the header was compiled into already, so there
 * is nothing to add, but build rules link the file. Returns 0 or -errno.
 */
int dhdr_object(FILE *f);

#endif
