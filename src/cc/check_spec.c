/*
 * check_spec.c - the order of a clause's actions around speculate() and
 * commit() (part of stage 3, check).
 *
 * Input: a clause body whose statements check.c has typed. DTrace judges a
 * clause's actions in order once the clause is compiled: one speculate(),
 * before any data-recording action and not after commit(); no aggregation
 * and no destructive action or exit() after speculate(); no data-recording
 * action or aggregation after commit(), and commit() before data is
 * recorded (several commit() and discard() in a clause are allowed, as in
 * DTrace on Linux: illumos' D_COMM_COMM is not raised). A data-recording action is any action but speculate(),
 * commit(), discard() and the destructive ones; a speculative one does not
 * count. Reports through cc_error() with DTrace's tags and messages.
 */
#include "check.h"

#include <string.h>

enum spec_act {
	SA_NONE,     /* not an action: assignments, subroutine calls */
	SA_SPEC,     /* speculate() */
	SA_COMMIT,   /* commit() */
	SA_DISCARD,  /* discard() */
	SA_AGG,      /* @a[...] = f(...) */
	SA_DESTRUCT, /* stop(), raise(), system(), copyout(), ... */
	SA_EXIT,     /* exit() */
	SA_DREC,     /* any other action: it records data */
};

/* The statement's action class (a statement that is not one action is SA_NONE). */
static enum spec_act act_class(const struct node *s)
{
	static const char *const destructive[] = { "stop", "raise", "system", "freopen", "copyout", "copyoutstr",
						   "breakpoint", "panic", "chill" };
	const struct node *e;
	const struct func_def *fd;

	if (s->kind != NODE_EXPR_STMT)
		return SA_NONE;
	e = s->a;
	if (e->kind == NODE_ASSIGN && e->a->kind == NODE_AGG)
		return SA_AGG;
	if (e->kind != NODE_CALL)
		return SA_NONE;
	for (size_t i = 0; i < sizeof(destructive) / sizeof(destructive[0]); i++)
		if (strcmp(destructive[i], e->str) == 0)
			return SA_DESTRUCT;
	if (!e->ann || e->ann->kind != ANN_FUNC)
		return SA_NONE;
	fd = e->ann->func;
	if (fd->kind != FK_ACTION)
		return SA_NONE;
	switch (fd->id) {
	case FN_speculate: return SA_SPEC;
	case FN_commit: return SA_COMMIT;
	case FN_discard: return SA_DISCARD;
	case FN_exit: return SA_EXIT;
	default: return SA_DREC;
	}
}

/* The clause's statements in order, blocks and both branches of an if flattened. */
static void flatten(struct cc *cc, struct node *s, struct node ***v, uint32_t *n, uint32_t *cap)
{
	switch (s->kind) {
	case NODE_BLOCK:
		for (struct node *x = s->list; x; x = x->next)
			flatten(cc, x, v, n, cap);
		return;
	case NODE_IF:
		flatten(cc, s->b, v, n, cap);
		if (s->c)
			flatten(cc, s->c, v, n, cap);
		return;
	default:
		break;
	}
	if (*n == *cap) {
		struct node **nv = ARENA_NEWN(&cc->arena, struct node *, *cap ? *cap * 2 : 16);

		if (*n)
			memcpy(nv, *v, *n * sizeof(*nv));
		*v = nv;
		*cap = *cap ? *cap * 2 : 16;
	}
	(*v)[(*n)++] = s;
}

void check_spec_order(struct cc *cc, struct node *body)
{
	struct node **v = NULL;
	uint32_t n = 0, cap = 0;
	bool spec = false, commit = false, datarec = false;

	if (!body)
		return;
	flatten(cc, body, &v, &n, &cap);
	for (uint32_t i = 0; i < n; i++) {
		struct srcpos pos = v[i]->a ? v[i]->a->pos : v[i]->pos;

		switch (act_class(v[i])) {
		case SA_NONE:
			continue;
		case SA_COMMIT:
			if (datarec)
				cc_error(cc, pos, D_COMM_DREC, "commit( ) may not follow data-recording action(s)");
			for (uint32_t j = i + 1; j < n; j++)
				if (act_class(v[j]) == SA_AGG)
					cc_error(cc, pos, D_AGG_COMM, "aggregating actions may not follow commit( )");
			commit = true;
			continue;
		case SA_SPEC:
			if (spec)
				cc_error(cc, pos, D_SPEC_SPEC, "speculate( ) may not follow speculate( )");
			if (commit)
				cc_error(cc, pos, D_SPEC_COMM, "speculate( ) may not follow commit( )");
			if (datarec)
				cc_error(cc, pos, D_SPEC_DREC, "speculate( ) may not follow data-recording action(s)");
			spec = true;
			continue;
		case SA_AGG:
			if (spec)
				cc_error(cc, pos, D_AGG_SPEC, "aggregating actions may not follow speculate( )");
			datarec = true;
			continue;
		case SA_DESTRUCT:
			if (spec)
				cc_error(cc, pos, D_ACT_SPEC, "destructive actions may not follow speculate( )");
			continue;
		case SA_DISCARD:
			continue;
		case SA_EXIT:
			if (spec)
				cc_error(cc, pos, D_EXIT_SPEC, "exit( ) may not follow speculate( )");
			break;
		case SA_DREC:
			break;
		}
		if (commit)
			cc_error(cc, pos, D_DREC_COMM, "data-recording actions may not follow commit( )");
		if (!spec)
			datarec = true;
	}
}
