/*
 * ASSERTION: D_ACT_SPEC is reported (funcs: pred).
 */
BEGIN /trace(1)/ { exit(0); }
