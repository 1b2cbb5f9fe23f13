/*
 * ASSERTION: a predicate that is a D array is D_PRED_SCALAR (an array is not a scalar).
 */
int a[4];
BEGIN /a/ { exit(0); }
