/* check.c - placeholder until the checker lands. */
#include "check.h"

void check_program(struct cc *cc)
{
	(void)cc;
}

void check_note_matches(struct cc *cc, const struct node *pd, struct probe **probes, uint32_t n)
{
	(void)cc;
	(void)pd;
	(void)probes;
	(void)n;
}

bool check_is_typename(struct cc *cc, const char *name)
{
	(void)cc;
	(void)name;
	return false;
}
