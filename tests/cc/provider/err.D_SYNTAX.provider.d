/*
 * ASSERTION: a probe declaration in a provider ends with ";".
 */
provider app {
	probe p(int)
};
