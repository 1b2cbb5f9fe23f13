/*
 * ASSERTION: += on an element of an associative array that is never
 * assigned is D_VAR_UNDEF.
 */
BEGIN { a[pid] += 1; }
