/*
 * parse.h - recursive-descent parser (stage 2). Owned by parse.c.
 */
#ifndef CC_PARSE_H
#define CC_PARSE_H

#include <stdint.h>

#include "cc.h"

/*
 * Parses compile unit `unit` (cc->srcs[unit].text) and appends its items
 * (NODE_CLAUSE, NODE_DECL, NODE_OPTION, NODE_INLINE, NODE_XLATOR...) to
 * cc->prog->list, keeping cc->prog_tail. #pragma D option lines are also
 * appended to cc->pragmas. Errors go through cc_error().
 */
void parse_unit(struct cc *cc, uint32_t unit);

#endif
