/*
 * ASSERTION: a negative bit-field width is D_DECL_BFCONST.
 */
struct s {
	int a : -1;
};
