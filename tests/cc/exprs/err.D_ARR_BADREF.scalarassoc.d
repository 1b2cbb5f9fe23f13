/*
 * ASSERTION: a name cannot be both a scalar and an associative array.
 */
BEGIN { x = 1; x[1] = 2; }
