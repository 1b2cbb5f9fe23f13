/*
 * ASSERTION: D_FUNC_UNSUP is reported (funcs: chill(), which BPF cannot do).
 */
#pragma D option destructive
BEGIN { chill(100); }
