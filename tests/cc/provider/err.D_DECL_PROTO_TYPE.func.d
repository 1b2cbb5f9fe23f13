/*
 * ASSERTION: a probe's parameter may not be a function.
 */
provider app {
	probe p(int f(int));
};
