/*
 * check.h - name resolution and typing (stage 3). Owned by check.c.
 * The signatures below are used by cc.c and parse.c; keep them stable.
 */
#ifndef CC_CHECK_H
#define CC_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "cc.h"

/* Types every clause of the program; cc_error() on the first user error. */
void check_program(struct cc *cc);
/* Records that probe description pd (a NODE_PDESC of a clause) matched these probes. */
void check_note_matches(struct cc *cc, const struct node *pd, struct probe **probes, uint32_t n);
/* True if name is a type name in scope: D built-in, script typedef, or kernel typedef (parser feedback). */
bool check_is_typename(struct cc *cc, const char *name);

#endif
