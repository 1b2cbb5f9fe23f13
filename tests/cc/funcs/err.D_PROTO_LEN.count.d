/*
 * ASSERTION: D_PROTO_LEN is reported (funcs: count).
 */
BEGIN { @ = count(1); }
