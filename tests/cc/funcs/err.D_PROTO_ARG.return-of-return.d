/*
 * ASSERTION: return() (which Linux cannot offer here) is an action, void
 * to a call that takes it: return(return(0)) is D_PROTO_ARG, found before
 * return() is refused.
 */
#pragma D option destructive
BEGIN { return(return(0)); }
