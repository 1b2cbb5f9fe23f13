/*
 * ASSERTION: a void parameter may not have a name.
 */
provider app {
	probe p(void v);
};
