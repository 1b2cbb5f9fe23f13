/*
 * ASSERTION: D_PRINTF_ARG_FMT is reported (funcs: freopen with a path that is not a constant, then arguments).
 */
#pragma D option destructive
BEGIN { this->p = "/tmp/%d"; freopen(this->p, 1); }
