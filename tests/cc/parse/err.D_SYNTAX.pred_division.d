/*
 * ASSERTION: as in DTrace, a "/" closes a predicate only before EOF, ";",
 * "{" or "/"; before anything else it divides.
 */
BEGIN /x/ END
