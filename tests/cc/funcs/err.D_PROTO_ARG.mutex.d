/*
 * ASSERTION: D_PROTO_ARG is reported (funcs: mutex_owned() of a pointer to another struct).
 */
BEGIN { trace(mutex_owned(curthread)); }
