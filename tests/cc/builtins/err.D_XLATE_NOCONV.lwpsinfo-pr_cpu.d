/*
 * ASSERTION: lwpsinfo_t's pr_cpu has no conversion on Linux (DTrace's
 * library defines none either): reading it is D_XLATE_NOCONV.
 */
BEGIN { trace(curlwpsinfo->pr_cpu); }
