/*
 * ASSERTION: a probe's prototype may not have a variable-length argument list.
 */
provider app {
	probe p(int, ...);
};
