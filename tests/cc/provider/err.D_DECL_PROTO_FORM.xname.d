/*
 * ASSERTION: a named parameter of a translated prototype names a native
 * parameter (the one it is translated from).
 */
provider app {
	probe p(int a, long b) : (long c);
};
