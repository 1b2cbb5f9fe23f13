/*
 * ASSERTION: the number of arguments is checked before their types, as
 * in DTrace: substr() of a pointer with four arguments is D_PROTO_LEN,
 * not D_PROTO_ARG.
 */
BEGIN { trace(substr(curthread, "a", 2, 3)); }
