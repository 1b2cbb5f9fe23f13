/*
 * ASSERTION: -> through a pointer to a struct that is only declared is D_OP_INCOMPLETE.
 */
struct undefined_here *p;
BEGIN { x = p->member; }
