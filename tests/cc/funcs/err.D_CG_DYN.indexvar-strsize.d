/*
 * ASSERTION: a search for a needle that is not a constant is refused
 * above strsize 512: the verifier walks its function's strsize
 * positions of strsize / 8 words each, and at 1024 that nears its
 * million instructions.
 */
#pragma D option strsize=1024
BEGIN { trace(index(execname, execname)); }
