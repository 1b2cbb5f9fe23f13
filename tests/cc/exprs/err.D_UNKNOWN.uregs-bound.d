/*
 * ASSERTION: a uregs[] index past the last register DTrace names
 * (R_TRAPNO, 25, on x86_64) is refused with DTrace's message and its tag
 * (none of its own: D_UNKNOWN).
 */
BEGIN { trace(uregs[26]); }
