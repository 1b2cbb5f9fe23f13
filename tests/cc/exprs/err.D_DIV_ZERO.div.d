/*
 * ASSERTION: D_DIV_ZERO is reported (exprs: div).
 */
BEGIN { x = 1 / 0; }
