/*
 * ASSERTION: void is only a prototype on its own.
 */
provider app {
	probe p(int, void);
};
