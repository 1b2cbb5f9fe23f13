/* parse.c - placeholder until the parser lands. */
#include "parse.h"

void parse_unit(struct cc *cc, uint32_t unit)
{
	cc_error(cc, (struct srcpos){ .file = (uint16_t)unit }, D_SYNTAX, "parser not built yet");
}
