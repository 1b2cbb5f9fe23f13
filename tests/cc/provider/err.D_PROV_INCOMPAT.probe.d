/*
 * ASSERTION: a provider defined twice must define the same probes both
 * times.
 */
provider app {
	probe p(int);
};

provider app {
	probe p(int);
	probe q(int);
};
