/*
 * ASSERTION: a bit-field of a pointer type is D_DECL_BFTYPE: only
 * integers have bit-fields.
 */
struct s {
	int *p : 3;
};
