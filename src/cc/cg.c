/* cg.c - placeholder until the code generator lands. */
#include "cg.h"

struct prog_desc *cg_program(struct cc *cc, struct arena *out)
{
	(void)out;
	cc_error(cc, (struct srcpos){0}, D_CG_EXPR, "code generator not built yet");
}
