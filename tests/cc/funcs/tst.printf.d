/*
 * ASSERTION: printf() compiles in its documented forms.
 */
BEGIN { printf("%d %s %-8x %*d %%\n", 1, "a", 2, 4, 3); }
