/*
 * ASSERTION: a provider defined twice must give its probes the same
 * arguments both times.
 */
provider app {
	probe p(int);
};

provider app {
	probe p(long);
};
