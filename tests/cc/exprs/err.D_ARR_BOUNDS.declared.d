/*
 * ASSERTION: a constant index at or past a D array's dimension is
 * D_ARR_BOUNDS at compile time, naming the index and the dimension.
 */
int a[5];

BEGIN { a[5] = 1; }
