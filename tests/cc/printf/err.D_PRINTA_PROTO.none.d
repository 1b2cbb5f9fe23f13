/*
 * ASSERTION: D_PRINTA_PROTO is reported (printf: none).
 */
BEGIN { printa("%d"); }
