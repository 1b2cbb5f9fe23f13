/*
 * ASSERTION: ftruncate() compiles without -w; freopen() with it.
 */
#pragma D option destructive
BEGIN { ftruncate(); freopen("/tmp/%s.%d", execname, pid); freopen(""); }
