/*
 * ASSERTION: a probe may be declared once in a provider; "a__b" and
 * "a-b" are the same probe.
 */
provider app {
	probe query__start(int);
	probe query__start(int);
};
