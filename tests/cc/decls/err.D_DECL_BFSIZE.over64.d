/*
 * ASSERTION: a bit-field wider than 64 bits (its type's width) is
 * D_DECL_BFSIZE.
 */
struct s {
	unsigned long long a : 65;
};
