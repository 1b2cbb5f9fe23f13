/*
 * ASSERTION: offsetof() naming no member of a defined struct: DTrace's type
 * library refuses the name, with no tag of its own (D_UNKNOWN).
 */
struct pair {
	int first;
	int second;
};

BEGIN { x = offsetof(struct pair, third); }
