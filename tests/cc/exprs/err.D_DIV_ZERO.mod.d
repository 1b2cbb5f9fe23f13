/*
 * ASSERTION: D_DIV_ZERO is reported (exprs: mod).
 */
BEGIN { x = 1 % 0; }
