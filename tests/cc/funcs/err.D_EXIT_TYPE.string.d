/*
 * ASSERTION: D_EXIT_TYPE is reported (funcs: string).
 */
BEGIN { exit("a"); }
