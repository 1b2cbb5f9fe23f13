/*
 * ASSERTION: a provider's name may not end with a digit: the digits of a
 * USDT provider are the process id.
 */
provider app2 {
	probe p();
};
