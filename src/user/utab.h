/*
 * utab.h - the user stack unwind tables that the kernel walks (the maps of
 * cc/utab.h), kept up to date for the processes whose stacks are asked for.
 */
#ifndef USER_UTAB_H
#define USER_UTAB_H

#include <sys/types.h>

#include "../rt/session.h"

/*
 * Finds the table maps (if the program has them) and makes the -c/-p
 * process's entry, before its first probe fires; registers utab.c with the
 * core (UTAB_REC_ID records, session_close()).
 */
int utab_init(struct session *s);
/*
 * The kernel had no table for a stack of process pid: makes its entry if it
 * has none, or again if it is stale (its mappings changed, exec).
 */
void utab_need(pid_t pid);

#endif
