/*
 * ASSERTION: D_OFFSETOF_TYPE is reported (exprs: int).
 */
BEGIN { x = offsetof(int, foo); }
