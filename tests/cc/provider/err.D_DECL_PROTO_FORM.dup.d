/*
 * ASSERTION: the parameters of a probe's native prototype have different names.
 */
provider app {
	probe p(int a, long a);
};
