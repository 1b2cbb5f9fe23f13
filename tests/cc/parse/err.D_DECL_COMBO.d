/*
 * ASSERTION: two base types in one declaration are an invalid combination.
 */
char int x;
